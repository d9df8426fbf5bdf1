/**
 * The docs plugin, without the page descriptions it copies into the version data every documentation page loads.
 *
 * The docs plugin gives its version route a map of every doc (id → title, description, sidebar) so that DocCard can
 * show a linked page's description. This site shows no doc cards, and the ~150 descriptions are about 5.5 KB gzip of
 * script on every documentation page. Each page's own description still reaches its meta tags from its own metadata.
 */
import type {LoadContext, Plugin, RouteConfig} from '@docusaurus/types';
import docsPlugin, {validateOptions, type LoadedContent, type PluginOptions} from '@docusaurus/plugin-content-docs';

type DocInfo = {id: string; title: string; description?: string; sidebar?: string};
type VersionRouteProps = {version?: {docs?: Record<string, DocInfo>}};

/** The route with its version props trimmed; version routes sit under the plugin's root route. */
function withoutDocDescriptions(route: RouteConfig): RouteConfig {
  const trimmed = route.routes ? {...route, routes: route.routes.map(withoutDocDescriptions)} : route;
  const version = (route.props as VersionRouteProps | undefined)?.version;
  if (version?.docs === undefined) {
    return trimmed;
  }
  const docs = Object.fromEntries(
    Object.entries(version.docs).map(([id, {title, sidebar}]) => [id, {id, title, sidebar}]),
  );
  return {...trimmed, props: {...route.props, version: {...version, docs}}};
}

export default async function docsWithoutCardDescriptions(
  context: LoadContext,
  options: PluginOptions,
): Promise<Plugin<LoadedContent>> {
  const plugin = await docsPlugin(context, options);
  return {
    ...plugin,
    async contentLoaded(args) {
      const addRoute = (route: RouteConfig) => args.actions.addRoute(withoutDocDescriptions(route));
      await plugin.contentLoaded?.({...args, actions: {...args.actions, addRoute}});
    },
  };
}

export {validateOptions};
