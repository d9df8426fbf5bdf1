/**
 * What the two Playwright suites (tests/e2e against the static server, tests/e2e-nginx against nginx) run alike: the
 * workers, retries, reporter and browser. Each config adds its test folder and the server it starts.
 */
import type {PlaywrightTestConfig} from '@playwright/test';
import {chromiumArgs, chromiumExecutable} from '../scripts/chromium';

export function sharedRunnerOptions(baseURL: string): PlaywrightTestConfig {
  return {
    fullyParallel: true,
    workers: 2,
    // Two cores shared by a build cache, a browser and a server: a first load now and then misses its bound once.
    retries: 1,
    reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : 'list',
    timeout: 60_000,
    use: {
      baseURL,
      launchOptions: {executablePath: chromiumExecutable, args: chromiumArgs},
      trace: 'off',
    },
  };
}
