/**
 * `npm run bench:search [buildDir]`: numbers, not assertions, for the embedded search on a production build: index
 * size per locale, and in Chromium the time to fetch and initialise the index, the query latency and the time from
 * Ctrl+K to the first result in the modal of a page that has just loaded; then (unless `--skip-compare`) index sizes of
 * Pagefind and of @easyops-cn/docusaurus-search-local on the same content, each built in a temporary folder; last,
 * top-1 and top-5 on tests/search/queries.json for every engine, for the tuning and the held-out half and each
 * locale, and how many held-out queries the embedded engine missed, by kind (never which).
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {isCountable, loadQualityQuerySet, rankQuery, type QualityQuery} from '../../tests/search/searchQuality';
import {loadBuiltSearchEngine, readBuiltSearchIndexes, type BuiltSearchIndex} from './builtSearchIndexes';
import {sourceNewerThanBuild} from './buildFreshness';
import {benchPageFiles, launchChromium, measureInChromium} from './benchChromium';
import {benchEasyopsSearch, easyopsVersion} from './benchEasyops';
import {benchPagefindSearch, pagefindVersion} from './benchPagefind';
import {formatHeldOutMissCounts, formatQualityTable, type EngineQuality} from './benchQuality';
import {measureShortcutToFirstResult, shortcutQueries, type ShortcutMoment} from './benchShortcut';
import {kilobytes, median, milliseconds, percentile, sizes} from './benchStats';
import {startStaticServer} from './staticServer';

const localeBaseOf = (locale: string) => (locale === 'en' ? '/' : `/${locale}/`);
/** Enough fresh pages for a p95 that is not just the slowest run. */
const shortcutRuns = 20;
const momentLabels: Record<ShortcutMoment, string> = {
  hydrated: 'as soon as it works',
  settled: 'two seconds after load',
};

/** The index file, the page files fetched a page at a time for the results shown, and any postings shards. */
function printSizes({indexFile, indexFilePath}: BuiltSearchIndex): void {
  const {raw, gzip} = sizes(readFileSync(indexFilePath));
  const textDir = path.join(path.dirname(indexFilePath), indexFile.pageTextDir);
  const filesIn = (pattern: RegExp) => readdirSync(textDir).filter((file) => pattern.test(file));
  const textSizes = filesIn(/^\d+\.json$/).map((file) => sizes(readFileSync(path.join(textDir, file))));
  const shardSizes = filesIn(/^postings-\d+\.json$/).map((file) => sizes(readFileSync(path.join(textDir, file))).gzip);
  const textGzip = textSizes.map((size) => size.gzip);
  console.log(
    `  ${indexFile.language}: ${path.basename(indexFilePath)} ${kilobytes(raw)} raw, ${kilobytes(gzip)} gzip; ` +
      `${textSizes.length} page texts ${kilobytes(textSizes.reduce((sum, size) => sum + size.raw, 0))} raw, ` +
      `${kilobytes(textGzip.reduce((sum, size) => sum + size, 0))} gzip in all, ` +
      `median ${kilobytes(median(textGzip))}, largest ${kilobytes(Math.max(...textGzip))} gzip per page` +
      (shardSizes.length === 0
        ? ''
        : `; ${shardSizes.length} postings shards, ${kilobytes(shardSizes.reduce((sum, size) => sum + size, 0))} gzip`),
  );
}

async function rankWithEmbeddedEngine(indexes: BuiltSearchIndex[], queries: QualityQuery[]): Promise<EngineQuality> {
  const engines = await Promise.all(indexes.map(loadBuiltSearchEngine));
  const outcomes = indexes.flatMap((built, position) => {
    const engine = engines[position];
    const base = localeBaseOf(built.indexFile.language);
    return queries
      .filter((query) => query.locale === built.indexFile.language)
      .map((query) =>
        rankQuery(
          query,
          engine.search(query.query).pages.map((match) => engine.pages[match.pageIndex].path.slice(base.length)),
        ),
      );
  });
  return {engine: 'Kalyna embedded', outcomes};
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const buildDir = args.find((arg) => !arg.startsWith('--')) ?? 'build';
  const querySet = loadQualityQuerySet();
  const queries = querySet.queries.filter(isCountable);
  console.log(`Embedded search, build in ${buildDir}/`);
  const indexes = readBuiltSearchIndexes(buildDir);
  const newerSource = await sourceNewerThanBuild(indexes[0].indexFilePath, process.cwd());
  if (newerSource !== null) {
    console.log(
      `  WARNING: ${newerSource} changed after this build was made, so these numbers may be of the site before the ` +
        'change: build it again (npx docusaurus build) to measure what is here now',
    );
  }
  indexes.forEach(printSizes);
  const qualities = [await rankWithEmbeddedEngine(indexes, queries)];

  const server = await startStaticServer(buildDir, await benchPageFiles());
  const browser = await launchChromium();
  try {
    for (const {indexFile: index, indexFilePath} of indexes) {
      const base = localeBaseOf(index.language);
      // Latency needs no targets, so every query is typed, including those still waiting for their pages.
      const localeQueries = querySet.queries
        .filter((query) => query.locale === index.language)
        .map((query) => query.query);
      const indexUrl = base + path.basename(indexFilePath);
      const measures = await measureInChromium(browser, server.origin, indexUrl, localeQueries);
      console.log(
        `  Chromium ${index.language}: fetch + initialise median ${milliseconds(median(measures.loadMs))} ` +
          `(runs ${measures.loadMs.map((ms) => Math.round(ms)).join(', ')} ms)`,
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
    qualities.push({
      engine: `Pagefind ${pagefindVersion}`,
      outcomes: await benchPagefindSearch(indexes, buildDir, queries),
    });
    qualities.push({engine: `easyops ${easyopsVersion}`, outcomes: await benchEasyopsSearch(queries)});
  }

  const waiting = querySet.queries.length - queries.length;
  console.log(
    `Quality on tests/search/queries.json: ${queries.length} queries counted; ${waiting} wait for pages not on this ` +
      `branch (${querySet.upcomingRoutes.join(', ')})`,
  );
  console.log(formatQualityTable(qualities));
  console.log(formatHeldOutMissCounts(qualities[0]));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
