/**
 * Answers the /search/ page's queries from the embedded engine (./askSearchEngine.ts). Where the engine runs in the
 * search worker, the page downloads the index itself, so that the download its HTML preloads is the one used, and
 * hands the bytes to the worker.
 */
import {askSearchEngine} from './askSearchEngine';
import {fetchSearchFile} from './fetchSearchFile';
import type {PageResults} from './pageResults';
import {handIndexToSearchWorker, searchWorkerAvailable} from './searchWorkerConnection';

/** The index's handover per index file; dropped when a query fails, so that the next query tries again. */
const indexDeliveries = new Map<string, Promise<void>>();

async function deliverIndex(indexUrl: string): Promise<void> {
  handIndexToSearchWorker(indexUrl, await (await fetchSearchFile(indexUrl)).arrayBuffer());
}

/** Rejects when the index or the text of a page to show cannot be loaded. */
export async function searchPageResultsInWorker(
  indexUrl: string,
  query: string,
  pageCount: number,
): Promise<PageResults> {
  try {
    if (searchWorkerAvailable()) {
      let delivery = indexDeliveries.get(indexUrl);
      if (delivery === undefined) {
        delivery = deliverIndex(indexUrl);
        indexDeliveries.set(indexUrl, delivery);
      }
      await delivery;
    }
    return await askSearchEngine({type: 'page-results', indexUrl, query, pageCount});
  } catch (error) {
    indexDeliveries.delete(indexUrl);
    throw error;
  }
}
