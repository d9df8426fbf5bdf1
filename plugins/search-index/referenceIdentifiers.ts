/**
 * The identifiers a data file lists are defined by the one page the data file names as its reference: every response
 * code and its name, and the two fields that carry them, by the codes page; the problem codes any operation may answer
 * with by the guide to HTTP statuses. The API reference defines the spec's identifiers: an operation's operationId and
 * method and path by the operation's page, an event type by the event's page. Other pages render parts of the same
 * lists (the payment events on the payment life-cycle page, the refund codes on the refund API page); for the reader
 * those are copies, so they do not define what the reference page does.
 */
import {responseCodeFields, responseCodes, responseCodesPage} from '../../src/data/response-codes';
import {problemCodeIdentifiers, referencePageIdentifiers} from '../api-reference/searchIdentifiers';
import {referenceRoot} from '../api-reference/slugs';
import {isIdentifier, normalizeIdentifier} from '../../src/search/identifiers';
import type {ExtractedPage} from './extractPage';

/** Route relative to the locale base (`webhooks/setting/`) by identifier; one-word names (`approved`) are words. */
export function referencePagesOfIdentifiers(): Map<string, string> {
  const listed = [
    ...responseCodes.flatMap(({code, reason}) => [
      [reason, responseCodesPage] as const,
      [String(code), responseCodesPage] as const,
    ]),
    ...responseCodeFields.map((field) => [field, responseCodesPage] as const),
    ...referencePageIdentifiers(),
    ...problemCodeIdentifiers(),
  ];
  return new Map(
    listed.filter(([name]) => isIdentifier(name)).map(([name, page]) => [normalizeIdentifier(name), page] as const),
  );
}

/**
 * The page with the identifiers it defines corrected by the data files: a listed identifier goes to the reference
 * page's section whose text has it (its first section if none does), and off every other page.
 */
export function withReferenceIdentifiers(
  page: ExtractedPage,
  route: string,
  referencePages: Map<string, string> = referencePagesOfIdentifiers(),
): ExtractedPage {
  const listedHere = [...referencePages].filter(([, page]) => page === route).map(([identifier]) => identifier);
  const sectionOf = (identifier: string) =>
    Math.max(
      0,
      page.sections.findIndex((section) =>
        section.contents.some((text) => normalizeIdentifier(text).includes(identifier)),
      ),
    );
  // An API reference page lists every field of its objects in tables; it defines only what the list gives it, so a
  // field keeps leading to the guide that explains it.
  const isApiReference = route.startsWith(`${referenceRoot}/`);
  const sections = page.sections.map((section) => ({
    ...section,
    identifiers: isApiReference ? [] : section.identifiers.filter((identifier) => !referencePages.has(identifier)),
  }));
  for (const identifier of listedHere) {
    sections[sectionOf(identifier)].identifiers.push(identifier);
  }
  return {...page, sections};
}
