/**
 * The pure part of the "Try it" console: which keys it accepts, the URL of an operation with the reader's path and
 * query values, and the fetch request it sends. No React and no browser APIs, so the unit tests cover it all.
 */

/** Why a pasted key is not used. Only sandbox secret keys may ever be typed into a web page. */
export type KeyProblem = 'missing' | 'live' | 'publishable' | 'not-a-test-key';

const testSecretKey = /^sk_test_[A-Za-z0-9]+$/;

export function keyProblem(key: string): KeyProblem | null {
  if (key === '') return 'missing';
  if (testSecretKey.test(key)) return null;
  if (key.startsWith('sk_live_')) return 'live';
  if (/^pk_(test|live)_/.test(key)) return 'publishable';
  return 'not-a-test-key';
}

export type RequestProblem =
  | {kind: 'key'; problem: KeyProblem}
  | {kind: 'path-parameter'; name: string}
  | {kind: 'idempotency-key'}
  | {kind: 'body'; detail: string};

/**
 * The URL of an operation: each `{name}` of the path replaced by its value, encoded as one path segment (a value
 * with `/` or `?` cannot reach another endpoint), and the query parameters the reader filled in, in the given order.
 */
export function operationUrl(
  baseUrl: string,
  path: string,
  pathValues: Record<string, string>,
  queryValues: [name: string, value: string][] = [],
): string {
  const filledPath = path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(pathValues[name] ?? ''));
  const query = new URLSearchParams(queryValues.filter(([, value]) => value !== '')).toString();
  return `${baseUrl.replace(/\/+$/, '')}${filledPath}${query ? `?${query}` : ''}`;
}

export interface ConsoleInput {
  method: string;
  baseUrl: string;
  path: string;
  pathValues: Record<string, string>;
  queryValues: [name: string, value: string][];
  key: string;
  /** The JSON body as typed; undefined when the operation takes none. A blank body sends no body. */
  body?: string;
  /** Set for operations that take an `Idempotency-Key` header. */
  idempotencyKey?: string;
}

export interface ConsoleRequest {
  url: string;
  init: {method: string; headers: Record<string, string>; body?: string};
}

export type BuildResult = {ok: true; request: ConsoleRequest} | {ok: false; problem: RequestProblem};

/** Checks the input in the order of the form and returns the first problem, or the request to send. */
export function buildRequest(input: ConsoleInput): BuildResult {
  const key = input.key.trim();
  const problem = keyProblem(key);
  if (problem) return {ok: false, problem: {kind: 'key', problem}};

  const missingParameter = [...input.path.matchAll(/\{([^}]+)\}/g)]
    .map(([, name]) => name)
    .find((name) => (input.pathValues[name] ?? '').trim() === '');
  if (missingParameter) return {ok: false, problem: {kind: 'path-parameter', name: missingParameter}};

  const headers: Record<string, string> = {Accept: 'application/json', Authorization: `Bearer ${key}`};
  if (input.idempotencyKey !== undefined) {
    if (input.idempotencyKey.trim() === '') return {ok: false, problem: {kind: 'idempotency-key'}};
    headers['Idempotency-Key'] = input.idempotencyKey.trim();
  }

  let body: string | undefined;
  if (input.body !== undefined && input.body.trim() !== '') {
    try {
      JSON.parse(input.body);
    } catch (error) {
      return {ok: false, problem: {kind: 'body', detail: (error as SyntaxError).message}};
    }
    body = input.body;
    headers['Content-Type'] = 'application/json';
  }

  const pathValues = Object.fromEntries(Object.entries(input.pathValues).map(([name, value]) => [name, value.trim()]));
  return {
    ok: true,
    request: {
      url: operationUrl(input.baseUrl, input.path, pathValues, input.queryValues),
      init: {method: input.method.toUpperCase(), headers, ...(body === undefined ? {} : {body})},
    },
  };
}

/** A response body for reading: JSON indented by two spaces, anything else as it came. */
export function prettyBody(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}
