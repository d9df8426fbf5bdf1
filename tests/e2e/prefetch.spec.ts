import {expect, test} from '@playwright/test';
import {waitForHydration} from './support/hydration';

test('the chunks of the links in view are still prefetched, in idle time', async ({page}) => {
  await page.goto('/uk/transactions-purchase/api/');
  await waitForHydration(page);
  // The sidebar alone shows dozens of links; each one's page chunks get a prefetch hint once the browser is idle.
  await expect.poll(() => page.locator('head link[rel="prefetch"][href$=".js"]').count()).toBeGreaterThan(20);
  // Hovering a link still preloads its chunks at once.
  const link = page.locator('.theme-doc-sidebar-menu a[href^="/uk/"]').last();
  const href = await link.getAttribute('href');
  await link.hover();
  await link.click();
  await expect(page).toHaveURL(href!);
});
