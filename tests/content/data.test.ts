/**
 * The data files in src/data agree with themselves and with openapi.yaml: test cards are valid card numbers with
 * known response codes, codes are stable four-digit numbers in their stage's range, and the payment and dispute
 * statuses, the operations that move them and the webhook events are the ones the API defines.
 */
import {describe, expect, it} from 'vitest';
import {disputeStates, disputeTransitions} from '../../src/data/dispute-states';
import {paymentMethods} from '../../src/data/payment-methods';
import {paymentStates, paymentTransitions} from '../../src/data/payment-states';
import {responseCodes, type Stage} from '../../src/data/response-codes';
import {disputeTestCards, passesLuhn, testCards, testDisputeEvidence} from '../../src/data/test-cards';
import {webhookEvents} from '../../src/data/webhook-events';
import {passesLuhn as luhnValid} from './lib/account-checks';
import {loadOpenApi, openApiPath} from './lib/openapi';
import fs from 'node:fs';

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

  it('every webhook event carries the resource its type names, and WebhookEvent can carry it', () => {
    const webhookEvent = openApi.components.schemas.WebhookEvent as {
      properties: {data: {properties: {object: {discriminator: {mapping: Record<string, string>}}}}};
    };
    const carried = new Set(Object.keys(webhookEvent.properties.data.properties.object.discriminator.mapping));
    const wrong = webhookEvents.flatMap(({type, resource}) => [
      ...(type.startsWith(`${resource}.`) ? [] : [`${type}: resource ${resource}`]),
      ...(carried.has(resource) ? [] : [`${type}: WebhookEvent cannot carry a ${resource}`]),
    ]);
    expect(wrong).toEqual([]);
  });

  it('the webhook events are exactly the WebhookEvent type enum of openapi.yaml', () => {
    expect(sorted(knownEvents)).toEqual(sorted(schemas.WebhookEvent?.properties?.type?.enum ?? []));
  });
});

describe('payment methods', () => {
  it("each method's payment_method.type is a type of openapi.yaml PaymentMethodInput", () => {
    const {discriminator} = loadOpenApi().components.schemas.PaymentMethodInput as {
      discriminator: {mapping: Record<string, string>};
    };
    const unknown = paymentMethods
      .filter(({paymentMethodType}) => !(paymentMethodType in discriminator.mapping))
      .map(({id, paymentMethodType}) => `${id}: ${paymentMethodType}`);
    expect(unknown).toEqual([]);
  });
});

describe('operations of the state machines', () => {
  const openApi = loadOpenApi();
  /** `POST /payments/{id}/capture` → `post /payments/{}/capture`, the shape of the spec's path templates. */
  const normalized = (method: string, path: string) => `${method.toLowerCase()} ${path.replace(/\{[^}]+\}/g, '{}')}`;
  const specOperations = new Set(
    Object.entries(openApi.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => normalized(method, path)),
    ),
  );

  it('every operation a payment or dispute transition names exists in openapi.yaml', () => {
    const unknown = [...paymentTransitions, ...disputeTransitions]
      .filter((transition) => transition.operation !== undefined)
      .filter(({operation}) => {
        const [method, path] = operation!.split(' ');
        return !specOperations.has(normalized(method, path));
      })
      .map(({from, to, operation}) => `${from} → ${to}: ${operation}`);
    expect(unknown).toEqual([]);
  });
});

describe('dispute states', () => {
  const openApi = loadOpenApi();
  const schemas = openApi.components.schemas as Record<
    string,
    {enum?: string[]; properties?: Record<string, {enum?: string[]; pattern?: string}>}
  >;
  const disputeStatuses = new Set<string>(disputeStates.map((state) => state.status));
  const finalStatuses = new Set<string>(disputeStates.filter((state) => state.final).map((state) => state.status));
  const closedReasons = new Set(schemas.DisputeClosedReason?.enum ?? []);
  /** The webhook a dispute sends when it reaches each final status. */
  const finalWebhook: Record<string, string> = {won: 'dispute.won', lost: 'dispute.lost', closed: 'dispute.closed'};

  it('the dispute statuses are the enum of openapi.yaml DisputeStatus', () => {
    expect(schemas.DisputeStatus?.enum, 'DisputeStatus enum').toBeDefined();
    expect(sorted(disputeStatuses)).toEqual(sorted(schemas.DisputeStatus.enum!));
  });

  it('share no status name with payments, so a transition a page names belongs to one machine', () => {
    const paymentStatuses = new Set<string>(knownStatuses);
    expect([...disputeStatuses].filter((status) => paymentStatuses.has(status))).toEqual([]);
  });

  it('every dispute transition joins known states and fires a known dispute event', () => {
    const wrong = disputeTransitions.flatMap(({from, to, webhook}) => [
      ...[from, to].filter((status) => !disputeStatuses.has(status)).map((status) => `${from} → ${to}: ${status}`),
      ...(knownEvents.has(webhook) && webhook.startsWith('dispute.')
        ? []
        : [`${from} → ${to}: ${webhook} is not a dispute event`]),
    ]);
    expect(wrong).toEqual([]);
  });

  it('a transition into a final status sets a closed_reason of openapi.yaml and sends its event; others set none', () => {
    expect(closedReasons.size, 'DisputeClosedReason enum').toBeGreaterThan(0);
    const wrong = disputeTransitions.flatMap(({from, to, webhook, closedReason}) => {
      const label = `${from} → ${to}`;
      if (!finalStatuses.has(to)) {
        return closedReason ? [`${label}: sets closed_reason ${closedReason} but ${to} is not final`] : [];
      }
      return [
        ...(closedReason && closedReasons.has(closedReason) ? [] : [`${label}: closed_reason ${closedReason}`]),
        ...(webhook === finalWebhook[to] ? [] : [`${label}: sends ${webhook}, expected ${finalWebhook[to]}`]),
      ];
    });
    expect(wrong).toEqual([]);
  });

  it('every closed_reason of openapi.yaml is reachable, and final statuses have no way out', () => {
    const reached = new Set<string | undefined>(disputeTransitions.map((transition) => transition.closedReason));
    expect([...closedReasons].filter((reason) => !reached.has(reason))).toEqual([]);
    const leaving = (status: string) => disputeTransitions.some((transition) => transition.from === status);
    expect(disputeStates.filter((state) => state.final === leaving(state.status)).map((state) => state.status)).toEqual(
      [],
    );
  });

  it('dispute test cards open a dispute the API can hold', () => {
    const dispute = schemas.Dispute?.properties ?? {};
    const reasonCode = new RegExp(dispute.reason_code?.pattern ?? '$^');
    const expectedStatus = {chargeback: 'needs_response', inquiry: 'inquiry'} as Record<string, string>;
    expect(disputeTestCards.map((card) => card.outcome).sort()).toEqual(['chargeback', 'inquiry']);
    const wrong = disputeTestCards.flatMap(({number, outcome, scheme, dispute: opened, webhooks}) => [
      ...(opened.status === expectedStatus[outcome] ? [] : [`${number}: ${outcome} opens ${opened.status}`]),
      ...(reasonCode.test(opened.reasonCode) ? [] : [`${number}: reason code ${opened.reasonCode}`]),
      ...((dispute.reason_family?.enum ?? []).includes(opened.reasonFamily)
        ? []
        : [`${number}: reason family ${opened.reasonFamily}`]),
      ...((dispute.scheme?.enum ?? []).includes(scheme) ? [] : [`${number}: scheme ${scheme}`]),
      ...(webhooks.includes('dispute.created') ? [] : [`${number}: no dispute.created`]),
    ]);
    expect(wrong).toEqual([]);
  });

  it('the sandbox evidence values end a dispute the way the state machine allows', () => {
    const allowed = (status: string, reason: string) =>
      disputeTransitions.some(
        (transition) =>
          transition.from === 'under_review' && transition.to === status && transition.closedReason === reason,
      );
    const wrong = testDisputeEvidence.flatMap(({value, chargeback, inquiry}) =>
      [chargeback, inquiry]
        .filter(({status, closedReason}) => !allowed(status, closedReason))
        .map(({status, closedReason}) => `${value}: under_review → ${status} with ${closedReason}`),
    );
    expect(wrong).toEqual([]);
  });
});
