import {expect, test, type Page, type Request} from '@playwright/test';
import {emulateConnection, letPageIdle, type ReportedConnection} from './support/connection';
import {waitForHydration} from './support/hydration';
import {typeOnKeyboard} from './support/keyboard';
import {scriptsListedByStarter} from './support/startedScripts';
import {namedChunkFile} from './support/chunkFiles';

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

test('a reader about to search holds link prefetching until the search index has loaded', async ({page}) => {
  // The index arrives late, as on a slow connection.
  await page.route(/\/search-index\.[0-9a-f]+\.json$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await route.continue();
  });
  // Idle time comes later, as on a phone whose CPU is still busy with the page: the reader's Ctrl comes first.
  await page.addInitScript(() => {
    const requestIdle = window.requestIdleCallback.bind(window);
    window.requestIdleCallback = (callback, options) =>
      window.setTimeout(() => requestIdle(callback, options), 1000) as unknown as number;
    window.cancelIdleCallback = (handle) => window.clearTimeout(handle);
  });
  await page.goto('/uk/transactions-purchase/api/');
  await waitForHydration(page);
  // Ctrl is the start of Ctrl+K: the modal's script and the index start loading.
  await page.keyboard.down('Control');
  await page.keyboard.up('Control');
  const prefetches = page.locator('head link[rel="prefetch"][href$=".js"]');
  const before = await prefetches.count();
  // Idle time comes and goes while the index is on its way, and the sidebar's links are in view all along.
  await page.evaluate(() => new Promise((resolve) => setTimeout(() => requestIdleCallback(resolve), 500)));
  expect(before).toBeLessThan(20);
  expect(await prefetches.count()).toBe(before);
  await expect.poll(() => prefetches.count(), {timeout: 10_000}).toBeGreaterThan(before + 20);
});

test('the search modal prefetches none of its results while the reader types', async ({page}) => {
  await page.goto('/uk/transactions-purchase/api/');
  await waitForHydration(page);
  const prefetched = () =>
    page
      .locator('head link[rel="prefetch"][href$=".js"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  // The sidebar's links are prefetched first, in idle time, until nothing is left to prefetch.
  await expect
    .poll(async () => {
      const before = (await prefetched()).length;
      await letPageIdle(page);
      return before > 20 && (await prefetched()).length === before;
    })
    .toBe(true);
  const beforeSearch = await prefetched();
  await page.keyboard.press('Control+k');
  // Key presses, as a reader's keyboard sends them: Playwright's `keyboard.type` inserts Ukrainian letters as text with
  // no key events, which landed nowhere when the modal's input had not yet taken focus (one run in four to eight).
  await typeOnKeyboard(page, 'вебхук не прийшов', {delayMs: 0});
  // The results link to pages outside the sidebar's open categories, whose chunks nothing has prefetched.
  await expect(page.locator('.DocSearch-Hit a[href*="/webhooks"]').first()).toBeVisible();
  await letPageIdle(page);
  expect(await prefetched()).toEqual(beforeSearch);
});

// Pages that start no lazy work of their own while they hydrate (the search page starts its worker then).
for (const path of ['/uk/transactions-purchase/api/', '/uk/about/', '/']) {
  test(`the HTML of ${path} lists its entry scripts and route's chunks, and those are the scripts the page loads to hydrate`, async ({
    page,
  }) => {
    const html = await (await page.request.get(path)).text();
    const listed = scriptsListedByStarter(html);
    expect(listed.length).toBeGreaterThan(2);
    // Nothing but the starter is fetched before the page has painted: no script tag or preload of the page's own.
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toMatch(/<link(?=[^>]* rel="?(preload|modulepreload)"?)(?=[^>]* as="?script)[^>]*>/);
    expect(html.match(/<script[^>]* src=/g)).toHaveLength(1);

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
    // The one script the HTML runs, which starts the entry scripts once the page has painted (plugins/page-scripts).
    const starters = scripts.filter((script) => /\/start-after-first-paint\.[^/]+\.js$/.test(script));
    expect(starters).toHaveLength(1);
    // Every other script comes once, from the starter's list: the chunks the runtime asks for find the starter's
    // preload in the cache; one the list missed would appear as a request of its own.
    expect(scripts.filter((script) => script !== starters[0]).sort()).toEqual([...listed].sort());
  });
}

/** Pages with code blocks, a guide and an API reference operation, that must download nothing ahead of need. */
const speculationFreeRoutes = [
  '/getting-started/create-account/',
  '/uk/getting-started/create-account/',
  '/reference/refunds/create-refund/',
  '/uk/reference/refunds/create-refund/',
];

const slowConnections: {label: string; connection: ReportedConnection}[] = [
  {label: 'data saving on', connection: {effectiveType: '4g', saveData: true}},
  {label: 'a 2g connection', connection: {effectiveType: '2g', saveData: false}},
];

type SeenRequest = {path: string; prefetch: boolean};

/**
 * Every request the page makes from now on, with whether Chromium sent it as a prefetch (its Sec-Purpose header). The
 * headers are read only when asked for, so that no read is left pending when the test ends while prefetches go on.
 */
function recordRequests(page: Page): () => Promise<SeenRequest[]> {
  const seen: Request[] = [];
  page.on('request', (request) => seen.push(request));
  return () =>
    Promise.all(
      seen.map(async (request) => ({
        path: new URL(request.url()).pathname,
        prefetch: /prefetch/.test((await request.headerValue('sec-purpose')) ?? ''),
      })),
    );
}

/** The file of the code-highlight chunk (named in src/codeHighlight/loader.ts) on the page's site. */
const tokenizerChunkFile = (page: Page) => namedChunkFile(page, 'code-highlight');

const requestsFor = (file: RegExp, requests: SeenRequest[]) => requests.filter(({path}) => file.test(path));

for (const {label, connection} of slowConnections) {
  for (const route of speculationFreeRoutes) {
    test(`with ${label}, ${route} downloads nothing ahead of need`, async ({page}) => {
      await emulateConnection(page, connection);
      const requests = recordRequests(page);
      await page.goto(route);
      await waitForHydration(page);
      await letPageIdle(page);
      const loadedWithPage = (await requests()).length;
      // Links coming into view and a link under the pointer are the other occasions for fetching ahead.
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      await page.locator('.theme-doc-sidebar-menu a[href]').last().hover();
      await letPageIdle(page);

      const seen = await requests();
      expect(requestsFor(await tokenizerChunkFile(page), seen)).toEqual([]);
      expect(seen.filter(({prefetch}) => prefetch)).toEqual([]);
      expect(seen.slice(loadedWithPage)).toEqual([]);
      await expect(page.locator('link[rel="prefetch"]')).toHaveCount(0);
    });
  }
}

test('with a 2g connection the code-highlight chunk comes when a code block needs it', async ({page}) => {
  await emulateConnection(page, {effectiveType: '2g', saveData: false});
  const requests = recordRequests(page);
  await page.goto('/uk/getting-started/create-account/');
  await waitForHydration(page);
  await letPageIdle(page);
  const tokenizerChunk = await tokenizerChunkFile(page);
  expect(requestsFor(tokenizerChunk, await requests())).toEqual([]);
  // A page reached by client-side navigation is rendered by React, which highlights its code blocks itself. The
  // previous page's pre-rendered blocks stay on screen until the next page's chunks are in: wait for the next page's.
  await page.locator('article a[href="/uk/api-usage/authentication/"]').first().click();
  const nextPage = page.locator('article', {has: page.getByRole('heading', {level: 1, name: 'Автентифікація'})});
  await expect(nextPage.locator('pre code .token').first()).toBeVisible();
  // The browser's report of a request can reach the test after the page has already used the response.
  await expect
    .poll(async () => requestsFor(tokenizerChunk, await requests()))
    .toEqual([{path: expect.any(String), prefetch: false}]);
});

for (const route of speculationFreeRoutes) {
  test(`on a fast connection ${route} prefetches the code-highlight chunk and its links' chunks`, async ({page}) => {
    await emulateConnection(page, {effectiveType: '4g', saveData: false});
    const requests = recordRequests(page);
    await page.goto(route);
    await waitForHydration(page);
    const tokenizerChunk = await tokenizerChunkFile(page);
    await expect
      .poll(async () => requestsFor(tokenizerChunk, await requests()))
      .toEqual([{path: expect.any(String), prefetch: true}]);
    await expect.poll(() => page.locator('head link[rel="prefetch"][href$=".js"]').count()).toBeGreaterThan(20);
  });
}
