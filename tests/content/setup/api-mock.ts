/**
 * Global setup of the content project: the Prism mock of static/openapi.yaml (tests/prismMock.ts) on a fixed loopback
 * port, for the code samples.
 */
import path from 'node:path';
import type {TestProject} from 'vitest/node';
import {portAnswers, prismHost, startPrismMock} from '../../prismMock';
import {projectRoot} from '../lib/pages';

export const apiMockHost = prismHost;
export const apiMockPort = 4010;

declare module 'vitest' {
  export interface ProvidedContext {
    /** Base URL of the running mock, without `/v1`: Prism serves the spec's paths at the root. */
    apiMockUrl: string;
    /** Prism's log: for a rejected request it names the rule the request broke, which the response body does not. */
    apiMockLog: string;
  }
}

export default async function startApiMock(project: TestProject): Promise<() => Promise<void>> {
  // a mock left over from another run would answer with an older spec, and its samples would pass or fail wrongly
  if (await portAnswers(apiMockPort)) {
    throw new Error(`Port ${apiMockPort} on ${apiMockHost} is already in use; stop whatever listens there first.`);
  }
  const logFile = path.join(projectRoot, 'node_modules/.cache/kalyna-api-mock.log');
  const mock = await startPrismMock(apiMockPort, logFile);
  project.provide('apiMockUrl', mock.url);
  project.provide('apiMockLog', logFile);
  return mock.stop;
}
