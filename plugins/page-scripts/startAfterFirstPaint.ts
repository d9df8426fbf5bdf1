/**
 * Starts a page's scripts once the browser has painted the pre-rendered page, instead of before.
 *
 * Docusaurus lists its runtime and main script as `<script defer>`. A deferred script that has arrived by the end of
 * parsing runs before the first paint, and the main script (React, the router, the theme) is the largest script of
 * every page: on a long guide the page painted only after it had run, 50 ms later than the untouched template's
 * short doc page on a fast desktop, and Lighthouse's simulated phone counted its 136 KB as needed for the largest
 * paint (LCP 2.3 s against the template's 2.1 s). Here the page's HTML preloads both scripts at the priority a deferred
 * script has, so they download as early as before, and `entryStarter.js`, the one script it lists, adds them
 * in their order once the browser reports its first largest-paint candidate (the first contentful paint where it
 * reports no largest one, as Safari; two frames where it reports neither; after a second whatever happens, as in a
 * tab the browser does not paint). React then hydrates what the reader already sees. A browser that ignores
 * `fetchpriority` fetches the preloads at a preload's high priority, as Docusaurus's own chunk preloads were.
 */
import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import path from 'node:path';

/** Docusaurus's tags for its runtime and main script, as its minified HTML writes them. */
const entryScriptTag = /<script src=("?)([^" >]+)\1 defer><\/script>/g;

export const starterSource = readFileSync(path.join(__dirname, 'entryStarter.js'), 'utf8');

/** The starter script's file under the locale's `assets/js/`, named by its content like the bundler's files. */
export const starterFileName = `start-after-first-paint.${createHash('sha256').update(starterSource).digest('hex').slice(0, 8)}.js`;

/** A low-priority script preload: what a deferred script gets, so nothing overtakes the stylesheet. */
function scriptPreloadTag(file: string): string {
  return `<link rel="preload" href="${file}" as="script" fetchpriority="low">`;
}

/**
 * The page's HTML with its entry scripts preloaded and started by the starter script, then its route's chunks
 * preloaded: the entry scripts run first, and the chunks are asked for only once they have. Fails on a page without
 * entry scripts: a Docusaurus that writes them differently would otherwise keep running them before the first paint
 * unnoticed.
 */
export function withPageScripts(html: string, starterUrl: string, routeChunks: string[]): string {
  const entryScripts = [...html.matchAll(entryScriptTag)].map(([, , src]) => src);
  if (entryScripts.length === 0) {
    throw new Error('plugins/page-scripts: found no <script src=… defer> entry script to start after the first paint');
  }
  const starter = `<script src="${starterUrl}" data-start="${entryScripts.join(' ')}" defer></script>`;
  const tags = [...entryScripts.map(scriptPreloadTag), starter, ...routeChunks.map(scriptPreloadTag)].join('');
  return html.replace(entryScriptTag, '').replace('</head>', () => `${tags}</head>`);
}
