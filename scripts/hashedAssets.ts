/**
 * How the deployment caches the build's files (deploy/nginx.conf), for the loopback servers that stand in for it:
 * the files under `assets/` and a locale's `assets/` carry a content hash in their names and are cached for good.
 */
import path from 'node:path';

export const hashedAssetCacheControl = 'public, max-age=31536000, immutable';

/** Whether a file of the build, by its path on disk, is one of the hashed assets. */
export function isHashedAsset(builtFilePath: string): boolean {
  return builtFilePath.includes(`${path.sep}assets${path.sep}`);
}
