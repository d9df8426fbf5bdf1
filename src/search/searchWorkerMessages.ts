import type {PageResults} from './pageResults';

/**
 * Messages to the search page's worker: the index the page downloaded (its preload) and then the queries. The index
 * URL is a path from the site root, as fetch in a worker needs.
 */
export type SearchWorkerRequest =
  | {type: 'index'; indexUrl: string; indexFile: ArrayBuffer}
  | {type: 'query'; id: number; indexUrl: string; query: string; pageCount: number};

export type SearchWorkerResponse = {id: number; results: PageResults} | {id: number; failed: true};
