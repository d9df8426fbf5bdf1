/**
 * Whether a build predates the sources it is made from. `npm run bench:search` measures whatever `build/` holds, so a
 * build left over from before a change would report the numbers of the site as it was, with nothing to say so.
 */
import {readdirSync, statSync} from 'node:fs';
import path from 'node:path';

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

function filesUnder(root: string): string[] {
  if (!statSync(root, {throwIfNoEntry: false})?.isDirectory()) return [root];
  return readdirSync(root, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The newest source file changed after `builtFile` was written, or null when the build is at least as new as all. */
export function sourceNewerThanBuild(
  builtFile: string,
  projectRoot: string,
  sources: string[] = buildSources,
): string | null {
  const builtAt = statSync(builtFile).mtimeMs;
  let newest: {file: string; changedAt: number} | null = null;
  for (const file of sources.flatMap((source) => filesUnder(path.join(projectRoot, source)))) {
    const changedAt = statSync(file, {throwIfNoEntry: false})?.mtimeMs;
    if (changedAt !== undefined && changedAt > builtAt && (newest === null || changedAt > newest.changedAt)) {
      newest = {file, changedAt};
    }
  }
  return newest === null ? null : path.relative(projectRoot, newest.file);
}
