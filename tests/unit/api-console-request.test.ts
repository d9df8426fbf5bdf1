import {describe, expect, it} from 'vitest';
import {
  buildRequest,
  keyProblem,
  operationUrl,
  prettyBody,
  type ConsoleInput,
} from '../../src/components/ApiConsole/buildRequest';

const baseUrl = 'https://sandbox.kalyna.example/v1';
const key = 'sk_test_51Kq8ZtVb3nR7yW2xLm4P9cDe';

const refund: ConsoleInput = {
  method: 'post',
  baseUrl,
  path: '/payments/{payment_id}/refunds',
  pathValues: {payment_id: 'pay_2Xk9fQ7mN4vB8cL1tR6wY3zA'},
  queryValues: [],
  key,
  body: '{\n  "amount": 45000\n}',
  idempotencyKey: '9b2f6a9e-8f0c-4d7e-9a51-3c2b8d1e4f60',
};

describe('keyProblem', () => {
  it('accepts a sandbox secret key', () => {
    expect(keyProblem(key)).toBeNull();
  });

  it.each([
    ['', 'missing'],
    ['sk_live_51Kq8ZtVb3nR7yW2xLm4P9cDe', 'live'],
    ['pk_test_51Kq8ZtVb3nR7yW2xLm4P9cDe', 'publishable'],
    ['pk_live_51Kq8ZtVb3nR7yW2xLm4P9cDe', 'publishable'],
    ['sk_test_', 'not-a-test-key'],
    ['sk_test_abc def', 'not-a-test-key'],
    ['sk_test_abc\nsk_live_def', 'not-a-test-key'],
    ['Bearer sk_test_51Kq8ZtVb3nR7yW2xLm4P9cDe', 'not-a-test-key'],
    ['whsec_test_4Fq9Lm2Xc7Vb1Nd8Rt3Yk6Pa', 'not-a-test-key'],
    ['hunter2', 'not-a-test-key'],
  ])('refuses %j as %s', (candidate, problem) => {
    expect(keyProblem(candidate)).toBe(problem);
  });
});

describe('operationUrl', () => {
  it('joins the base URL and the path, with or without a trailing slash', () => {
    expect(operationUrl(baseUrl, '/balances', {})).toBe('https://sandbox.kalyna.example/v1/balances');
    expect(operationUrl(`${baseUrl}/`, '/balances', {})).toBe('https://sandbox.kalyna.example/v1/balances');
  });

  it('puts each path value into its own segment, encoded', () => {
    expect(operationUrl(baseUrl, '/payments/{payment_id}/refunds', {payment_id: '../payouts?x=1#y'})).toBe(
      'https://sandbox.kalyna.example/v1/payments/..%2Fpayouts%3Fx%3D1%23y/refunds',
    );
    expect(operationUrl(baseUrl, '/reports/{report_id}', {report_id: 'звіт 1'})).toBe(
      'https://sandbox.kalyna.example/v1/reports/%D0%B7%D0%B2%D1%96%D1%82%201',
    );
  });

  it('adds the filled query parameters in order, encoded, and leaves out the empty ones', () => {
    const url = operationUrl(baseUrl, '/payments', {}, [
      ['order_id', 'order 10045&x=1'],
      ['limit', ''],
      ['starting_after', 'pay_2Xk9fQ7mN4vB8cL1tR6wY3zA'],
    ]);
    expect(url).toBe(
      'https://sandbox.kalyna.example/v1/payments?order_id=order+10045%26x%3D1&starting_after=pay_2Xk9fQ7mN4vB8cL1tR6wY3zA',
    );
    expect(operationUrl(baseUrl, '/payments', {}, [['limit', '']])).toBe('https://sandbox.kalyna.example/v1/payments');
  });
});

describe('buildRequest', () => {
  it('builds the fetch request of an idempotent operation with a JSON body', () => {
    expect(buildRequest(refund)).toEqual({
      ok: true,
      request: {
        url: 'https://sandbox.kalyna.example/v1/payments/pay_2Xk9fQ7mN4vB8cL1tR6wY3zA/refunds',
        init: {
          method: 'POST',
          headers: {
            Accept: 'application/json',
            Authorization: `Bearer ${key}`,
            'Idempotency-Key': '9b2f6a9e-8f0c-4d7e-9a51-3c2b8d1e4f60',
            'Content-Type': 'application/json',
          },
          body: '{\n  "amount": 45000\n}',
        },
      },
    });
  });

  it('sends no body, Content-Type or Idempotency-Key where the operation takes none', () => {
    const result = buildRequest({
      ...refund,
      method: 'GET',
      path: '/payments',
      pathValues: {},
      queryValues: [['order_id', 'order-10045']],
      body: undefined,
      idempotencyKey: undefined,
    });
    expect(result).toEqual({
      ok: true,
      request: {
        url: 'https://sandbox.kalyna.example/v1/payments?order_id=order-10045',
        init: {method: 'GET', headers: {Accept: 'application/json', Authorization: `Bearer ${key}`}},
      },
    });
  });

  it('sends no body when the reader empties the body field', () => {
    const result = buildRequest({...refund, body: '  \n'});
    expect(result.ok && result.request.init).not.toHaveProperty('body');
    expect(result.ok && result.request.init.headers).not.toHaveProperty('Content-Type');
  });

  it('trims the key and the path values the reader pasted', () => {
    const result = buildRequest({...refund, key: ` ${key}\n`, pathValues: {payment_id: ' pay_1 '}});
    expect(result.ok && result.request.init.headers.Authorization).toBe(`Bearer ${key}`);
    expect(result.ok && result.request.url).toBe('https://sandbox.kalyna.example/v1/payments/pay_1/refunds');
  });

  it('refuses a live key before anything else', () => {
    const result = buildRequest({...refund, key: 'sk_live_51Kq8ZtVb3nR7yW2xLm4P9cDe', body: '{'});
    expect(result).toEqual({ok: false, problem: {kind: 'key', problem: 'live'}});
  });

  it('names an empty path parameter', () => {
    expect(buildRequest({...refund, pathValues: {payment_id: ' '}})).toEqual({
      ok: false,
      problem: {kind: 'path-parameter', name: 'payment_id'},
    });
    expect(buildRequest({...refund, pathValues: {}})).toEqual({
      ok: false,
      problem: {kind: 'path-parameter', name: 'payment_id'},
    });
  });

  it('refuses an empty Idempotency-Key on an idempotent operation', () => {
    expect(buildRequest({...refund, idempotencyKey: ''})).toEqual({ok: false, problem: {kind: 'idempotency-key'}});
  });

  it('refuses a body that is not JSON, with the parser’s reason', () => {
    const result = buildRequest({...refund, body: '{"amount": 45000,}'});
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problem.kind).toBe('body');
    expect(!result.ok && result.problem.kind === 'body' && result.problem.detail).toMatch(/JSON/);
  });
});

describe('prettyBody', () => {
  it('indents JSON and leaves anything else as it came', () => {
    expect(prettyBody('{"id":"ref_1","amount":45000}')).toBe('{\n  "id": "ref_1",\n  "amount": 45000\n}');
    expect(prettyBody('<html>Bad gateway</html>')).toBe('<html>Bad gateway</html>');
    expect(prettyBody('')).toBe('');
  });
});
