import {createHmac} from 'node:crypto';
import {describe, expect, it} from 'vitest';
import {diagnoseSignature, parseSignatureHeader} from '../../src/components/SignatureChecker/diagnoseSignature';

const secret = 'whsec_test_4Fq9Lm2Xc7Vb1Nd8Rt3Yk6Pa';
const now = 1795256132;
const body = JSON.stringify(
  {id: 'evt_7Hq2Lm9Xc4Vb8Nd1Rt6Yk3Pa', type: 'payment.captured', data: {object: {amount: 125000}}},
  null,
  2,
);
const sign = (signedBody: string, timestamp = now, key = secret) =>
  `t=${timestamp},v1=${createHmac('sha256', key).update(`${timestamp}.${signedBody}`).digest('hex')}`;

const kinds = async (input: {body?: string; header?: string; secret?: string; now?: number}) =>
  (await diagnoseSignature({body, header: sign(body), secret, now, ...input})).findings.map((finding) => finding.kind);

describe('diagnoseSignature', () => {
  it('accepts a genuine event, also during a secret rotation', async () => {
    expect(await diagnoseSignature({body, header: sign(body), secret, now})).toEqual({
      valid: true,
      findings: [{kind: 'valid'}],
    });
    const rotation = `${sign(body, now, 'whsec_test_old')},v1=${sign(body).split('v1=')[1]}`;
    expect(await kinds({header: rotation})).toEqual(['valid']);
  });

  it('names a wrong secret, and a secret without its prefix', async () => {
    const result = await diagnoseSignature({body, header: sign(body, now, 'whsec_test_other'), secret, now});
    expect(result).toEqual({valid: false, findings: [{kind: 'wrong-secret', prefixMissing: false}]});
    const withoutPrefix = await diagnoseSignature({body, header: sign(body), secret: '4Fq9Lm2Xc7Vb1Nd8Rt3Yk6Pa', now});
    expect(withoutPrefix.findings).toEqual([{kind: 'wrong-secret', prefixMissing: true}]);
  });

  it('recognizes a body that a JSON parser serialized again, compact or pretty', async () => {
    const compact = JSON.stringify(JSON.parse(body));
    expect(await diagnoseSignature({body: compact, header: sign(body), secret, now})).toEqual({
      valid: false,
      findings: [{kind: 'reformatted', format: 'pretty'}],
    });
    expect((await diagnoseSignature({body, header: sign(compact), secret, now})).findings).toEqual([
      {kind: 'reformatted', format: 'compact'},
    ]);
  });

  it('names a stale timestamp, in the past or the future', async () => {
    expect((await diagnoseSignature({body, header: sign(body, now - 301), secret, now})).findings).toEqual([
      {kind: 'stale', skewSeconds: 301, signatureMatches: true},
    ]);
    expect(await kinds({header: sign(body, now + 600)})).toEqual(['stale']);
    expect(await kinds({header: sign(body, now - 300)})).toEqual(['valid']);
    expect(await kinds({header: sign(body, now - 3600, 'whsec_test_other')})).toEqual(['wrong-secret', 'stale']);
  });

  it('names a malformed header', async () => {
    expect((await diagnoseSignature({body, header: 'v1=5f0c', secret, now})).findings).toEqual([
      {kind: 'header-format', problems: ['timestamp', 'signature']},
    ]);
    expect(await kinds({header: `t=${now}000,v1=${'a'.repeat(64)}`})).toEqual(['header-format']);
  });

  it('finds whitespace lost in copying, in the body or around the secret', async () => {
    expect(await kinds({body: `${body}\n`})).toEqual(['whitespace']);
    expect(await kinds({header: sign(body.replace(/\n/g, '\r\n'))})).toEqual(['whitespace']);
    expect(await kinds({secret: ` ${secret}\n`})).toEqual(['secret-whitespace']);
  });

  it('refuses a live secret before computing anything', async () => {
    const liveSecret = 'whsec_live_4Fq9Lm2Xc7Vb1Nd8Rt3Yk6Pa';
    expect(await diagnoseSignature({body, header: sign(body, now, liveSecret), secret: liveSecret, now})).toEqual({
      valid: false,
      findings: [{kind: 'live-secret'}],
    });
  });

  it('asks for all three inputs', async () => {
    expect(await kinds({body: ''})).toEqual(['missing-input']);
    expect(await kinds({secret: '  '})).toEqual(['missing-input']);
  });
});

describe('parseSignatureHeader', () => {
  it('reads keys in any order, ignores unknown keys and tolerates the header name', () => {
    const signature = 'A'.repeat(64);
    expect(parseSignatureHeader(`Kalyna-Signature: v2=xyz, v1=${signature}, t=17`)).toEqual({
      timestamp: '17',
      signatures: ['a'.repeat(64)],
    });
  });
});
