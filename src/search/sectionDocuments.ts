/**
 * What MiniSearch indexes: one document per page section. Sections, not single paragraphs, keep the index small and
 * let a query match words spread over a heading and the text under it. The builder and the engine must agree on the
 * fields, the numbering and the options, so all three live here.
 */
import type {Options} from 'minisearch';
import type {IndexedPage, PageOutline} from './indexFormat';
import {termOf, termsOf, tokenize} from './textAnalysis';

export interface SectionDocument {
  id: number;
  title: string;
  heading: string;
  category: string;
  /** The page's other names (see IndexedPage) and the section's heading in the other language. */
  otherLanguageTitles: string;
  /** The page's keywords. */
  keywords: string;
  /** The page's keywords in the site's other language. */
  otherLanguageKeywords: string;
  content: string;
  /** The identifiers the section defines, one a line, each indexed whole (see identifiers.ts). */
  identifiers: string;
}

export interface SectionLocation {
  pageIndex: number;
  sectionIndex: number;
}

/** The fields of words, which a query's words are looked up in. */
export const textFields = [
  'title',
  'heading',
  'category',
  'otherLanguageTitles',
  'keywords',
  'otherLanguageKeywords',
  'content',
] as const;
export const indexedFields = [...textFields, 'identifiers'] as const;
/** The fields that list names of the page rather than its text: each name stands for the whole page. */
export const nameFields: (typeof textFields)[number][] = ['otherLanguageTitles', 'keywords', 'otherLanguageKeywords'];

export const miniSearchOptions: Options<SectionDocument> = {
  fields: [...indexedFields],
  storeFields: [],
  tokenize: (text, field) => (field === 'identifiers' ? text.split('\n').filter(Boolean) : tokenize(text)),
  processTerm: (term, field) => (field === 'identifiers' ? term : termOf(term)),
};

/** Section ids run through the pages in order, so the engine can rebuild the id → section map from the pages. */
export function sectionLocations(pages: PageOutline[]): SectionLocation[] {
  return pages.flatMap((page, pageIndex) => page.sections.map((_, sectionIndex) => ({pageIndex, sectionIndex})));
}

/**
 * Names as one text with each term once, leaving out the terms in `seen` (which it adds to): the names are a list (a
 * page's title in the other language, the glossary's words for its subject), and a word that several of them share
 * ("banking" in "online banking", "net banking", "internet banking") must not count as often as a page that says it
 * in every paragraph, nor make the field longer for the names that do not have it.
 */
function eachTermOnce(names: string[], seen: Set<string>): string {
  return names
    .map((name) =>
      tokenize(name)
        .filter((word) => {
          const term = termOf(word);
          if (term === null || seen.has(term)) return false;
          seen.add(term);
          return true;
        })
        .join(' '),
    )
    .filter((name) => name !== '')
    .join('\n');
}

/** A section's heading in the site's other languages, found by its anchor; empty when there is none. */
export type OtherLanguageHeadings = (page: PageOutline, anchor: string | null) => string[];

export function sectionDocuments(
  pages: IndexedPage[],
  otherLanguageHeadings: OtherLanguageHeadings,
): SectionDocument[] {
  return sectionLocations(pages).map(({pageIndex, sectionIndex}, id) => {
    const page = pages[pageIndex];
    const section = page.sections[sectionIndex];
    // The title, the sidebar category and the other names all name the page: each of their terms counts once, in
    // the first of them that has it, as the title outweighs the others. Counted in each, a word of the page's name
    // («списання» in «Відкладене списання з Apple Pay», its category «Відкладене списання» and its glossary name) made
    // the page outrank the guides on any question with that word in it.
    const titleTerms = termsOf(page.lvl1);
    const pageNameTerms = new Set(titleTerms);
    return {
      id,
      title: page.lvl1,
      heading: section.lvl3 ?? section.lvl2 ?? '',
      category: eachTermOnce([page.lvl0], pageNameTerms),
      otherLanguageTitles: eachTermOnce(
        [...page.otherLanguageTitles, ...otherLanguageHeadings(page, section.anchor)],
        pageNameTerms,
      ),
      keywords: eachTermOnce(page.keywords ?? [], new Set(titleTerms)),
      otherLanguageKeywords: eachTermOnce(page.otherLanguageKeywords ?? [], new Set(titleTerms)),
      content: section.contents.join('\n'),
      identifiers: (section.identifiers ?? []).join('\n'),
    };
  });
}
