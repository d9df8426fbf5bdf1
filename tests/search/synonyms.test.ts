/**
 * The built site's indexes carry the synonym tables of src/data/search-synonyms.ts, which the embedded engine expands
 * queries with and `search:push` gives Algolia: a build older than the table would have both engines disagree.
 */
import {describe, expect, it} from 'vitest';
import {readBuiltSearchIndexes} from '../../scripts/search/builtSearchIndexes';
import {otherProvidersWords} from '../../src/data/providerWords';
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

  /**
   * The Ukrainian site's groups keep their English phrases, as the site's pages write some English terms; an English
   * phrase its pages do not have is allowed where the group also leads to a Ukrainian phrase they have.
   */
  const cyrillic = /\p{Script=Cyrillic}/u;

  it.each(readBuiltSearchIndexes(buildDir).map(({indexFile}) => indexFile))(
    'every one-way synonym of the $language table leads to words the index has',
    (indexFile) => {
      const indexed = new Set(indexFile.miniSearch.terms);
      const isIndexed = (phrase: string) => termsOf(phrase).every((term) => indexed.has(term));
      const dead = indexFile.synonyms.flatMap((group) => {
        if (group.type !== 'oneWaySynonym') return [];
        const leadsToSiteLanguage = group.synonyms.some((phrase) => cyrillic.test(phrase) && isIndexed(phrase));
        return group.synonyms
          .filter((phrase) => !isIndexed(phrase) && !(leadsToSiteLanguage && !cyrillic.test(phrase)))
          .map((phrase) => `${group.input} → ${phrase}`);
      });
      expect(dead).toEqual([]);
    },
  );

  it.each(readBuiltSearchIndexes(buildDir).map(({indexFile}) => indexFile))(
    "no other provider's name in the $language table is, once analysed, one word the pages have",
    (indexFile) => {
      // `X-Token` is the word "token" to the analyser: as an input it would give every query with "token" the
      // synonyms of monobank's header.
      const indexed = new Set(indexFile.miniSearch.terms);
      const inputs = new Set(
        otherProvidersWords.flatMap((group) => (group.type === 'oneWaySynonym' ? group.input : [])),
      );
      const pagesOwnWords = indexFile.synonyms.flatMap((group) => {
        if (group.type !== 'oneWaySynonym' || !inputs.has(group.input)) return [];
        const terms = termsOf(group.input);
        return terms.length === 1 && indexed.has(terms[0]) ? [`${group.input} (${terms[0]})`] : [];
      });
      expect(pagesOwnWords).toEqual([]);
    },
  );
});
