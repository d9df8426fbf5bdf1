/**
 * The test command: every check of the project in order, each step named as it runs, and one closing line
 * "N passed, N failed" counting the tests of the runners (vitest, Playwright) and the checks that are not runners.
 * It stops at the first failing step, because later steps read what earlier ones build.
 */
import {spawnSync} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';

interface Step {
  name: string;
  command: string;
  env?: Record<string, string>;
  /** A JSON report the step writes, read to count its tests. */
  report?: {kind: 'vitest' | 'playwright'; file: string};
}

const reports = mkdtempSync(join(tmpdir(), 'kalyna-test-'));
const vitestReport = (name: string) => join(reports, `${name}.json`);

const steps: Step[] = [
  {name: 'type check', command: 'tsc --noEmit'},
  {name: 'ESLint', command: 'eslint .'},
  {name: 'Prettier', command: 'prettier --check .'},
  {name: 'spelling (cspell)', command: 'cspell --no-progress --no-summary'},
  {name: 'terminology (textlint)', command: 'tsx scripts/terminology/lint.ts'},
  {name: 'translations are complete', command: 'tsx scripts/check-ui-translations.ts'},
  {
    name: 'unit tests',
    command: `vitest run --project unit --reporter=default --reporter=json --outputFile=${vitestReport('unit')}`,
    report: {kind: 'vitest', file: vitestReport('unit')},
  },
  {name: 'production build (both locales)', command: 'docusaurus build', env: {KALYNA_TEST_BUILD: '1'}},
  {
    name: 'content checks',
    command: `vitest run --project content --reporter=default --reporter=json --outputFile=${vitestReport('content')}`,
    report: {kind: 'vitest', file: vitestReport('content')},
  },
  {
    name: 'end-to-end tests',
    command: 'playwright test',
    env: {PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, 'e2e.json')},
    report: {kind: 'playwright', file: join(reports, 'e2e.json')},
  },
];

if (existsSync('playwright.nginx.config.ts')) {
  steps.push({
    name: 'end-to-end tests behind nginx',
    command: 'playwright test -c playwright.nginx.config.ts',
    env: {PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, 'nginx.json')},
    report: {kind: 'playwright', file: join(reports, 'nginx.json')},
  });
}
if (existsSync('scripts/check-translation-drift.ts')) {
  steps.push({name: 'translation drift report', command: 'tsx scripts/check-translation-drift.ts'});
}

function countTests(report: NonNullable<Step['report']>): {passed: number; failed: number} {
  if (!existsSync(report.file)) return {passed: 0, failed: 0};
  const json = JSON.parse(readFileSync(report.file, 'utf8'));
  if (report.kind === 'vitest') return {passed: json.numPassedTests ?? 0, failed: json.numFailedTests ?? 0};
  // A flaky test failed once and passed on its retry; the runner's verdict is a pass.
  return {passed: (json.stats?.expected ?? 0) + (json.stats?.flaky ?? 0), failed: json.stats?.unexpected ?? 0};
}

let passed = 0;
let failed = 0;
let failedStep: string | undefined;
const binPath = `${join(process.cwd(), 'node_modules', '.bin')}:${process.env.PATH}`;

for (const step of steps) {
  console.log(`\n▶ ${step.name}: ${step.command}`);
  const started = Date.now();
  const result = spawnSync(step.command, {
    shell: true,
    stdio: 'inherit',
    env: {...process.env, PATH: binPath, ...step.env},
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (step.report) {
    const counts = countTests(step.report);
    passed += counts.passed;
    failed += counts.failed;
  } else if (result.status === 0) {
    passed += 1;
  }
  if (result.status !== 0) {
    if (!step.report || countTests(step.report).failed === 0) failed += 1;
    failedStep = step.name;
    console.log(`✖ ${step.name} failed after ${seconds} s`);
    break;
  }
  console.log(`✔ ${step.name} (${seconds} s)`);
}

console.log(failedStep ? `\nStopped at: ${failedStep}` : '\nEvery step passed.');
console.log(`${passed} passed, ${failed} failed`);
rmSync(reports, {recursive: true, force: true});
process.exit(failedStep ? 1 : 0);
