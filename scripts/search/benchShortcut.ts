/**
 * The benchmark's reader-side number: from Ctrl+K on a page that has just loaded to the first result in the DocSearch
 * modal, with the query typed at a fast typist's pace. Each run is a new browser context, so the modal's script, the
 * engine and the index all come from the network, as on a reader's first search; what has arrived by Ctrl+K is what
 * the page loads ahead (src/search/searchPreload.ts).
 */
import type {Browser, Page} from '@playwright/test';
import {typeOnKeyboard} from '../../tests/e2e/support/keyboard';

/**
 * What the reader types after Ctrl+K: two words, the second finding pages on its own, so that the measure also ends
 * on a build that loses the first letters typed.
 */
export const shortcutQueries: Record<string, string> = {en: 'payment refunds', uk: 'повернення коштів'};

/** A fast typist: one key every 30 ms. */
const keyIntervalMs = 30;

interface ShortcutTimes {
  shortcutAt?: number;
  firstHitAt?: number;
}

type TimedWindow = Window & {kalynaShortcutBench: ShortcutTimes};

/** Runs in the page before its own scripts: the times come from the page's clock, not from the test driver's. */
function recordShortcutTimes(): void {
  const times: ShortcutTimes = {};
  (window as unknown as TimedWindow).kalynaShortcutBench = times;
  window.addEventListener(
    'keydown',
    (event) => {
      if (times.shortcutAt === undefined && event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey)) {
        times.shortcutAt = event.timeStamp;
      }
    },
    true,
  );
  new MutationObserver((_, observer) => {
    if (times.shortcutAt !== undefined && document.querySelector('.DocSearch-Hit') !== null) {
      times.firstHitAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, {childList: true, subtree: true});
}

/**
 * When the reader presses Ctrl+K: as soon as the shortcut works (React has hydrated the page), the worst case, or
 * two seconds after the page has loaded, as a reader who has glanced at it first.
 */
export type ShortcutMoment = 'hydrated' | 'settled';

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.evaluate(() => new Promise((resolve) => setTimeout(() => requestIdleCallback(resolve), 2000)));
}

async function measureOnce(browser: Browser, pageUrl: string, query: string, moment: ShortcutMoment): Promise<number> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.addInitScript(recordShortcutTimes);
    await page.goto(pageUrl);
    await page.waitForSelector('html[data-has-hydrated="true"]', {state: 'attached'});
    if (moment === 'settled') {
      await settle(page);
    }
    await page.keyboard.press('Control+k');
    await typeOnKeyboard(page, query, {delayMs: keyIntervalMs});
    await page.waitForFunction(() => (window as unknown as TimedWindow).kalynaShortcutBench.firstHitAt !== undefined, {
      timeout: 30_000,
    });
    const {shortcutAt, firstHitAt} = await page.evaluate(() => (window as unknown as TimedWindow).kalynaShortcutBench);
    return firstHitAt! - shortcutAt!;
  } finally {
    await context.close();
  }
}

/** Milliseconds from Ctrl+K to the first hit shown, one per run. */
export async function measureShortcutToFirstResult(
  browser: Browser,
  pageUrl: string,
  query: string,
  {runs, moment}: {runs: number; moment: ShortcutMoment},
): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    times.push(await measureOnce(browser, pageUrl, query, moment));
  }
  return times;
}
