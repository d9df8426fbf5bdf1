/**
 * The identifiers each reference page defines for the site search: an operation's operationId and its method and
 * path (with and without the method), an event's type. The search index files each under its page, and the search
 * ranks that page first for a query that holds one (src/search/identifiers.ts).
 */
import {operationsOf, serverPathPrefix, webhooksOf} from './model';
import {loadSpec} from './spec';

/**
 * The search weight of a reference page's word matches (see IndexedPage.rankWeight): its tables repeat the guides'
 * words, so for "partial refund" the guide leads and the `payment.partially_refunded` page follows.
 */
export const referenceRankWeight = 0.4;

/** [identifier as a reader writes it, route of the page that defines it] */
export function referencePageIdentifiers(): Array<[string, string]> {
  const spec = loadSpec('en');
  const prefix = serverPathPrefix(spec);
  const pathOwners = new Set<string>();
  const operations = operationsOf(spec).flatMap((entry): Array<[string, string]> => {
    const method = entry.method.toUpperCase();
    // A path without its method names the first operation on it in the spec (`POST /payments` before `GET /payments`).
    const ownsPath = !pathOwners.has(entry.path);
    pathOwners.add(entry.path);
    return [
      [entry.operation.operationId, entry.route],
      [`${method} ${prefix}${entry.path}`, entry.route],
      [`${method} ${entry.path}`, entry.route],
      ...(ownsPath
        ? ([
            [`${prefix}${entry.path}`, entry.route],
            [entry.path, entry.route],
          ] as Array<[string, string]>)
        : []),
    ];
  });
  const events = webhooksOf(spec).map((entry): [string, string] => [entry.eventType, entry.route]);
  return [...operations, ...events];
}

/** The guide that explains the problem codes every operation can answer with. */
const problemCodesPage = 'error-handling/http-statuses/';

/**
 * The codes of the problem body that any operation may return (`validation_error`, `request_in_progress`), as the
 * spec's Problem schema lists them in the description of its `code`. Every errors table repeats some of them; the guide
 * to HTTP statuses and errors is where a reader learns what they mean.
 */
export function problemCodeIdentifiers(): Array<[string, string]> {
  const description = loadSpec('en').components.schemas.Problem?.properties?.code?.description ?? '';
  return Array.from(description.matchAll(/`([a-z][a-z0-9_]+)`/g), ([, code]): [string, string] => [
    code,
    problemCodesPage,
  ]);
}
