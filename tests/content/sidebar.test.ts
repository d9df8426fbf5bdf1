/**
 * sidebars.ts is written by hand; it must list exactly the pages of the content map that are not "off", in the
 * content map's order. An "off" page may only appear as the landing page (link) of a category.
 */
import {describe, expect, it} from 'vitest';
import sidebars from '../../sidebars';
import {contentMapRoutes} from '../content-map';

type SidebarItem =
  | string
  | {type: 'doc'; id: string}
  | {type: 'category'; link?: {type: string; id?: string}; items: SidebarItem[]}
  | {type: string};

interface ListedDoc {
  route: string;
  asCategoryLink: boolean;
}

const docIdToRoute = (id: string): string => `${id.replace(/(^|\/)index$/, '')}/`;

function listedDocs(items: SidebarItem[]): ListedDoc[] {
  return items.flatMap((item): ListedDoc[] => {
    if (typeof item === 'string') return [{route: docIdToRoute(item), asCategoryLink: false}];
    if (item.type === 'doc' && 'id' in item) return [{route: docIdToRoute(item.id), asCategoryLink: false}];
    if (item.type === 'category' && 'items' in item) {
      const link =
        item.link?.type === 'doc' && item.link.id ? [{route: docIdToRoute(item.link.id), asCategoryLink: true}] : [];
      return [...link, ...listedDocs(item.items)];
    }
    return [];
  });
}

describe('tutorial sidebar', () => {
  const listed = listedDocs(sidebars.tutorialSidebar as SidebarItem[]);
  const offRoutes = new Set(contentMapRoutes.filter((r) => r.off).map((r) => r.route));

  it('lists every non-"off" route once, in content-map order', () => {
    const expected = contentMapRoutes.filter((r) => !r.off).map((r) => r.route);
    const actual = listed.filter((doc) => !offRoutes.has(doc.route)).map((doc) => doc.route);
    expect(actual).toEqual(expected);
  });

  it('shows an "off" page only as a category landing page', () => {
    const wrong = listed.filter((doc) => offRoutes.has(doc.route) && !doc.asCategoryLink).map((doc) => doc.route);
    expect(wrong).toEqual([]);
  });
});
