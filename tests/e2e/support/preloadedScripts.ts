import type {Page} from '@playwright/test';

/** The scripts a page's HTML preloads, in order: the runtime and main script, then its route's own chunks (plugins/page-scripts). */
export async function preloadedScripts(page: Page, route: string): Promise<string[]> {
  const html = await (await page.request.get(route)).text();
  return [...html.matchAll(/<link rel="preload" href="([^"]+\.js)" as="script"[^>]*>/g)].map(([, href]) => href);
}
