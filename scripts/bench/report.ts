/** The printed bench: build, first-load transfer and Lighthouse tables, each number next to its budget. */
import type {SiteBuild} from './buildSite';
import {budget, templatePages, type Page} from './config';
import type {FirstLoad} from './firstLoad';
import {categories, type LighthouseScores} from './lighthouse';
import {kilobytes, megabytes, renderTable, verdict} from './table';

export type Measured<T> = {page: Page; result: T | null};

type Report = {
  build: SiteBuild | null;
  transfers: Measured<FirstLoad>[];
  audits: Measured<LighthouseScores>[];
  lighthouseRuns: number;
};

export function renderReport({build, transfers, audits, lighthouseRuns}: Report): string {
  const sections: string[] = [];

  sections.push(
    'Build: production, both locales, cold bundler cache',
    renderTable(
      ['', 'measured', 'target', ''],
      build
        ? [
            [
              'time',
              `${build.seconds.toFixed(1)} s`,
              `≤ ${budget.buildSeconds} s`,
              verdict(build.seconds <= budget.buildSeconds),
            ],
            ['peak memory, process tree', megabytes(build.peakTreeBytes), '', ''],
            ['peak memory, largest process', megabytes(build.largestProcessBytes), '', ''],
            ['locales built', String(build.locales), '2', verdict(build.locales === 2)],
            [
              'network during build',
              build.networkIsolated ? 'none (isolated)' : 'not isolated',
              'none',
              build.networkIsolated ? 'ok' : '?',
            ],
          ]
        : [['not measured', '', '', '']],
    ),
  );

  const templateDocPage = transfers.find((entry) => entry.page.path === templatePages[0].path)?.result;
  const scriptBudget = templateDocPage?.scriptBytes;
  const blockingStyleBudget = templateDocPage?.blockingStyleBytes;
  const fontVerdict = (load: FirstLoad) =>
    load.fontsBeforeFirstPaint.length === 0 && load.fontFacesWithoutSwap === 0 && load.fontBytes <= budget.fontBytes;
  sections.push(
    `First-load transfer (gzip; prefetches for visible links not counted): scripts ≤ ${
      scriptBudget === undefined ? 'template doc page (not measured)' : kilobytes(scriptBudget)
    } (template doc page), render-blocking styles ≤ ${
      blockingStyleBudget === undefined ? 'template doc page (not measured)' : kilobytes(blockingStyleBudget)
    } (template doc page), total ≤ ${kilobytes(budget.totalTransferBytes)}, no render-blocking web fonts`,
    renderTable(
      [
        'page',
        'requests',
        'scripts',
        'styles',
        'blocking styles',
        'total',
        'prefetch',
        'web fonts',
        'scripts?',
        'blocking?',
        'total?',
        'fonts?',
        'offsite',
      ],
      transfers.map(({page, result}) => {
        if (!result) return [page.label, 'not measured'];
        const isTemplate = templatePages.includes(page);
        const fonts = `${kilobytes(result.fontBytes)}${result.fontsBeforeFirstPaint.length ? ' blocking' : ''}${
          result.fontFacesWithoutSwap ? ` ${result.fontFacesWithoutSwap} no-swap` : ''
        }`;
        return [
          page.label,
          String(result.requests),
          kilobytes(result.scriptBytes),
          kilobytes(result.styleBytes),
          kilobytes(result.blockingStyleBytes),
          kilobytes(result.totalBytes),
          kilobytes(result.prefetchBytes),
          fonts,
          isTemplate || scriptBudget === undefined ? '' : verdict(result.scriptBytes <= scriptBudget),
          isTemplate || blockingStyleBudget === undefined
            ? ''
            : verdict(result.blockingStyleBytes <= blockingStyleBudget),
          isTemplate ? '' : verdict(result.totalBytes <= budget.totalTransferBytes),
          isTemplate ? '' : verdict(fontVerdict(result)),
          String(result.offsiteRequests.length),
        ];
      }),
    ),
  );

  const target = (id: (typeof categories)[number]) =>
    id === 'performance' ? `≥ ${budget.lighthouse[id]}` : `= ${budget.lighthouse[id]}`;
  sections.push(
    `Lighthouse 13, mobile preset, median of ${lighthouseRuns} run(s) by performance`,
    renderTable(
      ['page', ...categories, 'LCP', 'TBT', 'performance runs', 'benchmark index', 'offsite'],
      [
        ['budget', ...categories.map(target), '', '', '', '', ''],
        ...audits.map(({page, result}) =>
          result
            ? [
                page.label,
                ...categories.map((id) => {
                  const score = result.scores[id];
                  if (score === null) return 'n/a';
                  return templatePages.includes(page)
                    ? String(score)
                    : `${score} ${verdict(score >= budget.lighthouse[id])}`;
                }),
                `${result.largestContentfulPaintMs} ms`,
                `${result.totalBlockingTimeMs} ms`,
                result.performanceRuns.join(' '),
                String(result.benchmarkIndex),
                String(result.offsiteRequests.length),
              ]
            : [page.label, 'not measured'],
        ),
      ],
    ),
  );

  const failing = audits.flatMap(({page, result}) =>
    templatePages.includes(page)
      ? []
      : [...(result?.failingAudits ?? []), ...(result?.warnings ?? []).map((warning) => `warning: ${warning}`)].map(
          (line) => `  ${page.label}: ${line}`,
        ),
  );
  if (failing.length > 0) sections.push(`Lighthouse audits that did not pass:\n${failing.join('\n')}`);
  return `\n${sections.join('\n\n')}\n`;
}
