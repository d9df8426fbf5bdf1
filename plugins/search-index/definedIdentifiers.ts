/**
 * Where a built page defines an identifier rather than mentions it. Pages define an identifier in two ways: a heading
 * names it (`### refund.failed`), or a reference table gives it a row, as the key in the row's first cell (the
 * fields of a request, the headers, the event types). A reference table is one whose rows mostly start with code: a
 * table of properties with one code value among its words (a method's "At a glance") does not define that value.
 * Identifiers in running text, in other cells and in code samples are mentions.
 */
import type {Cheerio, CheerioAPI} from 'cheerio';
import type {Element} from 'domhandler';
import {isIdentifier, normalizeIdentifier} from '../../src/search/identifiers';

/** The text of a cell that is nothing but one inline code element, or null. */
function codeOnlyText($: CheerioAPI, cell: Cheerio<Element>): string | null {
  const code = cell.children('code');
  const text = cell.text().trim();
  return code.length === 1 && text === code.text().trim() ? text : null;
}

function identifiersIn(texts: (string | null)[]): string[] {
  return texts.flatMap((text) => (text !== null && isIdentifier(text) ? [normalizeIdentifier(text)] : []));
}

/** The identifiers that headings (`h2`–`h6`) name in code. */
export function identifiersInHeading($: CheerioAPI, heading: Cheerio<Element>): string[] {
  return identifiersIn(
    heading
      .find('code')
      .map((_, code) => $(code).text().trim())
      .get(),
  );
}

/**
 * The first cells of reference tables that define an identifier, with the identifier: the extractor files each under
 * the section the table is in.
 */
export function definingTableCells($: CheerioAPI, root: Cheerio<Element>): Map<Element, string> {
  const cells = new Map<Element, string>();
  root.find('table').each((_, table) => {
    // Header rows have no td, so they give no first cell.
    const firstCells = $(table)
      .find('tr')
      .map((_, row) => $(row).children('td').first().get())
      .get();
    const keys = firstCells.map((cell) => codeOnlyText($, $(cell)));
    if (keys.filter((key) => key !== null).length * 2 < firstCells.length) {
      return;
    }
    firstCells.forEach((cell, index) => {
      const [identifier] = identifiersIn([keys[index]]);
      if (identifier !== undefined) cells.set(cell, identifier);
    });
  });
  return cells;
}
