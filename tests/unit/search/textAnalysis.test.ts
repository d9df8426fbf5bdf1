import {describe, expect, it} from 'vitest';
import {normalizeWord, termOf, tokenize, tokenizeWithPositions} from '../../../src/search/textAnalysis';

/** The terms of the forms of one word, written with spaces between them. */
const forms = (words: string) => new Set(words.split(' ').map(termOf));

describe('text analysis', () => {
  it('gives the forms of a Ukrainian noun one term', () => {
    expect(termOf('платежі')).toBe(termOf('платежу'));
    expect(termOf('платежів')).toBe(termOf('платежі'));
    expect(termOf('картки')).toBe(termOf('картка'));
  });

  it('gives a Ukrainian word one term where the stemmer leaves part of an ending on some of its forms', () => {
    expect(termOf('авторизації')).toBe(termOf('авторизація'));
    expect(termOf('авторизацією')).toBe(termOf('авторизація'));
    expect(termOf('преавторизації')).toBe(termOf('преавторизація'));
    expect(termOf('версії')).toBe(termOf('версія'));
    // Only vowels go: a consonant makes another word (підписка is a subscription, підпис a signature).
    expect(termOf('підписка')).not.toBe(termOf('підпис'));
  });

  // Where the stemmer cuts more than an ending off some forms of a word, all of its forms still make one term.
  it.each([
    ['«ов» before the ending, cut off with «-ова»', 'тестовий тестова тестове тестові тестових тестовою', 'тестов'],
    ['«ов» of an adjective', 'частковий часткова часткове часткового', 'частков'],
    ['«ов» of a noun', 'умова умови умов умовою умовами', 'умов'],
    ['the dative «-ові» of a noun for a person, which is an ending', 'клієнт клієнта клієнтові', 'клієнт'],
    ['the dative «-ові» after «-ник»', 'власник власникові', 'власник'],
    ['«-ати» of a noun in «-плата»', 'оплата оплати', 'оплат'],
    ['«-ати» of «виплата»', 'виплата виплати', 'виплат'],
    ['«-ати» of «передплата»', 'передплата передплати', 'передплат'],
    ['the «о» that drops out of «-ок»', 'рахунок рахунку', 'рахунк'],
    ['the «о» of a plural in «-ок»', 'карток картка', 'картк'],
    ['the «о» of a long word in «-ок»', 'висновок висновку', 'висновк'],
    ['a short word in «-ок», whose «о» stays', 'блок блоку', 'блок'],
    ['a plural in «-си»', 'баланс баланси', 'баланс'],
    ['a plural in «-уси»', 'статус статуси', 'статус'],
    ['a noun in «-са»', 'каса каси', 'кас'],
    ['«режим», half of whose forms lost «им»', 'режим режиму режими режимі', 'режим'],
    ['an imperative in «-іть»', 'створіть створити', 'створ'],
    ['an imperative in «-те»', 'перевірте перевірити', 'перевір'],
    ['a verb in «-нути»', 'поверніть повернути поверне', 'поверн'],
    ['a short noun in «-іть», kept whole', 'сіть', 'сіт'],
    ['a reflexive imperative', 'зверніться звернутися', 'зверн'],
    ['a Russian genitive plural, whose «-ов» is an ending', 'заказов заказ', 'заказ'],
    ['the genitive plural of a noun in «-ова» after «м»', 'відмов відмова', 'відмов'],
    ['a Russian locative in «-те» after a consonant of the stem', 'документе документ', 'документ'],
  ])('gives one term to the forms of a word with %s', (_, words, term) => {
    expect(forms(words)).toEqual(new Set([term]));
  });

  it('stems English words on either site', () => {
    expect(termOf('refunds')).toBe(termOf('refund'));
    expect(termOf('Webhooks')).toBe('webhook');
  });

  it('reads a Ukrainian word typed with Latin look-alikes, apostrophes or г for ґ as the same word', () => {
    expect(normalizeWord('пагiнацiя')).toBe('пагінація');
    expect(normalizeWord('об’єкт')).toBe(normalizeWord("об'єкт"));
    expect(normalizeWord('ґанок')).toBe('ганок');
  });

  it('reads the letters of a Russian spelling as the Ukrainian letters of the same sound', () => {
    expect(termOf('оплаты')).toBe(termOf('оплати'));
    expect(normalizeWord('электронный')).toBe('електронний');
    expect(normalizeWord('объект')).toBe('обект');
  });

  it('keeps apostrophes inside words and splits identifiers into words', () => {
    expect(tokenize('об’єкт payment.partially_refunded')).toEqual(['об’єкт', 'payment', 'partially', 'refunded']);
    expect(tokenizeWithPositions('Статус: captured')).toEqual([
      {original: 'Статус', start: 0},
      {original: 'captured', start: 8},
    ]);
  });

  it('also makes one token of a single letter and the word it is joined to by a hyphen, and no more', () => {
    expect(tokenize('денний Z-звіт і e-commerce')).toEqual([
      'денний',
      'Z',
      'Zзвіт',
      'звіт',
      'і',
      'e',
      'ecommerce',
      'commerce',
    ]);
    expect(tokenize('спліт-платіж, 3-D Secure, Kalyna-Signature')).toEqual([
      'спліт',
      'платіж',
      '3',
      'D',
      'Secure',
      'Kalyna',
      'Signature',
    ]);
  });

  it('drops stop words and single letters but keeps numbers', () => {
    expect(termOf('як')).toBeNull();
    expect(termOf('the')).toBeNull();
    expect(termOf('в')).toBeNull();
    expect(termOf('1404')).toBe('1404');
  });

  it("drops the pronouns and forms of «бути» of a reader's question, and keeps its modal words", () => {
    expect(['мій', 'свій', 'буде', 'чому', 'my', 'why', 'was'].map(termOf)).toEqual(Array(7).fill(null));
    expect(termOf('можна')).not.toBeNull();
  });
});

describe('English words the stemmer would merge with another word', () => {
  it('keep a stem of their own, shared by their forms and spellings', () => {
    expect(termOf('instalments')).toBe(termOf('installment'));
    expect(termOf('instalment')).not.toBe(termOf('install'));
    expect(termOf('settings')).toBe(termOf('setting'));
    expect(termOf('settings')).not.toBe(termOf('set'));
    // Other words are stemmed as before.
    expect(termOf('installing')).toBe(termOf('install'));
  });
});

describe('Ukrainian words the stemmer would merge with another word', () => {
  it('keep a stem of their own, shared by their forms', () => {
    // «коштує» (costs) is not «кошти» (funds), and all forms of the verb meet.
    expect(termOf('коштує')).not.toBe(termOf('кошти'));
    expect(new Set(['коштує', 'коштують', 'коштувала', 'коштуватиме'].map(termOf)).size).toBe(1);
    // The noun's forms are stemmed as before.
    expect(termOf('коштів')).toBe(termOf('кошти'));
    // «Вʼєтнам» meets its other forms.
    expect(termOf('Вʼєтнам')).toBe(termOf('Вʼєтнамі'));
  });
});
