/**
 * The embedded search engine in a worker, for the modal and the search page: unpacking the index and running a query
 * take a phone's main thread for hundreds of milliseconds, which would hold up the page's interactions and painting.
 * Loading it here in idle time costs the page nothing; the questions it answers are in ./searchWorkerMessages.ts.
 */
import type {SearchIndexFile} from './indexFormat';
import {fetchJson} from './loadSearchEngine';
import {answerSearchWorkerQuestion} from './searchWorkerAnswers';
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
  const {id} = request;
  answerSearchWorkerQuestion(request, readIndexFile).then(
    (answer) => scope.postMessage({id, answer}),
    () => scope.postMessage({id, failed: true}),
  );
});
