/**
 * A static file server for a Docusaurus build on loopback that behaves like the CDN origin the site is deployed to:
 * gzip for text, long caching for hashed assets, revalidation for HTML, `/path` → `/path/` redirects and the locale's
 * 404 page with status 404. Lighthouse and the transfer measurement both load pages from it.
 */
import {createServer, type IncomingMessage, type ServerResponse} from 'node:http';
import {readFile, stat} from 'node:fs/promises';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {hashedAssetCacheControl, isHashedAsset} from '../hashedAssets';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.yaml': 'text/yaml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};
const compressible = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg\+xml)/;

export type StaticServer = {origin: string; close: () => Promise<void>};

export async function serveStatic(rootDir: string, locales: string[] = []): Promise<StaticServer> {
  const gzipCache = new Map<string, Buffer>();

  async function fileAt(urlPath: string): Promise<string | null> {
    const filePath = path.join(rootDir, path.normalize(urlPath));
    if (!filePath.startsWith(rootDir)) return null;
    const info = await stat(filePath).catch(() => null);
    return info?.isFile() ? filePath : null;
  }

  async function send(req: IncomingMessage, res: ServerResponse, filePath: string, status: number): Promise<void> {
    const type = contentTypes[path.extname(filePath)] ?? 'application/octet-stream';
    let body: Buffer = await readFile(filePath);
    res.setHeader('Content-Type', type);
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('Cache-Control', isHashedAsset(filePath) ? hashedAssetCacheControl : 'no-cache');
    if (compressible.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      let gzipped = gzipCache.get(filePath);
      if (!gzipped) {
        gzipped = gzipSync(body, {level: 9});
        gzipCache.set(filePath, gzipped);
      }
      body = gzipped;
      res.setHeader('Content-Encoding', 'gzip');
    }
    res.writeHead(status, {'Content-Length': body.length});
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const urlPath = decodeURIComponent(url.pathname);
    const direct = await fileAt(urlPath.endsWith('/') ? `${urlPath}index.html` : urlPath);
    if (direct) return send(req, res, direct, 200);
    if (!urlPath.endsWith('/') && (await fileAt(`${urlPath}/index.html`))) {
      res.writeHead(301, {Location: `${url.pathname}/${url.search}`});
      res.end();
      return;
    }
    const locale = locales.find((name) => urlPath.startsWith(`/${name}/`));
    const notFound = (locale && (await fileAt(`/${locale}/404.html`))) || (await fileAt('/404.html'));
    if (notFound) return send(req, res, notFound, 404);
    res.writeHead(404, {'Content-Type': 'text/plain'});
    res.end('Not found');
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      res.writeHead(500, {'Content-Type': 'text/plain'});
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
