/**
 * Wraps the theme's DocSearch bar. In both engines the modal keeps the keys typed right after the shortcut
 * (useShortcutKeystrokes), is loaded ahead of the first search when the reader shows intent (useSearchPreload) and
 * says "No results for" as the specification does (src/search/modal, loaded with the modal). With the embedded index
 * the same modal also gets a search client that answers from the index (src/search), the index itself loads ahead,
 * and its "no results" screen gets suggestions of what to search instead and a prefilled e-mail to the docs team.
 */
import {useCallback, useEffect, type ReactNode} from 'react';
import SearchBar from '@theme-original/SearchBar';
// The button paints with the page, so its rules and the variables it shares with the modal load with the page; the
// modal's own rules load with the modal (plugins/search-modal-styles).
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {embeddedSearchClient} from '@site/src/search/embeddedSearchClient';
import {reportingReachability, type SearchClient} from '@site/src/search/hostedSearchClient';
import {useSearchIndexState} from '@site/src/search/indexState';
import {replayEarlySearchKeys, takeEarlySearchKeys} from '@site/src/search/earlySearchKeys';
import {missingResultsUrl} from '@site/src/search/missingResultsUrl';
import {useIsEmbeddedSearch, useSearchIndexUrl} from '@site/src/search/useEmbeddedSearch';
import NoResultsSuggestions from './NoResultsSuggestions';
import {useSearchAgainOnBetterAnswer} from './useSearchAgainOnBetterAnswer';
import {useSearchPreload} from './useSearchPreload';
import {useShortcutKeystrokes} from './useShortcutKeystrokes';

/**
 * Marks the page with the index's state for custom.css, which hides the start screen's words while the first search
 * waits for the index. A component of its own, so that the search bar does not render again as the state changes.
 */
function SearchIndexStateAttribute(): null {
  const indexState = useSearchIndexState();
  useEffect(() => {
    document.documentElement.dataset.searchIndex = indexState;
  }, [indexState]);
  return null;
}

type AlgoliaClient = SearchClient & {addAlgoliaAgent: (segment: string, version?: string) => void};

function EmbeddedSearchBar(props: object): ReactNode {
  const searchClient = embeddedSearchClient(useSearchIndexUrl());
  // The same function on every render: DocSearch 3.9 builds its search anew, and forgets the query typed so far, when
  // the search client or the theme's search parameters change, and the theme makes new parameters on each render.
  const transformSearchClient = useCallback(() => searchClient, [searchClient]);
  useSearchPreload(searchClient.preload);
  useSearchAgainOnBetterAnswer(searchClient);
  return (
    <>
      <SearchBar {...props} transformSearchClient={transformSearchClient} getMissingResultsUrl={missingResultsUrl} />
      <SearchIndexStateAttribute />
      <NoResultsSuggestions suggest={searchClient.searchSuggestions} />
    </>
  );
}

/** Algolia's client with the theme's tag, telling the modal whether Algolia answers (src/search/hostedSearchClient.ts). */
function useHostedSearchClient(): (client: AlgoliaClient) => AlgoliaClient {
  const {docusaurusVersion} = useDocusaurusContext().siteMetadata;
  // One function for good: DocSearch 3.9 builds its search anew, and forgets the query, when it changes.
  return useCallback(
    (client: AlgoliaClient) => {
      client.addAlgoliaAgent('docusaurus', docusaurusVersion);
      return reportingReachability(client);
    },
    [docusaurusVersion],
  );
}

function HostedSearchBar(props: object): ReactNode {
  useSearchPreload();
  return <SearchBar {...props} transformSearchClient={useHostedSearchClient()} />;
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

/**
 * Replays the search shortcut pressed before the page's scripts had started (src/search/earlySearchKeys.ts). After
 * useShortcutKeystrokes, and in the search bar's wrapper, so that it runs once the shortcut's listeners are all there:
 * a parent's effects run after its children's.
 */
function useEarlySearchKeys(): void {
  useEffect(() => replayEarlySearchKeys(takeEarlySearchKeys()), []);
}

export default function SearchBarWrapper(props: object): ReactNode {
  useEffect(ensureUsableLocalStorage, []);
  useShortcutKeystrokes();
  useEarlySearchKeys();
  return useIsEmbeddedSearch() ? <EmbeddedSearchBar {...props} /> : <HostedSearchBar {...props} />;
}
