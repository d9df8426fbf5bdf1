/**
 * Answers the /search/ page's queries from the engine in the search worker. The page downloads the index itself, so
 * that the download its HTML preloads is the one used, and hands the bytes to the worker. Where workers are missing,
 * the engine runs on the main thread as the modal's does.
 */
import {fetchSearchFile} from './fetchSearchFile';
import type {PageResults} from './pageResults';
import {askSearchEngine} from './askSearchEngine';
import {askSearchWorker, handIndexToSearchWorker, searchWorkerAvailable} from './searchWorkerConnection';

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
  if (!searchWorkerAvailable()) {
    return askSearchEngine({type: 'page-results', indexUrl, query, pageCount});
  }
  let delivery = indexDeliveries.get(indexUrl);
  if (delivery === undefined) {
    delivery = deliverIndex(indexUrl);
    indexDeliveries.set(indexUrl, delivery);
  }
  try {
    await delivery;
    return await askSearchWorker({type: 'page-results', indexUrl, query, pageCount});
  } catch (error) {
    indexDeliveries.delete(indexUrl);
    throw error;
  }
}
