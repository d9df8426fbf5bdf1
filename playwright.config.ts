import {defineConfig} from '@playwright/test';

import {sharedRunnerOptions} from './tests/playwrightRunner';

const sitePort = Number(process.env.SITE_PORT ?? 3210);
/** The built site under test; the test command builds into `build/`. */
const siteDir = process.env.SITE_BUILD_DIR ?? 'build';

export default defineConfig({
  ...sharedRunnerOptions(`http://127.0.0.1:${sitePort}`),
  testDir: 'tests/e2e',
  webServer: {
    command: `npx tsx scripts/serve.ts`,
    env: {SITE_BUILD_DIR: siteDir, PORT: String(sitePort)},
    url: `http://127.0.0.1:${sitePort}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
