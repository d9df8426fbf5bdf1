/**
 * Answers one Algolia search request from the embedded engine, in the response shape Algolia gives DocSearch.
 * Hits come grouped by page, as DocSearch shows them: the page (lvl1) first, then up to three of its sections that
 * matched, each as the heading that matched or as its best-matching paragraph.
 */
import {docSearchRecord, type DocSearchHierarchy, type DocSearchRecord, type RecordLocation} from './docSearchRecords';
import {matchesFacetFilters, type FacetFilters} from './facetFilters';
import {escapeHtml, highlight, snippet, type HighlightTags, type HighlightValue, type MatchedText} from './highlight';
import type {IndexedPage, PageOutline} from './indexFormat';
import {matchedField, type PageMatch, type SearchEngine, type SearchResults} from './searchEngine';

/** The search parameters DocSearch sends (Algolia's v5 client shape); others are ignored. */
export interface AlgoliaSearchRequest {
  indexName: string;
  query?: string;
  page?: number;
  hitsPerPage?: number;
  facetFilters?: FacetFilters;
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
  attributesToSnippet?: string[];
}

type HighlightedHierarchy = Partial<Record<keyof DocSearchHierarchy, HighlightValue>>;

interface HighlightedAttributes {
  hierarchy: HighlightedHierarchy;
  content?: HighlightValue;
}

export interface AlgoliaHit extends DocSearchRecord {
  _highlightResult: HighlightedAttributes;
  _snippetResult: HighlightedAttributes;
}

export interface AlgoliaSearchResponse {
  hits: AlgoliaHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  processingTimeMS: number;
  query: string;
  params: string;
  exhaustiveNbHits: true;
  index: string;
}

const maxSectionsPerPage = 3;
const defaultSnippetWords = 10;

/** A page's records to show, in order; a content record gets its paragraph once it is on the requested page. */
export function pageHitLocations({pageIndex, sections}: PageMatch, pages: PageOutline[]): RecordLocation[] {
  const sectionHits = sections.flatMap((match): RecordLocation[] => {
    const {sectionIndex} = match;
    const section = pages[pageIndex].sections[sectionIndex];
    if (matchedField(match, 'heading') && section.lvl2 !== null) {
      return [{pageIndex, sectionIndex, type: section.lvl3 === null ? 'lvl2' : 'lvl3'}];
    }
    // A section that defines an identifier of the query shows the paragraph or table row that has it.
    const matchedText = matchedField(match, 'content') || matchedField(match, 'identifiers');
    return matchedText ? [{pageIndex, sectionIndex, type: 'content'}] : [];
  });
  return [{pageIndex, sectionIndex: 0, type: 'lvl1'}, ...sectionHits.slice(0, maxSectionsPerPage)];
}

/** The paragraph of a section that holds the most distinct matched words, so the snippet shows the match. */
function bestContentIndex(contents: string[], matchText: (text: string) => MatchedText): number {
  let best = 0;
  let bestCount = -1;
  contents.forEach((text, index) => {
    const {tokens, matched} = matchText(text);
    const count = new Set(tokens.filter((_, i) => matched[i]).map((token) => token.original.toLowerCase())).size;
    if (count > bestCount) {
      best = index;
      bestCount = count;
    }
  });
  return best;
}

function snippetWordCount(attributesToSnippet: string[] | undefined): number {
  const contentSetting = attributesToSnippet?.find((attribute) => attribute.startsWith('content:'));
  return Number(contentSetting?.split(':')[1]) || defaultSnippetWords;
}

function escapeHierarchy(hierarchy: DocSearchHierarchy): DocSearchHierarchy {
  const {lvl0, lvl1, lvl2, lvl3} = hierarchy;
  return {
    ...hierarchy,
    lvl0: escapeHtml(lvl0),
    lvl1: escapeHtml(lvl1),
    lvl2: lvl2 === null ? null : escapeHtml(lvl2),
    lvl3: lvl3 === null ? null : escapeHtml(lvl3),
  };
}

/** The hit for a record of a page; `page` is the page at `location.pageIndex`, with its text. */
export function toHit(
  engine: SearchEngine,
  results: SearchResults,
  location: RecordLocation,
  request: AlgoliaSearchRequest,
  page: IndexedPage,
): AlgoliaHit {
  const matchText = (text: string) => engine.matchText(text, results.matchedTerms);
  const resolvedLocation =
    location.type === 'content' && location.contentIndex === undefined
      ? {
          ...location,
          contentIndex: bestContentIndex(page.sections[location.sectionIndex].contents, matchText),
        }
      : location;
  const record = docSearchRecord(engine.index, page, resolvedLocation);
  const tags: HighlightTags = {preTag: request.highlightPreTag ?? '<em>', postTag: request.highlightPostTag ?? '</em>'};
  const wordCount = results.words.length;
  const highlightedHierarchy: HighlightedHierarchy = {};
  for (const [level, text] of Object.entries(record.hierarchy)) {
    if (text !== null) {
      highlightedHierarchy[level as keyof HighlightedHierarchy] = highlight(matchText(text), wordCount, tags);
    }
  }
  const snippetOptions = {
    ...tags,
    ellipsis: request.snippetEllipsisText ?? '…',
    maxWords: snippetWordCount(request.attributesToSnippet),
  };
  const content = record.content;
  return {
    ...record,
    // DocSearch also shows the plain attributes as HTML (in recent searches), so they are escaped too.
    hierarchy: escapeHierarchy(record.hierarchy),
    content: content === null ? null : escapeHtml(content),
    _highlightResult: {
      hierarchy: highlightedHierarchy,
      ...(content === null ? {} : {content: highlight(matchText(content), wordCount, tags)}),
    },
    _snippetResult: {
      hierarchy: highlightedHierarchy,
      ...(content === null ? {} : {content: snippet(matchText(content), wordCount, snippetOptions)}),
    },
  };
}

/** The page with its headings only, for a result shown before the page's text has arrived. */
function withoutText(outline: PageOutline): IndexedPage {
  return {...outline, sections: outline.sections.map((section) => ({...section, contents: []}))};
}

/**
 * Where a result stands when its page's text has not arrived: a paragraph is shown as the heading of its section,
 * and a paragraph of a page's untitled opening is left to the page's own result.
 */
function withoutContent(location: RecordLocation, pages: PageOutline[]): RecordLocation | null {
  if (location.type !== 'content') return location;
  const {lvl2, lvl3} = pages[location.pageIndex].sections[location.sectionIndex];
  if (lvl2 === null) return null;
  return {pageIndex: location.pageIndex, sectionIndex: location.sectionIndex, type: lvl3 === null ? 'lvl2' : 'lvl3'};
}

function searchResponse(
  engine: SearchEngine,
  request: AlgoliaSearchRequest,
  results: SearchResults,
  locations: RecordLocation[],
  shownHits: {location: RecordLocation; page: IndexedPage}[],
  startedAt: number,
): AlgoliaSearchResponse {
  const query = request.query ?? '';
  const hitsPerPage = request.hitsPerPage ?? 20;
  const page = request.page ?? 0;
  return {
    hits: shownHits.map((hit) => toHit(engine, results, hit.location, request, hit.page)),
    // Algolia counts what DocSearch's `distinct` setting leaves, one result per page, and the modal's "See all N
    // results" then promises the N documents the search page lists.
    nbHits: new Set(locations.map((location) => location.pageIndex)).size,
    page,
    nbPages: Math.ceil(locations.length / hitsPerPage),
    hitsPerPage,
    processingTimeMS: Math.round(performance.now() - startedAt),
    query,
    params: new URLSearchParams({query, page: String(page), hitsPerPage: String(hitsPerPage)}).toString(),
    exhaustiveNbHits: true,
    index: request.indexName,
  };
}

/** The matching records that pass the request's facet filters, and those of them on the requested page. */
function requestedLocations(engine: SearchEngine, request: AlgoliaSearchRequest, results: SearchResults) {
  const hitsPerPage = request.hitsPerPage ?? 20;
  const page = request.page ?? 0;
  const {language, docusaurusTag} = engine.index;
  const locations = results.pages
    .flatMap((pageMatch) => pageHitLocations(pageMatch, engine.pages))
    .filter((location) =>
      matchesFacetFilters(request.facetFilters, {language, docusaurus_tag: docusaurusTag, type: location.type}),
    );
  return {locations, shownLocations: locations.slice(page * hitsPerPage, (page + 1) * hitsPerPage)};
}

/** Rejects when the text of a page to show cannot be loaded. */
export async function answerSearchRequest(
  engine: SearchEngine,
  request: AlgoliaSearchRequest,
): Promise<AlgoliaSearchResponse> {
  const startedAt = performance.now();
  const results = await engine.searchWithPostings(request.query ?? '');
  let requested = requestedLocations(engine, request, results);
  let pagesWithText = new Map<number, IndexedPage>();
  // A sharded index's page is located by its headings, which come with its file: locate again once they are in.
  while (requested.shownLocations.some((location) => !pagesWithText.has(location.pageIndex))) {
    pagesWithText = await engine.pagesWithText(requested.shownLocations.map((location) => location.pageIndex));
    requested = requestedLocations(engine, request, results);
  }
  const {locations, shownLocations} = requested;
  const shownHits = shownLocations.map((location) => ({location, page: pagesWithText.get(location.pageIndex)!}));
  return searchResponse(engine, request, results, locations, shownHits, startedAt);
}

export interface ImmediateAnswer {
  response: AlgoliaSearchResponse;
  /** The pages shown without their paragraphs because their text had not arrived; fetching them is the caller's. */
  pagesAwaitingText: number[];
}

/**
 * The answer at once, from the texts that have arrived: a result whose page text is still to come shows its
 * headings (a sharded index's page, only its title), and the caller asks again once the text is in. From a sharded
 * index, the caller first loads the postings the query needs (`engine.loadPostingsFor`). A reader typing at speed
 * sees results from the first key instead of after a round trip per keystroke.
 */
export function answerSearchRequestNow(engine: SearchEngine, request: AlgoliaSearchRequest): ImmediateAnswer {
  const startedAt = performance.now();
  const results = engine.search(request.query ?? '');
  const {locations, shownLocations} = requestedLocations(engine, request, results);
  const pagesAwaitingText = new Set<number>();
  const shownKeys = new Set<string>();
  const shownHits = shownLocations.flatMap((location) => {
    const arrived = engine.arrivedPageWithText(location.pageIndex);
    if (arrived) return [{location, page: arrived}];
    pagesAwaitingText.add(location.pageIndex);
    const headingLocation = withoutContent(location, engine.pages);
    // A heading and a paragraph under it that both matched come to the same heading.
    const key =
      headingLocation && `${headingLocation.pageIndex}:${headingLocation.sectionIndex}:${headingLocation.type}`;
    if (key === null || shownKeys.has(key)) return [];
    shownKeys.add(key);
    return [{location: headingLocation!, page: withoutText(engine.pages[location.pageIndex])}];
  });
  return {
    response: searchResponse(engine, request, results, locations, shownHits, startedAt),
    pagesAwaitingText: [...pagesAwaitingText],
  };
}
