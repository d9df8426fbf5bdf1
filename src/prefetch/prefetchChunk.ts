/**
 * Downloads a named chunk of the bundle without running it: a `<link rel="prefetch">` fetches the script at the
 * lowest priority into the cache, where the chunk's import finds it later. Callers decide when the connection allows
 * it (./connection.ts).
 */

/** Docusaurus's bundler runtime function that turns a chunk name (its webpackChunkName) into the chunk's script URL. */
declare const __webpack_require__: {gca(chunkName: string): string};

export function prefetchChunk(chunkName: string): void {
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.as = 'script';
  link.href = __webpack_require__.gca(chunkName);
  document.head.appendChild(link);
}
