/**
 * Pages for machines: every link in both llms.txt files resolves, every documentation page has a Markdown copy that
 * parses as plain Markdown (no MDX left), and the copy has the same title and h2/h3 headings as the page.
 */
import {test, expect, type APIRequestContext} from '@playwright/test';
import {load} from 'cheerio';
import type {Heading, Nodes, Root} from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {visit} from 'unist-util-visit';
import {brand} from '../../src/brand';
import {contentMapRoutes} from '../content-map';
import {inBatches, localeBase, locales, referenceSampleRoutes} from './siteRoutes';
import {referenceRoutes} from '../content/lib/referencePages';

const markdownParser = unified().use(remarkParse).use(remarkGfm);

/** The site's absolute URLs point at the production host; the test server serves the same paths. */
const sitePath = (url: string): string => {
  expect(url.startsWith(brand.siteUrl), `${url} is on ${brand.siteUrl}`).toBe(true);
  return url.slice(brand.siteUrl.length);
};

const markdownPath = (pagePath: string): string => `${pagePath.replace(/\/$/, '')}.md`;

const collapse = (text: string): string => text.replace(/[\s\u200b]+/g, ' ').trim();

function plainText(node: Nodes): string {
  if ('value' in node && typeof node.value === 'string') return node.value;
  return 'children' in node ? node.children.map((child) => plainText(child as Nodes)).join('') : '';
}

async function fetchText(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), `GET ${path}`).toBe(200);
  return response.text();
}

for (const locale of locales) {
  const base = localeBase(locale);

  test(`${locale}: every link in llms.txt resolves and every documentation page is listed once`, async ({request}) => {
    test.setTimeout(120_000);
    const llmsTxt = await fetchText(request, `${base}llms.txt`);
    expect(llmsTxt).toMatch(/^# .+\n\n> .+/);
    const links = [...llmsTxt.matchAll(/\]\((https?:\/\/[^)\s]+)\)/g)].map((match) => match[1]);
    for (const link of links) {
      const response = await request.head(sitePath(link));
      expect.soft(response.status(), `HEAD ${link}`).toBe(200);
    }
    const listedPages = links.map(sitePath).filter((path) => path.endsWith('.md'));
    const expectedPages = [
      ...contentMapRoutes.map(({route}) => route),
      ...referenceRoutes().map(({route}) => route),
    ].map((route) => markdownPath(`${base}${route}`));
    expect(new Set(listedPages).size, 'no page listed twice').toBe(listedPages.length);
    expect([...listedPages].sort()).toEqual([...expectedPages].sort());
    // The full-text file holds every page's Markdown copy.
    const fullText = await fetchText(request, `${base}llms-full.txt`);
    const sourceLines = fullText.match(/^(Source|Джерело): <https:\/\/[^>]+>$/gm) ?? [];
    expect(sourceLines, 'one source line per page').toHaveLength(expectedPages.length);
  });

  // the reference's pages come from four templates: one of each stands for them all
  const copiedRoutes = [
    ...contentMapRoutes.map(({route}) => route),
    ...referenceSampleRoutes('en').map((path) => path.slice(1)),
  ];
  inBatches(copiedRoutes, 30).forEach((batch, index) => {
    test(`${locale}: Markdown copies parse and match their pages' headings, batch ${index + 1}`, async ({request}) => {
      test.setTimeout(120_000);
      for (const route of batch) {
        const pagePath = `${base}${route}`;
        const markdown = await fetchText(request, markdownPath(pagePath));
        const tree = markdownParser.parse(markdown) as Root;

        const residue: string[] = [];
        visit(tree, (node) => {
          if (node.type === 'html') residue.push(`HTML/JSX: ${(node as {value: string}).value.slice(0, 40)}`);
          if (node.type === 'yaml') residue.push('front matter');
          if (node.type === 'text' && /\{#[\w-]+\}|^:::|^import\s/m.test((node as {value: string}).value)) {
            residue.push(`text: ${(node as {value: string}).value.slice(0, 40)}`);
          }
          if (node.type === 'link' && !/^(https?|mailto):/.test((node as {url: string}).url)) {
            residue.push(`relative link: ${(node as {url: string}).url}`);
          }
        });
        expect.soft(residue, `${markdownPath(pagePath)} is clean Markdown`).toEqual([]);

        const headings = tree.children.filter((node): node is Heading => node.type === 'heading');
        const markdownTitle = headings.filter((heading) => heading.depth === 1).map(plainText);
        const markdownSections = headings
          .filter((heading) => heading.depth === 2 || heading.depth === 3)
          .map((heading) => `h${heading.depth} ${collapse(plainText(heading))}`);

        const $ = load(await fetchText(request, pagePath));
        const content = $('article .theme-doc-markdown').first();
        content.find('.hash-link').remove();
        const pageTitle = collapse(content.find('h1').first().text());
        const pageSections = content
          .find('h2, h3')
          .toArray()
          .map((element) => `${element.tagName} ${collapse($(element).text())}`);

        expect.soft(markdownTitle, `${pagePath}: title`).toEqual([pageTitle]);
        expect.soft(markdownSections, `${pagePath}: h2/h3 headings`).toEqual(pageSections);
      }
    });
  });
}
