import {describe, expect, it} from 'vitest';
import {fixtureEngine, page, paymentMethodPages, resultPaths} from './fixtureIndex';

/**
 * One page compares our statuses with LiqPay's and monobank's; the reader who types another provider's name beside
 * a word of the subject has come from that provider and wants our page about the subject.
 */
const engine = fixtureEngine({
  pages: [
    page('/uk/statuses/', 'Статуси', 'Життєвий цикл платежу', [
      [null, null, ['Платіж проходить статуси від створення до списання.']],
      [
        'Статуси в інших провайдерів',
        'other-providers',
        ['Статус hold_wait у LiqPay і hold у monobank відповідають нашому authorized. LiqPay success — це captured.'],
      ],
    ]),
    page('/uk/hold/', 'Оплата', 'Авторизація (холд)', [
      [null, null, ['Холд блокує кошти на картці клієнта до списання.']],
      ['Як поставити холд', 'how', ['Надішліть запит на оплату з capture: false, і банк заблокує суму.']],
    ]),
    ...paymentMethodPages('Холд можливий для карток.'),
  ],
});

describe("another provider's name in the query", () => {
  it('leaves the subject to the other words: the page about it leads the page that names the provider', () => {
    expect(resultPaths(engine, 'холд як у liqpay')[0]).toBe('/uk/hold/');
    expect(resultPaths(engine, 'холд monobank')[0]).toBe('/uk/hold/');
  });

  it('still finds the page that names it when it is the whole query', () => {
    expect(resultPaths(engine, 'liqpay')[0]).toBe('/uk/statuses/');
  });
});
