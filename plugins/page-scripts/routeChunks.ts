/**
 * Which script chunks a page's route needs, read from what Docusaurus generates for a build: the route tree
 * (`routes.js`), each route's chunk names (`routesChunkNames.json`) and the client manifest of chunk groups and files
 * (`client-manifest.json`). The route is matched as the client's `preload()` matches it, with react-router-config.
 */
import {matchRoutes, type RouteConfig} from 'react-router-config';

/**
 * A route of routes.js with its key in routesChunkNames.json (`<path>-<hash>`) in place of its component; the
 * catch-all route of the 404 page has no key (and no chunks).
 */
export interface GeneratedRoute extends RouteConfig {
  path: string;
  routeKey?: string;
  routes?: GeneratedRoute[];
}

type ChunkNames = string | ChunkNames[] | {[key: string]: ChunkNames};

/** routesChunkNames.json: a route key → the chunk names of its component, props and context, nested as they are. */
export type RoutesChunkNames = Record<string, ChunkNames>;

export interface ClientManifest {
  /** A chunk (by name, or id when unnamed) → the ids of the chunks of its group, itself included. */
  origins: Record<string, string[]>;
  /** A chunk id → its files. */
  assets: Record<string, {js?: {publicPath: string}[]}>;
}

/**
 * Reads the route tree out of routes.js, an array literal whose only calls are `ComponentCreator(path, hash)` and the
 * catch-all's `ComponentCreator('*')`: the two import lines go, and each call becomes the route key it stands for.
 */
export function parseGeneratedRoutes(routesCode: string): GeneratedRoute[] {
  const arrayLiteral = routesCode
    .replace(/^import .*;$/gm, '')
    .replace(/export default/, 'return')
    .replace(/component: ComponentCreator\('([^']*)'(?:, '([^']*)')?\)/g, (_, path: string, hash?: string) =>
      hash === undefined ? 'catchAll: true' : `routeKey: ${JSON.stringify(`${path}-${hash}`)}`,
    );
  // The code is Docusaurus's own output for this build, not input from a reader.
  return new Function(arrayLiteral)() as GeneratedRoute[];
}

function flatChunkNames(names: ChunkNames | undefined): string[] {
  if (names === undefined) return [];
  if (typeof names === 'string') return [names];
  return Object.values(names).flatMap(flatChunkNames);
}

/** The script files of the chunks the page at `pathname` loads before it renders, in the order the client asks. */
export function routeScriptFiles(
  pathname: string,
  routes: GeneratedRoute[],
  routesChunkNames: RoutesChunkNames,
  manifest: ClientManifest,
): string[] {
  const chunkNames = matchRoutes(routes, pathname).flatMap(({route}) => {
    const {routeKey} = route as GeneratedRoute;
    return routeKey === undefined ? [] : flatChunkNames(routesChunkNames[routeKey]);
  });
  const files = chunkNames.flatMap((name) =>
    (manifest.origins[name] ?? []).flatMap((id) => manifest.assets[id]?.js?.map(({publicPath}) => publicPath) ?? []),
  );
  return [...new Set(files)];
}
