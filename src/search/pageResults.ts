/**
 * Results for the /search/ page: the same engine and hits as the modal, one entry per page with the sections that
 * matched, and as many pages as the reader has asked for so far.
 */
import {pageHitLocations, toHit, type AlgoliaHit, type AlgoliaSearchRequest} from './algoliaResponse';
import type {SearchEngine} from './searchEngine';

export interface PageResult {
  /** The page itself (a lvl1 hit). */
  page: AlgoliaHit;
  /** Its sections that matched, best first. */
  sections: AlgoliaHit[];
}

export interface PageResults {
  totalPages: number;
  pages: PageResult[];
}

const highlighting: AlgoliaSearchRequest = {
  indexName: 'embedded',
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  attributesToSnippet: ['content:20'],
};

/** Rejects when the text of a page to show cannot be loaded. */
export async function searchPageResults(engine: SearchEngine, query: string, pageCount: number): Promise<PageResults> {
  const results = await engine.searchWithPostings(query);
  const shownMatches = results.pages.slice(0, pageCount);
  const pagesWithText = await engine.pagesWithText(shownMatches.map((match) => match.pageIndex));
  const pages = shownMatches.map((pageMatch) => {
    const pageWithText = pagesWithText.get(pageMatch.pageIndex)!;
    const [page, ...sections] = pageHitLocations(pageMatch, engine.pages).map((location) =>
      toHit(engine, results, location, highlighting, pageWithText),
    );
    return {page, sections};
  });
  return {totalPages: results.pages.length, pages};
}
