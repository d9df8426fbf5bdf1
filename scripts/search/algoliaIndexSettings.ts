/**
 * Settings for a hosted Algolia index that holds the records: the DocSearch crawler's settings for Docusaurus sites,
 * with the embedded engine's typo thresholds and synonym ranking, so both engines treat a query alike.
 */
import type {Algoliasearch} from 'algoliasearch';
import {otherProviderNames} from '../../src/data/providerNames';

type IndexSettings = Parameters<Algoliasearch['setSettings']>[0]['indexSettings'];

export const algoliaIndexSettings: IndexSettings = {
  // `language` and `docusaurus_tag` are the facets of DocSearch's contextual search.
  attributesForFaceting: ['type', 'language', 'docusaurus_tag'],
  attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
  attributesToHighlight: ['hierarchy', 'content'],
  attributesToSnippet: ['content:10'],
  camelCaseAttributes: ['hierarchy', 'content'],
  searchableAttributes: [
    'unordered(hierarchy.lvl0)',
    'unordered(hierarchy.lvl1)',
    // The page records' keywords: the readers' words for the page's subject, as the embedded engine reads them.
    'unordered(keywords)',
    'unordered(hierarchy.lvl2)',
    'unordered(hierarchy.lvl3)',
    'unordered(hierarchy.lvl4)',
    'unordered(hierarchy.lvl5)',
    'unordered(hierarchy.lvl6)',
    'content',
  ],
  distinct: true,
  attributeForDistinct: 'url',
  customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
  ranking: ['words', 'filters', 'typo', 'attribute', 'proximity', 'exact', 'custom'],
  minWordSizefor1Typo: 4,
  minWordSizefor2Typos: 8,
  allowTyposOnNumericTokens: false,
  minProximity: 1,
  ignorePlurals: true,
  // Synonyms (pushed with the records) rank just below the words as typed, as in the embedded engine: Algolia's
  // default counts a one-word synonym as exact, which would tie them.
  alternativesAsExact: ['ignorePlurals'],
  indexLanguages: ['uk', 'en'],
  queryLanguages: ['uk', 'en'],
  advancedSyntax: true,
  attributeCriteriaComputedByMinProximity: true,
  removeWordsIfNoResults: 'allOptional',
  // Another provider's name says where the reader comes from («холд як у liqpay»): without it optional, Algolia would
  // only return the few pages that name the provider, where the embedded engine counts the name for little.
  optionalWords: [...otherProviderNames],
};
