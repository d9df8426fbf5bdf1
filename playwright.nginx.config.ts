import {defineConfig} from '@playwright/test';
import {sharedRunnerOptions} from './tests/playwrightRunner';
import {nginxPort} from './tests/e2e-nginx/serveBuildWithNginx';

/**
 * The built site served by deploy/nginx.conf through Debian's nginx (package nginx-light) on loopback: security
 * headers, CSP, caching, 404s and redirects as a CDN origin sends them. Build the site first.
 */
export default defineConfig({
  ...sharedRunnerOptions(`http://127.0.0.1:${nginxPort}`),
  testDir: 'tests/e2e-nginx',
  webServer: {
    command: `npx tsx tests/e2e-nginx/serveBuildWithNginx.ts ${nginxPort}`,
    url: `http://127.0.0.1:${nginxPort}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
