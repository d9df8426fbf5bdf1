/** Turns the pages read from the built site into one locale's index file: the pages and a prebuilt MiniSearch index. */
import MiniSearch from 'minisearch';
import {
  docsSearchTag,
  searchIndexFormatVersion,
  type IndexedPage,
  type SearchIndexFile,
} from '../../src/search/indexFormat';
import {miniSearchOptions, sectionDocuments, type OtherLanguageHeadings} from '../../src/search/sectionDocuments';

export interface SearchIndexFileInput {
  pages: IndexedPage[];
  language: string;
  siteUrl: string;
  otherLanguageHeadings: OtherLanguageHeadings;
}

export function buildSearchIndexFile({
  pages,
  language,
  siteUrl,
  otherLanguageHeadings,
}: SearchIndexFileInput): SearchIndexFile {
  const miniSearch = new MiniSearch(miniSearchOptions);
  miniSearch.addAll(sectionDocuments(pages, otherLanguageHeadings));
  return {
    formatVersion: searchIndexFormatVersion,
    language,
    docusaurusTag: docsSearchTag,
    siteUrl,
    pages,
    miniSearch: miniSearch.toJSON(),
  };
}
