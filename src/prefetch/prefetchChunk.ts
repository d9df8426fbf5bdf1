/**
 * Gets a named chunk of the bundle ahead of need, by its name (its webpackChunkName). Callers decide when the
 * connection allows it (./connection.ts).
 */

/** Docusaurus's bundler runtime function that turns a chunk name into the chunk's script URL. */
declare const __webpack_require__: {gca(chunkName: string): string};

/**
 * Downloads the chunk without running it: a `<link rel="prefetch">` fetches the script at the lowest priority into
 * the cache, where the chunk's import finds it later.
 */
export function prefetchChunk(chunkName: string): void {
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.as = 'script';
  link.href = __webpack_require__.gca(chunkName);
  document.head.appendChild(link);
}

/**
 * Loads the chunk's script without running its modules. The browser compiles a script it loads on a background
 * thread, and a chunk's script only hands its modules to the bundler's runtime, which runs a module when it is
 * imported; the import then finds the chunk installed. Prefetched instead, a large chunk is compiled when it is
 * imported: 70 ms before the DocSearch modal could open, in Chromium on the benchmark machine. Should the import come
 * while this script is still loading, the runtime waits for this script element (it looks scripts up by URL).
 */
export function loadChunkWithoutRunningIt(chunkName: string): void {
  const script = document.createElement('script');
  script.src = __webpack_require__.gca(chunkName);
  script.async = true;
  document.head.appendChild(script);
}
