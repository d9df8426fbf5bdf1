/**
 * Moves Docusaurus's link prefetching out of the way of the page's first interactions.
 *
 * Docusaurus prefetches the chunks of every internal link as soon as it scrolls into view. On a documentation page
 * that is the whole sidebar, about a hundred links whose route lookups and `<link rel="prefetch">` insertions all ran
 * in one task while the page was still hydrating (about 220 ms on a phone-class CPU). Here each request is queued and
 * the queue is worked through in idle time, a few links per idle period, and not while a page holds it back to load
 * its own data first, nor for the links a surface such as the search modal shows while it pauses prefetching
 * (src/prefetch/prefetchHold.ts). Hover and touch preloading stay immediate. Where the reader's
 * connection forbids downloads ahead of need (src/prefetch/connection.ts), nothing is queued at all.
 */
import type {ClientModule} from '@docusaurus/types';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {speculativeDownloadAllowed} from '@site/src/prefetch/connection';
import {isPrefetchHeld, isPrefetchPaused, prefetchReleased} from '@site/src/prefetch/prefetchHold';

type Docusaurus = typeof window.docusaurus;

const queue: string[] = [];
let scheduled = false;
let installed = false;

function schedule(work: (hasTime: () => boolean) => void): void {
  if (typeof requestIdleCallback === 'function') {
    requestIdleCallback((deadline) => work(() => deadline.timeRemaining() > 1));
  } else {
    // Safari: one link per task keeps every task short.
    setTimeout(() => {
      let links = 1;
      work(() => links-- > 0);
    }, 50);
  }
}

function withIdlePrefetch(docusaurus: Docusaurus): Docusaurus {
  const prefetchNow = docusaurus.prefetch;
  const drain = (hasTime: () => boolean) => {
    if (isPrefetchHeld()) {
      void prefetchReleased().then(() => schedule(drain));
      return;
    }
    while (queue.length > 0 && hasTime()) {
      prefetchNow(queue.shift()!);
    }
    if (queue.length > 0) {
      schedule(drain);
    } else {
      scheduled = false;
    }
  };
  return Object.freeze({
    ...docusaurus,
    prefetch(routePath: string) {
      // Link ignores the result; the chunks follow when the browser is idle, or never on a slow or data-saving connection
      // or for links shown while prefetching is paused.
      if (!speculativeDownloadAllowed() || isPrefetchPaused()) return Promise.resolve([]);
      queue.push(routePath);
      if (!scheduled) {
        scheduled = true;
        schedule(drain);
      }
      return Promise.resolve([]);
    },
  });
}

const idlePrefetch: ClientModule = {
  // Runs once the first route has rendered, before any link's visibility is reported, and after the client entry
  // has set window.docusaurus (client modules are loaded before it).
  onRouteDidUpdate() {
    if (ExecutionEnvironment.canUseDOM && !installed) {
      installed = true;
      window.docusaurus = withIdlePrefetch(window.docusaurus);
    }
  },
};

export default idlePrefetch;
