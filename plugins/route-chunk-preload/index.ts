/**
 * Puts a `<link rel="preload" as="script">` for each chunk of a page's route into the page's HTML.
 *
 * Docusaurus lists only the runtime and the main script in the HTML. The chunks of the page itself (its component,
 * its content, the docs layout around it) were requested only once the main script had run and matched the route: a
 * second round trip before the page could hydrate, and on the search page before any result could show. Docusaurus
 * means to list them (react-loadable's getBundles in its SSG template), but its client manifest is keyed by chunk name
 * while the pre-rendering reports module paths, so nothing matches and the list stays empty. With the preloads the
 * chunks download alongside the main script; the runtime's script tags for them then find them in the cache.
 */
import {existsSync} from 'node:fs';
import {readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {parseGeneratedRoutes, routeScriptFiles, type ClientManifest, type RoutesChunkNames} from './routeChunks';

function preloadTags(files: string[]): string {
  return files.map((file) => `<link rel="preload" href="${file}" as="script">`).join('');
}

export default function routeChunkPreload(): Plugin {
  return {
    name: 'kalyna-route-chunk-preload',
    async postBuild({outDir, baseUrl, generatedFilesDir, routesPaths}) {
      const read = (name: string) => readFile(path.join(generatedFilesDir, name), 'utf8');
      const routes = parseGeneratedRoutes(await read('routes.js'));
      const routesChunkNames = JSON.parse(await read('routesChunkNames.json')) as RoutesChunkNames;
      const manifest = JSON.parse(await read('client-manifest.json')) as ClientManifest;
      await Promise.all(
        routesPaths.map(async (routePath) => {
          const htmlFile = path.join(outDir, routePath.slice(baseUrl.length), 'index.html');
          if (!routePath.endsWith('/') || !existsSync(htmlFile)) return;
          const files = routeScriptFiles(routePath, routes, routesChunkNames, manifest);
          const html = await readFile(htmlFile, 'utf8');
          if (files.length === 0 || !html.includes('</head>')) return;
          await writeFile(htmlFile, html.replace('</head>', `${preloadTags(files)}</head>`));
        }),
      );
    },
  };
}
