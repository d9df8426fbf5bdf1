import {expect, test, type Locator, type Page} from '@playwright/test';
import type {PrismTheme} from 'prism-react-renderer';
import {darkCodeTheme, lightCodeTheme} from '../../src/codeThemes';
import {collectPageErrors} from './support/pageErrors';
import {waitForHydration} from './support/hydration';
import {scriptCarriesTokenizer} from './support/chunkFiles';

// A page whose JSON samples hold strings, and a page to come to it from.
const codePage = '/transactions-purchase/api/';
const otherPage = '/testing/cards/';
const stringToken = 'pre.language-json .token.string';

function stringColor(theme: PrismTheme): string {
  const color = theme.styles.find(({types}) => types.includes('string'))?.style.color;
  if (color === undefined) throw new Error('the theme has no string color');
  return color;
}

/** Compares colors as the browser computes them, so that `#da1067` equals `rgb(218, 16, 103)`. */
async function expectColor(token: Locator, color: string): Promise<void> {
  await expect
    .poll(() =>
      token.evaluate((element, expected) => {
        const probe = document.createElement('span');
        probe.style.color = expected;
        document.body.append(probe);
        const same = getComputedStyle(element).color === getComputedStyle(probe).color;
        probe.remove();
        return same;
      }, color),
    )
    .toBe(true);
}

/** Makes every script that carries Prism fail to load, as on a flaky network or after a deployment. */
async function blockTokenizer(page: Page): Promise<void> {
  await page.route('**/assets/js/*.js', async (route) => {
    const response = await route.fetch();
    if (scriptCarriesTokenizer(await response.text())) {
      await route.abort();
    } else {
      await route.fulfill({response});
    }
  });
}

/** Client-side navigation to a page not shown before in this tab, as React Router does on a history change. */
async function navigateInApp(page: Page, path: string): Promise<void> {
  const title = await page.locator('h1').innerText();
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page.locator('h1')).not.toHaveText(title);
}

type WindowWithRemovals = Window & {removedCode: string[]};

/** Records every code block, code line or tab panel that leaves the page once it has been parsed. */
async function watchRemovedCode(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const removed: string[] = [];
    (window as unknown as WindowWithRemovals).removedCode = removed;
    new MutationObserver((records) => {
      for (const node of records.flatMap((record) => Array.from(record.removedNodes))) {
        if (node instanceof Element && node.matches('.theme-code-block, .token-line, [role="tabpanel"]')) {
          removed.push(node.className);
        }
      }
    }).observe(document, {childList: true, subtree: true});
  });
}

test.describe('code blocks', () => {
  // A prefetch still in the route handler when a test ends must not fail the run.
  test.afterEach(({page}) => page.unrouteAll({behavior: 'ignoreErrors'}));

  test('keep their pre-rendered highlighting through hydration and recolor with the color mode, without Prism', async ({
    page,
  }) => {
    const errors = collectPageErrors(page, {console: 'except-failed-requests'});
    await blockTokenizer(page);
    await page.goto(codePage);
    await waitForHydration(page);
    const token = page.locator(stringToken).first();
    await expectColor(token, stringColor(lightCodeTheme));
    // With Prism unreachable, these tokens can only be the pre-rendered ones, restyled by the color mode.
    await page.locator('button[class*="toggleButton"]').click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expectColor(token, stringColor(darkCodeTheme));
    expect(errors).toEqual([]);
  });

  test('take the dark theme when the page loads in dark mode', async ({page}) => {
    await page.goto(codePage);
    await page.locator('button[class*="toggleButton"]').click();
    await page.reload();
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expectColor(page.locator(stringToken).first(), stringColor(darkCodeTheme));
  });

  test('are highlighted when React renders them after a client-side navigation', async ({page}) => {
    const errors = collectPageErrors(page);
    await page.goto(otherPage);
    await waitForHydration(page);
    await navigateInApp(page, codePage);
    await expectColor(page.locator(stringToken).first(), stringColor(lightCodeTheme));
    expect(errors).toEqual([]);
  });

  test('come back highlighted when the reader returns to a page, without Prism', async ({page}) => {
    await blockTokenizer(page);
    await page.goto(codePage);
    await waitForHydration(page);
    await navigateInApp(page, otherPage);
    await navigateInApp(page, codePage);
    // The tokenizer cannot load: these lines are the ones kept from the first visit.
    await expectColor(page.locator(stringToken).first(), stringColor(lightCodeTheme));
  });

  test('stay readable as plain lines when the highlighter cannot load', async ({page, browser}) => {
    const withoutScripts = await browser.newPage({javaScriptEnabled: false});
    await withoutScripts.goto(codePage);
    const preRendered = await withoutScripts.locator('pre.language-json').first().innerText();
    await withoutScripts.close();

    await blockTokenizer(page);
    await page.goto(otherPage);
    await waitForHydration(page);
    await navigateInApp(page, codePage);
    const firstSample = page.locator('pre.language-json').first();
    await expect(firstSample.locator('.token-line').first()).toBeVisible();
    expect(await firstSample.innerText()).toBe(preRendered);
    await expect(firstSample.locator('.token.string')).toHaveCount(0);
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`keep their pre-rendered markup through hydration, language tabs included (${mode} mode)`, async ({page}) => {
      if (mode === 'dark') {
        await page.goto(codePage);
        await page.locator('button[class*="toggleButton"]').click();
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      }
      await watchRemovedCode(page);
      await page.goto(codePage);
      await waitForHydration(page);
      // The copy buttons appear from an effect once a block has mounted: by then the blocks have rendered again.
      await expect(page.locator('.theme-code-block button').first()).toBeAttached();
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
      expect(await page.evaluate(() => (window as unknown as WindowWithRemovals).removedCode)).toEqual([]);
      await expect(page.locator(stringToken).first()).toBeVisible();
      await expectColor(
        page.locator(stringToken).first(),
        stringColor(mode === 'dark' ? darkCodeTheme : lightCodeTheme),
      );
    });
  }

  test('open the language tab the reader chose before, from storage or from a link', async ({page}) => {
    await page.goto(codePage);
    await waitForHydration(page);
    const tabs = page.locator('.tabs-container').first();
    await tabs.getByRole('tab', {name: 'Python'}).click();

    await page.reload();
    await waitForHydration(page);
    await expect(tabs.getByRole('tab', {name: 'Python'})).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.locator('pre.language-python')).toBeVisible();
    await expect(tabs.locator('pre.language-bash')).toBeHidden();
    // The panel shown after hydration is the pre-rendered one, still highlighted.
    await expect(tabs.locator('pre.language-python .token').first()).toBeAttached();

    await page.goto(`${codePage}?code-language=php`);
    await waitForHydration(page);
    await expect(tabs.getByRole('tab', {name: 'PHP'})).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.locator('pre.language-php')).toBeVisible();
    await expect(tabs.locator('pre.language-python')).toBeHidden();
  });
});
