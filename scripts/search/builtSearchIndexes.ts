/**
 * Finds and reads the search indexes of a production build: one per locale, at the locale's root folder, each an index
 * file and a folder of page files (and, for a sharded index, postings shards) next to it.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import type {CompactPostings} from '../../src/search/compactIndex';
import {
  pageTextUrl,
  pageWithText,
  postingShardUrl,
  type IndexedPage,
  type PageFile,
  type SearchIndexFile,
} from '../../src/search/indexFormat';
import type {PageTextLoader} from '../../src/search/pageTextStore';
import {SearchEngine} from '../../src/search/searchEngine';

const indexFileName = /^search-index\.[0-9a-f]+\.json$/;

function indexFileIn(dir: string): string | null {
  const name = existsSync(dir) ? readdirSync(dir).find((file) => indexFileName.test(file)) : undefined;
  return name === undefined ? null : path.join(dir, name);
}

/** The default locale's site is the build's root; every other locale is a folder named after it. */
export function findBuiltSearchIndexFiles(buildDir: string): string[] {
  const localeDirs = readdirSync(buildDir, {withFileTypes: true})
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(buildDir, entry.name));
  const files = [buildDir, ...localeDirs].flatMap((dir) => indexFileIn(dir) ?? []);
  if (files.length === 0) {
    throw new Error(`No search-index.<hash>.json in ${buildDir}: build the site first (npm run build)`);
  }
  return files;
}

export function readSearchIndexFile(file: string): SearchIndexFile {
  return JSON.parse(readFileSync(file, 'utf8')) as SearchIndexFile;
}

export interface BuiltSearchIndex {
  indexFile: SearchIndexFile;
  /** Where the index file is, for its page texts. */
  indexFilePath: string;
}

export function readBuiltSearchIndexes(buildDir: string): BuiltSearchIndex[] {
  return findBuiltSearchIndexFiles(buildDir).map((indexFilePath) => ({
    indexFile: readSearchIndexFile(indexFilePath),
    indexFilePath,
  }));
}

/** Reads page files from disk, as the browser fetches them. */
export function diskPageTextLoader({indexFile, indexFilePath}: BuiltSearchIndex): PageTextLoader {
  return (pageIndex) =>
    readFile(pageTextUrl(indexFilePath, indexFile.pageTextDir, pageIndex), 'utf8').then(
      (json) => JSON.parse(json) as PageFile,
    );
}

/** The engine over a built index, read from disk, with all of a sharded index's postings loaded. */
export async function loadBuiltSearchEngine(built: BuiltSearchIndex): Promise<SearchEngine> {
  const {indexFile, indexFilePath} = built;
  const engine = SearchEngine.fromIndexFile(indexFile, diskPageTextLoader(built), (shard) =>
    readFile(postingShardUrl(indexFilePath, indexFile.pageTextDir, shard), 'utf8').then(
      (json) => JSON.parse(json) as CompactPostings,
    ),
  );
  await engine.loadAllPostings();
  return engine;
}

/** Every page of a built index with its text, read through the same loader the engine uses. */
export async function readBuiltPages(built: BuiltSearchIndex): Promise<IndexedPage[]> {
  const loadPageText = diskPageTextLoader(built);
  return Promise.all(
    built.indexFile.pages.map(async (outline, pageIndex) => pageWithText(outline, await loadPageText(pageIndex))),
  );
}
