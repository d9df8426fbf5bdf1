/**
 * Where a built page defines an identifier rather than mentions it. Pages define an identifier in two ways: a heading
 * names it (`### refund.failed`), or a reference table gives it a row, as the key in the row's first cell (the
 * fields of a request, the headers, the event types). A key is one code element, or, in an errors table, the codes a
 * row explains after its HTTP status (`422` `validation_error`, `capture_not_supported`). A reference table is one
 * whose rows mostly start with keys: a table of properties with one code value among its words (a method's "At a
 * glance") does not define that value. Identifiers in running text, in other cells and in code samples are mentions.
 */
import type {Cheerio, CheerioAPI} from 'cheerio';
import type {Element} from 'domhandler';
import {isIdentifier, normalizeIdentifier} from '../../src/search/identifiers';

/**
 * The texts of the code elements of a cell that holds nothing else, but for an HTTP status before them and commas or
 * spaces between them; null for any other cell.
 */
function cellKeys($: CheerioAPI, cell: Cheerio<Element>): string[] | null {
  const codes = cell.children('code');
  const rest = cell.clone();
  rest.children('code').remove();
  return codes.length > 0 && /^\s*(?:\d{3}\b)?[\s,]*$/.test(rest.text())
    ? codes.map((_, code) => $(code).text().trim()).get()
    : null;
}

/**
 * A key written as its prefix and an ellipsis (`sk_test_…`, a secret key) defines the prefix: the part a reader pastes
 * or recognises.
 */
const elidedRest = /_?…$/u;

function identifiersIn(texts: string[]): string[] {
  return texts
    .map((text) => text.replace(elidedRest, ''))
    .flatMap((text) => (isIdentifier(text) ? [normalizeIdentifier(text)] : []));
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
export function definingTableCells($: CheerioAPI, root: Cheerio<Element>): Map<Element, string[]> {
  const cells = new Map<Element, string[]>();
  root.find('table').each((_, table) => {
    // Header rows have no td, so they give no first cell.
    const firstCells = $(table)
      .find('tr')
      .map((_, row) => $(row).children('td').first().get())
      .get();
    const keys = firstCells.map((cell) => cellKeys($, $(cell)));
    if (keys.filter((key) => key !== null).length * 2 < firstCells.length) {
      return;
    }
    firstCells.forEach((cell, index) => {
      const identifiers = identifiersIn(keys[index] ?? []);
      if (identifiers.length > 0) cells.set(cell, identifiers);
    });
  });
  return cells;
}
