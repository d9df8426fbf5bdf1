/**
 * The data files in src/data agree with themselves and with openapi.yaml: test cards are valid card numbers with
 * known response codes, codes are stable four-digit numbers in their stage's range, and the payment statuses and
 * webhook events are the ones the API defines.
 */
import {describe, expect, it} from 'vitest';
import {paymentStates, paymentTransitions} from '../../src/data/payment-states';
import {responseCodes, type Stage} from '../../src/data/response-codes';
import {passesLuhn, testCards} from '../../src/data/test-cards';
import {webhookEvents} from '../../src/data/webhook-events';
import {loadOpenApi, openApiPath} from './lib/openapi';
import fs from 'node:fs';

/** Luhn written again here, so that a bug in the data file's own check cannot hide a bad card number. */
function luhnValid(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  const digits = [...number].reverse().map(Number);
  const sum = digits.reduce((total, digit, position) => {
    if (position % 2 === 0) return total + digit;
    const doubled = digit * 2;
    return total + (doubled > 9 ? doubled - 9 : doubled);
  }, 0);
  return sum % 10 === 0;
}

const stageRanges: Record<Stage, [number, number]> = {
  success: [1000, 1000],
  validation: [1100, 1199],
  three_d_secure: [1200, 1299],
  authorization: [1300, 1399],
  capture: [1400, 1499],
  refund: [1500, 1599],
  payout: [1600, 1699],
  alternative: [1700, 1799],
};

const knownCodes = new Set(responseCodes.map((entry) => entry.code));
const knownEvents = new Set(webhookEvents.map((event) => event.type));
const knownStatuses = new Set(paymentStates.map((state) => state.status));
const sorted = (values: Iterable<string>) => [...values].sort();

describe('test cards', () => {
  it('the independent Luhn check tells valid numbers from invalid ones', () => {
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(luhnValid('4111111111111112')).toBe(false);
    expect(passesLuhn('4111111111111112')).toBe(false);
  });

  it('every test card number passes Luhn (the data file’s check and an independent one)', () => {
    const invalid = testCards
      .filter((card) => !passesLuhn(card.number) || !luhnValid(card.number))
      .map((card) => card.number);
    expect(invalid).toEqual([]);
  });

  it('card numbers are unique', () => {
    const numbers = testCards.map((card) => card.number);
    expect(numbers.filter((number, i) => numbers.indexOf(number) !== i)).toEqual([]);
  });

  it('every card’s response code, final status and webhooks exist', () => {
    const wrong = testCards.flatMap((card) => [
      ...(knownCodes.has(card.responseCode) ? [] : [`${card.number}: unknown response code ${card.responseCode}`]),
      ...(knownStatuses.has(card.finalStatus) ? [] : [`${card.number}: unknown status ${card.finalStatus}`]),
      ...card.webhooks.filter((type) => !knownEvents.has(type)).map((type) => `${card.number}: unknown event ${type}`),
    ]);
    expect(wrong).toEqual([]);
  });
});

describe('response codes', () => {
  it('codes are unique four-digit numbers', () => {
    const codes = responseCodes.map((entry) => entry.code);
    expect(
      codes.filter((code, i) => codes.indexOf(code) !== i),
      'duplicates',
    ).toEqual([]);
    expect(
      codes.filter((code) => !/^\d{4}$/.test(String(code))),
      'not four digits',
    ).toEqual([]);
  });

  it("every code lies in its stage's range", () => {
    const wrong = responseCodes
      .filter(({code, stage}) => !stageRanges[stage] || code < stageRanges[stage][0] || code > stageRanges[stage][1])
      .map(({code, stage}) => `${code} in stage ${stage}`);
    expect(wrong).toEqual([]);
  });

  it('every status_code in an openapi.yaml example exists', () => {
    const source = fs.readFileSync(openApiPath, 'utf8');
    const mentioned = [...source.matchAll(/status_code"?:\s*(\d+)/g)].map((match) => Number(match[1]));
    expect(mentioned.length).toBeGreaterThan(0);
    expect([...new Set(mentioned.filter((code) => !knownCodes.has(code)))]).toEqual([]);
  });
});

describe('payment states and webhook events', () => {
  const openApi = loadOpenApi();
  const schemas = openApi.components.schemas as Record<
    string,
    {enum?: string[]; properties?: Record<string, {enum?: string[]}>}
  >;

  it('the payment statuses are the enum of openapi.yaml PaymentStatus', () => {
    expect(schemas.PaymentStatus?.enum, 'PaymentStatus enum').toBeDefined();
    expect(sorted(knownStatuses)).toEqual(sorted(schemas.PaymentStatus.enum!));
  });

  it('every transition joins known states, fires a known event and names known codes', () => {
    const wrong = paymentTransitions.flatMap(({from, to, webhook, responseCodes: codes}) => [
      ...[from, to].filter((status) => !knownStatuses.has(status)).map((status) => `${from} → ${to}: ${status}`),
      ...(knownEvents.has(webhook) ? [] : [`${from} → ${to}: unknown event ${webhook}`]),
      ...codes.filter((code) => !knownCodes.has(code)).map((code) => `${from} → ${to}: unknown code ${code}`),
    ]);
    expect(wrong).toEqual([]);
  });

  it('the webhook events are exactly the webhooks of openapi.yaml', () => {
    expect(sorted(knownEvents)).toEqual(sorted(Object.keys(openApi.webhooks)));
  });

  it('the webhook events are exactly the WebhookEvent type enum of openapi.yaml', () => {
    expect(sorted(knownEvents)).toEqual(sorted(schemas.WebhookEvent?.properties?.type?.enum ?? []));
  });
});
