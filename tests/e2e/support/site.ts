import type {Page} from '@playwright/test';
import {contentMapRoutes} from '../../content-map';

export const locales = [
  {locale: 'en', base: '/', htmlLang: 'en-US'},
  {locale: 'uk', base: '/uk/', htmlLang: 'uk-UA'},
] as const;

/** Every page a reader can open, relative to the locale base: the home, about and search pages and every doc route. */
export const siteRoutes: string[] = ['', 'about/', 'search/', ...contentMapRoutes.map((entry) => entry.route)];

export const sideRoutes = contentMapRoutes.filter((entry) => !entry.off).map((entry) => entry.route);

/** Collects console errors and uncaught exceptions of a page, for the "no console errors" checks. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return errors;
}

export function chunk<T>(items: T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}
