/**
 * One version route per sidebar whose pages live in a folder of their own, each with only its own sidebar.
 *
 * The docs plugin gives all of a version's sidebars to the one route around its pages, so every documentation page
 * loaded both the guides' sidebar and the API reference's (together 6 KB gzip of script, in every locale). A sidebar
 * whose pages all sit under one folder that no other page uses (the reference under `reference/`) gets a copy of the
 * version route at that folder, listed first, holding only its pages and its sidebar; the version's own route keeps
 * the rest. React Router takes the first route that matches a path, so each page still finds its own layout.
 */
import type {RouteConfig} from '@docusaurus/types';

type VersionProps = {version: {docsSidebars?: Record<string, unknown>}};
type DocRouteConfig = RouteConfig & {sidebar?: string};

const isVersionRoute = (route: RouteConfig): route is RouteConfig & {props: VersionProps} =>
  (route.props as Partial<VersionProps> | undefined)?.version !== undefined;

/** The longest folder (ending in `/`) that every path is in. */
function commonFolder(paths: string[]): string {
  let prefix = paths[0] ?? '';
  for (const path of paths.slice(1)) {
    while (!path.startsWith(prefix)) prefix = prefix.slice(0, -1);
  }
  return prefix.slice(0, prefix.lastIndexOf('/') + 1);
}

function splitVersionRoute(versionRoute: RouteConfig & {props: VersionProps}): RouteConfig[] {
  const {version} = versionRoute.props;
  const sidebars = version.docsSidebars ?? {};
  const [docRoot, ...others] = versionRoute.routes ?? [];
  const docRoutes = (docRoot?.routes ?? []) as DocRouteConfig[];
  if (others.length > 0 || Object.keys(sidebars).length < 2) return [versionRoute];

  const ownFolders = Object.keys(sidebars).flatMap((sidebar) => {
    const folder = commonFolder(docRoutes.filter((route) => route.sidebar === sidebar).map((route) => route.path));
    const ownsFolder =
      folder.length > versionRoute.path.length &&
      docRoutes.every((route) => (route.sidebar === sidebar) === route.path.startsWith(folder));
    return ownsFolder ? [{sidebar, folder}] : [];
  });
  if (ownFolders.length === 0) return [versionRoute];

  const withOwnFolder = new Set(ownFolders.map(({sidebar}) => sidebar));
  const versionRouteFor = (path: string, sidebarNames: string[], routes: DocRouteConfig[]): RouteConfig => ({
    ...versionRoute,
    path,
    props: {
      ...versionRoute.props,
      version: {...version, docsSidebars: Object.fromEntries(sidebarNames.map((name) => [name, sidebars[name]]))},
    },
    routes: [{...docRoot!, routes}],
  });
  return [
    ...ownFolders.map(({sidebar, folder}) =>
      versionRouteFor(
        folder,
        [sidebar],
        docRoutes.filter((route) => route.sidebar === sidebar),
      ),
    ),
    versionRouteFor(
      versionRoute.path,
      Object.keys(sidebars).filter((name) => !withOwnFolder.has(name)),
      docRoutes.filter((route) => route.sidebar === undefined || !withOwnFolder.has(route.sidebar)),
    ),
  ];
}

/** The plugin's root route with each version route split by sidebar folder. */
export function versionRoutesPerSidebar(root: RouteConfig): RouteConfig {
  if (!root.routes) return root;
  return {
    ...root,
    routes: root.routes.flatMap((route) => (isVersionRoute(route) ? splitVersionRoute(route) : [route])),
  };
}
