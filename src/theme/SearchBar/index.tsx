/**
 * Wraps the theme's DocSearch bar. With hosted Algolia it is the original, untouched. With the embedded index the same
 * modal gets a search client that answers from the index (src/search), its "no results" screen gets a prefilled
 * e-mail to the docs team, and, while the index cannot be loaded, that screen says so in the error screen's words
 * (see src/search/indexAvailability.ts for why the error screen itself does not show).
 */
import {useEffect, type ReactNode} from 'react';
import SearchBar from '@theme-original/SearchBar';
import searchTranslations from '@theme/SearchTranslations';
import {embeddedSearchClient} from '@site/src/search/embeddedSearchClient';
import {useSearchIndexUnavailable} from '@site/src/search/indexAvailability';
import {missingResultsUrl} from '@site/src/search/missingResultsUrl';
import {useIsEmbeddedSearch, useSearchIndexUrl} from '@site/src/search/useEmbeddedSearch';

function indexUnavailableTranslations() {
  const {modal = {}} = searchTranslations;
  return {
    ...searchTranslations,
    modal: {
      ...modal,
      noResultsScreen: {
        ...modal.noResultsScreen,
        noResultsText: modal.errorScreen?.titleText,
        reportMissingResultsText: modal.errorScreen?.helpText,
      },
    },
  };
}

function EmbeddedSearchBar(props: object): ReactNode {
  const searchClient = embeddedSearchClient(useSearchIndexUrl());
  const indexUnavailable = useSearchIndexUnavailable();
  return (
    <SearchBar
      {...props}
      transformSearchClient={() => searchClient}
      getMissingResultsUrl={missingResultsUrl}
      {...(indexUnavailable && {translations: indexUnavailableTranslations()})}
    />
  );
}

/**
 * DocSearch's modal reads localStorage without guarding it, so a browser that blocks storage would break the navbar
 * once search opens; an in-memory stand-in keeps search working for the session.
 */
function ensureUsableLocalStorage(): void {
  try {
    window.localStorage.getItem('kalyna-storage-probe');
  } catch {
    const entries = new Map<string, string>();
    const memoryStorage: Storage = {
      get length() {
        return entries.size;
      },
      clear: () => entries.clear(),
      getItem: (key) => entries.get(key) ?? null,
      key: (index) => [...entries.keys()][index] ?? null,
      removeItem: (key) => void entries.delete(key),
      setItem: (key, value) => void entries.set(key, String(value)),
    };
    try {
      Object.defineProperty(window, 'localStorage', {value: memoryStorage, configurable: true});
    } catch {
      // The property cannot be replaced here; search then works as far as DocSearch allows.
    }
  }
}

export default function SearchBarWrapper(props: object): ReactNode {
  useEffect(ensureUsableLocalStorage, []);
  return useIsEmbeddedSearch() ? <EmbeddedSearchBar {...props} /> : <SearchBar {...props} />;
}
