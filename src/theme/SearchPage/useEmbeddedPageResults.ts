/**
 * Runs the search page's query on the embedded engine, which is loaded when the page opens. While a new query runs,
 * the previous results stay on screen, so typing does not make the page jump.
 */
import {useEffect, useState} from 'react';
import type {PageResults} from '@site/src/search/pageResults';

export type PageResultsState = {status: 'loading'} | {status: 'failed'} | {status: 'ready'; results: PageResults};

async function searchPageResults(indexUrl: string, query: string, pageCount: number): Promise<PageResults> {
  const search = await import('@site/src/search/loadSearchEngine');
  return search.searchPageResults(await search.loadSearchEngine(indexUrl), query, pageCount);
}

export function useEmbeddedPageResults(indexUrl: string, query: string, pageCount: number): PageResultsState {
  const [state, setState] = useState<PageResultsState>({status: 'loading'});
  useEffect(() => {
    let isCurrent = true;
    searchPageResults(indexUrl, query, pageCount)
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
