/**
 * A scratch copy of the site with its documentation multiplied, for `npm run bench:scale`: the files git tracks, and
 * `factor - 1` copies of every English and Ukrainian doc under `docs/scale-N/` (and the same path in i18n), so that
 * the build, the search index and the engine meet `factor` times the pages. Copies keep their folder's relative
 * imports and images; they are not in the sidebar, as a page added without a sidebar entry would not be.
 */
import {execFileSync} from 'node:child_process';
import {cpSync, mkdirSync, readdirSync, rmSync, symlinkSync} from 'node:fs';
import path from 'node:path';

/** The folders whose docs are multiplied: the English source and its Ukrainian translation. */
const docsRoots = ['docs', path.join('i18n', 'uk', 'docusaurus-plugin-content-docs', 'current')];

function copyTrackedFiles(siteDir: string, scratchDir: string): void {
  const tracked = execFileSync('git', ['ls-files', '-z'], {cwd: siteDir, encoding: 'utf8'}).split('\0');
  for (const file of tracked.filter(Boolean)) {
    const target = path.join(scratchDir, file);
    mkdirSync(path.dirname(target), {recursive: true});
    cpSync(path.join(siteDir, file), target);
  }
}

/** Copies a docs root's own content (not earlier copies) into `scale-N/` below it. */
function copyDocsRoot(docsRoot: string, copyNumber: number): void {
  const entries = readdirSync(docsRoot).filter((entry) => !entry.startsWith('scale-'));
  const copyDir = path.join(docsRoot, `scale-${copyNumber}`);
  mkdirSync(copyDir, {recursive: true});
  for (const entry of entries) {
    cpSync(path.join(docsRoot, entry), path.join(copyDir, entry), {recursive: true});
  }
}

/** Builds the scratch site for one factor and returns its folder; an earlier one of that factor is replaced. */
export function prepareScaledSite(siteDir: string, scratchRoot: string, factor: number): string {
  const scratchDir = path.join(scratchRoot, `x${factor}`);
  rmSync(scratchDir, {recursive: true, force: true});
  mkdirSync(scratchDir, {recursive: true});
  copyTrackedFiles(siteDir, scratchDir);
  symlinkSync(path.join(siteDir, 'node_modules'), path.join(scratchDir, 'node_modules'), 'dir');
  for (let copyNumber = 2; copyNumber <= factor; copyNumber += 1) {
    for (const docsRoot of docsRoots) {
      copyDocsRoot(path.join(scratchDir, docsRoot), copyNumber);
    }
  }
  // The docs read each page's last update from git, as the real site does.
  const git = (...args: string[]) => execFileSync('git', args, {cwd: scratchDir, stdio: 'ignore'});
  git('init', '--quiet');
  git('add', '--all');
  git('-c', 'user.name=bench', '-c', 'user.email=bench@kalyna.example', 'commit', '--quiet', '--message', 'scaled');
  return scratchDir;
}
