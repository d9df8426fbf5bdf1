/**
 * A stand-in for Algolia's search client that DocSearch can use unchanged: `search({requests})` answers from the
 * embedded index in Algolia's response shape. It is small on purpose, as it is part of every page's bundle; the engine
 * is fetched on the first search.
 */
import type {AlgoliaSearchRequest, AlgoliaSearchResponse} from './algoliaResponse';
import {setSearchIndexUnavailable} from './indexAvailability';

/**
 * DocSearch shows its "Unable to fetch results" screen only for Algolia's RetryError (all hosts unreachable), so an
 * index that cannot be loaded is reported under that name.
 */
class SearchIndexUnreachableError extends Error {
  override name = 'RetryError';
}

if (typeof window !== 'undefined') {
  // DocSearch rethrows a failed search after handling it, and nothing catches it after that: without this, every
  // keystroke while offline would print an uncaught error. Only this error is silenced; the UI shows it.
  window.addEventListener('unhandledrejection', (event) => {
    if (event.reason instanceof SearchIndexUnreachableError) {
      event.preventDefault();
    }
  });
}

export interface EmbeddedSearchClient {
  appId: string;
  transporter: {algoliaAgent: {value: string; add: () => void}};
  addAlgoliaAgent: () => void;
  clearCache: () => Promise<void>;
  search: (query: {requests: AlgoliaSearchRequest[]}) => Promise<{results: AlgoliaSearchResponse[]}>;
}

const clientsByUrl = new Map<string, EmbeddedSearchClient>();

/** The engine's code, the index and the texts of the pages shown all come over the network, and any can fail. */
async function loadEngine(indexUrl: string) {
  const {loadSearchEngine, answerSearchRequest} = await import('./loadSearchEngine');
  return {engine: await loadSearchEngine(indexUrl), answerSearchRequest};
}

function createEmbeddedSearchClient(indexUrl: string): EmbeddedSearchClient {
  return {
    appId: 'embedded',
    // DocSearch and Docusaurus tag requests with their versions; there is no request to tag here.
    transporter: {algoliaAgent: {value: 'Kalyna embedded search', add: () => {}}},
    addAlgoliaAgent: () => {},
    clearCache: () => Promise.resolve(),
    async search({requests}) {
      try {
        const {engine, answerSearchRequest} = await loadEngine(indexUrl);
        const results = await Promise.all(requests.map((request) => answerSearchRequest(engine, request)));
        setSearchIndexUnavailable(false);
        return {results};
      } catch (error) {
        setSearchIndexUnavailable(true);
        throw new SearchIndexUnreachableError(`The search index could not be loaded: ${String(error)}`);
      }
    },
  };
}

/** The client of one index file; the modal and the search page share it, and so share one loaded engine. */
export function embeddedSearchClient(indexUrl: string): EmbeddedSearchClient {
  let client = clientsByUrl.get(indexUrl);
  if (client === undefined) {
    client = createEmbeddedSearchClient(indexUrl);
    clientsByUrl.set(indexUrl, client);
  }
  return client;
}
