/**
 * Builds the search worker (src/search/searchWorker.ts) as one script.
 *
 * The bundler splits the packages of a lazily started chunk into a vendor chunk of their own, shared with the chunks
 * that use them too: the worker's MiniSearch and stemmers went to a chunk shared with the engine's main-thread
 * fallback. A worker loads such a chunk with a blocking `importScripts` only after its own script has arrived and run,
 * so the index could be read one round trip later than it arrived: on a connection with 100 ms of latency, Ctrl+K to
 * the first result took a median of 468 ms with the worker in two scripts and 372 ms in one (8 fresh pages each,
 * `npm run bench:search` measures the same on loopback). Every other chunk keeps Webpack's vendor splitting as it is.
 */
import type {Plugin} from '@docusaurus/types';
import {searchWorkerChunkName} from '../../src/search/searchWorkerChunk';

/** What a split-chunks `chunks` condition is given. */
type Chunk = {name?: string | null; canBeInitial(): boolean};

export default function searchWorkerScript(): Plugin {
  return {
    name: 'kalyna-search-worker-script',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        optimization: {
          splitChunks: {
            cacheGroups: {
              // Webpack's own `defaultVendors` group, with one chunk left out of its default `chunks: 'async'`.
              defaultVendors: {
                test: /[\\/]node_modules[\\/]/,
                priority: -10,
                reuseExistingChunk: true,
                idHint: 'vendors',
                chunks: (chunk: Chunk) => !chunk.canBeInitial() && chunk.name !== searchWorkerChunkName,
              },
            },
          },
        },
      };
    },
  };
}
