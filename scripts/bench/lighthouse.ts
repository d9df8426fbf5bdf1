/**
 * Lighthouse (mobile preset, simulated throttling: the defaults) on a URL of a loopback server, in a fresh headless
 * Chromium each run. Of several runs the one with the median performance score is kept: performance moves with the
 * load on a shared machine while the other categories do not. Lighthouse's benchmark index of the host (higher is
 * faster) is kept with it, so a low score can be told apart from a busy machine.
 */
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import type {Result} from 'lighthouse';
import {chromiumFlags, chromiumPath, resultsDir} from './config';

export const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof categories)[number];

export type LighthouseScores = {
  url: string;
  scores: Record<Category, number | null>;
  /** Every run's performance score, to show the spread. */
  performanceRuns: number[];
  /** Medians over the runs, each metric on its own: the run with the median score need not have the median LCP. */
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  benchmarkIndex: number;
  /** Scored audits that did not pass, as `category: audit-id (title, value)`. */
  failingAudits: string[];
  offsiteRequests: string[];
  warnings: string[];
};

export async function runLighthouse(url: string): Promise<Result> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: [...chromiumFlags, '--headless=new'],
  });
  try {
    // Imported natively: when tsx compiles Lighthouse into CommonJS it adds `__name` helpers to the functions
    // Lighthouse runs inside the page, where they are undefined.
    const {default: lighthouse} = await import('lighthouse');
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: [...categories],
      // The 404 page is served with status 404, as the CDN does; audit it instead of refusing to load it.
      ignoreStatusCode: true,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.message} (${url})`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/** Keeps the median run by performance, writes its report to bench-results/lighthouse/ and reads the scores. */
export async function summarizeRuns(runs: Result[], reportName: string): Promise<LighthouseScores> {
  const byPerformance = [...runs].sort((a, b) => performance(a) - performance(b));
  const lhr = byPerformance[Math.floor((byPerformance.length - 1) / 2)];
  await mkdir(path.join(resultsDir, 'lighthouse'), {recursive: true});
  await writeFile(path.join(resultsDir, 'lighthouse', `${reportName}.json`), JSON.stringify(lhr));

  const origin = new URL(lhr.finalDisplayedUrl).origin;
  const requests = (lhr.audits['network-requests']?.details as {items?: {url: string}[]} | undefined)?.items ?? [];
  return {
    url: lhr.requestedUrl ?? lhr.finalDisplayedUrl,
    scores: Object.fromEntries(
      categories.map((id) => {
        const score = lhr.categories[id]?.score;
        return [id, score === null || score === undefined ? null : Math.round(score * 100)];
      }),
    ) as Record<Category, number | null>,
    performanceRuns: runs.map((run) => Math.round(performance(run) * 100)),
    largestContentfulPaintMs: medianMetric(runs, 'largest-contentful-paint'),
    totalBlockingTimeMs: medianMetric(runs, 'total-blocking-time'),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    failingAudits: failingAudits(lhr),
    offsiteRequests: requests.map((request) => request.url).filter((address) => !isLocal(address, origin)),
    warnings: lhr.runWarnings.map(String),
  };
}

const performance = (lhr: Result): number => lhr.categories.performance?.score ?? 0;

/** The median of an audit's measured value over the runs, in whole milliseconds. */
function medianMetric(runs: Result[], auditId: string): number {
  const values = runs.map((run) => run.audits[auditId]?.numericValue ?? Number.NaN).sort((a, b) => a - b);
  return Math.round(values[Math.floor((values.length - 1) / 2)]);
}

function failingAudits(lhr: Result): string[] {
  const failing: string[] = [];
  for (const id of categories) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight === 0 || audit.score === null || audit.score >= (id === 'performance' ? 0.9 : 1)) continue;
      const value = audit.displayValue ? `, ${audit.displayValue}` : '';
      failing.push(`${id}: ${ref.id} (${audit.title}${value})`);
    }
  }
  return failing;
}

function isLocal(address: string, origin: string): boolean {
  return address.startsWith(origin) || /^(data|blob|chrome|chrome-extension|about):/.test(address);
}
