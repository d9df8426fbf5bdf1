/**
 * Turns the pages read from the built site into one locale's index: the index file (outlines and a prebuilt MiniSearch
 * index in compact form) and the text of every page, which the plugin writes as a file per page.
 */
import MiniSearch from 'minisearch';
import {compactMiniSearch} from '../../src/search/compactIndex';
import {
  docsSearchTag,
  pageOutline,
  searchIndexFormatVersion,
  type IndexedPage,
  type PageText,
  type SearchIndexFile,
} from '../../src/search/indexFormat';
import {miniSearchOptions, sectionDocuments, type OtherLanguageHeadings} from '../../src/search/sectionDocuments';
import type {SynonymGroup} from '../../src/data/search-synonyms';

export interface SearchIndexFileInput {
  pages: IndexedPage[];
  language: string;
  siteUrl: string;
  /** The folder the page texts are written to, next to the index file. */
  pageTextDir: string;
  otherLanguageHeadings: OtherLanguageHeadings;
  synonyms: SynonymGroup[];
}

export interface BuiltSearchIndex {
  indexFile: SearchIndexFile;
  /** Each page's text, in the order of `indexFile.pages`. */
  pageTexts: PageText[];
}

export function buildSearchIndexFile({
  pages,
  language,
  siteUrl,
  pageTextDir,
  otherLanguageHeadings,
  synonyms,
}: SearchIndexFileInput): BuiltSearchIndex {
  const miniSearch = new MiniSearch(miniSearchOptions);
  miniSearch.addAll(sectionDocuments(pages, otherLanguageHeadings));
  return {
    indexFile: {
      formatVersion: searchIndexFormatVersion,
      language,
      docusaurusTag: docsSearchTag,
      siteUrl,
      pages: pages.map(pageOutline),
      pageTextDir,
      miniSearch: compactMiniSearch(miniSearch.toJSON()),
      synonyms,
    },
    pageTexts: pages.map((page) => page.sections.map((section) => section.contents)),
  };
}
