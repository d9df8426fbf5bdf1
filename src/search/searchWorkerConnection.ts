/**
 * The page's side of the search worker (./searchWorker.ts): one worker per page, shared by the modal and the search
 * page. A worker that fails to start (offline, a new deployment) fails the questions it had and the next question
 * starts another.
 *
 * The page downloads the index file for the worker and hands it the bytes: the worker's own download could start only
 * once the worker's script had arrived and run, which on a page that had just loaded put the index's request about
 * 100 ms after Ctrl+K. Here the worker starts and the download begins at once, so both come over the network side by
 * side. The search page needs it too, because its HTML preloads the index and only the page's own fetch uses that
 * preload.
 */
import {fetchSearchFile} from './fetchSearchFile';
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
/**
 * The index files handed to the current worker, by URL, each settled once the worker has it; a failed one is dropped,
 * so that the next question tries again, and a worker that replaces one that stopped gets them all again.
 */
const handovers = new Map<string, Promise<void>>();

export function searchWorkerAvailable(): boolean {
  return typeof Worker !== 'undefined';
}

function startWorker(): Worker {
  handovers.clear();
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

/** Settles once the worker has the index file, which the page downloads as the worker starts. */
function handOverIndex(indexUrl: string): Promise<void> {
  const to = (worker ??= startWorker());
  let handover = handovers.get(indexUrl);
  if (handover === undefined) {
    handover = fetchSearchFile(indexUrl)
      .then((response) => response.arrayBuffer())
      .then((indexFile) =>
        to.postMessage({type: 'index', indexUrl, indexFile} satisfies SearchWorkerRequest, [indexFile]),
      );
    const settled = handover;
    handovers.set(indexUrl, settled);
    settled.catch(() => handovers.get(indexUrl) === settled && handovers.delete(indexUrl));
  }
  return handover;
}

/** Rejects when the index, or a file the answer needs, cannot be loaded. */
export async function askSearchWorker<Question extends SearchWorkerQuestion>(
  question: Question,
): Promise<SearchWorkerAnswers[Question['type']]> {
  await handOverIndex(question.indexUrl);
  return new Promise((resolve, reject) => {
    const id = nextId++;
    pending.set(id, {resolve: resolve as (answer: unknown) => void, reject});
    (worker ??= startWorker()).postMessage({...question, id} satisfies SearchWorkerRequest);
  });
}
