/**
 * A query typed with the wrong keyboard layout: «ntcnjds rfhnrb» is «тестові картки» typed with the English layout
 * on, «зфнщгеі» is "payouts" typed with the Ukrainian one. Readers who switch layouts all day do this often, and the
 * keys are all there, so search retypes such a query in the other layout when it finds nothing as typed.
 */

// The mistyped queries above and the layouts' rows of letter keys. cspell:ignore dbgkfnb rfhnre ntcnjds rfhnrb зфнщгеі ЙЦУКЕН qwertyuiop asdfghjkl zxcvbnm йцукенгшщзхїфівапролджєячсмитьбю яіїєґ

/** The keys of the standard Ukrainian layout (ЙЦУКЕН) with what the same key types in the US English layout. */
const englishKeys = "qwertyuiop[]asdfghjkl;'zxcvbnm,.";
const ukrainianKeys = 'йцукенгшщзхїфівапролджєячсмитьбю';

const toUkrainian = new Map([...englishKeys].map((key, index) => [key, ukrainianKeys[index]]));
const toEnglish = new Map([...ukrainianKeys].map((key, index) => [key, englishKeys[index]]));

/** Lower-case text mapped key for key. */
function retype(text: string, keys: Map<string, string>): string {
  return [...text].map((character) => keys.get(character) ?? character).join('');
}

/**
 * Words of the layout's letters, at least one of them three letters long: a shorter word alone, retyped, is the
 * prefix of too much to mean anything, but beside a longer one it is the «на» or «до» of a phrase («dbgkfnb yf
 * rfhnre», «виплати на картку»).
 */
export const wordsOfLetters = (text: string, letters: RegExp): boolean => {
  const words = text.split(/\s+/);
  return words.every((word) => letters.test(word)) && words.some((word) => word.length >= 3);
};

/**
 * The query as the other layout would have typed it, or null when it is not all letters of one layout (a mix of both
 * is how a reader writes, not a slip of the layout switch) or would not be all words in the other.
 */
export function retypedInOtherLayout(query: string): string | null {
  const typed = query.trim().toLowerCase();
  if (wordsOfLetters(typed, /^[a-z;',.[\]]+$/)) {
    return retype(typed, toUkrainian);
  }
  if (wordsOfLetters(typed, /^[а-яіїєґ']+$/)) {
    const retyped = retype(typed, toEnglish);
    return wordsOfLetters(retyped, /^[a-z]+$/) ? retyped : null;
  }
  return null;
}
