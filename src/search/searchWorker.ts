/**
 * The /search/ page's engine, in a worker: unpacking the index and running a query take a phone's main thread for
 * hundreds of milliseconds, which would hold up the page's first interactions and its painting.
 */
import {fetchJson, loadSearchEngine, searchPageResults} from './loadSearchEngine';
import type {SearchIndexFile} from './indexFormat';
import type {SearchWorkerRequest, SearchWorkerResponse} from './searchWorkerMessages';

const scope = self as unknown as {
  addEventListener(type: 'message', listener: (event: MessageEvent<SearchWorkerRequest>) => void): void;
  postMessage(message: SearchWorkerResponse): void;
};

/** Index files handed over by the page, until the engine reads them. */
const deliveredIndexFiles = new Map<string, ArrayBuffer>();

function readIndexFile(url: string): Promise<SearchIndexFile> {
  const delivered = deliveredIndexFiles.get(url);
  deliveredIndexFiles.delete(url);
  return delivered
    ? Promise.resolve(JSON.parse(new TextDecoder().decode(delivered)) as SearchIndexFile)
    : fetchJson<SearchIndexFile>(url);
}

scope.addEventListener('message', ({data: request}) => {
  if (request.type === 'index') {
    deliveredIndexFiles.set(request.indexUrl, request.indexFile);
    return;
  }
  const {id, indexUrl, query, pageCount} = request;
  loadSearchEngine(indexUrl, readIndexFile)
    .then((engine) => searchPageResults(engine, query, pageCount))
    .then(
      (results) => scope.postMessage({id, results}),
      () => scope.postMessage({id, failed: true}),
    );
});
