import {gzipSync} from 'node:zlib';
import {describe, expect, it} from 'vitest';
import {searchSynonyms} from '../../../src/data/search-synonyms';
import type {SynonymGroup} from '../../../src/data/synonymGroups';
import {storeSynonyms, synonymGroupsOf} from '../../../src/search/storedSynonyms';

const gzipBytes = (value: unknown) => gzipSync(JSON.stringify(value), {level: 9}).length;

describe('the synonym table as the index file stores it', () => {
  it.each(['en', 'uk'] as const)('gives back the %s table group for group, in its order', (locale) => {
    expect(synonymGroupsOf(storeSynonyms(searchSynonyms[locale]))).toEqual(searchSynonyms[locale]);
  });

  it('keeps a run of one-way groups with the same phrases as one pair, and groups apart that are apart', () => {
    const groups: SynonymGroup[] = [
      {type: 'oneWaySynonym', input: 'рефанд', synonyms: ['повернення коштів']},
      {type: 'oneWaySynonym', input: 'рефаунд', synonyms: ['повернення коштів']},
      {type: 'synonym', synonyms: ['вебхук', 'колбек']},
      {type: 'oneWaySynonym', input: 'ріфанд', synonyms: ['повернення коштів']},
      {type: 'oneWaySynonym', input: 'холдування', synonyms: ['холд', 'авторизація']},
    ];
    expect(storeSynonyms(groups)).toEqual([
      [['рефанд', 'рефаунд'], ['повернення коштів']],
      ['вебхук', 'колбек'],
      [['ріфанд'], ['повернення коштів']],
      [['холдування'], ['холд', 'авторизація']],
    ]);
    expect(synonymGroupsOf(storeSynonyms(groups))).toEqual(groups);
  });

  it('is smaller than the table in its own shape', () => {
    expect(gzipBytes(storeSynonyms(searchSynonyms.uk))).toBeLessThan(gzipBytes(searchSynonyms.uk) - 512);
  });
});
