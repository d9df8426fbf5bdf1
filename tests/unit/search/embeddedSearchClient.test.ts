import {afterEach, describe, expect, it, vi} from 'vitest';
import {embeddedSearchClient} from '../../../src/search/embeddedSearchClient';
import {fixtureIndexFile} from './fixtureIndex';

const request = {indexName: 'kalyna-docs', query: 'вебхук', facetFilters: ['language:uk']};

function stubFetch(...responses: Array<() => Promise<Response>>) {
  const fetchMock = vi.fn();
  responses.forEach((response) => fetchMock.mockImplementationOnce(response));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const indexResponse = () => Promise.resolve(new Response(JSON.stringify(fixtureIndexFile())));

afterEach(() => vi.unstubAllGlobals());

describe('embedded search client', () => {
  it('fetches the index only on the first search, and once', async () => {
    const fetchMock = stubFetch(indexResponse);
    const client = embeddedSearchClient('/uk/search-index.first.json');
    expect(fetchMock).not.toHaveBeenCalled();
    const {results} = await client.search({requests: [request]});
    await client.search({requests: [request, {...request, query: 'повернення'}]});
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/uk/search-index.first.json');
    expect(results[0].hits[0].url).toBe('https://docs.kalyna.example/uk/webhooks/');
  });

  it('rejects as a RetryError when the index cannot be loaded, so DocSearch shows its error screen, then retries', async () => {
    const fetchMock = stubFetch(
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => Promise.resolve(new Response('Not found', {status: 404})),
      indexResponse,
    );
    const client = embeddedSearchClient('/uk/search-index.failing.json');
    await expect(client.search({requests: [request]})).rejects.toMatchObject({name: 'RetryError'});
    await expect(client.search({requests: [request]})).rejects.toMatchObject({name: 'RetryError'});
    const {results} = await client.search({requests: [request]});
    expect(results[0].nbHits).toBeGreaterThan(0);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('shares one client per index file', () => {
    expect(embeddedSearchClient('/uk/search-index.a.json')).toBe(embeddedSearchClient('/uk/search-index.a.json'));
  });
});
