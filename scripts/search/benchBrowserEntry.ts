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

/** From nothing to the first answer: the index file, the postings shards the query needs, the texts of its pages. */
async function firstResultTime(indexUrl: string, query: string): Promise<number> {
  const startedAt = performance.now();
  await answerSearchRequest(await loadSearchEngine(indexUrl), modalRequest(query));
  return performance.now() - startedAt;
}

async function timeEach(queries: string[], time: (query: string) => Promise<number>): Promise<number[]> {
  const times: number[] = [];
  for (const query of queries) {
    times.push(await time(query));
  }
  return times;
}

async function queryLatencies(indexUrl: string, queries: string[]) {
  const engine = await loadSearchEngine(indexUrl);
  const time = async (query: string) => {
    const startedAt = performance.now();
    await answerSearchRequest(engine, modalRequest(query));
    return performance.now() - startedAt;
  };
  // The first pass also fetches the texts of the pages shown (from a loopback server) and warms the JIT; the numbers
  // after it are of a page that has been searched in.
  const firstPass = await timeEach(queries, time);
  // DocSearch sends one search per keystroke while the reader types.
  const keystrokes = await timeEach(
    queries.flatMap((query) => Array.from(query, (_, length) => query.slice(0, length + 1))),
    time,
  );
  return {firstPass, keystrokes, queries: await timeEach(queries, time)};
}

export type SearchBench = {
  loadTime: typeof loadTime;
  firstResultTime: typeof firstResultTime;
  queryLatencies: typeof queryLatencies;
};

Object.assign(window, {kalynaSearchBench: {loadTime, firstResultTime, queryLatencies} satisfies SearchBench});
