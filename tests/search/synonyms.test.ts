/**
 * The built site's indexes carry the synonym tables of src/data/search-synonyms.ts, which the embedded engine expands
 * queries with and `search:push` gives Algolia: a build older than the table would have both engines disagree.
 */
import {describe, expect, it} from 'vitest';
import {readBuiltSearchIndexes} from '../../scripts/search/builtSearchIndexes';
import {searchSynonymsOf} from '../../src/data/search-synonyms';
import {termsOf} from '../../src/search/textAnalysis';

const buildDir = process.env.SEARCH_BUILD_DIR ?? 'build';

describe('synonyms on the built site', () => {
  it.each(readBuiltSearchIndexes(buildDir).map(({indexFile}) => indexFile))(
    'the $language index carries the synonym table of its locale',
    (indexFile) => {
      expect(indexFile.synonyms.length).toBeGreaterThan(0);
      expect(indexFile.synonyms).toEqual(searchSynonymsOf(indexFile.language));
    },
  );

  it.each(readBuiltSearchIndexes(buildDir).map(({indexFile}) => indexFile))(
    'every one-way synonym of the $language table leads to words the index has',
    (indexFile) => {
      const indexed = new Set(indexFile.miniSearch.terms);
      const dead = indexFile.synonyms.flatMap((group) =>
        group.type === 'oneWaySynonym'
          ? group.synonyms
              .filter((phrase) => termsOf(phrase).some((term) => !indexed.has(term)))
              .map((phrase) => `${group.input} → ${phrase}`)
          : [],
      );
      expect(dead).toEqual([]);
    },
  );
});
