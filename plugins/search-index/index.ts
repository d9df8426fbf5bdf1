/**
 * Builds the embedded search index of each locale from the built HTML of every documentation page: an index file,
 * fetched by the browser only when the reader first opens search (src/search/loadSearchEngine.ts), and a folder of
 * page files, fetched page by page for the results shown, with the postings shards of an index too large for one
 * file (see src/search/indexFormat.ts).
 */
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {DocMetadata, LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import {searchSynonymsOf} from '../../src/data/search-synonyms';
import {postingShardUrl, sectionCountOf, type SearchIndexGlobalData} from '../../src/search/indexFormat';
import {assignCategories} from './assignCategories';
import {buildSearchIndexFile, gzipBytes, indexFileBudgetGzipBytes} from './buildSearchIndexFile';
import {extractPage, type ExtractedPage} from './extractPage';
import {glossaryNamesByRoute} from './glossaryNames';
import {docsSourceDir, keywordsOf, readPageTitles, type PageTitles} from './otherLanguageTitles';
import {referencePageForSearch} from './referencePageForSearch';
import {referencePagesOfIdentifiers, withReferenceIdentifiers} from './referenceIdentifiers';
import {explainingPages, withExplainedIdentifiers} from './explainedIdentifiers';
import {referenceRoot} from '../api-reference/slugs';
import {hashPageSources} from './sourceHash';

/** The URL the site serves a doc at: docs permalinks do not follow the site's `trailingSlash` setting yet. */
function pageUrlPath(permalink: string, trailingSlash: boolean | undefined): string {
  if (trailingSlash === true && !permalink.endsWith('/')) {
    return `${permalink}/`;
  }
  return trailingSlash === false ? permalink.replace(/(.)\/$/, '$1') : permalink;
}

/** Where the build wrote a page: `x/index.html`, or `x.html` when trailing slashes are off. */
function builtHtmlFile(outDir: string, relativeUrlPath: string, trailingSlash: boolean | undefined): string {
  return trailingSlash === false && relativeUrlPath !== ''
    ? path.join(outDir, `${relativeUrlPath}.html`)
    : path.join(outDir, relativeUrlPath, 'index.html');
}

async function readBuiltPage(
  outDir: string,
  baseUrl: string,
  trailingSlash: boolean | undefined,
  doc: DocMetadata,
): Promise<ExtractedPage> {
  const urlPath = pageUrlPath(doc.permalink, trailingSlash);
  const htmlFile = builtHtmlFile(outDir, urlPath.slice(baseUrl.length), trailingSlash);
  const page = extractPage(await readFile(htmlFile, 'utf8'), urlPath);
  if (page === null) {
    throw new Error(`search-index: ${htmlFile} has no page title (h1), so it cannot be indexed`);
  }
  return page;
}

/** The doc's titles in every other locale, keyed by the page's URL path. */
async function readOtherLanguageTitles(
  context: LoadContext,
  docs: DocMetadata[],
  trailingSlash: boolean | undefined,
): Promise<Map<string, PageTitles[]>> {
  const {siteDir, i18n} = context;
  const otherSourceDirs = i18n.locales
    .filter((locale) => locale !== i18n.currentLocale)
    .map((locale) => docsSourceDir(siteDir, locale, i18n.defaultLocale));
  const titlesByUrlPath = new Map<string, PageTitles[]>();
  for (const doc of docs) {
    const relativeSource = path.join(doc.sourceDirName, path.basename(doc.source));
    const titles = await Promise.all(otherSourceDirs.map((dir) => readPageTitles(dir, relativeSource)));
    titlesByUrlPath.set(
      pageUrlPath(doc.permalink, trailingSlash),
      titles.filter((pageTitles) => pageTitles !== null),
    );
  }
  return titlesByUrlPath;
}

/** The page's keywords, left out of the index file when it has none (most API reference pages). */
function withKeywords(keywords: string[]): {keywords?: string[]} {
  return keywords.length > 0 ? {keywords} : {};
}

function kilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

export default function searchIndexPlugin(context: LoadContext): Plugin {
  let indexName = '';
  return {
    name: 'search-index',

    async contentLoaded({actions}) {
      indexName = `search-index.${await hashPageSources(context.siteDir, context.i18n.currentLocale)}`;
      const indexFileName = `${indexName}.json`;
      const globalData: SearchIndexGlobalData = {indexUrl: context.baseUrl + indexFileName};
      actions.setGlobalData(globalData);
    },

    async postBuild({outDir, baseUrl, plugins, siteConfig, i18n}) {
      const docsPlugin = plugins.find((plugin) => plugin.name === 'docusaurus-plugin-content-docs');
      // Only the current docs version is indexed: the site has no other, and its records carry that version's tag.
      const currentVersion = (docsPlugin?.content as DocsContent | undefined)?.loadedVersions.find(
        (version) => version.versionName === 'current',
      );
      const docs = (currentVersion?.docs ?? []).filter((doc) => !doc.unlisted);
      const referencePages = referencePagesOfIdentifiers();
      const explaining = explainingPages();
      const extractedPages = (
        await Promise.all(docs.map((doc) => readBuiltPage(outDir, baseUrl, siteConfig.trailingSlash, doc)))
      ).map((page) => {
        const route = page.path.slice(baseUrl.length);
        return withExplainedIdentifiers(withReferenceIdentifiers(page, route, referencePages), route, explaining);
      });
      const titlesByUrlPath = await readOtherLanguageTitles(context, docs, siteConfig.trailingSlash);

      const otherLanguageTitlesOf = (urlPath: string) => titlesByUrlPath.get(urlPath) ?? [];
      const keywordsByUrlPath = new Map(
        docs.map((doc) => [pageUrlPath(doc.permalink, siteConfig.trailingSlash), keywordsOf(doc.frontMatter.keywords)]),
      );
      const glossaryNames = glossaryNamesByRoute();
      const glossaryNamesOf = (urlPath: string) => glossaryNames.get(urlPath.slice(baseUrl.length)) ?? [];
      const {indexFile, pageFiles, postingShards} = buildSearchIndexFile({
        pages: assignCategories(extractedPages, baseUrl, siteConfig.title).map((page) => ({
          ...page,
          ...(page.path.startsWith(`${baseUrl}${referenceRoot}/`) ? referencePageForSearch(page) : {}),
          otherLanguageTitles: [
            ...otherLanguageTitlesOf(page.path).flatMap(({title}) => title ?? []),
            ...glossaryNamesOf(page.path),
          ],
          ...withKeywords(keywordsByUrlPath.get(page.path) ?? []),
          otherLanguageKeywords: otherLanguageTitlesOf(page.path).flatMap(({keywords}) => keywords),
        })),
        language: i18n.currentLocale,
        siteUrl: siteConfig.url,
        pageTextDir: indexName,
        otherLanguageHeadings: (page, anchor) =>
          anchor === null
            ? []
            : otherLanguageTitlesOf(page.path).flatMap(({headingsByAnchor}) => headingsByAnchor.get(anchor) ?? []),
        synonyms: searchSynonymsOf(i18n.currentLocale),
      });
      const json = JSON.stringify(indexFile);
      await writeFile(path.join(outDir, `${indexName}.json`), json);
      await mkdir(path.join(outDir, indexName), {recursive: true});
      const pageFileTexts = pageFiles.map((file) => JSON.stringify(file));
      const shardTexts = postingShards.map((shard) => JSON.stringify(shard));
      await Promise.all([
        ...pageFileTexts.map((text, pageIndex) => writeFile(path.join(outDir, indexName, `${pageIndex}.json`), text)),
        ...shardTexts.map((shard, shardIndex) =>
          writeFile(path.join(outDir, postingShardUrl(`${indexName}.json`, indexName, shardIndex)), shard),
        ),
      ]);

      const sections = indexFile.pages.reduce((count, page) => count + sectionCountOf(page), 0);
      const sizesOf = (texts: string[]) =>
        `${kilobytes(texts.reduce((sum, text) => sum + Buffer.byteLength(text), 0))}, ` +
        `${kilobytes(texts.reduce((sum, text) => sum + gzipBytes(text), 0))} gzip`;
      const shards = shardTexts.length > 0 ? `; ${shardTexts.length} postings shards ${sizesOf(shardTexts)}` : '';
      if (gzipBytes(json) > indexFileBudgetGzipBytes) {
        console.warn(
          `[search-index] ${i18n.currentLocale}: the index file is over its ${kilobytes(indexFileBudgetGzipBytes)} ` +
            'gzip budget even sharded; switch to hosted Algolia (README, "Scale")',
        );
      }
      console.log(
        `[search-index] ${i18n.currentLocale}: ${indexFile.pages.length} pages, ${sections} sections → ` +
          `${indexName}.json ${sizesOf([json])}; page files ${sizesOf(pageFileTexts)}${shards}`,
      );
    },
  };
}
