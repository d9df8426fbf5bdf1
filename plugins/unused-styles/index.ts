/**
 * Keeps out of the stylesheet that holds up every page's first paint the rules that nothing in the site can use:
 * Infima's components the site never renders (avatars, pills, pagination, most spacing helpers), the rules of theme
 * components that the site replaces, and custom properties nothing reads: 3.1 KB gzip of the 18.5 KB it weighed
 * (the untouched template's is 14.9 KB).
 *
 * The purge runs in the bundler against the scripts (purgeStylesChunk.ts). After the build, every pre-rendered page is
 * checked against what was removed: a class, id or attribute that only the HTML shows (a class name put together at
 * run time) fails the build with the selectors that would lose their styles, instead of a page losing them silently.
 */
import {readdir, readFile} from 'node:fs/promises';
import path from 'node:path';
import {PurgeCSS} from 'purgecss';
import type {Plugin} from '@docusaurus/types';
import type {WebpackPluginInstance} from 'webpack';
import {PurgeStylesChunkPlugin} from './purgeStylesChunk';
import {purgeOptions, type PurgeResult} from './purgeStylesheet';

/** The pre-rendered pages of this locale's build: the default locale's folder also holds the other locales' folders. */
async function pageFiles(outDir: string, otherLocales: string[]): Promise<string[]> {
  const files = await readdir(outDir, {recursive: true});
  return files
    .filter((file) => file.endsWith('.html') && !otherLocales.includes(file.split(path.sep)[0]))
    .map((file) => path.join(outDir, file));
}

/** The removed selectors that the pages' HTML would have kept. */
export async function selectorsPagesStillUse(removed: PurgeResult[], pages: string[]): Promise<string[]> {
  const rejectedCss = removed.map(({rejectedCss}) => rejectedCss).join('\n');
  if (rejectedCss.trim() === '') return [];
  const content = await Promise.all(
    pages.map(async (page) => ({text: await readFile(page, 'utf8'), extension: 'html' as const})),
  );
  const [check] = await new PurgeCSS().purge(purgeOptions({css: rejectedCss, content, otherStylesheets: []}));
  const removedAgain = new Set(check.rejected);
  return removed.flatMap(({rejectedSelectors}) => rejectedSelectors).filter((selector) => !removedAgain.has(selector));
}

export default function unusedStyles(): Plugin {
  const purged: PurgeResult[] = [];
  return {
    name: 'kalyna-unused-styles',
    configureWebpack(config, isServer, {currentBundler}) {
      if (isServer || config.mode !== 'production' || currentBundler.name !== 'rspack') return {};
      const plugin = new PurgeStylesChunkPlugin((stylesheet) => purged.push(stylesheet));
      // Docusaurus types its configuration with webpack's types, which Rspack's plugin interface does not satisfy.
      return {plugins: [plugin as unknown as WebpackPluginInstance]};
    },
    async postBuild({outDir, i18n}) {
      const otherLocales = i18n.locales.filter((locale) => locale !== i18n.currentLocale);
      const pages = await pageFiles(outDir, otherLocales);
      const used = await selectorsPagesStillUse(purged, pages);
      if (used.length > 0) {
        throw new Error(
          `plugins/unused-styles removed rules that pre-rendered pages use (a class name put together at run time?): ${used.join(', ')}. ` +
            'Write the class name out in full in the component, or keep it with a safelist pattern in purgeStylesheet.ts.',
        );
      }
    },
  };
}
