/**
 * Whether a build predates the sources it is made from. `npm run bench:search` measures whatever `build/` holds, so a
 * build left over from before a change would report the numbers of the site as it was, with nothing to say so.
 */
import {stat} from 'node:fs/promises';
import path from 'node:path';
import {filesUnder} from '../../plugins/search-index/sourceHash';

/** What the site's build is made from, relative to the project root. */
export const buildSources = [
  'docs',
  'i18n',
  'src',
  'plugins',
  'static',
  'docusaurus.config.ts',
  'sidebars.ts',
  'package-lock.json',
];

/** The newest source file changed after `builtFile` was written, or null when the build is at least as new as all. */
export async function sourceNewerThanBuild(
  builtFile: string,
  projectRoot: string,
  sources: string[] = buildSources,
): Promise<string | null> {
  const builtAt = (await stat(builtFile)).mtimeMs;
  const files = (await Promise.all(sources.map((source) => filesUnder(path.join(projectRoot, source))))).flat();
  let newest: {file: string; changedAt: number} | null = null;
  for (const file of files) {
    const {mtimeMs: changedAt} = await stat(file);
    if (changedAt > builtAt && (newest === null || changedAt > newest.changedAt)) {
      newest = {file, changedAt};
    }
  }
  return newest === null ? null : path.relative(projectRoot, newest.file);
}
