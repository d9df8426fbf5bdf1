/**
 * The docs plugin, without the data of doc cards in the version data that every documentation page loads, and with
 * the API reference's sidebar loaded only by the reference's pages (versionRoutePerSidebar.ts).
 *
 * The docs plugin gives its version route a map of every doc (id → title, description, sidebar) for one reader only,
 * DocCard (`useDocById`), which shows a linked page's title and description. This site shows no doc cards, and with the
 * API reference the map held 282 docs per locale: 5.7 KB gzip of script on every documentation page in Ukrainian
 * (with descriptions it had been 5.5 KB for ~150 pages). The map is left empty, so a doc card added one day fails the
 * build's pre-rendering loudly instead of showing wrong data. Sidebar links also lose `unlisted: false`, which reads
 * the same as no flag. Each page's own title and description still reach it from its own metadata.
 */
import type {LoadContext, Plugin, RouteConfig} from '@docusaurus/types';
import docsPlugin, {validateOptions, type LoadedContent, type PluginOptions} from '@docusaurus/plugin-content-docs';
import {versionRoutesPerSidebar} from './versionRoutePerSidebar';

type SidebarItem = {type: string; unlisted?: boolean; items?: SidebarItem[]};
type VersionRouteProps = {version?: {docs?: Record<string, unknown>; docsSidebars?: Record<string, SidebarItem[]>}};

function withoutListedFlags(items: SidebarItem[]): SidebarItem[] {
  return items.map(({unlisted, ...item}) => ({
    ...item,
    ...(unlisted === true && {unlisted}),
    ...(item.items && {items: withoutListedFlags(item.items)}),
  }));
}

/** The route with its version props trimmed; version routes sit under the plugin's root route. */
function withoutDocCardData(route: RouteConfig): RouteConfig {
  const trimmed = route.routes ? {...route, routes: route.routes.map(withoutDocCardData)} : route;
  const version = (route.props as VersionRouteProps | undefined)?.version;
  if (version?.docs === undefined) {
    return trimmed;
  }
  const docsSidebars = Object.fromEntries(
    Object.entries(version.docsSidebars ?? {}).map(([name, items]) => [name, withoutListedFlags(items)]),
  );
  return {...trimmed, props: {...route.props, version: {...version, docs: {}, docsSidebars}}};
}

export default async function docsWithoutDocCardData(
  context: LoadContext,
  options: PluginOptions,
): Promise<Plugin<LoadedContent>> {
  const plugin = await docsPlugin(context, options);
  return {
    ...plugin,
    async contentLoaded(args) {
      const addRoute = (route: RouteConfig) =>
        args.actions.addRoute(versionRoutesPerSidebar(withoutDocCardData(route)));
      await plugin.contentLoaded?.({...args, actions: {...args.actions, addRoute}});
    },
  };
}

export {validateOptions};
