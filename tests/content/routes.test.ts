/**
 * Every route of the content map exists in both locales, no page exists outside it, and every page has the front
 * matter the site needs: a title, a description search engines can show, and the tutorial sidebar on "off" pages.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {referenceRoot} from '../../plugins/api-reference/slugs';
import {contentMapRoutes} from '../content-map';
import {loadPages, localeDocsDir, localeFile, locales, routeToFile, where} from './lib/pages';

/** The written pages of a locale: the API reference is generated from the spec and checked by api-reference.test.ts. */
function docFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => !file.startsWith(`${referenceRoot}/`));
}

describe('content-map routes', () => {
  const expectedFiles = contentMapRoutes.map(({route}) => routeToFile(route));

  it.each(locales)('every route has its page in %s', (locale) => {
    const missing = contentMapRoutes
      .filter(({route}) => !fs.existsSync(localeFile(locale, routeToFile(route))))
      .map(({route}) => `${route} (expected ${routeToFile(route)})`);
    expect(missing, `routes without a ${locale} page`).toEqual([]);
  });

  it.each(locales)('%s has no page outside the content map', (locale) => {
    const extra = docFiles(localeDocsDir[locale]).filter((file) => !expectedFiles.includes(file));
    expect(extra, `${locale} pages that no content-map route names`).toEqual([]);
  });
});

describe('front matter', () => {
  const pages = loadPages();

  it('every page has a title', () => {
    const untitled = pages
      .filter((page) => typeof page.frontMatter.title !== 'string' || !page.frontMatter.title.trim())
      .map((page) => where(page));
    expect(untitled).toEqual([]);
  });

  it('every page has a description of 50 to 200 characters', () => {
    const wrong = pages.flatMap((page) => {
      const description = page.frontMatter.description;
      if (typeof description !== 'string') return [`${where(page)}: no description`];
      const length = [...description.trim()].length;
      return length < 50 || length > 200 ? [`${where(page)}: description has ${length} characters`] : [];
    });
    expect(wrong).toEqual([]);
  });

  it('"off" pages show the tutorial sidebar', () => {
    const offRoutes = new Set(contentMapRoutes.filter((r) => r.off).map((r) => r.route));
    const wrong = pages
      .filter((page) => offRoutes.has(page.route) && page.frontMatter.displayed_sidebar !== 'tutorialSidebar')
      .map((page) => `${where(page)}: displayed_sidebar is ${String(page.frontMatter.displayed_sidebar)}`);
    expect(wrong).toEqual([]);
  });

  // Search reads keywords as other names of the page (plugins/search-index): a name two pages share leads to neither.
  it("no page's keyword is another page's title or keyword, in either language", () => {
    const keywordsOf = (page: (typeof pages)[number]) =>
      Array.isArray(page.frontMatter.keywords) ? page.frontMatter.keywords.map((k) => String(k).toLowerCase()) : [];
    const routesByName = new Map<string, Set<string>>();
    for (const page of pages) {
      for (const name of [String(page.frontMatter.title).toLowerCase(), ...keywordsOf(page)]) {
        routesByName.set(name, (routesByName.get(name) ?? new Set()).add(page.route));
      }
    }
    const shared = pages.flatMap((page) =>
      keywordsOf(page)
        .filter((keyword) => routesByName.get(keyword)!.size > 1)
        .map((keyword) => `${where(page)}: "${keyword}" also names ${[...routesByName.get(keyword)!].join(', ')}`),
    );
    expect(shared).toEqual([]);
  });

  it('no page has an h1 in its body (the title is the h1)', () => {
    const wrong = pages.flatMap((page) =>
      page.headings.filter((heading) => heading.depth === 1).map((heading) => `${where(page, heading.line)}`),
    );
    expect(wrong).toEqual([]);
  });
});
