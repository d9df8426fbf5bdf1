/**
 * Turns what the reader typed into MiniSearch queries, one group per word. Each word is looked up as its stem (with
 * typo tolerance, and as a prefix while it is being typed), and, with less weight, by the root of the stem as a
 * prefix: the Ukrainian stemmer only cuts endings, so «скасувати» (скасув-) and «скасування» (скасуван-) meet only
 * through their root, and so do a half-typed English word and its shorter stem (`paginat`, `pagin-`). A Ukrainian verb
 * in the infinitive is also looked up as its action noun («списати» as «списання», actionNouns.ts), and a word that is
 * (part of) a phrase of the synonym table as each of the phrase's synonyms, both just below the word. A word the index
 * does not have is also looked up as Ukrainian spells it where Russian writes и, and as that spelling's synonyms.
 * Two words typed apart are also looked up as one («кеш бек» as «кешбек»).
 * Another API's field name that the table knows (`trial_period_days`) is looked up as our name for it only. A verb that
 * only carries the question ("find", «працює») is marked as such, for the engine to count it for little.
 */
// Stems and Russian spellings quoted in this file's comments. cspell:ignore Zзвіт скасув скасуван виджет кабинет сплит нетбанкинг нетбанкінг secuirty secuirti каркти secuity subscrptions subscrption картц картк
import type {QueryCombination} from 'minisearch';
import {actionNounOf} from './actionNouns';
import type {QuerySynonyms, TermPhrase} from './querySynonyms';
import {otherProviderNames} from '../data/providerNames';
import {isQuestionVerb} from './stopWords';
import {containsDigit, cyrillicLookalikes, normalizeWord, queryTokens, termOf} from './textAnalysis';

// Algolia ignores the query past 512 bytes; ten words and 256 characters are more than anyone types into a docs search.
// The words are counted without the stop words: a question spends half of its first ten on them ("can a seller give
// back more than its share in a split refund" would lose "split refund").
export const maxQueryLength = 256;
const maxQueryWords = 10;
const shortestRoot = 4;
const rootWeight = 0.3;
/** What another provider's name weighs against a word of the subject (../data/providerNames.ts). */
const providerNameWeight = 0.1;
/**
 * Below the word itself, so that of two equal matches the one of the word the reader typed ranks first, as Algolia's
 * exact criterion orders them (its alternativesAsExact leaves synonyms out); above a typo, a prefix or a root match,
 * which are guesses, where a synonym is a fact of the table.
 */
export const synonymWeight = 0.8;

export interface WordAlternative {
  query: QueryCombination;
  /** How much a match through this alternative counts, relative to a match of the word's own stem. */
  weight: number;
  /** Whether the alternative is a synonym of the word (or of a phrase it is in) rather than a form of the word. */
  isSynonym: boolean;
  /** Looked up only when the word as typed is not in the index (a spelling of the word in another alphabet). */
  onlyForUnknownWord?: boolean;
  /** Looked up only when none of the alternatives before it found anything: the last guess. */
  onlyWhenNothingFound?: boolean;
}

export interface QueryWord {
  word: string;
  /** The word's own index term; the first alternative looks it up. */
  stem: string;
  /** Whether the word is still being typed, and so matches as a prefix. */
  isBeingTyped: boolean;
  alternatives: WordAlternative[];
  /**
   * Our identifiers that the word stands for, as part of another API's name or of our name spelt out as the whole
   * query ("insufficient funds"; see QuerySynonyms).
   */
  synonymIdentifiers?: string[];
  /**
   * Whether the word, typed whole, carries the question rather than its subject: a verb that only asks
   * (stopWords.ts), or another provider's name, which says where the reader comes from (../data/providerNames.ts).
   */
  carriesQuestion?: boolean;
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

/**
 * A word as Ukrainian spells it where Russian writes и for Ukrainian і («виджет» for «віджет», «кабинет», «сплит»),
 * or null when it has no и. Only a word the index does not have is looked up this way: Ukrainian has и too.
 */
function ukrainianSpellingOf(normalized: string): string | null {
  return normalized.includes('и') ? normalized.replace(/и/g, 'і') : null;
}

// Cyrillic letters whose capitals look like Latin ones, and those Latin letters: the lower-case look-alikes that
// normalizeWord reads as Cyrillic, and the letters that only look alike as capitals.
const latinLookalikes: Record<string, string> = {
  ...Object.fromEntries(Object.entries(cyrillicLookalikes).map(([latin, cyrillic]) => [cyrillic, latin])),
  в: 'b',
  к: 'k',
  м: 'm',
  н: 'h',
  т: 't',
};
const lookalikeAcronym = new RegExp(`^[${Object.keys(latinLookalikes).join('')}]{2,5}$`, 'u');

/**
 * A short word of Cyrillic letters that look like Latin capitals, as the Latin acronym it looks like, or null: an
 * acronym typed on a Ukrainian layout («МСС», «РСІ DSS») is the one the pages write (MCC, PCI). Only a word the index
 * does not have is looked up this way, as most such words are Ukrainian ones.
 */
function latinLookalikeSpellingOf(normalized: string): string | null {
  return lookalikeAcronym.test(normalized)
    ? Array.from(normalized, (letter) => latinLookalikes[letter]).join('')
    : null;
}

// Roots and synonyms are already terms, so they must not be stemmed again.
const asTerm = (term: string) => term;

/**
 * A camelCase name of another API (`cancelOrRefund`, `merchantAccount`) that the index does not have, looked up as its
 * words: a section with all of them. The pages name their fields in snake_case, which the analyser already cuts into
 * words; a brand in camelCase (PicPay) is in the index as one word, so its parts are not looked up. The words count as
 * one, like a synonym phrase.
 */
function camelCasePartsAlternative(word: string): WordAlternative | null {
  const terms = word
    .split(/(?<=[a-z\d])(?=[A-Z])/)
    .map(termOf)
    .filter((term): term is string => term !== null);
  if (terms.length < 2) return null;
  return {
    query: {queries: terms, combineWith: 'AND', processTerm: asTerm},
    weight: 1 / terms.length,
    isSynonym: false,
    onlyForUnknownWord: true,
  };
}

/**
 * The word with two adjacent letters swapped back, the commonest slip of a fast typist ("secuirty", «каркти»), for
 * a word the index does not have. The typo tolerance counts a swap as two typos, which a word under eight letters is
 * not allowed, and the stemmer does not know the misspelt ending of a longer one (`secuirti` is three typos from
 * `secur`); the word put right is stemmed as any other.
 */
function transposedLettersAlternative(normalized: string, stem: string): WordAlternative | null {
  if (normalized.length < 4 || containsDigit(normalized)) return null;
  const terms = new Set<string>();
  for (let at = 0; at < normalized.length - 1; at++) {
    if (normalized[at] === normalized[at + 1]) continue;
    const swapped = normalized.slice(0, at) + normalized[at + 1] + normalized[at] + normalized.slice(at + 2);
    const term = termOf(swapped);
    if (term !== null && term !== stem) terms.add(term);
  }
  if (terms.size === 0) return null;
  return {query: {queries: [...terms], processTerm: asTerm}, weight: 1, isSynonym: false, onlyForUnknownWord: true};
}

/**
 * The beginnings of a long word the index lacks, each allowed one typo: a letter missing or doubled before the ending
 * keeps the stemmer from cutting it ("secuity" stays `secuiti`, "subscrptions" `subscrption`), so the stem is further
 * from the page's (`secur`, `subscrip`) than the typo tolerance allows, but a beginning of the word is one typo from it.
 */
function misspeltEndingAlternative(normalized: string): WordAlternative | null {
  if (normalized.length < 6 || containsDigit(normalized)) return null;
  const beginnings: string[] = [];
  for (let length = normalized.length - 1; length >= Math.max(5, normalized.length - 5); length--) {
    beginnings.push(normalized.slice(0, length));
  }
  return {
    query: {queries: beginnings, fuzzy: 1, processTerm: asTerm},
    weight: 0.5,
    isSynonym: false,
    onlyWhenNothingFound: true,
  };
}

const alternatedFormWeight = 0.5;

/** The consonants that stand before -і in «картці», «послузі», «поверсі», and the ones they stand for elsewhere. */
const alternatedConsonants: Record<string, string> = {ц: 'к', з: 'г', с: 'х'};

/**
 * A Ukrainian noun whose stem ends in к, г or х changes it to ц, з or с before the ending -і («на картці» of «картка»,
 * «у послузі» of «послуга», «у кроці» of «крок»), and the stemmer, which only cuts endings, files the two forms apart
 * (`картц`, `картк`). The word is also looked up as the form with the other consonant, at half the weight: the pages
 * say «картка», «картки», «карткою» far more often than «картці», and counted in full those many sections outweighed
 * the few that say the very form the reader typed. Where the consonant belongs to the word («таблиці» of «таблиця»)
 * the other form is no word of the index and finds nothing.
 */
function consonantAlternationAlternative(normalized: string, stem: string): WordAlternative | null {
  const match = /^(\p{L}{3,})([цзс])і$/u.exec(normalized);
  if (match === null) return null;
  // Given an ending the stemmer cuts, so that the stem it leaves is the one of the word's other forms.
  const term = termOf(`${match[1]}${alternatedConsonants[match[2]]}а`);
  if (term === null || term === stem) return null;
  return {query: {queries: [term], processTerm: asTerm}, weight: alternatedFormWeight, isSynonym: false};
}

let providerNameTerms: Set<string> | undefined;

/** Whether the word is another provider's name, in any of its forms. */
function namesOtherProvider(word: string): boolean {
  providerNameTerms ??= new Set(otherProviderNames.map(termOf).filter((term): term is string => term !== null));
  return providerNameTerms.has(termOf(word) ?? '');
}

/** Whether the word only carries the question: a verb that asks, or another provider's name. */
function carriesQuestionOnly(word: string): boolean {
  return isQuestionVerb(normalizeWord(word)) || namesOtherProvider(word);
}

function wordQuery(word: string, isBeingTyped: boolean): QueryWord {
  const stem = termOf(word)!;
  const normalized = normalizeWord(word);
  const root = rootOf(stem);
  const alternatives: WordAlternative[] = [
    {query: {queries: [word], fuzzy: allowedTypos(word), prefix: isBeingTyped}, weight: 1, isSynonym: false},
  ];
  if (root !== null && !(isBeingTyped && root === stem)) {
    alternatives.push({
      query: {queries: [root], prefix: true, processTerm: asTerm},
      weight: rootWeight,
      isSynonym: false,
    });
  }
  const ukrainianSpelling = ukrainianSpellingOf(normalized);
  if (ukrainianSpelling !== null) {
    alternatives.push({
      query: {queries: [ukrainianSpelling], fuzzy: allowedTypos(ukrainianSpelling), prefix: isBeingTyped},
      weight: 1,
      isSynonym: false,
      onlyForUnknownWord: true,
    });
  }
  const latinSpelling = latinLookalikeSpellingOf(normalized);
  if (latinSpelling !== null) {
    alternatives.push({
      query: {queries: [latinSpelling], prefix: isBeingTyped},
      weight: 1,
      isSynonym: false,
      onlyForUnknownWord: true,
    });
  }
  const alternated = consonantAlternationAlternative(normalized, stem);
  if (alternated !== null) {
    alternatives.push(alternated);
  }
  const transposed = transposedLettersAlternative(normalized, stem);
  if (transposed !== null) {
    alternatives.push(transposed);
  }
  const camelCaseParts = camelCasePartsAlternative(word);
  if (camelCaseParts !== null) {
    alternatives.push(camelCaseParts);
  }
  const actionNoun = actionNounOf(normalized);
  const actionNounTerm = actionNoun === null ? null : termOf(actionNoun);
  if (actionNounTerm !== null && actionNounTerm !== stem) {
    // The noun is the same word in another part of speech, a fact of grammar like a synonym of the table.
    alternatives.push({
      query: {queries: [actionNounTerm], processTerm: asTerm},
      weight: synonymWeight,
      isSynonym: true,
    });
  }
  const namesProvider = namesOtherProvider(word);
  // The page that names the provider is no better an answer for it: the reader wants our side of the comparison.
  const weighedAlternatives = namesProvider
    ? alternatives.map((alternative) => ({...alternative, weight: alternative.weight * providerNameWeight}))
    : alternatives;
  return {
    word,
    stem,
    isBeingTyped,
    alternatives: weighedAlternatives,
    // A verb still being typed may grow into another word; a provider's name typed whole is the name.
    carriesQuestion: (!isBeingTyped && isQuestionVerb(normalized)) || namesProvider,
  };
}

/**
 * A letter compound («Zзвіт» of «Z-звіт», ./textAnalysis.ts) is one word: the word after the letter alone would rank
 * every report. Where the index does not have the compound, that word is looked up instead.
 */
function letterCompoundQuery(compound: string, wordAfterLetter: string, isBeingTyped: boolean): QueryWord {
  const compoundQuery = wordQuery(compound, isBeingTyped);
  if (termOf(wordAfterLetter) === null) return compoundQuery;
  const wordAlone = wordQuery(wordAfterLetter, isBeingTyped).alternatives.map((alternative) => ({
    ...alternative,
    onlyForUnknownWord: true,
  }));
  return {...compoundQuery, alternatives: [...compoundQuery.alternatives, ...wordAlone]};
}

/**
 * A stop word still being typed may be the beginning of a word ("am" of "amount", «ще» of «щоденний»), so it is looked
 * up as the beginning of one, and dropped once a space follows it; the word before it is then complete, not a
 * beginning. A single letter is left out, as it begins too many words to rank them.
 */
function stopWordBeingTyped(word: string): QueryWord[] {
  const beginning = normalizeWord(word);
  if (beginning.length < 2 || containsDigit(beginning)) return [];
  return [
    {
      word,
      stem: beginning,
      isBeingTyped: true,
      alternatives: [{query: {queries: [beginning], prefix: true, processTerm: asTerm}, weight: 1, isSynonym: false}],
    },
  ];
}

/**
 * A synonym phrase matches a section that has all of its words, exactly: a synonym is not guessed at. MiniSearch adds
 * up the scores of the words, so the phrase counts as their average: it stands for one word of the query.
 */
function synonymAlternative(phrase: TermPhrase): WordAlternative {
  return {
    query: {queries: phrase, combineWith: 'AND', processTerm: asTerm},
    weight: synonymWeight / phrase.length,
    isSynonym: true,
  };
}

/**
 * Per query term, the table's phrases that may stand for it, by key. A synonym of a phrase stands for each of the
 * phrase's words: a section that has it matches all of them. A word in several phrases of the table may be given the
 * same synonym twice, and needs to look it up once.
 */
function synonymPhrasesByWord(
  terms: string[],
  synonyms?: QuerySynonyms,
  carriesQuestion: boolean[] = [],
): {phrasesByWord: Map<string, TermPhrase>[]; inForeignName: boolean[]; identifiersByWord: string[][]} {
  const phrasesByWord = terms.map(() => new Map<string, TermPhrase>());
  const inForeignName = terms.map(() => false);
  const identifiersByWord = terms.map((): string[] => []);
  for (const {start, end, phrases, isForeignName, identifiers} of synonyms?.expand(terms) ?? []) {
    // Our name spelt out as words ("insufficient funds") is that name only when it is the whole query, but for verbs
    // that only ask about it («do not honor що означає»): in a question ("test card for insufficient funds") the
    // words decide. Another API's name is a name wherever it stands.
    const isWholeQuery = terms.every((_, index) => (index >= start && index < end) || carriesQuestion[index]);
    if (isForeignName || isWholeQuery) identifiersByWord[start].push(...identifiers);
    for (let index = start; index < end; index++) {
      phrases.forEach((phrase) => phrasesByWord[index].set(phrase.join(' '), phrase));
      inForeignName[index] ||= isForeignName;
    }
  }
  return {phrasesByWord, inForeignName, identifiersByWord};
}

/**
 * Below a synonym: the pages may write the two words apart as well, and mean something else by the joined word
 * ("net banking" is online banking; India's Netbanking is one country's scheme of it). At 0.8, the India page led.
 */
const joinedWordsWeight = 0.5;

/** What stands between two words typed apart: spaces, or a hyphen («кол-бек»). */
const wordGap = /^(?:\s+|-)$/;

/**
 * Two words typed apart that the pages write as one («кеш бек», «кол бек», "web hook", "pay out"): each of them (the
 * one that is a word of the query, when the other is a stop word) is also looked up as the two joined, and as the
 * joined word's synonyms («колбек» is «вебхук»), as Algolia's concatenation reads a query. A section with the joined
 * word then matches both words. Two words the pages never write as one find nothing this way.
 */
function addJoinedWords(
  text: string,
  tokens: ReturnType<typeof queryTokens>,
  wordsByToken: QueryWord[][],
  lastIsBeingTyped: boolean,
  synonyms?: QuerySynonyms,
): void {
  for (let index = 0; index + 1 < tokens.length; index++) {
    const [first, second] = [tokens[index], tokens[index + 1]];
    const pair = [...wordsByToken[index], ...wordsByToken[index + 1]];
    if (pair.length === 0 || first.wordAfterLetter !== undefined || second.wordAfterLetter !== undefined) continue;
    // The words of a name (`next_action`, `payment.captured`) are the name's, not two words typed apart.
    if (!wordGap.test(text.slice(first.start + first.word.length, second.start))) continue;
    const joined = termOf(first.word + second.word);
    if (joined === null) continue;
    const isBeingTyped = lastIsBeingTyped && index + 1 === tokens.length - 1;
    const alternatives: WordAlternative[] = [
      {
        query: {queries: [joined], prefix: isBeingTyped, processTerm: asTerm},
        weight: joinedWordsWeight,
        isSynonym: false,
      },
      ...(synonyms?.expand([joined]) ?? []).flatMap(({phrases}) => phrases.map(synonymAlternative)),
    ];
    pair.forEach((queryWord) => queryWord.alternatives.push(...alternatives));
  }
}

/** The word's term as Ukrainian spells it where Russian writes и, or its own term when it has no и. */
function ukrainianSpellingTerm({word, stem}: QueryWord): string {
  const spelling = ukrainianSpellingOf(normalizeWord(word));
  return spelling === null ? stem : (termOf(spelling) ?? stem);
}

export function parseQuery(query: string, synonyms?: QuerySynonyms): QueryWord[] {
  const text = query.slice(0, maxQueryLength);
  const tokens = queryTokens(text);
  // The last word is still being typed unless a space follows it.
  const lastWordIsComplete = /\s$/.test(text);
  const wordsByToken = tokens.map(({word, wordAfterLetter}, index): QueryWord[] => {
    const isBeingTyped = index === tokens.length - 1 && !lastWordIsComplete;
    if (wordAfterLetter !== undefined) return [letterCompoundQuery(word, wordAfterLetter, isBeingTyped)];
    if (termOf(word) !== null) return [wordQuery(word, isBeingTyped)];
    return isBeingTyped ? stopWordBeingTyped(word) : [];
  });
  addJoinedWords(text, tokens, wordsByToken, !lastWordIsComplete, synonyms);
  const queryWords = wordsByToken.flat().slice(0, maxQueryWords);
  const {
    phrasesByWord: synonymsByWord,
    inForeignName,
    identifiersByWord,
  } = synonymPhrasesByWord(
    queryWords.map(({stem}) => stem),
    synonyms,
    // Typed whole or not: the last word of "what does do not honor mean" carries the question either way.
    queryWords.map(({word}) => carriesQuestionOnly(word)),
  );
  // The synonyms of the query as Ukrainian spells its words («нетбанкинг» as «нетбанкінг», «сплит» as «спліт») are
  // looked up, like the spelling itself, for the words the index does not have as typed.
  const spellingTerms = queryWords.map(ukrainianSpellingTerm);
  const spellingSynonymsByWord = spellingTerms.some((term, index) => term !== queryWords[index].stem)
    ? synonymPhrasesByWord(spellingTerms, synonyms).phrasesByWord
    : [];
  queryWords.forEach((queryWord, index) => {
    const ownSynonyms = synonymsByWord[index];
    if (identifiersByWord[index].length > 0) queryWord.synonymIdentifiers = identifiersByWord[index];
    if (inForeignName[index]) {
      // Another API's name for one of ours: our name is what the reader means, as much as a word they typed.
      queryWord.alternatives = [...ownSynonyms.values()].map((phrase) => ({
        ...synonymAlternative(phrase),
        weight: 1 / phrase.length,
      }));
      return;
    }
    queryWord.alternatives.push(...[...ownSynonyms.values()].map(synonymAlternative));
    for (const [key, phrase] of spellingSynonymsByWord[index] ?? []) {
      if (!ownSynonyms.has(key)) queryWord.alternatives.push({...synonymAlternative(phrase), onlyForUnknownWord: true});
    }
    const misspeltEnding = misspeltEndingAlternative(normalizeWord(queryWord.word));
    if (misspeltEnding !== null) queryWord.alternatives.push(misspeltEnding);
  });
  return withoutRepeatedWords(queryWords);
}

/**
 * A word the query has twice ("step by step", «крок за кроком») is looked up once: counted twice, it doubled the
 * score of every section that says it, and "refund step by step" brought up the two-step payment pages. The repeat's
 * synonyms (a phrase it ends) join the first one's.
 */
function withoutRepeatedWords(queryWords: QueryWord[]): QueryWord[] {
  const firstByStem = new Map<string, QueryWord>();
  return queryWords.filter((queryWord) => {
    const first = firstByStem.get(queryWord.stem);
    if (first === undefined) {
      firstByStem.set(queryWord.stem, queryWord);
      return true;
    }
    const known = new Set(first.alternatives.map(({query}) => JSON.stringify(query)));
    first.alternatives.push(
      ...queryWord.alternatives.filter(({isSynonym, query}) => isSynonym && !known.has(JSON.stringify(query))),
    );
    return false;
  });
}
