/**
 * The code sample of an operation page: the spec's example request in the four languages of the guides (cURL,
 * Node.js, PHP, Python), written as the guides write theirs, inside `<CodeSamples>` so the reader's language tab is
 * the one chosen on any other page.
 */
import {phpLiteral, pythonLiteral, shellQuoted} from './literals';
import {sampleUploadFile, type RequestExample} from './requestExample';

interface SampleInput {
  example: RequestExample;
  /** `https://sandbox.kalyna.example/v1` */
  server: string;
  /** The Idempotency-Key the cURL sample shows; the other languages generate a fresh one. */
  idempotencyKey: string;
}

const fence = (language: string, code: string): string => `\`\`\`${language}\n${code}\n\`\`\``;

function curlSample({example, server, idempotencyKey}: SampleInput): string {
  const methodFlag = example.method === 'GET' ? '' : `-X ${example.method} `;
  const lines = [`curl ${methodFlag}${server}${example.path}`, '-H "Authorization: Bearer $KALYNA_SECRET_KEY"'];
  if (example.jsonBody !== undefined) lines.push('-H "Content-Type: application/json"');
  if (example.idempotent) lines.push(`-H "Idempotency-Key: ${idempotencyKey}"`);
  if (example.jsonBody !== undefined) lines.push(`-d ${shellQuoted(JSON.stringify(example.jsonBody))}`);
  for (const [name, value] of Object.entries(example.form?.fields ?? {})) lines.push(`-F ${name}=${value}`);
  for (const name of example.form?.files ?? []) lines.push(`-F "${name}=@${sampleUploadFile};type=application/pdf"`);
  return lines.join(' \\\n  ');
}

function nodeSample({example, server}: SampleInput): string {
  const imports = [
    ...(example.idempotent ? ["import { randomUUID } from 'node:crypto';"] : []),
    ...(example.form ? ["import { readFile } from 'node:fs/promises';"] : []),
  ];
  const formLines = example.form
    ? [
        'const form = new FormData();',
        ...Object.entries(example.form.fields).map(([name, value]) => `form.append('${name}', '${value}');`),
        ...example.form.files.flatMap((name) => [
          `const ${name}Content = await readFile('${sampleUploadFile}');`,
          `form.append('${name}', new Blob([${name}Content], { type: 'application/pdf' }), '${sampleUploadFile}');`,
        ]),
        '',
      ]
    : [];
  const headers = [
    'Authorization: `Bearer ${process.env.KALYNA_SECRET_KEY}`,',
    ...(example.jsonBody !== undefined ? ["'Content-Type': 'application/json',"] : []),
    ...(example.idempotent ? ["'Idempotency-Key': randomUUID(),"] : []),
  ];
  const body =
    example.jsonBody !== undefined
      ? [`  body: JSON.stringify(${JSON.stringify(example.jsonBody, null, 2).replaceAll('\n', '\n  ')}),`]
      : example.form
        ? ['  body: form,']
        : [];
  return [
    ...imports,
    ...(imports.length ? [''] : []),
    ...formLines,
    `const response = await fetch('${server}${example.path}', {`,
    `  method: '${example.method}',`,
    '  headers: {',
    ...headers.map((line) => `    ${line}`),
    '  },',
    ...body,
    '});',
    'const result = await response.json();',
    'if (!response.ok) {',
    '  throw new Error(`${result.code}: ${result.detail} (request ${result.request_id})`);',
    '}',
    'console.log(result);',
  ].join('\n');
}

function phpSample({example, server}: SampleInput): string {
  const uuid = example.idempotent
    ? [
        '$bytes = random_bytes(16);',
        '$bytes[6] = chr((ord($bytes[6]) & 0x0f) | 0x40);',
        '$bytes[8] = chr((ord($bytes[8]) & 0x3f) | 0x80);',
        "$idempotencyKey = vsprintf('%s%s-%s-%s-%s-%s%s%s', str_split(bin2hex($bytes), 4));",
        '',
      ]
    : [];
  const headers = [
    "'Authorization: Bearer ' . getenv('KALYNA_SECRET_KEY'),",
    ...(example.jsonBody !== undefined ? ["'Content-Type: application/json',"] : []),
    ...(example.idempotent ? ["'Idempotency-Key: ' . $idempotencyKey,"] : []),
  ];
  const options = [
    ...(example.method === 'GET'
      ? []
      : example.method === 'POST'
        ? ['CURLOPT_POST => true,']
        : [`CURLOPT_CUSTOMREQUEST => '${example.method}',`]),
    'CURLOPT_RETURNTRANSFER => true,',
    'CURLOPT_HTTPHEADER => [',
    ...headers.map((line) => `    ${line}`),
    '],',
    ...(example.jsonBody !== undefined
      ? [`CURLOPT_POSTFIELDS => json_encode(${phpLiteral(example.jsonBody, 1)}),`]
      : example.form
        ? [
            'CURLOPT_POSTFIELDS => [',
            ...Object.entries(example.form.fields).map(([name, value]) => `    '${name}' => '${value}',`),
            ...example.form.files.map(
              (name) => `    '${name}' => new CURLFile('${sampleUploadFile}', 'application/pdf'),`,
            ),
            '],',
          ]
        : []),
  ];
  return [
    '<?php',
    ...uuid,
    `$ch = curl_init('${server}${example.path}');`,
    'curl_setopt_array($ch, [',
    ...options.map((line) => `    ${line}`),
    ']);',
    '$body = curl_exec($ch);',
    '$status = curl_getinfo($ch, CURLINFO_RESPONSE_CODE);',
    'curl_close($ch);',
    '',
    '$result = json_decode($body, true);',
    'if ($status >= 400) {',
    `    throw new RuntimeException("{$result['code']}: {$result['detail']} (request {$result['request_id']})");`,
    '}',
    'print_r($result);',
  ].join('\n');
}

function pythonSample({example, server}: SampleInput): string {
  const modules = ['os', ...(example.idempotent ? ['uuid'] : []), 'requests'];
  const headers = [
    `"Authorization": f"Bearer {os.environ['KALYNA_SECRET_KEY']}",`,
    ...(example.idempotent ? ['"Idempotency-Key": str(uuid.uuid4()),'] : []),
  ];
  const body =
    example.jsonBody !== undefined
      ? [`    json=${pythonLiteral(example.jsonBody, 1)},`]
      : example.form
        ? [
            `    data=${pythonLiteral(example.form.fields, 1)},`,
            `    files={${example.form.files
              .map((name) => `"${name}": ("${sampleUploadFile}", open("${sampleUploadFile}", "rb"), "application/pdf")`)
              .join(', ')}},`,
          ]
        : [];
  return [
    `import ${modules.join(', ')}`,
    '',
    `response = requests.${example.method.toLowerCase()}(`,
    `    "${server}${example.path}",`,
    '    headers={',
    ...headers.map((line) => `        ${line}`),
    '    },',
    ...body,
    '    timeout=30,',
    ')',
    'result = response.json()',
    'if response.status_code >= 400:',
    `    raise RuntimeError(f"{result['code']}: {result['detail']} (request {result['request_id']})")`,
    'print(result)',
  ].join('\n');
}

export function codeSamples(input: SampleInput): string {
  return [
    '<CodeSamples>',
    fence('bash', curlSample(input)),
    fence('js', nodeSample(input)),
    fence('php', phpSample(input)),
    fence('python', pythonSample(input)),
    '</CodeSamples>',
  ].join('\n\n');
}
