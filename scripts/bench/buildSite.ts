/**
 * The production build of both locales, timed and measured for peak memory. It runs under the shared build lock
 * (the wait for the lock is not timed), without the rspack persistent cache so the number is a fresh checkout's,
 * and into a folder of its own so that other builds of /work/main cannot change what the bench then measures.
 * Where the kernel allows, the build runs in an empty network namespace: a build that downloads anything fails.
 * The build's output, with Docusaurus's timing of each phase, goes to bench-results/build.log.
 */
import {existsSync} from 'node:fs';
import {mkdir, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {buildLockPath, resultsDir, siteBuildDir, siteDir} from './config';
import {sampleProcessTreeMemory, type MemorySampler} from './processTreeMemory';
import {runCommand, type CommandResult} from './runCommand';
import {productionEnv} from './templateSite';

export type SiteBuild = {
  seconds: number;
  peakTreeBytes: number;
  largestProcessBytes: number;
  locales: number;
  networkIsolated: boolean;
};

export async function buildSite(): Promise<SiteBuild> {
  const docusaurusBin = path.join(siteDir, 'node_modules/.bin/docusaurus');
  if (!existsSync(docusaurusBin)) throw new Error(`${docusaurusBin} is missing; run npm install first`);
  const networkIsolated = await canIsolateNetwork();
  await rm(siteBuildDir, {recursive: true, force: true});

  let sampler: MemorySampler | undefined;
  let peakTreeBytes = 0;
  let result: CommandResult;
  try {
    result = await runCommand(
      'flock',
      [
        buildLockPath,
        ...(networkIsolated ? ['unshare', '--net'] : []),
        '/usr/bin/time',
        '-v',
        docusaurusBin,
        'build',
        '--out-dir',
        siteBuildDir,
      ],
      {
        cwd: siteDir,
        env: {...productionEnv(), DOCUSAURUS_NO_PERSISTENT_CACHE: '1', DOCUSAURUS_PERF_LOGGER: 'true'},
        onSpawn: (pid) => (sampler = sampleProcessTreeMemory(pid)),
        allowFailure: true,
      },
    );
  } finally {
    peakTreeBytes = sampler?.stop() ?? 0;
  }

  await mkdir(resultsDir, {recursive: true});
  await writeFile(path.join(resultsDir, 'build.log'), `${result.stdout}\n${result.stderr}`);
  if (result.code !== 0)
    throw new Error(`the build exited with ${result.code}; its output is in bench-results/build.log`);
  const elapsed = result.stderr.match(/Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): ([\d:.]+)/)?.[1];
  const largestKilobytes = result.stderr.match(/Maximum resident set size \(kbytes\): (\d+)/)?.[1];
  if (!elapsed || !largestKilobytes) throw new Error(`could not read /usr/bin/time output:\n${result.stderr}`);
  return {
    seconds: elapsed.split(':').reduce((total, part) => total * 60 + Number(part), 0),
    peakTreeBytes,
    largestProcessBytes: Number(largestKilobytes) * 1024,
    locales: (result.stdout.match(/\[SUCCESS\] Generated static files/g) ?? []).length,
    networkIsolated,
  };
}

async function canIsolateNetwork(): Promise<boolean> {
  return runCommand('unshare', ['--net', 'true']).then(
    () => true,
    () => false,
  );
}
