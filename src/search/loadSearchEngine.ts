/**
 * The part of search that is loaded only when the reader first opens search: this module, MiniSearch, the stemmers
 * and the index file itself. embeddedSearchClient.ts imports it dynamically, so pages never pay for it on load.
 */
import type {SearchIndexFile} from './indexFormat';
import {SearchEngine} from './searchEngine';

export {answerSearchRequest} from './algoliaResponse';
export {searchPageResults} from './pageResults';

const enginesByUrl = new Map<string, Promise<SearchEngine>>();

async function fetchSearchEngine(indexUrl: string): Promise<SearchEngine> {
  const response = await fetch(indexUrl);
  if (!response.ok) {
    throw new Error(`The search index ${indexUrl} answered ${response.status}`);
  }
  return SearchEngine.fromIndexFile((await response.json()) as SearchIndexFile);
}

/** One engine per index file, shared by the modal and the search page; a failed load is retried on the next search. */
export function loadSearchEngine(indexUrl: string): Promise<SearchEngine> {
  let engine = enginesByUrl.get(indexUrl);
  if (engine === undefined) {
    engine = fetchSearchEngine(indexUrl);
    enginesByUrl.set(indexUrl, engine);
    engine.catch(() => enginesByUrl.delete(indexUrl));
  }
  return engine;
}
