import {describe, expect, it} from 'vitest';
import {fixtureEngine, page, resultPaths} from './fixtureIndex';

const engine = fixtureEngine({
  pages: [
    // The hub has a section on the country, under a heading and in a text that both say its own subject again.
    page('/uk/online-banking/', 'Способи оплати', 'Онлайн-банкінг', [
      [null, null, ['Клієнт платить зі свого банку.']],
      [
        'Онлайн-банкінг за країнами',
        'countries',
        ['Онлайн-банкінг доступний в Індії, Бразилії та В’єтнамі, а з 2026 року й у Польщі.'],
      ],
    ]),
    page('/uk/online-banking/india/', 'Способи оплати', 'Онлайн-банкінг в Індії', [
      [null, null, ['В Індії клієнт обирає свій банк і підтверджує платіж у ньому.']],
      ['Обмеження', 'limits', ['Суми в рупіях, повернення до 180 днів.']],
    ]),
    // Two titles one typo apart, and the page of the other one compares them.
    page('/uk/purchase/', 'Платежі', 'Одноетапна оплата', [
      [null, null, ['Гроші списуються одразу, в одному запиті.']],
    ]),
    page('/uk/two-step/', 'Платежі', 'Двоетапна оплата', [
      [null, null, ['Оплата в два кроки: спершу холд, потім списання.']],
      [
        'Одноетапна чи двоетапна оплата',
        'when',
        ['Одноетапна оплата списує гроші одразу; двоетапна оплата спершу блокує їх. Оплата після збирання товару.'],
      ],
    ]),
    // A title with the query's word in another form: «способи» of «спосіб», whose і turns into о.
    page('/uk/methods/', 'Оплата', 'Способи оплати', [[null, null, ['Картки, гаманці й банки в кожній країні.']]]),
    page('/uk/checkout/', 'Оплата', 'Чекаут', [
      [null, null, ['Клієнт платить на сторінці оплати.']],
      ['Спосіб оплати', 'method', ['Спосіб оплати обирає клієнт.']],
    ]),
  ],
});

describe('ranking by the title', () => {
  it('puts the page whose title is the query, word for word, above a page with a section on it', () => {
    expect(resultPaths(engine, 'онлайн-банкінг в індії')[0]).toBe('/uk/online-banking/india/');
  });

  it('gives a look-alike of a query word that is itself in the index no credit as a word of the title', () => {
    // «двоетапна» is one typo from «одноетапна»: as a title word it must not make that title the query.
    expect(resultPaths(engine, 'одноетапна оплата')[0]).toBe('/uk/purchase/');
  });

  it('counts another form of a query word as the word in the title, where only a vowel of its last syllable changes', () => {
    expect(resultPaths(engine, 'спосіб оплати')[0]).toBe('/uk/methods/');
  });
});
