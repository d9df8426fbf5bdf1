/** Finds and reads the search index files of a production build: one per locale, at the locale's root folder. */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {SearchIndexFile} from '../../src/search/indexFormat';

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

export function readBuiltSearchIndexes(buildDir: string): SearchIndexFile[] {
  return findBuiltSearchIndexFiles(buildDir).map(readSearchIndexFile);
}
