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

  it('gives every form of a word with «ов» before its ending one term, where the stemmer cuts «-ова» and keeps «-ови»', () => {
    expect(forms('тестовий тестова тестове тестові тестових тестовою')).toEqual(new Set(['тестов']));
    expect(forms('частковий часткова часткове часткового')).toEqual(new Set(['частков']));
    expect(forms('умова умови умов умовою умовами')).toEqual(new Set(['умов']));
  });

  it('gives «оплата» and «оплати» one term, and the nouns in «-плата» with them', () => {
    expect(['оплата оплати', 'виплата виплати', 'передплата передплати'].map(forms)).toEqual([
      new Set(['оплат']),
      new Set(['виплат']),
      new Set(['передплат']),
    ]);
  });

  it('gives the forms of a word whose «о» drops out of «-ок» one term, and keeps that «о» in short words', () => {
    expect(['рахунок рахунку', 'карток картка', 'висновок висновку', 'блок блоку'].map(forms)).toEqual([
      new Set(['рахунк']),
      new Set(['картк']),
      new Set(['висновк']),
      new Set(['блок']),
    ]);
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

  it('drops stop words and single letters but keeps numbers', () => {
    expect(termOf('як')).toBeNull();
    expect(termOf('the')).toBeNull();
    expect(termOf('в')).toBeNull();
    expect(termOf('1404')).toBe('1404');
  });
});
