/**
 * The synonym tables of the built indexes as Algolia index synonyms. One hosted index holds every locale's records,
 * and Algolia's synonyms belong to the index, so the tables of all locales go in together: this changes no locale's
 * reading of a query, because the English table is the English part of the Ukrainian one (src/data/search-synonyms.ts)
 * and English records have no Ukrainian words for a Ukrainian synonym to match.
 */
import type {SynonymHit} from 'algoliasearch';
import {synonymGroupsOf, type StoredSynonyms} from '../../src/search/storedSynonyms';

/** A locale's table as its index file stores it. */
export interface LocaleSynonyms {
  language: string;
  synonyms: StoredSynonyms;
}

/** The objectIDs follow the table's order, so a push replaces the same synonyms under the same ids. */
export function algoliaSynonyms(tables: LocaleSynonyms[]): SynonymHit[] {
  return tables.flatMap(({language, synonyms}) =>
    synonymGroupsOf(synonyms).map((group, position): SynonymHit => ({
      objectID: `${language}-${position + 1}`,
      ...group,
    })),
  );
}
