/**
 * The built site's indexes carry the synonym tables of src/data/search-synonyms.ts, which the embedded engine expands
 * queries with and `search:push` gives Algolia: a build older than the table would have both engines disagree.
 */
import {describe, expect, it} from 'vitest';
import {loadBuiltSearchEngine, readBuiltPages, readBuiltSearchIndexes} from '../../scripts/search/builtSearchIndexes';
import {otherProvidersWords} from '../../src/data/providerWords';
import {searchSynonymsOf} from '../../src/data/search-synonyms';
import {termsOf} from '../../src/search/compactIndex';
import {isIdentifier} from '../../src/search/identifiers';
import {foreignNameShape, synonymRulesOf} from '../../src/search/querySynonyms';
import {synonymRulesOfStored} from '../../src/search/storedSynonyms';
import {queryTermsOf} from '../../src/search/textAnalysis';

const buildDir = process.env.SEARCH_BUILD_DIR ?? 'build';
/** The most words an input of the providers' table has, once analysed. */
const longestInput = 6;

describe('synonyms on the built site', () => {
  it.each(readBuiltSearchIndexes(buildDir).map(({indexFile}) => indexFile))(
    'the $language index carries the synonym table of its locale',
    (indexFile) => {
      expect(indexFile.synonyms.length).toBeGreaterThan(0);
      expect(synonymRulesOfStored(indexFile.synonyms)).toEqual(
        searchSynonymsOf(indexFile.language).flatMap(synonymRulesOf),
      );
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
      const indexed = new Set(termsOf(indexFile.miniSearch));
      const isIndexed = (phrase: string) => queryTermsOf(phrase).every((term) => indexed.has(term));
      const dead = searchSynonymsOf(indexFile.language).flatMap((group) => {
        if (group.type !== 'oneWaySynonym') return [];
        const leadsToSiteLanguage = group.synonyms.some((phrase) => cyrillic.test(phrase) && isIndexed(phrase));
        return group.synonyms
          .filter((phrase) => !isIndexed(phrase) && !(leadsToSiteLanguage && !cyrillic.test(phrase)))
          .map((phrase) => `${group.input} → ${phrase}`);
      });
      expect(dead).toEqual([]);
    },
  );

  it.each(readBuiltSearchIndexes(buildDir))(
    "no other provider's name in the $indexFile.language table is, once analysed, a word or a run of words the pages have",
    async (built) => {
      // Monobank's `X-Token` read as "x token" would give every query with "token" the synonyms of a header, and
      // PayPal's `custom_id` every query for a "customer id".
      const inputs = new Set(
        otherProvidersWords.flatMap((group) => (group.type === 'oneWaySynonym' ? group.input : [])),
      );
      const runsOnPages = new Set<string>();
      for (const page of await readBuiltPages(built)) {
        const texts = [
          page.lvl1,
          ...page.otherLanguageTitles,
          ...page.sections.flatMap((section) => [section.lvl2 ?? '', section.lvl3 ?? '', ...section.contents]),
        ];
        for (const terms of texts.map(queryTermsOf)) {
          terms.forEach((_, start) => {
            for (let end = start + 1; end <= Math.min(terms.length, start + longestInput); end++) {
              runsOnPages.add(terms.slice(start, end).join(' '));
            }
          });
        }
      }
      const pagesOwnWords = searchSynonymsOf(built.indexFile.language).flatMap((group) =>
        group.type === 'oneWaySynonym' &&
        inputs.has(group.input) &&
        runsOnPages.has(queryTermsOf(group.input).join(' '))
          ? [group.input]
          : [],
      );
      expect(pagesOwnWords).toEqual([]);
    },
  );

  it.each(readBuiltSearchIndexes(buildDir))(
    "another API's field name brings up the page that defines our field it stands for, on the $indexFile.language site",
    async (built) => {
      const engine = await loadBuiltSearchEngine(built);
      const definingPages = (identifier: string) =>
        engine
          .search(`${identifier} `)
          .pages.filter(({definesIdentifier}) => definesIdentifier)
          .map(({pageIndex}) => pageIndex);
      // Stripe's `trial_period_days` and `trial_end` are our `start_at`, WayForPay's `orderTimeout` our `expires_at`:
      // the words they are made of are all over the pages, the field is defined on one.
      const checked = otherProvidersWords.flatMap((group) => {
        if (group.type !== 'oneWaySynonym' || !foreignNameShape.test(group.input)) return [];
        const definers = new Set(group.synonyms.filter(isIdentifier).flatMap(definingPages));
        return definers.size === 1 ? [{input: group.input, definer: [...definers][0]}] : [];
      });
      expect(checked.length).toBeGreaterThan(20);
      const misled = checked.flatMap(({input, definer}) => {
        const first = engine.search(input).pages[0];
        return first?.pageIndex === definer
          ? []
          : [`${input} → ${first === undefined ? 'nothing' : engine.pages[first.pageIndex].path}`];
      });
      expect(misled).toEqual([]);
    },
  );
});
