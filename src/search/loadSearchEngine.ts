/**
 * Loads the embedded engine: MiniSearch, the stemmers and the index file. It runs in the search worker, or on the main
 * thread where there is no worker (./askSearchEngine.ts), never with the page's first load.
 */
import {fetchSearchFile} from './fetchSearchFile';
import type {CompactPostings} from './compactIndex';
import {pageTextUrl, postingShardUrl, type PageFile, type SearchIndexFile} from './indexFormat';
import {SearchEngine} from './searchEngine';

const enginesByUrl = new Map<string, Promise<SearchEngine>>();

export async function fetchJson<T>(url: string): Promise<T> {
  return (await (await fetchSearchFile(url)).json()) as T;
}

async function fetchSearchEngine(
  indexUrl: string,
  readIndexFile: (url: string) => Promise<SearchIndexFile>,
): Promise<SearchEngine> {
  const indexFile = await readIndexFile(indexUrl);
  return SearchEngine.fromIndexFile(
    indexFile,
    (pageIndex) => fetchJson<PageFile>(pageTextUrl(indexUrl, indexFile.pageTextDir, pageIndex)),
    (shard) => fetchJson<CompactPostings>(postingShardUrl(indexUrl, indexFile.pageTextDir, shard)),
  );
}

/**
 * One engine per index file, shared by the modal and the search page; a failed load is retried on the next search.
 * `readIndexFile` lets the search worker use the index the page has downloaded for it.
 */
export function loadSearchEngine(
  indexUrl: string,
  readIndexFile: (url: string) => Promise<SearchIndexFile> = fetchJson,
): Promise<SearchEngine> {
  let engine = enginesByUrl.get(indexUrl);
  if (engine === undefined) {
    engine = fetchSearchEngine(indexUrl, readIndexFile);
    enginesByUrl.set(indexUrl, engine);
    engine.catch(() => enginesByUrl.delete(indexUrl));
  }
  return engine;
}
