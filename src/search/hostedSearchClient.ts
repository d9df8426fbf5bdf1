/**
 * Algolia's search client, for the modal in hosted mode, telling the modal whether Algolia answers. DocSearch sets its
 * error screen when a search rejects, but autocomplete-core resets the status to idle right after, so with Algolia
 * unreachable the modal said "No results for" the query; the modal reads the state set here (./indexState.ts) to give
 * that screen the error's words, as it does for an embedded index that cannot be loaded, and the error is not reported
 * as uncaught when DocSearch rethrows it (./shownSearchErrors.ts).
 */
import {setSearchIndexState} from './indexState';
import {markShownInModal} from './shownSearchErrors';

export interface SearchClient {
  search: (...args: never[]) => Promise<unknown>;
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
        markShownInModal(error);
      }
      throw error;
    }
  }) as Client['search'];
  return client;
}
