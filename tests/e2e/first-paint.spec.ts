import {expect, test} from '@playwright/test';
import {waitForHydration} from './support/hydration';

type PaintTimes = {largestPaint?: number; mainScriptAdded?: number};

/** Runs before the page's own scripts: when the largest paint happened, and when the main script joined the page. */
function recordPaintTimes(): void {
  const times: PaintTimes = {};
  (window as unknown as {paintTimes: PaintTimes}).paintTimes = times;
  new PerformanceObserver((list) => {
    times.largestPaint ??= list.getEntries()[0].startTime;
  }).observe({type: 'largest-contentful-paint', buffered: true});
  new MutationObserver((_, observer) => {
    if (document.querySelector('script[src*="/main."]') === null) return;
    times.mainScriptAdded = performance.now();
    observer.disconnect();
  }).observe(document, {childList: true, subtree: true});
}

for (const path of ['/uk/transactions-purchase/api/', '/', '/uk/no-such-page/']) {
  test(`${path} is painted before its main script runs, then hydrates`, async ({page}) => {
    await page.addInitScript(recordPaintTimes);
    await page.goto(path);
    await waitForHydration(page);
    const {largestPaint, mainScriptAdded} = await page.evaluate(
      () => (window as unknown as {paintTimes: PaintTimes}).paintTimes,
    );
    // The main script joins the page only once the browser has painted it (plugins/page-scripts).
    expect(largestPaint).toBeDefined();
    expect(mainScriptAdded).toBeGreaterThan(largestPaint!);
    // Started by the paint report, not by the starter's fallback, which waits a second.
    expect(mainScriptAdded! - largestPaint!).toBeLessThan(600);
  });
}

test('where the browser reports no largest paint, the page starts after its first contentful paint', async ({page}) => {
  // Safari reports first paints but not the largest one.
  await page.addInitScript(() => Object.defineProperty(PerformanceObserver, 'supportedEntryTypes', {value: ['paint']}));
  await page.addInitScript(recordPaintTimes);
  await page.goto('/uk/reference/refunds/create-refund/');
  await waitForHydration(page);
  const {mainScriptAdded} = await page.evaluate(() => (window as unknown as {paintTimes: PaintTimes}).paintTimes);
  const firstPaint = await page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.POSITIVE_INFINITY,
  );
  expect(mainScriptAdded).toBeGreaterThan(firstPaint);
  expect(mainScriptAdded! - firstPaint).toBeLessThan(600);
});
