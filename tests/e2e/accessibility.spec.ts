/**
 * Accessibility beyond what axe-core reads from each page (pages.spec.ts runs axe over every page): keyboard
 * reachability with a visible focus, the skip-to-content link and the search button's name.
 */
import {test, expect, type Page} from '@playwright/test';
import {locales} from './siteRoutes';
import {waitForHydration} from './support/hydration';

const colorModes = ['light', 'dark'] as const;

/** Opens a route in a color mode and waits for React to take over, so the keyboard meets the page a reader uses. */
async function openInColorMode(page: Page, route: string, colorMode: (typeof colorModes)[number]): Promise<void> {
  // The theme's inline script reads ?docusaurus-theme= before the first paint, like a stored choice.
  await page.goto(`${route}?docusaurus-theme=${colorMode}`);
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', colorMode);
}

/**
 * Marks every visible element a reader can Tab to with data-tab-target (its index), so the Tab walk below can tell
 * which of them it reached.
 */
const markTabTargets = (page: Page) =>
  page.evaluate(() => {
    const candidates = document.querySelectorAll<HTMLElement>(
      'a[href], button, input, select, textarea, summary, [tabindex]',
    );
    let count = 0;
    for (const element of Array.from(candidates)) {
      const rect = element.getBoundingClientRect();
      const disabled = (element as HTMLButtonElement).disabled === true;
      const style = getComputedStyle(element);
      if (disabled || element.tabIndex < 0 || rect.width === 0 || rect.height === 0) continue;
      if (style.visibility === 'hidden' || element.closest('[hidden], [aria-hidden="true"], [inert]')) continue;
      element.dataset.tabTarget = String(count++);
    }
    return count;
  });

/** The focused element: its mark, a readable label, and whether it shows an outline or a box shadow. */
const focusedElement = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    const hasOutline = style.outlineStyle !== 'none' && (parseFloat(style.outlineWidth) || 0) > 0;
    const hasShadow = style.boxShadow !== 'none' && style.boxShadow !== '';
    const text = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
    return {
      target: element.dataset.tabTarget,
      label: `${element.tagName.toLowerCase()} "${text}"`,
      focusVisible: hasOutline || hasShadow,
    };
  });

for (const colorMode of colorModes) {
  test(`keyboard: every interactive element of a doc page is reachable and shows its focus (${colorMode})`, async ({
    page,
  }) => {
    await openInColorMode(page, '/uk/webhooks/setting/', colorMode);
    const targets = await markTabTargets(page);
    expect(targets).toBeGreaterThan(50);
    const reached = new Set<string>();
    const withoutFocusRing: string[] = [];
    let firstLabel: string | undefined;
    // Tab through the page until the focus comes back to where it started (or leaves the page).
    for (let step = 0; step < targets + 20; step++) {
      await page.keyboard.press('Tab');
      const focused = await focusedElement(page);
      if (!focused || (step > 0 && focused.label === firstLabel && focused.target === undefined)) break;
      firstLabel ??= focused.label;
      if (focused.target !== undefined) {
        if (reached.has(focused.target)) break;
        reached.add(focused.target);
      }
      if (!focused.focusVisible) withoutFocusRing.push(focused.label);
    }
    expect(withoutFocusRing, 'focused elements with no outline or box-shadow').toEqual([]);
    const unreached = await page.evaluate(
      (seen) =>
        Array.from(document.querySelectorAll<HTMLElement>('[data-tab-target]'))
          .filter((element) => !seen.includes(element.dataset.tabTarget ?? ''))
          .map((element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`),
      [...reached],
    );
    expect(unreached, 'interactive elements the Tab key never reached').toEqual([]);
  });
}

for (const locale of locales) {
  test(`skip to content: the first Tab stop moves the focus into the main content (${locale})`, async ({page}) => {
    const route = locale === 'en' ? '/webhooks/setting/' : '/uk/webhooks/setting/';
    await openInColorMode(page, route, 'light');
    await page.keyboard.press('Tab');
    const skipLink = page.locator(':focus');
    await expect(skipLink).toHaveAttribute('href', '#__docusaurus_skipToContent_fallback');
    await page.keyboard.press('Enter');
    const focusInMain = await page.evaluate(() => {
      const main = document.querySelector('main');
      const active = document.activeElement;
      return Boolean(main && active && (main === active || main.contains(active) || active.contains(main)));
    });
    expect(focusInMain, 'focus lands in <main> after activating the skip link').toBe(true);
    // The next Tab stop is inside the content, not back in the navbar.
    await page.keyboard.press('Tab');
    const nextInNavbar = await page.evaluate(() => Boolean(document.activeElement?.closest('.navbar')));
    expect(nextInNavbar).toBe(false);
  });
}

test('the search button shows only its label as text; the Ctrl K caps are drawn, not written (WCAG 2.5.3)', async ({
  page,
}) => {
  await page.goto('/uk/transactions-purchase/api/');
  await waitForHydration(page);
  const button = page.locator('.DocSearch-Button');
  await expect(button).toHaveAccessibleName('Пошук (Control+k)');
  await expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+k');
  expect(await button.evaluate((element) => (element as HTMLElement).innerText.trim())).toBe('Пошук');
  const drawnCaps = await button.evaluate((element) =>
    ['::before', '::after'].map((pseudo) => getComputedStyle(element, pseudo).content),
  );
  expect(drawnCaps.join(' ')).toMatch(/"Ctrl".*"K"/);
  await page.keyboard.press('Control+k');
  await expect(page.locator('.DocSearch-Modal')).toBeVisible();
});
