/**
 * The page downloads the index file for the search worker and hands it the bytes. The worker's own download could
 * start only once its script, and the script chunk that script needs, had arrived and run: on a page that had just
 * loaded, that put the index's request about 100 ms after Ctrl+K. Here the page starts the worker and the download at
 * once, so both come over the network side by side. The search page needs it too, because its HTML preloads the index
 * and only the page's own fetch uses that preload.
 */
import {fetchSearchFile} from './fetchSearchFile';
import {handIndexToSearchWorker, startSearchWorker} from './searchWorkerConnection';

/** The handover per index file; dropped when it fails, so that the next question tries again. */
const deliveries = new Map<string, Promise<void>>();

async function deliver(indexUrl: string): Promise<void> {
  startSearchWorker();
  handIndexToSearchWorker(indexUrl, await (await fetchSearchFile(indexUrl)).arrayBuffer());
}

/** Settles once the worker has the index file; questions about that index wait for it, so it is downloaded once. */
export function deliverIndexToSearchWorker(indexUrl: string): Promise<void> {
  let delivery = deliveries.get(indexUrl);
  if (delivery === undefined) {
    delivery = deliver(indexUrl);
    deliveries.set(indexUrl, delivery);
    delivery.catch(() => deliveries.delete(indexUrl));
  }
  return delivery;
}
