/** Loads the embedded engine when the search page opens and runs the page's query on it. */
import {useEffect, useMemo, useState} from 'react';
import type {PageResults} from '@site/src/search/pageResults';

type LoadedSearch = typeof import('@site/src/search/loadSearchEngine');
type Engine = Awaited<ReturnType<LoadedSearch['loadSearchEngine']>>;

export type PageResultsState = {status: 'loading'} | {status: 'failed'} | {status: 'ready'; results: PageResults};

type EngineState = {status: 'loading'} | {status: 'failed'} | {status: 'ready'; engine: Engine; search: LoadedSearch};

export function useEmbeddedPageResults(indexUrl: string, query: string, pageCount: number): PageResultsState {
  const [engineState, setEngineState] = useState<EngineState>({status: 'loading'});
  useEffect(() => {
    let isCurrent = true;
    import('@site/src/search/loadSearchEngine')
      .then(async (search) => ({status: 'ready' as const, engine: await search.loadSearchEngine(indexUrl), search}))
      .catch(() => ({status: 'failed' as const}))
      .then((state) => isCurrent && setEngineState(state));
    return () => {
      isCurrent = false;
    };
  }, [indexUrl]);

  return useMemo(() => {
    if (engineState.status !== 'ready') {
      return engineState;
    }
    return {status: 'ready', results: engineState.search.searchPageResults(engineState.engine, query, pageCount)};
  }, [engineState, query, pageCount]);
}
