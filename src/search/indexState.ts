/**
 * Where the embedded index stands for the modal: not asked for yet, loading, loaded, or unreachable on the last try.
 *
 * DocSearch 4.7 shows its "no results" screen for a query whose results have not arrived yet, so on a first search the
 * reader would read "No results" for as long as the index takes to load; and it sets its error screen when a search
 * rejects, but autocomplete-core resets the status to idle right after, so an unreachable index also ends on that
 * screen. The search bar reads this state to give that screen the right words (src/search/modal/modalTranslations.ts).
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
