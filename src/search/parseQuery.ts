/**
 * Turns what the reader typed into MiniSearch queries, one group per word. Each word is looked up as its stem (with
 * typo tolerance, and as a prefix while it is being typed), and, with less weight, by the root of the stem as a
 * prefix: the Ukrainian stemmer only cuts endings, so «скасувати» (скасув-) and «скасування» (скасуван-) meet only
 * through their root, and so do a half-typed English word and its shorter stem (`paginat`, `pagin-`).
 */
// Stems quoted in this file's comments. cspell:ignore скасув скасуван
import type {QueryCombination} from 'minisearch';
import {containsDigit, normalizeWord, termOf, tokenize} from './textAnalysis';

// Algolia ignores the query past 512 bytes; ten words and 256 characters are more than anyone types into a docs search.
const maxQueryLength = 256;
const maxQueryWords = 10;
const shortestRoot = 4;
const rootWeight = 0.3;

export interface WordAlternative {
  query: QueryCombination;
  /** How much a match through this alternative counts, relative to a match of the word's own stem. */
  weight: number;
}

export interface QueryWord {
  word: string;
  /** The word's own index term; the first alternative looks it up. */
  stem: string;
  /** Whether the word is still being typed, and so matches as a prefix. */
  isBeingTyped: boolean;
  alternatives: WordAlternative[];
}

/** One typo for words of 4+ letters, two for 8+; none in numbers, where 1404 and 1401 are different codes. */
export function allowedTypos(word: string): number {
  const length = normalizeWord(word).length;
  if (containsDigit(word) || length < 4) {
    return 0;
  }
  return length >= 8 ? 2 : 1;
}

/** The stem without what a derivation or an English suffix may change: two letters, three for long stems. */
function rootOf(stem: string): string | null {
  if (stem.length < shortestRoot || containsDigit(stem)) {
    return null;
  }
  const cut = stem.length >= 9 ? 3 : 2;
  return stem.slice(0, Math.max(shortestRoot, stem.length - cut));
}

function wordQuery(word: string, isBeingTyped: boolean): QueryWord {
  const stem = termOf(word)!;
  const root = rootOf(stem);
  const alternatives: WordAlternative[] = [
    {query: {queries: [word], fuzzy: allowedTypos(word), prefix: isBeingTyped}, weight: 1},
  ];
  if (root !== null && !(isBeingTyped && root === stem)) {
    // The root is already a term, so it must not be stemmed again.
    alternatives.push({query: {queries: [root], prefix: true, processTerm: (term) => term}, weight: rootWeight});
  }
  return {word, stem, isBeingTyped, alternatives};
}

export function parseQuery(query: string): QueryWord[] {
  const text = query.slice(0, maxQueryLength);
  const words = tokenize(text)
    .slice(0, maxQueryWords)
    .filter((word) => termOf(word) !== null);
  // The last word is still being typed unless a space follows it.
  const lastWordIsComplete = /\s$/.test(text);
  return words.map((word, index) => wordQuery(word, index === words.length - 1 && !lastWordIsComplete));
}
