import {defineConfig} from '@playwright/test';

import {chromiumArgs, chromiumExecutable} from './scripts/chromium';

const sitePort = Number(process.env.SITE_PORT ?? 3210);
/** The built site under test; the test command builds into `build/`. */
const siteDir = process.env.SITE_BUILD_DIR ?? 'build';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : 'list',
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${sitePort}`,
    launchOptions: {executablePath: chromiumExecutable, args: chromiumArgs},
    trace: 'off',
  },
  webServer: {
    command: `npx tsx scripts/serve.ts`,
    env: {SITE_BUILD_DIR: siteDir, PORT: String(sitePort)},
    url: `http://127.0.0.1:${sitePort}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
