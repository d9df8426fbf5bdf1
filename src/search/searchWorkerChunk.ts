/**
 * The chunk name of the search worker's script, which plugins/search-worker-script keeps in one file. The bundler
 * takes the name from the `name` option of `new Worker` only when it is written there as a string, so
 * src/search/searchWorkerConnection.ts spells it out, and tests/unit/search/searchWorkerChunk.test.ts checks both agree.
 */
export const searchWorkerChunkName = 'search-worker';
