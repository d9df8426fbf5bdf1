/**
 * Search and sharing metadata, read from the built HTML (no browser needed): canonical URL and hreflang alternates
 * on every page, a meta description (the front matter's on documentation pages), the Open Graph image, and one
 * sitemap per locale listing every documentation route of that locale.
 */
import {existsSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import * as cheerio from 'cheerio';
import {parse as parseYaml} from 'yaml';
import {brand} from '../../src/brand';
import {contentMapRoutes} from '../content-map';
import {docRoutes, localeBase, locales, siteRoutes, type Locale} from './siteRoutes';

const siteRoot = path.resolve(__dirname, '../..');
const buildDir = path.join(siteRoot, 'build');
const htmlLang: Record<Locale, string> = {en: 'en-US', uk: 'uk-UA'};
const docsSourceDir: Record<Locale, string> = {
  en: path.join(siteRoot, 'docs'),
  uk: path.join(siteRoot, 'i18n/uk/docusaurus-plugin-content-docs/current'),
};

const absoluteUrl = (route: string): string => new URL(route, brand.siteUrl).href;
const loadPage = (route: string) => cheerio.load(readFileSync(path.join(buildDir, route, 'index.html'), 'utf8'));
/** The same page in the other locale: /uk/x/ ↔ /x/. */
const routeInLocale = (route: string, from: Locale, to: Locale): string =>
  `${localeBase(to)}${route.slice(localeBase(from).length)}`;

/** The front matter `description` of the source file behind a documentation route (x/y/ is x/y.mdx or x/y/index.mdx). */
function frontMatterDescription(locale: Locale, route: string): string | undefined {
  const relative = route.replace(/\/$/, '');
  const candidates = ['.mdx', '.md', '/index.mdx', '/index.md'].map((ending) =>
    path.join(docsSourceDir[locale], `${relative}${ending}`),
  );
  const source = candidates.find((candidate) => existsSync(candidate));
  if (!source) throw new Error(`No source file for ${locale} ${route}`);
  const frontMatter = readFileSync(source, 'utf8').match(/^---\n([\s\S]*?)\n---/)?.[1];
  return frontMatter ? (parseYaml(frontMatter) as {description?: string}).description : undefined;
}

for (const locale of locales) {
  test(`canonical URL and hreflang alternates on every page (${locale})`, () => {
    for (const route of siteRoutes(locale)) {
      const $ = loadPage(route);
      expect($('html').attr('lang'), route).toBe(htmlLang[locale]);
      expect($('link[rel="canonical"]').attr('href'), route).toBe(absoluteUrl(route));
      const alternates = Object.fromEntries(
        $('link[rel="alternate"][hreflang]')
          .toArray()
          .map((link) => [$(link).attr('hreflang'), $(link).attr('href')]),
      );
      expect(alternates, route).toEqual({
        'en-US': absoluteUrl(routeInLocale(route, locale, 'en')),
        'uk-UA': absoluteUrl(routeInLocale(route, locale, 'uk')),
        'x-default': absoluteUrl(routeInLocale(route, locale, 'en')),
      });
    }
  });

  test(`every documentation page has its front matter description (${locale})`, () => {
    for (const {route} of contentMapRoutes) {
      const $ = loadPage(`${localeBase(locale)}${route}`);
      const expected = frontMatterDescription(locale, route);
      expect(expected, `front matter description of ${locale} ${route}`).toBeTruthy();
      expect($('meta[name="description"]').attr('content'), route).toBe(expected);
      expect($('meta[property="og:description"]').attr('content'), route).toBe(expected);
    }
  });

  test(`home, About and search pages have a meta description (${locale})`, () => {
    for (const route of ['', 'about/', 'search/'].map((page) => `${localeBase(locale)}${page}`)) {
      const description = loadPage(route)('meta[name="description"]').attr('content') ?? '';
      expect(description.length, `meta description of ${route}`).toBeGreaterThanOrEqual(50);
    }
  });

  test(`every page names the Open Graph image (${locale})`, () => {
    for (const route of siteRoutes(locale)) {
      const $ = loadPage(route);
      const image = $('meta[property="og:image"]').attr('content') ?? '';
      expect(image, route).toBe(absoluteUrl(`${localeBase(locale)}img/og-image.png`));
      // The URL resolves to a file of the build, so the image is served where the tag points.
      expect(existsSync(path.join(buildDir, new URL(image).pathname)), image).toBe(true);
      expect($('meta[name="twitter:card"]').attr('content'), route).toBe('summary_large_image');
      expect($('meta[property="og:title"]').attr('content'), route).toBeTruthy();
      expect($('meta[property="og:url"]').attr('content'), route).toBe(absoluteUrl(route));
    }
  });

  test(`the ${locale} sitemap lists every documentation route of the locale and nothing of the other`, () => {
    const sitemapRoute = `${localeBase(locale)}sitemap.xml`;
    const $ = cheerio.load(readFileSync(path.join(buildDir, sitemapRoute), 'utf8'), {xml: true});
    const listed = $('url > loc')
      .toArray()
      .map((loc) => $(loc).text());
    expect(new Set(listed).size, 'no duplicates').toBe(listed.length);
    for (const route of [...docRoutes(locale), localeBase(locale), `${localeBase(locale)}about/`]) {
      expect(listed, `${sitemapRoute} lists ${route}`).toContain(absoluteUrl(route));
    }
    for (const url of listed) {
      const {pathname} = new URL(url);
      expect(pathname.startsWith('/uk/'), `${url} belongs to ${locale}`).toBe(locale === 'uk');
      expect(existsSync(path.join(buildDir, pathname, 'index.html')), `${url} is a built page`).toBe(true);
    }
  });
}

test('with the embedded index, pages point no preconnect hint or request at Algolia', () => {
  for (const route of ['/', '/uk/transactions-purchase/api/', '/search/']) {
    const $ = loadPage(route);
    expect($('link[rel="preconnect"]').attr('href'), route).toBe(`${brand.siteUrl}/#-dsn.algolia.net`);
    expect($.html(), route).not.toMatch(/https:\/\/[\w.-]*algolia\.net/);
  }
});

test('robots.txt allows crawling and points crawlers to the sitemap of every locale', () => {
  const robots = readFileSync(path.join(buildDir, 'robots.txt'), 'utf8');
  expect(robots).not.toMatch(/^Disallow:\s*\S/m);
  const sitemaps = [...robots.matchAll(/^Sitemap:\s*(\S+)$/gm)].map((match) => match[1]);
  expect(sitemaps).toEqual(locales.map((locale) => absoluteUrl(`${localeBase(locale)}sitemap.xml`)));
});

test('the Open Graph image is a 1200×630 PNG of at most 100 KB', () => {
  const file = path.join(siteRoot, 'static/img/og-image.png');
  const png = readFileSync(file);
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  // The IHDR chunk, first in every PNG, holds the width and height as big-endian integers at bytes 16 and 20.
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  expect(statSync(file).size).toBeLessThanOrEqual(100 * 1024);
});
