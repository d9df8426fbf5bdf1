/**
 * `npm run bench:scale [-- --factors 1,4,10] [--keep]`: how the build and the embedded search grow with the content.
 * For each factor the site is copied to a scratch folder with its docs multiplied (scaleCopies.ts), built for both
 * locales, and measured: build time, peak memory of the build, index size per locale (the index file, and the postings
 * shards once the index is sharded), and in Chromium the time to fetch and initialise each index, the time from
 * nothing to the first answer, the p95 of a search per keystroke, and the reader's measure of `npm run bench:search`:
 * from Ctrl+K on a page that has just loaded to the first result in the modal. Numbers, not assertions; nothing is
 * committed, and the scratch folders are removed unless `--keep` is given.
 */
import {spawnSync} from 'node:child_process';
import {readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {loadQualityQuerySet} from '../../tests/search/searchQuality';
import {benchPageFiles, launchChromium, measureInChromium} from './benchChromium';
import {measureShortcutToFirstResult, shortcutQueries} from './benchShortcut';
import {kilobytes, median, milliseconds, percentile, sizes} from './benchStats';
import {indexFileBudgetGzipBytes} from '../../plugins/search-index/buildSearchIndexFile';
import {postingShardUrl} from '../../src/search/indexFormat';
import {readBuiltSearchIndexes} from './builtSearchIndexes';
import {prepareScaledSite} from './scaleCopies';
import {startStaticServer} from './staticServer';

/** Queries typed per locale for the keystroke latency: enough for a p95, few enough for a ×10 engine. */
const queriesPerLocale = 60;
/** Fresh pages per locale and factor for Ctrl+K to the first result: fewer than `npm run bench:search`'s 20. */
const shortcutRuns = 10;

interface BuildMeasure {
  seconds: number;
  peakMemoryBytes: number;
}

/** Builds with GNU time around it: its `%M` is the largest resident set of the build's processes, in KiB. */
function buildSite(siteDir: string): BuildMeasure {
  const result = spawnSync('/usr/bin/time', ['-f', 'bench-scale %M %e', 'npx', 'docusaurus', 'build'], {
    cwd: siteDir,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    env: {...process.env, NODE_OPTIONS: '--max-old-space-size=12288'},
  });
  const measure = /bench-scale (\d+) ([\d.]+)/.exec(result.stderr ?? '');
  if (result.status !== 0 || measure === null) {
    throw new Error(`The build in ${siteDir} failed:\n${(result.stderr ?? '').slice(-4000)}`);
  }
  return {peakMemoryBytes: Number(measure[1]) * 1024, seconds: Number(measure[2])};
}

interface LocaleMeasure {
  locale: string;
  pages: number;
  indexGzipBytes: number;
  /** The postings shards of a sharded index: how many, and their gzip sizes. */
  shardGzipBytes: number[];
  loadMedianMs: number;
  firstResultMs: number[];
  keystrokeP95Ms: number;
  /** From Ctrl+K, pressed as soon as the page works, to the first result in the modal (benchShortcut.ts). */
  shortcutMs: number[];
}

/** The gzip sizes of the index's postings shards, none when it is in one file. */
function shardSizes(indexFilePath: string, pageTextDir: string, shardCount: number): number[] {
  return Array.from(
    {length: shardCount},
    (_, shard) => sizes(readFileSync(postingShardUrl(indexFilePath, pageTextDir, shard))).gzip,
  );
}

async function measureSearch(buildDir: string): Promise<LocaleMeasure[]> {
  const queries = loadQualityQuerySet().queries;
  const server = await startStaticServer(buildDir, await benchPageFiles());
  const browser = await launchChromium();
  try {
    const measures: LocaleMeasure[] = [];
    for (const {indexFile, indexFilePath} of readBuiltSearchIndexes(buildDir)) {
      const base = indexFile.language === 'en' ? '/' : `/${indexFile.language}/`;
      const localeQueries = queries
        .filter((query) => query.locale === indexFile.language)
        .slice(0, queriesPerLocale)
        .map((query) => query.query);
      const chromium = await measureInChromium(
        browser,
        server.origin,
        base + path.basename(indexFilePath),
        localeQueries,
      );
      measures.push({
        locale: indexFile.language,
        pages: indexFile.pages.length,
        indexGzipBytes: sizes(readFileSync(indexFilePath)).gzip,
        shardGzipBytes: shardSizes(indexFilePath, indexFile.pageTextDir, indexFile.postingShards?.starts.length ?? 0),
        loadMedianMs: median(chromium.loadMs),
        firstResultMs: chromium.firstResultMs,
        keystrokeP95Ms: percentile(chromium.keystrokeMs, 0.95),
        shortcutMs: await measureShortcutToFirstResult(
          browser,
          server.origin + base,
          shortcutQueries[indexFile.language],
          {
            runs: shortcutRuns,
            moment: 'hydrated',
          },
        ),
      });
    }
    return measures;
  } finally {
    await browser.close();
    await server.close();
  }
}

function factorsFrom(args: string[]): number[] {
  const flag = args.indexOf('--factors');
  const list = flag >= 0 ? args[flag + 1] : '1,4,10';
  const factors = list.split(',').map(Number);
  if (factors.some((factor) => !Number.isInteger(factor) || factor < 1)) {
    throw new Error(`--factors takes whole numbers from 1, such as 1,4,10 (got "${list}")`);
  }
  return factors;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const scratchRoot = path.join(tmpdir(), 'kalyna-bench-scale');
  const rows: string[] = [];
  for (const factor of factorsFrom(args)) {
    const siteDir = prepareScaledSite(process.cwd(), scratchRoot, factor);
    console.log(`×${factor}: building ${siteDir}`);
    const build = buildSite(siteDir);
    for (const locale of await measureSearch(path.join(siteDir, 'build'))) {
      const overBudget = locale.indexGzipBytes > indexFileBudgetGzipBytes ? ' (over the 150 KB budget)' : '';
      const shards = locale.shardGzipBytes;
      const shardColumn =
        shards.length === 0
          ? 'one file'
          : `${shards.length} × ${kilobytes(median(shards))} (≤ ${kilobytes(Math.max(...shards))})`;
      rows.push(
        `| ×${factor} | ${locale.locale} | ${locale.pages} | ${build.seconds.toFixed(0)} s | ` +
          `${(build.peakMemoryBytes / 1024 ** 3).toFixed(2)} GiB | ${kilobytes(locale.indexGzipBytes)}${overBudget} | ` +
          `${shardColumn} | ${milliseconds(locale.loadMedianMs)} | ` +
          `${milliseconds(median(locale.firstResultMs))} / ${milliseconds(Math.max(...locale.firstResultMs))} | ` +
          `${milliseconds(locale.keystrokeP95Ms)} | ` +
          `${milliseconds(median(locale.shortcutMs))} / ${milliseconds(percentile(locale.shortcutMs, 0.95))} |`,
      );
      console.log(rows.at(-1));
    }
    if (!args.includes('--keep')) {
      rmSync(siteDir, {recursive: true, force: true});
    }
  }
  console.log(
    [
      '',
      '| content | locale | pages | build (both locales) | peak memory | index file gzip | postings shards gzip (median) | ' +
        'fetch + initialise (median) | first answer (median / max) | keystroke p95 | Ctrl+K to first result (median / p95) |',
      '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
      ...rows,
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
