/** A loopback static file server for a built site, with extra in-memory files for the benchmark pages. */
import {readFile, stat} from 'node:fs/promises';
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {hashedAssetCacheControl, isHashedAsset} from '../hashedAssets';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

async function builtFile(rootDir: string, urlPath: string): Promise<string | null> {
  const file = path.join(rootDir, decodeURIComponent(urlPath));
  if (!file.startsWith(rootDir)) {
    return null;
  }
  const info = await stat(file).catch(() => null);
  if (info?.isDirectory()) {
    return builtFile(rootDir, path.posix.join(urlPath, 'index.html'));
  }
  return info?.isFile() ? file : null;
}

export interface StaticServer {
  origin: string;
  close: () => Promise<void>;
}

export async function startStaticServer(
  rootDir: string,
  extraFiles: Record<string, string> = {},
): Promise<StaticServer> {
  const root = path.resolve(rootDir);
  const server: Server = createServer((request, response) => {
    const urlPath = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    const extra = extraFiles[urlPath];
    // Hashed assets are kept as the deployment keeps them, so that what a page prefetches (the search modal's script,
    // in idle time) is there when it is needed; everything else is never stored, so that each run of a measure fetches
    // the index and the page texts over the network again.
    const send = (status: number, body: string | Buffer, type: string, cacheControl = 'no-store') => {
      response.writeHead(status, {'content-type': type, 'cache-control': cacheControl});
      response.end(body);
    };
    if (extra !== undefined) {
      send(200, extra, contentTypes[path.extname(urlPath)] ?? 'text/html; charset=utf-8');
      return;
    }
    builtFile(root, urlPath)
      .then(async (file) =>
        file === null
          ? send(404, 'Not found', 'text/plain')
          : send(
              200,
              await readFile(file),
              contentTypes[path.extname(file)] ?? 'application/octet-stream',
              isHashedAsset(file) ? hashedAssetCacheControl : 'no-store',
            ),
      )
      .catch(() => send(500, 'Server error', 'text/plain'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
