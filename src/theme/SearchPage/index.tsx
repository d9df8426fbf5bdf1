/**
 * Wraps the theme's /search/ page. With hosted Algolia it is the original, untouched. With the embedded index it is
 * replaced by EmbeddedSearchPage: the original builds its own Algolia client and algoliasearch-helper inside the
 * component, with no way to hand it another client, and credits Algolia on the page, so wrapping cannot make it use
 * the embedded engine.
 */
import {lazy, Suspense, type ReactNode} from 'react';
import {useIsEmbeddedSearch} from '@site/src/search/useEmbeddedSearch';
import EmbeddedSearchPage from './EmbeddedSearchPage';
// The UI messages only this module's pages show, kept out of every page's main script (plugins/translation-groups).
import '@generated/kalyna-translations/searchPage';

// The original brings algoliasearch-helper and the Algolia client, about 25 KB of gzip script: in a chunk of its own,
// which only builds on hosted Algolia load. Pre-rendering waits for it, so their HTML holds the page all the same.
const AlgoliaSearchPage = lazy(() => import('@theme-original/SearchPage'));

export default function SearchPageWrapper(): ReactNode {
  return useIsEmbeddedSearch() ? (
    <EmbeddedSearchPage />
  ) : (
    <Suspense fallback={null}>
      <AlgoliaSearchPage />
    </Suspense>
  );
}
