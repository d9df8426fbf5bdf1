/**
 * Links inside the docs: every internal link lands on a page and heading that exist, and every "off" page (not in
 * the sidebar) is linked from the pages its content-map row names, so a reader can reach it.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {contentMapRoutes} from '../content-map';
import {findResponseCode} from '../../src/data/response-codes';
import {loadPagePairs, loadPages, projectRoot, where, type Page} from './lib/pages';
import {referenceRoutes} from './lib/referencePages';

const routes = contentMapRoutes.map(({route}) => route);
/** The API reference's pages, generated from openapi.yaml: a guide may send the reader to an object or an operation. */
const apiReferenceRoutes = new Set(referenceRoutes().map(({route}) => route));
const pairs = loadPagePairs();
const pageByRoute = new Map(pairs.map((pair) => [pair.route, pair]));
const codesPage = 'status-codes/codes-by-stages/';

/** Site pages that are not docs: the home page, the search page and the about page. */
const sitePages = new Set(['/', '/search/', '/about/']);
const staticFile = (sitePath: string): boolean =>
  /^\/(openapi\.yaml|templates\/[^/]+)$/.test(sitePath) && fs.existsSync(path.join(projectRoot, 'static', sitePath));

/** Ids a page can be linked to: its headings, and on the codes page the row of every code its tables render. */
function anchorExists(page: Page, anchor: string): boolean {
  if (page.headings.some((heading) => heading.id === anchor)) return true;
  const code = /^code-(\d{4})$/.exec(anchor);
  if (!code || page.route !== codesPage) return false;
  const entry = findResponseCode(Number(code[1]));
  return Boolean(
    entry &&
    page.jsxElements.some(
      (element) =>
        element.name === 'ResponseCodes' && (!element.attributes.stage || element.attributes.stage === entry.stage),
    ),
  );
}

/** Why a link is broken, or undefined when it is fine. External links are not checked here. */
function linkProblem(page: Page, url: string): string | undefined {
  if (/^(https?:|mailto:)/.test(url)) return undefined;
  const target = url.replace(/^pathname:\/\//, '');
  const [pathAndQuery, anchor] = target.split('#', 2) as [string, string | undefined];
  const sitePath = pathAndQuery.split('?')[0];
  if (sitePath === '') {
    return anchor && !anchorExists(page, anchor) ? `no heading #${anchor} on this page` : undefined;
  }
  if (!sitePath.startsWith('/')) return 'relative link: use an absolute site path such as /webhooks/setting/';
  if (sitePages.has(sitePath) || staticFile(sitePath)) return anchor ? 'anchor on a non-doc page' : undefined;
  const route = sitePath.slice(1);
  if (apiReferenceRoutes.has(route)) return anchor ? 'anchor on a generated API reference page' : undefined;
  if (!routes.includes(route)) return 'no such route (site paths have no locale prefix and end with /)';
  const targetPair = pageByRoute.get(route);
  if (anchor && targetPair && !anchorExists(targetPair[page.locale], anchor)) return `no #${anchor} on /${route}`;
  return undefined;
}

/** The pages each "off" page must be linked from, as its content-map row says. */
function requiredParents(): Map<string, string[]> {
  const parents = new Map<string, string[]>();
  const add = (child: string, parent: string) => parents.set(child, [...(parents.get(child) ?? []), parent]);
  const childrenOf = (parent: string) =>
    routes.filter(
      (route) => route !== parent && route.startsWith(parent) && !route.slice(parent.length, -1).includes('/'),
    );

  add('checkouts-and-widgets/', 'integration/options/');
  for (const method of routes.filter((r) => r.startsWith('payment-methods/') && r !== 'payment-methods/list/')) {
    add(method, 'payment-methods/list/');
  }
  for (const index of [
    'payment-methods/digital-wallets/',
    'payment-methods/mobile-payments/',
    'payment-methods/online-banking/',
    'payment-methods/vouchers/',
  ]) {
    for (const child of childrenOf(index)) add(child, index);
  }
  add('transactions-purchase/mobile/', 'transactions-purchase/overview/');
  add('transactions-2-step/auth/mobile/', 'transactions-2-step/auth/');
  const offRoutes = contentMapRoutes.filter((r) => r.off).map((r) => r.route);
  for (const rail of offRoutes.filter((r) => r.startsWith('transactions-credit/'))) {
    add(rail, 'transactions-credit/overview/');
  }
  for (const capture of ['capture/', 'capture/api/', 'capture/mp/']) {
    add(capture, 'deffered-charge/deffered-charge-by-apple-pay/');
    add(capture, 'deffered-charge/deffered-charge-by-google-pay/');
  }
  return parents;
}

const linkedRoutes = (page: Page): Set<string> =>
  new Set(
    page.links
      .map((link) => link.url.split(/[#?]/)[0])
      .filter((url) => url.startsWith('/'))
      .map((url) => url.slice(1)),
  );

describe('links', () => {
  it('every internal link points to an existing page and heading', () => {
    let checked = 0;
    const broken = loadPages().flatMap((page) =>
      page.links.flatMap((link) => {
        checked += 1;
        const problem = linkProblem(page, link.url);
        return problem ? [`${where(page, link.line)}: ${link.url} — ${problem}`] : [];
      }),
    );
    console.log(`checked ${checked} links`);
    expect(broken).toEqual([]);
  });

  it('every "off" page is linked from the pages its content-map row names', () => {
    const missing: string[] = [];
    for (const [child, parents] of requiredParents()) {
      for (const parent of parents) {
        const pair = pageByRoute.get(parent);
        if (!pair) continue; // a missing parent page is reported by the routes test
        for (const locale of ['en', 'uk'] as const) {
          if (!linkedRoutes(pair[locale]).has(child)) missing.push(`${where(pair[locale])} does not link to /${child}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('every "off" page is linked from at least one other page', () => {
    const unlinked = contentMapRoutes
      .filter((r) => r.off)
      .flatMap(({route}) =>
        (['en', 'uk'] as const)
          .filter((locale) => !pairs.some((pair) => pair.route !== route && linkedRoutes(pair[locale]).has(route)))
          .map((locale) => `/${route} (${locale})`),
      );
    expect(unlinked).toEqual([]);
  });
});
