/** The benchmark's browser half: how long the embedded index takes to load and to answer, measured in Chromium. */
import path from 'node:path';
import {chromium, type Browser} from '@playwright/test';
import {build} from 'esbuild';
import {chromiumArgs, chromiumExecutable} from '../chromium';
import type {SearchBench} from './benchBrowserEntry';

export interface ChromiumMeasures {
  /** Fetching the index file and initialising the engine, cold cache, one per run. */
  loadMs: number[];
  /** Each whole query on a freshly loaded engine: this includes fetching the texts of the pages shown. */
  firstPassMs: number[];
  /** One search per keystroke while each query is typed, as the modal sends them. */
  keystrokeMs: number[];
  /** The same, for the whole queries only. */
  queryMs: number[];
}

const benchPagePath = '/__search-bench/index.html';
const benchScriptPath = '/__search-bench/engine.js';
const loadRuns = 5;

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

async function measureLoad(browser: Browser, origin: string, indexUrl: string): Promise<number> {
  // A new context has an empty cache, as a reader's first search has.
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(origin + benchPagePath);
  const milliseconds = await page.evaluate(
    (url) => (window as unknown as BenchWindow).kalynaSearchBench.loadTime(url),
    indexUrl,
  );
  await context.close();
  return milliseconds;
}

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
  for (let run = 0; run < loadRuns; run += 1) {
    loadMs.push(await measureLoad(browser, origin, indexUrl));
  }
  const {firstPass, keystrokes, queries: queryMs} = await measureQueries(browser, origin, indexUrl, queries);
  return {loadMs, firstPassMs: firstPass, keystrokeMs: keystrokes, queryMs};
}
