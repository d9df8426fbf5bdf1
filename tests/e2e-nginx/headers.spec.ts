/**
 * What deploy/nginx.conf sends, checked over HTTP against the built site: security headers, the CSP and its script
 * hashes, compression, caching, 404s per locale and trailing-slash redirects.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {hashesInPolicy, inlineScriptHashes} from '../../deploy/csp';
import {waitForHydration} from '../e2e/support/hydration';

const siteRoot = path.resolve(__dirname, '../..');
const immutable = 'public, max-age=31536000, immutable';

/** Fetches without following redirects, so 301s can be inspected. */
const fetchRaw = (url: string, headers: Record<string, string> = {}) =>
  fetch(new URL(url, test.info().project.use.baseURL), {redirect: 'manual', headers});

test('every inline script of the build is allowed by hash, and nothing else', () => {
  const conf = readFileSync(path.join(siteRoot, 'deploy/nginx.conf'), 'utf8');
  const policyLine = conf.split('\n').find((line) => line.includes('add_header Content-Security-Policy'));
  expect(policyLine, 'deploy/nginx.conf sends a Content-Security-Policy').toBeDefined();
  const buildHashes = inlineScriptHashes(path.join(siteRoot, 'build'));
  expect(buildHashes.length).toBeGreaterThan(0);
  // When this fails, the build's inline scripts changed: run `npx tsx deploy/generate-csp.ts`.
  expect(hashesInPolicy(policyLine ?? '').sort()).toEqual(buildHashes);
});

for (const route of ['/', '/uk/webhooks/setting/', '/no-such-page/']) {
  test(`security headers on ${route}`, async () => {
    const response = await fetchRaw(route);
    const csp = response.headers.get('content-security-policy') ?? '';
    const directives = new Map(
      csp.split(';').map((directive) => {
        const [name, ...sources] = directive.trim().split(/\s+/);
        return [name, sources] as const;
      }),
    );
    expect(directives.get('default-src')).toEqual(["'none'"]);
    expect(directives.get('script-src')).toContain("'self'");
    expect(directives.get('script-src')).not.toContain("'unsafe-inline'");
    expect(directives.get('script-src')).not.toContain("'unsafe-eval'");
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('base-uri')).toEqual(["'self'"]);
    expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=(\d{8,})/);
    expect(
      Number(response.headers.get('strict-transport-security')?.match(/max-age=(\d+)/)?.[1]),
    ).toBeGreaterThanOrEqual(31_536_000);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('server')).toBe('nginx');
  });
}

test('HTML revalidates, hashed assets are immutable, and unfingerprinted files revalidate', async () => {
  const page = await fetchRaw('/uk/');
  expect(page.status).toBe(200);
  expect(page.headers.get('cache-control')).toBe('no-cache');
  expect(page.headers.get('etag')).toBeTruthy();
  const html = await page.text();
  const assets = [...html.matchAll(/(?:src|href)="?(\/(?:uk\/)?assets\/[^"\s>]+)/g)].map((match) => match[1]);
  expect(assets.length).toBeGreaterThan(1);
  for (const asset of assets) {
    const response = await fetchRaw(asset);
    expect(response.status, asset).toBe(200);
    expect(response.headers.get('cache-control'), asset).toBe(immutable);
  }
  for (const unfingerprinted of ['/img/logo.svg', '/sitemap.xml', '/uk/sitemap.xml', '/openapi.yaml']) {
    const response = await fetchRaw(unfingerprinted);
    expect(response.status, unfingerprinted).toBe(200);
    expect(response.headers.get('cache-control'), unfingerprinted).toBe('no-cache');
  }
  // A conditional request is answered without the body.
  const revalidated = await fetchRaw('/uk/', {'If-None-Match': page.headers.get('etag') ?? ''});
  expect(revalidated.status).toBe(304);
});

test('text files carry their type and UTF-8, so Ukrainian text reads correctly', async () => {
  for (const [file, type] of [
    ['/uk/webhooks/setting/', 'text/html'],
    ['/uk/webhooks/setting.md', 'text/markdown'],
    ['/uk/llms.txt', 'text/plain'],
    ['/openapi.yaml', 'application/yaml'],
  ]) {
    const response = await fetchRaw(file);
    expect(response.status, file).toBe(200);
    expect(response.headers.get('content-type'), file).toBe(`${type}; charset=utf-8`);
  }
});

test('text is gzip-compressed and varies on Accept-Encoding', async () => {
  const html = await fetchRaw('/webhooks/setting/', {'Accept-Encoding': 'gzip'});
  expect(html.headers.get('content-encoding')).toBe('gzip');
  expect(html.headers.get('vary')).toMatch(/Accept-Encoding/i);
  // The HTML names the main script in the starter's list (plugins/page-scripts).
  const script = (await (await fetchRaw('/')).text()).match(/(\/assets\/js\/main\.[^"\s>]+\.js)/)?.[1];
  expect(script).toBeTruthy();
  const js = await fetchRaw(script ?? '', {'Accept-Encoding': 'gzip'});
  expect(js.headers.get('content-encoding')).toBe('gzip');
  expect(js.headers.get('content-type')).toMatch(/javascript/);
  const plain = await fetchRaw('/webhooks/setting/', {'Accept-Encoding': 'identity'});
  expect(plain.headers.get('content-encoding')).toBeNull();
});

for (const {missing, lang} of [
  {missing: '/no-such-page/', lang: 'en-US'},
  {missing: '/webhooks/no-such-page', lang: 'en-US'},
  {missing: '/uk/no-such-page/', lang: 'uk-UA'},
  {missing: '/uk/webhooks/no-such-page', lang: 'uk-UA'},
  {missing: '/assets/js/no-such-chunk.js', lang: 'en-US'},
  {missing: '/uk/assets/', lang: 'uk-UA'},
]) {
  test(`${missing} answers 404 with the ${lang} not-found page, never cached as immutable`, async () => {
    const response = await fetchRaw(missing);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const html = await response.text();
    expect(html).toMatch(new RegExp(`<html[^>]*lang="?${lang}`));
    expect(html).toMatch(/id="?__docusaurus["\s>]/);
  });
}

test('404 pages render in the browser with the locale chrome', async ({page}) => {
  const response = await page.goto('/uk/no-such-page/');
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'uk-UA');
  await expect(page.locator('h1')).toBeVisible();
});

for (const {from, to} of [
  {from: '/webhooks/setting', to: '/webhooks/setting/'},
  {from: '/uk', to: '/uk/'},
  {from: '/uk/webhooks/setting', to: '/uk/webhooks/setting/'},
  {from: '/search?q=refund', to: '/search/?q=refund'},
]) {
  test(`${from} redirects permanently to ${to}`, async () => {
    const response = await fetchRaw(from);
    expect(response.status).toBe(301);
    // Relative, so the redirect stays on the CDN's host rather than the origin's.
    expect(response.headers.get('location')).toBe(to);
    expect(response.headers.get('content-security-policy')).toBeTruthy();
  });
}
