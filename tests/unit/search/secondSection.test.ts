import {describe, expect, it} from 'vitest';
import {fixtureEngine, page, resultPaths} from './fixtureIndex';

/**
 * One page answers the query in its steps and again in its notes; another says the same words once, under a heading,
 * and that one section scores higher than either of the first page's.
 */
const engine = fixtureEngine({
  pages: [
    page('/uk/void/', 'Оплата', 'Скасування авторизації', [
      [null, null, ['Після авторизації замовлення може не відбутися.']],
      ['Кроки', 'steps', ['Щоб зняти холд з картки клієнта, надішліть запит на скасування до списання коштів.']],
      ['Примітки', 'notes', ['Зняти холд з картки можна й у кабінеті, а банк клієнта покаже суму ще кілька днів.']],
    ]),
    page('/uk/auth/', 'Оплата', 'Авторизація', [
      [null, null, ['Авторизація блокує суму на рахунку.']],
      ['Холд на картці', 'release', ['Зняти його банк може й сам, через тиждень.']],
    ]),
    ...['Картки', 'Гаманці', 'Банки', 'Ваучери', 'Спори'].map((title, index) =>
      page(`/uk/methods/${index}/`, 'Способи', title, [[null, null, [`Оплата: ${title}. Клієнт платить онлайн.`]]]),
    ),
  ],
});

describe('a page whose second section also answers the query', () => {
  it('outranks a page whose one section matches best', () => {
    expect(resultPaths(engine, 'зняти холд з картки')[0]).toBe('/uk/void/');
  });
});
