/** What the search worker (./searchWorker.ts) does with the messages it gets, given its global scope. */
import type {SearchIndexFile} from './indexFormat';
import {fetchJson, loadSearchEngine} from './loadSearchEngine';
import {answerSearchWorkerQuestion} from './searchWorkerAnswers';
import type {SearchWorkerRequest, SearchWorkerResponse} from './searchWorkerMessages';
import {warmUpSearchEngine} from './warmUpSearchEngine';

export interface SearchWorkerScope {
  addEventListener(type: 'message', listener: (event: MessageEvent<SearchWorkerRequest>) => void): void;
  postMessage(message: SearchWorkerResponse): void;
}

export function answerQuestionsFrom(scope: SearchWorkerScope): void {
  /** Index files handed over by the page, until the engine reads them. */
  const deliveredIndexFiles = new Map<string, ArrayBuffer>();

  const readIndexFile = (url: string): Promise<SearchIndexFile> => {
    const delivered = deliveredIndexFiles.get(url);
    deliveredIndexFiles.delete(url);
    return delivered
      ? Promise.resolve(JSON.parse(new TextDecoder().decode(delivered)) as SearchIndexFile)
      : fetchJson<SearchIndexFile>(url);
  };

  /** Whether a question came that a reader is waiting for: every one but the load ahead of need. */
  let readerHasAsked = false;

  scope.addEventListener('message', ({data: request}) => {
    if (request.type === 'index') {
      deliveredIndexFiles.set(request.indexUrl, request.indexFile);
      return;
    }
    readerHasAsked ||= request.type !== 'load';
    const {id} = request;
    answerSearchWorkerQuestion(request, readIndexFile).then(
      (answer) => {
        scope.postMessage({id, answer});
        // An engine loaded ahead of the first search has the worker's idle time to compile its code.
        if (request.type === 'load') {
          void loadSearchEngine(request.indexUrl).then((engine) => warmUpSearchEngine(engine, () => readerHasAsked));
        }
      },
      () => scope.postMessage({id, failed: true}),
    );
  });
}
