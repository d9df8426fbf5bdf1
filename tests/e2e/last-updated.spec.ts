/**
 * "Last updated" from git on documentation pages, written in the reader's locale format in both languages.
 */
import {test, expect} from '@playwright/test';
import {localeBase, locales, type Locale} from './siteRoutes';
import {waitForHydration} from './support/hydration';

const sentence: Record<Locale, RegExp> = {en: /^Last updated on /, uk: /^Останнє оновлення /};
/** A short month name in the locale's own script: "Nov 21, 2026", "21 лист. 2026 р.". */
const dateShape: Record<Locale, RegExp> = {
  en: /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/,
  uk: /^\d{1,2} [а-яіїєґ]+\.? \d{4} р\.$/,
};
const routes = ['getting-started/create-account/', 'webhooks/structure/', 'payment-methods/online-banking/japan/'];

for (const locale of locales) {
  test(`${locale}: documentation pages show when they were last updated, in the locale's format`, async ({page}) => {
    for (const route of routes) {
      await page.goto(`${localeBase(locale)}${route}`);
      await waitForHydration(page);
      const lastUpdated = page.locator('.theme-last-updated');
      await expect(lastUpdated, route).toHaveText(sentence[locale]);
      const time = lastUpdated.locator('time');
      const dateTime = await time.getAttribute('datetime');
      const date = new Date(dateTime ?? '');
      expect(Number.isNaN(date.getTime()), `${route}: datetime ${dateTime}`).toBe(false);
      expect(date.getTime()).toBeLessThanOrEqual(Date.now());
      const expected = await page.evaluate(
        ([iso, htmlLocale]) =>
          new Intl.DateTimeFormat(htmlLocale, {
            day: 'numeric',
            month: 'short',
            year: 'numeric',
            timeZone: 'UTC',
          }).format(new Date(iso)),
        [dateTime!, locale] as const,
      );
      await expect(time).toHaveText(expected);
      await expect(time).toHaveText(dateShape[locale]);
    }
  });
}
