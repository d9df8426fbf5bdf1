/**
 * The synonym tables of the built locales as Algolia index synonyms. One hosted index holds every locale's records,
 * and Algolia's synonyms belong to the index, so the tables of all locales go in together: this changes no locale's
 * reading of a query, because the English table is the English part of the Ukrainian one (src/data/search-synonyms.ts)
 * and English records have no Ukrainian words for a Ukrainian synonym to match.
 *
 * They come from src/data/search-synonyms.ts, as written: the index files keep each phrase as the embedded engine's
 * terms, which Algolia, analysing words its own way, cannot read. tests/search/synonyms.test.ts checks that each built
 * index carries the rules of that same table.
 */
import type {SynonymHit} from 'algoliasearch';
import {searchSynonymsOf} from '../../src/data/search-synonyms';

/** The objectIDs follow the table's order, so a push replaces the same synonyms under the same ids. */
export function algoliaSynonyms(languages: string[]): SynonymHit[] {
  return languages.flatMap((language) =>
    searchSynonymsOf(language).map((group, position): SynonymHit => ({
      objectID: `${language}-${position + 1}`,
      ...group,
    })),
  );
}
