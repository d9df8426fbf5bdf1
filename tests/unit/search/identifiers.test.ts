import {describe, expect, it} from 'vitest';
import {extractPage, type ExtractedPage} from '../../../plugins/search-index/extractPage';
import {withExplainedIdentifiers} from '../../../plugins/search-index/explainedIdentifiers';
import {
  referencePagesOfIdentifiers,
  withReferenceIdentifiers,
} from '../../../plugins/search-index/referenceIdentifiers';
import {responseCodesPage} from '../../../src/data/response-codes';
import {answerSearchRequest} from '../../../src/search/algoliaResponse';
import {identifiersInQuery, isIdentifier, normalizeIdentifier} from '../../../src/search/identifiers';
import type {IndexedPage} from '../../../src/search/indexFormat';
import {fixtureEngine, page, resultPaths} from './fixtureIndex';

describe('identifiers in a query', () => {
  it('knows an identifier by its joined words, whatever joins them', () => {
    for (const identifier of ['invalid_card_number', 'refund.failed', 'payment_method.upi.vpa', 'Idempotency-Key']) {
      expect(isIdentifier(identifier), identifier).toBe(true);
    }
    expect(isIdentifier('split[].amount')).toBe(true);
    expect(isIdentifier('/payments/{payment_id}/refunds')).toBe(true);
    expect(isIdentifier('POST /v1/payments')).toBe(true);
    expect(isIdentifier('onSuccess')).toBe(true);
    expect(isIdentifier('1302')).toBe(true);
    for (const word of ['refund', 'approved', 'P2P-переказ', 'pay_', '130', '13020']) {
      expect(isIdentifier(word), word).toBe(false);
    }
  });

  it('finds identifiers among the words of a query, in lower case, the last one still being typed', () => {
    expect(identifiersInQuery('вебхук Refund.Failed')).toEqual([{identifier: 'refund.failed', isBeingTyped: true}]);
    expect(identifiersInQuery('Idempotency-Key header')).toEqual([
      {identifier: 'idempotency-key', isBeingTyped: false},
    ]);
    expect(identifiersInQuery('повернення коштів')).toEqual([]);
    expect(identifiersInQuery('відмова 1302')).toEqual([{identifier: '1302', isBeingTyped: true}]);
    expect(identifiersInQuery('1 302,50 грн 130200')).toEqual([]);
  });

  it('reads an API path as one identifier, with its method, without the /v1 every path shares', () => {
    expect(identifiersInQuery('POST  /v1/payments/{payment_id}/refunds')).toEqual([
      {identifier: 'post /payments/{}/refunds', isBeingTyped: true},
    ]);
    expect(identifiersInQuery('/v1/payments/ refund')).toEqual([{identifier: '/payments', isBeingTyped: false}]);
  });

  it('reads a path the same whatever its parameters are called, and with an id pasted in their place', () => {
    for (const query of [
      'POST /payments/{id}/refunds',
      'post /v1/payments/{paymentId}/refunds',
      'POST https://api.kalyna.example/v1/payments/pay_7Hq2Lm9Xc4Vb8Nd1Rt6Yk3Pa/refunds',
    ]) {
      expect(identifiersInQuery(query).at(-1)?.identifier, query).toBe('post /payments/{}/refunds');
    }
    // A segment of the path's own words stays, even with an underscore: it names a resource, not one of them.
    expect(normalizeIdentifier('/payment_links/{link_id}')).toBe('/payment_links/{}');
    expect(normalizeIdentifier('/split_refunds')).toBe('/split_refunds');
  });
});

describe('where a page defines an identifier', () => {
  const html = `<article><div class="theme-doc-markdown">
    <h1>Webhooks</h1>
    <p>A failed refund sends <code>refund.failed</code>; see also <code>payment.refunded</code>.</p>
    <h2 id="events">Events</h2>
    <table><thead><tr><th>Event type</th><th>Object</th></tr></thead><tbody>
      <tr><td><code>refund.failed</code></td><td><code>refund_object</code></td></tr>
      <tr><td><code>refund.succeeded</code></td><td><code>refund</code></td></tr>
      <tr><td>Anything else</td><td>—</td></tr>
    </tbody></table>
    <h2 id="glance">At a glance</h2>
    <table><tbody>
      <tr><td>Country</td><td>India</td></tr>
      <tr><td>Currency</td><td>INR</td></tr>
      <tr><td><code>payment_method.type</code></td><td><code>upi</code></td></tr>
    </tbody></table>
    <h3 id="header">The <code>Idempotency-Key</code> header</h3>
    <pre><code>curl -H "X-Request-Id: 1"</code></pre>
    <h4>The <code>Retry-After</code> header</h4>
    <h2 id="errors">Errors</h2>
    <table><tbody>
      <tr><td>422 <code>validation_error</code>, <code>capture_not_supported</code></td><td>No holds</td></tr>
      <tr><td>409 <code>idempotency_key_in_use</code></td><td>Send the original body</td></tr>
      <tr><td><code>card_declined</code> after a retry</td><td>Ask for another card</td></tr>
      <tr><td>429, 500</td><td>Retry later</td></tr>
    </tbody></table>
    <h2 id="keys">Keys</h2>
    <table><tbody>
      <tr><td><code>sk_test_…</code>, <code>sk_live_…</code></td><td>Secret key</td></tr>
      <tr><td><code>pk_test_…</code></td><td>Publishable key, not <code>pk_other_…</code></td></tr>
    </tbody></table>
  </div></article>`;
  const sections = extractPage(html, '/webhooks/')!.sections;

  it('files what a heading names, and the row keys of a reference table (the codes after an HTTP status in an errors table), under their section', () => {
    expect(sections.map((section) => section.identifiers)).toEqual([
      [],
      ['refund.failed', 'refund.succeeded'],
      [],
      ['idempotency-key', 'retry-after'],
      ['validation_error', 'capture_not_supported', 'idempotency_key_in_use'],
      // A key given as its prefix and an ellipsis defines the prefix.
      ['sk_test', 'sk_live', 'pk_test'],
    ]);
  });

  it('takes no mention in text, in other cells, in a table of properties or in code as a definition', () => {
    const all = sections.flatMap((section) => section.identifiers);
    for (const mention of [
      'payment.refunded',
      'refund_object',
      'payment_method.type',
      'x-request-id',
      'card_declined',
      'pk_other',
    ]) {
      expect(all).not.toContain(mention);
    }
  });
});

describe('identifiers a data file lists', () => {
  const extracted = (path: string, identifiers: string[], text: string): ExtractedPage => ({
    path,
    lvl1: path,
    sidebarCategory: null,
    navbarSection: null,
    sections: [
      {lvl2: null, lvl3: null, anchor: null, contents: ['Intro.'], identifiers: []},
      {lvl2: 'Events', lvl3: null, anchor: 'events', contents: [text], identifiers},
    ],
  });

  it('names the reference page of every response code name, problem code, event type, operationId and operation path', () => {
    const references = referencePagesOfIdentifiers();
    expect(references.get('invalid_card_number')).toBe(responseCodesPage);
    expect(references.get('status_reason')).toBe(responseCodesPage);
    // A problem code any operation may answer with is the guide's, not that of the first errors table to list it.
    expect(references.get('request_in_progress')).toBe('error-handling/http-statuses/');
    expect(references.get('validation_error')).toBe('error-handling/http-statuses/');
    expect(references.get('refund.failed')).toBe('reference/webhooks/refund-failed/');
    expect(references.get('createrefund')).toBe('reference/refunds/create-refund/');
    expect(references.get('post /payments/{}/refunds')).toBe('reference/refunds/create-refund/');
    expect(references.get('get /payments/{}/refunds')).toBe('reference/refunds/list-refunds/');
    expect(references.get('/payments/{}/refunds')).toBe('reference/refunds/create-refund/');
  });

  it('are defined by their reference page, in the section that has them, and by no copy of the list', () => {
    const reference = withReferenceIdentifiers(
      extracted('/reference/webhooks/payment-captured/', [], 'payment.captured: funds are charged.'),
      'reference/webhooks/payment-captured/',
    );
    expect(reference.sections[1].identifiers).toContain('payment.captured');
    const copy = withReferenceIdentifiers(
      extracted('/status-codes/payment-cycle/', ['payment.captured', 'amount_captured'], 'payment.captured'),
      'status-codes/payment-cycle/',
    );
    expect(copy.sections[1].identifiers).toEqual(['amount_captured']);
  });

  it('leave the field tables of an API reference page to the guides that explain the fields', () => {
    const object = withReferenceIdentifiers(
      extracted('/reference/objects/payment/', ['amount_captured'], 'amount_captured'),
      'reference/objects/payment/',
    );
    expect(object.sections[1].identifiers).toEqual([]);
  });

  it("are defined also by the page that explains them: a method's page its own fields", () => {
    const mpesa = withExplainedIdentifiers(
      extracted(
        '/payment-methods/mobile-payments/mpesa/',
        [],
        'Send payment_method.mpesa.phone; not payment_method.upi.vpa.',
      ),
      'payment-methods/mobile-payments/mpesa/',
    );
    expect(mpesa.sections[1].identifiers).toEqual(['payment_method.mpesa.phone']);
    const otherPage = withExplainedIdentifiers(
      extracted('/payload/payment-attributes/', [], 'Send payment_method.mpesa.phone.'),
      'payload/payment-attributes/',
    );
    expect(otherPage.sections[1].identifiers).toEqual([]);
  });
});

describe('search for an identifier', () => {
  const defining = (path: string, title: string, identifier: string, text: string, intro: string): IndexedPage => ({
    path,
    lvl0: 'API',
    lvl1: title,
    otherLanguageTitles: [],
    sections: [
      {lvl2: null, lvl3: null, anchor: null, contents: [intro]},
      {lvl2: 'Reference', lvl3: null, anchor: 'reference', contents: [text], identifiers: [identifier]},
    ],
  });
  const engine = fixtureEngine({
    pages: [
      // Says "refund" and "failed" in its title and headings, and more often.
      page('/refunds/failed/', 'Refunds', 'Refund failed', [
        [null, null, ['A refund failed? A failed refund, refund.failed, is rare: refund again when a refund failed.']],
        ['Why a refund failed', 'why', ['The refund failed because the refund failed at the bank: refund.failed.']],
      ]),
      defining(
        '/webhooks/',
        'Webhooks',
        'refund.failed',
        'refund.failed — a refund could not be completed.',
        // The introduction matches the words better than the table row that defines the identifier.
        'When a refund failed, or a refund failed again, the refund failed event tells you the refund failed.',
      ),
      defining('/headers/', 'Headers', 'idempotency-key', 'Idempotency-Key — a new UUID per operation.', 'Headers.'),
      page('/idempotency/', 'API', 'Idempotency key', [[null, null, ['Send an Idempotency-Key with every key.']]]),
      // Two endpoints list the same query parameter; the pagination page explains it.
      defining('/payments/list/', 'List payments', 'starting_after', 'starting_after — the last ID seen.', 'Lists.'),
      defining('/disputes/list/', 'List disputes', 'starting_after', 'starting_after — the last ID seen.', 'Lists.'),
      page('/pagination/', 'API', 'Pagination', [
        [null, null, ['Pass starting_after, the ID of the last item, to get the page after it: starting after it.']],
      ]),
    ],
  });

  it('ranks the page that defines it above the pages that only mention it', () => {
    expect(resultPaths(engine, 'refund.failed')[0]).toBe('/webhooks/');
    expect(resultPaths(engine, 'refund.failed ')).toEqual(['/webhooks/', '/refunds/failed/']);
    expect(resultPaths(engine, 'Idempotency-Key')[0]).toBe('/headers/');
    expect(resultPaths(engine, 'idempotency key')[0]).toBe('/idempotency/');
  });

  it('leaves an identifier that several pages define to the words, as the page that explains it has them most', () => {
    expect(resultPaths(engine, 'starting_after')[0]).toBe('/pagination/');
  });

  it('ranks it first while it is still being typed', () => {
    expect(resultPaths(engine, 'refund.fa')[0]).toBe('/webhooks/');
  });

  it('shows the section that defines it first', async () => {
    const response = await answerSearchRequest(engine, {indexName: 'kalyna-docs', query: 'refund.failed'});
    expect(response.hits.slice(0, 2).map((hit) => [hit.url_without_anchor, hit.anchor])).toEqual([
      ['https://docs.kalyna.example/webhooks/', null],
      ['https://docs.kalyna.example/webhooks/', 'reference'],
    ]);
  });
});
