import MiniSearch from 'minisearch';
import {describe, expect, it} from 'vitest';
import {compactMiniSearch, expandMiniSearch, loadCompactMiniSearch, termsOf} from '../../../src/search/compactIndex';
import {miniSearchOptions, sectionDocuments} from '../../../src/search/sectionDocuments';
import {fixturePages} from './fixtureIndex';

type TermTree = Map<string, unknown>;

/** MiniSearch's term tree, whose term postings the compact loader decodes on first read. */
const termTreeOf = (miniSearch: MiniSearch): TermTree =>
  (miniSearch as unknown as {_index: {_tree: TermTree}})._index._tree;

/** The tree with every Map a plain Map, so that lazily decoded postings compare by their entries. */
function plainTree(node: Map<unknown, unknown>): Map<unknown, unknown> {
  return new Map([...node].map(([key, value]) => [key, value instanceof Map ? plainTree(value) : value]));
}

/** Each term with its postings, walking the tree as MiniSearch's own iteration does. */
function termPostings(miniSearch: MiniSearch): [string, Map<number, Map<number, number>>][] {
  const found: [string, Map<number, Map<number, number>>][] = [];
  const walk = (node: TermTree, prefix: string) => {
    for (const [key, value] of node) {
      if (key === '') found.push([prefix, value as Map<number, Map<number, number>>]);
      else walk(value as TermTree, prefix + key);
    }
  };
  walk(termTreeOf(miniSearch), '');
  return found;
}

function fixtureMiniSearch(): MiniSearch {
  const miniSearch = new MiniSearch(miniSearchOptions);
  miniSearch.addAll(sectionDocuments(fixturePages, () => []));
  return miniSearch;
}

describe('compact MiniSearch index', () => {
  it('expands to exactly what MiniSearch serialized', () => {
    const serialized = fixtureMiniSearch().toJSON();
    const roundTrip = expandMiniSearch(JSON.parse(JSON.stringify(compactMiniSearch(serialized))));
    expect(roundTrip).toEqual(JSON.parse(JSON.stringify(serialized)));
  });

  it('keeps the terms in their order, each as the letters it shares with the one before and the rest', () => {
    const serialized = fixtureMiniSearch().toJSON();
    const compact = compactMiniSearch(serialized);
    expect(termsOf(compact)).toEqual(serialized.index.map(([term]) => term));
    // Terms that begin as the term before them travel as less than the whole term.
    expect(compact.termSuffixes.length).toBeLessThan(serialized.index.map(([term]) => term).join('\n').length);
  });

  it('refuses a term that holds the line break that separates the terms', () => {
    const serialized = fixtureMiniSearch().toJSON();
    serialized.index.push(['two\nlines', {0: {0: 1}}]);
    expect(() => compactMiniSearch(serialized)).toThrow(/line break/);
  });

  it('keeps every posting: a loaded copy answers as the original does', () => {
    const original = fixtureMiniSearch();
    const loaded = MiniSearch.loadJS(expandMiniSearch(compactMiniSearch(original.toJSON())), miniSearchOptions);
    for (const query of ['платежі', 'повернення коштів', 'вебхук', '4111111111111111', 'sandbox']) {
      expect(loaded.search(query, {fuzzy: 0.2, prefix: true})).toEqual(
        original.search(query, {fuzzy: 0.2, prefix: true}),
      );
    }
  });

  it('loads straight into MiniSearch the same state its own loadJS builds', () => {
    const original = fixtureMiniSearch();
    const compact = JSON.parse(JSON.stringify(compactMiniSearch(original.toJSON())));
    const loaded = loadCompactMiniSearch(compact, miniSearchOptions);
    const viaLoadJS = MiniSearch.loadJS(expandMiniSearch(compact), miniSearchOptions);
    expect({...loaded, _index: null}).toEqual({...viaLoadJS, _index: null});
    expect(plainTree(termTreeOf(loaded))).toEqual(plainTree(termTreeOf(viaLoadJS)));
    expect(loaded.toJSON()).toEqual(viaLoadJS.toJSON());
    for (const query of ['платежі', 'повернення коштів', 'вебхук', 'sandbox']) {
      expect(loaded.search(query, {fuzzy: 0.2, prefix: true})).toEqual(
        original.search(query, {fuzzy: 0.2, prefix: true}),
      );
    }
  });

  it("decodes a term's postings on any first read, as a Map that had them from the start", () => {
    const compact = JSON.parse(JSON.stringify(compactMiniSearch(fixtureMiniSearch().toJSON())));
    const reference = new Map(termPostings(MiniSearch.loadJS(expandMiniSearch(compact), miniSearchOptions)));
    const reads: [string, (postings: Map<number, Map<number, number>>) => unknown][] = [
      ['size', (postings) => postings.size],
      [
        'has',
        (postings) => [...reference.values()].flatMap((byField) => [...byField.keys()]).map((f) => postings.has(f)),
      ],
      ['get', (postings) => [0, 1, 2, 3, 4, 5, 6, 7].map((fieldId) => postings.get(fieldId))],
      ['keys', (postings) => [...postings.keys()]],
      ['values', (postings) => [...postings.values()]],
      ['entries', (postings) => [...postings.entries()]],
      ['iteration', (postings) => [...postings]],
      [
        'forEach',
        (postings) => {
          const seen: unknown[] = [];
          postings.forEach((value, key) => seen.push([key, value]));
          return seen;
        },
      ],
    ];
    for (const [name, read] of reads) {
      // A fresh load for each kind of read, so that it is the first read of every term.
      const loaded = termPostings(loadCompactMiniSearch(compact, miniSearchOptions));
      expect(loaded.length, name).toBe(reference.size);
      for (const [term, postings] of loaded) {
        expect(read(postings), `${name} of ${term}`).toEqual(read(reference.get(term)!));
      }
    }
  });

  it('refuses an index with removed documents, whose ids it could not rebuild', () => {
    const miniSearch = fixtureMiniSearch();
    miniSearch.discard(3);
    expect(() => compactMiniSearch(miniSearch.toJSON())).toThrow(/none removed/);
  });
});
