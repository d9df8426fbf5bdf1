/**
 * The code samples work as written. Every cURL and Node.js sample in a `<CodeSamples>` block of an English page is
 * run against the Prism mock of openapi.yaml (started by setup/api-mock.ts), which rejects any request the spec does
 * not allow; every PHP and Python block on any page passes its language's syntax check. The Ukrainian samples are
 * the same code apart from comments (parity.test.ts), so running the English ones covers them. The API reference's
 * samples are generated from the spec's examples; its English ones are run and checked the same way.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, inject, it} from 'vitest';
import {loadPages, where, type CodeBlock, type Page} from './lib/pages';
import {outputExcerpt, runPool, runProcess, sampleEnv} from './lib/processes';
import {pythonSyntaxErrors} from './lib/pythonSyntax';
import {referenceSamples} from './lib/referencePages';

const sandboxBaseUrl = 'https://sandbox.kalyna.example/v1';
const sampleLanguages = ['bash', 'js', 'php', 'python'];
/** Two cores: four child processes at a time keep them busy without starving the mock. */
const concurrency = 4;
/**
 * Files the upload samples read from their working directory, as they would read the merchant's own documents: a
 * minimal PDF is enough, because the mock checks the form fields, not the document.
 */
const sampleFiles: Record<string, string> = {
  'receipt-order-10417.pdf': '%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n',
};

interface SampleGroup {
  page: Page;
  blocks: CodeBlock[];
}

interface Outcome {
  kind: 'curl' | 'node' | 'php' | 'python';
  label: string;
  problem: string | undefined;
}

function sampleGroups(pages: Page[]): SampleGroup[] {
  return pages.flatMap((page) => {
    const groups = new Map<number, CodeBlock[]>();
    for (const block of page.codeBlocks) {
      if (block.samplesGroup === undefined) continue;
      groups.set(block.samplesGroup, [...(groups.get(block.samplesGroup) ?? []), block]);
    }
    return [...groups.values()].map((blocks) => ({page, blocks}));
  });
}

/** Calls the sandbox API and no other Kalyna host (the live API, the portal, report files). */
const callsOnlySandbox = (block: CodeBlock): boolean =>
  block.value.includes(sandboxBaseUrl) &&
  [...block.value.matchAll(/https?:\/\/[a-z0-9.-]+\.kalyna\.example[^\s'"`]*/g)].every((m) =>
    m[0].startsWith(sandboxBaseUrl),
  );

/** Webhook signature verifiers make no API call; webhook-signature.test.ts runs them with fixtures instead. */
const isSignatureVerifier = (group: SampleGroup): boolean =>
  group.blocks.some((block) => block.lang === 'bash' && /verify_kalyna_signature\s*\(\)/.test(block.value));

/**
 * Runs the cURL sample with `curl` shadowed by a function that adds `-sS`, keeps the body for the failure message
 * and prints the HTTP status of every call.
 */
async function runCurlSample(code: string, mockUrl: string, workDir: string): Promise<string | undefined> {
  const bodyFile = path.join(workDir, `body-${Math.random().toString(36).slice(2)}`);
  const script = [
    'set -e',
    `curl() { command curl "$@" -sS -o "${bodyFile}" -w '%{http_code}\\n'; }`,
    code.replaceAll(sandboxBaseUrl, mockUrl),
  ].join('\n');
  const result = await runProcess('bash', ['-c', script], {env: sampleEnv(), timeoutMs: 20_000, cwd: workDir});
  const statuses = result.stdout.match(/^\d{3}$/gm)?.map(Number) ?? [];
  const body = fs.existsSync(bodyFile) ? fs.readFileSync(bodyFile, 'utf8').slice(0, 1_500) : '';
  if (result.timedOut) return 'timed out after 20 s';
  if (result.exitCode !== 0) return `exit code ${result.exitCode}\n${outputExcerpt(result)}`;
  if (statuses.length === 0) return `curl was never called\n${outputExcerpt(result)}`;
  const failed = statuses.filter((status) => status >= 400 || status < 200);
  return failed.length ? `HTTP ${failed.join(', ')}\n    ${body}` : undefined;
}

async function runNodeSample(code: string, mockUrl: string, workDir: string): Promise<string | undefined> {
  const result = await runProcess('node', ['--input-type=module'], {
    input: code.replaceAll(sandboxBaseUrl, mockUrl),
    env: sampleEnv(),
    timeoutMs: 20_000,
    cwd: workDir,
  });
  if (result.timedOut) return 'timed out after 20 s';
  return result.exitCode === 0 ? undefined : `exit code ${result.exitCode}\n${outputExcerpt(result)}`;
}

async function checkPhpSyntax(code: string, workDir: string, id: string): Promise<string | undefined> {
  const file = path.join(workDir, `${id}.php`);
  fs.writeFileSync(file, code);
  const result = await runProcess('php', ['-l', file], {timeoutMs: 20_000});
  return result.exitCode === 0 ? undefined : outputExcerpt(result);
}

/** Python blocks waiting for the one batched syntax check: where each came from and the file it was written to. */
interface PythonBlock {
  label: string;
  file: string;
}

function writePythonBlock(code: string, workDir: string, id: string, label: string): PythonBlock {
  const file = path.join(workDir, `${id}.py`);
  fs.writeFileSync(file, code);
  return {label, file};
}

async function checkPythonSyntax(blocks: PythonBlock[]): Promise<Outcome[]> {
  const errors = await pythonSyntaxErrors(blocks.map(({file}) => file));
  return blocks.map(({label, file}) => ({kind: 'python', label, problem: errors.get(file)}));
}

describe('code samples', () => {
  const pages = loadPages();
  const englishGroups = sampleGroups(pages.filter((page) => page.locale === 'en'));
  const apiGroups = englishGroups.filter((group) => !isSignatureVerifier(group));
  let workDir = '';
  let outcomes: Outcome[] = [];

  beforeAll(async () => {
    const mockUrl = inject('apiMockUrl');
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kalyna-samples-'));
    for (const [name, content] of Object.entries(sampleFiles)) fs.writeFileSync(path.join(workDir, name), content);
    const tasks: (() => Promise<Outcome>)[] = [];
    const pythonBlocks: PythonBlock[] = [];
    for (const {page, blocks} of apiGroups) {
      // a sample that does not call the sandbox is reported by its own test and never run: it could reach a network
      for (const block of blocks.filter(callsOnlySandbox)) {
        const label = where(page, block.line);
        if (block.lang === 'bash') {
          tasks.push(async () => ({kind: 'curl', label, problem: await runCurlSample(block.value, mockUrl, workDir)}));
        }
        if (block.lang === 'js') {
          tasks.push(async () => ({kind: 'node', label, problem: await runNodeSample(block.value, mockUrl, workDir)}));
        }
      }
    }
    pages.forEach((page, pageIndex) => {
      for (const block of page.codeBlocks) {
        const id = `${page.locale}-${pageIndex}-${block.index}`;
        const label = where(page, block.line);
        if (block.lang === 'php') {
          tasks.push(async () => ({kind: 'php', label, problem: await checkPhpSyntax(block.value, workDir, id)}));
        } else if (block.lang === 'python') {
          pythonBlocks.push(writePythonBlock(block.value, workDir, id, label));
        }
      }
    });
    referenceSamples().forEach((sample, index) => {
      const label = sample.file;
      if (sample.lang === 'bash') {
        tasks.push(async () => ({kind: 'curl', label, problem: await runCurlSample(sample.value, mockUrl, workDir)}));
      } else if (sample.lang === 'js') {
        tasks.push(async () => ({kind: 'node', label, problem: await runNodeSample(sample.value, mockUrl, workDir)}));
      } else if (sample.lang === 'php') {
        const id = `reference-${index}`;
        tasks.push(async () => ({kind: 'php', label, problem: await checkPhpSyntax(sample.value, workDir, id)}));
      } else if (sample.lang === 'python') {
        pythonBlocks.push(writePythonBlock(sample.value, workDir, `reference-${index}`, label));
      }
    });
    outcomes = [...(await runPool(tasks, concurrency)), ...(await checkPythonSyntax(pythonBlocks))];
    const count = (kind: Outcome['kind']) => outcomes.filter((outcome) => outcome.kind === kind).length;
    console.log(
      `ran ${count('curl')} cURL and ${count('node')} Node.js samples against the mock; ` +
        `checked ${count('php')} PHP and ${count('python')} Python blocks`,
    );
    // Every cURL, Node.js and PHP sample is its own process (the Python blocks share one): the run grows with the
    // pages and, on a 2-core machine, takes a minute or two.
  }, 600_000);

  afterAll(() => {
    if (workDir) fs.rmSync(workDir, {recursive: true, force: true});
  });

  const failures = (kind: Outcome['kind']) =>
    outcomes.filter((outcome) => outcome.kind === kind && outcome.problem).map((o) => `${o.label}: ${o.problem}`);

  it('every <CodeSamples> holds a bash, js, php and python block, in that order', () => {
    const wrong = sampleGroups(pages)
      .filter(({blocks}) => blocks.map((block) => block.lang).join() !== sampleLanguages.join())
      .map(({page, blocks}) => `${where(page, blocks[0]?.line)}: ${blocks.map((block) => block.lang).join(', ')}`);
    expect(wrong).toEqual([]);
  });

  it('signature verifiers appear only on webhooks/structure, where their own test runs them', () => {
    const elsewhere = englishGroups
      .filter((group) => isSignatureVerifier(group) && group.page.route !== 'webhooks/structure/')
      .map(({page, blocks}) => where(page, blocks[0].line));
    expect(elsewhere).toEqual([]);
  });

  it('every API sample calls the sandbox, and only the sandbox', () => {
    const wrong = apiGroups.flatMap(({page, blocks}) =>
      blocks
        .filter((block) => !callsOnlySandbox(block))
        .map((block) => `${where(page, block.line)}: ${block.lang} sample does not call only ${sandboxBaseUrl}`),
    );
    expect(wrong).toEqual([]);
  });

  // Prism answers a request it rejects with the spec's example error, so the reason is in its log
  const mockLogHint = () => `Prism's log (names the rule a rejected request broke): ${inject('apiMockLog')}`;

  it('cURL samples get a 2xx or 3xx answer from the mock', () => {
    expect(outcomes.filter((o) => o.kind === 'curl').length).toBeGreaterThan(0);
    expect(failures('curl'), mockLogHint()).toEqual([]);
  });

  it('Node.js samples exit with 0 against the mock', () => {
    expect(outcomes.filter((o) => o.kind === 'node').length).toBeGreaterThan(0);
    expect(failures('node'), mockLogHint()).toEqual([]);
  });

  it('PHP blocks pass php -l', () => {
    expect(outcomes.filter((o) => o.kind === 'php').length).toBeGreaterThan(0);
    expect(failures('php')).toEqual([]);
  });

  it('Python blocks pass py_compile', () => {
    expect(outcomes.filter((o) => o.kind === 'python').length).toBeGreaterThan(0);
    expect(failures('python')).toEqual([]);
  });
});
