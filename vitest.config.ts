import {defineConfig} from 'vitest/config';

/**
 * Two projects: `unit` needs nothing but the sources; `content` reads the built site and starts the API mock,
 * so the test command runs it after the production build.
 */
export default defineConfig({
  test: {
    projects: [
      {test: {name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node'}},
      {
        test: {
          name: 'content',
          include: ['tests/content/**/*.test.ts', 'tests/search/**/*.test.ts'],
          environment: 'node',
          // parse every page once for all workers, and run the API mock the code samples call
          globalSetup: ['tests/content/setup/parsed-pages.ts', 'tests/content/setup/api-mock.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
