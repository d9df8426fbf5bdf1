import type {AlgoliaSearchRequest, AlgoliaSearchResponse} from './algoliaResponse';
import type {PageResults} from './pageResults';

/**
 * Messages to the search worker (./searchWorker.ts), which holds the embedded engine for the modal and the search
 * page. Every question carries an id that its answer repeats. The index URL is a path from the site root, as fetch in
 * a worker needs.
 */
export type SearchWorkerQuestion =
  /** Load the engine now, ahead of the first search. */
  | {type: 'load'; indexUrl: string}
  /** The search page's results (./pageResults.ts). */
  | {type: 'page-results'; indexUrl: string; query: string; pageCount: number}
  /** The modal's answer to DocSearch's requests, at once (./algoliaResponse.ts answerSearchRequestNow). */
  | {type: 'answer'; indexUrl: string; requests: AlgoliaSearchRequest[]}
  /** Settles once the texts of these pages have arrived (or failed to). */
  | {type: 'page-texts'; indexUrl: string; pageIndexes: number[]}
  /** What to search instead of a query that found nothing (./querySuggestions.ts). */
  | {type: 'suggestions'; indexUrl: string; query: string};

export interface SearchWorkerAnswers {
  load: null;
  'page-results': PageResults;
  answer: {responses: AlgoliaSearchResponse[]; pagesAwaitingText: number[]};
  'page-texts': null;
  suggestions: string[];
}

export type SearchWorkerRequest =
  /** The index file the page downloaded for the worker (./searchWorkerConnection.ts), instead of a second download. */
  {type: 'index'; indexUrl: string; indexFile: ArrayBuffer} | (SearchWorkerQuestion & {id: number});

export type SearchWorkerResponse =
  {id: number; answer: SearchWorkerAnswers[SearchWorkerQuestion['type']]} | {id: number; failed: true};
