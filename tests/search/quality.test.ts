/**
 * Search quality on the real built site: the tuning half of queries.json against its locale's embedded index. The
 * held-out half is never asserted on here, so that ranking cannot be fitted to it; `npm run bench:search` reports it.
 * Runs after the production build (vitest project `content`); SEARCH_BUILD_DIR points it at another build folder.
 */
import {describe, expect, it} from 'vitest';
import {referencePagesOfIdentifiers} from '../../plugins/search-index/referenceIdentifiers';
import {loadBuiltSearchEngine, readBuiltSearchIndexes} from '../../scripts/search/builtSearchIndexes';
import {identifiersInQuery} from '../../src/search/identifiers';
import {stratumOf} from './querySplit';
import {
  apiReferenceRoutes,
  formatMisses,
  formatSummary,
  isCountable,
  loadQualityQuerySet,
  rankQuery,
  routesOnThisBranch,
  summarize,
} from './searchQuality';

const buildDir = process.env.SEARCH_BUILD_DIR ?? 'build';

function localeRoute(pagePath: string, locale: string): string {
  const localeBase = locale === 'en' ? '/' : `/${locale}/`;
  return pagePath.slice(localeBase.length);
}

describe('the quality query set', () => {
  const {queries, upcomingRoutes} = loadQualityQuerySet();
  const knownRoutes = new Set([...routesOnThisBranch, ...upcomingRoutes]);

  it('has at least 250 queries, 170 of them in Ukrainian', () => {
    expect(queries.length).toBeGreaterThanOrEqual(250);
    expect(queries.filter((q) => q.locale === 'uk').length).toBeGreaterThanOrEqual(170);
  });

  it('accepts the API reference page of every operation or event type a query names', () => {
    const referencePages = referencePagesOfIdentifiers();
    const missing = queries.flatMap((q) =>
      identifiersInQuery(q.query)
        .map(({identifier}) => referencePages.get(identifier))
        .filter((route) => route !== undefined && apiReferenceRoutes.includes(route) && !q.targets.includes(route))
        .map((route) => `${q.query} → ${route}`),
    );
    expect(missing).toEqual([]);
  });

  it('targets only routes of the content map or of the API reference, or routes named as upcoming', () => {
    const unknown = queries.flatMap((q) =>
      q.targets.filter((target) => !knownRoutes.has(target)).map((t) => `${q.query} → ${t}`),
    );
    expect(unknown).toEqual([]);
  });

  it('splits every locale and kind evenly between the tuning and held-out halves', () => {
    const uneven = [...new Set(queries.map(stratumOf))].flatMap((stratum) => {
      const members = queries.filter((q) => stratumOf(q) === stratum);
      const tune = members.filter((q) => q.split === 'tune').length;
      const heldout = members.filter((q) => q.split === 'heldout').length;
      return tune + heldout === members.length && Math.abs(tune - heldout) <= 1
        ? []
        : [`${stratum}: ${tune} / ${heldout}`];
    });
    expect(uneven).toEqual([]);
  });
});

const engines = new Map(
  await Promise.all(
    readBuiltSearchIndexes(buildDir).map(
      async (built) => [built.indexFile.language, await loadBuiltSearchEngine(built)] as const,
    ),
  ),
);

describe('search quality on the built site, tuning half', () => {
  const queries = loadQualityQuerySet().queries.filter((query) => query.split === 'tune' && isCountable(query));
  const outcomes = queries.map((query) => {
    const engine = engines.get(query.locale)!;
    const routes = engine
      .search(query.query)
      .pages.map((page) => localeRoute(engine.pages[page.pageIndex].path, query.locale));
    return rankQuery(query, routes);
  });
  const overall = summarize(outcomes);
  console.log(
    [
      formatSummary('search quality, tuning half', overall),
      ...[...new Set(queries.map((q) => q.locale))].map((locale) =>
        formatSummary(`search quality, tuning half, ${locale}`, summarize(outcomes.filter((o) => o.locale === locale))),
      ),
      'queries not ranked first:',
      formatMisses(outcomes),
    ].join('\n'),
  );

  it('puts an acceptable page first for at least 85 % of the queries', () => {
    expect(overall.top1).toBeGreaterThanOrEqual(0.85);
  });

  it('has an acceptable page in the top five for at least 97 % of the queries', () => {
    expect(overall.top5).toBeGreaterThanOrEqual(0.97);
  });
});
