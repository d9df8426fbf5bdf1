/**
 * The search quality measure shared by the quality test and the benchmark: the query set, where each query's first
 * acceptable page lands in a ranked list of routes, and the top-1 / top-5 shares.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';

export interface QualityQuery {
  locale: string;
  kind: string;
  query: string;
  /** Acceptable pages, as routes relative to the locale base (`transactions-refund/overview/`). */
  targets: string[];
}

export interface QueryOutcome extends QualityQuery {
  /** 1-based rank of the first acceptable page, null when none is in the results. */
  rank: number | null;
  topRoutes: string[];
}

export interface QualitySummary {
  queries: number;
  top1: number;
  top5: number;
}

export function loadQualityQueries(): QualityQuery[] {
  const file = path.join(__dirname, 'queries.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as {queries: QualityQuery[]}).queries;
}

/** Ranks pages the way a reader sees them: the first time each page appears in the results. */
export function rankQuery(query: QualityQuery, rankedRoutes: string[]): QueryOutcome {
  const distinctRoutes = [...new Set(rankedRoutes)];
  const index = distinctRoutes.findIndex((route) => query.targets.includes(route));
  return {...query, rank: index < 0 ? null : index + 1, topRoutes: distinctRoutes.slice(0, 5)};
}

export function summarize(outcomes: QueryOutcome[]): QualitySummary {
  const share = (maxRank: number) =>
    outcomes.filter((outcome) => outcome.rank !== null && outcome.rank <= maxRank).length / outcomes.length;
  return {queries: outcomes.length, top1: share(1), top5: share(5)};
}

export function formatSummary(label: string, summary: QualitySummary): string {
  const percent = (value: number) => `${(value * 100).toFixed(1)} %`;
  return `${label}: ${summary.queries} queries, top-1 ${percent(summary.top1)}, top-5 ${percent(summary.top5)}`;
}

/** The queries that missed the first place, to show what to fix. */
export function formatMisses(outcomes: QueryOutcome[]): string {
  return outcomes
    .filter((outcome) => outcome.rank !== 1)
    .map((o) => `  [${o.locale}] ${o.query} → rank ${o.rank ?? '—'}; top: ${o.topRoutes.join(', ')}`)
    .join('\n');
}
