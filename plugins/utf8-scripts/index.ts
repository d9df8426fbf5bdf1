/**
 * Minifies the browser scripts with their non-ASCII text left as UTF-8.
 *
 * Docusaurus's minifier settings include `ascii_only`, which writes every Cyrillic letter as a six-character `\uXXXX`
 * escape instead of two UTF-8 bytes. The Ukrainian pages, sidebar and UI strings are almost all Cyrillic, so the
 * escapes made every Ukrainian script larger even after gzip. Every page declares `<meta charset="utf-8">`, which a
 * browser also applies to the page's scripts, and deploy/nginx.conf sends `charset=utf-8` with them.
 */
import type {Plugin} from '@docusaurus/types';
import {getSwcJsMinimizerOptions, rspack} from '@docusaurus/faster';
import type {WebpackPluginInstance} from 'webpack';

type MinimizerOptions = NonNullable<
  NonNullable<ConstructorParameters<typeof rspack.SwcJsMinimizerRspackPlugin>[0]>['minimizerOptions']
>;

export default function utf8Scripts(): Plugin {
  return {
    name: 'kalyna-utf8-scripts',
    configureWebpack(config, isServer, {currentBundler}) {
      const minimizers = config.optimization?.minimizer;
      if (isServer || currentBundler.name !== 'rspack' || !minimizers) {
        return {};
      }
      const {SwcJsMinimizerRspackPlugin} = rspack;
      const index = minimizers.findIndex((minimizer) => minimizer instanceof SwcJsMinimizerRspackPlugin);
      if (index === -1) {
        return {};
      }
      // Docusaurus's own options, typed for @swc/core, which Rspack's option types mirror but do not match.
      const docusaurusOptions = getSwcJsMinimizerOptions() as MinimizerOptions;
      // Mutated in place: a returned `optimization.minimizer` would be appended to the list, not replace the entry.
      minimizers[index] = new SwcJsMinimizerRspackPlugin({
        minimizerOptions: {
          ...docusaurusOptions,
          minify: true,
          format: {...docusaurusOptions.format, ascii_only: false},
        },
        // Docusaurus types its configuration with webpack's types, which Rspack's plugin classes do not satisfy.
      }) as unknown as WebpackPluginInstance;
      return {};
    },
  };
}
