/**
 * The DocSearch modal as a reader meets it on a page that has just loaded: what is typed right after the shortcut,
 * the "no results" screen's wording and its suggestions, and when the embedded index starts to download.
 */
import {test, expect, type Page} from '@playwright/test';
import {localeBase, locales} from './siteRoutes';
import {emulateConnection, letPageIdle} from './support/connection';
import {waitForHydration} from './support/hydration';
import {typeOnKeyboard} from './support/keyboard';

const indexFilePattern = /\/search-index\.[0-9a-f]+\.json$/;

/** Collects the requests for the index file (not the page texts next to it). */
function watchIndexRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (indexFilePattern.test(new URL(request.url()).pathname)) requests.push(request.url());
  });
  return requests;
}

const typedQueries = {en: 'refund', uk: 'повернення'} as const;

for (const locale of locales) {
  test(`keys typed 30 ms apart right after Ctrl+K all reach the query on a fresh page (${locale})`, async ({page}) => {
    const query = typedQueries[locale];
    await page.goto(localeBase(locale));
    await waitForHydration(page);
    await page.keyboard.press('Control+k');
    await typeOnKeyboard(page, query, {delayMs: 30});
    await expect(page.locator('.DocSearch-Input')).toHaveValue(query);
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  });
}

const firstStartTimeout = {timeout: 15_000};

/**
 * Holds the page's main script back until the returned function is called, so that keys can be pressed while the
 * pre-rendered page shows and React has not taken it over, as on a slow phone.
 */
async function holdPageStart(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/js\/main\.[0-9a-f]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

for (const shortcut of ['Control+k', '/']) {
  test(`the shortcut ${shortcut} pressed before the page has started opens search with what was typed after it`, async ({
    page,
  }) => {
    const startPage = await holdPageStart(page);
    // Not until the load event: the page's scripts, held back, may be among what it waits for.
    await page.goto(localeBase('uk'), {waitUntil: 'domcontentloaded'});
    await page.waitForFunction(() => 'kalynaEarlySearchKeys' in window);
    await page.keyboard.press(shortcut);
    await typeOnKeyboard(page, typedQueries.uk, {delayMs: 30});
    await expect(page.locator('html')).not.toHaveAttribute('data-has-hydrated', 'true');
    startPage();
    // The page still has to start and the modal to load: the bound of the suites' other first searches.
    await expect(page.locator('.DocSearch-Input')).toHaveValue(typedQueries.uk, firstStartTimeout);
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible(firstStartTimeout);
  });
}

test('Escape after a shortcut pressed before the page has started takes the search back', async ({page}) => {
  const startPage = await holdPageStart(page);
  await page.goto(localeBase('en'), {waitUntil: 'domcontentloaded'});
  await page.waitForFunction(() => 'kalynaEarlySearchKeys' in window);
  await page.keyboard.press('Control+k');
  await typeOnKeyboard(page, 'ref', {delayMs: 30});
  await page.keyboard.press('Escape');
  startPage();
  await waitForHydration(page);
  // The page's own shortcut works as before, and nothing of the abandoned query is left in it.
  await page.keyboard.press('Control+k');
  await expect(page.locator('.DocSearch-Input')).toBeFocused(firstStartTimeout);
  await expect(page.locator('.DocSearch-Input')).toHaveValue('');
});

const noResults = {
  en: {query: 'zzqxwv', title: 'No results for "zzqxwv"', tryText: 'Try searching for'},
  uk: {query: 'жжщфцй', title: 'Немає результатів за запитом "жжщфцй"', tryText: 'Спробуйте пошукати'},
} as const;

for (const locale of locales) {
  test(`no results: the specification's wording, and suggested searches that find pages (${locale})`, async ({
    page,
  }) => {
    const {query, title, tryText} = noResults[locale];
    await page.goto(localeBase(locale));
    await waitForHydration(page);
    await page.locator('.DocSearch-Button').click();
    await page.locator('.DocSearch-Input').fill(query);
    const screen = page.locator('.DocSearch-NoResults');
    // The first search of the page waits for the index; on two busy cores that has taken more than the default 5 s.
    await expect(screen.locator('.DocSearch-Title')).toHaveText(title, {timeout: 15_000});
    await expect(screen).toContainText(tryText);
    const suggestion = screen.locator('.DocSearch-Prefill').first();
    const suggested = (await suggestion.textContent())!;
    await suggestion.click();
    await expect
      .poll(async () => (await page.locator('.DocSearch-Input').inputValue()).trim())
      .toBe(suggested.toLowerCase());
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await expect(page.locator('.DocSearch-Input')).toBeFocused();
    // Nothing found again, after a query that found pages: DocSearch would now list those pages' sections as well.
    await page.locator('.DocSearch-Input').fill(query);
    await expect(screen.locator('.DocSearch-Title')).toHaveText(title);
    await expect(screen.locator('.DocSearch-Prefill').first()).toBeVisible();
    await expect(screen.getByText(tryText).filter({visible: true})).toHaveCount(1);
  });
}

/**
 * Misspelt beyond the typos search forgives, each has a form of one word of the site's headings as its closest
 * match (which form depends on the headings the site has today).
 */
const misspelt = {
  en: {query: 'rfnds', suggestion: /^\s*refunds?\s*$/},
  uk: {query: 'вбхк', suggestion: /^\s*вебхук\p{L}*\s*$/u},
} as const;

for (const locale of locales) {
  test(`a misspelt query with no results suggests the closest words of the index (${locale})`, async ({page}) => {
    const {query, suggestion} = misspelt[locale];
    await page.goto(localeBase(locale));
    await waitForHydration(page);
    await page.locator('.DocSearch-Button').click();
    await page.locator('.DocSearch-Input').fill(query);
    const prefill = page.locator('.DocSearch-NoResults .DocSearch-Prefill', {hasText: suggestion}).first();
    // The page's first search: suggestions come once the index has loaded.
    await expect(prefill).toBeVisible({timeout: 15_000});
    await prefill.click();
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  });
}

test('on a fast connection the index downloads once, in idle time after load, before any search', async ({page}) => {
  await emulateConnection(page, {effectiveType: '4g', saveData: false});
  const indexRequests = watchIndexRequests(page);
  await page.goto('/uk/');
  await waitForHydration(page);
  await expect.poll(() => indexRequests.length, {timeout: 10_000}).toBe(1);
  await page.keyboard.press('Control+k');
  await expect(page.locator('.DocSearch-Input')).toBeFocused();
  await page.keyboard.type('платіж');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  expect(indexRequests).toHaveLength(1);
});

for (const intent of ['the pointer over the search button', 'focus on the search button', 'Ctrl held down'] as const) {
  test(`on a 3g connection the index waits for intent, and starts with ${intent}`, async ({page}) => {
    await emulateConnection(page, {effectiveType: '3g', saveData: false});
    const indexRequests = watchIndexRequests(page);
    await page.goto('/');
    await waitForHydration(page);
    await letPageIdle(page);
    expect(indexRequests).toEqual([]);
    const button = page.locator('.DocSearch-Button');
    if (intent === 'the pointer over the search button') await button.hover();
    else if (intent === 'focus on the search button') await button.focus();
    else await page.keyboard.down('Control');
    await expect.poll(() => indexRequests.length).toBe(1);
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  });
}

for (const connection of [
  {effectiveType: '2g', saveData: false},
  {effectiveType: '4g', saveData: true},
]) {
  test(`with ${connection.saveData ? 'data saving on' : '2g'} the index downloads only for a search`, async ({
    page,
  }) => {
    await emulateConnection(page, connection);
    const indexRequests = watchIndexRequests(page);
    await page.goto('/uk/');
    await waitForHydration(page);
    await letPageIdle(page);
    const button = page.locator('.DocSearch-Button');
    await button.hover();
    await button.focus();
    await page.keyboard.down('Control');
    await page.keyboard.up('Control');
    await letPageIdle(page);
    expect(indexRequests).toEqual([]);
    await page.keyboard.press('Control+k');
    await expect(page.locator('.DocSearch-Input')).toBeFocused();
    await page.keyboard.type('платіж');
    // Everything loads now, on the search: the same bound as the other first searches of the suites.
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible({timeout: 15_000});
    expect(indexRequests).toHaveLength(1);
  });
}

for (const locale of locales) {
  test(`while the index is still downloading the modal shows that it is searching, not that nothing was found (${locale})`, async ({
    page,
  }) => {
    let releaseIndex!: () => void;
    const indexReleased = new Promise<void>((resolve) => (releaseIndex = resolve));
    await page.route(indexFilePattern, async (route) => {
      await indexReleased;
      await route.continue();
    });
    await page.goto(localeBase(locale));
    await waitForHydration(page);
    await page.locator('.DocSearch-Button').click();
    await expect(page.locator('.DocSearch-StartScreen')).toBeAttached();
    await page.locator('.DocSearch-Input').fill(locale === 'en' ? 'refund' : 'повернення');
    // DocSearch's own indicator, once the search has taken longer than its stall threshold.
    await expect(page.locator('.DocSearch-LoadingIndicator')).toBeVisible();
    await expect(page.locator('.DocSearch-NoResults')).toHaveCount(0);
    // "No recent searches", the words of the screen the modal opened with, would read as an answer.
    await expect(page.locator('.DocSearch-StartScreen')).toBeHidden();
    releaseIndex();
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible({timeout: 15_000});
    await expect(page.locator('.DocSearch-LoadingIndicator')).toBeHidden();
  });
}

test('the embedded search does not say it is powered by Algolia', async ({page}) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  await page.keyboard.type('refund');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await expect(page.locator('.DocSearch-Footer')).toBeVisible();
  await expect(page.locator('.DocSearch-Logo')).toBeHidden();
});

test('typing a query tests localStorage once, not on every render of the modal', async ({page}) => {
  // Counts writes of the key DocSearch tests localStorage with (plugins/docsearch-storage-probe).
  await page.addInitScript(() => {
    const counted = window as unknown as {storageProbeWrites: number};
    counted.storageProbeWrites = 0;
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key: string, value: string) {
      if (key === '__TEST_KEY__') counted.storageProbeWrites += 1;
      setItem.call(this, key, value);
    };
  });
  await page.goto('/');
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  await typeOnKeyboard(page, 'payment refunds', {delayMs: 30});
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  const writes = await page.evaluate(() => (window as unknown as {storageProbeWrites: number}).storageProbeWrites);
  // Once for the page; DocSearch as published tests it on each of the modal's many renders while a query is typed.
  expect(writes).toBe(1);
});
