import {describe, expect, it} from 'vitest';
import {matchesFacetFilters} from '../../../src/search/facetFilters';

const record = {language: 'uk', docusaurus_tag: 'docs-default-current', type: 'content'};

describe('facet filters', () => {
  it('reads outer lists as AND and inner lists as OR', () => {
    expect(
      matchesFacetFilters(['language:uk', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']], record),
    ).toBe(true);
    expect(matchesFacetFilters(['language:uk', ['docusaurus_tag:default']], record)).toBe(false);
    expect(matchesFacetFilters(['language:en'], record)).toBe(false);
  });

  it('accepts a single string, quotes and negation', () => {
    expect(matchesFacetFilters('language:uk', record)).toBe(true);
    expect(matchesFacetFilters(['"type":"content"'], record)).toBe(true);
    expect(matchesFacetFilters(['-type:content'], record)).toBe(false);
    expect(matchesFacetFilters(undefined, record)).toBe(true);
  });
});
