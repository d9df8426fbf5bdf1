import {describe, expect, it} from 'vitest';
import {querySuggestions} from '../../../src/search/querySuggestions';
import {fixtureEngine} from './fixtureIndex';

const engine = fixtureEngine();

describe('query suggestions', () => {
  it('offers the closest word of the titles and headings for a word misspelt beyond what search forgives', () => {
    expect(engine.search('вбхк').pages).toEqual([]);
    expect(querySuggestions(engine, 'вбхк')[0]).toBe('вебхуки');
  });

  it('offers words of the other language titles too, as written on the site', () => {
    expect(engine.search('rfnds').pages).toEqual([]);
    expect(querySuggestions(engine, 'rfnds')).toContain('refunds');
  });

  it('corrects every word of a longer query first', () => {
    expect(querySuggestions(engine, 'пдпис вбхк')[0]).toBe('підпис вебхуки');
  });

  it('offers the largest sections when no word is close', () => {
    expect(querySuggestions(engine, 'жжщфцй')).toEqual(['Платежі', 'Повернення', 'Довідка']);
  });

  it('offers at most three, each a query that finds pages', () => {
    for (const query of ['вбхк', 'rfnds', 'пдпис вбхк', 'жжщфцй', 'xq']) {
      const suggestions = querySuggestions(engine, query);
      expect(suggestions.length).toBeGreaterThan(0);
      expect(suggestions.length).toBeLessThanOrEqual(3);
      for (const suggestion of suggestions) {
        expect(engine.search(suggestion).pages.length, suggestion).toBeGreaterThan(0);
      }
    }
  });
});
