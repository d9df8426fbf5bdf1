/**
 * The Pagefind comparison: the same built pages the embedded index holds, indexed with Pagefind's Node API in a
 * temporary folder and queried with the search module Pagefind writes for the browser, run in Node against a loopback
 * server. Pagefind is a devDependency only for this benchmark; the site never ships it.
 */
import {readdirSync, readFileSync, rmSync, statSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {rankQuery, type QualityQuery, type QueryOutcome} from '../../tests/search/searchQuality';
import type {BuiltSearchIndex} from './builtSearchIndexes';
import {kilobytes, sizes} from './benchStats';
import {startStaticServer} from './staticServer';

export const pagefindVersion = '1.6.0';
const workDir = path.join(tmpdir(), 'kalyna-search-bench-pagefind');

/** The part of the module pagefind.js that the benchmark calls. */
interface PagefindResult {
  id: string;
  data: () => Promise<{url: string}>;
}
interface PagefindSearchModule {
  options: (options: {basePath: string}) => Promise<void>;
  search: (query: string) => Promise<{results: PagefindResult[]}>;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .map((file) => path.join(dir, file))
    .filter((file) => statSync(file).isFile());
}

/** Pagefind writes its index, fragments and wasm already gzip-compressed, so their bytes are what the browser fetches. */
function printSizes(locale: string, outputDir: string): void {
  const total = (files: string[]) => files.reduce((sum, file) => sum + statSync(file).size, 0);
  const all = filesUnder(outputDir);
  const indexFiles = all.filter((file) => /\.(pf_meta|pf_index)$/.test(file));
  const fragments = all.filter((file) => file.endsWith('.pf_fragment'));
  const wasm = all.filter((file) => /wasm\.[a-z]+\.pagefind$/.test(file));
  const script = sizes(readFileSync(path.join(outputDir, 'pagefind.js')));
  console.log(
    `  ${locale}: meta + ${indexFiles.length - 1} index chunks ${kilobytes(total(indexFiles))} gzip in all; ` +
      `${fragments.length} page fragments ${kilobytes(total(fragments))} gzip in all; ` +
      `${path.basename(wasm[0])} ${kilobytes(total(wasm))} gzip; pagefind.js ${kilobytes(script.gzip)} gzip`,
  );
}

async function writeLocaleIndex(built: BuiltSearchIndex, buildDir: string, outputDir: string): Promise<void> {
  // An ES module only: the import must stay dynamic for this CommonJS project.
  const pagefind = await import('pagefind');
  // Pagefind's recommended set-up for a docs theme marks the article as the body, leaving out navigation and footer.
  const {index, errors} = await pagefind.createIndex({
    rootSelector: 'article',
    forceLanguage: built.indexFile.language,
  });
  if (index === undefined) {
    throw new Error(`Pagefind could not create an index: ${errors.join('; ')}`);
  }
  for (const page of built.indexFile.pages) {
    const content = readFileSync(path.join(buildDir, page.path, 'index.html'), 'utf8');
    const added = await index.addHTMLFile({url: page.path, content});
    if (added.errors.length > 0) {
      throw new Error(`Pagefind could not index ${page.path}: ${added.errors.join('; ')}`);
    }
  }
  const written = await index.writeFiles({outputPath: outputDir});
  if (written.errors.length > 0) {
    throw new Error(`Pagefind could not write its files: ${written.errors.join('; ')}`);
  }
}

/** Ranked routes of every query of a locale; each result's URL is read once per page (it costs a fragment fetch). */
async function rankWithPagefind(
  search: PagefindSearchModule,
  queries: QualityQuery[],
  localeBase: string,
): Promise<QueryOutcome[]> {
  const urls = new Map<string, Promise<string>>();
  const urlOf = (result: PagefindResult): Promise<string> => {
    if (!urls.has(result.id)) {
      urls.set(
        result.id,
        result.data().then((data) => data.url),
      );
    }
    return urls.get(result.id)!;
  };
  const outcomes = [];
  for (const query of queries) {
    const {results} = await search.search(query.query);
    const routes = await Promise.all(results.map(async (result) => (await urlOf(result)).slice(localeBase.length)));
    outcomes.push(rankQuery(query, routes));
  }
  return outcomes;
}

export async function benchPagefindSearch(
  indexes: BuiltSearchIndex[],
  buildDir: string,
  queries: QualityQuery[],
): Promise<QueryOutcome[]> {
  rmSync(workDir, {recursive: true, force: true});
  console.log(`Pagefind ${pagefindVersion}, index in ${workDir}/`);
  for (const built of indexes) {
    const outputDir = path.join(workDir, built.indexFile.language);
    await writeLocaleIndex(built, buildDir, outputDir);
    printSizes(built.indexFile.language, outputDir);
  }
  const pagefind = await import('pagefind');
  await pagefind.close();

  const server = await startStaticServer(workDir);
  try {
    const outcomes = [];
    for (const built of indexes) {
      const locale = built.indexFile.language;
      // Each locale's module is its own instance, bound to that locale's files.
      const search = (await import(
        pathToFileURL(path.join(workDir, locale, 'pagefind.js')).href
      )) as PagefindSearchModule;
      await search.options({basePath: `${server.origin}/${locale}/`});
      const localeBase = locale === 'en' ? '/' : `/${locale}/`;
      outcomes.push(
        ...(await rankWithPagefind(
          search,
          queries.filter((query) => query.locale === locale),
          localeBase,
        )),
      );
    }
    return outcomes;
  } finally {
    await server.close();
  }
}
