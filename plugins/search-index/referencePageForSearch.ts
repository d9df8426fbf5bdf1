/**
 * How an API reference page enters the search index. It is found by its title, its headings, the identifiers it
 * defines and its opening description; the words of its field tables are left out. Those tables repeat the spec
 * object by object and page after page: indexed, they added 24 KB gzip to the Ukrainian index (over its 150 KB
 * budget) and drew readers' word queries away from the guides. Their identifiers stay, so `payment_method.upi.vpa`
 * still finds the page that defines it.
 */
import {referenceRankWeight} from '../api-reference/searchIdentifiers';

export function referencePageForSearch<Page extends {sections: Array<{contents: string[]}>}>(
  page: Page,
): Pick<Page, 'sections'> & {rankWeight: number} {
  return {
    rankWeight: referenceRankWeight,
    sections: page.sections.map((section, index) => (index === 0 ? section : {...section, contents: []})),
  };
}
