/**
 * The webhook signature code readers copy really protects them: the four verifiers on webhooks/structure (both
 * locales) and the quick start's receiver accept a correctly signed event and reject a tampered body, a stale
 * timestamp and a signature made with another secret.
 */
import {spawn} from 'node:child_process';
import {createHmac} from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {loadPagePairs, locales, where, type CodeBlock, type Page} from './lib/pages';
import {outputExcerpt, runProcess, sampleEnv} from './lib/processes';

const secret = 'whsec_test_7mPq2Rs9Tv4Wx6Yz1Ab3Cd5E';
const otherSecret = 'whsec_test_0aZ9bY8cX7dW6eV5fU4gT3hS';
const toleranceSeconds = 300;

type Verdict = 'valid' | 'invalid';

interface SignatureCase {
  name: string;
  body: string;
  header: string;
  /** Passed as the verifier's `now` argument where it has one; the bash verifier always reads the clock. */
  now?: number;
  expected: Verdict;
}

const sign = (timestamp: number, body: string, key: string): string =>
  createHmac('sha256', key).update(`${timestamp}.`).update(Buffer.from(body, 'utf8')).digest('hex');

/** Built right before each run, so "now" is the clock the verifier reads. */
function signatureCases(body: string): SignatureCase[] {
  const tampered = body.replace(/"livemode":\s*false/, '"livemode": true');
  if (tampered === body) throw new Error('the fixture event has no "livemode": false to tamper with');
  const now = Math.floor(Date.now() / 1000);
  const stale = now - (toleranceSeconds + 1);
  const header = `t=${now},v1=${sign(now, body, secret)}`;
  return [
    {name: 'correctly signed', body, header, expected: 'valid'},
    {name: 'tampered body', body: tampered, header, expected: 'invalid'},
    {name: '301 s old', body, header: `t=${stale},v1=${sign(stale, body, secret)}`, expected: 'invalid'},
    {name: 'another secret', body, header: `t=${now},v1=${sign(now, body, otherSecret)}`, expected: 'invalid'},
    {
      name: 'secret rotation (two v1)',
      body,
      header: `t=${now},v1=${sign(now, body, otherSecret)},v1=${sign(now, body, secret)}`,
      expected: 'valid',
    },
    {name: 'checked 301 s later via now', body, header, now: now + toleranceSeconds + 1, expected: 'invalid'},
  ];
}

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kalyna-signatures-'));
afterAll(() => fs.rmSync(workDir, {recursive: true, force: true}));

let fileCounter = 0;
function writeTemp(name: string, content: string): string {
  fileCounter += 1;
  const file = path.join(workDir, `${fileCounter}-${name}`);
  fs.writeFileSync(file, content);
  return file;
}

/** Runs one verifier over the cases; returns each case's verdict, in order. */
async function verdicts(lang: string, code: string, cases: SignatureCase[]): Promise<string[]> {
  const input = JSON.stringify(cases);
  let result;
  if (lang === 'bash') {
    const calls = cases
      .filter((c) => c.now === undefined)
      .map((c) => `check '${writeTemp('body.json', c.body)}' '${c.header}'`);
    const script = [
      code,
      `check() { if verify_kalyna_signature "$1" "$2" '${secret}'; then echo valid; else echo invalid; fi; }`,
      ...calls,
    ].join('\n');
    result = await runProcess('bash', ['-c', script], {env: sampleEnv()});
  } else if (lang === 'js') {
    const module = writeTemp('verify.mjs', code);
    const harness = `
      import {verifyKalynaSignature} from ${JSON.stringify(`file://${module}`)};
      let input = '';
      for await (const chunk of process.stdin) input += chunk;
      const cases = JSON.parse(input);
      for (const c of cases) {
        const args = [Buffer.from(c.body, 'utf8'), c.header, ${JSON.stringify(secret)}];
        if (c.now !== undefined) args.push(300, c.now);
        console.log(verifyKalynaSignature(...args) === true ? 'valid' : 'invalid');
      }`;
    result = await runProcess('node', ['--input-type=module', '-e', harness], {input, env: sampleEnv()});
  } else if (lang === 'php') {
    const harness = `
$cases = json_decode(stream_get_contents(STDIN), true);
foreach ($cases as $c) {
    $ok = isset($c['now'])
        ? verifyKalynaSignature($c['body'], $c['header'], '${secret}', 300, $c['now'])
        : verifyKalynaSignature($c['body'], $c['header'], '${secret}');
    echo ($ok === true ? 'valid' : 'invalid') . "\\n";
}`;
    const file = writeTemp('verify.php', `${code.replace(/\?>\s*$/, '')}\n${harness}\n`);
    result = await runProcess('php', [file], {input, env: sampleEnv()});
  } else {
    const harness = `
import json as _json
import sys as _sys
for _c in _json.load(_sys.stdin):
    _args = (_c["body"].encode("utf-8"), _c["header"], "${secret}")
    _ok = verify_kalyna_signature(*_args, 300, _c["now"]) if "now" in _c else verify_kalyna_signature(*_args)
    print("valid" if _ok is True else "invalid")
`;
    const file = writeTemp('verify.py', `${code}\n${harness}`);
    result = await runProcess('python3', [file], {input, env: sampleEnv()});
  }
  if (result.exitCode !== 0 || result.timedOut) {
    throw new Error(`${lang} verifier did not run (exit ${result.exitCode}):\n${outputExcerpt(result)}`);
  }
  return result.stdout.trim().split('\n');
}

function firstWebhookEvent(page: Page): string {
  const block = page.codeBlocks.find((b) => b.lang === 'json' && /schema=WebhookEvent\b/.test(b.meta));
  if (!block) throw new Error(`${where(page)} has no WebhookEvent example to sign`);
  return block.value;
}

const pairs = loadPagePairs();
const structure = pairs.find((pair) => pair.route === 'webhooks/structure/');
const quickStart = pairs.find((pair) => pair.route === 'getting-started/create-account/');

describe.each(locales)('webhook signature verifiers on webhooks/structure (%s)', (locale) => {
  const page = structure?.[locale];
  const verifierBlocks = (): CodeBlock[] => {
    const bash = page?.codeBlocks.find((b) => b.lang === 'bash' && /verify_kalyna_signature\s*\(\)/.test(b.value));
    return page?.codeBlocks.filter((b) => bash && b.samplesGroup === bash.samplesGroup) ?? [];
  };

  it('the page has the four verifiers', () => {
    expect(verifierBlocks().map((b) => b.lang)).toEqual(['bash', 'js', 'php', 'python']);
  });

  it.each(['bash', 'js', 'php', 'python'])(
    'the %s verifier accepts only correctly signed, fresh events',
    async (lang) => {
      const block = verifierBlocks().find((b) => b.lang === lang);
      expect(block, `${lang} verifier`).toBeDefined();
      const cases = signatureCases(firstWebhookEvent(page!)).filter((c) => lang !== 'bash' || c.now === undefined);
      const actual = await verdicts(lang, block!.value, cases);
      expect(Object.fromEntries(cases.map((c, i) => [c.name, actual[i]]))).toEqual(
        Object.fromEntries(cases.map((c) => [c.name, c.expected])),
      );
    },
  );
});

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

describe.each(locales)("the quick start's webhook receiver (%s)", (locale) => {
  it('answers 200 to a correctly signed event and 400 to the others', async () => {
    const page = quickStart?.[locale];
    const block = page?.codeBlocks.find((b) => b.lang === 'js' && /title="webhook-receiver\.mjs"/.test(b.meta));
    expect(block, 'the webhook-receiver.mjs block').toBeDefined();
    const port = await freePort();
    const code = block!.value.replace(/\.listen\(3000\b/, `.listen(${port}`);
    expect(code, 'the receiver listens on port 3000').not.toBe(block!.value);

    const receiver = spawn('node', [writeTemp('webhook-receiver.mjs', code)], {
      env: sampleEnv({KALYNA_WEBHOOK_SECRET: secret}),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    receiver.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    receiver.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    try {
      const deadline = Date.now() + 15_000;
      while (!output.includes('Listening')) {
        if (receiver.exitCode !== null || Date.now() > deadline) throw new Error(`receiver did not start:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const event = firstWebhookEvent(page!);
      const cases = signatureCases(event).filter((c) => c.now === undefined);
      const statuses: Record<string, number> = {};
      for (const c of cases) {
        const response = await fetch(`http://127.0.0.1:${port}/`, {
          method: 'POST',
          headers: {'Content-Type': 'application/json', 'Kalyna-Signature': c.header},
          body: c.body,
        });
        statuses[c.name] = response.status;
      }
      expect(statuses).toEqual(Object.fromEntries(cases.map((c) => [c.name, c.expected === 'valid' ? 200 : 400])));
      const parsed = JSON.parse(event) as {type: string; data: {object: {id: string}}};
      expect(output).toContain(`${parsed.type} ${parsed.data.object.id}`);
    } finally {
      receiver.kill('SIGKILL');
    }
  });
});
