/**
 * Whether search may be downloaded before the reader searches. On a first search the modal's script, the engine and
 * the index all come over the network, which took 0.5–0.9 s from Ctrl+K to the first result; loading them when the
 * reader shows intent, or in idle time, takes that off the first search. A reader who pays for every byte (data
 * saving on, a 2g connection) gets none of it before they search, and idle time is used only on a connection the
 * browser reports as fast. Browsers without the Network Information API (Safari, Firefox) load on intent only.
 */

import {reportedConnection, speculativeDownloadAllowed} from '../prefetch/connection';

export type PreloadOccasion = 'intent' | 'idle';

export function searchPreloadAllowed(occasion: PreloadOccasion): boolean {
  if (!speculativeDownloadAllowed()) {
    return false;
  }
  return occasion === 'intent' || reportedConnection()?.effectiveType === '4g';
}
