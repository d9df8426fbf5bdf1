/**
 * What a page served under deploy/nginx.conf's Content-Security-Policy may not do: break the policy or log an error.
 * The page itself reports violations from before its first script; console and uncaught errors are collected too.
 */
import type {Page} from '@playwright/test';

export interface CspViolation {
  directive: string;
  blocked: string;
  sourceFile: string;
  line: number;
}

export interface PolicyProblems {
  violations: CspViolation[];
  errors: string[];
}

/** Starts collecting CSP violations and console/page errors; call before the page's first navigation. */
export async function watchForProblems(page: Page): Promise<PolicyProblems> {
  const problems: PolicyProblems = {violations: [], errors: []};
  await page.exposeFunction('reportCspViolation', (violation: CspViolation) => problems.violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as {reportCspViolation: (violation: object) => void}).reportCspViolation;
      void report({
        directive: event.effectiveDirective,
        blocked: event.blockedURI || 'inline',
        sourceFile: event.sourceFile,
        line: event.lineNumber,
      });
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error') problems.errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.errors.push(`${page.url()}: ${error.message}`));
  return problems;
}

/**
 * The zod copy bundled in @docsearch/react probes once whether it may compile validators with `Function("")` and
 * falls back to plain ones when the probe throws; the policy blocks it, as it should, and search is unaffected.
 * The probe is recognized by its exact code in the reporting file, so any other eval still fails the test.
 */
const zodEvalProbe = 'try{return Function(""),!0}catch(';

/** The problems that count: all but the blocked zod probe and the console line the browser writes for it. */
export async function withoutZodEvalProbe(page: Page, problems: PolicyProblems): Promise<PolicyProblems> {
  const violations: CspViolation[] = [];
  for (const violation of problems.violations) {
    if (violation.blocked === 'eval') {
      const source = await (await page.request.get(violation.sourceFile)).text();
      if (source.split('\n')[violation.line - 1]?.includes(zodEvalProbe)) continue;
    }
    violations.push(violation);
  }
  const probeBlocked = violations.length < problems.violations.length;
  const errors = problems.errors.filter(
    (error) => !(probeBlocked && error.includes('Refused to evaluate a string as JavaScript')),
  );
  return {violations, errors};
}
