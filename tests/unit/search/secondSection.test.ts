import {describe, expect, it} from 'vitest';
import {fixtureEngine, page, paymentMethodPages, resultPaths} from './fixtureIndex';

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
    ...paymentMethodPages('Клієнт платить онлайн.'),
  ],
});

describe('a page whose second section also answers the query', () => {
  it('outranks a page whose one section matches best', () => {
    expect(resultPaths(engine, 'зняти холд з картки')[0]).toBe('/uk/void/');
  });
});

/**
 * A pasted code: the overview mentions it in two of its sections, the API page's table explains it in one. The code
 * is the whole query, so mentions do not add up.
 */
const codeEngine = fixtureEngine({
  pages: [
    page('/uk/split/', 'Оплата', 'Розділення платежу', [
      [
        null,
        null,
        ['Частки отримувачів мають дати суму платежу, інакше запит поверне split_sum_mismatch і платіж не створиться.'],
      ],
      [
        'Помилки',
        'errors',
        ['Найчастіша помилка розділення, split_sum_mismatch, означає, що частки не складаються в суму платежу.'],
      ],
    ]),
    page('/uk/split/api/', 'Оплата', 'API розділення', [
      [null, null, ['Запит створює платіж із частками.']],
      ['Коди помилок', 'codes', ['split_sum_mismatch: частки не дорівнюють сумі.']],
    ]),
    ...paymentMethodPages('Клієнт платить онлайн.'),
  ],
});

describe('sections that mention a pasted identifier', () => {
  it('do not add up', () => {
    expect(resultPaths(codeEngine, 'split_sum_mismatch')[0]).toBe('/uk/split/api/');
  });
});
