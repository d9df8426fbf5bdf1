import {defineConfig} from '@playwright/test';
import {chromiumArgs, chromiumExecutable} from './scripts/chromium';
import {nginxPort} from './tests/e2e-nginx/serveBuildWithNginx';

/**
 * The built site served by deploy/nginx.conf through Debian's nginx (package nginx-light) on loopback: security
 * headers, CSP, caching, 404s and redirects as a CDN origin sends them. Build the site first.
 */
export default defineConfig({
  testDir: 'tests/e2e-nginx',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : 'list',
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${nginxPort}`,
    launchOptions: {executablePath: chromiumExecutable, args: chromiumArgs},
    trace: 'off',
  },
  webServer: {
    command: `npx tsx tests/e2e-nginx/serveBuildWithNginx.ts ${nginxPort}`,
    url: `http://127.0.0.1:${nginxPort}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
