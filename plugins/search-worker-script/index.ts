/**
 * Builds the search worker (src/search/searchWorker.ts) as one script.
 *
 * The bundler puts the packages of a lazily started chunk into vendor chunks that it may share with other chunks: the
 * worker's MiniSearch and stemmers went to a chunk shared with the engine's main-thread fallback. A worker loads such
 * a chunk with a blocking `importScripts` only after its own script has arrived and run, so on a slow connection the
 * worker was ready one round trip after the index had arrived (README, "Search"). The group below is Webpack's own
 * `defaultVendors` with the worker's chunk left out; the vendor chunks the worker shared are now cut for the other
 * chunks that use them alone.
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
              // Webpack's defaults for the group, with `chunks: 'async'` spelt out to leave one chunk out.
              defaultVendors: {
                test: /[\\/]node_modules[\\/]/i,
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
