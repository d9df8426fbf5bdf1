/**
 * Identifiers on the real built site: the page that defines one is the first result, in both locales. The pages that
 * the data files name define every response code name and event type they list; a few more identifiers are defined
 * by a reference table or a heading of a page. Runs after the production build, like quality.test.ts.
 */
import {describe, expect, it} from 'vitest';
import {diskPageTextLoader, readBuiltSearchIndexes} from '../../scripts/search/builtSearchIndexes';
import {responseCodes, responseCodesPage} from '../../src/data/response-codes';
import {webhookEvents, webhookEventsPage} from '../../src/data/webhook-events';
import {isIdentifier} from '../../src/search/identifiers';
import {SearchEngine} from '../../src/search/searchEngine';

const buildDir = process.env.SEARCH_BUILD_DIR ?? 'build';

const definedByDataFiles: Array<[string, string]> = [
  ...responseCodes.map(({reason}) => [reason, responseCodesPage] as [string, string]),
  ...webhookEvents.map(({type}) => [type, webhookEventsPage] as [string, string]),
].filter(([identifier]) => isIdentifier(identifier));

// A field in the table of payment attributes, a header in the request envelope's table, a widget option, an event type.
const definedByPages: Array<[string, string]> = [
  ['payment_method.upi.vpa', 'payload/payment-attributes/'],
  ['split[].recipient_id', 'payload/payment-attributes/'],
  ['Idempotency-Key', 'payload/overview/'],
  ['onSuccess', 'checkouts-and-widgets/payment-widget/list/'],
];

describe.each(readBuiltSearchIndexes(buildDir))('identifiers on the built site, $indexFile.language', (built) => {
  const engine = SearchEngine.fromIndexFile(built.indexFile, diskPageTextLoader(built));
  const localeBase = built.indexFile.language === 'en' ? '/' : `/${built.indexFile.language}/`;
  const firstRoute = (query: string) => {
    const first = engine.search(query).pages[0];
    return first === undefined ? null : engine.pages[first.pageIndex].path.slice(localeBase.length);
  };

  it('ranks the reference page of a data file first for every identifier the file lists', () => {
    expect(definedByDataFiles.length).toBeGreaterThan(40);
    const misses = definedByDataFiles.filter(([identifier, route]) => firstRoute(identifier) !== route);
    expect(misses).toEqual([]);
  });

  it.each(definedByPages)('ranks the page that defines %s first', (identifier, route) => {
    expect(firstRoute(identifier)).toBe(route);
    expect(firstRoute(`${identifier} `)).toBe(route);
  });
});
