/**
 * The date a page's real-world facts (rates, limits, laws, card-scheme rules) were last checked, from its front matter
 * `facts_checked: 2026-11-25`. The page shows it, and `npm run facts:stale` lists the pages checked over a year ago.
 */
export const factsCheckedField = 'facts_checked';

/**
 * Pages whose facts age: payment methods and payout rails (scheme rules, limits, local regulation), fiscalization and
 * the national cashback (law), disputes (scheme time limits), PCI DSS, the pages quoting card-scheme windows for holds
 * and captures or the NBU's authentication rules, and P2P transfers (the banks' limits agreed with the NBU). Paths
 * relative to the docs folder; a path ending in `/` covers the folder.
 */
export const pagesWithAgeingFacts = [
  'payment-methods/',
  'transactions-credit/',
  'sbcr/',
  'deffered-charge/',
  'disputes/',
  'integration/pci-dss.mdx',
  'transactions-2-step/auth/index.mdx',
  'transactions-2-step/capture/index.mdx',
  'capture/index.mdx',
  'recurring-payments/subscription/index.mdx',
  'api-usage/security.mdx',
  'transactions-p2p/overview.mdx',
];

export const hasAgeingFacts = (file: string): boolean =>
  pagesWithAgeingFacts.some((path) => (path.endsWith('/') ? file.startsWith(path) : file === path));

/** A page is stale when its check is older than this many days. */
export const factsStaleAfterDays = 365;

/** YAML reads an unquoted `2026-11-25` as a Date and a quoted one as a string; both are accepted. */
export function factsCheckedDate(frontMatter: Record<string, unknown>): Date | undefined {
  const value = frontMatter[factsCheckedField];
  if (value === undefined || value === null) return undefined;
  const date = value instanceof Date ? value : new Date(String(value));
  if (Number.isNaN(date.getTime())) throw new Error(`${factsCheckedField} is not a date: ${String(value)}`);
  return date;
}

export function isFactsCheckStale(checked: Date, today: Date): boolean {
  return today.getTime() - checked.getTime() > factsStaleAfterDays * 24 * 60 * 60 * 1000;
}
