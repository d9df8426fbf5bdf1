// cspell:ignore whsec
/**
 * Checks a webhook signature the way /webhooks/structure/#verify-the-signature describes, and when it fails, finds
 * the likely cause by trying the usual mistakes: a body that a framework parsed and serialized again, whitespace
 * lost or added by copying, a secret with spaces around it. Everything runs on Web Crypto in the page.
 */

/** How far the signing time may be from the clock, in seconds, as the docs tell endpoints to accept. */
export const timestampToleranceSeconds = 300;

export type HeaderProblem = 'timestamp' | 'signature';

export type Finding =
  | {kind: 'valid'}
  | {kind: 'live-secret'}
  | {kind: 'missing-input'}
  | {kind: 'header-format'; problems: HeaderProblem[]}
  /** The signature matches but the timestamp is outside the tolerance; `skewSeconds` > 0 means in the past. */
  | {kind: 'stale'; skewSeconds: number; signatureMatches: boolean}
  | {kind: 'reformatted'; format: 'compact' | 'pretty'}
  | {kind: 'whitespace'}
  | {kind: 'secret-whitespace'}
  | {kind: 'wrong-secret'; prefixMissing: boolean};

export interface Diagnosis {
  valid: boolean;
  findings: Finding[];
}

export interface SignatureInput {
  body: string;
  header: string;
  secret: string;
  /** Unix seconds; the reader's clock unless a test fixes it. */
  now: number;
}

interface ParsedHeader {
  timestamp: string | null;
  signatures: string[];
}

/** Reads `t=…,v1=…` by keys; a pasted `Kalyna-Signature:` name in front is tolerated. */
export function parseSignatureHeader(header: string): ParsedHeader {
  const value = header.trim().replace(/^kalyna-signature\s*:\s*/i, '');
  let timestamp: string | null = null;
  const signatures: string[] = [];
  for (const part of value.split(',')) {
    const [key, ...rest] = part.trim().split('=');
    const partValue = rest.join('=');
    if (key === 't' && /^\d{1,12}$/.test(partValue)) timestamp = partValue;
    if (key === 'v1' && /^[0-9a-f]{64}$/i.test(partValue)) signatures.push(partValue.toLowerCase());
  }
  return {timestamp, signatures};
}

export async function hmacSha256Hex(secret: string, message: string): Promise<string> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), {name: 'HMAC', hash: 'SHA-256'}, false, [
    'sign',
  ]);
  const signature = await crypto.subtle.sign('HMAC', key, encoder.encode(message));
  return [...new Uint8Array(signature)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Other forms the same JSON could have had when it was signed, most likely first. */
function otherSerializations(body: string): {format: 'compact' | 'pretty'; text: string}[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return [];
  }
  return [
    {format: 'compact' as const, text: JSON.stringify(parsed)},
    {format: 'pretty' as const, text: JSON.stringify(parsed, null, 2)},
    {format: 'pretty' as const, text: JSON.stringify(parsed, null, 4)},
  ].filter((candidate) => candidate.text !== body);
}

/** Copying a body through an editor, a terminal or a log adds or drops line ends and turns CRLF into LF. */
function whitespaceVariants(body: string): string[] {
  const trimmed = body.trim();
  return [trimmed, `${trimmed}\n`, `${trimmed}\r\n`, body.replace(/\r?\n/g, '\r\n')].filter(
    (candidate, index, all) => candidate !== body && all.indexOf(candidate) === index,
  );
}

export async function diagnoseSignature({body, header, secret, now}: SignatureInput): Promise<Diagnosis> {
  if (secret.trim().startsWith('whsec_live_')) {
    return {valid: false, findings: [{kind: 'live-secret'}]};
  }
  if (body === '' || header.trim() === '' || secret.trim() === '') {
    return {valid: false, findings: [{kind: 'missing-input'}]};
  }
  const {timestamp, signatures} = parseSignatureHeader(header);
  if (timestamp === null || signatures.length === 0) {
    const problems: HeaderProblem[] = [];
    if (timestamp === null) problems.push('timestamp');
    if (signatures.length === 0) problems.push('signature');
    return {valid: false, findings: [{kind: 'header-format', problems}]};
  }

  const matches = async (candidateBody: string, candidateSecret = secret) =>
    signatures.includes(await hmacSha256Hex(candidateSecret, `${timestamp}.${candidateBody}`));
  const skewSeconds = now - Number(timestamp);
  const stale = Math.abs(skewSeconds) > timestampToleranceSeconds;

  if (await matches(body)) {
    return stale
      ? {valid: false, findings: [{kind: 'stale', skewSeconds, signatureMatches: true}]}
      : {valid: true, findings: [{kind: 'valid'}]};
  }

  const alsoStale: Finding[] = stale ? [{kind: 'stale', skewSeconds, signatureMatches: false}] : [];
  // Whitespace first: a body that only lost its final line break also re-serializes to the signed text.
  for (const candidate of whitespaceVariants(body)) {
    if (await matches(candidate)) {
      return {valid: false, findings: [{kind: 'whitespace'}, ...alsoStale]};
    }
  }
  for (const candidate of otherSerializations(body)) {
    if (await matches(candidate.text)) {
      return {valid: false, findings: [{kind: 'reformatted', format: candidate.format}, ...alsoStale]};
    }
  }
  if (secret.trim() !== secret && (await matches(body, secret.trim()))) {
    return {valid: false, findings: [{kind: 'secret-whitespace'}, ...alsoStale]};
  }
  return {
    valid: false,
    findings: [{kind: 'wrong-secret', prefixMissing: !secret.trim().startsWith('whsec_')}, ...alsoStale],
  };
}
