/**
 * The synonym table as the index file stores it. The table's own shape is Algolia's (src/data/synonymGroups.ts): a
 * group per input, each naming its type, so the readers' several words for one thing repeat the phrases they lead to
 * once per word. The index file keeps the groups in their order, a two-way group as the list of its phrases and a run
 * of one-way groups that lead to the same phrases as one pair, its inputs and those phrases: the Ukrainian table is
 * 1.0 KB gzip smaller, room for about 50 more of the readers' words within the index file's budget.
 *
 * Every phrase is kept as its index terms (./querySynonyms.ts reads the table so), which the build works out once:
 * worked out by the engine, they took 30–40 ms of a reader's first search (Node, a fresh engine). A Ukrainian word is
 * longer than its term, so the Ukrainian table is another 0.8 KB gzip smaller; the English one is the same size.
 */
import type {SynonymGroup} from '../data/synonymGroups';
import {multiWayRules, synonymRulesOf, type SynonymRule, type TermPhrase} from './querySynonyms';

/** What a run's inputs are beyond words: another API's names, or words that stand for identifiers of ours. */
interface OneWayRunKind {
  foreignName?: true;
  identifiers?: string[];
}

/** A phrase's index terms, apart by spaces ('' for a phrase of stop words only). */
type StoredPhrase = string;

/** A two-way group's phrases, or the inputs of a run of one-way groups, the phrases each of them leads to and its kind. */
export type StoredSynonymGroup =
  | StoredPhrase[]
  | [inputs: StoredPhrase[], synonyms: StoredPhrase[]]
  | [inputs: StoredPhrase[], synonyms: StoredPhrase[], kind: OneWayRunKind];

export type StoredSynonyms = StoredSynonymGroup[];

type OneWayRun = Exclude<StoredSynonymGroup, StoredPhrase[]>;

const isOneWayRun = (group: StoredSynonymGroup): group is OneWayRun => Array.isArray(group[0]);

const storedPhrase = (phrase: TermPhrase): StoredPhrase => phrase.join(' ');

const termPhrase = (stored: StoredPhrase): TermPhrase => (stored === '' ? [] : stored.split(' '));

const samePhrases = (a: StoredPhrase[], b: StoredPhrase[]): boolean =>
  a.length === b.length && a.every((phrase, position) => phrase === b[position]);

function kindOf({isForeignName, identifiers}: SynonymRule): OneWayRunKind | undefined {
  if (!isForeignName && identifiers.length === 0) return undefined;
  return {...(isForeignName && {foreignName: true}), ...(identifiers.length > 0 && {identifiers})};
}

const sameKind = (a: OneWayRunKind | undefined, b: OneWayRunKind | undefined): boolean =>
  JSON.stringify(a) === JSON.stringify(b);

export function storeSynonyms(groups: SynonymGroup[]): StoredSynonyms {
  const stored: StoredSynonyms = [];
  for (const group of groups) {
    const rules = synonymRulesOf(group);
    if (group.type === 'synonym') {
      // Each rule of a two-way group has one of its phrases as input.
      stored.push(rules.map((rule) => storedPhrase(rule.input)));
      continue;
    }
    const [rule] = rules;
    const input = storedPhrase(rule.input);
    const synonyms = rule.synonyms.map(storedPhrase);
    const kind = kindOf(rule);
    const previous = stored.at(-1);
    if (
      previous !== undefined &&
      isOneWayRun(previous) &&
      samePhrases(previous[1], synonyms) &&
      sameKind(previous[2], kind)
    ) {
      previous[0].push(input);
    } else {
      stored.push(kind === undefined ? [[input], synonyms] : [[input], synonyms, kind]);
    }
  }
  return stored;
}

/** The rules of the stored table, the same as the table's own groups give (./querySynonyms.ts synonymRulesOf). */
export function synonymRulesOfStored(stored: StoredSynonyms): SynonymRule[] {
  return stored.flatMap((group): SynonymRule[] => {
    if (!isOneWayRun(group)) return multiWayRules(group.map(termPhrase));
    const [inputs, synonyms, kind] = group;
    return inputs.map((input) => ({
      input: termPhrase(input),
      synonyms: synonyms.map(termPhrase),
      isForeignName: kind?.foreignName === true,
      identifiers: kind?.identifiers ?? [],
    }));
  });
}
