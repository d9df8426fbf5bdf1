/**
 * Leaves out of the browser's main script the source path of every route's modules, which only pre-rendering reads.
 *
 * Docusaurus's route registry (`.docusaurus/registry.js`, compiled into the main script every page loads) gives each
 * route chunk a loader, the source path of its module and the module's id. The path
 * (`"@site/i18n/uk/docusaurus-plugin-content-docs/current/reference/objects/recurring.mdx"`) is what react-loadable
 * reports while the server renders a page, to learn which chunks the page used; in the browser nothing reports, and
 * the 284 paths of a locale cost every page 2.5 KB gzip of script. The browser build gets `0` in their place; the
 * server build keeps them. The replacement is strict: a registry written in another shape fails the build here rather
 * than shipping the paths again unnoticed.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** `), "<module path>", require.resolveWeak(`: the second of a registry entry's three items, between the other two. */
const modulePathItem = /\), "[^"]+", require\.resolveWeak\(/g;

export default function routeRegistryPaths({generatedFilesDir}: LoadContext): Plugin {
  const registryFile = path.join(generatedFilesDir, 'registry.js');
  return {
    name: 'kalyna-route-registry-paths',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        module: {
          rules: [
            {
              test: (file: string) => file === registryFile,
              loader: require.resolve('string-replace-loader'),
              options: {search: modulePathItem, replace: '), 0, require.resolveWeak(', strict: true},
            },
          ],
        },
      };
    },
  };
}
