/**
 * Starts a page's scripts once the browser has painted the pre-rendered page, instead of before.
 *
 * Docusaurus lists its runtime and main script as `<script defer>`. A deferred script that has arrived by the end of
 * parsing runs before the first paint, and the main script (React, the router, the theme) is the largest script of
 * every page: on a long guide the page painted only after it had run, and Lighthouse's simulated phone counted its
 * 136 KB as needed for the largest paint (LCP 2.3 s against the template's 2.1 s). Preloading it instead, even at low
 * priority, still had it share the phone's bandwidth with the page and its stylesheet: its download ended before the
 * paint, and Lighthouse counted it whenever its evaluation took less than its 10 ms threshold for tasks it keeps
 * (LCP 1.6 s or 2.3 s from run to run). So the page's HTML lists only `entryStarter.js`, 0.5 KB, which asks for the
 * entry scripts and the route's chunks once the browser reports its first largest-paint candidate (the first
 * contentful paint where it reports no largest one, as Safari; two frames where it reports neither; after a second
 * whatever happens, as in a tab the browser does not paint). The page gets the whole connection until it is painted;
 * React then hydrates what the reader already sees, later by the time the scripts take to download after the paint.
 */
import {createHash} from 'node:crypto';
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {minify} from 'terser';

/** Docusaurus's tags for its runtime and main script, as its minified HTML writes them. */
const entryScriptTag = /<script src=("?)([^" >]+)\1 defer><\/script>/g;

/**
 * The starter script, minified with terser (every page loads it), and its file name under the locale's `assets/js/`,
 * named by its content like the bundler's files. The same file keeps the search shortcut pressed before the page's
 * scripts have started (earlySearchKeys.js), as it is the one script that runs that early: a file of its own would
 * be one more request on every page for a few hundred bytes.
 */
export async function starterScript(): Promise<{fileName: string; source: string}> {
  const sources = ['entryStarter.js', 'earlySearchKeys.js'];
  const texts = await Promise.all(sources.map((file) => readFile(path.join(__dirname, file), 'utf8')));
  const {code} = await minify(Object.fromEntries(sources.map((file, index) => [file, texts[index]])));
  if (!code) throw new Error(`plugins/page-scripts: terser returned no code for ${sources.join(' and ')}`);
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 8);
  return {fileName: `start-after-first-paint.${hash}.js`, source: code};
}

/**
 * The page's HTML with its entry scripts and its route's chunks handed to the starter script, the one script the page
 * lists: the entry scripts run first, and the chunks wait in the cache until the runtime asks for them. Fails on a
 * page without entry scripts: a Docusaurus that writes them differently would otherwise keep running them before the
 * first paint unnoticed.
 */
export function withPageScripts(html: string, starterUrl: string, routeChunks: string[]): string {
  const entryScripts = [...html.matchAll(entryScriptTag)].map(([, , src]) => src);
  if (entryScripts.length === 0) {
    throw new Error('plugins/page-scripts: found no <script src=… defer> entry script to start after the first paint');
  }
  const chunkList = routeChunks.length > 0 ? ` data-preload="${routeChunks.join(' ')}"` : '';
  const starter = `<script src="${starterUrl}" data-start="${entryScripts.join(' ')}"${chunkList} defer></script>`;
  return html.replace(entryScriptTag, '').replace('</head>', () => `${starter}</head>`);
}
