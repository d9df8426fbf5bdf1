/**
 * Every link of the served site works for a reader: linkinator crawls both locales through deploy/nginx.conf, following
 * same-origin links recursively and checking `#fragment` anchors, and every link to a static file (the OpenAPI file,
 * the CSV template, llms.txt, the Markdown copies) answers 200 with its content type. The build's own link checker
 * sees only the routes it generated, not what nginx answers for a file link with a slash appended.
 */
import {test, expect} from '@playwright/test';
import type {CrawlResult} from 'linkinator';
import {brand} from '../../src/brand';

/** The type each kind of static file must be served with. */
const staticFileTypes: Record<string, string> = {
  '.yaml': 'application/yaml',
  '.csv': 'text/csv',
  '.txt': 'text/plain',
  '.md': 'text/markdown',
};

const staticFileType = (url: string): string | undefined =>
  Object.entries(staticFileTypes).find(([extension]) => new URL(url).pathname.endsWith(extension))?.[1];

/** llms.txt of each locale and the Markdown copies it lists, which no HTML page links to. */
async function llmsTxtFiles(origin: string): Promise<string[]> {
  const files = [
    `${origin}/llms.txt`,
    `${origin}/uk/llms.txt`,
    `${origin}/llms-full.txt`,
    `${origin}/uk/llms-full.txt`,
  ];
  const listed: string[] = [];
  for (const index of files.slice(0, 2)) {
    const text = await (await fetch(index)).text();
    for (const [, url] of text.matchAll(/\]\((https?:[^)\s]+)\)/g)) listed.push(url.replace(brand.siteUrl, origin));
  }
  return [...files, ...listed];
}

async function crawl(origin: string): Promise<CrawlResult> {
  const {check} = await import('linkinator');
  return check({
    path: [`${origin}/`, `${origin}/uk/`],
    recurse: true,
    checkFragments: true,
    concurrency: 16,
    timeout: 20_000,
    // Same origin only: the pages also link to other sites, which a test on loopback must not call.
    linksToSkip: async (link) => !link.startsWith(`${origin}/`) && link !== origin,
  });
}

test('no link or anchor of either locale is broken behind nginx, and static files carry their type', async () => {
  test.setTimeout(300_000);
  const origin = new URL(test.info().project.use.baseURL ?? '').origin;
  const result = await crawl(origin);

  const broken = result.links
    .filter((link) => link.state === 'BROKEN')
    .map((link) => `${link.status ?? '-'} ${link.url} (on ${link.parent ?? 'start'})`);
  expect(broken).toEqual([]);
  const checkedPages = result.links.filter((link) => link.state === 'OK' && link.url.endsWith('/')).length;
  expect(checkedPages, 'the crawl reached the pages of both locales').toBeGreaterThan(200);

  const linkedFiles = result.links.map((link) => link.url).filter((url) => staticFileType(url));
  expect(linkedFiles.map((url) => new URL(url).pathname)).toEqual(
    expect.arrayContaining(['/openapi.yaml', '/templates/payment-links-template.csv']),
  );
  const staticFiles = [...new Set([...linkedFiles, ...(await llmsTxtFiles(origin))])];
  expect(staticFiles.filter((url) => url.endsWith('.md')).length, 'a Markdown copy of every page').toBeGreaterThan(200);
  const wrongType: string[] = [];
  for (const url of staticFiles) {
    const response = await fetch(url);
    const type = response.headers.get('content-type') ?? '';
    if (response.status !== 200 || !type.startsWith(staticFileType(url) ?? '')) {
      wrongType.push(`${url}: ${response.status} ${type}`);
    }
  }
  expect(wrongType).toEqual([]);
});
