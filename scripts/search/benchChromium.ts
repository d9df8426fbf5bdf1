/** The benchmark's browser half: how long the embedded index takes to load and to answer, measured in Chromium. */
import path from 'node:path';
import {chromium, type Browser, type Page} from '@playwright/test';
import {build} from 'esbuild';
import {chromiumArgs, chromiumExecutable} from '../chromium';
import type {SearchBench} from './benchBrowserEntry';

export interface ChromiumMeasures {
  /** Fetching the index file and initialising the engine, cold cache, one per run. */
  loadMs: number[];
  /** Loading the engine and answering a query, cold cache, one per run and query (a sharded index fetches shards). */
  firstResultMs: number[];
  /** Each whole query on a freshly loaded engine: this includes fetching the texts of the pages shown. */
  firstPassMs: number[];
  /** One search per keystroke while each query is typed, as the modal sends them. */
  keystrokeMs: number[];
  /** The same, for the whole queries only. */
  queryMs: number[];
}

const benchPagePath = '/__search-bench/index.html';
const benchScriptPath = '/__search-bench/engine.js';
const loadRuns = 10;

export async function benchPageFiles(): Promise<Record<string, string>> {
  const bundle = await build({
    entryPoints: [path.join(__dirname, 'benchBrowserEntry.ts')],
    bundle: true,
    minify: true,
    format: 'iife',
    platform: 'browser',
    write: false,
  });
  return {
    [benchPagePath]: `<!doctype html><meta charset="utf-8"><title>search bench</title><script src="${benchScriptPath}"></script>`,
    [benchScriptPath]: bundle.outputFiles[0].text,
  };
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({executablePath: chromiumExecutable, args: chromiumArgs});
}

type BenchWindow = Window & {kalynaSearchBench: SearchBench};

/** Runs a timing in a fresh page of a new context, whose cache is empty, as a reader's first search has. */
async function measureFresh(
  browser: Browser,
  origin: string,
  timing: (page: Page) => Promise<number>,
): Promise<number> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(origin + benchPagePath);
  const milliseconds = await timing(page);
  await context.close();
  return milliseconds;
}

const timeLoad = (url: string) => (page: Page) =>
  page.evaluate((indexUrl) => (window as unknown as BenchWindow).kalynaSearchBench.loadTime(indexUrl), url);
const timeFirstResult = (url: string, query: string) => (page: Page) =>
  page.evaluate(
    (argument) => (window as unknown as BenchWindow).kalynaSearchBench.firstResultTime(argument.url, argument.query),
    {url, query},
  );

async function measureQueries(browser: Browser, origin: string, indexUrl: string, queries: string[]) {
  const page = await browser.newPage();
  await page.goto(origin + benchPagePath);
  const timings = await page.evaluate(
    ({url, texts}) => (window as unknown as BenchWindow).kalynaSearchBench.queryLatencies(url, texts),
    {url: indexUrl, texts: queries},
  );
  await page.close();
  return timings;
}

export async function measureInChromium(
  browser: Browser,
  origin: string,
  indexUrl: string,
  queries: string[],
): Promise<ChromiumMeasures> {
  const loadMs: number[] = [];
  const firstResultMs: number[] = [];
  for (let run = 0; run < loadRuns; run += 1) {
    loadMs.push(await measureFresh(browser, origin, timeLoad(indexUrl)));
    firstResultMs.push(await measureFresh(browser, origin, timeFirstResult(indexUrl, queries[run % queries.length])));
  }
  const {firstPass, keystrokes, queries: queryMs} = await measureQueries(browser, origin, indexUrl, queries);
  return {loadMs, firstResultMs, firstPassMs: firstPass, keystrokeMs: keystrokes, queryMs};
}
