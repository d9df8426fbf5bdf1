import {execFileSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {
  findTranslationDrift,
  formatDriftReport,
  hasDriftErrors,
  markTranslated,
  recordedRevision,
  type DriftOptions,
} from '../../scripts/translationDrift';

let repoDir: string;
let options: DriftOptions;

function git(...args: string[]): string {
  return execFileSync('git', args, {
    cwd: repoDir,
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 'Docs',
      GIT_AUTHOR_EMAIL: 'docs@kalyna.example',
      GIT_COMMITTER_NAME: 'Docs',
      GIT_COMMITTER_EMAIL: 'docs@kalyna.example',
    },
  }).trim();
}

function write(relative: string, content: string): void {
  const file = path.join(repoDir, relative);
  mkdirSync(path.dirname(file), {recursive: true});
  writeFileSync(file, content);
}

function commit(message: string): string {
  git('add', '-A');
  git('commit', '--quiet', '-m', message);
  return git('rev-parse', 'HEAD');
}

const english = (title: string, body: string) => `---\ntitle: ${title}\n---\n\n${body}\n`;
const ukrainian = (title: string, revision: string | null) =>
  `---\ntitle: ${title}\n${revision ? `source_revision: ${revision}\n` : ''}---\n\nТекст сторінки.\n`;

beforeEach(() => {
  repoDir = mkdtempSync(path.join(tmpdir(), 'translation-drift-'));
  options = {repoDir, sourceDir: 'docs', translationDir: 'i18n/uk/current'};
  git('init', '--quiet');
});

afterEach(() => {
  rmSync(repoDir, {recursive: true, force: true});
});

describe('translation drift', () => {
  it('reports nothing when every translation records the current English revision', () => {
    write('docs/a.mdx', english('A', 'First text.'));
    write('docs/guide/b.mdx', english('B', 'Second text.'));
    const first = commit('English pages');
    write('i18n/uk/current/a.mdx', ukrainian('А', first));
    write('i18n/uk/current/guide/b.mdx', ukrainian('Б', first));
    commit('Ukrainian pages');

    const report = findTranslationDrift(options);
    expect(report).toMatchObject({pages: 2, drifted: [], missingRecord: [], onlySource: [], onlyTranslation: []});
    expect(hasDriftErrors(report)).toBe(false);
    expect(formatDriftReport(report, options)).toContain('2 of 2 translated pages match');
  });

  it('lists a page whose English changed after the recorded revision, with the commits since, without failing', () => {
    write('docs/a.mdx', english('A', 'First text.'));
    write('docs/b.mdx', english('B', 'Second text.'));
    const first = commit('English pages');
    write('i18n/uk/current/a.mdx', ukrainian('А', first));
    write('i18n/uk/current/b.mdx', ukrainian('Б', first));
    commit('Ukrainian pages');
    write('docs/a.mdx', english('A', 'First text, rewritten.'));
    commit('Rewrite page A');

    const report = findTranslationDrift(options);
    expect(report.drifted).toHaveLength(1);
    expect(report.drifted[0]).toMatchObject({page: 'a.mdx', revision: first});
    expect(report.drifted[0].commits).toEqual([expect.stringMatching(/^[0-9a-f]{7,} Rewrite page A$/)]);
    expect(hasDriftErrors(report)).toBe(false);
    expect(formatDriftReport(report, options)).toMatch(/a\.mdx \(translated from [0-9a-f]{12}\)\n\s+[0-9a-f]+ Rewrite/);
  });

  it('does not count a change that was later undone', () => {
    write('docs/a.mdx', english('A', 'First text.'));
    const first = commit('English page');
    write('i18n/uk/current/a.mdx', ukrainian('А', first));
    write('docs/a.mdx', english('A', 'Changed.'));
    commit('Change');
    write('docs/a.mdx', english('A', 'First text.'));
    commit('Revert');

    expect(findTranslationDrift(options).drifted).toEqual([]);
  });

  it('fails on a missing record and on pages that exist in one language only', () => {
    write('docs/a.mdx', english('A', 'First text.'));
    write('docs/only-english.mdx', english('E', 'Not translated.'));
    commit('English pages');
    write('i18n/uk/current/a.mdx', ukrainian('А', null));
    write('i18n/uk/current/only-ukrainian.mdx', ukrainian('У', null));

    const report = findTranslationDrift(options);
    expect(report.missingRecord).toEqual(['a.mdx']);
    expect(report.onlySource).toEqual(['only-english.mdx']);
    expect(report.onlyTranslation).toEqual(['only-ukrainian.mdx']);
    expect(hasDriftErrors(report)).toBe(true);
  });

  it('reports a revision the repository does not have as unknown, not as drift or an error', () => {
    write('docs/a.mdx', english('A', 'First text.'));
    commit('English page');
    write('i18n/uk/current/a.mdx', ukrainian('А', 'f'.repeat(40)));

    const report = findTranslationDrift(options);
    expect(report.unknownRevision).toEqual([{page: 'a.mdx', revision: 'f'.repeat(40)}]);
    expect(report.drifted).toEqual([]);
    expect(hasDriftErrors(report)).toBe(false);
  });

  it('marks a translation as up to date with the last commit of its English page', () => {
    write('docs/a.mdx', english('A', 'First text.'));
    const first = commit('English page');
    write('i18n/uk/current/a.mdx', ukrainian('А', first));
    write('docs/a.mdx', english('A', 'Rewritten.'));
    const second = commit('Rewrite');
    expect(findTranslationDrift(options).drifted).toHaveLength(1);

    expect(markTranslated(options, 'a.mdx')).toBe(second);
    const source = readFileSync(path.join(repoDir, 'i18n/uk/current/a.mdx'), 'utf8');
    expect(recordedRevision(source)).toBe(second);
    expect(source.match(/source_revision/g)).toHaveLength(1);
    expect(findTranslationDrift(options).drifted).toEqual([]);
  });

  it('reads the record only from the front matter', () => {
    expect(recordedRevision(`---\ntitle: А\n---\n\nsource_revision: ${'a'.repeat(40)}\n`)).toBeNull();
    expect(recordedRevision(`---\ntitle: А\nsource_revision: '${'a'.repeat(40)}'\n---\n`)).toBe('a'.repeat(40));
  });
});
