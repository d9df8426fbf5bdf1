import {describe, expect, it} from 'vitest';
import {allowedTypos} from '../../../src/search/parseQuery';
import {fixtureEngine, fixturePages, page, resultPaths} from './fixtureIndex';

const engine = fixtureEngine();
const paymentPages = ['/uk/payments/create/', '/uk/payments/lifecycle/'];

describe('search engine', () => {
  it.each(['платежі', 'платежу', 'платіж'])('finds both payment pages first for «%s»', (query) => {
    expect(resultPaths(engine, query).slice(0, 2).sort()).toEqual(paymentPages);
  });

  it('forgives one typo in words of 4+ letters and two in words of 8+', () => {
    expect(allowedTypos('api')).toBe(0);
    expect(allowedTypos('холд')).toBe(1);
    expect(allowedTypos('платежів')).toBe(2);
    expect(allowedTypos('1404')).toBe(0);
    expect(resultPaths(engine, 'вепхуки ')[0]).toBe('/uk/webhooks/');
    expect(resultPaths(engine, 'повернееня ')[0]).toBe('/uk/refunds/');
    expect(resultPaths(engine, 'тестови картки')[0]).toBe('/uk/testing/cards/');
  });

  it('puts right two adjacent letters swapped, which counts as two typos', () => {
    // «вебхуки» with «бх» swapped is seven letters, allowed one typo; «тестові» likewise.
    expect(resultPaths(engine, 'вехбуки ')[0]).toBe('/uk/webhooks/');
    expect(resultPaths(engine, 'тетсові картки')[0]).toBe('/uk/testing/cards/');
  });

  it('finds a long word whose slip before the ending keeps the stemmer from cutting it, but only as a last guess', () => {
    // A key held down: «вебхуківвв» is three typos from the stem «вебхук», which its beginning is.
    expect(resultPaths(engine, 'вебхуківвв ')[0]).toBe('/uk/webhooks/');
    expect(resultPaths(engine, 'повернненнння ')[0]).toBe('/uk/refunds/');
  });

  it('does not guess at the beginnings of a misspelt word that the typo tolerance already found', () => {
    // "chargback" is one typo from "chargeback"; its beginning «charg» is the stem of "charge", which the other page
    // says far more often.
    const pages = [
      page('/en/disputes/', 'Disputes', 'Disputes', [[null, null, ['A chargeback reverses a payment.']]]),
      page('/en/charges/', 'Payments', 'Charges', [[null, null, ['Charge the card. Each charge is a charge.']]]),
    ];
    expect(resultPaths(fixtureEngine({pages}), 'chargback ')).toEqual(['/en/disputes/']);
  });

  it('counts a verb that only carries the question as little as a word most sections say', () => {
    const pages = [
      page('/en/upi/', 'Wallets', 'UPI', [
        [
          null,
          null,
          [
            'UPI moves money between bank accounts in India, at any hour and on any day, through the bank apps the customers already have on their phones.',
          ],
        ],
        [
          'Collect requests',
          'collect',
          ['The customer approves the request in the bank app within five minutes, or it expires.'],
        ],
      ]),
      page('/en/paytm/', 'Wallets', 'Paytm', [
        [null, null, ['Paytm is a wallet.']],
        ['Wallet and UPI', 'upi', ['Customers find both in the app.']],
      ]),
    ];
    // Among the other pages of the fixture, where no section says either word.
    expect(resultPaths(fixtureEngine({pages: [...fixturePages, ...pages]}), 'where do I find UPI')[0]).toBe('/en/upi/');
  });

  it('matches the word being typed as a prefix', () => {
    expect(resultPaths(engine, 'ідемпот')[0]).toBe('/uk/idempotency/');
    expect(resultPaths(engine, 'вебх')[0]).toBe('/uk/webhooks/');
    expect(resultPaths(engine, 'тестові кар')[0]).toBe('/uk/testing/cards/');
  });

  it('ranks a title match above a mention in the text', () => {
    const paths = resultPaths(engine, 'повернення коштів');
    expect(paths.indexOf('/uk/refunds/')).toBeLessThan(paths.indexOf('/uk/faq/'));
    expect(paths[0]).toBe('/uk/refunds/');
  });

  it('ranks an exact match above a typo match', () => {
    expect(resultPaths(engine, 'void ').slice(0, 2)).toEqual(['/uk/void/', '/uk/voip/']);
  });

  it('ranks a page with the word as typed above a look-alike in a title', () => {
    expect(resultPaths(engine, 'callback')[0]).toBe('/uk/notifications/');
    expect(resultPaths(engine, 'callback ')[0]).toBe('/uk/notifications/');
  });

  it('finds a Ukrainian page by its English title', () => {
    expect(resultPaths(engine, 'refunds')[0]).toBe('/uk/refunds/');
  });

  it('matches numbers exactly, never as typos', () => {
    expect(resultPaths(engine, '4111111111111111')).toEqual(['/uk/testing/cards/']);
    expect(resultPaths(engine, '4111111111111112')).toEqual([]);
  });

  it('answers a first letter with the pages a title word of which it begins, titles that begin with it first', () => {
    // «Повернення коштів» begins with it; the others have it inside (платежу, події), in the site's page order.
    expect(resultPaths(engine, 'п')).toEqual([
      '/uk/refunds/',
      '/uk/payments/create/',
      '/uk/payments/lifecycle/',
      '/uk/notifications/',
    ]);
    expect(resultPaths(engine, 'П')).toEqual(resultPaths(engine, 'п'));
    // The page's English title counts too, below its own.
    expect(resultPaths(engine, 'w')).toEqual(['/uk/webhooks/']);
    // A letter followed by a space is a finished word, and one letter carries no meaning.
    expect(resultPaths(engine, 'п ')).toEqual([]);
    expect(resultPaths(engine, 'ю')).toEqual([]);
  });

  it('answers a stop word still being typed as the beginning of a title word, not with nothing', () => {
    // «по» is a preposition, and the first two letters of «Повернення коштів» and «Події».
    expect(resultPaths(engine, 'по')).toEqual(['/uk/refunds/', '/uk/notifications/']);
    // Followed by a space it is the preposition.
    expect(resultPaths(engine, 'по ')).toEqual([]);
  });

  it('returns nothing for a query of stop words or punctuation only', () => {
    expect(resultPaths(engine, 'як і що')).toEqual([]);
    expect(resultPaths(engine, '<>!?')).toEqual([]);
  });

  it('handles a very long query', () => {
    expect(() => engine.search('платіж '.repeat(2000))).not.toThrow();
  });
});
