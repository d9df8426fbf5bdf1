/**
 * The page's side of the search worker (./searchWorker.ts): one worker per page, shared by the modal and the search
 * page, started as the page downloads the index for it (./searchWorkerIndexDelivery.ts). A worker that fails to start
 * (offline, a new deployment) fails the questions it had and the next question starts another.
 */
import type {
  SearchWorkerAnswers,
  SearchWorkerQuestion,
  SearchWorkerRequest,
  SearchWorkerResponse,
} from './searchWorkerMessages';

type Pending = {resolve: (answer: unknown) => void; reject: (error: Error) => void};

let worker: Worker | undefined;
let nextId = 0;
const pending = new Map<number, Pending>();

export function searchWorkerAvailable(): boolean {
  return typeof Worker !== 'undefined';
}

function startWorker(): Worker {
  // The name is the chunk's (./searchWorkerChunk.ts): the bundler builds that chunk as one script.
  const started = new Worker(new URL('./searchWorker.ts', import.meta.url), {name: 'search-worker'});
  started.addEventListener('message', ({data}: MessageEvent<SearchWorkerResponse>) => {
    const question = pending.get(data.id);
    pending.delete(data.id);
    if ('answer' in data) {
      question?.resolve(data.answer);
    } else {
      question?.reject(new Error('The search worker could not answer: the index or a page text did not load'));
    }
  });
  started.addEventListener('error', () => {
    if (worker === started) worker = undefined;
    pending.forEach(({reject}) => reject(new Error('The search worker could not start')));
    pending.clear();
  });
  return started;
}

/** Starts the worker ahead of its first message, so that its script loads while the page does something else. */
export function startSearchWorker(): Worker {
  worker ??= startWorker();
  return worker;
}

function post(request: SearchWorkerRequest): void {
  startSearchWorker().postMessage(request);
}

export function askSearchWorker<Question extends SearchWorkerQuestion>(
  question: Question,
): Promise<SearchWorkerAnswers[Question['type']]> {
  return new Promise((resolve, reject) => {
    const id = nextId++;
    pending.set(id, {resolve: resolve as (answer: unknown) => void, reject});
    post({...question, id});
  });
}

/** Hands a worker an index file the page has downloaded; the worker's engine reads it instead of fetching it. */
export function handIndexToSearchWorker(to: Worker, indexUrl: string, indexFile: ArrayBuffer): void {
  const request: SearchWorkerRequest = {type: 'index', indexUrl, indexFile};
  to.postMessage(request, [indexFile]);
}
