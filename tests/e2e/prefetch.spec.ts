import {expect, test} from '@playwright/test';
import {waitForHydration} from './support/hydration';
import {preloadedScripts} from './support/preloadedScripts';

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

test('the search page prefetches links only once its results are shown', async ({page}) => {
  // The texts of the pages shown arrive late, as on a slow connection.
  await page.route('**/search-index.*/*.json', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto(`/uk/search/?q=${encodeURIComponent('платіж')}`);
  await waitForHydration(page);
  const prefetches = page.locator('head link[rel="prefetch"][href$=".js"]');
  // Idle time has come and gone while the results wait, and the navbar's links are in view all along.
  await page.evaluate(() => new Promise((resolve) => setTimeout(() => requestIdleCallback(resolve), 500)));
  await expect(page.locator('article').first()).toHaveCount(0);
  await expect(prefetches).toHaveCount(0);
  await expect(page.locator('article').first()).toBeVisible();
  await expect.poll(() => prefetches.count()).toBeGreaterThan(0);
});

// Pages that start no lazy work of their own while they hydrate (the search page starts its worker then).
for (const path of ['/uk/transactions-purchase/api/', '/uk/about/', '/']) {
  test(`the HTML of ${path} preloads its route's chunks, and those are the scripts the page loads to hydrate`, async ({
    page,
  }) => {
    const preloaded = await preloadedScripts(page, path);
    expect(preloaded.length).toBeGreaterThan(0);

    // Only the scripts requested until React has taken over: search loads its own after that, once the page is idle
    // (src/search/searchPreload.ts). The page's report and its requests reach the test in the order they happened.
    let hydrated = false;
    await page.exposeFunction('reportHydrated', () => (hydrated = true));
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (document.documentElement.dataset.hasHydrated !== 'true') return;
        observer.disconnect();
        void (window as unknown as {reportHydrated: () => Promise<void>}).reportHydrated();
      }).observe(document, {subtree: true, attributes: true, attributeFilter: ['data-has-hydrated']});
    });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (!hydrated && request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(path);
    await waitForHydration(page);
    const routeScripts = scripts.filter((script) => !/\/(runtime~main|main)\.[^/]+\.js$/.test(script));
    // Each chunk comes once, from the preload; a chunk the HTML missed would appear as the runtime's request too.
    expect(routeScripts.sort()).toEqual([...preloaded].sort());
  });
}
