/**
 * `npm run bench:search [buildDir]`: numbers, not assertions, for the embedded search on a production build: index
 * size per locale, quality on tests/search/queries.json, and in Chromium the time to fetch and initialise the index
 * and the query latency, and the time from Ctrl+K to the first result in the modal of a page that has just loaded;
 * then (unless `--skip-compare`) the same quality and size numbers for @easyops-cn/docusaurus-search-local built on
 * the same content in a temporary folder.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {SearchEngine} from '../../src/search/searchEngine';
import {formatSummary, rankQuery, summarize, loadQualityQueries} from '../../tests/search/searchQuality';
import {diskPageTextLoader, readBuiltSearchIndexes, type BuiltSearchIndex} from './builtSearchIndexes';
import {benchPageFiles, launchChromium, measureInChromium} from './benchChromium';
import {benchEasyopsSearch} from './benchEasyops';
import {measureShortcutToFirstResult, type ShortcutMoment} from './benchShortcut';
import {kilobytes, median, milliseconds, percentile, sizes} from './benchStats';
import {startStaticServer} from './staticServer';

const localeBaseOf = (locale: string) => (locale === 'en' ? '/' : `/${locale}/`);
/** Enough fresh pages for a p95 that is not just the slowest run. */
const shortcutRuns = 20;
/**
 * What the reader types after Ctrl+K: two words, the second finding pages on its own, so that the measure also ends
 * on a build that loses the first letters typed.
 */
const shortcutQueries: Record<string, string> = {en: 'payment refunds', uk: 'повернення коштів'};
const momentLabels: Record<ShortcutMoment, string> = {
  hydrated: 'as soon as it works',
  settled: 'two seconds after load',
};

/** The index file, and the page texts fetched a page at a time for the results shown. */
function printSizes({indexFile, indexFilePath}: BuiltSearchIndex): void {
  const {raw, gzip} = sizes(readFileSync(indexFilePath));
  const textDir = path.join(path.dirname(indexFilePath), indexFile.pageTextDir);
  const textSizes = readdirSync(textDir).map((file) => sizes(readFileSync(path.join(textDir, file))));
  const textGzip = textSizes.map((size) => size.gzip);
  console.log(
    `  ${indexFile.language}: ${path.basename(indexFilePath)} ${kilobytes(raw)} raw, ${kilobytes(gzip)} gzip; ` +
      `${textSizes.length} page texts ${kilobytes(textSizes.reduce((sum, size) => sum + size.raw, 0))} raw, ` +
      `${kilobytes(textGzip.reduce((sum, size) => sum + size, 0))} gzip in all, ` +
      `median ${kilobytes(median(textGzip))}, largest ${kilobytes(Math.max(...textGzip))} gzip per page`,
  );
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const buildDir = args.find((arg) => !arg.startsWith('--')) ?? 'build';
  const queries = loadQualityQueries();
  console.log(`Embedded search, build in ${buildDir}/`);
  const indexes = readBuiltSearchIndexes(buildDir);
  indexes.forEach(printSizes);

  for (const built of indexes) {
    const index = built.indexFile;
    const engine = SearchEngine.fromIndexFile(index, diskPageTextLoader(built));
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
    for (const {indexFile: index, indexFilePath} of indexes) {
      const base = localeBaseOf(index.language);
      const localeQueries = queries.filter((query) => query.locale === index.language).map((query) => query.query);
      const indexUrl = base + path.basename(indexFilePath);
      const measures = await measureInChromium(browser, server.origin, base, indexUrl, localeQueries);
      console.log(
        `  Chromium ${index.language}: fetch + initialise median ${milliseconds(median(measures.loadMs))} ` +
          `(runs ${measures.loadMs.map((ms) => Math.round(ms)).join(', ')} ms); ` +
          `first search in the modal ${milliseconds(measures.firstModalSearchMs)}`,
      );
      console.log(
        `  Chromium ${index.language}: first search of each query on a fresh engine, page texts fetched ` +
          `(${measures.firstPassMs.length}) median ${milliseconds(median(measures.firstPassMs))}, ` +
          `p95 ${milliseconds(percentile(measures.firstPassMs, 0.95))}`,
      );
      console.log(
        `  Chromium ${index.language}: latency per keystroke (${measures.keystrokeMs.length} searches) median ` +
          `${milliseconds(median(measures.keystrokeMs))}, p95 ${milliseconds(percentile(measures.keystrokeMs, 0.95))}; ` +
          `whole queries (${measures.queryMs.length}) median ${milliseconds(median(measures.queryMs))}, ` +
          `p95 ${milliseconds(percentile(measures.queryMs, 0.95))}`,
      );
      const shortcutQuery = shortcutQueries[index.language];
      for (const moment of ['hydrated', 'settled'] as const) {
        const shortcutMs = await measureShortcutToFirstResult(browser, server.origin + base, shortcutQuery, {
          runs: shortcutRuns,
          moment,
        });
        console.log(
          `  Chromium ${index.language}: Ctrl+K to the first result on a fresh page, pressed ` +
            `${momentLabels[moment]}, "${shortcutQuery}" typed 30 ms a key (${shortcutMs.length} runs) ` +
            `median ${milliseconds(median(shortcutMs))}, p95 ${milliseconds(percentile(shortcutMs, 0.95))}`,
        );
      }
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
