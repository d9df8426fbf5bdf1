/**
 * The search quality measure shared by the quality test and the benchmark: the query set, where each query's first
 * acceptable page lands in a ranked list of routes, and the top-1 / top-5 shares.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {contentMapRoutes} from '../content-map';
import {referenceRoutes} from '../content/lib/referencePages';
import type {QuerySplit} from './querySplit';

export interface QualityQuery {
  locale: string;
  kind: string;
  query: string;
  /** Acceptable pages, as routes relative to the locale base (`transactions-refund/overview/`). */
  targets: string[];
  /** Ranking is tuned on the `tune` half only; the `heldout` half is reported, never tuned on. */
  split: QuerySplit;
}

export interface QualityQuerySet {
  about: string;
  /** Routes that queries may already target but that are not on this branch yet: such queries wait to be counted. */
  upcomingRoutes: string[];
  queries: QualityQuery[];
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

export const qualityQueriesFile = path.join(__dirname, 'queries.json');

export function loadQualityQuerySet(): QualityQuerySet {
  return JSON.parse(readFileSync(qualityQueriesFile, 'utf8')) as QualityQuerySet;
}

/**
 * The API reference's pages of the spec's operations and events: the page that defines an operation or an event type
 * a query names is an answer to it, as the identifier tests on the built site require it to come first.
 */
export const apiReferenceRoutes: string[] = referenceRoutes()
  .filter(({kind}) => kind === 'operation' || kind === 'webhook')
  .map(({route}) => route);

/**
 * The routes a query may target on this branch: the content map's and the API reference's pages, its objects'
 * pages included (the answer to what fields an object has).
 */
export const routesOnThisBranch = new Set([
  ...contentMapRoutes.map((entry) => entry.route),
  ...referenceRoutes().map(({route}) => route),
]);

/** Whether every acceptable page of the query exists here; a query missing one would count against any engine. */
export const isCountable = (query: QualityQuery): boolean =>
  query.targets.every((target) => routesOnThisBranch.has(target));

/** The queries that can be measured on this branch. */
export function loadQualityQueries(): QualityQuery[] {
  return loadQualityQuerySet().queries.filter(isCountable);
}

/** Ranks pages the way a reader sees them: the first time each page appears in the results. */
export function rankQuery(query: QualityQuery, rankedRoutes: string[]): QueryOutcome {
  const distinctRoutes = [...new Set(rankedRoutes)];
  const index = distinctRoutes.findIndex((route) => query.targets.includes(route));
  return {...query, rank: index < 0 ? null : index + 1, topRoutes: distinctRoutes.slice(0, 5)};
}

export function summarize(outcomes: QueryOutcome[]): QualitySummary {
  const share = (maxRank: number) =>
    outcomes.length === 0
      ? 0
      : outcomes.filter((outcome) => outcome.rank !== null && outcome.rank <= maxRank).length / outcomes.length;
  return {queries: outcomes.length, top1: share(1), top5: share(5)};
}

export const percent = (value: number): string => `${(value * 100).toFixed(1)} %`;

export function formatSummary(label: string, summary: QualitySummary): string {
  return `${label}: ${summary.queries} queries, top-1 ${percent(summary.top1)}, top-5 ${percent(summary.top5)}`;
}

/** The queries that missed the first place, to show what to fix. */
export function formatMisses(outcomes: QueryOutcome[]): string {
  return outcomes
    .filter((outcome) => outcome.rank !== 1)
    .map((o) => `  [${o.locale} ${o.kind}] ${o.query} → rank ${o.rank ?? '—'}; top: ${o.topRoutes.join(', ')}`)
    .join('\n');
}
