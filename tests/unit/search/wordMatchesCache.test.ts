/**
 * The engine keeps the matches of the words it looked up lately, for the next keys of the same query: the answers must
 * be those of an engine that looks every word up afresh, whatever was typed before.
 */
import {describe, expect, it} from 'vitest';
import type {SynonymGroup} from '../../../src/data/search-synonyms';
import type {SearchEngine} from '../../../src/search/searchEngine';
import {fixtureEngine} from './fixtureIndex';

const synonyms: SynonymGroup[] = [
  {type: 'synonym', synonyms: ['вебхук', 'колбек']},
  // A phrase: typed whole, «подвійне списання» gives «подвійне» a synonym that it does not have while «списання» is
  // still being typed.
  {type: 'synonym', synonyms: ['подвійне списання', 'ідемпотентність']},
];

const queries = ['повернення коштів', 'подвійне списання', 'колбек повернення', 'повер', 'подвійне'];

const answer = (engine: SearchEngine, query: string) => {
  const {pages, words, matchedTerms} = engine.search(query);
  return {pages, words, matchedTerms: [...matchedTerms].sort()};
};

describe('the matches of words looked up before', () => {
  it('answer a query typed key by key, after other queries, as a fresh engine does', () => {
    const typing = fixtureEngine({synonyms});
    for (const query of queries) {
      for (let length = 1; length <= query.length; length++) {
        const typed = query.slice(0, length);
        expect(answer(typing, typed), typed).toEqual(answer(fixtureEngine({synonyms}), typed));
      }
    }
  });
});
