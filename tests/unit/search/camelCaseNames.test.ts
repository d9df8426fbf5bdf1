import {describe, expect, it} from 'vitest';
import {fixtureEngine, page, resultPaths} from './fixtureIndex';

const engine = fixtureEngine({
  pages: [
    page('/refunds/', 'Payments', 'Refunds', [
      [null, null, ['Cancel a payment before it settles, or refund it after.']],
    ]),
    page('/accounts/', 'Start', 'Accounts', [[null, null, ['Every merchant opens an account in the portal.']]]),
    page('/picpay/', 'Wallets', 'PicPay', [[null, null, ['PicPay is a wallet in Brazil.']]]),
    page('/pay/', 'Payments', 'Pay by link', [[null, null, ['Send a pic of the link to pay.']]]),
  ],
  synonyms: [],
});

describe('a camelCase name of another API', () => {
  it('that the index does not have is looked up as its words', () => {
    expect(resultPaths(engine, 'cancelOrRefund ')).toEqual(['/refunds/']);
    expect(resultPaths(engine, 'merchantAccount ')).toEqual(['/accounts/']);
  });

  it('that the index has is looked up as typed only', () => {
    expect(resultPaths(engine, 'PicPay ')).toEqual(['/picpay/']);
  });
});
