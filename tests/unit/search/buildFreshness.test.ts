import {mkdirSync, utimesSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {sourceNewerThanBuild} from '../../../scripts/search/buildFreshness';
import {scratchDir} from '../lib/scratchDir';

/** A project with a page, a config file and a build, each written at the given second. */
function project(times: {page: number; config: number; build: number}): string {
  const root = scratchDir('kalyna-freshness-');
  mkdirSync(path.join(root, 'docs/guides'), {recursive: true});
  mkdirSync(path.join(root, 'build'));
  const files = {page: 'docs/guides/page.mdx', config: 'docusaurus.config.ts', build: 'build/index.html'};
  for (const [name, file] of Object.entries(files)) {
    writeFileSync(path.join(root, file), name);
    const at = times[name as keyof typeof times];
    utimesSync(path.join(root, file), at, at);
  }
  return root;
}

describe('build freshness', () => {
  it('says nothing of a build newer than every source', async () => {
    const root = project({page: 1000, config: 1000, build: 2000});
    expect(await sourceNewerThanBuild(path.join(root, 'build/index.html'), root)).toBeNull();
  });

  it('names the newest source changed after the build, in a folder or at the top', async () => {
    const pageChanged = project({page: 3000, config: 2500, build: 2000});
    expect(await sourceNewerThanBuild(path.join(pageChanged, 'build/index.html'), pageChanged)).toBe(
      'docs/guides/page.mdx',
    );
    const configChanged = project({page: 1000, config: 2500, build: 2000});
    expect(await sourceNewerThanBuild(path.join(configChanged, 'build/index.html'), configChanged)).toBe(
      'docusaurus.config.ts',
    );
  });
});
