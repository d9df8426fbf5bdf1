/**
 * Keeps the tslib helpers no client code uses out of every page's main script.
 *
 * `@docusaurus/utils-common`, which the theme's links import, is CommonJS and `require`s tslib for one helper,
 * `__importDefault`. A `require` of tslib's ES module gives the caller the whole module, so the bundler kept all of
 * tslib's helpers: 11 KB, 3.9 KB gzip of every page's main script. In the browser build that `require` is pointed at
 * a module that re-exports the one helper from tslib, and the bundler drops the rest. The replacement is strict: if a
 * later utils-common requires tslib differently, the build fails here instead of shipping tslib whole again.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

const utilsCommonIndex = /[\\/]@docusaurus[\\/]utils-common[\\/]lib[\\/]index\.js$/;

export default function tslibHelpers(): Plugin {
  return {
    name: 'kalyna-tslib-helpers',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        module: {
          rules: [
            {
              test: utilsCommonIndex,
              loader: require.resolve('string-replace-loader'),
              options: {
                search: 'require("tslib")',
                replace: `require(${JSON.stringify(path.join(__dirname, 'importDefault.mjs'))})`,
                strict: true,
              },
            },
          ],
        },
      };
    },
  };
}
