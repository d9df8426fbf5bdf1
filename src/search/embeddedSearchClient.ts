/**
 * A stand-in for Algolia's search client that DocSearch can use unchanged: `search({requests})` answers from the
 * embedded index in Algolia's response shape. It is small on purpose, as it is part of every page's bundle; the engine
 * is fetched when the reader is about to search (`preload`) or by the first search.
 */
import type {AlgoliaSearchRequest, AlgoliaSearchResponse} from './algoliaResponse';
import {searchIndexState, setSearchIndexState} from './indexState';

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
  /** Starts loading the engine ahead of the first search; a load that fails is tried again by that search. */
  preload: () => void;
  /** What to search instead of a query that found nothing (querySuggestions.ts); none while the index is unreachable. */
  searchSuggestions: (query: string) => Promise<string[]>;
}

const clientsByUrl = new Map<string, EmbeddedSearchClient>();

/** The engine's code, the index and the texts of the pages shown all come over the network, and any can fail. */
async function loadEngine(indexUrl: string) {
  const {loadSearchEngine, answerSearchRequest, querySuggestions} = await import('./loadSearchEngine');
  return {engine: await loadSearchEngine(indexUrl), answerSearchRequest, querySuggestions};
}

function createEmbeddedSearchClient(indexUrl: string): EmbeddedSearchClient {
  return {
    appId: 'embedded',
    // DocSearch and Docusaurus tag requests with their versions; there is no request to tag here.
    transporter: {algoliaAgent: {value: 'Kalyna embedded search', add: () => {}}},
    addAlgoliaAgent: () => {},
    clearCache: () => Promise.resolve(),
    async search({requests}) {
      if (searchIndexState() !== 'loaded') {
        setSearchIndexState('loading');
      }
      try {
        const {engine, answerSearchRequest} = await loadEngine(indexUrl);
        const results = await Promise.all(requests.map((request) => answerSearchRequest(engine, request)));
        setSearchIndexState('loaded');
        return {results};
      } catch (error) {
        setSearchIndexState('unavailable');
        throw new SearchIndexUnreachableError(`The search index could not be loaded: ${String(error)}`);
      }
    },
    preload() {
      loadEngine(indexUrl).catch(() => {
        // Nothing to tell the reader yet: the first search loads it again and reports what fails then.
      });
    },
    async searchSuggestions(query) {
      try {
        const {engine, querySuggestions} = await loadEngine(indexUrl);
        return querySuggestions(engine, query);
      } catch {
        return [];
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
