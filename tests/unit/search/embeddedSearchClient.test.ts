import {afterEach, beforeAll, beforeEach, describe, expect, it, vi} from 'vitest';
import {fixtureIndex} from './fixtureIndex';
import {
  runningSearchWorkers,
  stopSearchWorkers,
  stubSearchWorker,
  takeMessagesPostedToWorkers,
} from './inProcessWorker';

const request = {indexName: 'kalyna-docs', query: 'вебхук', facetFilters: ['language:uk']};

type Answer = (url: string) => Promise<Response>;

/** Serves the fixture index and its page texts as the build lays them out. */
const serveFixture: Answer = (url) => {
  const {indexFile, pageFiles} = fixtureIndex();
  const pageText = new RegExp(`/${indexFile.pageTextDir}/(\\d+)\\.json$`).exec(url);
  const body = pageText ? pageFiles[Number(pageText[1])] : indexFile;
  return Promise.resolve(new Response(JSON.stringify(body)));
};

/** Serves the fixture sharded into shards of about 100 bytes: the index file, the page files and the postings. */
const serveShardedFixture: Answer = (url) => {
  const {indexFile, pageFiles, postingShards} = fixtureIndex({shardAboveGzipBytes: 0, shardGzipBytes: 100});
  const shard = new RegExp(`/${indexFile.pageTextDir}/postings-(\\d+)\\.json$`).exec(url);
  const pageFile = new RegExp(`/${indexFile.pageTextDir}/(\\d+)\\.json$`).exec(url);
  const body = shard ? postingShards[Number(shard[1])] : pageFile ? pageFiles[Number(pageFile[1])] : indexFile;
  return Promise.resolve(new Response(JSON.stringify(body)));
};

/** fetch answers with the given answers first, one per call, then serves the fixture. */
function stubFetch(...answers: Answer[]) {
  const fetchMock = vi.fn(serveFixture);
  answers.forEach((answer) => fetchMock.mockImplementationOnce(answer));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const indexRequests = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.filter(([url]) => /search-index\.[a-z]+\.json$/.test(url));

afterEach(() => {
  stopSearchWorkers();
  vi.unstubAllGlobals();
});

/** The client behaves the same whether its engine runs in the search worker or, without workers, on the main thread. */
describe.each(['in the search worker', 'on the main thread'])('embedded search client, engine %s', (where) => {
  const inWorker = where === 'in the search worker';
  let embeddedSearchClient: typeof import('../../../src/search/embeddedSearchClient').embeddedSearchClient;
  beforeAll(async () => {
    vi.resetModules();
    ({embeddedSearchClient} = await import('../../../src/search/embeddedSearchClient'));
  });
  beforeEach(() => {
    if (inWorker) stubSearchWorker();
  });

  it('fetches the index only on the first search, and once; a page text only when its results are shown', async () => {
    const fetchMock = stubFetch();
    const client = embeddedSearchClient('/uk/search-index.first.json');
    expect(fetchMock).not.toHaveBeenCalled();
    const {results} = await client.search({requests: [request]});
    await client.search({requests: [request, {...request, query: 'повернення'}]});
    expect(indexRequests(fetchMock)).toEqual([['/uk/search-index.first.json']]);
    expect(results[0].hits[0].url).toBe('https://docs.kalyna.example/uk/webhooks/');
    const textRequests = () =>
      fetchMock.mock.calls.map(([url]) => url).filter((url) => url.includes('/search-index.fixture/'));
    // The webhook page is the fifth of the fixture; each page's text is fetched once however often it is shown.
    await vi.waitFor(() => expect(textRequests()).toContain('/uk/search-index.fixture/4.json'));
    expect(new Set(textRequests()).size).toBe(textRequests().length);
  });

  it('answers from a sharded index as from one file, fetching only the postings its query needs', async () => {
    const fetchMock = vi.fn(serveShardedFixture);
    vi.stubGlobal('fetch', fetchMock);
    const client = embeddedSearchClient('/uk/search-index.sharded.json');
    const {results} = await client.search({requests: [request]});
    expect(results[0].hits[0].url).toBe('https://docs.kalyna.example/uk/webhooks/');
    const shardRequests = fetchMock.mock.calls.map(([url]) => url).filter((url) => url.includes('/postings-'));
    expect(shardRequests.length).toBeGreaterThan(0);
    expect(shardRequests.length).toBeLessThan(
      fixtureIndex({shardAboveGzipBytes: 0, shardGzipBytes: 100}).postingShards.length,
    );
    expect(shardRequests.every((url) => url.startsWith('/uk/search-index.fixture/'))).toBe(true);
  });

  it("leaves no previous query's results standing for a query whose postings shard fails, and fetches it again", async () => {
    let shardsFail = false;
    const failedShards: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => {
        if (!shardsFail || !url.includes('/postings-')) return serveShardedFixture(url);
        failedShards.push(url);
        return Promise.resolve(new Response('Bad gateway', {status: 502}));
      }),
    );
    const client = embeddedSearchClient('/uk/search-index.shard-fails.json');
    const calledBack: string[] = [];
    client.onBetterAnswer((query) => calledBack.push(query));
    const first = await client.search({requests: [request]});
    shardsFail = true;
    const refund = {...request, query: 'повернення'};
    expect((await client.search({requests: [refund]})).results).toEqual(first.results);
    await vi.waitFor(() => expect(calledBack).toContain('повернення'));
    expect(failedShards.length).toBeGreaterThan(0);
    await expect(client.search({requests: [refund]})).rejects.toMatchObject({name: 'RetryError'});
    shardsFail = false;
    const {results} = await client.search({requests: [refund]});
    expect(results[0].hits[0].url).toBe('https://docs.kalyna.example/uk/refunds/');
  });

  it('answers at once with headings while page texts are on their way, then calls back to ask again', async () => {
    let releaseTexts!: () => void;
    const textsReleased = new Promise<void>((resolve) => (releaseTexts = resolve));
    // Held by address, not by call order: a worker may still be fetching texts for the test before.
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url.includes('/search-index.fixture/')) await textsReleased;
        return serveFixture(url);
      }),
    );
    const client = embeddedSearchClient('/uk/search-index.now.json');
    const arrived: string[] = [];
    const unsubscribe = client.onBetterAnswer((query) => arrived.push(query));
    const first = await client.search({requests: [request]});
    expect(first.results[0].hits[0].url).toBe('https://docs.kalyna.example/uk/webhooks/');
    expect(first.results[0].hits.every((hit) => hit.content === null)).toBe(true);
    releaseTexts();
    await vi.waitFor(() => expect(arrived).toEqual(['вебхук']));
    const again = await client.search({requests: [request]});
    expect(again.results[0].hits.some((hit) => hit._snippetResult.content !== undefined)).toBe(true);
    unsubscribe();
  });

  it("gives the previous query's results at once while a new query's are on their way, then calls back", async () => {
    stubFetch();
    const client = embeddedSearchClient('/uk/search-index.standin.json');
    const calledBack: string[] = [];
    client.onBetterAnswer((query) => calledBack.push(query));
    const first = await client.search({requests: [request]});
    const refund = {...request, query: 'повернення'};
    const meanwhile = await client.search({requests: [refund]});
    expect(meanwhile.results).toEqual(first.results);
    await vi.waitFor(() => expect(calledBack).toContain('повернення'));
    const asked = await client.search({requests: [refund]});
    expect(asked.results[0].hits[0].url).not.toBe(first.results[0].hits[0].url);
    expect(asked.results[0].hits.every((hit) => hit.hierarchy.lvl1 !== null)).toBe(true);
    expect(calledBack.every((query) => query === 'повернення')).toBe(true);
  });

  it('calls back only for the latest query, and a text that fails leaves the results standing', async () => {
    const fetchMock = stubFetch(serveFixture, () => Promise.resolve(new Response('Bad gateway', {status: 502})));
    const client = embeddedSearchClient('/uk/search-index.text.json');
    const arrived: string[] = [];
    client.onBetterAnswer((query) => arrived.push(query));
    const {results} = await client.search({requests: [request]});
    expect(results[0].hits[0].url).toBe('https://docs.kalyna.example/uk/webhooks/');
    await client.search({requests: [{...request, query: 'повернення'}]});
    // Its own results, where the modal got the previous ones meanwhile, and then the paragraphs of its pages.
    await vi.waitFor(() => expect(arrived).toEqual(['повернення', 'повернення']));
    // The text that failed is fetched again by the next search that shows its page.
    const before = fetchMock.mock.calls.length;
    await client.search({requests: [request]});
    await vi.waitFor(() => expect(fetchMock.mock.calls.length).toBeGreaterThan(before));
    expect(indexRequests(fetchMock)).toHaveLength(1);
  });

  it('preloads the index for the first search, which loads it again when the preload failed', async () => {
    const fetchMock = stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const client = embeddedSearchClient('/uk/search-index.preload.json');
    client.preload();
    await vi.waitFor(() => expect(indexRequests(fetchMock)).toHaveLength(1));
    // The search comes once the preload has failed: one that comes while it is still on its way shares its outcome.
    await new Promise((resolve) => setTimeout(resolve));
    const {results} = await client.search({requests: [request]});
    expect(results[0].nbHits).toBeGreaterThan(0);
    expect(indexRequests(fetchMock)).toHaveLength(2);
    client.preload();
    await client.search({requests: [request]});
    expect(indexRequests(fetchMock)).toHaveLength(2);
  });

  it('suggests other searches from the index, and none while the index cannot be loaded', async () => {
    // The first request for this index fails, whatever else the test before may still fetch.
    let failed = false;
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => {
        if (failed || !url.endsWith('/search-index.suggestions.json')) return serveFixture(url);
        failed = true;
        return Promise.reject(new TypeError('Failed to fetch'));
      }),
    );
    const client = embeddedSearchClient('/uk/search-index.suggestions.json');
    await expect(client.searchSuggestions('вбхк')).resolves.toEqual([]);
    await expect(client.searchSuggestions('вбхк')).resolves.toContain('вебхуки');
  });

  it('says the index is loading while a search waits for it, loaded once it answers, unavailable when it fails', async () => {
    vi.resetModules();
    const {embeddedSearchClient: freshClient} = await import('../../../src/search/embeddedSearchClient');
    const {searchIndexState} = await import('../../../src/search/indexState');
    let releaseIndex!: () => void;
    const indexReleased = new Promise<void>((resolve) => (releaseIndex = resolve));
    stubFetch(
      () => Promise.reject(new TypeError('Failed to fetch')),
      async (url) => {
        await indexReleased;
        return serveFixture(url);
      },
    );
    const client = freshClient('/uk/search-index.state.json');
    expect(searchIndexState()).toBe('idle');
    await expect(client.search({requests: [request]})).rejects.toMatchObject({name: 'RetryError'});
    expect(searchIndexState()).toBe('unavailable');
    const search = client.search({requests: [request]});
    expect(searchIndexState()).toBe('loading');
    releaseIndex();
    await search;
    expect(searchIndexState()).toBe('loaded');
    const next = client.search({requests: [{...request, query: 'повернення'}]});
    expect(searchIndexState()).toBe('loaded');
    await next;
  });

  it('shares one client per index file', () => {
    expect(embeddedSearchClient('/uk/search-index.a.json')).toBe(embeddedSearchClient('/uk/search-index.a.json'));
  });
});

describe('embedded search client with a search worker', () => {
  it('starts the worker while the page downloads the index, then hands the worker the file instead of a second download', async () => {
    vi.resetModules();
    const {embeddedSearchClient} = await import('../../../src/search/embeddedSearchClient');
    stubSearchWorker();
    let releaseIndex!: () => void;
    const indexReleased = new Promise<void>((resolve) => (releaseIndex = resolve));
    const fetchMock = stubFetch(async (url) => {
      await indexReleased;
      return serveFixture(url);
    });
    takeMessagesPostedToWorkers();
    const client = embeddedSearchClient('/uk/search-index.handover.json');
    client.preload();
    expect(indexRequests(fetchMock)).toHaveLength(1);
    expect(runningSearchWorkers()).toBe(1);
    const search = client.search({requests: [request]});
    releaseIndex();
    const {results} = await search;
    expect(results[0].hits[0].url).toBe('https://docs.kalyna.example/uk/webhooks/');
    expect(indexRequests(fetchMock)).toHaveLength(1);
    expect(takeMessagesPostedToWorkers().slice(0, 3)).toEqual(['index', 'load', 'answer']);
  });

  it('hands the index again to a worker that replaces one that stopped', async () => {
    vi.resetModules();
    const {embeddedSearchClient} = await import('../../../src/search/embeddedSearchClient');
    stubSearchWorker();
    const fetchMock = stubFetch();
    const client = embeddedSearchClient('/uk/search-index.restart.json');
    await client.search({requests: [request]});
    // Whatever the first search still asks in the background goes to the next worker too.
    await new Promise((resolve) => setTimeout(resolve));
    stopSearchWorkers();
    takeMessagesPostedToWorkers();
    await expect(client.searchSuggestions('вбхк')).resolves.toContain('вебхуки');
    expect(indexRequests(fetchMock)).toHaveLength(2);
    expect(takeMessagesPostedToWorkers()).toEqual(['index', 'suggestions']);
  });
});
