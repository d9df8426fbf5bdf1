/**
 * Whether the search index failed to load on the last try. DocSearch 4.7 sets its error screen when a search
 * rejects, but autocomplete-core resets the status to idle right after, so the modal shows "No results" instead;
 * the search bar reads this flag to put the error screen's words on that screen while the index is unreachable.
 */
import {useSyncExternalStore} from 'react';

let unavailable = false;
const listeners = new Set<() => void>();

export function setSearchIndexUnavailable(value: boolean): void {
  if (value !== unavailable) {
    unavailable = value;
    listeners.forEach((listener) => listener());
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSearchIndexUnavailable(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => unavailable,
    () => false,
  );
}
