/**
 * Starts loading search before the reader opens it (see src/search/searchPreload.ts for when that is allowed).
 *
 * - On intent, which is the pointer over or focus on the search button or the first Ctrl, ⌘ or `/` key down (the
 *   start of the shortcuts), the modal's script runs: it is imported by the same name the theme imports it when the
 *   modal opens, so the theme then finds it loaded; so is the modal's stylesheet, which the theme imports as
 *   `@docsearch/react/style`, a name plugins/search-modal-styles resolves to the same file.
 * - In idle time after the page has loaded, nothing runs on the page's main thread: the modal's script is only
 *   downloaded (a `<link rel="prefetch">`), and the embedded engine unpacks its index in the search worker. Running the
 *   modal's script and unpacking the index there cost a phone 0.7–1.4 s of main-thread time right after load, which
 *   Lighthouse counted as blocking time.
 */
import {useEffect} from 'react';
import {useLocation} from '@docusaurus/router';
import {useSearchLinkCreator} from '@docusaurus/theme-common';
import {prefetchChunk} from '@site/src/prefetch/prefetchChunk';
import {holdPrefetchUntil} from '@site/src/prefetch/prefetchHold';
import {searchModalChunkName, searchModalWordsChunkName} from '@site/src/search/searchModalChunk';
import {searchPreloadAllowed} from '@site/src/search/searchPreload';
import {searchWorkerAvailable} from '@site/src/search/searchWorkerConnection';

/** Settles once the modal's script and stylesheet have arrived, or failed to. */
function runModalScript(): Promise<unknown> {
  return Promise.all([import('@docsearch/react/modal'), import('@docsearch/css/dist/modal.css')]).catch(() => {
    // The theme imports them again when the modal opens, and handles a failure there.
  });
}

/** Once per page load: a client-side navigation keeps what was loaded. */
let ranOnIntent = false;
let fetchedInIdle = false;

const shortcutStartKeys = new Set(['Control', 'Meta', '/']);

function isSearchButton(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('.DocSearch-Button') !== null;
}

/** The search page answers from an engine of its own, so idle time there would download the index a second time. */
function useIsSearchPage(): boolean {
  const searchPagePath = new URL(useSearchLinkCreator()(''), 'https://site.invalid').pathname;
  return useLocation().pathname.replace(/\/$/, '') === searchPagePath.replace(/\/$/, '');
}

/**
 * The page's own start-up comes first: what React does right after hydrating, and the chunks of the links in view,
 * which Docusaurus prefetches in the first idle periods (src/clientModules/idlePrefetch.ts).
 */
const startUpMs = 500;

function whenIdleAfterLoad(run: () => void): () => void {
  if (typeof requestIdleCallback !== 'function') {
    return () => {};
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idleCallback: number | undefined;
  const scheduleIdle = () => {
    timer = setTimeout(() => {
      idleCallback = requestIdleCallback(run);
    }, startUpMs);
  };
  if (document.readyState === 'complete') {
    scheduleIdle();
  } else {
    window.addEventListener('load', scheduleIdle, {once: true});
  }
  return () => {
    window.removeEventListener('load', scheduleIdle);
    clearTimeout(timer);
    if (idleCallback !== undefined) cancelIdleCallback(idleCallback);
  };
}

/**
 * `preloadEngine` loads the embedded engine and index, settling when it has loaded or failed; with hosted Algolia there
 * is only the modal to load. In idle time the engine is loaded only where it loads in the search worker.
 */
export function useSearchPreload(preloadEngine?: () => Promise<unknown>): void {
  const isSearchPage = useIsSearchPage();
  useEffect(() => {
    if (ranOnIntent) {
      return undefined;
    }
    let cancelIdle = () => {};
    const stopWatching = () => {
      document.removeEventListener('pointerover', onPointerOrFocus, true);
      document.removeEventListener('focusin', onPointerOrFocus, true);
      document.removeEventListener('keydown', onKeyDown, true);
      cancelIdle();
    };
    const onIntent = () => {
      if (ranOnIntent || !searchPreloadAllowed('intent')) return;
      ranOnIntent = true;
      stopWatching();
      // The chunks of the links in view, which the page prefetches in idle time, wait until search has what it needs:
      // on a page that had just loaded they shared the connection and the main thread with the modal and the index.
      holdPrefetchUntil(Promise.all([runModalScript(), preloadEngine?.()]));
    };
    const onIdle = () => {
      if (fetchedInIdle || !searchPreloadAllowed('idle')) return;
      fetchedInIdle = true;
      prefetchChunk(searchModalChunkName);
      prefetchChunk(searchModalWordsChunkName);
      if (searchWorkerAvailable()) preloadEngine?.();
    };
    const onPointerOrFocus = (event: Event) => isSearchButton(event.target) && onIntent();
    const onKeyDown = (event: KeyboardEvent) => shortcutStartKeys.has(event.key) && onIntent();
    document.addEventListener('pointerover', onPointerOrFocus, true);
    document.addEventListener('focusin', onPointerOrFocus, true);
    document.addEventListener('keydown', onKeyDown, true);
    if (!isSearchPage && !fetchedInIdle) {
      cancelIdle = whenIdleAfterLoad(onIdle);
    }
    return stopWatching;
  }, [isSearchPage, preloadEngine]);
}
