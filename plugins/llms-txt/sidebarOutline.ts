/**
 * The order and grouping of llms.txt: the docs sidebar as loaded (so category labels are already in the build's
 * language), flattened into headed sections. Pages that are not in the sidebar ("off" pages, reached from their
 * parent pages) join the section of the page they share the longest folder path with; pages that share no folder
 * with any page placed before them join the section of the first sidebar page that links to them.
 */
import type {DocMetadata, LoadedVersion} from '@docusaurus/plugin-content-docs';

type SidebarItem = LoadedVersion['sidebars'][string][number];

export interface OutlineSection {
  title: string;
  /** Markdown heading depth: 2 for a top-level category, 3 for a category inside it, and so on. */
  depth: number;
  docs: DocMetadata[];
}

function folders(docId: string): string[] {
  return docId.split('/').slice(0, -1);
}

function sharedFolders(a: string, b: string): number {
  const [first, second] = [folders(a), folders(b)];
  let count = 0;
  while (count < first.length && count < second.length && first[count] === second[count]) count += 1;
  return count;
}

function sidebarLabel(doc: DocMetadata): string {
  return doc.frontMatter.sidebar_label ?? doc.title;
}

/**
 * @param sidebar the items of one sidebar, in order
 * @param docs every listed doc of the version
 * @param linksTo whether the source of `from` links to the page `to` (used only for pages outside every folder)
 * @param otherPagesTitle heading for off pages that nothing in the sidebar leads to
 */
export function buildSidebarOutline(
  sidebar: SidebarItem[],
  docs: DocMetadata[],
  linksTo: (from: DocMetadata, to: DocMetadata) => boolean,
  otherPagesTitle: string,
): OutlineSection[] {
  const docsById = new Map(docs.map((doc) => [doc.id, doc]));
  const sections: OutlineSection[] = [];
  const sectionOfDoc = new Map<string, OutlineSection>();
  const sidebarDocs: DocMetadata[] = [];

  const place = (id: string, section: OutlineSection) => {
    const doc = docsById.get(id);
    if (!doc || sectionOfDoc.has(id)) return;
    section.docs.push(doc);
    sectionOfDoc.set(id, section);
    sidebarDocs.push(doc);
  };

  const walk = (items: SidebarItem[], depth: number, parent: OutlineSection | null) => {
    // Top-level pages outside categories: each run of them forms a section named after its first page.
    let run: OutlineSection | null = null;
    for (const item of items) {
      if (item.type === 'doc' || item.type === 'ref') {
        let section = parent;
        if (section === null) {
          if (run === null) {
            const doc = docsById.get(item.id);
            run = {title: item.label ?? (doc ? sidebarLabel(doc) : item.id), depth, docs: []};
            sections.push(run);
          }
          section = run;
        }
        place(item.id, section);
      } else if (item.type === 'category') {
        run = null;
        const section: OutlineSection = {title: item.label, depth, docs: []};
        sections.push(section);
        if (item.link?.type === 'doc') place(item.link.id, section);
        walk(item.items, depth + 1, section);
      }
    }
  };
  walk(sidebar, 2, null);

  const offPages = docs
    .filter((doc) => !sectionOfDoc.has(doc.id))
    .sort((a, b) => a.permalink.localeCompare(b.permalink));
  const otherPages: OutlineSection = {title: otherPagesTitle, depth: 2, docs: []};
  // Placed off pages become candidates too, so capture/api follows capture/index wherever that went.
  const candidates = [...sidebarDocs];
  for (const doc of offPages) {
    let best: DocMetadata | undefined;
    let bestShared = 0;
    for (const candidate of candidates) {
      const shared = sharedFolders(doc.id, candidate.id);
      if (shared > bestShared) [best, bestShared] = [candidate, shared];
    }
    best ??= sidebarDocs.find((candidate) => linksTo(candidate, doc));
    const section = best ? sectionOfDoc.get(best.id)! : otherPages;
    section.docs.push(doc);
    sectionOfDoc.set(doc.id, section);
    candidates.push(doc);
  }
  if (otherPages.docs.length > 0) sections.push(otherPages);
  return sections;
}

/** The ids of every doc a sidebar lists, at any depth, category links included. */
export function sidebarDocIds(sidebar: SidebarItem[]): string[] {
  return sidebar.flatMap((item) => {
    if (item.type === 'doc' || item.type === 'ref') return [item.id];
    if (item.type !== 'category') return [];
    return [...(item.link?.type === 'doc' ? [item.link.id] : []), ...sidebarDocIds(item.items)];
  });
}
