/**
 * The untouched `create-docusaurus` classic TypeScript template, built once and kept under the bench folder: its doc
 * page is the yardstick for the site's script budget. Installing it takes minutes, so a finished build is reused.
 */
import {existsSync} from 'node:fs';
import {mkdir, readFile, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {benchDir, siteDir, templateDir, templateVersion} from './config';
import {runCommand} from './runCommand';

export type TemplateSite = {buildDir: string; reused: boolean};

export async function prepareTemplateSite(log: (message: string) => void): Promise<TemplateSite> {
  const buildDir = path.join(templateDir, 'build');
  const docusaurusBin = path.join(templateDir, 'node_modules/.bin/docusaurus');
  if (existsSync(path.join(buildDir, 'docs/intro/index.html')) && existsSync(docusaurusBin)) {
    return {buildDir, reused: true};
  }

  if (!existsSync(path.join(templateDir, 'package.json'))) {
    log(`creating the create-docusaurus@${templateVersion} classic TypeScript template in ${templateDir}`);
    await rm(templateDir, {recursive: true, force: true});
    await mkdir(benchDir, {recursive: true});
    // Template, language and --skip-install given on the command line leave create-docusaurus nothing to ask.
    await runCommand(
      'npx',
      [
        '--yes',
        `create-docusaurus@${templateVersion}`,
        path.basename(templateDir),
        'classic',
        '--typescript',
        '--skip-install',
      ],
      {cwd: benchDir},
    );
  }
  if (!existsSync(docusaurusBin)) {
    log('installing the template (npm install, a few minutes)');
    await copySiteOverrides();
    await runCommand('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], {cwd: templateDir});
  }
  log('building the template');
  await runCommand(docusaurusBin, ['build'], {cwd: templateDir, env: productionEnv()});
  return {buildDir, reused: false};
}

/**
 * The template gets the site's npm `overrides` (dependency pins, no code): the registry lacks a package the newest
 * @docsearch/react needs, which the site pins around, and both builds should bundle the same DocSearch anyway.
 */
async function copySiteOverrides(): Promise<void> {
  const site = JSON.parse(await readFile(path.join(siteDir, 'package.json'), 'utf8')) as {overrides?: object};
  if (!site.overrides) return;
  const manifestPath = path.join(templateDir, 'package.json');
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as Record<string, unknown>;
  await writeFile(manifestPath, `${JSON.stringify({...manifest, overrides: site.overrides}, null, 2)}\n`);
}

/** The environment of a production build: no test switches or hosted-search keys leak in from the caller's shell. */
export function productionEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {...process.env};
  for (const name of ['KALYNA_TEST_BUILD', 'ALGOLIA_APP_ID', 'ALGOLIA_SEARCH_API_KEY', 'ALGOLIA_INDEX_NAME']) {
    delete env[name];
  }
  return env;
}
