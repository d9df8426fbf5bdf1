/**
 * Translation drift: every Ukrainian page names, in its front matter (`source_revision`), the commit of the English
 * page it translates. A page drifts when its English source has changed since that commit. Drift is reported, not
 * fatal (a translation may lag a release); a missing record or a page in one language only is an error.
 */
import {spawnSync} from 'node:child_process';
import {readdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {referenceRoot} from '../plugins/api-reference/slugs';

export interface DriftOptions {
  repoDir: string;
  /** English pages, relative to repoDir (`docs`). */
  sourceDir: string;
  /** Translated pages with the same tree, relative to repoDir. */
  translationDir: string;
}

export interface DriftedPage {
  page: string;
  revision: string;
  /** The English commits since the recorded revision, newest first (`abc1234 Subject`). */
  commits: string[];
}

export interface DriftReport {
  pages: number;
  drifted: DriftedPage[];
  /** Translated pages whose front matter has no valid `source_revision`. */
  missingRecord: string[];
  /** Recorded revisions this clone does not have (a shallow clone, or a hash that never existed). */
  unknownRevision: {page: string; revision: string}[];
  onlySource: string[];
  onlyTranslation: string[];
}

const pageExtensions = /\.mdx?$/;
const revisionLine = /^source_revision:[ \t]*['"]?([0-9a-f]{7,40})['"]?[ \t]*$/m;

function git(repoDir: string, args: string[]): {status: number | null; stdout: string} {
  const result = spawnSync('git', args, {cwd: repoDir, encoding: 'utf8'});
  if (result.error) throw result.error;
  return {status: result.status, stdout: result.stdout};
}

/** Written pages only: the API reference is generated in both locales, its Ukrainian text kept in the overlay. */
function listPages(dir: string, prefix = ''): string[] {
  return readdirSync(path.join(dir, prefix), {withFileTypes: true})
    .flatMap((entry) => {
      const relative = path.posix.join(prefix, entry.name);
      if (entry.isDirectory()) return relative === referenceRoot ? [] : listPages(dir, relative);
      return pageExtensions.test(entry.name) ? [relative] : [];
    })
    .sort();
}

function frontMatter(source: string): string | null {
  return /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(source)?.[1] ?? null;
}

/** The revision a translated page records, or null when it has none (or no front matter at all). */
export function recordedRevision(source: string): string | null {
  const block = frontMatter(source);
  return block === null ? null : (revisionLine.exec(block)?.[1] ?? null);
}

/** The last commit that touched a source page: what a translation made today translates. */
export function lastSourceCommit(options: DriftOptions, page: string): string {
  const {stdout} = git(options.repoDir, ['log', '-1', '--format=%H', '--', path.posix.join(options.sourceDir, page)]);
  const commit = stdout.trim();
  if (!commit) throw new Error(`${options.sourceDir}/${page} has no commit yet: commit the English page first`);
  return commit;
}

export function findTranslationDrift(options: DriftOptions): DriftReport {
  const {repoDir, sourceDir, translationDir} = options;
  const sourcePages = listPages(path.join(repoDir, sourceDir));
  const translatedPages = listPages(path.join(repoDir, translationDir));
  const translated = new Set(translatedPages);
  const report: DriftReport = {
    pages: 0,
    drifted: [],
    missingRecord: [],
    unknownRevision: [],
    onlySource: sourcePages.filter((page) => !translated.has(page)),
    onlyTranslation: translatedPages.filter((page) => !sourcePages.includes(page)),
  };

  for (const page of sourcePages.filter((candidate) => translated.has(candidate))) {
    report.pages += 1;
    const revision = recordedRevision(readFileSync(path.join(repoDir, translationDir, page), 'utf8'));
    if (revision === null) {
      report.missingRecord.push(page);
      continue;
    }
    if (git(repoDir, ['cat-file', '-e', `${revision}^{commit}`]).status !== 0) {
      report.unknownRevision.push({page, revision});
      continue;
    }
    const sourcePath = path.posix.join(sourceDir, page);
    if (git(repoDir, ['diff', '--quiet', revision, 'HEAD', '--', sourcePath]).status === 0) continue;
    const {stdout} = git(repoDir, ['log', '--format=%h %s', `${revision}..HEAD`, '--', sourcePath]);
    report.drifted.push({page, revision, commits: stdout.split('\n').filter(Boolean)});
  }
  return report;
}

export const hasDriftErrors = (report: DriftReport): boolean =>
  report.missingRecord.length > 0 || report.onlySource.length > 0 || report.onlyTranslation.length > 0;

export function formatDriftReport(report: DriftReport, options: DriftOptions): string {
  const lines: string[] = [];
  const list = (title: string, items: string[]) => {
    if (items.length === 0) return;
    lines.push('', `${title} (${items.length}):`, ...items.map((item) => `  ${item}`));
  };
  list(`Pages in ${options.sourceDir} only (error)`, report.onlySource);
  list(`Pages in ${options.translationDir} only (error)`, report.onlyTranslation);
  list('Translated pages without a source_revision in their front matter (error)', report.missingRecord);
  list(
    'Recorded revisions this clone does not have, so drift is unknown (fetch the full history)',
    report.unknownRevision.map(({page, revision}) => `${page}: ${revision}`),
  );
  if (report.drifted.length > 0) {
    lines.push('', `Pages whose English changed since their translation (${report.drifted.length}):`);
    for (const {page, revision, commits} of report.drifted) {
      lines.push(`  ${page} (translated from ${revision.slice(0, 12)})`);
      lines.push(...commits.map((commit) => `    ${commit}`));
    }
  }
  const upToDate = report.pages - report.drifted.length - report.missingRecord.length - report.unknownRevision.length;
  lines.push('', `Translation drift: ${upToDate} of ${report.pages} translated pages match their English source.`);
  return lines.join('\n').trimStart();
}

/**
 * Records that a translated page now translates the current English page: sets its `source_revision` to the last
 * commit of the English file.
 */
export function markTranslated(options: DriftOptions, page: string): string {
  const file = path.join(options.repoDir, options.translationDir, page);
  const source = readFileSync(file, 'utf8');
  const block = frontMatter(source);
  if (block === null) throw new Error(`${file} has no front matter`);
  const revision = lastSourceCommit(options, page);
  const updated = revisionLine.test(block)
    ? block.replace(revisionLine, `source_revision: ${revision}`)
    : `${block}\nsource_revision: ${revision}`;
  writeFileSync(file, source.replace(block, updated));
  return revision;
}
