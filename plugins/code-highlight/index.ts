/**
 * Keeps Prism out of the browser's main bundle; src/theme/CodeBlock/Content loads it only when it has to highlight.
 *
 * - The theme's client module `prism-include-languages` imports prism-react-renderer into every page only to add the
 *   configured languages. In both builds it is replaced with an empty module: src/codeHighlight/tokenize.ts adds the
 *   same languages to the Prism it uses.
 * - The server build gets src/codeHighlight/loader.server.ts in place of loader.ts, so that pre-rendering has the
 *   tokenizer at hand and every code block reaches the HTML highlighted.
 * - Every page gets the stylesheet of code colors for both color modes (src/codeHighlight/codeColorStylesheet.ts),
 *   written from the configured code themes.
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {PrismTheme} from 'prism-react-renderer';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {codeColorStylesheet} from '../../src/codeHighlight/codeColorStylesheet';

const themePrismClientModule = /theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/;
const browserTokenizerLoader = /[\\/]src[\\/]codeHighlight[\\/]loader\.ts$/;

type PrismConfig = {theme: PrismTheme; darkTheme?: PrismTheme};

function writeCodeColors({siteConfig, generatedFilesDir}: LoadContext): string {
  const {theme, darkTheme} = (siteConfig.themeConfig as {prism: PrismConfig}).prism;
  const file = path.join(generatedFilesDir, 'kalyna-code-highlight', 'code-colors.css');
  mkdirSync(path.dirname(file), {recursive: true});
  writeFileSync(file, `${codeColorStylesheet({light: theme, dark: darkTheme})}\n`);
  return file;
}

export default function codeHighlight(context: LoadContext): Plugin {
  const codeColors = writeCodeColors(context);
  return {
    name: 'kalyna-code-highlight',
    getClientModules() {
      return [codeColors];
    },
    configureWebpack(_config, isServer, {currentBundler}) {
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      const replacements = [
        new NormalModuleReplacementPlugin(themePrismClientModule, path.join(__dirname, 'noClientModule.js')),
      ];
      if (isServer) {
        const serverLoader = path.resolve(__dirname, '../../src/codeHighlight/loader.server.ts');
        replacements.push(new NormalModuleReplacementPlugin(browserTokenizerLoader, serverLoader));
      }
      return {plugins: replacements};
    },
  };
}
