/**
 * The site's Content-Security-Policy, derived from the built HTML: Docusaurus injects a few inline scripts (the
 * color-mode script in every page's <head>, one per locale because its storage key depends on the base URL, and the
 * base-URL warning banner on each locale's home page). The policy allows exactly those scripts by their SHA-256, so
 * no 'unsafe-inline' is needed for scripts. deploy/generate-csp.ts writes the policy into deploy/nginx.conf and
 * tests/e2e-nginx checks that the two still agree.
 */
import {createHash} from 'node:crypto';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import {brand} from '../src/brand';

/** Script types a browser executes; anything else (JSON-LD, templates) is a data block that CSP does not govern. */
const executableScriptTypes = new Set(['', 'text/javascript', 'application/javascript', 'module']);

function htmlFiles(directory: string): string[] {
  return readdirSync(directory, {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The CSP source expression ('sha256-…') of every distinct inline script in the built site, sorted. */
export function inlineScriptHashes(buildDir: string): string[] {
  const hashes = new Set<string>();
  for (const file of htmlFiles(buildDir)) {
    const $ = cheerio.load(readFileSync(file, 'utf8'));
    $('script:not([src])').each((_, element) => {
      const type = ($(element).attr('type') ?? '').trim().toLowerCase();
      if (!executableScriptTypes.has(type)) return;
      // The browser hashes the script's text exactly as it appears between the tags.
      const digest = createHash('sha256').update($(element).text(), 'utf8').digest('base64');
      hashes.add(`'sha256-${digest}'`);
    });
  }
  return [...hashes].sort();
}

/**
 * Hosted Algolia (docusaurus.config.ts switches to it when ALGOLIA_APP_ID and the other two variables are set at build
 * time) is the one cross-origin request of search; the embedded index is fetched from the site itself.
 */
const algoliaHosts = (appId: string | undefined): string[] =>
  appId ? ['https://*.algolia.net', 'https://*.algolianet.com'] : [];

/**
 * The "Try it" console of the API reference calls the API from the reader's browser, so connect-src names the one
 * origin the site is built to call (`apiConsoleBaseUrl` in docusaurus.config.ts): no wildcard, and never the live API,
 * which a page must not be able to reach with a reader's key.
 */
export function apiConsoleOrigin(apiConsoleBaseUrl: string): string {
  const origin = new URL(apiConsoleBaseUrl).origin;
  if (origin === new URL(brand.hosts.apiLive).origin) {
    throw new Error(`The API console must not call the live API (${origin}); build it for the sandbox.`);
  }
  return origin;
}

export function contentSecurityPolicy(
  scriptHashes: string[],
  apiConsoleBaseUrl: string,
  algoliaAppId = process.env.ALGOLIA_APP_ID,
): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'none'"],
    ['script-src', "'self'", ...scriptHashes],
    // Styles need 'unsafe-inline': the server-rendered HTML carries style="" attributes (Prism colors every code
    // token that way, React components set sizes), which CSP can only allow one by one with 'unsafe-hashes', and
    // the DocSearch modal and the base-URL banner write style attributes at run time. Inline styles cannot run code.
    ['style-src', "'self'", "'unsafe-inline'"],
    // data: covers the small SVG icons Infima's stylesheet embeds (menu carets, external-link arrows).
    ['img-src', "'self'", 'data:'],
    ['font-src', "'self'"],
    ['connect-src', "'self'", apiConsoleOrigin(apiConsoleBaseUrl), ...algoliaHosts(algoliaAppId)],
    ['manifest-src', "'self'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['object-src', "'none'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** The hashes listed in a policy, in the order they appear. */
export const hashesInPolicy = (policy: string): string[] => policy.match(/'sha256-[A-Za-z0-9+/=]+'/g) ?? [];

/** The nginx directive that sends the policy; generate-csp.ts replaces this line of deploy/nginx.conf. */
export const cspDirectivePattern = /^(\s*)add_header Content-Security-Policy "[^"]*" always;$/m;

export const cspDirective = (policy: string): string => `add_header Content-Security-Policy "${policy}" always;`;
