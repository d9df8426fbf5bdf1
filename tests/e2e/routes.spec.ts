/**
 * Unknown paths get the not-found page with status 404, in the locale of the path. Every known page is loaded by
 * tests/e2e-nginx/pages.spec.ts, behind the deploy configuration.
 */
import {expect, test} from '@playwright/test';

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
