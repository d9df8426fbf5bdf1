import {expect, test} from '@playwright/test';
import {collectPageErrors} from './support/pageErrors';
import {inBatches, locales, siteRoutes} from './siteRoutes';

const htmlLangs = {en: 'en-US', uk: 'uk-UA'} as const;

for (const locale of locales) {
  const htmlLang = htmlLangs[locale];
  inBatches(siteRoutes(locale), 15).forEach((routes, index) => {
    test(`${locale}: pages ${index * 15 + 1}–${index * 15 + routes.length} answer 200 with one h1, the right lang and no console errors`, async ({
      page,
    }) => {
      const errors = collectPageErrors(page);
      for (const route of routes) {
        const response = await page.goto(route);
        expect(response?.status(), route).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', htmlLang);
        await expect(page.locator('h1'), route).toHaveCount(1);
      }
      expect(errors).toEqual([]);
    });
  });
}

test('an unknown path answers 404 with the Ukrainian not-found page', async ({page}) => {
  const response = await page.goto('/uk/no-such-page/');
  expect(response?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveText('Сторінку не знайдено');
  await expect(page.getByText('зверніться до власника сайту, з якого ви перейшли на це посилання')).toBeVisible();
});

test('an unknown English path answers 404 with the English not-found page', async ({page}) => {
  const response = await page.goto('/no-such-page/');
  expect(response?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveText('Page Not Found');
});
