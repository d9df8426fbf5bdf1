/**
 * A query typed in the other script: Ukrainian in Latin letters («povernennia koshtiv», "vebhuk"), as readers write
 * on a keyboard without the Ukrainian layout, or a Latin term in Cyrillic («3дс» for 3DS). Search tries these when a
 * query finds nothing as typed nor retyped in the other keyboard layout (keyboardLayout.ts).
 */
// The example queries above, the package's name and the Ukrainian letters. cspell:ignore povernennia koshtiv vebhuk translit яіїєґ
import cyrillicToTranslit from 'cyrillic-to-translit-js';
import {wordsOfLetters} from './keyboardLayout';

// Two ways back from Latin: the national standard's (ia for я, kh for х) and the older one many readers learnt at
// school (ya, ye), which the Russian preset reads; a word in either spelling is then a typo away from the index's.
const ukrainianPreset = cyrillicToTranslit({preset: 'uk'});
const fromLatin = [ukrainianPreset, cyrillicToTranslit({preset: 'ru'})];

// Words of one script (with digits, apostrophes and hyphens), as for a retyped layout at least one of three letters.
const latinWord = /^[a-z0-9'-]+$/;
const cyrillicWord = /^[а-яіїєґ0-9'-]+$/;
const latinLetter = /[a-z]/;
const cyrillicLetter = /[а-яіїєґ]/;

/**
 * The query in the other script, each way of spelling it once, or none: only a query wholly in one script is
 * transliterated, and only a result wholly in the other is kept (the presets leave q, w and x as they are, and a
 * word with them is no Ukrainian word).
 */
export function transliterations(query: string): string[] {
  const typed = query.trim().toLowerCase();
  if (wordsOfLetters(typed, latinWord) && latinLetter.test(typed)) {
    const spellings = fromLatin.map((preset) => preset.reverse(typed).toLowerCase());
    return [...new Set(spellings.filter((spelling) => !latinLetter.test(spelling)))];
  }
  if (wordsOfLetters(typed, cyrillicWord) && cyrillicLetter.test(typed)) {
    const spelling = ukrainianPreset.transform(typed).toLowerCase();
    return cyrillicLetter.test(spelling) ? [] : [spelling];
  }
  return [];
}
