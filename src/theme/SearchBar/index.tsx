/**
 * Wraps the theme's DocSearch bar. In both engines the modal keeps the keys typed right after the shortcut
 * (useShortcutKeystrokes), is loaded ahead of the first search when the reader shows intent (useSearchPreload) and
 * says "No results for" as the specification does (src/search/modal, loaded with the modal). With the embedded index
 * the same modal also gets a search client that answers from the index (src/search), the index itself loads ahead,
 * and its "no results" screen gets suggestions of what to search instead and a prefilled e-mail to the docs team.
 */
import {useEffect, type ReactNode} from 'react';
import SearchBar from '@theme-original/SearchBar';
// The button paints with the page, so its rules and the variables it shares with the modal load with the page; the
// modal's own rules load with the modal (plugins/search-modal-styles).
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';
import {embeddedSearchClient} from '@site/src/search/embeddedSearchClient';
import {useSearchIndexState} from '@site/src/search/indexState';
import {missingResultsUrl} from '@site/src/search/missingResultsUrl';
import {useIsEmbeddedSearch, useSearchIndexUrl} from '@site/src/search/useEmbeddedSearch';
import NoResultsSuggestions from './NoResultsSuggestions';
import {useSearchAgainOnBetterAnswer} from './useSearchAgainOnBetterAnswer';
import {useSearchPreload} from './useSearchPreload';
import {useShortcutKeystrokes} from './useShortcutKeystrokes';

function EmbeddedSearchBar(props: object): ReactNode {
  const searchClient = embeddedSearchClient(useSearchIndexUrl());
  const indexState = useSearchIndexState();
  useEffect(() => {
    // Read by custom.css, which hides the "no results" icon while the screen says the search is under way.
    document.documentElement.dataset.searchIndex = indexState;
  }, [indexState]);
  useSearchPreload(searchClient.preload);
  useSearchAgainOnBetterAnswer(searchClient);
  return (
    <>
      <SearchBar
        {...props}
        transformSearchClient={() => searchClient}
        // No "let us know" link for a query whose results are still on their way.
        {...(indexState !== 'loading' && {getMissingResultsUrl: missingResultsUrl})}
      />
      <NoResultsSuggestions suggest={searchClient.searchSuggestions} />
    </>
  );
}

function HostedSearchBar(props: object): ReactNode {
  useSearchPreload();
  return <SearchBar {...props} />;
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
  useShortcutKeystrokes();
  return useIsEmbeddedSearch() ? <EmbeddedSearchBar {...props} /> : <HostedSearchBar {...props} />;
}
