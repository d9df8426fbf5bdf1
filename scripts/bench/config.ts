/**
 * What `npm run bench` measures and the budget it compares against (issue 10). The bench prints numbers next to these
 * targets; it never fails on a budget, only when it cannot measure.
 */
import os from 'node:os';
import path from 'node:path';

export const siteDir = path.resolve(import.meta.dirname, '../..');
export const resultsDir = path.join(siteDir, 'bench-results');

/** Scratch space outside the repository; the template site is kept here between runs because installing it is slow. */
export const benchDir = path.join(os.tmpdir(), 'kalyna-bench');
export const siteBuildDir = path.join(benchDir, 'site-build');
export const templateVersion = '3.10.2';
export const templateDir = path.join(benchDir, `create-docusaurus-${templateVersion}-classic-ts`);

/** Builds of /work/main share `.docusaurus/` and the rspack cache, so every build there takes this lock. */
export const buildLockPath = '/tmp/kalyna-build.lock';

/** Chromium as every other tool of the project starts it. */
export {chromiumExecutable as chromiumPath, chromiumArgs as chromiumFlags} from '../chromium';

export const budget = {
  buildSeconds: 90,
  /** Total first-load transfer (gzip), bytes; 1 KB = 1024 bytes. */
  totalTransferBytes: 300 * 1024,
  /** A single web font is allowed only when subset to this size and loaded with `font-display: swap`. */
  fontBytes: 30 * 1024,
  lighthouse: {performance: 95, accessibility: 100, 'best-practices': 100, seo: 100},
} as const;

export type Page = {label: string; path: string};

/** First-load transfer: the home page, a long API guide and an API reference operation page in both locales. */
export const transferPages: Page[] = [
  {label: 'en home', path: '/'},
  {label: 'uk home', path: '/uk/'},
  {label: 'en API page', path: '/transactions-purchase/api/'},
  {label: 'uk API page', path: '/uk/transactions-purchase/api/'},
  {label: 'en reference page', path: '/reference/refunds/create-refund/'},
  {label: 'uk reference page', path: '/uk/reference/refunds/create-refund/'},
];

/** The template's doc page sets the script budget; its home page is printed for comparison. */
export const templatePages: Page[] = [
  {label: 'template doc page', path: '/docs/intro/'},
  {label: 'template home', path: '/'},
];

export const lighthousePages: Page[] = [
  {label: 'uk home', path: '/uk/'},
  {label: 'uk API page', path: '/uk/transactions-purchase/api/'},
  {label: 'uk reference page', path: '/uk/reference/refunds/create-refund/'},
  {label: 'uk search page', path: `/uk/search/?q=${encodeURIComponent('платіж')}`},
  {label: 'uk 404 page', path: '/uk/no-such-page/'},
  // The same document at its own address, where it is served with status 200: it shows which of the 404 page's lost
  // points come from the status that an unknown address must get (http-status-code, the console's 404 line).
  {label: 'uk 404 page, status 200', path: '/uk/404.html'},
  {label: 'en home', path: '/'},
];
