/**
 * A stand-in for Algolia's search client that DocSearch can use unchanged: `search({requests})` answers from the
 * embedded index in Algolia's response shape. It is small on purpose, as it is part of every page's bundle; the engine
 * (in the search worker where there is one, ./askSearchEngine.ts) is loaded when the reader is about to search
 * (`preload`) or by the first search.
 */
import type {AlgoliaSearchRequest, AlgoliaSearchResponse} from './algoliaResponse';
import {searchIndexState, setSearchIndexState} from './indexState';
import {askSearchEngine} from './askSearchEngine';

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
  /**
   * Calls back with the latest query once the page texts its answer lacked have arrived, so the modal can ask again
   * and show the paragraphs. Returns the unsubscribe function.
   */
  onTextsArrived: (listener: (query: string) => void) => () => void;
}

const clientsByUrl = new Map<string, EmbeddedSearchClient>();

function createEmbeddedSearchClient(indexUrl: string): EmbeddedSearchClient {
  const textListeners = new Set<(query: string) => void>();
  let latestQuery: string | undefined;
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
        const {responses, pagesAwaitingText} = await askSearchEngine({type: 'answer', indexUrl, requests});
        setSearchIndexState('loaded');
        const query = requests[0]?.query ?? '';
        latestQuery = query;
        if (pagesAwaitingText.length > 0) {
          askSearchEngine({type: 'page-texts', indexUrl, pageIndexes: pagesAwaitingText}).then(
            () => {
              if (latestQuery === query) textListeners.forEach((listener) => listener(query));
            },
            () => {
              // The results stand without their paragraphs; the next query fetches the missing texts again.
            },
          );
        }
        return {results: responses};
      } catch (error) {
        setSearchIndexState('unavailable');
        throw new SearchIndexUnreachableError(`The search index could not be loaded: ${String(error)}`);
      }
    },
    preload() {
      askSearchEngine({type: 'load', indexUrl}).catch(() => {
        // Nothing to tell the reader yet: the first search loads it again and reports what fails then.
      });
    },
    onTextsArrived(listener) {
      textListeners.add(listener);
      return () => textListeners.delete(listener);
    },
    async searchSuggestions(query) {
      try {
        return await askSearchEngine({type: 'suggestions', indexUrl, query});
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
