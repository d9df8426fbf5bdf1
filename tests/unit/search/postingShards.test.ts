/**
 * A sharded index answers exactly as the same index in one file, loading only the shards a query needs. The fixture is
 * about 1 KB, so the tests shard it whatever its size, into shards of about 100 bytes.
 */
import {describe, expect, it} from 'vitest';
import type {SynonymGroup} from '../../../src/data/search-synonyms';
import {termsOf} from '../../../src/search/compactIndex';
import {
  answerSearchRequest,
  answerSearchRequestNow,
  type AlgoliaSearchRequest,
} from '../../../src/search/algoliaResponse';
import {allDocSearchRecords} from '../../../src/search/docSearchRecords';
import {hasHeadings, pageWithText} from '../../../src/search/indexFormat';
import {searchPageResults} from '../../../src/search/pageResults';
import {querySuggestions} from '../../../src/search/querySuggestions';
import type {SearchEngine} from '../../../src/search/searchEngine';
import {fixtureEngine, fixtureIndex} from './fixtureIndex';

const sharding = {shardAboveGzipBytes: 0, shardGzipBytes: 100};
const synonyms: SynonymGroup[] = [{type: 'synonym', synonyms: ['вебхук', 'колбек']}];

const request = (query: string): AlgoliaSearchRequest => ({
  indexName: 'kalyna-docs',
  query,
  hitsPerPage: 20,
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  attributesToSnippet: ['content:15'],
});

// Exact and inflected words, a word being typed, typos, a synonym, an English title, an identifier, digits, a query
// typed in the wrong keyboard layout, a first letter, and words the index does not have.
const queries = [
  'повернення коштів',
  'платежу',
  'повер',
  'павернення',
  'колбек',
  'refunds',
  'Idempotency-Key',
  '4111111111111111',
  'dtt,ber',
  'п',
  'кешбек статус',
  'ґрунтовний огляд',
];

/** What a search shows: the pages in order with their scores and sections, and the words it highlights, in order. */
function ranking(engine: SearchEngine, query: string) {
  const {pages, matchedTerms, words} = engine.search(query);
  return {pages, words, matchedTerms: [...matchedTerms]};
}

describe('a sharded index', () => {
  const whole = fixtureEngine({synonyms});

  it('keeps titles and words in the index file, and headings and postings out of it', () => {
    const {indexFile, pageFiles, postingShards} = fixtureIndex({synonyms, ...sharding});
    expect(indexFile.postingShards?.starts.length).toBe(postingShards.length);
    expect(postingShards.length).toBeGreaterThan(2);
    expect(termsOf(indexFile.miniSearch)).toEqual(termsOf(fixtureIndex({synonyms}).indexFile.miniSearch));
    expect(indexFile.miniSearch.documentGaps).toBe('');
    expect(indexFile.pages.some(hasHeadings)).toBe(false);
    expect(pageFiles.every((file) => !Array.isArray(file) && file.sections.length === file.text.length)).toBe(true);
  });

  it('gives search:push the same records as the index in one file', () => {
    const records = (index: ReturnType<typeof fixtureIndex>) =>
      allDocSearchRecords(
        index.indexFile,
        index.indexFile.pages.map((page, pageIndex) => pageWithText(page, index.pageFiles[pageIndex])),
      );
    expect(records(fixtureIndex({synonyms, ...sharding}))).toEqual(records(fixtureIndex({synonyms})));
  });

  it('is not sharded while it is within the budget', () => {
    const {indexFile, pageFiles, postingShards} = fixtureIndex({synonyms});
    expect(indexFile.postingShards).toBeUndefined();
    expect(postingShards).toEqual([]);
    // Its headings are in the index file, their anchors in the page files, which carry them for a sharded one too.
    expect(indexFile.pages.every(hasHeadings)).toBe(true);
    expect(indexFile.pages.flatMap((page) => (hasHeadings(page) ? page.sections : [])).some((s) => 'anchor' in s)).toBe(
      false,
    );
    expect(pageFiles.every(({sections, text}) => sections.length === text.length)).toBe(true);
  });

  it.each(queries)('ranks «%s» as the whole index does', async (query) => {
    const sharded = fixtureEngine({synonyms, ...sharding});
    await sharded.loadPostingsFor(() => sharded.search(query));
    expect(ranking(sharded, query)).toEqual(ranking(whole, query));
  });

  it('loads only the shards a query needs, and each once', async () => {
    const loaded: number[] = [];
    const sharded = fixtureEngine({synonyms, ...sharding}, loaded);
    const shardCount = fixtureIndex({synonyms, ...sharding}).postingShards.length;
    await sharded.loadPostingsFor(() => sharded.search('повернення'));
    expect(loaded.length).toBeGreaterThan(0);
    expect(loaded.length).toBeLessThan(shardCount);
    const afterFirst = loaded.length;
    await sharded.loadPostingsFor(() => sharded.search('повернення'));
    expect(loaded.length).toBe(afterFirst);
    expect(new Set(loaded).size).toBe(loaded.length);
  });

  it('answers the modal and the search page as the whole index does', async () => {
    for (const query of ['повернення коштів', 'підпис вебхука', 'Idempotency-Key']) {
      const sharded = fixtureEngine({synonyms, ...sharding});
      const withoutTime = (response: {processingTimeMS: number}) => ({...response, processingTimeMS: 0});
      expect(withoutTime(await answerSearchRequest(sharded, request(query)))).toEqual(
        withoutTime(await answerSearchRequest(whole, request(query))),
      );
      expect(await searchPageResults(fixtureEngine({synonyms, ...sharding}), query, 5)).toEqual(
        await searchPageResults(whole, query, 5),
      );
    }
  });

  it('shows a page by its title until its file brings the headings, then as the whole index does', async () => {
    const sharded = fixtureEngine({synonyms, ...sharding});
    await sharded.loadPostingsFor(() => sharded.search('підпис вебхука'));
    const early = answerSearchRequestNow(sharded, request('підпис вебхука'));
    expect(early.response.hits.map((hit) => hit.type)).toEqual(['lvl1']);
    expect(early.pagesAwaitingText.length).toBeGreaterThan(0);
    await sharded.pagesWithText(early.pagesAwaitingText);
    const later = answerSearchRequestNow(sharded, request('підпис вебхука'));
    await whole.pagesWithText(early.pagesAwaitingText);
    const expected = answerSearchRequestNow(whole, request('підпис вебхука'));
    expect(later.response.hits).toEqual(expected.response.hits);
  });

  // Suggestions are spelled as the titles and headings the engine knows: a sharded index's headings arrive with the
  // pages shown, so before that its suggestions come from titles and categories.
  it('suggests title words as the whole index does for a query that finds nothing', async () => {
    const sharded = fixtureEngine({synonyms, ...sharding});
    const query = 'ідемпотентнисть';
    await sharded.loadPostingsFor(() => querySuggestions(sharded, query));
    expect(querySuggestions(sharded, query)).toEqual(querySuggestions(whole, query));
  });
});
