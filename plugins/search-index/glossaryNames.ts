/**
 * The words readers use for a page's subject, from the glossary: the term in both languages and every synonym (other
 * providers' names, transliterations, English typed on the Ukrainian site). The index treats them as other names of
 * the page, so «автоплатіж» or "callback" find the page that explains the concept even though it says «регулярний
 * платіж» or "webhook" throughout.
 */
import {glossary, type GlossaryTerm} from '../../src/data/glossary';

/** Route relative to the locale base, with its trailing slash (`transactions-2-step/auth/`). */
export function glossaryNamesByRoute(terms: GlossaryTerm[] = glossary): Map<string, string[]> {
  const namesByRoute = new Map<string, string[]>();
  for (const term of terms) {
    if (term.page === undefined) continue;
    const names = [term.en, term.uk, ...(term.synonyms?.en ?? []), ...(term.synonyms?.uk ?? [])];
    namesByRoute.set(term.page, [...new Set([...(namesByRoute.get(term.page) ?? []), ...names])]);
  }
  return namesByRoute;
}
