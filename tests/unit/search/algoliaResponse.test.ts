import {describe, expect, it} from 'vitest';
import {answerSearchRequest, type AlgoliaSearchRequest} from '../../../src/search/algoliaResponse';
import {searchPageResults} from '../../../src/search/pageResults';
import {fixtureEngine} from './fixtureIndex';

const engine = fixtureEngine();

/** The request DocSearch's modal sends with contextual search on the Ukrainian site. */
const modalRequest = (query: string, overrides: Partial<AlgoliaSearchRequest> = {}): AlgoliaSearchRequest => ({
  indexName: 'kalyna-docs',
  query,
  facetFilters: ['language:uk', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
  hitsPerPage: 20,
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  snippetEllipsisText: '…',
  attributesToSnippet: ['hierarchy.lvl1:15', 'content:15'],
  ...overrides,
});

describe('Algolia-shaped answers', () => {
  it('answers in the shape DocSearch reads', async () => {
    const response = await answerSearchRequest(engine, modalRequest('повернення'));
    expect(response).toMatchObject({
      page: 0,
      hitsPerPage: 20,
      nbPages: 1,
      query: 'повернення',
      exhaustiveNbHits: true,
      index: 'kalyna-docs',
    });
    // One per page, as Algolia counts with DocSearch's distinct setting, and as many as the search page lists.
    expect(response.nbHits).toBe(new Set(response.hits.map((hit) => hit.url_without_anchor)).size);
    expect(response.nbHits).toBeLessThan(response.hits.length);
    expect(response.nbHits).toBe((await searchPageResults(engine, 'повернення', 10)).totalPages);
    expect(typeof response.processingTimeMS).toBe('number');
    expect(response.hits[0]).toMatchObject({
      type: 'lvl1',
      url: 'https://docs.kalyna.example/uk/refunds/',
      url_without_anchor: 'https://docs.kalyna.example/uk/refunds/',
      hierarchy: {lvl0: 'Повернення', lvl1: 'Повернення коштів', lvl2: null},
      language: 'uk',
      docusaurus_tag: 'docs-default-current',
    });
  });

  it('groups hits by page: the page first, then its sections with anchors', async () => {
    const hits = (await answerSearchRequest(engine, modalRequest('часткове повернення'))).hits;
    expect(hits[0].type).toBe('lvl1');
    expect(hits[1]).toMatchObject({
      type: 'lvl2',
      anchor: 'partial',
      url: 'https://docs.kalyna.example/uk/refunds/#partial',
      hierarchy: {lvl1: 'Повернення коштів', lvl2: 'Часткове повернення'},
    });
  });

  it('marks the Ukrainian word forms that matched the query', async () => {
    const hits = (await answerSearchRequest(engine, modalRequest('платежі'))).hits;
    const lifecycle = hits.find((hit) => hit.url.endsWith('/uk/payments/lifecycle/'))!;
    expect(lifecycle._highlightResult.hierarchy.lvl1?.value).toBe('Життєвий цикл <mark>платежу</mark>');
    const content = hits.find((hit) => hit.type === 'content')!;
    expect(content._snippetResult.content?.value).toMatch(/<mark>(Платежі|платіж)<\/mark>/);
  });

  it('escapes HTML from the pages, so only the highlight tags are markup', async () => {
    const hit = (await answerSearchRequest(engine, modalRequest('alert'))).hits.find(
      (candidate) => candidate.type === 'content',
    )!;
    expect(hit.content).toContain('&lt;script&gt;');
    expect(hit._highlightResult.content?.value).not.toContain('<script>');
    expect(hit._snippetResult.content?.value).not.toContain('<script>');
  });

  it('cuts long content to a snippet around the match', async () => {
    const hit = (
      await answerSearchRequest(engine, modalRequest('ліміти', {attributesToSnippet: ['content:5']}))
    ).hits.find((candidate) => candidate.type === 'content')!;
    expect(hit._snippetResult.content?.value).toBe('…про повернення коштів і <mark>ліміти</mark>.');
  });

  it('honours the contextual facet filters', async () => {
    expect((await answerSearchRequest(engine, modalRequest('вебхук', {facetFilters: ['language:en']}))).nbHits).toBe(0);
    expect(
      (await answerSearchRequest(engine, modalRequest('вебхук', {facetFilters: [['docusaurus_tag:docs-other-1.0']]})))
        .nbHits,
    ).toBe(0);
    expect((await answerSearchRequest(engine, modalRequest('вебхук'))).nbHits).toBeGreaterThan(0);
    expect(
      (await answerSearchRequest(engine, modalRequest('вебхук', {facetFilters: ['type:lvl1']}))).hits.every(
        (hit) => hit.type === 'lvl1',
      ),
    ).toBe(true);
  });

  it('pages through the hits', async () => {
    const all = (await answerSearchRequest(engine, modalRequest('платіж', {hitsPerPage: 1000}))).hits;
    const second = await answerSearchRequest(engine, modalRequest('платіж', {hitsPerPage: 2, page: 1}));
    expect(second.hits.map((hit) => hit.objectID)).toEqual(all.slice(2, 4).map((hit) => hit.objectID));
    expect(second.nbPages).toBe(Math.ceil(all.length / 2));
  });

  it('answers an empty query with no hits', async () => {
    expect((await answerSearchRequest(engine, modalRequest(''))).hits).toEqual([]);
  });
});
