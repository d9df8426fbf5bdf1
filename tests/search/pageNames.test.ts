/**
 * A guide's names on the real built site: its title in each language, its keywords and the glossary's names for its
 * subject, typed as they are, bring the guide up first, in both locales. A name two pages share names neither. The API
 * reference is left out: its pages lead only for the identifiers they define (see IndexedPage.rankWeight), and a reader
 * typing "Refund a payment" is well served by the refund guide. Runs after the production build, like quality.test.ts.
 */
import {describe, expect, it} from 'vitest';
import {loadBuiltSearchEngine, readBuiltSearchIndexes} from '../../scripts/search/builtSearchIndexes';
import {referenceRoot} from '../../plugins/api-reference/slugs';

const buildDir = process.env.SEARCH_BUILD_DIR ?? 'build';

const builtIndexes = await Promise.all(
  readBuiltSearchIndexes(buildDir).map(async (built) => ({built, engine: await loadBuiltSearchEngine(built)})),
);

describe.each(builtIndexes)('page names on the built site, $built.indexFile.language', ({built, engine}) => {
  const localeBase = built.indexFile.language === 'en' ? '/' : `/${built.indexFile.language}/`;
  const namesOf = (pageIndex: number) => {
    const page = engine.pages[pageIndex];
    return [page.lvl1, ...page.otherLanguageTitles, ...(page.keywords ?? [])].map((name) => name.toLowerCase());
  };
  const pagesByName = new Map<string, number[]>();
  engine.pages.forEach((_, pageIndex) => {
    for (const name of new Set(namesOf(pageIndex))) {
      pagesByName.set(name, [...(pagesByName.get(name) ?? []), pageIndex]);
    }
  });
  const isGuide = (pageIndex: number) =>
    !engine.pages[pageIndex].path.slice(localeBase.length).startsWith(`${referenceRoot}/`);

  it('brings up first the guide that each name names', () => {
    const guideNames = [...pagesByName].filter(([, pages]) => pages.length === 1 && isGuide(pages[0]));
    expect(guideNames.length).toBeGreaterThan(500);
    const misled = guideNames.flatMap(([name, [pageIndex]]) => {
      const first = engine.search(name).pages[0];
      return first?.pageIndex === pageIndex
        ? []
        : [
            `${name} → ${first === undefined ? 'nothing' : engine.pages[first.pageIndex].path} (not ${engine.pages[pageIndex].path})`,
          ];
    });
    expect(misled).toEqual([]);
  });
});
