/**
 * The shape of one locale's search index file (`search-index.<hash>.json`), written by plugins/search-index at build
 * time and read by the engine in the browser and by `npm run search:push`.
 *
 * Pages are stored once, as their sections, instead of as DocSearch records: a record repeats its page's hierarchy,
 * and the repeats would multiply the file size. toDocSearchRecords rebuilds the records from this.
 */
import type {AsPlainObject} from 'minisearch';

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
}

export interface IndexedPage {
  /** The page's path including the locale base, e.g. `/uk/transactions-refund/overview/`. */
  path: string;
  /** The top sidebar category the page sits in. */
  lvl0: string;
  /** The page title (its h1). */
  lvl1: string;
  /** The page title in the site's other languages: indexed and used for ranking, never shown. */
  otherLanguageTitles: string[];
  sections: IndexedSection[];
}

export interface SearchIndexFile {
  formatVersion: typeof searchIndexFormatVersion;
  /** The Docusaurus locale, which is also the Algolia `language` facet value. */
  language: string;
  docusaurusTag: string;
  siteUrl: string;
  pages: IndexedPage[];
  /** MiniSearch over the sections, numbered in page order (see sectionDocuments). */
  miniSearch: AsPlainObject;
}

export const searchIndexFormatVersion = 1;

/** The docs plugin's contextual search tag: plugin `default`, version `current`. */
export const docsSearchTag = 'docs-default-current';

/** What plugins/search-index hands the browser through `usePluginData('search-index')`. */
export interface SearchIndexGlobalData {
  /** Where this locale's index file is served, e.g. `/uk/search-index.0123abcd4567.json`. */
  indexUrl: string;
}
