/**
 * Fetches the code-highlight chunk (src/codeHighlight/loader.ts) ahead of need, once the first page has loaded and
 * the browser is idle, so that the first code block React renders itself (after client-side navigation) finds it
 * cached. A `<link rel="prefetch">` downloads the script without running it and at the lowest priority, so it is not
 * counted among the page's own scripts. A webpackPrefetch hint on the import would fetch it on every connection;
 * here it is fetched only where the reader's connection allows downloads ahead of need (src/prefetch/connection.ts).
 */
import type {ClientModule} from '@docusaurus/types';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {speculativeDownloadAllowed} from '@site/src/prefetch/connection';
import {prefetchChunk} from '@site/src/prefetch/prefetchChunk';
import {isPrefetchHeld, prefetchReleased} from '@site/src/prefetch/prefetchHold';

/** The name loader.ts gives the tokenizer's chunk (its webpackChunkName). */
const tokenizerChunkName = 'code-highlight';

function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') {
    requestIdleCallback(run);
  } else {
    // Safari has no idle callbacks; a short delay keeps the hint out of the page's first tasks.
    setTimeout(run, 50);
  }
}

/**
 * Waits for idle time in which no page holds prefetching back; a page loading its own data first (the search page)
 * sets its hold while it renders, after this module has heard of the route.
 */
function whenIdleAndReleased(run: () => void): void {
  whenIdle(() => {
    if (isPrefetchHeld()) {
      void prefetchReleased().then(() => whenIdleAndReleased(run));
    } else {
      run();
    }
  });
}

let started = false;

const tokenizerPrefetch: ClientModule = {
  onRouteDidUpdate() {
    if (!ExecutionEnvironment.canUseDOM || started || !speculativeDownloadAllowed()) return;
    started = true;
    whenIdleAndReleased(() => prefetchChunk(tokenizerChunkName));
  },
};

export default tokenizerPrefetch;
