/**
 * Bundled by the benchmark for a bare page in Chromium: the engine as the site loads it, without the site around it,
 * and the timing loops, which run in the page so that only the search is timed.
 */
import {answerSearchRequest} from '../../src/search/algoliaResponse';
import {loadSearchEngine} from '../../src/search/loadSearchEngine';

/** The request DocSearch's modal sends. */
const modalRequest = (query: string) => ({
  indexName: 'kalyna-docs',
  query,
  hitsPerPage: 20,
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  attributesToSnippet: ['content:15'],
  snippetEllipsisText: '…',
});

async function loadTime(indexUrl: string): Promise<number> {
  const startedAt = performance.now();
  await loadSearchEngine(indexUrl);
  return performance.now() - startedAt;
}

async function queryLatencies(indexUrl: string, queries: string[]) {
  const engine = await loadSearchEngine(indexUrl);
  const time = (query: string) => {
    const startedAt = performance.now();
    answerSearchRequest(engine, modalRequest(query));
    return performance.now() - startedAt;
  };
  // One untimed pass, so the numbers are of a page that has been searched in, not of a cold JIT.
  queries.forEach(time);
  // DocSearch sends one search per keystroke while the reader types.
  const keystrokes = queries.flatMap((query) => Array.from(query, (_, length) => time(query.slice(0, length + 1))));
  return {keystrokes, queries: queries.map(time)};
}

export type SearchBench = {loadTime: typeof loadTime; queryLatencies: typeof queryLatencies};

Object.assign(window, {kalynaSearchBench: {loadTime, queryLatencies} satisfies SearchBench});
