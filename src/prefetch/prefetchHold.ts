/**
 * Lets a page keep link prefetching (src/clientModules/idlePrefetch.ts) waiting while it still loads what the reader
 * came for. The search page fetches its index and the texts of the pages it shows after the page itself has loaded;
 * chunks prefetched for links meanwhile would share a slow connection with them and delay the results.
 */

/** However long the page's own loading takes, prefetching starts after this. */
const longestHoldMs = 5000;

let holds = 0;
let pauses = 0;
const waiting: (() => void)[] = [];

function releaseOne(): void {
  holds--;
  if (holds === 0) waiting.splice(0).forEach((resume) => resume());
}

/** Keeps prefetching waiting until `loaded` settles, or at most `longestHoldMs`. */
export function holdPrefetchUntil(loaded: Promise<unknown>): void {
  holds++;
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    releaseOne();
  };
  loaded.then(release, release);
  setTimeout(release, longestHoldMs);
}

/**
 * Keeps prefetching waiting, and leaves the links shown meanwhile without a prefetch, until the returned function is
 * called. For the search modal: its results change with every key, and prefetching each set's chunks took the main
 * thread from drawing the next one. A result the reader points at is still preloaded at once, as every link is.
 */
export function pausePrefetch(): () => void {
  holds++;
  pauses++;
  let resumed = false;
  return () => {
    if (resumed) return;
    resumed = true;
    pauses--;
    releaseOne();
  };
}

/** Whether links coming into view now go without a prefetch (pausePrefetch). */
export function isPrefetchPaused(): boolean {
  return pauses > 0;
}

/** Resolves once no page holds prefetching. */
export function prefetchReleased(): Promise<void> {
  return holds === 0 ? Promise.resolve() : new Promise((resume) => waiting.push(resume));
}

export function isPrefetchHeld(): boolean {
  return holds > 0;
}
