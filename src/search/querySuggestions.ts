/**
 * What the modal's "no results" screen offers to search instead ("Try searching for"): the words of the site's titles
 * and headings closest to what was typed, or, when nothing is close, the largest sections of the site. Each is a
 * query that finds pages, as it is made of words the index holds.
 */
import type {PageOutline} from './indexFormat';
import {allowedTypos, parseQuery} from './parseQuery';
import type {SearchEngine} from './searchEngine';
import {containsDigit, termOf, tokenizeWithPositions} from './textAnalysis';

/** DocSearch's own "no results" screen offers three. */
const maxSuggestions = 3;

/**
 * Farther than search itself reaches (allowedTypos), which has already found nothing: one typo more, and one for the
 * short words search takes as typed.
 */
function suggestionTypos(word: string): number {
  return containsDigit(word) ? 0 : allowedTypos(word) + 1;
}

/** The names a page shows: its category and titles, and its headings where the engine knows them all from the start. */
function pageNames(page: PageOutline, withHeadings: boolean): string[] {
  const headings = withHeadings ? page.sections.flatMap(({lvl2, lvl3}) => [lvl2 ?? '', lvl3 ?? '']) : [];
  return [page.lvl0, page.lvl1, ...page.otherLanguageTitles, ...headings];
}

/** Per index term, the word that spells it most often in the titles, headings and categories. */
function wordsOfTerms(pages: PageOutline[], withHeadings: boolean): Map<string, string> {
  const spellings = new Map<string, Map<string, number>>();
  for (const name of pages.flatMap((page) => pageNames(page, withHeadings))) {
    // The words as written: a suggestion never offers the token that analysis makes of «Z-звіт» (textAnalysis.ts).
    for (const {original: word} of tokenizeWithPositions(name)) {
      const term = termOf(word);
      if (term === null) continue;
      const counts = spellings.get(term) ?? new Map<string, number>();
      const spelling = word.toLowerCase();
      counts.set(spelling, (counts.get(spelling) ?? 0) + 1);
      spellings.set(term, counts);
    }
  }
  return new Map(
    [...spellings].map(([term, counts]) => [term, [...counts].sort((a, b) => b[1] - a[1])[0][0]] as const),
  );
}

const wordsByEngine = new WeakMap<SearchEngine, Map<string, string>>();

function cachedWordsOfTerms(engine: SearchEngine): Map<string, string> {
  let words = wordsByEngine.get(engine);
  if (words === undefined) {
    words = wordsOfTerms(engine.pages, engine.headingsKnown);
    wordsByEngine.set(engine, words);
  }
  return words;
}

/** The sidebar categories with the most pages. */
function largestSections(pages: PageOutline[]): string[] {
  const pageCounts = new Map<string, number>();
  for (const {lvl0} of pages) {
    pageCounts.set(lvl0, (pageCounts.get(lvl0) ?? 0) + 1);
  }
  return [...pageCounts]
    .sort((a, b) => b[1] - a[1])
    .map(([section]) => section)
    .slice(0, maxSuggestions);
}

/** Up to three queries to offer instead of one that found nothing. */
export function querySuggestions(engine: SearchEngine, query: string): string[] {
  const wordOfTerm = cachedWordsOfTerms(engine);
  const closestWords = parseQuery(query).map(({word}) =>
    engine
      .closestHeadingTerms(word, suggestionTypos(word))
      .flatMap((term) => wordOfTerm.get(term) ?? [])
      .slice(0, maxSuggestions),
  );
  const correctedWords = closestWords.flatMap((words) => words.slice(0, 1));
  if (correctedWords.length === 0) {
    return largestSections(engine.pages);
  }
  // The whole query corrected first, then other spellings of its words.
  const suggestions = new Set([correctedWords.join(' '), ...closestWords.flat()]);
  return [...suggestions].slice(0, maxSuggestions);
}
