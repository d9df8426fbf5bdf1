/**
 * Identifiers of the API: response codes (`1302`) and their names (`invalid_card_number`), event types
 * (`refund.failed`), fields (`payment_method.upi.vpa`, `split[].amount`) and headers (`Idempotency-Key`). The word
 * index cuts them into words, which every page that mentions them has; so the index builder also files each identifier
 * whole under the sections that define it, and a query that holds one ranks those pages first. Both sides must
 * recognize an identifier alike.
 */

export interface QueryIdentifier {
  /** The identifier as the index files it (see normalizeIdentifier). */
  identifier: string;
  /** Whether it is the end of the query with no space after it, so still being typed: then it matches as a prefix. */
  isBeingTyped: boolean;
}

// Words joined by `_`, `.`, `-` or `[].` (at least two of them), or a camelCase word: what no prose word looks like.
// Also a number of exactly four digits, the shape of a response code (`1302`): a page defines one only when the
// codes data file says so (plugins/search-index/referenceIdentifiers.ts), so a year or an amount defines nothing.
// An API path (`/payments/{payment_id}/refunds`), with its method before it if any (`POST /v1/payments`) and the
// API's address if pasted whole from a log, is one identifier too: the API reference page of the operation defines it.
const apiPathSource = String.raw`(?:(?:GET|POST|PUT|PATCH|DELETE|get|post|put|patch|delete)[ \t]+)?(?:https?:\/\/[A-Za-z0-9.-]+(?::\d+)?)?(?:\/[A-Za-z0-9_.{}-]+)+\/?`;
const identifierSource = String.raw`${apiPathSource}|[A-Za-z0-9]+(?:(?:[._-]|\[\]\.?)[A-Za-z0-9]+)+|[a-z]+[A-Z][A-Za-z0-9]*|(?<![\d.,])\d{4}(?![\d.,])`;
const identifierShape = new RegExp(`^(?:${identifierSource})$`);
// The same shapes inside a query, where an identifier stands between spaces or punctuation.
const identifierInText = new RegExp(identifierSource, 'g');

export function isIdentifier(text: string): boolean {
  return identifierShape.test(text);
}

const apiPathShape = new RegExp(`^${apiPathSource}$`);

/**
 * A segment of a path that stands for one resource: a parameter, whatever the reader calls it (`{id}`,
 * `{payment_id}`), or an id pasted from a log or a response (`pay_7hq2lm9x…`, a prefix and random letters with a
 * digit among them).
 */
const resourceSegment = /\/(?:\{[^/{}]*\}|[a-z0-9]{2,5}_(?=[a-z0-9]*\d)[a-z0-9]{6,})(?=\/|$)/g;

/**
 * Headers are case-insensitive, and readers type identifiers in lower case. An API path is the same with or without
 * the version prefix every path of the API shares (`/v1`), one space after its method and no trailing slash, and
 * with any name or value of its parameters (`/payments/{}/refunds`).
 */
export function normalizeIdentifier(identifier: string): string {
  const normalized = identifier
    .toLowerCase()
    .replace(/^((?:\w+\s+)?)https?:\/\/[^/\s]+(?=\/)/, '$1')
    .replace(/^(\w+)\s+\//, '$1 /')
    .replace(/(^|\s)\/v\d+(?=\/)/, '$1')
    .replace(/(.)\/$/, '$1');
  return apiPathShape.test(normalized) ? normalized.replace(resourceSegment, '/{}') : normalized;
}

export function identifiersInQuery(query: string): QueryIdentifier[] {
  return Array.from(query.matchAll(identifierInText), (match) => ({
    identifier: normalizeIdentifier(match[0]),
    isBeingTyped: match.index + match[0].length === query.length,
  }));
}

/** The query with its identifiers blanked out: the words the reader typed around them. */
export function withoutIdentifiers(query: string): string {
  return query.replace(identifierInText, ' ');
}
