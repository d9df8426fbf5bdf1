/**
 * Search quality on the real built site: every query of queries.json against its locale's embedded index.
 * Runs after the production build (vitest project `content`); SEARCH_BUILD_DIR points it at another build folder.
 */
import {describe, expect, it} from 'vitest';
import {SearchEngine} from '../../src/search/searchEngine';
import {diskPageTextLoader, readBuiltSearchIndexes} from '../../scripts/search/builtSearchIndexes';
import {formatMisses, formatSummary, loadQualityQueries, rankQuery, summarize} from './searchQuality';

const buildDir = process.env.SEARCH_BUILD_DIR ?? 'build';

function localeRoute(pagePath: string, locale: string): string {
  const localeBase = locale === 'en' ? '/' : `/${locale}/`;
  return pagePath.slice(localeBase.length);
}

describe('search quality on the built site', () => {
  const queries = loadQualityQueries();
  const engines = new Map(
    readBuiltSearchIndexes(buildDir).map((built) => [
      built.indexFile.language,
      SearchEngine.fromIndexFile(built.indexFile, diskPageTextLoader(built)),
    ]),
  );
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
      formatSummary('search quality, all', overall),
      ...[...new Set(queries.map((q) => q.locale))].map((locale) =>
        formatSummary(`search quality, ${locale}`, summarize(outcomes.filter((o) => o.locale === locale))),
      ),
      'queries not ranked first:',
      formatMisses(outcomes),
    ].join('\n'),
  );

  it('has at least 80 queries, 50 of them in Ukrainian', () => {
    expect(queries.length).toBeGreaterThanOrEqual(80);
    expect(queries.filter((q) => q.locale === 'uk').length).toBeGreaterThanOrEqual(50);
  });

  it('puts an acceptable page first for at least 85 % of the queries', () => {
    expect(overall.top1).toBeGreaterThanOrEqual(0.85);
  });

  it('has an acceptable page in the top five for at least 97 % of the queries', () => {
    expect(overall.top5).toBeGreaterThanOrEqual(0.97);
  });
});
