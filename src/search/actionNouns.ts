/**
 * The action noun of a Ukrainian verb typed in the infinitive: readers ask «як повернути кошти», «як списати холд»,
 * and the guides are titled with the noun («Повернення коштів», «Списання»). The stemmer cuts endings only, so the
 * verb's stem (повернут-, спис-) never meets the noun's (повернен-, списан-); the noun is derived here by the regular
 * patterns of Ukrainian word formation, with the consonant changes before -ення (запросити → запрошення,
 * встановити → встановлення). A derived form that is not a word of the language (перевірити → «перевірення», where
 * Ukrainian says «перевірка») finds nothing in the index and does no harm.
 */
// Verbs, nouns and endings quoted in this file: cspell:ignore повернут спис повернен списан перевірення ення бпвмф ття

/** Before -ення the stem's last consonant changes: с → ш, з → ж, ст → щ, т → ч, д → дж, and a labial takes л. */
const consonantChanges: [RegExp, string][] = [
  [/ст$/u, 'щ'],
  [/с$/u, 'ш'],
  [/з$/u, 'ж'],
  [/т$/u, 'ч'],
  [/д$/u, 'дж'],
  [/([бпвмф])$/u, '$1л'],
];

function withChangedConsonant(stem: string): string {
  for (const [pattern, replacement] of consonantChanges) {
    if (pattern.test(stem)) return stem.replace(pattern, replacement);
  }
  return stem;
}

/**
 * Infinitive endings (with the reflexive -ся/-сь) and how the action noun ends instead, the first that fits. Each needs
 * a few letters before the ending: shorter words ending so are mostly plural nouns (дати, плати, стати), whose false
 * nouns would stem to real words (дані, план, стан).
 */
const formations: {infinitive: RegExp; noun: (stem: string) => string}[] = [
  // прийняти → прийняття, відкрити → відкриття
  {infinitive: /^(.{3,}(?:ня|кри))ти(?:ся|сь)?$/u, noun: (stem) => `${stem}ття`},
  // списати → списання, скасувати → скасування, налаштувати → налаштування
  {infinitive: /^(.{3,}[ая])ти(?:ся|сь)?$/u, noun: (stem) => `${stem}ння`},
  // розуміти → розуміння
  {infinitive: /^(.{3,}і)ти(?:ся|сь)?$/u, noun: (stem) => `${stem}ння`},
  // повернути → повернення
  {infinitive: /^(.{3,}н)ути(?:ся|сь)?$/u, noun: (stem) => `${stem}ення`},
  // підключити → підключення, запросити → запрошення, оновити → оновлення
  {infinitive: /^(.{3,})ити(?:ся|сь)?$/u, noun: (stem) => `${withChangedConsonant(stem)}ення`},
];

/** The action noun of the word if it is a Ukrainian infinitive (lower case, normalized), else null. */
export function actionNounOf(word: string): string | null {
  for (const {infinitive, noun} of formations) {
    const match = infinitive.exec(word);
    if (match !== null) return noun(match[1]);
  }
  return null;
}
