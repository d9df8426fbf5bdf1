import {describe, expect, it} from 'vitest';
import {searchSynonymsOf, type SynonymGroup} from '../../../src/data/search-synonyms';
import {termOf} from '../../../src/search/textAnalysis';
import {fixtureEngine, page, resultPaths} from './fixtureIndex';

// Each word below is on one page only, so no page wins by a rarer word: what orders them is how they matched.
const pages = [
  page('/uk/webhooks/', 'Інтеграція', 'Вебхуки', [[null, null, ['Kalyna повідомляє ваш сервер про подію.']]]),
  page('/uk/callbacks/', 'Інтеграція', 'Колбеки', [[null, null, ['Kalyna повідомляє ваш сервер про подію.']]]),
  page('/uk/events/', 'Довідка', 'Події', [[null, null, ['Про кожну подію Kalyna надсилає callback.']]]),
  page('/uk/delivery/', 'Довідка', 'Доставка', [[null, null, ['Про кожну доставку Kalyna надсилає webhook.']]]),
  page('/uk/cashback/', 'Довідка', 'Бонуси', [[null, null, ['Про кожен бонус Kalyna надсилає cashback.']]]),
  page('/uk/holds/', 'Оплата', 'Холд', [[null, null, ['Гроші чекають до списання.']]]),
  page('/uk/cards/', 'Оплата', 'Картки', [[null, null, ['Оплата карткою Visa.']]]),
  page('/uk/sitemap/', 'Довідка', 'Карта сайту', [[null, null, ['Усі розділи.']]]),
];

const synonyms: SynonymGroup[] = [
  {type: 'synonym', synonyms: ['вебхук', 'колбек', 'callback', 'webhook']},
  {type: 'synonym', synonyms: ['холд', 'холдування', 'блокування коштів', 'передавторизація', 'преавторизація']},
  {type: 'oneWaySynonym', input: 'карта', synonyms: ['картка']},
];

const engine = fixtureEngine({pages, synonyms});
const rank = (query: string, path: string) => resultPaths(engine, query).indexOf(path);

describe('search with synonyms', () => {
  it('finds a page that has only a synonym of the word', () => {
    expect(resultPaths(engine, 'колбек')).toContain('/uk/webhooks/');
    expect(resultPaths(engine, 'webhook')).toContain('/uk/callbacks/');
  });

  it('ranks a synonym match just below the same match of the word itself', () => {
    expect(resultPaths(engine, 'колбек').slice(0, 2)).toEqual(['/uk/callbacks/', '/uk/webhooks/']);
    expect(resultPaths(engine, 'вебхуки').slice(0, 2)).toEqual(['/uk/webhooks/', '/uk/callbacks/']);
    expect(rank('callback ', '/uk/events/')).toBeLessThan(rank('callback ', '/uk/delivery/'));
  });

  it('ranks a synonym match above a look-alike word (a typo match)', () => {
    // cashback is two typos from callback, which an eight-letter word allows.
    expect(rank('callback ', '/uk/cashback/')).toBeGreaterThan(rank('callback ', '/uk/delivery/'));
  });

  it('finds a one-word synonym for a phrase of the query, and the other way round', () => {
    expect(resultPaths(engine, 'блокування коштів')[0]).toBe('/uk/holds/');
    expect(resultPaths(engine, 'холд ')).toEqual(['/uk/holds/']);
  });

  it('brings derived words the stemmer leaves apart together through the table', () => {
    for (const query of ['холдування', 'холдуванням', 'передавторизації', 'преавторизація ']) {
      expect(resultPaths(engine, query)[0], query).toBe('/uk/holds/');
    }
    expect(resultPaths(engine, 'карти')[0]).toBe('/uk/cards/');
  });

  it("meets the site's word in another form of the same verb, through the site's own table", () => {
    // The words of the two sections of the built site that met this question: the first is the answer.
    const verbPages = [
      page('/uk/webhooks/setting/', 'Вебхуки', 'Налаштування вебхуків', [
        ['Чому не приходить вебхук', 'webhook-not-arriving', ['Перевірте адресу та відповідь сервера.']],
      ]),
      page('/uk/disputes/api/', 'Диспути', 'Диспути через API', [
        ['Порядок подій', 'order', ['Що робити з вебхуком, що запізнився й прийшов після іншого?']],
      ]),
    ];
    const withTable = fixtureEngine({pages: verbPages, synonyms: searchSynonymsOf('uk')});
    for (const query of ['що робити якщо не прийшов вебхук', 'вебхуки не прийдуть']) {
      expect(resultPaths(withTable, query)[0], query).toBe('/uk/webhooks/setting/');
    }
  });

  it('applies a one-way synonym to its input only', () => {
    const withoutSynonyms = fixtureEngine({pages});
    const scores = (searched: typeof engine) =>
      searched.search('картки ').pages.map(({pageIndex, score}) => ({pageIndex, score}));
    expect(scores(engine)).toEqual(scores(withoutSynonyms));
  });

  it('highlights the synonyms the query matched', () => {
    expect(engine.search('колбек').matchedTerms).toContain(termOf('Вебхуки'));
  });
});
