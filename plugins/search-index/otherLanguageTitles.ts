/**
 * Readers type English terms on the Ukrainian site (`refund`, `webhook`) and the other way round. Every page exists in
 * both languages and keeps its heading ids across translations, so each page's title and headings in the other
 * language are read from its Markdown source and indexed with it (never shown).
 */
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {parse as parseYaml} from 'yaml';

export interface PageTitles {
  title: string | null;
  /** The front matter's `keywords`: the words readers use for the page's subject that its title does not say. */
  keywords: string[];
  headingsByAnchor: Map<string, string>;
}

const frontMatterPattern = /^---\r?\n([\s\S]*?)\r?\n---/;
const headingWithIdPattern = /^#{2,6}\s+(.+?)\s*\{#([\w-]+)\}\s*$/;
const fencePattern = /^\s*(```|~~~)/;

/** Inline Markdown to plain words: `code`, [links](…), **emphasis**. */
function plainText(markdown: string): string {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_]/g, '')
    .trim();
}

/** A front matter's `keywords`, which Docusaurus takes as a list of strings; anything else is none. */
export function keywordsOf(keywords: unknown): string[] {
  return Array.isArray(keywords) ? keywords.filter((keyword): keyword is string => typeof keyword === 'string') : [];
}

export function parsePageTitles(markdown: string): PageTitles {
  const frontMatter = frontMatterPattern.exec(markdown);
  const frontMatterFields = frontMatter
    ? (parseYaml(frontMatter[1]) as {title?: unknown; keywords?: unknown} | null)
    : null;
  const frontMatterTitle = frontMatterFields?.title;
  const headingsByAnchor = new Map<string, string>();
  let insideCodeFence = false;
  for (const line of markdown.slice(frontMatter?.[0].length ?? 0).split('\n')) {
    if (fencePattern.test(line)) {
      insideCodeFence = !insideCodeFence;
      continue;
    }
    const heading = insideCodeFence ? null : headingWithIdPattern.exec(line);
    if (heading) {
      headingsByAnchor.set(heading[2], plainText(heading[1]));
    }
  }
  return {
    title: typeof frontMatterTitle === 'string' ? frontMatterTitle : null,
    keywords: keywordsOf(frontMatterFields?.keywords),
    headingsByAnchor,
  };
}

/** Where a locale keeps its docs sources: the default locale in docs/, the others in their i18n folder. */
export function docsSourceDir(siteDir: string, locale: string, defaultLocale: string): string {
  return locale === defaultLocale
    ? path.join(siteDir, 'docs')
    : path.join(siteDir, 'i18n', locale, 'docusaurus-plugin-content-docs', 'current');
}

/** The titles of one doc in another language, or null when that language has no source for it. */
export async function readPageTitles(sourceDir: string, relativeSourcePath: string): Promise<PageTitles | null> {
  const markdown = await readFile(path.join(sourceDir, relativeSourcePath), 'utf8').catch(() => null);
  return markdown === null ? null : parsePageTitles(markdown);
}
