/**
 * Global setup of the content project: a Prism mock of static/openapi.yaml on loopback, for the code samples.
 * Prism validates every request against the spec (400/401/422 on a bad request) and, with `--errors`, turns a response
 * that would not match the spec into an error too, so a sample passes only if both sides agree with the spec.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type {TestProject} from 'vitest/node';
import {projectRoot} from '../lib/pages';

export const apiMockHost = '127.0.0.1';
export const apiMockPort = 4010;

declare module 'vitest' {
  export interface ProvidedContext {
    /** Base URL of the running mock, without `/v1`: Prism serves the spec's paths at the root. */
    apiMockUrl: string;
    /** Prism's log: for a rejected request it names the rule the request broke, which the response body does not. */
    apiMockLog: string;
  }
}

const startTimeoutMs = 45_000;

function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({host: apiMockHost, port});
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const forceKill = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(forceKill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export default async function startApiMock(project: TestProject): Promise<() => Promise<void>> {
  // a mock left over from another run would answer with an older spec, and its samples would pass or fail wrongly
  if (await portAnswers(apiMockPort)) {
    throw new Error(`Port ${apiMockPort} on ${apiMockHost} is already in use; stop whatever listens there first.`);
  }
  const prism = spawn(
    path.join(projectRoot, 'node_modules/.bin/prism'),
    ['mock', '-h', apiMockHost, '-p', String(apiMockPort), '--errors', 'static/openapi.yaml'],
    {cwd: projectRoot, stdio: ['ignore', 'pipe', 'pipe']},
  );
  const logFile = path.join(projectRoot, 'node_modules/.cache/kalyna-api-mock.log');
  fs.mkdirSync(path.dirname(logFile), {recursive: true});
  const logStream = fs.createWriteStream(logFile);
  let log = '';
  const keepLog = (chunk: Buffer) => {
    logStream.write(chunk);
    log = (log + chunk.toString()).slice(-20_000);
  };
  prism.stdout.on('data', keepLog);
  prism.stderr.on('data', keepLog);

  const deadline = Date.now() + startTimeoutMs;
  while (!(await portAnswers(apiMockPort))) {
    if (prism.exitCode !== null || Date.now() > deadline) {
      await stop(prism);
      throw new Error(`Prism did not start on ${apiMockHost}:${apiMockPort}:\n${log.slice(-4_000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  project.provide('apiMockUrl', `http://${apiMockHost}:${apiMockPort}`);
  project.provide('apiMockLog', logFile);
  return async () => {
    await stop(prism);
    logStream.end();
  };
}
