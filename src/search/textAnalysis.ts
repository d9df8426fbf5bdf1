/**
 * How text becomes search terms, shared by the index builder (at build time) and the engine (in the browser):
 * both sides must cut and stem words identically, or a query never meets the index.
 */
// Stems quoted in this file's comments. cspell:ignore авторизац авторизаці авторизаціє тестов овий стат створіт нути повернут поверн заказов возвратов сити документе проекте тексте instalments ments
// The letters of a leftover ending. cspell:ignore аеєиіїоуюяьй аеєиіїоуюяь аеєиіїоуюяькнс
// Russian spellings. cspell:ignore оплаты электронный ыэёъ
import {stemmer as stemUkrainian} from '@orama/stemmers/ukrainian';
import {stemmer as stemEnglish} from '@orama/stemmers/english';
import {isStopWord} from './stopWords';

export interface TextToken {
  /** The word as written in the text, apostrophes included, for highlighting. */
  original: string;
  /** Where the word starts in the text. */
  start: number;
}

// Letters, digits and the apostrophes that sit inside Ukrainian words (обʼєкт, памʼять).
const wordPattern = /[\p{L}\p{N}]+(?:['’ʼ][\p{L}\p{N}]+)*/gu;
const apostrophes = /['’ʼ]/g;
const cyrillic = /\p{Script=Cyrillic}/u;
const latinLetter = /^[a-z]+$/;
const digit = /\p{N}/u;
// What the Ukrainian stemmer sometimes leaves of an ending: «авторизація» gives авторизац-, «авторизації» авторизаці-
// and «авторизацією» авторизаціє-, which would otherwise be three terms that only meet as typos of each other.
const leftoverUkrainianEnding = /[аеєиіїоуюяьй]+$/u;

export function tokenizeWithPositions(text: string): TextToken[] {
  return Array.from(text.matchAll(wordPattern), (match) => ({original: match[0], start: match.index}));
}

/**
 * A single letter joined by a hyphen to the word after it names a thing of its own (Z-звіт, e-commerce, M-Pesa), and
 * the letter alone is no word: such a pair is also one token, «Zзвіт», just before the word. Then «z-звіт» finds the Z
 * report first among all the reports, and `mpesa` typed without the hyphen is the same token. The word after the
 * hyphen is a word of wordPattern of two characters or more.
 */
// cspell:ignore Zзвіт
const letterCompound = /(?<![\p{L}\p{N}'’ʼ-])(\p{L})-(?=([\p{L}\p{N}]{2,}(?:['’ʼ][\p{L}\p{N}]+)*))/gu;

/** The letter compounds of a text, by the position of the word after the letter. */
function letterCompoundsOf(text: string): Map<number, string> {
  if (!text.includes('-')) return new Map();
  return new Map(Array.from(text.matchAll(letterCompound), (match) => [match.index + 2, match[1] + match[2]]));
}

/** The words of a text as the index files them: each letter compound just before the word it ends with. */
export function tokenize(text: string): string[] {
  const compounds = letterCompoundsOf(text);
  if (compounds.size === 0) return text.match(wordPattern) ?? [];
  return tokenizeWithPositions(text).flatMap(({original, start}) => {
    const compound = compounds.get(start);
    return compound === undefined ? [original] : [compound, original];
  });
}

export interface QueryToken {
  /** What the reader typed as one word: a word, or a letter compound («Zзвіт» of «Z-звіт»). */
  word: string;
  /** Of a letter compound, the word after the letter: looked up where the index lacks the compound. */
  wordAfterLetter?: string;
  /** Where the word starts in the text (a letter compound, where its letter does). */
  start: number;
}

/**
 * The words of a query as the engine looks them up: a letter compound is one word, standing for its letter and the
 * word after it, so that «z-звіт» is the Z report and not the letter and every report. A compound that is no term (a
 * stop word after the letter) is its two words.
 */
export function queryTokens(text: string): QueryToken[] {
  const compounds = letterCompoundsOf(text);
  const tokens: QueryToken[] = [];
  for (const {original, start} of tokenizeWithPositions(text)) {
    const compound = compounds.get(start);
    if (compound !== undefined && termOf(compound) !== null && tokens.at(-1)?.start === start - 2) {
      tokens.pop();
      tokens.push({word: compound, wordAfterLetter: original, start: start - 2});
    } else {
      tokens.push({word: original, start});
    }
  }
  return tokens;
}

/** The terms of a phrase read as a query: of the synonym table's phrases, of the titles that cover a query. */
export function queryTermsOf(text: string): string[] {
  return queryTokens(text).flatMap(({word}) => termOf(word) ?? []);
}

// Latin letters that look like Cyrillic ones slip into Ukrainian words typed on a mixed keyboard layout («пагiнацiя»).
export const cyrillicLookalikes: Record<string, string> = {
  a: 'а',
  c: 'с',
  e: 'е',
  i: 'і',
  o: 'о',
  p: 'р',
  x: 'х',
  y: 'у',
};

// Letters of the Russian alphabet that Ukrainian has not, as the Ukrainian letters that stand for them (ы as и, э as
// е, ё as е as Russian itself often writes it, ъ dropped like the apostrophe): readers who spell a word the Russian
// way («оплаты», «электронный») still mean the Ukrainian one, which typos then reach.
const russianLetters: Record<string, string> = {ы: 'и', э: 'е', ё: 'е', ъ: ''};

/** Any one key of a letter table, so that each table is the only place its letters are spelled. */
const anyKeyOf = (letters: Record<string, string>): RegExp => new RegExp(`[${Object.keys(letters).join('')}]`, 'gu');
const russianLetter = anyKeyOf(russianLetters);
const latinLookalike = anyKeyOf(cyrillicLookalikes);

/**
 * Lower case, no apostrophes, ґ as г, Russian letters as Ukrainian ones, and no Latin look-alikes inside Ukrainian
 * words: readers type them either way.
 */
export function normalizeWord(word: string): string {
  const lowerCase = word
    .toLowerCase()
    .replace(apostrophes, '')
    .replace(/ґ/g, 'г')
    .replace(russianLetter, (letter) => russianLetters[letter]);
  return cyrillic.test(lowerCase)
    ? lowerCase.replace(latinLookalike, (letter) => cyrillicLookalikes[letter])
    : lowerCase;
}

export function containsDigit(word: string): boolean {
  return digit.test(word);
}

/** The index terms of a text, in order, without the words that have none. */
export function termsOf(text: string): string[] {
  return tokenize(text).flatMap((word) => termOf(word) ?? []);
}

/**
 * Where the stemmer cuts more than the ending off some forms of a word, the forms made two terms; here every form gets
 * the longer one.
 * - It cuts «-ова», «-ове», «-ові» off whole but leaves the «ов» of «-овий» or «-ови»: «тестова» gave тест- and
 *   «тестовий» тестов-, «умова» ум- and «умови» умов-. The «ов» goes back. A word that ends in the «ов» it cut is
 *   the genitive plural of a noun in «-ова» only after «м» or a short stem (умов, відмов, основ); otherwise it is a
 *   Russian genitive plural (заказов, возвратов), whose noun has the stem. «-ові» after other stems is also the dative
 *   of a noun (банкові, статусові), which then gets a term of its own: the pages write the adjectives' «-ові»
 *   (тестові, часткові) far more often than those datives, and the datives of nouns for people are told apart below.
 * - It reads the «-ати» of «оплати», «виплати», «передплати» as a verb's infinitive and gave опл- for оплат-. The
 *   nouns in «-плата» are the words of this site most often searched, so their «ат» goes back; other verbs keep their
 *   stem, as the forms of a verb do not all keep the «ат» («списати», «спишіть»).
 * - It reads the «-си» of a plural as a reflexive ending: «баланси» gave балан-, «статуси» стат-, «каси» ка-. Only
 *   its last vowel goes, unless the word is an imperative in «-си» of a verb in «-сти» or «-сити» (внеси, запроси),
 *   which the pages do not use.
 * - It reads the «-им» of «режим» as an adjective's ending in half of its forms (режим-у, режим-и gave реж-).
 */
function withCutLettersBack(word: string, stem: string): string {
  if (word.length >= 4 && word.endsWith('си')) return word.slice(0, -1);
  if (stem === 'реж' && word.startsWith('режим')) return 'режим';
  if (stem.endsWith('пл') && word === `${stem}ати`) return `${stem}ат`;
  if (!word.startsWith(`${stem}ов`) || isDativeOfPerson(word)) return stem;
  const isGenitivePlural = word === `${stem}ов`;
  return !isGenitivePlural || stem.length <= 3 || stem.endsWith('м') ? `${stem}ов` : stem;
}

/**
 * A verb's term without what the stemmer leaves of some of its forms, so that the pages' imperatives («Створіть
 * платіж», «Перевірте підпис», «Зверніться до підтримки») meet the infinitives and other forms readers type: the
 * «-іт» and «-т» of the plural imperative, reflexive or not (створіт- for створ-), and the «-ут» of verbs in «-нути»
 * (повернут- for поверн-). Only in long stems («сіть» is a noun), and not after к, н or с, where «-те» ends the
 * Russian locative of a noun (документе, проекте, тексте).
 */
function withoutVerbSuffix(word: string, stem: string): string {
  if (/іть(ся)?$/u.test(word) && stem.endsWith('іт') && stem.length >= 6) return stem.slice(0, -2);
  const imperative = /[^аеєиіїоуюяькнс]те(ся)?$/u.exec(word);
  if (imperative !== null && stem === word.slice(0, imperative.index + 2) && stem.length >= 5) {
    return stem.slice(0, -1);
  }
  if (stem.endsWith('нут') && stem.length >= 6) return stem.slice(0, -2);
  return stem;
}

/**
 * «-ові» is also the dative of a noun for a person (клієнтові, власникові, партнерові, операторові), whose «ов» is
 * the ending: those keep the noun's own term. Told apart by the suffixes such nouns end in.
 */
function isDativeOfPerson(word: string): boolean {
  return /(ник|нт|ер|ор)ові$/u.test(word);
}

/**
 * The «о» that drops out of «-ок» in the other forms of a word (рахунок, рахунку; карток, картка) is dropped from the
 * term, so both forms meet. Only after a consonant, and in stems of five letters or more: «блок» and «урок» keep it,
 * as their forms do.
 */
function withoutFleetingO(stem: string): string {
  return stem.length >= 5 && /[^аеєиіїоуюяь]ок$/u.test(stem) ? `${stem.slice(0, -2)}к` : stem;
}

/** Words matched by a pattern, each with the stem its words keep instead of the stemmer's. */
type StemsKeptApart = [RegExp, string][];

function stemKeptApart(word: string, table: StemsKeptApart): string | undefined {
  return table.find(([words]) => words.test(word))?.[1];
}

/**
 * English words the stemmer cuts down to another word's stem, with the stem they keep instead: "instalments" became
 * `instal`, the stem of "install", so a reader asking about instalment plans got the pages on installing the SDK; and
 * "settings" became `set`, so "how do I set it up" brought up the settings pages.
 */
const englishStemsKeptApart: StemsKeptApart = [
  [/^instal+ments?$/, 'instalment'],
  [/^settings?$/, 'setting'],
];

function englishStemOf(word: string): string {
  return stemKeptApart(word, englishStemsKeptApart) ?? stemEnglish(word);
}

/**
 * The index term of a word: its stem in its own script's language, so that «платежі», «платежу» and «платежів» meet.
 * Returns null for words that carry no meaning on their own (stop words, single letters).
 */
export function termOf(word: string): string | null {
  let term = termsByWord.get(word);
  if (term === undefined) {
    term = analyzedTermOf(word);
    if (termsByWord.size < maxRememberedWords) termsByWord.set(word, term);
  }
  return term;
}

/**
 * The terms of the words read so far. The engine reads every page title, keyword and synonym phrase into terms on
 * its first search, and their words repeat: at ten times the content, remembering them took that reading from about
 * 120 ms to about 60 ms of a cold engine's first search in Chromium. Bounded, as the index builder reads every word
 * of the site.
 */
const termsByWord = new Map<string, string | null>();
const maxRememberedWords = 50_000;

/**
 * Ukrainian words whose stem the stemmer gets wrong, with the stem they keep instead:
 * - «коштує» (costs) became `кошт`, the stem of «кошти» (funds), so «скільки коштує підключення» brought up every page
 *   on returning funds before the prices; the verb's forms (коштують, коштувала) now share a stem of their own.
 * - «Вʼєтнам» lost its «ам» as if it were a dative plural, and met none of «Вʼєтнаму», «у Вʼєтнамі».
 */
// cspell:ignore коштув вєтнам
const ukrainianStemsKeptApart: StemsKeptApart = [
  [/^кошту/u, 'коштув'],
  [/^вєтнам/u, 'вєтнам'],
];

function ukrainianStemOf(word: string): string {
  const keptApart = stemKeptApart(word, ukrainianStemsKeptApart);
  if (keptApart !== undefined) return keptApart;
  const stem = withoutVerbSuffix(word, withCutLettersBack(word, stemUkrainian(word)));
  const withoutEnding = stem.replace(leftoverUkrainianEnding, '');
  return withoutFleetingO(withoutEnding.length >= 2 ? withoutEnding : stem);
}

function analyzedTermOf(word: string): string | null {
  const normalized = normalizeWord(word);
  if ((normalized.length < 2 && !containsDigit(normalized)) || isStopWord(normalized)) {
    return null;
  }
  if (cyrillic.test(normalized)) {
    return ukrainianStemOf(normalized);
  }
  if (latinLetter.test(normalized)) {
    return englishStemOf(normalized);
  }
  return normalized;
}
