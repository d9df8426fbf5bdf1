/**
 * The fields a payment method's page explains in its prose while the payment attributes page gives them a row of its
 * table of every method's fields: the M-Pesa page tells how to fill `payment_method.mpesa.phone`. The method's page
 * defines the fields of its method that it mentions too. Shared by two pages, a field no longer puts one page first,
 * and the query's other words decide between them, as a section about M-Pesa phone numbers matches
 * `payment_method.mpesa.phone` better than one row of a long table.
 */
import {paymentMethods} from '../../src/data/payment-methods';
import {identifiersInQuery} from '../../src/search/identifiers';
import type {ExtractedPage} from './extractPage';

/** Whether a page explains an identifier, when the page mentions it. */
type Explains = (identifier: string) => boolean;

/** The method pages, by route relative to the locale base (`payment-methods/cards/`), and the fields they explain. */
export function explainingPages(): Map<string, Explains> {
  const pages = new Map<string, Explains>();
  for (const {route, paymentMethodType} of paymentMethods) {
    pages.set(route.slice(1), (identifier) => identifier.startsWith(`payment_method.${paymentMethodType}.`));
  }
  return pages;
}

/** The page with the identifiers it explains filed under the first section that mentions each. */
export function withExplainedIdentifiers(
  page: ExtractedPage,
  route: string,
  pages: Map<string, Explains> = explainingPages(),
): ExtractedPage {
  const explains = pages.get(route);
  if (explains === undefined) return page;
  const filed = new Set(page.sections.flatMap((section) => section.identifiers));
  const sections = page.sections.map((section) => {
    const mentioned = section.contents.flatMap((text) => identifiersInQuery(text).map(({identifier}) => identifier));
    const explained = [...new Set(mentioned)].filter((identifier) => explains(identifier) && !filed.has(identifier));
    explained.forEach((identifier) => filed.add(identifier));
    return explained.length === 0 ? section : {...section, identifiers: [...section.identifiers, ...explained]};
  });
  return {...page, sections};
}
