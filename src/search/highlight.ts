/**
 * Algolia-style highlights and snippets. A word is marked when its own index term is one the query matched, so the
 * query «платежі» marks «платежу» and «платежів» in the text, the forms the reader actually sees.
 * DocSearch and the search page insert these values as HTML: all text is escaped, only the tags are markup.
 */
import type {TextToken} from './textAnalysis';

export interface HighlightTags {
  preTag: string;
  postTag: string;
}

export interface HighlightValue {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
}

/** A text cut into words, and which of them the query matched. */
export interface MatchedText {
  text: string;
  tokens: TextToken[];
  matched: boolean[];
}

const htmlEscapes: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => htmlEscapes[character]);
}

function tokenEnd(token: TextToken): number {
  return token.start + token.original.length;
}

/** Marks the matched words of text[from, to) and escapes the rest. */
function markWords({text, tokens, matched}: MatchedText, tags: HighlightTags, from: number, to: number): string {
  let value = '';
  let position = from;
  tokens.forEach((token, index) => {
    if (!matched[index] || token.start < from || tokenEnd(token) > to) {
      return;
    }
    value += escapeHtml(text.slice(position, token.start)) + tags.preTag + escapeHtml(token.original) + tags.postTag;
    position = tokenEnd(token);
  });
  return value + escapeHtml(text.slice(position, to));
}

function matchSummary({tokens, matched}: MatchedText, queryWordCount: number) {
  const matchedWords = [...new Set(tokens.filter((_, index) => matched[index]).map((t) => t.original.toLowerCase()))];
  const matchLevel: HighlightValue['matchLevel'] =
    matchedWords.length === 0 ? 'none' : matchedWords.length >= queryWordCount ? 'full' : 'partial';
  return {matchedWords, matchLevel};
}

export function highlight(matchedText: MatchedText, queryWordCount: number, tags: HighlightTags): HighlightValue {
  return {
    value: markWords(matchedText, tags, 0, matchedText.text.length),
    ...matchSummary(matchedText, queryWordCount),
  };
}

/**
 * A window of `maxWords` words around the first match, with the ellipsis where text was cut: DocSearch shows one
 * line per hit, and the line must show why the hit matched.
 */
export function snippet(
  matchedText: MatchedText,
  queryWordCount: number,
  tags: HighlightTags & {ellipsis: string; maxWords: number},
): HighlightValue {
  const {text, tokens, matched} = matchedText;
  const summary = matchSummary(matchedText, queryWordCount);
  if (tokens.length <= tags.maxWords) {
    return {value: markWords(matchedText, tags, 0, text.length), ...summary};
  }
  const firstMatch = Math.max(0, matched.indexOf(true));
  // A little context before the match reads better than a line that starts with it.
  const first = Math.max(0, Math.min(firstMatch - 2, tokens.length - tags.maxWords));
  const last = first + tags.maxWords - 1;
  const from = first === 0 ? 0 : tokens[first].start;
  const to = last === tokens.length - 1 ? text.length : tokenEnd(tokens[last]);
  const value =
    (first === 0 ? '' : tags.ellipsis) +
    markWords(matchedText, tags, from, to) +
    (to === text.length ? '' : tags.ellipsis);
  return {value, ...summary};
}
