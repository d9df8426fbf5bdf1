/**
 * How an API reference page enters the search index. It is found by its title, the identifiers it defines, the headings
 * of the sections that define them and its opening description; the words of its field tables are left out. Those
 * tables repeat the spec object by object and page after page: indexed, they added 24 KB gzip to the Ukrainian index
 * (over its 150 KB budget) and drew readers' word queries away from the guides. Their identifiers stay, so
 * `payment_method.upi.vpa` still finds the page that defines it.
 */
import {referenceRankWeight} from '../api-reference/searchIdentifiers';

export function referencePageForSearch<Section extends {contents: string[]; identifiers?: string[]}>(page: {
  sections: Section[];
}): {sections: Section[]; rankWeight: number} {
  // The other sections (authentication, idempotency, request, responses) have the same headings on every operation
  // page: they only ever lost to the guides, and left out they take 4 KB gzip off the Ukrainian index.
  const sectionsToFind = page.sections.filter(
    (section, index) => index === 0 || (section.identifiers?.length ?? 0) > 0,
  );
  return {
    rankWeight: referenceRankWeight,
    sections: sectionsToFind.map((section, index) => (index === 0 ? section : {...section, contents: []})),
  };
}
