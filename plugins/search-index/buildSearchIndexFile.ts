/**
 * Turns the pages read from the built site into one locale's index: the index file (outlines and a prebuilt MiniSearch
 * index in compact form) and the file of every page, which the plugin writes next to it. An index file that would
 * pass the budget is sharded (see indexFormat.ts): titles and words in the index file, headings in the page files,
 * postings in shards of about `shardGzipBytes` each.
 */
import {gzipSync} from 'node:zlib';
import MiniSearch, {type AsPlainObject} from 'minisearch';
import {compactMiniSearch, shardMiniSearch, type CompactPostings} from '../../src/search/compactIndex';
import {storeSynonyms} from '../../src/search/storedSynonyms';
import {
  docsSearchTag,
  pageOutline,
  pageWithHeadings,
  pageWithoutHeadings,
  searchIndexFormatVersion,
  type IndexedPage,
  type PageFile,
  type SearchIndexFile,
} from '../../src/search/indexFormat';
import {
  miniSearchOptions,
  nameFields,
  sectionDocuments,
  type OtherLanguageHeadings,
} from '../../src/search/sectionDocuments';
import type {SynonymGroup} from '../../src/data/search-synonyms';

/** The largest index file, gzip, that a reader downloads when first opening search (the search budget). */
export const indexFileBudgetGzipBytes = 150 * 1024;
/** About how large a postings shard is, gzip: a query of a few words fetches a few of them. */
const defaultShardGzipBytes = 16 * 1024;

export interface SearchIndexFileInput {
  pages: IndexedPage[];
  language: string;
  siteUrl: string;
  /** The folder the page files (and postings shards) are written to, next to the index file. */
  pageTextDir: string;
  otherLanguageHeadings: OtherLanguageHeadings;
  synonyms: SynonymGroup[];
  /** Above this size, gzip, the index is sharded; the budget unless a test wants a small index sharded. */
  shardAboveGzipBytes?: number;
  /** About how large a postings shard is, gzip. */
  shardGzipBytes?: number;
}

export interface BuiltSearchIndex {
  indexFile: SearchIndexFile;
  /** Each page's file, in the order of `indexFile.pages`. */
  pageFiles: PageFile[];
  /** The postings shards of a sharded index, in order; empty for an index in one file. */
  postingShards: CompactPostings[];
}

/** The size of a file's text, gzip at the level the benchmarks use. */
export const gzipBytes = (text: string) => gzipSync(text, {level: 9}).length;

/**
 * The index with the fields of names read as if every section had the average number of words in them. BM25 counts
 * a word for less in a longer field, which is right for text and wrong for a list of names: a page with many names is
 * not less named by each of them. Counted by length, the glossary's eight names of the subscriptions page made its
 * title in Ukrainian, «Підписки», lose on the English site to the page on unsubscribing, whose one name is «Скасування
 * підписки».
 */
function withNamesOfAnyLength(index: AsPlainObject): AsPlainObject {
  const nameFieldIds = new Set(nameFields.map((field) => index.fieldIds[field]));
  const fieldLength = Object.fromEntries(
    Object.entries(index.fieldLength).map(([shortId, lengths]) => [
      shortId,
      lengths.map((length, fieldId) =>
        nameFieldIds.has(fieldId) && length > 0 ? Math.max(1, Math.round(index.averageFieldLength[fieldId])) : length,
      ),
    ]),
  );
  return {...index, fieldLength};
}

export function buildSearchIndexFile({
  pages,
  language,
  siteUrl,
  pageTextDir,
  otherLanguageHeadings,
  synonyms,
  shardAboveGzipBytes = indexFileBudgetGzipBytes,
  shardGzipBytes = defaultShardGzipBytes,
}: SearchIndexFileInput): BuiltSearchIndex {
  const miniSearch = new MiniSearch(miniSearchOptions);
  miniSearch.addAll(sectionDocuments(pages, otherLanguageHeadings));
  const outlines = pages.map(pageOutline);
  const pageFiles = pages.map((page, pageIndex): PageFile => ({
    sections: outlines[pageIndex].sections,
    text: page.sections.map((section) => section.contents),
  }));
  const indexFile: SearchIndexFile = {
    formatVersion: searchIndexFormatVersion,
    language,
    docusaurusTag: docsSearchTag,
    siteUrl,
    pages: outlines.map(pageWithHeadings),
    pageTextDir,
    miniSearch: compactMiniSearch(withNamesOfAnyLength(miniSearch.toJSON())),
    synonyms: storeSynonyms(synonyms),
  };
  if (gzipBytes(JSON.stringify(indexFile)) <= shardAboveGzipBytes) {
    return {indexFile, pageFiles, postingShards: []};
  }
  const {termShapes, documentGaps, frequencies} = indexFile.miniSearch;
  const shardCount = Math.ceil(gzipBytes(JSON.stringify({termShapes, documentGaps, frequencies})) / shardGzipBytes);
  const {vocabulary, starts, shards} = shardMiniSearch(indexFile.miniSearch, shardCount);
  return {
    indexFile: {
      ...indexFile,
      pages: outlines.map(pageWithoutHeadings),
      miniSearch: vocabulary,
      postingShards: {starts},
    },
    pageFiles,
    postingShards: shards,
  };
}
