/**
 * First-load transfer of a page: loads it once in a fresh mobile-sized Chromium context, collects every response
 * until the network is idle and adds up the bytes on the wire (the server gzips text). Link prefetches that
 * Docusaurus starts for visible links are counted apart: they are speculative, not needed to show the page.
 * Web fonts are flagged when one is requested before the first paint or declared without `font-display: swap`.
 * Stylesheets the browser held the first paint for are added up apart: the page cannot show before they arrive.
 */
import {chromium, type Browser, type Request} from '@playwright/test';
import {chromiumFlags, chromiumPath} from './config';

export type FirstLoad = {
  url: string;
  requests: number;
  scriptBytes: number;
  styleBytes: number;
  /** Stylesheets that block rendering, as the browser's resource timing marks them. */
  blockingStyleBytes: number;
  totalBytes: number;
  prefetchBytes: number;
  fontBytes: number;
  fontsBeforeFirstPaint: string[];
  fontFacesWithoutSwap: number;
  offsiteRequests: string[];
  /** Every response of the load, for bench-results/bench.json. */
  resources: {url: string; type: string; bytes: number; prefetch: boolean}[];
};

export async function launchMeasuringBrowser(): Promise<Browser> {
  return chromium.launch({executablePath: chromiumPath, args: chromiumFlags});
}

export async function measureFirstLoad(browser: Browser, url: string): Promise<FirstLoad> {
  const context = await browser.newContext({
    viewport: {width: 412, height: 823},
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  const origin = new URL(url).origin;
  const offsiteRequests: string[] = [];
  // Nothing may leave loopback: a request elsewhere is recorded and aborted.
  await context.route(
    (target) => target.origin !== origin,
    (route) => {
      offsiteRequests.push(route.request().url());
      return route.abort();
    },
  );
  const finished: Promise<{request: Request; bytes: number; prefetch: boolean; css: string | null}>[] = [];
  context.on('requestfinished', (request) => {
    finished.push(
      (async () => {
        const [sizes, headers, response] = await Promise.all([
          request.sizes(),
          request.allHeaders(),
          request.response(),
        ]);
        const prefetch = /prefetch/.test(headers['sec-purpose'] ?? headers['purpose'] ?? '');
        const css = request.resourceType() === 'stylesheet' && response ? await response.text() : null;
        return {request, bytes: sizes.responseBodySize, prefetch, css};
      })(),
    );
  });

  try {
    const page = await context.newPage();
    const response = await page.goto(url, {waitUntil: 'networkidle'});
    if (!response) throw new Error(`no response for ${url}`);
    const fontsBeforeFirstPaint = await page.evaluate(() => {
      const firstPaint = performance.getEntriesByType('paint').find((entry) => entry.name === 'first-paint');
      const paintedAt = firstPaint?.startTime ?? Infinity;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => /\.(woff2?|ttf|otf|eot)(\?|$)/.test(entry.name) && entry.startTime < paintedAt)
        .map((entry) => entry.name);
    });
    const renderBlocking = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        // Chromium reports it since version 107; TypeScript's DOM types do not list it yet.
        .filter(
          (entry) => (entry as PerformanceEntry & {renderBlockingStatus?: string}).renderBlockingStatus === 'blocking',
        )
        .map((entry) => entry.name),
    );
    const loads = await Promise.all(finished);
    const firstLoad = loads.filter((load) => !load.prefetch);
    const sum = (items: typeof loads) => items.reduce((total, load) => total + load.bytes, 0);
    const ofType = (type: string) => firstLoad.filter((load) => load.request.resourceType() === type);
    const fontFaces = firstLoad.flatMap((load) => load.css?.match(/@font-face\s*{[^}]*}/g) ?? []);
    return {
      url,
      requests: firstLoad.length,
      scriptBytes: sum(ofType('script')),
      styleBytes: sum(ofType('stylesheet')),
      blockingStyleBytes: sum(ofType('stylesheet').filter((load) => renderBlocking.includes(load.request.url()))),
      totalBytes: sum(firstLoad),
      prefetchBytes: sum(loads.filter((load) => load.prefetch)),
      fontBytes: sum(ofType('font')),
      fontsBeforeFirstPaint,
      fontFacesWithoutSwap: fontFaces.filter((face) => !/font-display\s*:\s*(swap|optional)/.test(face)).length,
      offsiteRequests,
      resources: loads.map(({request, bytes, prefetch}) => ({
        url: request.url().slice(origin.length),
        type: request.resourceType(),
        bytes,
        prefetch,
      })),
    };
  } finally {
    await context.close();
  }
}
