/**
 * Prism 5 mocking static/openapi.yaml on loopback, started from node_modules. The content checks run the code samples
 * against it, and the e2e tests send the API console's requests to it. Prism validates every request against the spec
 * (400/401/422 on a bad request) and, with `--errors`, turns a response that would not match the spec into an error
 * too, so a request passes only if both sides agree with the spec.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const prismHost = '127.0.0.1';

const projectRoot = path.resolve(__dirname, '..');
/** Prism reads and validates the whole spec before it listens: seconds when idle, a minute when the machine is busy. */
export const prismStartTimeoutMs = 90_000;

export interface PrismMock {
  /** Base URL without `/v1`: Prism serves the spec's paths at the root. */
  url: string;
  /** The latest output: for a rejected request it names the rule the request broke, which the response does not. */
  log: () => string;
  stop: () => Promise<void>;
}

export function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({host: prismHost, port});
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** A port nothing listens on right now, chosen by the system. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, prismHost, () => {
      const {port} = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
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

/** Starts Prism on the port and resolves once it accepts connections; `logFile` keeps its whole output. */
export async function startPrismMock(port: number, logFile?: string): Promise<PrismMock> {
  const prism = spawn(
    path.join(projectRoot, 'node_modules/.bin/prism'),
    ['mock', '-h', prismHost, '-p', String(port), '--errors', 'static/openapi.yaml'],
    {cwd: projectRoot, stdio: ['ignore', 'pipe', 'pipe']},
  );
  let logStream: fs.WriteStream | undefined;
  if (logFile) {
    fs.mkdirSync(path.dirname(logFile), {recursive: true});
    logStream = fs.createWriteStream(logFile);
  }
  let log = '';
  const keepLog = (chunk: Buffer) => {
    logStream?.write(chunk);
    log = (log + chunk.toString()).slice(-20_000);
  };
  prism.stdout.on('data', keepLog);
  prism.stderr.on('data', keepLog);
  const stopMock = async () => {
    await stop(prism);
    logStream?.end();
  };

  const deadline = Date.now() + prismStartTimeoutMs;
  while (!(await portAnswers(port))) {
    if (prism.exitCode !== null || Date.now() > deadline) {
      await stopMock();
      throw new Error(`Prism did not start on ${prismHost}:${port}:\n${log.slice(-4_000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {url: `http://${prismHost}:${port}`, log: () => log, stop: stopMock};
}
