/**
 * Runs the search page's query on the embedded engine, which a worker loads when the page opens. While a new query
 * runs, the previous results stay on screen, so typing does not make the page jump, and link prefetching waits.
 */
import {useEffect, useState} from 'react';
import {askSearchEngine} from '@site/src/search/askSearchEngine';
import type {PageResults} from '@site/src/search/pageResults';
import {holdPrefetchUntil} from '@site/src/prefetch/prefetchHold';

export type PageResultsState = {status: 'loading'} | {status: 'failed'} | {status: 'ready'; results: PageResults};

export function useEmbeddedPageResults(indexUrl: string, query: string, pageCount: number): PageResultsState {
  const [state, setState] = useState<PageResultsState>({status: 'loading'});
  useEffect(() => {
    let isCurrent = true;
    const search = askSearchEngine({type: 'page-results', indexUrl, query, pageCount});
    holdPrefetchUntil(search);
    search
      .then(
        (results): PageResultsState => ({status: 'ready', results}),
        (): PageResultsState => ({status: 'failed'}),
      )
      .then((next) => isCurrent && setState(next));
    return () => {
      isCurrent = false;
    };
  }, [indexUrl, query, pageCount]);
  return state;
}
