/** Child processes for the sample tests: one run with a time limit, and a small pool so runs overlap. */
import {spawn} from 'node:child_process';
import os from 'node:os';

export interface ProcessResult {
  exitCode: number | null;
  stdout: string;
  stderr: string;
  timedOut: boolean;
}

export interface ProcessOptions {
  input?: string;
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  timeoutMs?: number;
}

export function runProcess(command: string, args: string[], options: ProcessOptions = {}): Promise<ProcessResult> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {cwd: options.cwd ?? os.tmpdir(), env: options.env ?? process.env});
    let stdout = '';
    let stderr = '';
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, options.timeoutMs ?? 20_000);
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error) => {
      clearTimeout(timer);
      resolve({exitCode: null, stdout, stderr: `${stderr}${error.message}`, timedOut});
    });
    child.on('close', (exitCode) => {
      clearTimeout(timer);
      resolve({exitCode, stdout, stderr, timedOut});
    });
    child.stdin.on('error', () => undefined); // the child may exit before reading its input
    child.stdin.end(options.input ?? '');
  });
}

/** Runs the tasks with at most `concurrency` of them at a time; results keep the tasks' order. */
export async function runPool<T>(tasks: (() => Promise<T>)[], concurrency: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next;
      next += 1;
      results[index] = await tasks[index]();
    }
  };
  await Promise.all(Array.from({length: Math.min(concurrency, tasks.length)}, worker));
  return results;
}

/** A process's output for a failure message: its first lines, without stack frames. */
export const outputExcerpt = (result: ProcessResult, lines = 12): string =>
  `${result.stdout}\n${result.stderr}`
    .split('\n')
    .filter((line) => line.trim() !== '' && !/^\s+at /.test(line))
    .slice(0, lines)
    .map((line) => `    ${line}`)
    .join('\n');

/** The environment samples run in: the test key, no proxies (the mock is on loopback), nothing else inherited. */
export function sampleEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: os.tmpdir(),
    LANG: 'C.UTF-8',
    NO_PROXY: '127.0.0.1,localhost',
    KALYNA_SECRET_KEY: 'sk_test_4eC39HqLyjWDarjtT1zdp7dc',
    ...extra,
  };
}
