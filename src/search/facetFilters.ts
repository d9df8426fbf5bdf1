/**
 * Algolia's `facetFilters`, as DocSearch's contextual search sends them:
 * `['language:uk', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]` means language uk AND one of the
 * tags. Outer lists are AND, inner lists are OR, a leading `-` negates.
 */
export type FacetFilters = string | FacetFilters[];

type FacetValues = Record<string, unknown>;

function unquote(value: string): string {
  return value.length >= 2 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value;
}

function matchesFilter(filter: string, record: FacetValues): boolean {
  const negated = filter.startsWith('-');
  const separator = filter.indexOf(':');
  if (separator < 0) {
    return false;
  }
  const attribute = unquote(filter.slice(negated ? 1 : 0, separator));
  const expected = unquote(filter.slice(separator + 1));
  const actual = record[attribute];
  const matches = Array.isArray(actual) ? actual.includes(expected) : actual === expected;
  return negated ? !matches : matches;
}

export function matchesFacetFilters(filters: FacetFilters | undefined, record: FacetValues, nested = false): boolean {
  if (filters === undefined) {
    return true;
  }
  if (typeof filters === 'string') {
    return matchesFilter(filters, record);
  }
  return nested
    ? filters.length === 0 || filters.some((filter) => matchesFacetFilters(filter, record, true))
    : filters.every((filter) => matchesFacetFilters(filter, record, true));
}
