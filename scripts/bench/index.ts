/**
 * `npm run bench`: builds the site (time, peak memory), builds the untouched create-docusaurus template, measures the
 * first-load transfer of both and runs Lighthouse on the site, then prints the numbers next to the budget of issue 10.
 * A budget miss is a number to read, not a failure; the command exits non-zero only when something could not be
 * measured. Progress goes to stderr, the tables to stdout, everything measured to bench-results/bench.json.
 */
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {Result} from 'lighthouse';
import {buildSite} from './buildSite';
import {budget, lighthousePages, resultsDir, siteBuildDir, templatePages, transferPages} from './config';
import {launchMeasuringBrowser, measureFirstLoad, type FirstLoad} from './firstLoad';
import {runLighthouse, summarizeRuns, type LighthouseScores} from './lighthouse';
import {serveStatic, type StaticServer} from './staticServer';
import {renderReport, type Measured} from './report';
import {prepareTemplateSite} from './templateSite';

/** Lighthouse runs per page; BENCH_LIGHTHOUSE_RUNS=1 gives a quicker, noisier bench. */
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
if (!Number.isInteger(lighthouseRuns) || lighthouseRuns < 1) {
  throw new Error(
    `BENCH_LIGHTHOUSE_RUNS must be a whole number of at least 1, not ${process.env.BENCH_LIGHTHOUSE_RUNS}`,
  );
}
const errors: string[] = [];
const log = (message: string) => console.error(`[bench] ${message}`);

async function attempt<T>(what: string, measure: () => Promise<T>): Promise<T | null> {
  log(what);
  try {
    return await measure();
  } catch (error) {
    errors.push(`${what}: ${error instanceof Error ? error.message : String(error)}`);
    log(`FAILED: ${what}`);
    return null;
  }
}

async function main(): Promise<void> {
  const template = await attempt('preparing the create-docusaurus template', () => prepareTemplateSite(log));
  const build = await attempt('building the site (both locales)', buildSite);

  const servers: StaticServer[] = [];
  const templateServer = template ? await serveStatic(template.buildDir) : null;
  const siteServer = build ? await serveStatic(siteBuildDir, ['uk']) : null;
  servers.push(...[templateServer, siteServer].filter((server) => server !== null));

  const transfers: Measured<FirstLoad>[] = [];
  const audits: Measured<LighthouseScores>[] = [];
  try {
    const browser = await launchMeasuringBrowser();
    try {
      for (const [server, pages] of [
        [templateServer, templatePages],
        [siteServer, transferPages],
      ] as const) {
        for (const page of pages) {
          const result = server
            ? await attempt(`first load of ${page.label}`, () => measureFirstLoad(browser, server.origin + page.path))
            : null;
          transfers.push({page, result});
        }
      }
    } finally {
      await browser.close();
    }
    // The template's doc page is audited too, as a yardstick for how much the machine's load moves performance.
    // Pages take turns run by run, so a busy minute on the machine does not land on one page only.
    const targets = [
      ...lighthousePages.map((page) => ({server: siteServer, page})),
      {server: templateServer, page: templatePages[0]},
    ];
    const runs: Result[][] = targets.map(() => []);
    for (let run = 1; run <= lighthouseRuns; run++) {
      for (const [index, {server, page}] of targets.entries()) {
        if (!server || runs[index].length < run - 1) continue;
        const result = await attempt(`Lighthouse run ${run}/${lighthouseRuns} on ${page.label}`, () =>
          runLighthouse(server.origin + page.path),
        );
        if (result) runs[index].push(result);
      }
    }
    for (const [index, {page}] of targets.entries()) {
      const result =
        runs[index].length === lighthouseRuns
          ? await summarizeRuns(runs[index], page.label.replaceAll(' ', '-'))
          : null;
      audits.push({page, result});
    }
  } finally {
    await Promise.all(servers.map((server) => server.close()));
  }

  console.log(renderReport({build, transfers, audits, lighthouseRuns}));
  await mkdir(resultsDir, {recursive: true});
  await writeFile(
    path.join(resultsDir, 'bench.json'),
    JSON.stringify({date: new Date().toISOString(), budget, build, transfers, audits, errors}, null, 2),
  );
  if (errors.length > 0) {
    console.error(`\nCould not measure:\n${errors.map((error) => `- ${error}`).join('\n')}`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
