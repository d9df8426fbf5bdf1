/**
 * The page downloads the index file for the search worker and hands it the bytes. The worker's own download could
 * start only once the worker's script had arrived and run: on a page that had just loaded, that put the index's
 * request about 100 ms after Ctrl+K. Here the page starts the worker and the download at once, so both come over the
 * network side by side. The search page needs it too, because its HTML preloads the index and only the page's own
 * fetch uses that preload.
 */
import {fetchSearchFile} from './fetchSearchFile';
import {handIndexToSearchWorker, startSearchWorker} from './searchWorkerConnection';

/**
 * Per worker, the handover per index file; dropped when it fails, so that the next question tries again. A worker
 * that stopped took its index with it: the one that replaces it gets a handover of its own.
 */
const deliveries = new WeakMap<Worker, Map<string, Promise<void>>>();

/** Settles once the worker has the index file; questions about that index wait for it, so it is downloaded once. */
export function deliverIndexToSearchWorker(indexUrl: string): Promise<void> {
  const worker = startSearchWorker();
  let handovers = deliveries.get(worker);
  if (handovers === undefined) {
    handovers = new Map();
    deliveries.set(worker, handovers);
  }
  let delivery = handovers.get(indexUrl);
  if (delivery === undefined) {
    delivery = fetchSearchFile(indexUrl)
      .then((response) => response.arrayBuffer())
      .then((indexFile) => handIndexToSearchWorker(worker, indexUrl, indexFile));
    handovers.set(indexUrl, delivery);
    const started = handovers;
    delivery.catch(() => started.delete(indexUrl));
  }
  return delivery;
}
