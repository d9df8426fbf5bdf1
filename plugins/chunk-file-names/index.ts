/**
 * Names the browser's lazily loaded scripts by chunk id and content hash, without the chunk's name.
 *
 * Docusaurus names every script `[name].[contenthash].js`, and a route chunk's name is an 8-digit hash of its route.
 * The runtime script that every page loads first then maps each of the ~600 chunks of a locale to its name as well as
 * to its hash, and random digits barely compress: without the names it is 1.7 KB gzip smaller. A template that kept
 * the few names given by hand (`code-highlight`, `search-modal`) would have to be a function, and the bundler then
 * writes out every chunk's file name in full, which costs more than it saves. Chunk names stay known to the runtime
 * where they are used: Docusaurus's `__webpack_require__.gca` still turns a chunk name into its file, for prefetching.
 */
import type {Plugin} from '@docusaurus/types';

const chunkFile = 'assets/js/[id].[contenthash:8].js';

export default function chunkFileNames(): Plugin {
  return {
    name: 'kalyna-chunk-file-names',
    configureWebpack(_config, isServer) {
      // The server build's file names never reach a browser.
      return isServer ? {} : {output: {chunkFilename: chunkFile}};
    },
  };
}
