// Verbs and nouns of the cases below. cspell:ignore оплання ліміння прийняти прийняття відкрити відкриття розуміти розуміння списати скасуватися налаштувати підключити запросити оновити очистити підтвердити повернути відписатися перевірити перевірення
import {describe, expect, it} from 'vitest';
import {actionNounOf} from '../../../src/search/actionNouns';
import {fixtureEngine, page, resultPaths} from './fixtureIndex';

describe('action nouns of Ukrainian verbs', () => {
  it.each([
    ['списати', 'списання'],
    ['скасувати', 'скасування'],
    ['налаштувати', 'налаштування'],
    ['повернути', 'повернення'],
    ['підключити', 'підключення'],
    ['запросити', 'запрошення'],
    ['оновити', 'оновлення'],
    ['очистити', 'очищення'],
    ['підтвердити', 'підтвердження'],
    ['відписатися', 'відписання'],
    ['прийняти', 'прийняття'],
    ['відкрити', 'відкриття'],
    ['розуміти', 'розуміння'],
  ])('derives «%s» → «%s»', (verb, noun) => {
    expect(actionNounOf(verb)).toBe(noun);
  });

  it.each(['кошти', 'валюти', 'дати', 'плати', 'стати', 'зняти', 'платіж', 'refund'])(
    'leaves «%s», which is not such a verb or too short to tell, alone',
    (word) => {
      expect(actionNounOf(word)).toBeNull();
    },
  );

  it('turns a plural noun that looks like an infinitive into a form no page spells', () => {
    expect(actionNounOf('оплати')).toBe('оплання');
    expect(actionNounOf('ліміти')).toBe('ліміння');
  });

  it('finds the page titled with the noun for a question with the verb, above a page of a word that shares the root', () => {
    const engine = fixtureEngine({
      pages: [
        page('/uk/payments/list/', 'Платежі', 'Список платежів', [
          [null, null, ['Список усіх платежів, у списку є фільтри.']],
          ['Списки за датою', 'by-date', ['Списки можна впорядкувати.']],
        ]),
        page('/uk/capture/', 'Двоетапна оплата', 'Списання', [[null, null, ['Списання забирає заблоковані кошти.']]]),
        page('/uk/refunds/', 'Повернення', 'Повернення коштів', [[null, null, ['Гроші йдуть назад клієнтові.']]]),
        page('/uk/returns/', 'Інше', 'Поверненість клієнтів', [
          [null, null, ['Поверненість показує, скільки клієнтів повертається.']],
          ['Поверненість за місяць', 'by-month', ['Поверненість росте.']],
        ]),
      ],
    });
    expect(resultPaths(engine, 'як списати ')[0]).toBe('/uk/capture/');
    expect(resultPaths(engine, 'як повернути ')[0]).toBe('/uk/refunds/');
  });
});
