/**
 * Finds the synonyms of a query in the locale's synonym table (src/data/search-synonyms.ts, carried in the index file),
 * the way Algolia applies the same table as index synonyms: a phrase of the table matches a run of query words, a
 * multi-way group gives every other phrase of the group, a one-way group gives its synonyms to its input only, and a
 * word in several groups gets all of their phrases. Words are compared as index terms, so «колбеки» is «колбек».
 */
// Word forms quoted in this file's comments. cspell:ignore колбеки
import type {SynonymGroup} from '../data/search-synonyms';
import {queryTermsOf} from './textAnalysis';

/** A phrase as the index terms of its words (stop words left out, as in a query). */
export type TermPhrase = string[];

export interface SynonymExpansion {
  /** The run of query words the synonyms stand for: words `start` to `end - 1`. */
  start: number;
  end: number;
  /** The phrases that may take the run's place, each to be found with all of its words. */
  phrases: TermPhrase[];
}

interface SynonymRule {
  /** The phrase that must be in the query. */
  input: TermPhrase;
  synonyms: TermPhrase[];
}

const phraseKey = (phrase: TermPhrase) => phrase.join(' ');

/** A multi-way group is a one-way rule from each of its phrases to all the others. */
function synonymRules(group: SynonymGroup): SynonymRule[] {
  if (group.type === 'oneWaySynonym') {
    return [{input: queryTermsOf(group.input), synonyms: group.synonyms.map(queryTermsOf)}];
  }
  const phrases = group.synonyms.map(queryTermsOf);
  return phrases.map((input) => ({
    input,
    synonyms: phrases.filter((phrase) => phraseKey(phrase) !== phraseKey(input)),
  }));
}

export class QuerySynonyms {
  /** Synonym phrases by the key of the input phrase, and the lengths of input phrases, longest first. */
  private readonly synonymsByInput = new Map<string, Map<string, TermPhrase>>();
  private readonly inputLengths: number[];

  constructor(groups: SynonymGroup[]) {
    for (const {input, synonyms} of groups.flatMap(synonymRules)) {
      if (input.length === 0) continue;
      const known = this.synonymsByInput.get(phraseKey(input)) ?? new Map<string, TermPhrase>();
      for (const synonym of synonyms) {
        if (synonym.length > 0) known.set(phraseKey(synonym), synonym);
      }
      this.synonymsByInput.set(phraseKey(input), known);
    }
    const lengths = new Set([...this.synonymsByInput.keys()].map((key) => key.split(' ').length));
    this.inputLengths = [...lengths].sort((a, b) => b - a);
  }

  /** Every run of the query's terms that is a phrase of the table, with the phrases that may stand for it. */
  expand(queryTerms: string[]): SynonymExpansion[] {
    const expansions: SynonymExpansion[] = [];
    for (let start = 0; start < queryTerms.length; start++) {
      for (const length of this.inputLengths) {
        const end = start + length;
        const synonyms = end <= queryTerms.length && this.synonymsByInput.get(queryTerms.slice(start, end).join(' '));
        if (synonyms && synonyms.size > 0) {
          expansions.push({start, end, phrases: [...synonyms.values()]});
        }
      }
    }
    return expansions;
  }
}
