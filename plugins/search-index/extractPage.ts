/**
 * Reads one built documentation page the way the DocSearch crawler does: the h1 is the page title, h2 and h3 open
 * sections under their anchors, and paragraphs, list items and table cells are the content. Reading the built HTML
 * (not the Markdown) indexes exactly what the reader sees, including text that components render from data. Each
 * section also gets the identifiers it defines (definedIdentifiers.ts).
 *
 * The page's description (its front matter's, in the page's meta description) opens the introduction, unless the
 * page already says it: it says in one sentence what the reader can do with the page («Find out a payment's current
 * status by id or order id»), in the words a reader asks with, and the reader sees it on the category pages' cards and
 * in web search results.
 */
import {load, type Cheerio, type CheerioAPI} from 'cheerio';
import type {Element} from 'domhandler';
import type {IndexedPage, IndexedSection} from '../../src/search/indexFormat';
import {definingTableCells, identifiersInHeading} from './definedIdentifiers';

const contentSelector = 'h2, h3, h4, h5, h6, p, li, td, th, summary';
// Tab labels are list items and code is not prose; neither belongs in the content.
const ignoredAncestors = 'pre, [role="tablist"], nav, header';

export interface ExtractedSection extends IndexedSection {
  identifiers: string[];
}

export interface ExtractedPage extends Omit<IndexedPage, 'lvl0' | 'otherLanguageTitles' | 'sections'> {
  sections: ExtractedSection[];
  /** The top sidebar category of the page, null for a page outside every category. */
  sidebarCategory: string | null;
  /** The active navbar item (the docs sidebar's label), the crawler's lvl0 when there is no category. */
  navbarSection: string | null;
}

function activeLinkText($: CheerioAPI, selector: string): string | null {
  const link = $(selector).first();
  return link.length > 0 ? collapseWhitespace(link.text()) : null;
}

function collapseWhitespace(text: string): string {
  return text.replace(/[\s\u200b]+/g, ' ').trim();
}

function headingText(heading: Cheerio<Element>): string {
  return collapseWhitespace(heading.clone().find('.hash-link').remove().end().text());
}

/**
 * An element's own words. Nested lists are items of their own, and paragraphs inside a list item or a table cell
 * are read as paragraphs, so no text is indexed twice. A button's label is not the text: the test card numbers' Copy
 * buttons glued their label to the number («4111111111111111Копіювати»).
 */
function contentText(element: Cheerio<Element>, tagName: string): string | null {
  const ownPart = element.clone();
  ownPart.find(tagName === 'li' ? 'ul, ol, button' : 'button').remove();
  if (tagName !== 'p' && ownPart.find('p').length > 0) {
    return null;
  }
  return collapseWhitespace(ownPart.text());
}

/** Letters and digits only, lower case: to tell whether two texts say the same. */
const comparable = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * The page's meta description, unless the page already says it: Docusaurus describes a page without a description of
 * its own by its first paragraph (under a heading, if the page opens with one), which would then count twice.
 */
function descriptionToIndex($: CheerioAPI, sections: ExtractedSection[]): string | null {
  const description = collapseWhitespace($('meta[name="description"]').attr('content') ?? '');
  const said = comparable(sections.flatMap((section) => section.contents).join(' '));
  return description !== '' && !said.includes(comparable(description)) ? description : null;
}

export function extractPage(html: string, path: string): ExtractedPage | null {
  const $ = load(html);
  const markdown = $('article .theme-doc-markdown').first();
  const title = collapseWhitespace(markdown.find('h1').first().text());
  if (!title) {
    return null;
  }
  // Words on either side of a line break are separate words.
  markdown.find('br').replaceWith(' ');

  const introduction: ExtractedSection = {lvl2: null, lvl3: null, anchor: null, contents: [], identifiers: []};
  const sections = [introduction];
  let current = introduction;
  const definingCells = definingTableCells($, markdown);
  markdown.find(contentSelector).each((_, node) => {
    const element = $(node);
    if (element.parents(ignoredAncestors).length > 0) {
      return;
    }
    const tagName = node.tagName.toLowerCase();
    if (tagName === 'h2' || tagName === 'h3') {
      current = {
        lvl2: tagName === 'h2' ? headingText(element) : current.lvl2,
        lvl3: tagName === 'h3' ? headingText(element) : null,
        anchor: element.attr('id') ?? null,
        contents: [],
        identifiers: identifiersInHeading($, element),
      };
      sections.push(current);
      return;
    }
    current.identifiers.push(
      ...(/^h[4-6]$/.test(tagName) ? identifiersInHeading($, element) : []),
      ...(definingCells.get(node) ?? []),
    );
    const text = contentText(element, tagName);
    if (text) {
      current.contents.push(text);
    }
  });
  const description = descriptionToIndex($, sections);
  if (description !== null) {
    introduction.contents.unshift(description);
  }
  return {
    path,
    sidebarCategory: activeLinkText($, '.theme-doc-sidebar-menu .menu__link--sublist.menu__link--active'),
    navbarSection: activeLinkText($, '.navbar__item.navbar__link--active'),
    lvl1: title,
    sections: sections.map((section) => ({...section, identifiers: [...new Set(section.identifiers)]})),
  };
}
