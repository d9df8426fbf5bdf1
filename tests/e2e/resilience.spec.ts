/**
 * The site keeps working when things go wrong around it: a page chunk that fails to load during navigation (a new
 * deployment removed it), no localStorage (blocked storage, some private modes), no JavaScript at all, and an
 * absurdly long search query in the URL.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {contentMapRoutes} from '../content-map';
import {localeBase, locales, type Locale} from './siteRoutes';
import {collectPageErrors} from './support/pageErrors';
import {waitForHydration} from './support/hydration';
import {startedScripts} from './support/startedScripts';

const siteRoot = path.resolve(__dirname, '../..');

test.describe('a page chunk that fails to load', () => {
  test('makes the browser load the target page in full instead of staying on the old one', async ({page}) => {
    // The chunks the navigation has to fetch: the target route's own, not those the home page already has. Other
    // scripts (search loads its own in idle time, src/search/searchPreload.ts) are left alone.
    const homeChunks = new Set(await startedScripts(page, '/uk/'));
    const targetChunks = (await startedScripts(page, '/uk/testing/cards/')).filter((chunk) => !homeChunks.has(chunk));
    expect(targetChunks.length).toBeGreaterThan(0);
    let armed = false;
    const abortedChunks: string[] = [];
    await page.route('**/assets/js/**', (route) => {
      // Only script requests (import() of a route chunk); <link rel=prefetch> requests are left alone.
      const isTargetChunk = targetChunks.includes(new URL(route.request().url()).pathname);
      if (armed && abortedChunks.length === 0 && isTargetChunk && route.request().resourceType() === 'script') {
        abortedChunks.push(route.request().url());
        return route.abort('failed');
      }
      return route.continue();
    });
    await page.goto('/uk/');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => ((window as unknown as {beforeNavigation: boolean}).beforeNavigation = true));

    armed = true;
    // By keyboard: a mouse would hover the link first, and Docusaurus preloads the chunks on hover.
    const link = page.locator('.navbar').getByRole('link', {name: 'Тестові картки'});
    await link.focus();
    const reloaded = page.waitForEvent('load');
    await page.keyboard.press('Enter');
    await reloaded;

    expect(abortedChunks, 'the navigation requested a chunk, and it failed').toHaveLength(1);
    await expect(page).toHaveURL(/\/uk\/testing\/cards\/$/);
    await waitForHydration(page);
    await expect(page.locator('article h1')).toBeVisible();
    // A new document: the marker set on the old one is gone, and the browser recorded a reload of the new URL.
    expect(await page.evaluate(() => 'beforeNavigation' in window)).toBe(false);
    expect(
      await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type),
    ).toBe('reload');
  });
});

test.describe('without localStorage', () => {
  test.beforeEach(async ({page}) => {
    // As when the browser blocks site storage: every access to window.localStorage throws.
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('The user denied access to storage.', 'SecurityError');
        },
      });
    });
  });

  test('pages render and the color mode, announcement and code tabs work for the session', async ({page}) => {
    const pageErrors = collectPageErrors(page, {console: 'none'});
    await page.goto('/uk/getting-started/create-account/');
    await waitForHydration(page);
    await expect(page.locator('article h1')).toBeVisible();
    // The browser's storage stays out of reach: it throws, or search has put its in-memory stand-in in its place.
    expect(
      await page.evaluate(() => {
        try {
          return window.localStorage instanceof Storage ? 'real storage' : 'in-memory stand-in';
        } catch {
          return 'throws';
        }
      }),
    ).not.toBe('real storage');

    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'light');
    await page
      .locator('.navbar')
      .getByRole('button', {name: /темн|світл|dark|light/i})
      .click();
    await expect(html).toHaveAttribute('data-theme', 'dark');

    const announcement = page.locator('.theme-announcement-bar');
    await expect(announcement).toBeVisible();
    await announcement.getByRole('button').click();
    await expect(announcement).toBeHidden();

    // The page's code samples: the language choice is normally stored too.
    const lastTab = page.locator('.tabs-container').first().getByRole('tab').last();
    await lastTab.click();
    await expect(lastTab).toHaveAttribute('aria-selected', 'true');

    // The choices last for the session: a client-side navigation keeps them.
    await page.locator('.navbar').getByRole('link', {name: 'Тестові картки'}).click();
    await expect(page).toHaveURL(/\/uk\/testing\/cards\/$/);
    await expect(page.locator('article h1')).toBeVisible();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expect(announcement).toBeHidden();
    expect(pageErrors).toEqual([]);
  });

  // The DocSearch modal keeps recent searches in localStorage.
  test('the search modal opens', async ({page}) => {
    const pageErrors = collectPageErrors(page, {console: 'none'});
    await page.goto('/webhooks/setting/');
    await waitForHydration(page);
    await page.locator('.DocSearch-Button').click();
    await expect(page.locator('.DocSearch-Modal')).toBeVisible();
    await page.keyboard.type('refund');
    await page.waitForLoadState('networkidle');
    expect(pageErrors).toEqual([]);
  });
});

test.describe('with JavaScript disabled', () => {
  test.use({javaScriptEnabled: false});

  /** About ten documentation routes per locale, spread over the content map. */
  const sampleRoutes = contentMapRoutes.filter((_, index) => index % 12 === 0);
  const sourceOf = (locale: Locale, route: string): string => {
    const base = locale === 'en' ? 'docs' : 'i18n/uk/docusaurus-plugin-content-docs/current';
    const stem = path.join(siteRoot, base, route.replace(/\/$/, ''));
    const file = [`${stem}.mdx`, `${stem}.md`, `${stem}/index.mdx`, `${stem}/index.md`].find((candidate) =>
      existsSync(candidate),
    );
    if (!file) throw new Error(`No source for ${locale} ${route}`);
    return readFileSync(file, 'utf8');
  };

  for (const locale of locales) {
    test(`documentation pages are readable from the static HTML (${locale})`, async ({page}) => {
      test.setTimeout(120_000);
      for (const {route, off} of sampleRoutes) {
        const url = `${localeBase(locale)}${route}`;
        await page.goto(url);
        const article = page.locator('article');
        await expect(article.locator('h1'), url).toBeVisible();
        expect((await article.locator('.markdown p').first().innerText()).length, url).toBeGreaterThan(20);

        const source = sourceOf(locale, route);
        if (/^```|<CodeSamples/m.test(source)) {
          const code = article.locator('pre code').first();
          await expect(code, `${url} shows its code`).toBeVisible();
          expect((await code.innerText()).trim().length, url).toBeGreaterThan(0);
        }
        // Language tabs cannot switch without JavaScript, so every panel must be on screen.
        for (const panel of await article.locator('[role="tabpanel"]').all()) {
          await expect(panel, `${url}: every code sample language is shown`).toBeVisible();
        }

        const sidebarLinks = page.locator('.theme-doc-sidebar-menu a[href^="/"]');
        expect(await sidebarLinks.count(), `${url} sidebar links`).toBeGreaterThan(10);
        if (!off) {
          await expect(page.locator('.theme-doc-sidebar-menu .menu__link--active').first(), url).toBeVisible();
        }
        await expect(page.locator('.navbar').getByRole('link').first(), url).toBeVisible();
        await expect(page.locator('footer a[href]').first(), url).toBeVisible();
      }
    });
  }
});

test.describe('a very long search query', () => {
  for (const locale of locales) {
    test(`does not break the search page (${locale})`, async ({page}) => {
      const pageErrors = collectPageErrors(page, {console: 'none'});
      // 10,000 characters; ASCII keeps the encoded URL within what the servers accept (about 11 KB).
      const query = 'refund webhook '.repeat(667).slice(0, 10_000);
      const response = await page.goto(`${localeBase(locale)}search/?q=${encodeURIComponent(query)}`);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('.navbar')).toBeVisible();
      await expect(page.locator('main')).toBeVisible();
      await expect(page.locator('footer')).toBeVisible();
      expect(pageErrors).toEqual([]);
    });
  }
});
