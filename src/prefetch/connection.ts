/**
 * What the browser reports of the reader's connection (the Network Information API, in Chromium-based browsers), and
 * the one rule every download ahead of need follows: a reader who pays for every byte (data saving on, a 2g or
 * slow-2g connection) gets nothing fetched on speculation. Search (src/search/searchPreload.ts), the code-highlight
 * chunk (src/clientModules/tokenizerPrefetch.ts) and link prefetching (src/clientModules/idlePrefetch.ts) all ask here.
 */

export interface NetworkInformation {
  effectiveType?: string;
  saveData?: boolean;
}

export function reportedConnection(): NetworkInformation | undefined {
  return (navigator as Navigator & {connection?: NetworkInformation}).connection;
}

/** `slow-2g` and `2g` in the API's terms. */
const slowConnection = /(^|-)2g$/;

/** True unless the browser reports data saving or a 2g connection; browsers that report nothing get speculation. */
export function speculativeDownloadAllowed(): boolean {
  const info = reportedConnection();
  return info?.saveData !== true && !slowConnection.test(info?.effectiveType ?? '');
}
