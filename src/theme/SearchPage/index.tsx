/**
 * Wraps the theme's /search/ page. With hosted Algolia it is the original, untouched. With the embedded index it is
 * replaced by EmbeddedSearchPage: the original builds its own Algolia client and algoliasearch-helper inside the
 * component, with no way to hand it another client, and credits Algolia on the page, so wrapping cannot make it use
 * the embedded engine.
 */
import type {ReactNode} from 'react';
import SearchPage from '@theme-original/SearchPage';
import {useIsEmbeddedSearch} from '@site/src/search/useEmbeddedSearch';
import EmbeddedSearchPage from './EmbeddedSearchPage';

export default function SearchPageWrapper(): ReactNode {
  return useIsEmbeddedSearch() ? <EmbeddedSearchPage /> : <SearchPage />;
}
