import {describe, expect, it} from 'vitest';
import type {RouteConfig} from '@docusaurus/types';
import {versionRoutesPerSidebar} from '../../plugins/docs/versionRoutePerSidebar';

const doc = (path: string, sidebar: string) => ({path, component: '@theme/DocItem', exact: true, sidebar});
const guides = [doc('/uk/getting-started/', 'guides'), doc('/uk/webhooks/setting/', 'guides')];
const reference = [doc('/uk/reference/', 'reference'), doc('/uk/reference/refunds/create-refund/', 'reference')];

/** The docs plugin's routes as it adds them: its root, the version route with all sidebars, the doc root, docs. */
function pluginRoutes(docs: RouteConfig[], sidebars: string[]): RouteConfig {
  const version = {label: 'Next', docsSidebars: Object.fromEntries(sidebars.map((name) => [name, [{label: name}]]))};
  return {
    path: '/uk/',
    component: '@theme/DocsRoot',
    routes: [
      {
        path: '/uk/',
        component: '@theme/DocVersionRoot',
        props: {version},
        routes: [{path: '/uk/', component: '@theme/DocRoot', routes: docs}],
      },
    ],
  };
}

/** Each version route: its path, its sidebars and the paths of its docs. */
const outline = (root: RouteConfig) =>
  root.routes!.map((route) => ({
    path: route.path,
    sidebars: Object.keys((route.props as {version: {docsSidebars: object}}).version.docsSidebars),
    docs: route.routes![0].routes!.map((docRoute) => docRoute.path),
  }));

describe('version routes per sidebar', () => {
  it('give the reference its own version route, first, with its sidebar only; the guides keep theirs', () => {
    expect(outline(versionRoutesPerSidebar(pluginRoutes([...guides, ...reference], ['guides', 'reference'])))).toEqual([
      {path: '/uk/reference/', sidebars: ['reference'], docs: reference.map(({path}) => path)},
      {path: '/uk/', sidebars: ['guides'], docs: guides.map(({path}) => path)},
    ]);
  });

  it('keep the version route whole when a sidebar shares its folder with pages of another', () => {
    const mixed = [...guides, ...reference, doc('/uk/reference/changelog/', 'guides')];
    expect(outline(versionRoutesPerSidebar(pluginRoutes(mixed, ['guides', 'reference'])))).toEqual([
      {path: '/uk/', sidebars: ['guides', 'reference'], docs: mixed.map(({path}) => path)},
    ]);
  });

  it('keep a version with one sidebar as it is', () => {
    const routes = pluginRoutes(guides, ['guides']);
    expect(versionRoutesPerSidebar(routes)).toEqual(routes);
  });
});
