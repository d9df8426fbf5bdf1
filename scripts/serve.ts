/**
 * Serves the built site on loopback the way the CDN does: each locale answers unknown paths with its own 404 page
 * (status 404), so a reader of /uk/ gets the Ukrainian not-found page. `docusaurus serve` has one 404 for all.
 */
import http from 'node:http';
import path from 'node:path';
import handler from 'serve-handler';

const siteDir = path.resolve(process.env.SITE_BUILD_DIR ?? 'build');
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';
const nonDefaultLocales = ['uk'];

const server = http.createServer((request, response) => {
  const [pathname, query = ''] = (request.url ?? '/').split('?');
  // Directory URLs end with a slash; add it here, before a locale prefix is stripped below.
  if (!pathname.endsWith('/') && !path.extname(pathname)) {
    response.writeHead(301, {Location: `${pathname}/${query ? `?${query}` : ''}`});
    return response.end();
  }
  const locale = nonDefaultLocales.find((candidate) => request.url?.startsWith(`/${candidate}/`));
  // serve-handler looks for 404.html at the root it serves, so a locale is served from its own folder.
  if (locale) request.url = request.url!.slice(locale.length + 1);
  return handler(request, response, {
    public: locale ? path.join(siteDir, locale) : siteDir,
    trailingSlash: true,
    cleanUrls: true,
    directoryListing: false,
  });
});

server.listen(port, host, () => console.log(`Serving ${siteDir} at http://${host}:${port}/ (Ukrainian at /uk/)`));
