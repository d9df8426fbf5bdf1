import type {Page} from '@playwright/test';

/**
 * The scripts a page's starter fetches once the page has painted, as its HTML lists them, in order: the runtime and
 * main script, then its route's own chunks (plugins/page-scripts).
 */
export function scriptsListedByStarter(html: string): string[] {
  const starter = html.match(/<script src="[^"]+\/start-after-first-paint\.[^"]+\.js"([^>]*)>/)?.[1] ?? '';
  const listed = (attribute: string) => starter.match(new RegExp(` ${attribute}="([^"]*)"`))?.[1].split(' ') ?? [];
  return [...listed('data-start'), ...listed('data-preload')];
}

/** The scripts the starter of the page at `route` fetches. */
export async function startedScripts(page: Page, route: string): Promise<string[]> {
  return scriptsListedByStarter(await (await page.request.get(route)).text());
}
