import {gzipSync} from 'node:zlib';
import {describe, expect, it} from 'vitest';
import {searchSynonyms} from '../../../src/data/search-synonyms';
import type {SynonymGroup} from '../../../src/data/synonymGroups';
import {synonymRulesOf} from '../../../src/search/querySynonyms';
import {storeSynonyms, synonymRulesOfStored} from '../../../src/search/storedSynonyms';

const gzipBytes = (value: unknown) => gzipSync(JSON.stringify(value), {level: 9}).length;

describe('the synonym table as the index file stores it', () => {
  it.each(['en', 'uk'] as const)(
    'gives the engine the rules of the %s table, rule for rule, in their order',
    (locale) => {
      const rules = searchSynonyms[locale].flatMap(synonymRulesOf);
      expect(rules.some((rule) => rule.isForeignName)).toBe(true);
      expect(rules.some((rule) => rule.identifiers.length > 0)).toBe(true);
      expect(synonymRulesOfStored(storeSynonyms(searchSynonyms[locale]))).toEqual(rules);
    },
  );

  it('keeps phrases as index terms, and a run of one-way groups of the same phrases and kind as one entry', () => {
    const groups: SynonymGroup[] = [
      {type: 'oneWaySynonym', input: 'рефанди', synonyms: ['повернення коштів']},
      {type: 'oneWaySynonym', input: 'рефаунд', synonyms: ['повернення коштів']},
      {type: 'synonym', synonyms: ['вебхуки', 'колбек']},
      {type: 'oneWaySynonym', input: 'ріфанд', synonyms: ['повернення коштів']},
      {type: 'oneWaySynonym', input: 'холдування', synonyms: ['холд', 'авторизація']},
      {type: 'oneWaySynonym', input: 'do not honor', synonyms: ['do_not_honor']},
      {type: 'oneWaySynonym', input: 'refusalReason', synonyms: ['do_not_honor']},
    ];
    const stored = storeSynonyms(groups);
    expect(stored).toEqual([
      [['рефанд', 'рефаунд'], ['повернен кошт']],
      ['вебхук', 'колбек'],
      [['ріфанд'], ['повернен кошт']],
      [['холдуван'], ['холд', 'авторизац']],
      // "do" is a stop word, and an identifier is looked up by its words too.
      [['not honor'], ['not honor'], {identifiers: ['do_not_honor']}],
      [['refusalreason'], ['not honor'], {foreignName: true, identifiers: ['do_not_honor']}],
    ]);
    expect(synonymRulesOfStored(stored)).toEqual(groups.flatMap(synonymRulesOf));
  });

  it('is smaller than the table in its own shape', () => {
    expect(gzipBytes(storeSynonyms(searchSynonyms.uk))).toBeLessThan(gzipBytes(searchSynonyms.uk) - 512);
  });
});
