/**
 * How search looks, pixel for pixel, in both color modes on a desktop and a phone: the DocSearch modal opened with
 * Ctrl+K and showing results, and the /search/ page. The modal's stylesheet arrives with the modal instead of with
 * the page, so these pictures, taken before that move, hold the modal to the look it had; and the first frame of the
 * modal must already be styled, never a moment of unstyled markup.
 */
import {test, expect, type Page} from '@playwright/test';
import {waitForHydration} from './support/hydration';

const screenSizes = {
  desktop: {width: 1280, height: 800},
  phone: {width: 390, height: 844},
} as const;
const colorModes = ['light', 'dark'] as const;
const query = 'refund';

/** A page address in a color mode: Docusaurus starts in the mode its `docusaurus-theme` parameter names. */
function inColorMode(address: string, mode: (typeof colorModes)[number]): string {
  return `${address}${address.includes('?') ? '&' : '?'}docusaurus-theme=${mode}`;
}

/**
 * The modal's script and stylesheet load on the first Ctrl+K, and a screenshot needs two identical frames in a row;
 * on a busy machine either has taken over the default 5 s, so they get the bound of the suites' other first searches.
 */
const firstSearchTimeout = {timeout: 15_000};
/**
 * A modal or page without its stylesheet differs in about half its pixels; anti-aliasing that varies between
 * machines with the same fonts and Chromium moves a fraction of one per cent.
 */
const screenshotOptions = {...firstSearchTimeout, maxDiffPixelRatio: 0.01};

/**
 * Records the modal container's position as the browser computes it in the same frame the container enters the
 * document: DocSearch's stylesheet makes it `fixed` (`absolute` on a phone); without the stylesheet it would be `static`.
 */
async function recordFirstModalFrame(page: Page): Promise<void> {
  await page.addInitScript(() => {
    new MutationObserver((_mutations, observer) => {
      const container = document.querySelector('.DocSearch-Container');
      if (!container) return;
      document.documentElement.dataset.firstModalPosition = getComputedStyle(container).position;
      observer.disconnect();
    }).observe(document, {childList: true, subtree: true});
  });
}

for (const [device, viewport] of Object.entries(screenSizes)) {
  for (const mode of colorModes) {
    test(`the modal with results, ${mode}, ${device}`, async ({page}) => {
      await page.setViewportSize(viewport);
      await recordFirstModalFrame(page);
      await page.goto(inColorMode('/', mode));
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      await page.keyboard.press('Control+k');
      await expect(page.locator('.DocSearch-Input')).toBeFocused(firstSearchTimeout);
      await expect(page.locator('html')).toHaveAttribute('data-first-modal-position', /^(fixed|absolute)$/);
      await page.keyboard.type(query);
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible(firstSearchTimeout);
      await expect(page).toHaveScreenshot(`modal-${mode}-${device}.png`, screenshotOptions);
    });

    test(`the search page with results, ${mode}, ${device}`, async ({page}) => {
      await page.setViewportSize(viewport);
      await page.goto(inColorMode(`/search/?q=${query}`, mode));
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      await expect(page.locator('main article').first()).toBeVisible(firstSearchTimeout);
      await expect(page).toHaveScreenshot(`search-page-${mode}-${device}.png`, screenshotOptions);
    });
  }
}
