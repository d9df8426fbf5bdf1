/**
 * Keeps Prism out of the browser's main bundle; src/theme/CodeBlock/Content loads it only when it has to highlight.
 *
 * - The theme's client module `prism-include-languages` imports prism-react-renderer into every page only to add the
 *   configured languages. In both builds it is replaced with an empty module: src/codeHighlight/tokenize.ts adds the
 *   same languages to the Prism it uses.
 * - The server build gets src/codeHighlight/loader.server.ts in place of loader.ts, so that pre-rendering has the
 *   tokenizer at hand and every code block reaches the HTML highlighted.
 * - Every page gets the stylesheet of token type rules (src/codeHighlight/tokenColors.ts), written from the configured
 *   code themes.
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {PrismTheme} from 'prism-react-renderer';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {styledTokenTypes, tokenTypeRules} from '../../src/codeHighlight/tokenColors';

const themePrismClientModule = /theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/;
const browserTokenizerLoader = /[\\/]src[\\/]codeHighlight[\\/]loader\.ts$/;

type PrismConfig = {theme: PrismTheme; darkTheme?: PrismTheme};

function writeTokenTypeRules({siteConfig, generatedFilesDir}: LoadContext): string {
  const {theme, darkTheme} = (siteConfig.themeConfig as {prism: PrismConfig}).prism;
  const file = path.join(generatedFilesDir, 'kalyna-code-highlight', 'token-types.css');
  mkdirSync(path.dirname(file), {recursive: true});
  writeFileSync(file, `${tokenTypeRules(styledTokenTypes(darkTheme ? [theme, darkTheme] : [theme]))}\n`);
  return file;
}

export default function codeHighlight(context: LoadContext): Plugin {
  const tokenTypeStylesheet = writeTokenTypeRules(context);
  return {
    name: 'kalyna-code-highlight',
    getClientModules() {
      return [tokenTypeStylesheet];
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
