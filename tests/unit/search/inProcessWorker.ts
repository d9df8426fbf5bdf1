/**
 * A stand-in for the browser's Worker that runs src/search/searchWorker.ts in this process: messages both ways are
 * structured-cloned and delivered in a later task, as between a page and its worker, so what cannot cross a thread
 * fails here too. The worker module is imported by the first Worker built, from the module registry of that moment.
 */
import {vi} from 'vitest';

type Listener = (event: {data: unknown}) => void;

const deliverLater = (listeners: Listener[], message: unknown) => {
  const data = structuredClone(message);
  setTimeout(() => listeners.forEach((listener) => listener({data})));
};

class InProcessWorker {
  private readonly pageListeners: Listener[] = [];
  private readonly workerListeners: Listener[] = [];
  private readonly started: Promise<unknown>;

  constructor() {
    vi.stubGlobal('self', {
      addEventListener: (_type: 'message', listener: Listener) => this.workerListeners.push(listener),
      postMessage: (message: unknown) => deliverLater(this.pageListeners, message),
    });
    this.started = import('../../../src/search/searchWorker');
  }

  addEventListener(type: string, listener: Listener): void {
    if (type === 'message') this.pageListeners.push(listener);
  }

  postMessage(message: unknown): void {
    void this.started.then(() => deliverLater(this.workerListeners, message));
  }
}

/** Makes `Worker` the in-process stand-in until the globals are unstubbed. */
export function stubSearchWorker(): void {
  vi.stubGlobal('Worker', InProcessWorker);
}
