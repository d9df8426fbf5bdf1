/**
 * Gives every page its lvl0. Pages that are linked from a category page but are not sidebar items themselves
 * (`payment-methods/digital-wallets/paytm/`) belong with the sidebar pages that share the longest part of their
 * path; pages with no such neighbour fall back to the navbar section, as the crawler does.
 */
import type {IndexedPage} from '../../src/search/indexFormat';
import type {ExtractedPage} from './extractPage';

function sharedSegments(pathA: string, pathB: string): number {
  const segmentsA = pathA.split('/').filter(Boolean);
  const segmentsB = pathB.split('/').filter(Boolean);
  let shared = 0;
  while (shared < segmentsA.length && shared < segmentsB.length && segmentsA[shared] === segmentsB[shared]) {
    shared += 1;
  }
  return shared;
}

function nearestCategory(path: string, categorized: ExtractedPage[], localeBasePath: string): string | null {
  // The locale base (`/uk/`) is shared by every page, so it says nothing about where a page belongs.
  const baseSegments = localeBasePath.split('/').filter(Boolean).length;
  let best: {category: string; shared: number} | null = null;
  for (const candidate of categorized) {
    const shared = sharedSegments(path, candidate.path) - baseSegments;
    if (shared > 0 && (best === null || shared > best.shared)) {
      best = {category: candidate.sidebarCategory!, shared};
    }
  }
  return best?.category ?? null;
}

export type CategorizedPage = Omit<IndexedPage, 'otherLanguageTitles'>;

export function assignCategories(pages: ExtractedPage[], localeBasePath: string, siteTitle: string): CategorizedPage[] {
  const categorized = pages.filter((page) => page.sidebarCategory !== null);
  return pages.map(({sidebarCategory, navbarSection, ...page}) => ({
    ...page,
    lvl0: sidebarCategory ?? nearestCategory(page.path, categorized, localeBasePath) ?? navbarSection ?? siteTitle,
  }));
}
