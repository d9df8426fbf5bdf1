/**
 * A stand-in for Algolia's search client that DocSearch can use unchanged: `search({requests})` answers from the
 * embedded index in Algolia's response shape. It is small on purpose, as it is part of every page's bundle; the engine
 * (in the search worker where there is one, ./askSearchEngine.ts) is loaded when the reader is about to search
 * (`preload`) or by the first search.
 */
import type {AlgoliaSearchRequest, AlgoliaSearchResponse} from './algoliaResponse';
import {searchIndexState, setSearchIndexState} from './indexState';
import {askSearchEngine} from './askSearchEngine';
import {markShownInModal} from './shownSearchErrors';

/**
 * DocSearch shows its "Unable to fetch results" screen only for Algolia's RetryError (all hosts unreachable), so an
 * index that cannot be loaded is reported under that name.
 */
class SearchIndexUnreachableError extends Error {
  override name = 'RetryError';
}

export interface EmbeddedSearchClient {
  appId: string;
  transporter: {algoliaAgent: {value: string; add: () => void}};
  addAlgoliaAgent: () => void;
  clearCache: () => Promise<void>;
  search: (query: {requests: AlgoliaSearchRequest[]}) => Promise<{results: AlgoliaSearchResponse[]}>;
  /**
   * Starts loading the engine ahead of the first search, settling once it has loaded or failed; a load that fails is
   * tried again by that search.
   */
  preload: () => Promise<void>;
  /** What to search instead of a query that found nothing (querySuggestions.ts); none while the index is unreachable. */
  searchSuggestions: (query: string) => Promise<string[]>;
  /**
   * Calls back with the latest query when a better answer to it is ready than the one the modal was given: its own
   * results, where the modal got the previous query's while they were on their way, or the paragraphs of pages whose
   * text had not arrived. The modal then asks again. Returns the unsubscribe function.
   */
  onBetterAnswer: (listener: (query: string) => void) => () => void;
}

const clientsByUrl = new Map<string, EmbeddedSearchClient>();

function createEmbeddedSearchClient(indexUrl: string): EmbeddedSearchClient {
  const listeners = new Set<(query: string) => void>();
  let latestQuery: string | undefined;
  /** The last answer the modal was given, the stand-in while the next one is on its way. */
  let lastAnswer: AlgoliaSearchResponse[] | undefined;
  /** The answer that arrived for a query the modal was given a stand-in for, until the modal asks again. */
  let arrived: {key: string; responses: AlgoliaSearchResponse[]} | undefined;

  /** Keeps the engine's answer for the modal's next ask, and asks, unless the reader has typed on. */
  function offerBetterAnswer(key: string, query: string, responses: AlgoliaSearchResponse[]): void {
    if (latestQuery !== query) return;
    arrived = {key, responses};
    listeners.forEach((listener) => listener(query));
  }

  /**
   * The engine's answer. Pages it shows without paragraphs get their texts fetched, and then the answer with them is
   * offered to the modal.
   */
  async function answer(
    requests: AlgoliaSearchRequest[],
    key: string,
    query: string,
  ): Promise<AlgoliaSearchResponse[]> {
    if (searchIndexState() !== 'loaded') {
      setSearchIndexState('loading');
    }
    try {
      const {responses, pagesAwaitingText} = await askSearchEngine({type: 'answer', indexUrl, requests});
      setSearchIndexState('loaded');
      if (pagesAwaitingText.length > 0) {
        askSearchEngine({type: 'page-texts', indexUrl, pageIndexes: pagesAwaitingText})
          .then(() => (latestQuery === query ? answer(requests, key, query) : null))
          .then(
            (withTexts) => withTexts && offerBetterAnswer(key, query, withTexts),
            () => {
              // The results stand without their paragraphs; the next query fetches the missing texts again.
            },
          );
      }
      return responses;
    } catch (error) {
      setSearchIndexState('unavailable');
      const unreachable = new SearchIndexUnreachableError(`The search index could not be loaded: ${String(error)}`);
      markShownInModal(unreachable);
      throw unreachable;
    }
  }

  return {
    appId: 'embedded',
    // DocSearch and Docusaurus tag requests with their versions; there is no request to tag here.
    transporter: {algoliaAgent: {value: 'Kalyna embedded search', add: () => {}}},
    addAlgoliaAgent: () => {},
    clearCache: () => Promise.resolve(),
    async search({requests}) {
      const query = requests[0]?.query ?? '';
      const key = JSON.stringify(requests);
      latestQuery = query;
      if (arrived?.key === key) {
        lastAnswer = arrived.responses;
        arrived = undefined;
        return {results: lastAnswer};
      }
      const answered = answer(requests, key, query);
      const standIn = lastAnswer?.length === requests.length ? lastAnswer : undefined;
      if (standIn === undefined) {
        lastAnswer = await answered;
        return {results: lastAnswer};
      }
      // DocSearch repaints its results only when no search is pending, so a fast typist whose every key outruns the
      // engine would see none until they stop: the modal keeps the previous results and asks again when these are in.
      answered.then(
        (responses) => offerBetterAnswer(key, query, responses),
        () => {
          // The stand-in must not stay as if it answered this query (a sharded index's postings can fail to load
          // after the index itself did): without it the modal's next ask waits for the engine and shows its error.
          if (latestQuery !== query) return;
          lastAnswer = undefined;
          listeners.forEach((listener) => listener(query));
        },
      );
      return {results: standIn};
    },
    preload() {
      return askSearchEngine({type: 'load', indexUrl}).then(
        () => {},
        () => {
          // Nothing to tell the reader yet: the first search loads it again and reports what fails then.
        },
      );
    },
    onBetterAnswer(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
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
