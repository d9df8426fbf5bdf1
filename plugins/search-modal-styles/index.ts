/**
 * Ships the DocSearch modal's stylesheet with the modal instead of in the stylesheet every page waits for.
 *
 * The theme's SearchBar imports `@docsearch/react/style` (the button, the modal and their variables) in the same
 * dynamic import as the modal's script, but Docusaurus gathers every CSS module of the build into one `styles` chunk
 * that each page links in its head, so the modal's 10 KB of rules blocked the first paint of every page though only the
 * button paints before the reader opens search. Here the theme's import gets the modal's rules alone, and they stay in
 * the lazily loaded chunk: the bundler's CSS loading resolves that import only once the stylesheet has loaded, so the
 * modal never shows unstyled. The button's rules and the variables both use are imported by src/theme/SearchBar.
 *
 * The modal's script gets a chunk name, `search-modal`, so that the page can fetch it in idle time without running it
 * (src/theme/SearchBar/useSearchPreload.ts); unnamed, its file name would be known only to the bundler. The same goes
 * for the modal's words, `search-modal-words`: the theme's import of the modal gets the site's modal
 * (src/search/modal), which brings them, so that they stay out of every page's main script.
 *
 * The theme's imports of DocSearch's button, keyboard shortcuts and version get the site's own (src/search/button):
 * DocSearch 3.9 keeps them in the module that holds the modal, which they would otherwise bring into the main script.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {searchModalChunkName, searchModalWordsChunkName} from '../../src/search/searchModalChunk';

const modalStylesheet = require.resolve('@docsearch/css/dist/modal.css');

/**
 * The modal the theme imports is the site's (src/search/modal), which gives DocSearch's modal its words; DocSearch's
 * own stays reachable under another name.
 */
const siteModal = path.resolve(__dirname, '../../src/search/modal/DocSearchModal.tsx');
const docSearchModal = require.resolve('@docsearch/react/modal');

/**
 * What the theme imports of DocSearch with every page: its button, its keyboard shortcuts and its version. DocSearch
 * 3.9 publishes them in the module that holds the whole modal, so they are the site's own (src/search/button).
 */
const pageParts = {
  '@docsearch/react/button': path.resolve(__dirname, '../../src/search/button/DocSearchButton.tsx'),
  '@docsearch/react/useDocSearchKeyboardEvents': path.resolve(
    __dirname,
    '../../src/search/button/useDocSearchKeyboardEvents.ts',
  ),
  '@docsearch/react/version': path.resolve(__dirname, '../../src/search/button/version.ts'),
};

/** What a split-chunks test is given: the module, whose file name the bundler reports for conditions. */
type ChunkModule = {nameForCondition?: () => string | null};

/** The modal's code, which the theme imports only when the modal opens: DocSearch's packages and the site's modal. */
const modalModules =
  /[\\/]node_modules[\\/](@docsearch|@algolia)[\\/]|[\\/]src[\\/]search[\\/]modal[\\/]DocSearchModal\.tsx$/;

/**
 * The modal's words: the theme's translations, their Ukrainian group and the site's changes to them. The search page
 * shows some of them too, so they are a chunk of their own rather than part of the modal's.
 */
const modalWordModules =
  /[\\/]src[\\/]search[\\/]modal[\\/]modalTranslations\.ts$|[\\/]theme-search-algolia[\\/]lib[\\/]theme[\\/]SearchTranslations[\\/]|[\\/]kalyna-translations[\\/]searchModal\.js$/;

export default function searchModalStyles(): Plugin {
  return {
    name: 'kalyna-search-modal-styles',
    configureWebpack(_config, isServer) {
      return {
        resolve: {
          alias: {
            '@docsearch/react/style$': modalStylesheet,
            '@docsearch/react/modal$': siteModal,
            '@kalyna/docsearch-modal$': docSearchModal,
            // Under the theme's own names for them, so that these replace the theme's aliases to DocSearch 3's module.
            ...pageParts,
          },
        },
        ...(!isServer && {
          optimization: {
            splitChunks: {
              cacheGroups: {
                // Merged into Docusaurus's own `styles` group, which otherwise takes every stylesheet of the build.
                styles: {test: (module: ChunkModule) => module.nameForCondition?.() !== modalStylesheet},
                searchModal: {
                  test: (module: ChunkModule) => modalModules.test(module.nameForCondition?.() ?? ''),
                  chunks: 'async',
                  name: searchModalChunkName,
                  enforce: true,
                },
                searchModalWords: {
                  test: (module: ChunkModule) => modalWordModules.test(module.nameForCondition?.() ?? ''),
                  chunks: 'async',
                  name: searchModalWordsChunkName,
                  enforce: true,
                },
              },
            },
          },
        }),
      };
    },
  };
}
