import {describe, expect, it} from 'vitest';
import {fixtureEngine, page, paymentMethodPages, resultPaths} from './fixtureIndex';

/** Pages that write as one word what readers type as two: «кешбек», and «колбек» only as the synonym table's word. */
const engine = fixtureEngine({
  pages: [
    page('/uk/cashback/', 'Фіскалізація', 'Національний кешбек', [
      [null, null, ['Держава повертала покупцям частину ціни товарів українського виробництва.']],
    ]),
    page('/uk/webhooks/', 'Вебхуки', 'Налаштування вебхуків', [
      [null, null, ['Вкажіть адресу, на яку платіжний центр надсилатиме події.']],
    ]),
    page('/uk/next-action/', 'Довідник', 'NextAction', [[null, null, ['Обʼєкт описує наступний крок оплати.']]]),
    page('/uk/purchase/', 'Оплата', 'Оплата через API', [
      [null, null, ['Поле next_action відповіді каже, що має зробити клієнт.']],
      ['Наступний крок', 'next', ['Перенаправте клієнта за адресою з відповіді.']],
    ]),
    ...paymentMethodPages('Клієнт платить онлайн.'),
  ],
  synonyms: [{type: 'oneWaySynonym', input: 'колбек', synonyms: ['вебхук']}],
});

describe('two words typed apart that the pages write as one', () => {
  it('find the page of the joined word, typed with a space or a hyphen', () => {
    expect(resultPaths(engine, 'кеш бек')[0]).toBe('/uk/cashback/');
    expect(resultPaths(engine, 'кеш-бек від держави')[0]).toBe('/uk/cashback/');
  });

  it("find the page of the joined word's synonym", () => {
    expect(resultPaths(engine, 'кол бек')[0]).toBe('/uk/webhooks/');
  });

  it('are not joined when they are the words of a name', () => {
    expect(resultPaths(engine, 'next_action')[0]).toBe('/uk/purchase/');
  });
});
