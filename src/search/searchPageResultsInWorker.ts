/**
 * Answers the /search/ page's queries from the engine in ./searchWorker.ts. The page downloads the index itself, so
 * that the download its HTML preloads is the one used, and hands the bytes to the worker. Where workers are missing,
 * the engine runs on the main thread as the modal's does.
 */
import {fetchSearchFile} from './fetchSearchFile';
import type {PageResults} from './pageResults';
import type {SearchWorkerRequest, SearchWorkerResponse} from './searchWorkerMessages';

type Pending = {resolve: (results: PageResults) => void; reject: (error: Error) => void};

let worker: Worker | undefined;
/** The index's handover to the current worker; dropped when it fails, so that the next query tries again. */
let indexDelivery: Promise<void> | undefined;
let nextId = 0;
const pending = new Map<number, Pending>();

function post(target: Worker, request: SearchWorkerRequest, transfer: Transferable[] = []): void {
  target.postMessage(request, transfer);
}

function startWorker(): Worker {
  const started = new Worker(new URL('./searchWorker.ts', import.meta.url));
  started.addEventListener('message', ({data}: MessageEvent<SearchWorkerResponse>) => {
    const request = pending.get(data.id);
    pending.delete(data.id);
    if ('results' in data) {
      request?.resolve(data.results);
    } else {
      indexDelivery = undefined;
      request?.reject(new Error('The search index could not be loaded'));
    }
  });
  started.addEventListener('error', () => {
    // The worker script itself failed to load (offline, a new deployment): the next query starts another.
    worker = undefined;
    indexDelivery = undefined;
    pending.forEach(({reject}) => reject(new Error('The search worker could not start')));
    pending.clear();
  });
  return started;
}

async function deliverIndex(target: Worker, indexUrl: string): Promise<void> {
  const indexFile = await (await fetchSearchFile(indexUrl)).arrayBuffer();
  post(target, {type: 'index', indexUrl, indexFile}, [indexFile]);
}

async function searchOnMainThread(indexUrl: string, query: string, pageCount: number): Promise<PageResults> {
  const search = await import('./loadSearchEngine');
  return search.searchPageResults(await search.loadSearchEngine(indexUrl), query, pageCount);
}

/** Rejects when the index or the text of a page to show cannot be loaded. */
export async function searchPageResultsInWorker(
  indexUrl: string,
  query: string,
  pageCount: number,
): Promise<PageResults> {
  if (typeof Worker === 'undefined') {
    return searchOnMainThread(indexUrl, query, pageCount);
  }
  worker ??= startWorker();
  const target = worker;
  indexDelivery ??= deliverIndex(target, indexUrl).catch((error: unknown) => {
    indexDelivery = undefined;
    throw error;
  });
  await indexDelivery;
  return new Promise((resolve, reject) => {
    const id = nextId++;
    pending.set(id, {resolve, reject});
    post(target, {type: 'query', id, indexUrl, query, pageCount});
  });
}
