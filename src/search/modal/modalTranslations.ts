/**
 * The modal's strings: the theme's translations, with the specification's wording where the theme's differs. The
 * "no results" screen also stands in for two screens DocSearch does not show (see src/search/indexState.ts): while
 * the embedded index is still loading it says the search is under way, and while the index cannot be loaded it
 * carries the error screen's words.
 */
import {translate} from '@docusaurus/Translate';
import searchTranslations from '@theme/SearchTranslations';
import type {SearchIndexState} from '@site/src/search/indexState';

export function modalTranslations(indexState: SearchIndexState): typeof searchTranslations {
  const {modal = {}} = searchTranslations;
  const noResultsScreen = {
    ...modal.noResultsScreen,
    noResultsText: translate({
      id: 'search.modal.noResultsText',
      message: 'No results for',
      description: 'Before the query on the search modal screen shown when a query finds nothing',
    }),
  };
  const screens: Partial<Record<SearchIndexState, typeof noResultsScreen>> = {
    loading: {
      ...noResultsScreen,
      noResultsText: translate({
        id: 'search.modal.loadingText',
        message: 'Searching for',
        description: 'Before the query on the search modal while the search index is still loading',
      }),
    },
    unavailable: {
      ...noResultsScreen,
      noResultsText: modal.errorScreen?.titleText ?? noResultsScreen.noResultsText,
      reportMissingResultsText: modal.errorScreen?.helpText ?? noResultsScreen.reportMissingResultsText,
    },
  };
  return {...searchTranslations, modal: {...modal, noResultsScreen: screens[indexState] ?? noResultsScreen}};
}
