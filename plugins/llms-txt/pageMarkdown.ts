/**
 * Turns one MDX documentation page into clean Markdown for machines: no front matter, imports or JSX; headings without
 * their `{#id}`; page components replaced by the tables they render; admonitions as blockquotes; every link absolute.
 */
import type {Blockquote, Code, Heading, Paragraph, PhrasingContent, Root, RootContent, Text} from 'mdast';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import {unified} from 'unified';
import {visit} from 'unist-util-visit';
import {blockComponentMarkdown, inlineComponentMarkdown, type MarkdownContext} from './componentMarkdown';
import type {LabelId} from './labels';

export interface PageMarkdownContext extends MarkdownContext {
  /** Absolute URL of a file in static/ (`/openapi.yaml`), which is not localized. */
  staticUrl: (path: string) => string;
}

const admonitionOpening = /^:::(\w+)(?:[ \t]+(.*))?$/;
const admonitionClosing = /^:::$/;
const headingId = /\s*\\?\{#[\w-]+\\?\}\s*$/;

/**
 * Prepares the source the way Docusaurus does before MDX sees it: `{#id}` after a heading is escaped (MDX would read it
 * as a JavaScript expression), and admonition fences get blank lines around them, so that every `:::` line is a
 * paragraph of its own however the author spaced it. Lines inside fenced code are left alone.
 */
function prepareSource(source: string): string {
  let fence: string | null = null;
  return source
    .split('\n')
    .map((line) => {
      const fenceMatch = /^\s*(`{3,}|~{3,})/.exec(line);
      if (fenceMatch) {
        if (fence === null) fence = fenceMatch[1];
        else if (fenceMatch[1].startsWith(fence) && line.trim() === fenceMatch[1]) fence = null;
        return line;
      }
      if (fence !== null) return line;
      if (/^#{1,6}\s/.test(line)) return line.replace(/(?<!\\)\{#/, '\\{#');
      if (admonitionOpening.test(line) || admonitionClosing.test(line)) return `\n${line}\n`;
      return line;
    })
    .join('\n');
}

function absoluteUrl(url: string, context: PageMarkdownContext): string {
  if (url.startsWith('#')) return context.currentPageUrl + url;
  if (url.startsWith('pathname://')) return context.staticUrl(url.slice('pathname://'.length));
  if (url.startsWith('/') && !url.startsWith('//')) {
    const path = url.split(/[?#]/)[0];
    return /\.[a-z0-9]+$/i.test(path) ? context.staticUrl(url) : context.pageUrl(url);
  }
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) return url;
  return new URL(url, context.currentPageUrl).href;
}

/** Code-block meta is for the site's renderer (`schema=…`, line highlights); only a title means something to a reader. */
function cleanCodeMeta(node: Code): void {
  const title = /\btitle=("[^"]*"|'[^']*'|\S+)/.exec(node.meta ?? '');
  node.meta = title ? `title=${title[1]}` : null;
}

function stripHeadingId(heading: Heading): void {
  const last = heading.children.at(-1);
  if (last?.type === 'text') {
    last.value = last.value.replace(headingId, '');
  }
}

function paragraphText(node: RootContent): string | null {
  if (node.type !== 'paragraph') return null;
  const first = node.children[0];
  return first?.type === 'text' ? first.value : null;
}

function capitalize(value: string): string {
  return value.charAt(0).toLocaleUpperCase() + value.slice(1);
}

/** `:::tip Title` … `:::` become a blockquote that opens with the bold label (and title). */
function admonitionsToBlockquotes(children: RootContent[], context: PageMarkdownContext): RootContent[] {
  const result: RootContent[] = [];
  for (let index = 0; index < children.length; index += 1) {
    const node = children[index];
    const opening = admonitionOpening.exec(paragraphText(node) ?? '');
    if (!opening) {
      result.push(node);
      continue;
    }
    const [firstText, ...restOfTitle] = (node as Paragraph).children;
    const titleText: PhrasingContent = {type: 'text', value: (firstText as Text).value.replace(/^:::\w+[ \t]*/, '')};
    const titleChildren = [titleText, ...restOfTitle].filter((child) => child.type !== 'text' || child.value !== '');
    const label = capitalize(context.labels(`theme.admonition.${opening[1]}` as LabelId));
    const heading: Paragraph = {
      type: 'paragraph',
      children: [
        {
          type: 'strong',
          children:
            titleChildren.length > 0
              ? [{type: 'text', value: `${label}: `}, ...titleChildren]
              : [{type: 'text', value: label}],
        },
      ],
    };
    const body: RootContent[] = [];
    index += 1;
    while (index < children.length && !admonitionClosing.test(paragraphText(children[index]) ?? '')) {
      body.push(children[index]);
      index += 1;
    }
    if (index === children.length) {
      throw new Error(`llms-txt: the admonition ":::${opening[1]}" is never closed`);
    }
    result.push({type: 'blockquote', children: [heading, ...(body as Blockquote['children'])]});
  }
  return result;
}

function convertChildren(children: RootContent[], context: PageMarkdownContext): RootContent[] {
  const converted = children.flatMap((node): RootContent[] => {
    switch (node.type) {
      case 'yaml':
      case 'mdxjsEsm':
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        return [];
      case 'mdxJsxFlowElement': {
        const markdown = blockComponentMarkdown(
          node,
          convertChildren(node.children as RootContent[], context),
          context,
        );
        if (markdown === null) {
          throw new Error(
            `llms-txt: no Markdown equivalent for <${node.name ?? 'fragment'}> in ${context.currentPageUrl}`,
          );
        }
        return markdown;
      }
      case 'mdxJsxTextElement': {
        const markdown = inlineComponentMarkdown(node, context);
        if (markdown === null) {
          throw new Error(
            `llms-txt: no Markdown equivalent for <${node.name ?? 'fragment'}> in ${context.currentPageUrl}`,
          );
        }
        return [markdown];
      }
      case 'heading':
        stripHeadingId(node);
        break;
      case 'link':
      case 'definition':
      case 'image':
        node.url = absoluteUrl(node.url, context);
        break;
      case 'code':
        cleanCodeMeta(node);
        break;
      default:
        break;
    }
    if ('children' in node) {
      (node as {children: RootContent[]}).children = convertChildren(node.children as RootContent[], context);
    }
    return [node];
  });
  return admonitionsToBlockquotes(converted, context);
}

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkFrontmatter).use(remarkGfm);
// Unpadded tables: the copies are read by machines, and padding can double a wide table's size.
const stringifier = unified()
  .use(remarkGfm, {tablePipeAlign: false})
  .use(remarkStringify, {bullet: '-', fences: true, listItemIndent: 'one', rule: '-', emphasis: '_', strong: '*'});

export interface PageInfo {
  title: string;
  description: string;
}

/** The Markdown copy of one page: its title as `#`, its description as a blockquote, then the converted body. */
export function pageToMarkdown(source: string, page: PageInfo, context: PageMarkdownContext): string {
  const tree = parser.parse(prepareSource(source)) as Root;
  const body = convertChildren(tree.children, context);
  visit({type: 'root', children: body} as Root, 'text', (node) => {
    if (/^:::/m.test(node.value)) {
      throw new Error(
        `llms-txt: an admonition marker survived in ${context.currentPageUrl}: ${node.value.slice(0, 40)}`,
      );
    }
  });
  const root: Root = {
    type: 'root',
    children: [
      {type: 'heading', depth: 1, children: [{type: 'text', value: page.title}]},
      ...(page.description
        ? [
            {
              type: 'blockquote',
              children: [{type: 'paragraph', children: [{type: 'text', value: page.description}]}],
            } as Blockquote,
          ]
        : []),
      ...body,
    ],
  };
  return stringifier.stringify(root);
}
