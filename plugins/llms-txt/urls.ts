/**
 * Where a page's Markdown copy lives. The plugin writes the files and the "Copy page as Markdown" button fetches them,
 * so both use this module (it has no Node imports, so the browser bundle can take it too).
 */

/** The URL path the site serves a doc at: docs permalinks do not follow the site's `trailingSlash` setting yet. */
export function pageUrlPath(permalink: string, trailingSlash: boolean | undefined): string {
  if (trailingSlash === true && !permalink.endsWith('/')) return `${permalink}/`;
  return trailingSlash === false ? permalink.replace(/(.)\/$/, '$1') : permalink;
}

/**
 * `/webhooks/structure/` → `/webhooks/structure.md`: a file beside the page's folder, which every static host
 * serves as it is, whatever its trailing-slash rules. A page at the locale root (`baseUrl`) gets `index.md` in it.
 */
export function markdownCopyPath(permalink: string, baseUrl: string): string {
  const withSlash = permalink.endsWith('/') ? permalink : `${permalink}/`;
  return withSlash === baseUrl ? `${baseUrl}index.md` : `${withSlash.slice(0, -1)}.md`;
}
