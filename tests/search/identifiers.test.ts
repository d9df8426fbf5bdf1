/**
 * Identifiers on the real built site: the page that defines one is the first result, in both locales. The codes page
 * defines every response code name; the API reference pages every operationId, method and path, and event type of
 * the spec; a few more identifiers are defined by a reference table or a heading of a page. Runs after the
 * production build, like quality.test.ts.
 */
import {describe, expect, it} from 'vitest';
import {loadBuiltSearchEngine, readBuiltSearchIndexes} from '../../scripts/search/builtSearchIndexes';
import {responseCodeFields, responseCodes, responseCodesPage} from '../../src/data/response-codes';
import {stripeDeclineCodes} from '../../src/data/stripe-decline-codes';
import {operationsOf, webhooksOf} from '../../plugins/api-reference/model';
import {loadSpec} from '../../plugins/api-reference/spec';
import {isIdentifier} from '../../src/search/identifiers';

const buildDir = process.env.SEARCH_BUILD_DIR ?? 'build';

const definedByDataFiles: Array<[string, string]> = [
  ...responseCodes.map(({reason}) => [reason, responseCodesPage] as [string, string]),
  ...responseCodeFields.map((field) => [field, responseCodesPage] as [string, string]),
  // Another provider's code, pasted by a reader moving over: the table of its Kalyna equivalents.
  ...stripeDeclineCodes.map(({stripeCode}) => [stripeCode, responseCodesPage] as [string, string]),
].filter(([identifier]) => isIdentifier(identifier));

/** A reason typed as words, the whole query: "insufficient funds", "do not honour". */
const reasonsAsWords: Array<[string, string]> = [
  ...new Set(responseCodes.map(({reason}) => reason).filter((reason) => reason.includes('_'))),
].map((reason) => [reason.replace(/_/g, ' '), responseCodesPage]);

const spec = loadSpec('en');
const definedByEventPages: Array<[string, string]> = webhooksOf(spec).map(({eventType, route}) => [eventType, route]);

/** Each way a reader writes an operation: its operationId, method and full path, path without `/v1`, bare path. */
const operationQueries: Array<[string, string]> = operationsOf(spec).flatMap(({operation, method, path, route}) => [
  [operation.operationId, route],
  [`${method.toUpperCase()} /v1${path}`, route],
  [`${method.toUpperCase()} ${path}`, route],
  [`${method} /v1${path}`, route],
]);
// A bare path names the first operation on it: for `/payments/{payment_id}/refunds` the refund, not the refund list.
const bareOperationPaths: Array<[string, string]> = [
  ['/v1/payments/{payment_id}/refunds', 'reference/refunds/create-refund/'],
  ['/payments/{payment_id}/refunds', 'reference/refunds/create-refund/'],
  ['/v1/payments/{payment_id}/capture', 'reference/payments/capture-payment/'],
];

// A method's field by the method's page, which explains it (the table of payment attributes lists it too), a field in
// that table, a header named by the heading of the section that explains it (the request envelope's table lists it
// too), a widget option.
const definedByPages: Array<[string, string]> = [
  ['payment_method.upi.vpa', 'payment-methods/digital-wallets/upi/'],
  ['split[].recipient_id', 'payload/payment-attributes/'],
  ['Idempotency-Key', 'api-usage/peculiarities/'],
  ['onSuccess', 'checkouts-and-widgets/payment-widget/list/'],
  // A key's prefix, as a reader pastes it: the table of keys.
  ['sk_test_', 'api-usage/authentication/'],
  ['sk_live', 'api-usage/authentication/'],
  ['pk_test_', 'api-usage/authentication/'],
];

// An identifier with a word or three around it is still what the reader looks for; in a question of more words it is
// a detail, and the page about the question's subject leads (src/search/searchEngine.ts, maxWordsBesideLeadingIdentifier).
const identifierWithFewWords: Record<string, Array<[string, string]>> = {
  en: [['1602 paytm payout', responseCodesPage]],
  uk: [['1602 виплата paytm', responseCodesPage]],
};
const identifierInQuestion: Record<string, Array<[string, string]>> = {
  en: [['invalid_card_number on the checkout page with a test card', 'testing/cards/']],
  uk: [['чому клієнт бачить invalid_card_number на тестовій картці', 'testing/cards/']],
};

const builtIndexes = await Promise.all(
  readBuiltSearchIndexes(buildDir).map(async (built) => ({built, engine: await loadBuiltSearchEngine(built)})),
);

describe.each(builtIndexes)('identifiers on the built site, $built.indexFile.language', ({built, engine}) => {
  const localeBase = built.indexFile.language === 'en' ? '/' : `/${built.indexFile.language}/`;
  const firstRoute = (query: string) => {
    const first = engine.search(query).pages[0];
    return first === undefined ? null : engine.pages[first.pageIndex].path.slice(localeBase.length);
  };

  it('ranks the reference page of a data file first for every identifier the file lists', () => {
    expect(definedByDataFiles.length).toBeGreaterThan(30);
    const misses = definedByDataFiles.filter(([identifier, route]) => firstRoute(identifier) !== route);
    expect(misses).toEqual([]);
  });

  it('ranks the event page of the API reference first for every event type of the spec', () => {
    expect(definedByEventPages.length).toBeGreaterThan(30);
    const misses = definedByEventPages.filter(([identifier, route]) => firstRoute(identifier) !== route);
    expect(misses).toEqual([]);
  });

  it('ranks the operation page first for its operationId and for its method and path, with or without /v1', () => {
    expect(operationQueries.length).toBeGreaterThan(100);
    const misses = operationQueries
      .filter(([query, route]) => firstRoute(query) !== route)
      .map(([query, route]) => `${query} → ${firstRoute(query)} (expected ${route})`);
    expect(misses).toEqual([]);
  });

  it.each(bareOperationPaths)('ranks the first operation on %s first', (path, route) => {
    expect(firstRoute(path)).toBe(route);
  });

  it.each(reasonsAsWords)('ranks the codes page first for the reason typed as words, "%s"', (words, route) => {
    expect(firstRoute(words)).toBe(route);
  });

  it('ranks the defining page first when the identifier comes with a few words, the subject when in a question', () => {
    const language = built.indexFile.language;
    for (const [query, route] of [...identifierWithFewWords[language], ...identifierInQuestion[language]]) {
      expect(firstRoute(query), query).toBe(route);
    }
  });

  it.each(definedByPages)('ranks the page that defines %s first', (identifier, route) => {
    expect(firstRoute(identifier)).toBe(route);
    expect(firstRoute(`${identifier} `)).toBe(route);
  });
});
