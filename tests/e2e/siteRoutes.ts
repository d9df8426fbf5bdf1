/**
 * Every page of the built site, per locale: the documentation routes of the content map plus the pages that are not
 * documents (home, About Us, the search page), and one page of each kind of the API reference. The e2e suites walk
 * this list in batches, one browser page per batch.
 */
import {contentMapRoutes} from '../content-map';

export const locales = ['en', 'uk'] as const;
export type Locale = (typeof locales)[number];

/** The URL prefix of a locale: English at the site root, Ukrainian under /uk/. */
export const localeBase = (locale: Locale): string => (locale === 'en' ? '/' : `/${locale}/`);

export const docRoutes = (locale: Locale): string[] =>
  contentMapRoutes.map(({route}) => `${localeBase(locale)}${route}`);

export const pageRoutes = (locale: Locale): string[] => [
  localeBase(locale),
  `${localeBase(locale)}about/`,
  `${localeBase(locale)}search/`,
];

/**
 * The API reference's overview and one operation, webhook event and object page: its ~330 pages come from four
 * templates, so a browser sweep of one of each covers what the browser sees, and tests/content/api-reference.test.ts
 * checks every page statically.
 */
export const referenceSampleRoutes = (locale: Locale): string[] =>
  [
    'reference/',
    'reference/refunds/create-refund/',
    'reference/webhooks/payment-captured/',
    'reference/objects/refund-create-request/',
  ].map((route) => `${localeBase(locale)}${route}`);

export const siteRoutes = (locale: Locale): string[] => [
  ...pageRoutes(locale),
  ...docRoutes(locale),
  ...referenceSampleRoutes(locale),
];

/** Splits a list into consecutive batches of at most `size` items. */
export function inBatches<T>(items: readonly T[], size: number): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    batches.push(items.slice(start, start + size));
  }
  return batches;
}
