/**
 * Every documentation page of both locales, parsed once. Content tests look at pages only through this module, so
 * they agree on what a heading id, a code block or a prose word is.
 *
 * Parsing 230 MDX files takes tens of seconds on a busy two-core machine and vitest runs each test file in its own
 * worker, so the parsed pages are cached on disk under a hash of every page and of this parser; the content
 * project's global setup fills the cache before the workers start.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {Node} from 'unist';
import type {Root} from 'mdast';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import remarkFrontmatter from 'remark-frontmatter';
import {visit, SKIP} from 'unist-util-visit';
import YAML from 'yaml';
import {contentMapRoutes} from '../../content-map';

export type Locale = 'en' | 'uk';
export const locales: Locale[] = ['en', 'uk'];

export const projectRoot = path.resolve(__dirname, '../../..');
export const localeDocsDir: Record<Locale, string> = {
  en: path.join(projectRoot, 'docs'),
  uk: path.join(projectRoot, 'i18n/uk/docusaurus-plugin-content-docs/current'),
};

export interface Heading {
  depth: number;
  text: string;
  /** The explicit `{#id}` written after the title, if any. */
  id: string | undefined;
  line: number;
}

export interface CodeBlock {
  lang: string;
  meta: string;
  value: string;
  line: number;
  /** Position among all code blocks of the page, from 0. */
  index: number;
  /** Position of the enclosing `<CodeSamples>` among the page's `<CodeSamples>` elements, if inside one. */
  samplesGroup: number | undefined;
}

export interface PageLink {
  url: string;
  line: number;
}

export interface JsxElement {
  name: string;
  /** Literal attribute values; expression values (`code={1302}`) keep their source text. */
  attributes: Record<string, string | true>;
  line: number;
}

/** `` `from` → `to` `` written in prose or a table: two inline codes joined by an arrow (U+2192). */
export interface ArrowPair {
  from: string;
  to: string;
  line: number;
}

export interface Page {
  route: string;
  locale: Locale;
  /** Path relative to the locale's docs folder, e.g. `transactions-2-step/capture/api.mdx`. */
  file: string;
  absolutePath: string;
  source: string;
  frontMatter: Record<string, unknown>;
  headings: Heading[];
  codeBlocks: CodeBlock[];
  links: PageLink[];
  jsxElements: JsxElement[];
  arrowPairs: ArrowPair[];
  proseWords: number;
}

/** `X/Y/` lives in `X/Y.mdx`, or in `X/Y/index.mdx` when other routes sit below it. */
export function routeToFile(route: string, allRoutes: string[] = contentMapRoutes.map((r) => r.route)): string {
  const hasChildren = allRoutes.some((other) => other !== route && other.startsWith(route));
  return hasChildren ? `${route}index.mdx` : `${route.replace(/\/$/, '')}.mdx`;
}

export function localeFile(locale: Locale, file: string): string {
  return path.join(localeDocsDir[locale], file);
}

const processor = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']).use(remarkMdx).use(remarkGfm);

/**
 * MDX reads `{#id}` as a JavaScript expression and acorn rejects it, so, like Docusaurus's `mdx1Compat.headingIds`
 * preprocessing, escape the brace on heading lines first; the id then stays at the end of the heading's text.
 * Unlike Docusaurus this skips fenced code, so code blocks keep their exact text.
 */
export function escapeHeadingIds(source: string): string {
  let fence: string | undefined;
  return source
    .split('\n')
    .map((line) => {
      const fenceMatch = /^\s*(`{3,}|~{3,})/.exec(line);
      if (fenceMatch) {
        if (!fence) fence = fenceMatch[1];
        else if (fenceMatch[1].startsWith(fence) && line.trim() === fenceMatch[1]) fence = undefined;
        return line;
      }
      return !fence && /^#{1,6}(?!#)/.test(line) ? line.replace(/(?<!\\)\{#/, '\\{#') : line;
    })
    .join('\n');
}

export function parseMdx(source: string): Root {
  return processor.parse(escapeHeadingIds(source)) as Root;
}

type AnyNode = Node & {
  value?: string;
  children?: AnyNode[];
  name?: string | null;
  attributes?: {type: string; name?: string; value?: unknown}[];
  lang?: string | null;
  meta?: string | null;
  url?: string;
  depth?: number;
};

const lineOf = (node: Node): number => node.position?.start.line ?? 0;

/** Text of inline content the way a reader sees it; JSX and expressions contribute nothing. */
function inlineText(node: AnyNode): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value ?? '';
  if (node.type.startsWith('mdx')) return '';
  return (node.children ?? []).map(inlineText).join('');
}

/** `Title {#id}`: Docusaurus's classic explicit-id syntax at the very end of a heading. */
const headingIdPattern = /\s*\{#([^{}]+)\}$/;

function readHeading(node: AnyNode): Heading {
  const text = inlineText(node).trim();
  const match = headingIdPattern.exec(text);
  return {
    depth: node.depth ?? 0,
    text: match ? text.slice(0, match.index).trim() : text,
    id: match?.[1].trim(),
    line: lineOf(node),
  };
}

function readAttributes(node: AnyNode): Record<string, string | true> {
  const attributes: Record<string, string | true> = {};
  for (const attribute of node.attributes ?? []) {
    if (attribute.type !== 'mdxJsxAttribute' || !attribute.name) continue;
    const value = attribute.value;
    if (value === null || value === undefined) attributes[attribute.name] = true;
    else if (typeof value === 'string') attributes[attribute.name] = value;
    else attributes[attribute.name] = String((value as {value?: unknown}).value ?? '');
  }
  return attributes;
}

/** Block types whose text is not prose: code, tables, headings, JSX, expressions, front matter, raw HTML. */
const nonProseTypes = new Set([
  'code',
  'table',
  'heading',
  'yaml',
  'html',
  'mdxjsEsm',
  'mdxFlowExpression',
  'mdxJsxFlowElement',
]);

const countWords = (text: string): number =>
  text
    .split(/\s+/)
    .filter((token) => !token.startsWith(':::'))
    .filter((token) => /[\p{L}\p{N}]/u.test(token)).length;

const arrowText = /^\s*\u2192\s*$/;

function readArrowPairs(tree: Root): ArrowPair[] {
  const pairs: ArrowPair[] = [];
  visit(tree as AnyNode, (node: AnyNode) => {
    const children = node.children ?? [];
    for (let i = 0; i + 2 < children.length; i += 1) {
      const [from, arrow, to] = children.slice(i, i + 3);
      if (
        from.type === 'inlineCode' &&
        arrow.type === 'text' &&
        arrowText.test(arrow.value ?? '') &&
        to.type === 'inlineCode'
      ) {
        pairs.push({from: from.value ?? '', to: to.value ?? '', line: lineOf(arrow)});
      }
    }
  });
  return pairs;
}

function countProseWords(tree: Root): number {
  let words = 0;
  visit(tree as AnyNode, (node: AnyNode) => {
    if (nonProseTypes.has(node.type)) return SKIP;
    if (node.type === 'paragraph') {
      words += countWords(inlineText(node));
      return SKIP;
    }
    return undefined;
  });
  return words;
}

export function readPage(route: string, locale: Locale, file: string): Page {
  const absolutePath = localeFile(locale, file);
  const source = fs.readFileSync(absolutePath, 'utf8');
  const tree = parseMdx(source);
  let frontMatter: Record<string, unknown> = {};
  const headings: Heading[] = [];
  const codeBlocks: CodeBlock[] = [];
  const links: PageLink[] = [];
  const jsxElements: JsxElement[] = [];
  const samplesGroups = new Map<Node, number>();

  visit(tree as AnyNode, (node: AnyNode, _index, parent: AnyNode | undefined) => {
    switch (node.type) {
      case 'yaml':
        frontMatter = (YAML.parse(node.value ?? '') as Record<string, unknown> | null) ?? {};
        break;
      case 'heading':
        headings.push(readHeading(node));
        break;
      case 'code':
        codeBlocks.push({
          lang: node.lang ?? '',
          meta: node.meta ?? '',
          value: node.value ?? '',
          line: lineOf(node),
          index: codeBlocks.length,
          samplesGroup: parent ? samplesGroups.get(parent) : undefined,
        });
        break;
      case 'link':
      case 'definition':
        links.push({url: node.url ?? '', line: lineOf(node)});
        break;
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        if (node.name) {
          jsxElements.push({name: node.name, attributes: readAttributes(node), line: lineOf(node)});
          if (node.name === 'CodeSamples') samplesGroups.set(node, samplesGroups.size);
        }
        break;
    }
  });

  return {
    route,
    locale,
    file,
    absolutePath,
    source,
    frontMatter,
    headings,
    codeBlocks,
    links,
    jsxElements,
    arrowPairs: readArrowPairs(tree),
    proseWords: countProseWords(tree),
  };
}

export interface PagePair {
  route: string;
  off: boolean;
  file: string;
  en: Page;
  uk: Page;
}

function parsePagePairs(files: {route: string; off: boolean; file: string}[]): PagePair[] {
  return files.map(({route, off, file}) => ({
    route,
    off,
    file,
    en: readPage(route, 'en', file),
    uk: readPage(route, 'uk', file),
  }));
}

const cacheDir = path.join(projectRoot, 'node_modules/.cache/kalyna-content-pages');

/** Changes whenever a page, the content map, this parser or the project folder changes. */
function cacheKey(files: {route: string; off: boolean; file: string}[]): string {
  const hash = crypto.createHash('sha256').update(projectRoot).update(fs.readFileSync(__filename));
  for (const {route, off, file} of files) {
    hash.update(`\0${route}\0${off}\0`);
    for (const locale of locales) hash.update(fs.readFileSync(localeFile(locale, file)));
  }
  return hash.digest('hex').slice(0, 20);
}

let loaded: PagePair[] | undefined;

/**
 * Both locales of every content-map route. A route whose file is missing in either locale is left out here (the
 * routes test reports it), so the other tests still check the pages that exist.
 */
export function loadPagePairs(): PagePair[] {
  if (loaded) return loaded;
  const files = contentMapRoutes
    .map(({route, off}) => ({route, off: Boolean(off), file: routeToFile(route)}))
    .filter(({file}) => locales.every((locale) => fs.existsSync(localeFile(locale, file))));
  const cacheFile = path.join(cacheDir, `${cacheKey(files)}.json`);
  if (fs.existsSync(cacheFile)) {
    loaded = JSON.parse(fs.readFileSync(cacheFile, 'utf8')) as PagePair[];
    return loaded;
  }
  loaded = parsePagePairs(files);
  fs.mkdirSync(cacheDir, {recursive: true});
  for (const stale of fs.readdirSync(cacheDir).filter((name) => name.endsWith('.json'))) {
    fs.rmSync(path.join(cacheDir, stale), {force: true});
  }
  // write then rename, so a worker reading at the same moment never sees half a file
  const partial = `${cacheFile}.${process.pid}.tmp`;
  fs.writeFileSync(partial, JSON.stringify(loaded));
  fs.renameSync(partial, cacheFile);
  return loaded;
}

export function loadPages(): Page[] {
  return loadPagePairs().flatMap((pair) => [pair.en, pair.uk]);
}

/** `i18n/uk/…/current/webhooks/structure.mdx:42`: where a failure message points the reader. */
export const where = (page: Page, line?: number): string =>
  `${path.relative(projectRoot, page.absolutePath)}${line ? `:${line}` : ''}`;
