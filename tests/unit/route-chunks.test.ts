import {describe, expect, it} from 'vitest';
import {parseGeneratedRoutes, routeScriptFiles, type ClientManifest} from '../../plugins/page-scripts/routeChunks';

/** routes.js as Docusaurus writes it: a page before the docs layout at the same path, nested docs, the catch-all. */
const routesCode = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/uk/search/',
    component: ComponentCreator('/uk/search/', '72b'),
    exact: true
  },
  {
    path: '/uk/',
    component: ComponentCreator('/uk/', '69b'),
    exact: true
  },
  {
    path: '/uk/',
    component: ComponentCreator('/uk/', 'ff1'),
    routes: [
      {
        path: '/uk/',
        component: ComponentCreator('/uk/', 'cae'),
        routes: [
          {
            path: '/uk/refunds/',
            component: ComponentCreator('/uk/refunds/', '427'),
            exact: true,
            sidebar: "docs"
          }
        ]
      }
    ]
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;

const routesChunkNames = {
  '/uk/search/-72b': {__comp: 'search', __context: {plugin: 'searchPlugin'}},
  '/uk/-69b': {__comp: 'home'},
  '/uk/-ff1': {__comp: 'docsRoot', __context: {plugin: 'docsPlugin'}},
  '/uk/-cae': {__comp: 'docsLayout'},
  '/uk/refunds/-427': {__comp: 'docItem', content: 'refundsPage'},
};

const manifest: ClientManifest = {
  origins: {
    search: ['11'],
    searchPlugin: ['12'],
    home: ['13'],
    docsRoot: ['14'],
    docsPlugin: ['12', '15'],
    docsLayout: ['16'],
    // A chunk group with a shared chunk and one without scripts (its CSS went into the main stylesheet).
    docItem: ['30', '31', '17'],
    refundsPage: ['18'],
  },
  assets: Object.fromEntries(
    ['11', '12', '13', '14', '15', '16', '17', '18', '31'].map((id) => [id, {js: [{publicPath: `/uk/js/${id}.js`}]}]),
  ),
};

describe('route chunks', () => {
  const routes = parseGeneratedRoutes(routesCode);

  it('reads the route tree of routes.js with each route key, and the catch-all without one', () => {
    expect(routes.map(({path, routeKey}) => [path, routeKey])).toEqual([
      ['/uk/search/', '/uk/search/-72b'],
      ['/uk/', '/uk/-69b'],
      ['/uk/', '/uk/-ff1'],
      ['*', undefined],
    ]);
    expect(routes[2].routes?.[0].routes?.[0]).toMatchObject({routeKey: '/uk/refunds/-427', exact: true});
  });

  it('lists the scripts of every route down to the page, in order and once each', () => {
    expect(routeScriptFiles('/uk/refunds/', routes, routesChunkNames, manifest)).toEqual([
      '/uk/js/14.js',
      '/uk/js/12.js',
      '/uk/js/15.js',
      '/uk/js/16.js',
      '/uk/js/31.js',
      '/uk/js/17.js',
      '/uk/js/18.js',
    ]);
  });

  it('takes the first route that matches, as the client does: the home page, not the docs layout', () => {
    expect(routeScriptFiles('/uk/', routes, routesChunkNames, manifest)).toEqual(['/uk/js/13.js']);
    expect(routeScriptFiles('/uk/search/', routes, routesChunkNames, manifest)).toEqual([
      '/uk/js/11.js',
      '/uk/js/12.js',
    ]);
  });
});
