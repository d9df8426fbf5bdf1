/**
 * Finds the synonyms of a query in the locale's synonym table (src/data/search-synonyms.ts, carried in the index file),
 * the way Algolia applies the same table as index synonyms: a phrase of the table matches a run of query words, a
 * multi-way group gives every other phrase of the group, a one-way group gives its synonyms to its input only, and a
 * word in several groups gets all of their phrases. Words are compared as index terms, so «колбеки» is «колбек».
 */
// Word forms quoted in this file's comments. cspell:ignore колбеки
import type {SynonymGroup} from '../data/search-synonyms';
import {isIdentifier, normalizeIdentifier} from './identifiers';
import {queryTermsOf} from './textAnalysis';

/** A phrase as the index terms of its words (stop words left out, as in a query). */
export type TermPhrase = string[];

export interface SynonymExpansion {
  /** The run of query words the synonyms stand for: words `start` to `end - 1`. */
  start: number;
  end: number;
  /** The phrases that may take the run's place, each to be found with all of its words. */
  phrases: TermPhrase[];
  /**
   * Whether the run is another API's name for one of ours (`trial_period_days`, `refusalReason`): its words are then
   * not looked up, only its synonyms.
   */
  isForeignName: boolean;
  /** Of a one-way input's synonyms, those that are identifiers of ours (normalized): their defining pages lead. */
  identifiers: string[];
}

export interface SynonymRule {
  /** The phrase that must be in the query. */
  input: TermPhrase;
  synonyms: TermPhrase[];
  isForeignName: boolean;
  /** The synonyms that are identifiers, normalized, of a one-way rule. */
  identifiers: string[];
}

/**
 * A field, value or header name of another API, in snake_case, dotted, camelCase or PascalCase, or a header in
 * Header-Case: the words it is made of say nothing the reader meant («trial», «period» and «days» of Stripe's
 * `trial_period_days` are in a dozen of our pages, "shopper" of `RedirectShopper` in none), the name as a whole
 * says one thing, which the table gives. A hyphenated input in lower case ("e-wallet") is prose and keeps its words.
 */
export const foreignNameShape = new RegExp(
  [
    String.raw`[A-Za-z0-9]+(?:[._][A-Za-z0-9]+)+`,
    String.raw`[a-z]+[A-Z][A-Za-z0-9]*`,
    String.raw`[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]*)+`,
    String.raw`[A-Z][A-Za-z0-9]*(?:-[A-Z][A-Za-z0-9]*)+`,
  ]
    .map((shape) => `^(?:${shape})$`)
    .join('|'),
);

const phraseKey = (phrase: TermPhrase) => phrase.join(' ');

/** A one-way group is one rule; a multi-way group is a one-way rule from each of its phrases to all the others. */
export function synonymRulesOf(group: SynonymGroup): SynonymRule[] {
  if (group.type === 'oneWaySynonym') {
    const isForeignName = foreignNameShape.test(group.input);
    return [
      {
        input: queryTermsOf(group.input),
        synonyms: group.synonyms.map(queryTermsOf),
        isForeignName,
        identifiers: group.synonyms.filter(isIdentifier).map(normalizeIdentifier),
      },
    ];
  }
  return multiWayRules(group.synonyms.map(queryTermsOf));
}

/** The rules of a multi-way group, given its phrases as index terms. */
export function multiWayRules(phrases: TermPhrase[]): SynonymRule[] {
  return phrases.map((input) => ({
    input,
    synonyms: phrases.filter((phrase) => phraseKey(phrase) !== phraseKey(input)),
    isForeignName: false,
    identifiers: [],
  }));
}

export class QuerySynonyms {
  /** Synonym phrases by the key of the input phrase, and the lengths of input phrases, longest first. */
  private readonly synonymsByInput = new Map<string, Map<string, TermPhrase>>();
  /** The keys of the inputs that are another API's names (SynonymRule.isForeignName). */
  private readonly foreignNames = new Set<string>();
  /** Our identifiers that one-way inputs stand for, by the input's key. */
  private readonly identifiersByInput = new Map<string, string[]>();
  private readonly inputLengths: number[];

  /**
   * The table from its rules, whose phrases are index terms already: the index file keeps them so (./storedSynonyms.ts),
   * as reading every phrase of the table as terms took a fresh engine 30–40 ms, all of it in a reader's first search.
   */
  constructor(rules: SynonymRule[]) {
    for (const {input, synonyms, isForeignName, identifiers} of rules) {
      if (input.length === 0) continue;
      const key = phraseKey(input);
      if (isForeignName) this.foreignNames.add(key);
      if (identifiers.length > 0) {
        this.identifiersByInput.set(key, [...(this.identifiersByInput.get(key) ?? []), ...identifiers]);
      }
      const known = this.synonymsByInput.get(key) ?? new Map<string, TermPhrase>();
      for (const synonym of synonyms) {
        if (synonym.length > 0) known.set(phraseKey(synonym), synonym);
      }
      this.synonymsByInput.set(key, known);
    }
    const lengths = new Set([...this.synonymsByInput.keys()].map((key) => key.split(' ').length));
    this.inputLengths = [...lengths].sort((a, b) => b - a);
  }

  /** The table from its groups as src/data/search-synonyms.ts writes them. */
  static of(groups: SynonymGroup[]): QuerySynonyms {
    return new QuerySynonyms(groups.flatMap(synonymRulesOf));
  }

  /** Every run of the query's terms that is a phrase of the table, with the phrases that may stand for it. */
  expand(queryTerms: string[]): SynonymExpansion[] {
    const expansions: SynonymExpansion[] = [];
    for (let start = 0; start < queryTerms.length; start++) {
      for (const length of this.inputLengths) {
        const end = start + length;
        const key = queryTerms.slice(start, end).join(' ');
        const synonyms = end <= queryTerms.length && this.synonymsByInput.get(key);
        if (synonyms && synonyms.size > 0) {
          expansions.push({
            start,
            end,
            phrases: [...synonyms.values()],
            isForeignName: this.foreignNames.has(key),
            identifiers: this.identifiersByInput.get(key) ?? [],
          });
        }
      }
    }
    return expansions;
  }
}
