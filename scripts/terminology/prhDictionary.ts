/**
 * The terminology dictionary of one locale in prh's format, written from the glossary: every `avoid` entry of a term
 * (and every entry of the non-term phrasing list) becomes a case-insensitive prh rule with its example as a spec, so a
 * dictionary whose pattern no longer catches the example it was written for is refused before any page is read.
 */
import {avoidedPhrasing, glossary, type AvoidedForm, type Locale} from '../../src/data/glossary';

export interface PrhRule {
  expected: string;
  pattern: string;
  prh: string;
  specs: {from: string; to: string}[];
}

export function avoidedForms(locale: Locale): AvoidedForm[] {
  return [...glossary.flatMap((term) => term.avoid?.[locale] ?? []), ...avoidedPhrasing[locale]];
}

export function prhRules(locale: Locale): PrhRule[] {
  return avoidedForms(locale).map((form) => {
    const caught = new RegExp(form.pattern, 'gimu');
    const to = form.example.replace(caught, form.use);
    if (to === form.example)
      throw new Error(`The pattern /${form.pattern}/ does not catch its example "${form.example}"`);
    return {
      expected: form.use,
      pattern: `/${form.pattern}/i`,
      prh: `Kalyna glossary: write "${form.use}"`,
      specs: [{from: form.example, to}],
    };
  });
}

/** The YAML prh reads (JSON is valid YAML, and keeps regular-expression escapes as they are). */
export function prhDictionaryYaml(locale: Locale): string {
  return JSON.stringify({version: 1, rules: prhRules(locale)}, null, 2);
}
