/**
 * The scripts of each page: its entry scripts and its route's own chunks (routeChunks.ts), all fetched once the page
 * has painted (startAfterFirstPaint.ts). Both rewrite the same files, so one plugin does both.
 *
 * Docusaurus lists only the runtime and the main script in the HTML. The chunks of the page itself (its component,
 * its content, the docs layout around it) were requested only once the main script had run and matched the route: a
 * second round trip before the page could hydrate, and on the search page before any result could show. Docusaurus
 * means to list them (react-loadable's getBundles in its SSG template), but its client manifest is keyed by chunk name
 * while the pre-rendering reports module paths, so nothing matches and the list stays empty. Listed here, the chunks
 * download alongside the main script; the runtime's script tags for them then find them in the cache.
 */
import {existsSync} from 'node:fs';
import {mkdir, readFile, rename, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {parseGeneratedRoutes, routeScriptFiles, type ClientManifest, type RoutesChunkNames} from './routeChunks';
import {starterScript, withPageScripts} from './startAfterFirstPaint';

/** A route's HTML file: `index.html` in the route's folder, or the file itself (`/404.html`). */
function htmlFileOf(outDir: string, relativePath: string): string {
  return relativePath.endsWith('.html')
    ? path.join(outDir, relativePath)
    : path.join(outDir, relativePath, 'index.html');
}

export default function pageScripts(): Plugin {
  return {
    name: 'kalyna-page-scripts',
    async postBuild({outDir, baseUrl, generatedFilesDir, routesPaths}) {
      const read = (name: string) => readFile(path.join(generatedFilesDir, name), 'utf8');
      const routes = parseGeneratedRoutes(await read('routes.js'));
      const routesChunkNames = JSON.parse(await read('routesChunkNames.json')) as RoutesChunkNames;
      const manifest = JSON.parse(await read('client-manifest.json')) as ClientManifest;
      await mkdir(path.join(outDir, 'assets/js'), {recursive: true});
      const starter = await starterScript();
      await writeFile(path.join(outDir, 'assets/js', starter.fileName), starter.source);
      const starterUrl = `${baseUrl}assets/js/${starter.fileName}`;
      await Promise.all(
        routesPaths.map(async (routePath) => {
          const htmlFile = htmlFileOf(outDir, routePath.slice(baseUrl.length));
          if (!(routePath.endsWith('/') || routePath.endsWith('.html')) || !existsSync(htmlFile)) return;
          const routeChunks = routePath.endsWith('/')
            ? routeScriptFiles(routePath, routes, routesChunkNames, manifest)
            : [];
          const html = await readFile(htmlFile, 'utf8');
          if (!html.includes('</head>')) return;
          // Written aside and renamed: other plugins read the pages while this one writes them (Docusaurus runs every
          // plugin's postBuild at once), and a rename never shows them a half-written file.
          await writeFile(`${htmlFile}.tmp`, withPageScripts(html, starterUrl, routeChunks));
          await rename(`${htmlFile}.tmp`, htmlFile);
        }),
      );
    },
  };
}
