/**
 * The modal's strings: the theme's translations, with the specification's wording where the theme's differs. The
 * "no results" screen also stands in for the error screen, which DocSearch does not keep (see
 * src/search/indexState.ts): while the embedded index cannot be loaded it carries the error screen's words.
 *
 * Only the modal (./DocSearchModal.tsx) and the search page import this, so the strings stay out of the main script
 * (src/theme/SearchTranslations keeps the button's). Their Ukrainian is imported first: the theme's module reads
 * it as it loads.
 */
import '@generated/kalyna-translations/searchModal';
import {translate} from '@docusaurus/Translate';
import type SearchTranslations from '@theme/SearchTranslations';
import themeSearchTranslations from '@theme-original/SearchTranslations';
import type {SearchIndexState} from '@site/src/search/indexState';

/** Every string of the theme's search: the button's, the modal's and the placeholder. */
export const searchTranslations = themeSearchTranslations as typeof SearchTranslations;

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
  const screen =
    indexState === 'unavailable'
      ? {
          ...noResultsScreen,
          noResultsText: modal.errorScreen?.titleText ?? noResultsScreen.noResultsText,
          reportMissingResultsText: modal.errorScreen?.helpText ?? noResultsScreen.reportMissingResultsText,
        }
      : noResultsScreen;
  return {...searchTranslations, modal: {...modal, noResultsScreen: screen}};
}
