/**
 * A stand-in for the browser's Worker that runs the search worker's message handling (src/search/searchWorkerScope.ts)
 * in this process: messages both ways are structured-cloned and delivered in a later task, as between a page and its
 * worker, so what cannot cross a thread fails here too. The handling is imported from the module registry of the
 * moment the stand-in is built.
 */
import {vi} from 'vitest';
import type {SearchWorkerScope} from '../../../src/search/searchWorkerScope';

type Listener = (event: {data: unknown}) => void;

const deliverLater = (listeners: Listener[], message: unknown) => {
  const data = structuredClone(message);
  setTimeout(() => listeners.forEach((listener) => listener({data})));
};

const running = new Set<InProcessWorker>();
/** The type of every message the page posted to a stand-in worker, in order. */
const postedTypes: string[] = [];

class InProcessWorker {
  private readonly pageListeners: Listener[] = [];
  private readonly errorListeners: (() => void)[] = [];
  private readonly workerListeners: Listener[] = [];
  private readonly started: Promise<unknown>;
  private closed = false;

  constructor() {
    running.add(this);
    const scope = {
      addEventListener: (_type: 'message', listener: Listener) => this.workerListeners.push(listener),
      postMessage: (message: unknown) => !this.closed && deliverLater(this.pageListeners, message),
    };
    this.started = import('../../../src/search/searchWorkerScope').then(({answerQuestionsFrom}) =>
      answerQuestionsFrom(scope as unknown as SearchWorkerScope),
    );
  }

  addEventListener(type: string, listener: Listener): void {
    if (type === 'message') this.pageListeners.push(listener);
    if (type === 'error') this.errorListeners.push(() => listener({data: undefined}));
  }

  postMessage(message: unknown): void {
    postedTypes.push((message as {type: string}).type);
    void this.started.then(() => !this.closed && deliverLater(this.workerListeners, message));
  }

  /** Delivers nothing more either way and reports itself failed, as a worker the browser stopped. */
  close(): void {
    this.closed = true;
    running.delete(this);
    this.errorListeners.forEach((listener) => listener());
  }
}

/**
 * Stops every stand-in worker, so that what one test left running cannot fetch during the next one; the page's side
 * starts another worker with its next question.
 */
export function stopSearchWorkers(): void {
  [...running].forEach((worker) => worker.close());
}

/** How many stand-in workers run now. */
export function runningSearchWorkers(): number {
  return running.size;
}

/** The types of the messages the page has posted to stand-in workers since the last call; clears the record. */
export function takeMessagesPostedToWorkers(): string[] {
  return postedTypes.splice(0);
}

/** Makes `Worker` the in-process stand-in until the globals are unstubbed. */
export function stubSearchWorker(): void {
  vi.stubGlobal('Worker', InProcessWorker);
}
