/**
 * Pages for machines, written after each locale's build: a clean Markdown copy of every documentation page beside
 * its HTML (`/webhooks/structure/` → `/webhooks/structure.md`, a plain file any static host serves), and at the
 * locale root `llms.txt` (the pages grouped as the sidebar) and `llms-full.txt` (all of them in one file).
 * The "Copy page as Markdown" button (src/theme/DocItem/Content) fetches the same copies.
 */
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {DocMetadata, LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import {loadLabels} from './labels';
import {renderLlmsFullTxt, renderLlmsTxt} from './llmsTxt';
import {machineText} from './machineText';
import {pageToMarkdown} from './pageMarkdown';
import {markdownCopyPath, pageUrlPath} from './urls';
import {buildSidebarOutline, sidebarDocIds} from './sidebarOutline';

/** The guides first, then the API reference generated from the spec (plugins/api-reference). */
const sidebarIds = ['tutorialSidebar', 'referenceSidebar'];

function kilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

export default function llmsTxtPlugin(context: LoadContext): Plugin {
  return {
    name: 'llms-txt',

    async postBuild({outDir, baseUrl, plugins, siteConfig, i18n}) {
      const locale = i18n.currentLocale;
      const {url: siteUrl, trailingSlash} = siteConfig;
      // siteConfig.baseUrl is this locale's (`/uk/`); static files and the other locale live under their own.
      const localeRoot = (code: string) => i18n.localeConfigs[code].url + i18n.localeConfigs[code].baseUrl;
      const staticRoot = localeRoot(i18n.defaultLocale);
      const docsPlugin = plugins.find((plugin) => plugin.name === 'docusaurus-plugin-content-docs');
      const version = (docsPlugin?.content as DocsContent | undefined)?.loadedVersions.find(
        (loaded) => loaded.versionName === 'current',
      );
      if (!version) throw new Error('llms-txt: the docs plugin has no current version');
      const docs = version.docs.filter((doc) => !doc.unlisted);

      const sources = new Map<string, string>();
      await Promise.all(
        docs.map(async (doc) => {
          sources.set(doc.id, await readFile(path.join(context.siteDir, doc.source.replace(/^@site\//, '')), 'utf8'));
        }),
      );

      const text = machineText(locale);
      const labels = loadLabels(context.siteDir, locale, i18n.defaultLocale);
      const absolute = (urlPath: string) => siteUrl + urlPath;
      const htmlUrl = (doc: DocMetadata) => absolute(pageUrlPath(doc.permalink, trailingSlash));
      const markdownUrl = (doc: DocMetadata) => absolute(markdownCopyPath(doc.permalink, baseUrl));
      const route = (doc: DocMetadata) => pageUrlPath(doc.permalink, trailingSlash).slice(baseUrl.length - 1);

      // each sidebar's outline places the pages of its own folders; off pages join the guides' outline
      const referenceIds = new Set(sidebarDocIds(version.sidebars.referenceSidebar ?? []));
      const outline = sidebarIds.flatMap((sidebarId) =>
        buildSidebarOutline(
          version.sidebars[sidebarId] ?? [],
          docs.filter((doc) => referenceIds.has(doc.id) === (sidebarId === 'referenceSidebar')),
          (from, to) => sources.get(from.id)!.includes(`](${route(to)}`),
          text.otherPagesTitle,
        ),
      );

      let copiesBytes = 0;
      const fullTextPages = [];
      for (const doc of outline.flatMap((section) => section.docs)) {
        const markdown = pageToMarkdown(
          sources.get(doc.id)!,
          {title: doc.title, description: doc.description},
          {
            locale,
            labels,
            pageUrl: (siteRoute) => absolute(baseUrl + siteRoute.replace(/^\//, '')),
            staticUrl: (staticPath) => staticRoot + staticPath.replace(/^\//, ''),
            currentPageUrl: htmlUrl(doc),
          },
        );
        const file = path.join(outDir, markdownCopyPath(doc.permalink, baseUrl).slice(baseUrl.length));
        await mkdir(path.dirname(file), {recursive: true});
        await writeFile(file, markdown);
        copiesBytes += Buffer.byteLength(markdown);
        fullTextPages.push({markdown, pageUrl: htmlUrl(doc)});
      }

      const otherLocale = i18n.locales.find((candidate) => candidate !== locale) ?? locale;
      const llmsTxt = renderLlmsTxt(siteConfig.title, outline, text, {
        markdownUrl,
        fullText: absolute(`${baseUrl}llms-full.txt`),
        openApi: `${staticRoot}openapi.yaml`,
        otherLanguage: `${localeRoot(otherLocale)}llms.txt`,
      });
      const llmsFullTxt = renderLlmsFullTxt(siteConfig.title, fullTextPages, text);
      await writeFile(path.join(outDir, 'llms.txt'), llmsTxt);
      await writeFile(path.join(outDir, 'llms-full.txt'), llmsFullTxt);

      console.log(
        `[llms-txt] ${locale}: ${fullTextPages.length} Markdown copies (${kilobytes(copiesBytes)}), ` +
          `llms.txt ${llmsTxt.split('\n').length - 1} lines (${kilobytes(Buffer.byteLength(llmsTxt))}), ` +
          `llms-full.txt ${kilobytes(Buffer.byteLength(llmsFullTxt))}`,
      );
    },
  };
}
