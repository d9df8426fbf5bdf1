/**
 * Where the embedded index stands for the modal: not asked for yet, loading, loaded, or unreachable on the last try.
 *
 * While a first search waits for the index, DocSearch keeps the screen it opened with and shows its loading indicator;
 * custom.css hides that screen's "No recent searches" meanwhile. DocSearch sets its error screen when a search
 * rejects, but autocomplete-core resets the status to idle right after, so an unreachable index ends on the "no
 * results" screen: the modal reads this state to give that screen the error's words
 * (src/search/modal/modalTranslations.ts).
 */
import {useSyncExternalStore} from 'react';

export type SearchIndexState = 'idle' | 'loading' | 'loaded' | 'unavailable';

let state: SearchIndexState = 'idle';
const listeners = new Set<() => void>();

export function setSearchIndexState(next: SearchIndexState): void {
  if (next !== state) {
    state = next;
    listeners.forEach((listener) => listener());
  }
}

export function searchIndexState(): SearchIndexState {
  return state;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSearchIndexState(): SearchIndexState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => 'idle',
  );
}
