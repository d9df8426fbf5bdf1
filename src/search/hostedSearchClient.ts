/**
 * Algolia's search client, for the modal in hosted mode, telling the modal whether Algolia answers. DocSearch sets its
 * error screen when a search rejects, but autocomplete-core resets the status to idle right after, so with Algolia
 * unreachable the modal said "No results for" the query; the modal reads the state set here (./indexState.ts) to give
 * that screen the error's words, as it does for an embedded index that cannot be loaded. DocSearch rethrows the error
 * after handling it, where nothing catches it: the errors that passed through here are not reported as uncaught.
 */
import {setSearchIndexState} from './indexState';

interface SearchClient {
  search: (...args: never[]) => Promise<unknown>;
}

const handledErrors = new WeakSet<object>();

if (typeof window !== 'undefined') {
  window.addEventListener('unhandledrejection', (event) => {
    if (typeof event.reason === 'object' && event.reason !== null && handledErrors.has(event.reason)) {
      event.preventDefault();
    }
  });
}

/** The same client, its searches reporting whether Algolia answered. */
export function reportingReachability<Client extends SearchClient>(client: Client): Client {
  const search = client.search.bind(client);
  client.search = (async (...args: Parameters<Client['search']>) => {
    try {
      const results = await search(...args);
      setSearchIndexState('loaded');
      return results;
    } catch (error) {
      // Algolia's client names the error of hosts it could not reach RetryError; DocSearch looks for that name too.
      if (error instanceof Error && error.name === 'RetryError') {
        setSearchIndexState('unavailable');
        handledErrors.add(error);
      }
      throw error;
    }
  }) as Client['search'];
  return client;
}
