/**
 * The synonym table as the index file stores it. The table's own shape is Algolia's (src/data/synonymGroups.ts): a
 * group per input, each naming its type, so the readers' several words for one thing repeat the phrases they lead to
 * once per word. The index file keeps the groups in their order, a two-way group as the list of its phrases and a run
 * of one-way groups that lead to the same phrases as one pair, its inputs and those phrases: the Ukrainian table is
 * 1.0 KB gzip smaller, room for about 50 more of the readers' words within the index file's budget.
 */
import type {SynonymGroup} from '../data/synonymGroups';

/** A two-way group's phrases, or the inputs of a run of one-way groups and the phrases each of them leads to. */
export type StoredSynonymGroup = string[] | [inputs: string[], synonyms: string[]];

export type StoredSynonyms = StoredSynonymGroup[];

const isOneWayRun = (group: StoredSynonymGroup): group is [string[], string[]] => Array.isArray(group[0]);

const samePhrases = (a: string[], b: string[]): boolean =>
  a.length === b.length && a.every((phrase, position) => phrase === b[position]);

export function storeSynonyms(groups: SynonymGroup[]): StoredSynonyms {
  const stored: StoredSynonyms = [];
  for (const group of groups) {
    if (group.type === 'synonym') {
      stored.push(group.synonyms);
      continue;
    }
    const previous = stored.at(-1);
    if (previous !== undefined && isOneWayRun(previous) && samePhrases(previous[1], group.synonyms)) {
      previous[0].push(group.input);
    } else {
      stored.push([[group.input], group.synonyms]);
    }
  }
  return stored;
}

/** The table's groups again, in their order, as src/data/search-synonyms.ts gives them. */
export function synonymGroupsOf(stored: StoredSynonyms): SynonymGroup[] {
  return stored.flatMap((group): SynonymGroup[] =>
    isOneWayRun(group)
      ? group[0].map((input) => ({type: 'oneWaySynonym', input, synonyms: group[1]}))
      : [{type: 'synonym', synonyms: group}],
  );
}
