import type {DisputeClosedReason, DisputeStatus} from './dispute-states';
import type {PaymentStatus} from './payment-states';

/**
 * Sandbox test cards. The testing page, the codes page and the code-sample tests all read this list.
 * Numbers are Luhn-valid with the right scheme prefix. The Visa and Mastercard ones are the widely published gateway
 * test numbers (not scheme-reserved ranges); the sandbox recognizes them and they never reach a real issuer.
 */
export type CardScheme = 'visa' | 'mastercard' | 'prostir';
export type ThreeDSecureBehavior = 'frictionless' | 'challenge' | 'not_enrolled';
export type TestOutcome =
  | 'success'
  | 'declined'
  | 'insufficient_funds'
  | 'expired_card'
  | 'lost_or_stolen'
  | 'limit_exceeded'
  | 'not_permitted'
  | 'suspected_fraud'
  | 'issuer_unavailable'
  | 'authentication_failed'
  | 'authentication_unavailable'
  | 'chargeback'
  | 'inquiry';

/** A text in both locales. */
export type Localized = {en: string; uk: string};

/** The dispute the sandbox opens against a captured payment made with a `chargeback` or `inquiry` card. */
export interface TestCardDispute {
  status: Extract<DisputeStatus, 'inquiry' | 'needs_response'>;
  reasonCode: string;
  reasonFamily: 'fraud' | 'authorization' | 'processing_error' | 'consumer_dispute';
  /** Minutes between the capture and `dispute.created`. */
  opensAfterMinutes: number;
}

export interface TestCard {
  number: string;
  scheme: CardScheme;
  outcome: TestOutcome;
  threeDSecure: ThreeDSecureBehavior;
  responseCode: number;
  /** Final status of a one-step purchase made with the card. */
  finalStatus: PaymentStatus;
  webhooks: string[];
  dispute?: TestCardDispute;
}

const ok = ['payment.captured'];
const pendingThenOk = ['payment.pending', 'payment.captured'];
const declined = ['payment.declined'];

export const testCards: TestCard[] = [
  {
    number: '4111111111111111',
    scheme: 'visa',
    outcome: 'success',
    threeDSecure: 'frictionless',
    responseCode: 1000,
    finalStatus: 'captured',
    webhooks: ok,
  },
  {
    number: '5555555555554444',
    scheme: 'mastercard',
    outcome: 'success',
    threeDSecure: 'frictionless',
    responseCode: 1000,
    finalStatus: 'captured',
    webhooks: ok,
  },
  {
    number: '9804000000000009',
    scheme: 'prostir',
    outcome: 'success',
    threeDSecure: 'frictionless',
    responseCode: 1000,
    finalStatus: 'captured',
    webhooks: ok,
  },
  {
    number: '4000000000003220',
    scheme: 'visa',
    outcome: 'success',
    threeDSecure: 'challenge',
    responseCode: 1000,
    finalStatus: 'captured',
    webhooks: pendingThenOk,
  },
  {
    number: '5200000000001096',
    scheme: 'mastercard',
    outcome: 'success',
    threeDSecure: 'challenge',
    responseCode: 1000,
    finalStatus: 'captured',
    webhooks: pendingThenOk,
  },
  {
    number: '4000000000000101',
    scheme: 'visa',
    outcome: 'success',
    threeDSecure: 'not_enrolled',
    responseCode: 1000,
    finalStatus: 'captured',
    webhooks: ok,
  },
  {
    number: '4000000000000002',
    scheme: 'visa',
    outcome: 'declined',
    threeDSecure: 'frictionless',
    responseCode: 1301,
    finalStatus: 'declined',
    webhooks: declined,
  },
  {
    number: '4000000000009995',
    scheme: 'visa',
    outcome: 'insufficient_funds',
    threeDSecure: 'frictionless',
    responseCode: 1302,
    finalStatus: 'declined',
    webhooks: declined,
  },
  {
    number: '5100000000000511',
    scheme: 'mastercard',
    outcome: 'insufficient_funds',
    threeDSecure: 'challenge',
    responseCode: 1302,
    finalStatus: 'declined',
    webhooks: ['payment.pending', 'payment.declined'],
  },
  {
    number: '4000000000000069',
    scheme: 'visa',
    outcome: 'expired_card',
    threeDSecure: 'frictionless',
    responseCode: 1303,
    finalStatus: 'declined',
    webhooks: declined,
  },
  {
    number: '4000000000009979',
    scheme: 'visa',
    outcome: 'lost_or_stolen',
    threeDSecure: 'frictionless',
    responseCode: 1304,
    finalStatus: 'declined',
    webhooks: declined,
  },
  {
    number: '5200000000000007',
    scheme: 'mastercard',
    outcome: 'limit_exceeded',
    threeDSecure: 'frictionless',
    responseCode: 1305,
    finalStatus: 'declined',
    webhooks: declined,
  },
  {
    number: '4000000000000036',
    scheme: 'visa',
    outcome: 'not_permitted',
    threeDSecure: 'frictionless',
    responseCode: 1306,
    finalStatus: 'declined',
    webhooks: declined,
  },
  {
    number: '4100000000000019',
    scheme: 'visa',
    outcome: 'suspected_fraud',
    threeDSecure: 'frictionless',
    responseCode: 1307,
    finalStatus: 'declined',
    webhooks: declined,
  },
  {
    number: '4000000000000119',
    scheme: 'visa',
    outcome: 'issuer_unavailable',
    threeDSecure: 'frictionless',
    responseCode: 1308,
    finalStatus: 'failed',
    webhooks: ['payment.failed'],
  },
  {
    number: '5105105105105100',
    scheme: 'mastercard',
    outcome: 'authentication_failed',
    threeDSecure: 'challenge',
    responseCode: 1201,
    finalStatus: 'declined',
    webhooks: ['payment.pending', 'payment.declined'],
  },
  {
    number: '9804000000000017',
    scheme: 'prostir',
    outcome: 'authentication_failed',
    threeDSecure: 'challenge',
    responseCode: 1201,
    finalStatus: 'declined',
    webhooks: ['payment.pending', 'payment.declined'],
  },
  {
    number: '4000000000000044',
    scheme: 'visa',
    outcome: 'authentication_unavailable',
    threeDSecure: 'challenge',
    responseCode: 1203,
    finalStatus: 'failed',
    webhooks: ['payment.pending', 'payment.failed'],
  },
  {
    // not enrolled in 3-D Secure: an authenticated payment would shift fraud liability to the issuer
    number: '4000000000001547',
    scheme: 'visa',
    outcome: 'chargeback',
    threeDSecure: 'not_enrolled',
    responseCode: 1000,
    finalStatus: 'captured',
    webhooks: ['payment.captured', 'dispute.created'],
    dispute: {status: 'needs_response', reasonCode: '10.4', reasonFamily: 'fraud', opensAfterMinutes: 2},
  },
  {
    number: '5200000000002466',
    scheme: 'mastercard',
    outcome: 'inquiry',
    threeDSecure: 'frictionless',
    responseCode: 1000,
    finalStatus: 'captured',
    webhooks: ['payment.captured', 'dispute.created'],
    dispute: {status: 'inquiry', reasonCode: '6321', reasonFamily: 'fraud', opensAfterMinutes: 2},
  },
];

export const disputeTestCards = testCards.filter(
  (card): card is TestCard & {dispute: TestCardDispute} => card.dispute !== undefined,
);

/** When the sandbox opens the dispute of a card, for the reader. */
export const disputeOpensText = ({opensAfterMinutes}: TestCardDispute): Localized => ({
  en: `${opensAfterMinutes} minutes after capture`,
  uk: `через ${opensAfterMinutes} хв після списання`,
});

/** How a sandbox dispute ends after you submit evidence with a given value in `uncategorized_text`. */
export interface TestDisputeEnding {
  status: DisputeStatus;
  closedReason: DisputeClosedReason;
}

export interface TestDisputeEvidenceValue {
  /** Text that `uncategorized_text` contains (anywhere in it). */
  value: string;
  /** Minutes between the submission and the final webhook. */
  decidedAfterMinutes: number;
  chargeback: TestDisputeEnding;
  inquiry: TestDisputeEnding;
  result: Localized;
}

export const disputeEvidenceField = 'uncategorized_text';

export const testDisputeEvidence: TestDisputeEvidenceValue[] = [
  {
    value: 'kalyna_test_win',
    decidedAfterMinutes: 2,
    chargeback: {status: 'won', closedReason: 'evidence_accepted'},
    inquiry: {status: 'closed', closedReason: 'inquiry_answered'},
    result: {
      en: 'Two minutes after submission a chargeback is `won` (`evidence_accepted`, `dispute.won`) and an inquiry is `closed` (`inquiry_answered`, `dispute.closed`).',
      uk: 'Через дві хвилини після надсилання чарджбек переходить у `won` (`evidence_accepted`, `dispute.won`), а запит на копію документів — у `closed` (`inquiry_answered`, `dispute.closed`).',
    },
  },
  {
    value: 'kalyna_test_lose',
    decidedAfterMinutes: 2,
    chargeback: {status: 'lost', closedReason: 'evidence_rejected'},
    inquiry: {status: 'lost', closedReason: 'evidence_rejected'},
    result: {
      en: 'Two minutes after submission the dispute is `lost` (`evidence_rejected`, `dispute.lost`).',
      uk: 'Через дві хвилини після надсилання диспут переходить у `lost` (`evidence_rejected`, `dispute.lost`).',
    },
  },
];

/** What evidence without either value does. */
export const otherDisputeEvidence: Localized = {
  en: 'Any other evidence: the dispute stays `under_review` until you choose the issuer’s decision on the sandbox simulator page, `https://pay.kalyna.example/simulator/<dispute id>`, which can also open pre-arbitration.',
  uk: 'Будь-які інші докази: диспут лишається в `under_review`, доки ви не оберете рішення банку-емітента на сторінці-симуляторі тестового режиму `https://pay.kalyna.example/simulator/<dispute id>`; там можна й відкрити передарбітраж.',
};

/** The Luhn (mod 10) check every card number must pass. */
export function passesLuhn(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i += 1) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return /^\d{12,19}$/.test(number) && sum % 10 === 0;
}
