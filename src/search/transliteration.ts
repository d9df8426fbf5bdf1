/**
 * A query typed in the other script: Ukrainian in Latin letters («povernennia koshtiv», "vebhuk"), as readers write
 * on a keyboard without the Ukrainian layout, or a Latin term in Cyrillic («3дс» for 3DS). Search tries these when a
 * query finds nothing as typed nor retyped in the other keyboard layout (keyboardLayout.ts).
 */
// The example queries above, the package's name and the Ukrainian letters. cspell:ignore povernennia koshtiv vebhuk translit яіїєґ
import cyrillicToTranslit from 'cyrillic-to-translit-js';

// Two ways back from Latin: the national standard's (ia for я, kh for х) and the older one many readers learnt at
// school (ya, ye), which the Russian preset reads; a word in either spelling is then a typo away from the index's.
const fromLatin = [cyrillicToTranslit({preset: 'uk'}), cyrillicToTranslit({preset: 'ru'})];
const toLatin = cyrillicToTranslit({preset: 'uk'});

const latinQuery = /^[a-z0-9'\s-]+$/;
const cyrillicQuery = /^[а-яіїєґ0-9'\s-]+$/;
const latinLetter = /[a-z]/;
const cyrillicLetter = /[а-яіїєґ]/;

/** As for a retyped layout, a letter or two alone would be the beginning of too much to mean anything. */
const hasWordOfThreeLetters = (text: string) => text.split(/\s+/).some((word) => word.length >= 3);

/**
 * The query in the other script, each way of spelling it once, or none: only a query wholly in one script is
 * transliterated, and only a result wholly in the other is kept (the presets leave q, w and x as they are, and a
 * word with them is no Ukrainian word).
 */
export function transliterations(query: string): string[] {
  const typed = query.trim().toLowerCase();
  if (!hasWordOfThreeLetters(typed)) return [];
  if (latinQuery.test(typed) && latinLetter.test(typed)) {
    const spellings = fromLatin.map((preset) => preset.reverse(typed).toLowerCase());
    return [...new Set(spellings.filter((spelling) => !latinLetter.test(spelling)))];
  }
  if (cyrillicQuery.test(typed) && cyrillicLetter.test(typed)) {
    const spelling = toLatin.transform(typed).toLowerCase();
    return cyrillicLetter.test(spelling) ? [] : [spelling];
  }
  return [];
}
