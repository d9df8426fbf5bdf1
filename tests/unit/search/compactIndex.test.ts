import MiniSearch from 'minisearch';
import {describe, expect, it} from 'vitest';
import {compactMiniSearch, expandMiniSearch, loadCompactMiniSearch} from '../../../src/search/compactIndex';
import {miniSearchOptions, sectionDocuments} from '../../../src/search/sectionDocuments';
import {fixturePages} from './fixtureIndex';

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
    expect(loaded).toEqual(viaLoadJS);
    expect(loaded.toJSON()).toEqual(viaLoadJS.toJSON());
    for (const query of ['платежі', 'повернення коштів', 'вебхук', 'sandbox']) {
      expect(loaded.search(query, {fuzzy: 0.2, prefix: true})).toEqual(
        original.search(query, {fuzzy: 0.2, prefix: true}),
      );
    }
  });

  it('refuses an index with removed documents, whose ids it could not rebuild', () => {
    const miniSearch = fixtureMiniSearch();
    miniSearch.discard(3);
    expect(() => compactMiniSearch(miniSearch.toJSON())).toThrow(/none removed/);
  });
});
