/**
 * The shape of one locale's search index, written by plugins/search-index at build time and read by the engine in the
 * browser and by `npm run search:push`. It comes in two parts:
 *
 * - the index file (`search-index.<hash>.json`): the pages' titles and headings and the MiniSearch index over all of
 *   their text, everything needed to find and rank pages, fetched when the reader first opens search;
 * - one file per page (`search-index.<hash>/<page number>.json`): the page's paragraphs and its headings with their
 *   anchors, fetched only when a result from that page is shown, to cut its snippet and link to its section. The text
 *   is most of the weight, and a reader sees a few pages; the anchors, needed for links only, are 6 KB gzip of the
 *   Ukrainian index file.
 *
 * Pages are stored once, as their sections, instead of as DocSearch records: a record repeats its page's hierarchy,
 * and the repeats would multiply the size. docSearchRecords.ts rebuilds the records from this.
 *
 * A site too large for one index file within the budget gets a sharded index (see buildSearchIndexFile.ts): the index file
 * keeps the titles and the word list, the section headings move into the page files, and the word index's postings
 * are split by term into files fetched when a query needs their terms.
 */
import type {CompactMiniSearch} from './compactIndex';
import type {StoredSynonyms} from './storedSynonyms';

/** A part of a page under one heading; the first section of a page is its introduction under the title. */
export interface IndexedSection {
  /** The h2 heading the section is under, or null in the introduction. */
  lvl2: string | null;
  /** The h3 heading of the section, or null when the section is an h2 section or the introduction. */
  lvl3: string | null;
  /** The heading's id, null for the introduction. */
  anchor: string | null;
  /** Paragraphs, list items and table cells, as plain text. */
  contents: string[];
  /**
   * The identifiers the section defines (normalized, see identifiers.ts). Only the index builder reads them: they go
   * into the word index, not into the outline or the page's text.
   */
  identifiers?: string[];
}

/** A section without its text: its place in the page. */
export type SectionOutline = Omit<IndexedSection, 'contents' | 'identifiers'>;

/** A section as the index file holds it: its headings, without the anchor, which comes with the page's file. */
export type SectionTitles = Omit<SectionOutline, 'anchor'>;

export interface IndexedPage {
  /** The page's path including the locale base, e.g. `/uk/transactions-refund/overview/`. */
  path: string;
  /** The top sidebar category the page sits in. */
  lvl0: string;
  /** The page title (its h1). */
  lvl1: string;
  /** The page title in the site's other languages and the glossary's names for its subject: indexed and used for ranking, never shown. */
  otherLanguageTitles: string[];
  /**
   * The page's keywords (its front matter's): the phrases readers type for its subject that are not the glossary's.
   * Indexed in a field of their own, so that many keywords do not make its other names count for less, and names of the
   * page in how well a title covers the query; never shown.
   */
  keywords?: string[];
  /**
   * How much the page's word matches count, when not 1: the generated API reference repeats every guide's words in
   * its tables, so it weighs less and leads only for the identifiers it defines.
   */
  rankWeight?: number;
  /**
   * The keywords of the page in the other language: indexed with its keywords, but not kept in the index file (they
   * would put the Ukrainian one over its budget), so they do not count in how well a title covers the query. Only the
   * index builder reads them.
   */
  otherLanguageKeywords?: string[];
  sections: IndexedSection[];
}

/** A page without its text; until its file arrives, the anchors of its sections are null. */
export interface PageOutline extends Omit<IndexedPage, 'sections' | 'otherLanguageKeywords'> {
  sections: SectionOutline[];
}

/** A page as the index file holds it: its text and its sections' anchors are in its own file (PageFile). */
export interface PageWithHeadings extends Omit<PageOutline, 'sections'> {
  sections: SectionTitles[];
}

/** The contents of one page's sections, in order. */
export type PageText = string[][];

/** A page as a sharded index file holds it: its titles and how many sections it has, their headings in its page file. */
export interface PageWithoutHeadings extends Omit<PageOutline, 'sections'> {
  sectionCount: number;
}

/** A page in the index file: with its headings, or, in a sharded index, without them. */
export type StoredPage = PageWithHeadings | PageWithoutHeadings;

/** What `<pageTextDir>/<page number>.json` holds: the page's sections with their anchors, and their text. */
export interface PageFile {
  sections: SectionOutline[];
  text: PageText;
}

/** How a sharded index file finds the postings of a term (see compactIndex.ts). */
export interface PostingShardTable {
  /** The position among the terms of `miniSearch` of each shard's first term. */
  starts: number[];
}

export interface SearchIndexFile {
  formatVersion: typeof searchIndexFormatVersion;
  /** The Docusaurus locale, which is also the Algolia `language` facet value. */
  language: string;
  docusaurusTag: string;
  siteUrl: string;
  /** PageOutline in a single index file, PageWithoutHeadings in a sharded one. */
  pages: StoredPage[];
  /** The folder of the pages' text files (and of a sharded index's postings), relative to the index file. */
  pageTextDir: string;
  /**
   * MiniSearch over the sections, numbered in page order (see sectionDocuments), in compact form; in a sharded index
   * its postings are empty and the files of `postingShards` hold them.
   */
  miniSearch: CompactMiniSearch;
  postingShards?: PostingShardTable;
  /**
   * The locale's synonym table, which the engine expands queries with, in the form of storedSynonyms.ts: its phrases
   * as index terms. `search:push` gives Algolia the table as src/data/search-synonyms.ts writes it.
   */
  synonyms: StoredSynonyms;
}

export const searchIndexFormatVersion = 9;

/** Where a page's text file is, next to the index file at indexUrl (a URL or a file path). */
export function pageTextUrl(indexUrl: string, pageTextDir: string, pageIndex: number): string {
  return `${indexUrl.replace(/[^/]*$/, '')}${pageTextDir}/${pageIndex}.json`;
}

/** Where the postings of shard `shardIndex` of a sharded index are, next to the index file at indexUrl. */
export function postingShardUrl(indexUrl: string, pageTextDir: string, shardIndex: number): string {
  return `${indexUrl.replace(/[^/]*$/, '')}${pageTextDir}/postings-${shardIndex}.json`;
}

/** The index file's outline of a page. */
export function pageOutline(page: IndexedPage): PageOutline {
  const outline: IndexedPage | PageOutline = {
    ...page,
    sections: page.sections.map(({lvl2, lvl3, anchor}) => ({lvl2, lvl3, anchor})),
  };
  delete (outline as IndexedPage).otherLanguageKeywords;
  return outline;
}

/** An index file's entry for a page. */
export function pageWithHeadings({sections, ...page}: PageOutline): PageWithHeadings {
  return {...page, sections: sections.map(({lvl2, lvl3}) => ({lvl2, lvl3}))};
}

/** A sharded index file's entry for a page. */
export function pageWithoutHeadings({sections, ...page}: PageOutline): PageWithoutHeadings {
  return {...page, sectionCount: sections.length};
}

export function hasHeadings(page: StoredPage): page is PageWithHeadings {
  return 'sections' in page;
}

/** How many sections the page has. */
export function sectionCountOf(page: StoredPage): number {
  return hasHeadings(page) ? page.sections.length : page.sectionCount;
}

/**
 * The page's outline as far as the index file knows it: its sections have no anchor until its page file arrives, and
 * in a sharded index no headings either, so a result from it shows as the page alone.
 */
export function knownOutline(page: StoredPage): PageOutline {
  if (hasHeadings(page)) return {...page, sections: page.sections.map((section) => ({...section, anchor: null}))};
  const {sectionCount, ...titles} = page;
  return {...titles, sections: Array.from({length: sectionCount}, () => ({lvl2: null, lvl3: null, anchor: null}))};
}

/** The page with its headings, their anchors and its text from its page file. */
export function pageWithText(page: StoredPage, {sections, text}: PageFile): IndexedPage {
  if (text.length !== sections.length || text.length !== sectionCountOf(page)) {
    throw new Error(`The text of ${page.path} has ${text.length} sections, its outline ${sectionCountOf(page)}`);
  }
  return {...knownOutline(page), sections: sections.map((section, index) => ({...section, contents: text[index]}))};
}

/** The docs plugin's contextual search tag: plugin `default`, version `current`. */
export const docsSearchTag = 'docs-default-current';

/** What plugins/search-index hands the browser through `usePluginData('search-index')`. */
export interface SearchIndexGlobalData {
  /** Where this locale's index file is served, e.g. `/uk/search-index.0123abcd4567.json`. */
  indexUrl: string;
}
