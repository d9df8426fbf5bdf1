/**
 * The embedded search in the built site: the DocSearch modal and the /search/ page answer from the index, which is
 * fetched only when search opens, and the failure, empty and hostile-query states are the modal's own.
 */
import {test, expect, type Page, type Worker} from '@playwright/test';
import {collectPageErrors} from './support/pageErrors';
import {waitForHydration} from './support/hydration';

/** Opens a page once React has taken over, so the search button reacts to a click. */
async function openHydrated(page: Page, route: string): Promise<void> {
  await page.goto(route);
  await waitForHydration(page);
}

async function typeInModal(page: Page, query: string): Promise<void> {
  await page.locator('.DocSearch-Button').click();
  await page.locator('.DocSearch-Input').fill(query);
}

// When the index downloads (ahead of the first search, or only for it) is search-modal.spec.ts's subject.
test('the modal finds the Ukrainian word forms and marks them, with the index downloaded once', async ({page}) => {
  const indexRequests: string[] = [];
  page.on('request', (request) => {
    if (/search-index\.[0-9a-f]+\.json$/.test(request.url())) {
      indexRequests.push(request.url());
    }
  });
  const errors = collectPageErrors(page, {console: 'except-failed-requests'});
  await openHydrated(page, '/uk/transactions-refund/overview/');
  await typeInModal(page, 'платежі');
  // The first search downloads the engine and the index; on a loaded CI machine that has taken over 5 s, so it gets
  // the bound of the other first searches of the suites. How soon it answers is measured by `npm run bench:search`.
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible({timeout: 15_000});
  await expect(
    page.locator('.DocSearch-Hit mark', {hasText: /^(платіж|платежу|платежів|платежі)$/}).first(),
  ).toBeVisible();
  expect(indexRequests).toHaveLength(1);
  expect(errors).toEqual([]);
});

test('an index that cannot be loaded shows the error wording, not a crash', async ({page}) => {
  const errors = collectPageErrors(page, {console: 'except-failed-requests'});
  await page.route(/search-index\.[0-9a-f]+\.json$/, (route) => route.abort());
  await openHydrated(page, '/uk/');
  await typeInModal(page, 'вебхук');
  await expect(page.locator('.DocSearch-NoResults')).toContainText('Не вдалося отримати результати');
  await expect(page.locator('.DocSearch-NoResults')).toContainText('Перевірте підключення до мережі.');
  expect(errors).toEqual([]);
});

test('a query with no results offers a prefilled e-mail to the docs team', async ({page}) => {
  await openHydrated(page, '/');
  await typeInModal(page, 'zzqxwv');
  await expect(page.locator('.DocSearch-NoResults')).toContainText('No results for "zzqxwv"');
  await expect(page.locator('.DocSearch-NoResults a')).toHaveAttribute(
    'href',
    'mailto:docs@kalyna.example?subject=Docs%20search%3A%20no%20results%20for%20%22zzqxwv%22',
  );
});

test('the search page shows a query with HTML in it as text and loads more results on demand', async ({page}) => {
  const errors = collectPageErrors(page, {console: 'except-failed-requests'});
  const query = '<img src=x onerror="window.searchXss=1">платежі';
  await openHydrated(page, `/uk/search/?q=${encodeURIComponent(query)}`);
  await expect(page.locator('h1')).toContainText(query);
  await expect(page.locator('article').first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as {searchXss?: number}).searchXss)).toBeUndefined();
  const shown = await page.locator('article').count();
  await page
    .getByRole('button', {name: 'Show more results'})
    .or(page.getByRole('button', {name: /більше/}))
    .click();
  await expect.poll(() => page.locator('article').count()).toBeGreaterThan(shown);
  expect(errors).toEqual([]);
});

test('a very long shared query does not break the search page', async ({page}) => {
  await openHydrated(page, `/uk/search/?q=${encodeURIComponent('повернення коштів '.repeat(40))}`);
  await expect(page.locator('article').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    await page.evaluate(() => window.innerWidth),
  );
});

test('the search page preloads its index from the HTML and downloads it once', async ({page}) => {
  const indexRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/search-index\.[\w]+\.json$/.test(new URL(request.url()).pathname)) indexRequests.push(request.url());
  });
  const response = await page.goto(`/uk/search/?q=${encodeURIComponent('повернення')}`);
  expect(await response!.text()).toMatch(/<link[^>]* rel="?preload"?[^>]* href="?\/uk\/search-index\.\w+\.json/);
  await expect(page.locator('article').first()).toBeVisible();
  expect(indexRequests).toHaveLength(1);
});

test('the search page runs its engine in a worker of one script, fed with the index the page downloaded', async ({
  page,
}) => {
  const workers: Worker[] = [];
  page.on('worker', (worker) => workers.push(worker));
  await openHydrated(page, `/uk/search/?q=${encodeURIComponent('підписка')}`);
  await expect(page.locator('article').first()).toContainText(/підписк/i);
  expect(workers).toHaveLength(1);
  const fetchedByTheWorker = await workers[0].evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
  );
  // A script the worker imports would be fetched only after its own had run (plugins/search-worker-script).
  expect(fetchedByTheWorker.filter((path) => path.endsWith('.js'))).toEqual([]);
  // The index comes from the page, which downloaded it (its HTML preloads it); the worker fetches page texts only.
  expect(fetchedByTheWorker.filter((path) => /\/search-index\.\w+\.json$/.test(path))).toEqual([]);
});

test('the search page says so when its index or a page text cannot be loaded, and recovers on the next query', async ({
  page,
}) => {
  let failing = true;
  // Page texts are fetched by the worker, which page.route does not see: the context's route does.
  await page
    .context()
    .route(/\/search-index\.\w+(\.json|\/\d+\.json)$/, (route) =>
      failing ? route.fulfill({status: 503, body: ''}) : route.fallback(),
    );
  await openHydrated(page, `/uk/search/?q=${encodeURIComponent('платіж')}`);
  await expect(page.getByRole('alert')).toBeVisible();
  failing = false;
  await page.locator('input[type="search"]').fill('повернення');
  await expect(page.locator('article').first()).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});
