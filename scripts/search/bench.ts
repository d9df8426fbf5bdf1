/**
 * `npm run bench:search [buildDir]`: numbers, not assertions, for the embedded search on a production build: index
 * size per locale, quality on tests/search/queries.json, and in Chromium the time to fetch and initialise the index
 * and the query latency; then (unless `--skip-compare`) the same quality and size numbers for @easyops-cn/docusaurus-search-local
 * built on the same content in a temporary folder.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {SearchEngine} from '../../src/search/searchEngine';
import {formatSummary, rankQuery, summarize, loadQualityQueries} from '../../tests/search/searchQuality';
import {findBuiltSearchIndexFiles, readSearchIndexFile} from './builtSearchIndexes';
import {benchPageFiles, launchChromium, measureInChromium} from './benchChromium';
import {benchEasyopsSearch} from './benchEasyops';
import {kilobytes, median, milliseconds, percentile, sizes} from './benchStats';
import {startStaticServer} from './staticServer';

const localeBaseOf = (locale: string) => (locale === 'en' ? '/' : `/${locale}/`);

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const buildDir = args.find((arg) => !arg.startsWith('--')) ?? 'build';
  const queries = loadQualityQueries();
  const indexFiles = findBuiltSearchIndexFiles(buildDir);

  console.log(`Embedded search, build in ${buildDir}/`);
  const indexes = indexFiles.map((file) => ({file, index: readSearchIndexFile(file)}));
  for (const {file, index} of indexes) {
    const {raw, gzip} = sizes(readFileSync(file));
    console.log(`  ${index.language}: ${path.basename(file)} ${kilobytes(raw)} raw, ${kilobytes(gzip)} gzip`);
  }

  for (const {index} of indexes) {
    const engine = SearchEngine.fromIndexFile(index);
    const base = localeBaseOf(index.language);
    const outcomes = queries
      .filter((query) => query.locale === index.language)
      .map((query) =>
        rankQuery(
          query,
          engine.search(query.query).pages.map((match) => engine.pages[match.pageIndex].path.slice(base.length)),
        ),
      );
    console.log(`  ${formatSummary(`quality ${index.language}`, summarize(outcomes))}`);
  }

  const server = await startStaticServer(buildDir, await benchPageFiles());
  const browser = await launchChromium();
  try {
    for (const {file, index} of indexes) {
      const base = localeBaseOf(index.language);
      const localeQueries = queries.filter((query) => query.locale === index.language).map((query) => query.query);
      const measures = await measureInChromium(browser, server.origin, base, base + path.basename(file), localeQueries);
      console.log(
        `  Chromium ${index.language}: fetch + initialise median ${milliseconds(median(measures.loadMs))} ` +
          `(runs ${measures.loadMs.map((ms) => Math.round(ms)).join(', ')} ms); ` +
          `first search in the modal ${milliseconds(measures.firstModalSearchMs)}`,
      );
      console.log(
        `  Chromium ${index.language}: latency per keystroke (${measures.keystrokeMs.length} searches) median ` +
          `${milliseconds(median(measures.keystrokeMs))}, p95 ${milliseconds(percentile(measures.keystrokeMs, 0.95))}; ` +
          `whole queries (${measures.queryMs.length}) median ${milliseconds(median(measures.queryMs))}, ` +
          `p95 ${milliseconds(percentile(measures.queryMs, 0.95))}`,
      );
    }
  } finally {
    await browser.close();
    await server.close();
  }

  if (!args.includes('--skip-compare')) {
    await benchEasyopsSearch(queries);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
