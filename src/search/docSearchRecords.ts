/**
 * DocSearch records rebuilt from an index file, in the shape the DocSearch crawler writes to Algolia: the engine
 * answers with them, and `npm run search:push` uploads them, so both engines serve the same records.
 */
import type {IndexedPage, SearchIndexFile} from './indexFormat';

export type DocSearchRecordType = 'lvl1' | 'lvl2' | 'lvl3' | 'content';

export interface DocSearchHierarchy {
  lvl0: string;
  lvl1: string;
  lvl2: string | null;
  lvl3: string | null;
  lvl4: null;
  lvl5: null;
  lvl6: null;
}

export interface DocSearchRecord {
  objectID: string;
  type: DocSearchRecordType;
  hierarchy: DocSearchHierarchy;
  content: string | null;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  language: string;
  docusaurus_tag: string;
  /** The crawler's ranking weights: headings before content, earlier before later. */
  weight: {pageRank: number; level: number; position: number};
  /** The page's keywords (its `<meta name="keywords">`), on its page record only: hosted search finds it by them. */
  keywords?: string[];
}

/** Which part of a page a record stands for; contentIndex is set for content records only. */
export interface RecordLocation {
  pageIndex: number;
  sectionIndex: number;
  type: DocSearchRecordType;
  contentIndex?: number;
}

type IndexIdentity = Pick<SearchIndexFile, 'language' | 'docusaurusTag' | 'siteUrl'>;

const levelWeight: Record<DocSearchRecordType, number> = {lvl1: 100, lvl2: 90, lvl3: 80, content: 0};

/** The record's order in the page: headings and content items counted from the top. */
function positionInPage(page: IndexedPage, {sectionIndex, contentIndex}: RecordLocation): number {
  const itemsBefore = page.sections
    .slice(0, sectionIndex)
    .reduce((count, section) => count + 1 + section.contents.length, 0);
  return itemsBefore + (contentIndex === undefined ? 0 : 1 + contentIndex);
}

export function docSearchRecord(index: IndexIdentity, page: IndexedPage, location: RecordLocation): DocSearchRecord {
  const section = page.sections[location.sectionIndex];
  const isPageRecord = location.type === 'lvl1';
  const anchor = isPageRecord ? null : section.anchor;
  const pageUrl = new URL(page.path, index.siteUrl).href;
  return {
    objectID: `${page.path}:${location.sectionIndex}:${location.contentIndex ?? location.type}`,
    type: location.type,
    hierarchy: {
      lvl0: page.lvl0,
      lvl1: page.lvl1,
      lvl2: isPageRecord ? null : section.lvl2,
      lvl3: isPageRecord ? null : section.lvl3,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    },
    content: location.contentIndex === undefined ? null : section.contents[location.contentIndex],
    url: anchor ? `${pageUrl}#${anchor}` : pageUrl,
    url_without_anchor: pageUrl,
    anchor,
    language: index.language,
    docusaurus_tag: index.docusaurusTag,
    weight: {pageRank: 0, level: levelWeight[location.type], position: positionInPage(page, location)},
    ...(isPageRecord && page.keywords !== undefined ? {keywords: page.keywords} : {}),
  };
}

/** Every record of an index: a lvl1 record per page, a lvl2/lvl3 record per heading, a record per content item. */
export function allRecordLocations(pages: IndexedPage[]): RecordLocation[] {
  return pages.flatMap((page, pageIndex) => [
    {pageIndex, sectionIndex: 0, type: 'lvl1' as const},
    ...page.sections.flatMap((section, sectionIndex) => [
      ...(section.lvl2 === null
        ? []
        : [{pageIndex, sectionIndex, type: section.lvl3 === null ? ('lvl2' as const) : ('lvl3' as const)}]),
      ...section.contents.map((_, contentIndex) => ({pageIndex, sectionIndex, type: 'content' as const, contentIndex})),
    ]),
  ]);
}

/** Every record of an index, from its pages with their text (see pageWithText). */
export function allDocSearchRecords(index: IndexIdentity, pages: IndexedPage[]): DocSearchRecord[] {
  return allRecordLocations(pages).map((location) => docSearchRecord(index, pages[location.pageIndex], location));
}
