/**
 * The comparison half of the benchmark: @easyops-cn/docusaurus-search-local (lunr) built on the same content in a
 * temporary folder, never a dependency of the site. Its search page gives the ranked pages for the quality numbers.
 */
import {execFileSync} from 'node:child_process';
import {cpSync, existsSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {rankQuery, type QualityQuery, type QueryOutcome} from '../../tests/search/searchQuality';
import {launchChromium} from './benchChromium';
import {kilobytes, sizes} from './benchStats';
import {startStaticServer} from './staticServer';

export const easyopsVersion = '0.55.3';
const workDir = path.join(tmpdir(), 'kalyna-search-bench-easyops');
const siteDir = process.cwd();
// The site's own search (theme wrappers and index plugin) would fight the other plugin's search bar.
const copiedPaths = [
  'docs',
  'i18n',
  'src',
  'static',
  'plugins',
  'sidebars.ts',
  'docusaurus.config.ts',
  'tsconfig.json',
];
const leftOut = [path.join('src', 'theme', 'SearchBar'), path.join('src', 'theme', 'SearchPage')];

const comparisonConfig = `
import config from './docusaurus.config';

const {algolia, ...themeConfig} = config.themeConfig;
export default {
  ...config,
  onBrokenLinks: 'warn',
  onBrokenAnchors: 'warn',
  plugins: (config.plugins ?? []).filter((plugin) => !String(plugin).includes('search-index')),
  themeConfig,
  themes: [
    [
      '@easyops-cn/docusaurus-search-local',
      // lunr has no Ukrainian; Russian is the nearest language it offers.
      {hashed: true, language: ['en', 'ru'], indexBlog: false, indexPages: false, docsRouteBasePath: '/'},
    ],
  ],
};
`;

function run(command: string, args: string[]): void {
  execFileSync(command, args, {cwd: workDir, stdio: 'inherit'});
}

/**
 * Whether the copy's packages are installed, for the site's dependencies as they are now: the install is kept between
 * runs because it is slow, and a package the site has added since (a build plugin's) would otherwise be missing.
 */
function installedForSiteDependencies(): boolean {
  // The copy's package.json also lists the plugin it installed.
  const dependenciesOf = (dir: string) => {
    const {dependencies = {}, devDependencies = {}} = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
    delete dependencies['@easyops-cn/docusaurus-search-local'];
    return JSON.stringify({dependencies, devDependencies});
  };
  return (
    existsSync(path.join(workDir, 'node_modules', '@easyops-cn', 'docusaurus-search-local')) &&
    existsSync(path.join(workDir, 'package.json')) &&
    dependenciesOf(workDir) === dependenciesOf(siteDir)
  );
}

function prepareSite(): void {
  for (const relative of copiedPaths) {
    cpSync(path.join(siteDir, relative), path.join(workDir, relative), {
      recursive: true,
      filter: (source) => !leftOut.some((left) => source.startsWith(path.join(siteDir, left))),
    });
  }
  writeFileSync(path.join(workDir, 'docusaurus.comparison.config.ts'), comparisonConfig);
  // The docs and sitemap plugins read last-update dates from Git, so the copy gets a work tree of its own.
  writeFileSync(path.join(workDir, '.gitignore'), 'node_modules/\nbuild/\n.docusaurus/\n');
  run('git', ['init', '--quiet']);
  run('git', ['add', '--all']);
  run('git', [
    '-c',
    'user.name=search bench',
    '-c',
    'user.email=bench@localhost',
    'commit',
    '--quiet',
    '--allow-empty',
    '-m',
    'Site copy for the search benchmark',
  ]);
  if (!installedForSiteDependencies()) {
    cpSync(path.join(siteDir, 'package.json'), path.join(workDir, 'package.json'));
    cpSync(path.join(siteDir, 'package-lock.json'), path.join(workDir, 'package-lock.json'));
    run('npm', [
      'install',
      '--prefer-offline',
      '--no-audit',
      '--no-fund',
      '--ignore-scripts',
      `@easyops-cn/docusaurus-search-local@${easyopsVersion}`,
    ]);
  }
  // The machine's builds share one lock, held only while building.
  run('flock', [
    '/tmp/kalyna-build.lock',
    'npx',
    'docusaurus',
    'build',
    '--config',
    'docusaurus.comparison.config.ts',
    '--out-dir',
    'build',
  ]);
}

function indexSizes(localeDir: string): {raw: number; gzip: number} {
  return readdirSync(localeDir)
    .filter((file) => file.startsWith('search-index') && file.endsWith('.json'))
    .map((file) => sizes(readFileSync(path.join(localeDir, file))))
    .reduce((total, size) => ({raw: total.raw + size.raw, gzip: total.gzip + size.gzip}), {raw: 0, gzip: 0});
}

export async function benchEasyopsSearch(queries: QualityQuery[]): Promise<QueryOutcome[]> {
  prepareSite();
  const buildDir = path.join(workDir, 'build');
  console.log(`@easyops-cn/docusaurus-search-local ${easyopsVersion}, build in ${buildDir}/`);
  const locales = [...new Set(queries.map((query) => query.locale))];
  for (const locale of locales) {
    const {raw, gzip} = indexSizes(locale === 'en' ? buildDir : path.join(buildDir, locale));
    console.log(`  ${locale}: search-index*.json ${kilobytes(raw)} raw, ${kilobytes(gzip)} gzip`);
  }
  const server = await startStaticServer(buildDir);
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const outcomes = [];
    for (const locale of locales) {
      const base = locale === 'en' ? '/' : `/${locale}/`;
      for (const query of queries.filter((candidate) => candidate.locale === locale)) {
        await page.goto(`${server.origin}${base}search/?q=${encodeURIComponent(query.query)}`);
        // The page adds its "N documents found" or "no documents" line once the index has answered.
        await page.waitForSelector('.margin-vert--lg > p', {timeout: 30_000});
        const hrefs = await page.$$eval('section article h2 a', (links) =>
          links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
        );
        outcomes.push(
          rankQuery(
            query,
            hrefs.map((href) => href.slice(base.length)),
          ),
        );
      }
    }
    return outcomes;
  } finally {
    await browser.close();
    await server.close();
  }
}
