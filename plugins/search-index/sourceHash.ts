/**
 * The index file's name must be in the JavaScript bundle, which is built before any HTML exists, so the hash in the
 * name is taken from everything the pages are made of rather than from the index itself. It covers both languages'
 * docs (each index holds the other language's titles), the components and data rendered into pages, the sidebar, and
 * this plugin: any change that could change the index changes the name, so a cached old index is never reused.
 */
import {createHash} from 'node:crypto';
import {readdir, readFile} from 'node:fs/promises';
import path from 'node:path';

const pageSourcePaths = ['docs', 'i18n', 'src', 'plugins/search-index', 'sidebars.ts', 'docusaurus.config.ts'];

/** The files of a folder and all folders below it; of a file, the file; of a path that is not there, none. */
export async function filesUnder(absolutePath: string): Promise<string[]> {
  const entries = await readdir(absolutePath, {recursive: true, withFileTypes: true}).catch(() => null);
  if (entries === null) {
    // A single file, or a folder the site does not have (yet).
    return readFile(absolutePath).then(
      () => [absolutePath],
      () => [],
    );
  }
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

export async function hashPageSources(siteDir: string, locale: string): Promise<string> {
  const files = (await Promise.all(pageSourcePaths.map((relative) => filesUnder(path.join(siteDir, relative)))))
    .flat()
    .sort();
  const hash = createHash('sha256').update(locale);
  for (const file of files) {
    hash.update(path.relative(siteDir, file)).update(await readFile(file));
  }
  return hash.digest('hex').slice(0, 12);
}
