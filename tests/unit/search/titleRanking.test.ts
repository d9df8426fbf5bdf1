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
    // A page with the query word for word in a heading, and neither word in its title: only the title's form of
    // «спосіб» can put the page above it.
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

/**
 * A hub page titled with a common word of the site, «Гаманці», with a section on PicPay, and the PicPay page, among
 * many pages that say «гаманець».
 */
const walletsEngine = fixtureEngine({
  pages: [
    page('/uk/wallets/', 'Способи оплати', 'Гаманці', [
      [null, null, ['Гаманці зберігають картки клієнта. Оплата гаманцем займає кілька секунд.']],
      ['Гаманець PicPay', 'picpay', ['PicPay — гаманець у Бразилії. Гаманець PicPay підтверджує оплату в застосунку.']],
      ['GCash', 'gcash', ['GCash — гаманець на Філіппінах.']],
      ['Apple Pay', 'apple-pay', ['Гаманець Apple Pay на iPhone.']],
    ]),
    page('/uk/wallets/picpay/', 'Цифрові гаманці', 'PicPay', [
      [null, null, ['Клієнт підтверджує оплату в застосунку PicPay.']],
      ['Повернення', 'refunds', ['Кошти повертаються на баланс за день.']],
    ]),
    page('/uk/wallets/gcash/', 'Цифрові гаманці', 'GCash', [[null, null, ['Клієнт платить у застосунку GCash.']]]),
    page('/uk/cards/', 'Способи оплати', 'Картки', [[null, null, ['Картки Visa і Mastercard.']]]),
    ...['Apple Pay', 'Google Pay', 'Paytm', 'PhonePe', 'Alipay', 'WeChat Pay'].map((title, index) =>
      page(`/uk/wallets/${index}/`, 'Цифрові гаманці', title, [
        [null, null, [`Гаманець ${title}: клієнт платить з гаманця на телефоні.`]],
        ['Повернення', 'refunds', ['Кошти повертаються в гаманець.']],
      ]),
    ),
  ],
});

describe('ranking by the title, the rarer words of the query weighing more', () => {
  it('puts the page titled with the rare word of the query above a hub titled with its common word', () => {
    expect(resultPaths(walletsEngine, 'гаманцем PicPay')[0]).toBe('/uk/wallets/picpay/');
  });
});

describe('ranking by the keywords of a page', () => {
  const keywordsEngine = fixtureEngine({
    pages: [
      {
        ...page('/uk/lookup/', 'Платежі', 'Перевірка статусу', [
          [null, null, ['Дізнайтеся стан платежу за його id.']],
          ['Як часто питати', 'polling', ['Не питайте частіше ніж раз на 5 секунд.']],
        ]),
        keywords: ['полінг'],
        otherLanguageKeywords: ['did the payment go through'],
      },
      // Says the keyword in its text, once.
      page('/uk/webhooks/', 'Вебхуки', 'Вебхуки', [
        [null, null, ['Вебхук приходить сам, без полінгу, щойно стан платежу зміниться.']],
      ]),
    ],
  });

  it('finds the page by its keyword, above a page whose text says the word', () => {
    expect(resultPaths(keywordsEngine, 'полінг')[0]).toBe('/uk/lookup/');
  });

  it('finds the page by its keyword in the other language, which the index file does not keep', () => {
    expect(resultPaths(keywordsEngine, 'payment go through')[0]).toBe('/uk/lookup/');
    expect(JSON.stringify(keywordsEngine.pages)).not.toContain('go through');
  });
});
