/** static/openapi.yaml lints clean with Redocly's recommended rules: no errors and no warnings. */
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {projectRoot} from './lib/pages';
import {runProcess} from './lib/processes';

interface LintReport {
  totals: {errors: number; warnings: number};
  problems: {ruleId: string; severity: string; message: string; location?: {pointer?: string}[]}[];
}

describe('openapi.yaml', () => {
  it('passes redocly lint without errors or warnings', async () => {
    const result = await runProcess(
      path.join(projectRoot, 'node_modules/.bin/redocly'),
      ['lint', 'static/openapi.yaml', '--format', 'json', '--max-problems', '1000'],
      {cwd: projectRoot, timeoutMs: 90_000, env: {...process.env, REDOCLY_TELEMETRY: 'off'}},
    );
    expect(result.timedOut, 'redocly lint timed out').toBe(false);
    let report: LintReport;
    try {
      report = JSON.parse(result.stdout) as LintReport;
    } catch {
      throw new Error(
        `redocly lint printed no JSON report (exit ${result.exitCode}):\n${result.stdout}\n${result.stderr}`,
      );
    }
    const problems = report.problems.map(
      (problem) =>
        `${problem.severity} ${problem.ruleId} at ${problem.location?.[0]?.pointer ?? '?'}: ${problem.message}`,
    );
    expect(problems).toEqual([]);
    expect(report.totals).toMatchObject({errors: 0, warnings: 0});
    expect(result.exitCode).toBe(0);
  }, 120_000);
});
