/**
 * The sandbox test values of every payout rail: which beneficiary field decides the outcome, and which values fail,
 * are returned or succeed. Each rail guide renders its table from this list (<SandboxPayoutValues rail="…">), the
 * test-card page renders a summary of every rail, and tests/content/sandbox-payout-values.test.ts checks that every
 * rail guide shows its table and that every example value is well-formed for its rail (a malformed value would be
 * refused with 422 before the sandbox rule is ever reached).
 */
import {testCards} from './test-cards';

/** A text in both locales. */
export type Localized = {en: string; uk: string};

export type PayoutRail = 'card' | 'ua_bank' | 'in_bank_imps' | 'br_bank' | 'br_pix' | 'jp_bank' | 'in_paytm';

export type PixKeyType = 'cpf' | 'cnpj' | 'email' | 'phone' | 'evp';

/** A value ready to paste into the deciding field. */
export interface PayoutTestValue {
  value: string;
  /** For a Pix key: the `pix_key_type` to send with it. */
  pixKeyType?: PixKeyType;
}

export interface PayoutTestRow {
  /** Which values give this outcome, for the reader; `code` spans in backticks. Empty when the example says it all. */
  values: Localized;
  examples: PayoutTestValue[];
  /** The payout's final status. */
  status: 'succeeded' | 'failed' | 'returned';
  /** The payout's final `status_code`. */
  statusCode: 1000 | 1601 | 1602 | 1605;
  /** What happens, for the reader; `code` spans in backticks. */
  result: Localized;
}

interface PayoutRailBase {
  rail: PayoutRail;
  name: Localized;
  /** The guides whose sandbox section shows the rail; the first is the rail's own and the summary links to it. */
  routes: string[];
  /** The id of that section on those guides. */
  anchor: string;
  /** The request field that decides the outcome. */
  field: string;
}

export interface EnabledPayoutRail extends PayoutRailBase {
  kind: 'enabled';
  /** What decides the outcome, for the summary on the test-card page. */
  decidedBy: Localized;
  rows: PayoutTestRow[];
}

/** A rail that refuses every request, so there is nothing to choose. */
export interface DisabledPayoutRail extends PayoutRailBase {
  kind: 'disabled';
  result: Localized;
}

export type SandboxPayoutRail = EnabledPayoutRail | DisabledPayoutRail;

const credited: Localized = {
  en: 'The beneficiary is credited: `payout.succeeded`',
  uk: 'Кошти зараховано бенефіціару: `payout.succeeded`',
};

const bankRefuses: Localized = {
  en: 'The beneficiary’s bank refuses the credit: `payout.failed`',
  uk: 'Банк бенефіціара відмовляє в зарахуванні: `payout.failed`',
};

const noSuchAccount: Localized = {en: 'The account does not exist', uk: 'Такого рахунку немає'};

/** The ending that decides a bank rail's outcome, as the first cell says it. */
type Ending = (digits: string) => Localized;

const endsIn: Ending = (digits) => ({en: `Ends in \`${digits}\``, uk: `Закінчується на \`${digits}\``});

/**
 * The rule every bank rail shares (the test-card page stated it first for bank accounts): the last four digits of
 * the account give 1601, 1602 or a return with 1605, so that `payout.returned` can be tested; anything else succeeds.
 */
function lastFourDigits(options: {
  ending: Ending;
  examples: Record<1601 | 1602 | 1605, PayoutTestValue[]>;
  unknownAccount: Localized;
  other: {values: Localized; examples: PayoutTestValue[]};
}): PayoutTestRow[] {
  const {ending, examples, unknownAccount, other} = options;
  return [
    {
      values: ending('1601'),
      examples: examples[1601],
      status: 'failed',
      statusCode: 1601,
      result: {en: `${unknownAccount.en}: \`payout.failed\``, uk: `${unknownAccount.uk}: \`payout.failed\``},
    },
    {values: ending('1602'), examples: examples[1602], status: 'failed', statusCode: 1602, result: bankRefuses},
    {
      values: ending('1605'),
      examples: examples[1605],
      status: 'returned',
      statusCode: 1605,
      result: {
        en: 'Credited (`payout.succeeded`), then sent back five minutes later: `payout.returned`',
        uk: 'Кошти зараховано (`payout.succeeded`), а через пʼять хвилин банк їх повертає: `payout.returned`',
      },
    },
    {values: other.values, examples: other.examples, status: 'succeeded', statusCode: 1000, result: credited},
  ];
}

const one = (value: string): PayoutTestValue[] => [{value}];

/** The card the sandbox declines payments with (1301) also refuses payouts, with the payout code 1602. */
const refusingCard = '4000000000000002';

/** One success card of each scheme: 3-D Secure plays no part in a payout, so the frictionless ones stand for all. */
const successCards = testCards
  .filter((card) => card.outcome === 'success' && card.threeDSecure === 'frictionless')
  .map((card) => ({value: card.number}));

export const sandboxPayoutRails: SandboxPayoutRail[] = [
  {
    kind: 'enabled',
    rail: 'card',
    name: {en: 'Card', uk: 'Картка'},
    routes: ['/transactions-credit/cards/'],
    anchor: 'test-in-the-sandbox',
    field: 'beneficiary.card.number',
    decidedBy: {
      en: 'The card: `beneficiary.card.number`, or the card a `beneficiary.token` was created from',
      uk: 'Картка: `beneficiary.card.number` або картка, з якої створено `beneficiary.token`',
    },
    rows: [
      {
        values: {en: 'Any success card', uk: 'Будь-яка успішна тестова картка'},
        examples: successCards,
        status: 'succeeded',
        statusCode: 1000,
        result: credited,
      },
      {
        values: {en: '', uk: ''},
        examples: one(refusingCard),
        status: 'failed',
        statusCode: 1602,
        result: {
          en: 'The issuer refuses the credit: `payout.failed`',
          uk: 'Банк-емітент відмовляє в зарахуванні: `payout.failed`',
        },
      },
    ],
  },
  {
    kind: 'enabled',
    rail: 'ua_bank',
    name: {en: 'Ukrainian bank account (IBAN)', uk: 'Рахунок в українському банку (IBAN)'},
    routes: ['/transactions-credit/overview/'],
    anchor: 'ua-bank-sandbox',
    field: 'beneficiary.iban',
    decidedBy: {en: 'The last four digits of `beneficiary.iban`', uk: 'Останні чотири цифри `beneficiary.iban`'},
    // The guide's IBAN with its last four digits changed and the check digits computed again (ISO 13616, mod 97).
    rows: lastFourDigits({
      ending: endsIn,
      examples: {
        1601: one('UA933223130000026007233561601'),
        1602: one('UA663223130000026007233561602'),
        1605: one('UA823223130000026007233561605'),
      },
      unknownAccount: noSuchAccount,
      other: {
        values: {en: 'Any other valid IBAN', uk: 'Будь-який інший коректний IBAN'},
        examples: one('UA213223130000026007233566001'),
      },
    }),
  },
  {
    kind: 'enabled',
    rail: 'in_bank_imps',
    name: {en: 'Indian bank account (IMPS, NEFT, RTGS)', uk: 'Рахунок в індійському банку (IMPS, NEFT, RTGS)'},
    routes: ['/transactions-credit/imps/', '/transactions-credit/india-banks/'],
    anchor: 'test-in-the-sandbox',
    field: 'beneficiary.account_number',
    decidedBy: {
      en: 'The last four digits of `beneficiary.account_number`, whatever the `transfer_mode`',
      uk: 'Останні чотири цифри `beneficiary.account_number`, за будь-якого значення `transfer_mode`',
    },
    rows: lastFourDigits({
      ending: endsIn,
      examples: {1601: one('50100234561601'), 1602: one('50100234561602'), 1605: one('50100234561605')},
      unknownAccount: noSuchAccount,
      other: {
        values: {en: 'Any other account number', uk: 'Будь-який інший номер рахунку'},
        examples: one('50100234567890'),
      },
    }),
  },
  {
    kind: 'enabled',
    rail: 'br_bank',
    name: {en: 'Brazilian bank account (TED)', uk: 'Рахунок у бразильському банку (TED)'},
    routes: ['/transactions-credit/brazil-banks/'],
    anchor: 'test-in-the-sandbox',
    field: 'beneficiary.account',
    decidedBy: {
      en: 'The last four digits of `beneficiary.account` before its check digit',
      uk: 'Останні чотири цифри `beneficiary.account` перед контрольною цифрою',
    },
    // The check digit is the bank's own and Kalyna checks only its shape, so it plays no part in the rule.
    rows: lastFourDigits({
      ending: (digits) => ({
        en: `\`${digits}\` before the check digit`,
        uk: `\`${digits}\` перед контрольною цифрою`,
      }),
      examples: {1601: one('87651601-7'), 1602: one('87651602-7'), 1605: one('87651605-7')},
      unknownAccount: noSuchAccount,
      other: {values: {en: 'Any other account', uk: 'Будь-який інший рахунок'}, examples: one('87654321-7')},
    }),
  },
  {
    kind: 'enabled',
    rail: 'br_pix',
    name: {en: 'Pix key', uk: 'Ключ Pix'},
    routes: ['/transactions-credit/pix/'],
    anchor: 'test-in-the-sandbox',
    field: 'beneficiary.pix_key',
    decidedBy: {
      en: 'The last four digits of a `cpf`, `cnpj` or `phone` key in `beneficiary.pix_key`; `email` and `evp` keys always succeed',
      uk: 'Останні чотири цифри ключа `cpf`, `cnpj` чи `phone` у `beneficiary.pix_key`; ключі `email` і `evp` завжди проходять',
    },
    // A tax number ends in its two check digits, so these CPFs and CNPJs were searched for, not edited: each has
    // valid modulo-11 check digits and ends in the four digits of its row.
    rows: lastFourDigits({
      ending: (digits) => ({
        en: `A \`cpf\`, \`cnpj\` or \`phone\` key ending in \`${digits}\``,
        uk: `Ключ \`cpf\`, \`cnpj\` чи \`phone\`, що закінчується на \`${digits}\``,
      }),
      examples: {
        1601: [
          {value: '15351191601', pixKeyType: 'cpf'},
          {value: '45712119001601', pixKeyType: 'cnpj'},
          {value: '+5511900001601', pixKeyType: 'phone'},
        ],
        1602: [
          {value: '15351541602', pixKeyType: 'cpf'},
          {value: '45712135001602', pixKeyType: 'cnpj'},
          {value: '+5511900001602', pixKeyType: 'phone'},
        ],
        1605: [
          {value: '15351051605', pixKeyType: 'cpf'},
          {value: '45712133001605', pixKeyType: 'cnpj'},
          {value: '+5511900001605', pixKeyType: 'phone'},
        ],
      },
      unknownAccount: {en: 'The key is not in the Pix directory', uk: 'Такого ключа немає в каталозі Pix'},
      other: {
        values: {
          en: 'Any `email` or `evp` key, and any other `cpf`, `cnpj` or `phone` key',
          uk: 'Будь-який ключ `email` чи `evp` і будь-який інший ключ `cpf`, `cnpj` чи `phone`',
        },
        examples: [
          {value: 'mariana@customer.example', pixKeyType: 'email'},
          {value: 'f9ace956-b785-48ee-8d6f-4988a1f55130', pixKeyType: 'evp'},
          {value: '15350946056', pixKeyType: 'cpf'},
        ],
      },
    }),
  },
  {
    kind: 'enabled',
    rail: 'jp_bank',
    name: {en: 'Japanese bank account (Zengin)', uk: 'Рахунок у японському банку (Zengin)'},
    routes: ['/transactions-credit/japan-banks/'],
    anchor: 'test-in-the-sandbox',
    field: 'beneficiary.account_number',
    decidedBy: {
      en: 'The last four digits of `beneficiary.account_number`',
      uk: 'Останні чотири цифри `beneficiary.account_number`',
    },
    rows: lastFourDigits({
      ending: endsIn,
      examples: {1601: one('0001601'), 1602: one('0001602'), 1605: one('0001605')},
      unknownAccount: noSuchAccount,
      other: {
        values: {en: 'Any other account number', uk: 'Будь-який інший номер рахунку'},
        examples: one('0012345'),
      },
    }),
  },
  {
    kind: 'disabled',
    rail: 'in_paytm',
    name: {en: 'Paytm wallet', uk: 'Гаманець Paytm'},
    routes: ['/transactions-credit/paytm/'],
    anchor: 'test-in-the-sandbox',
    field: 'beneficiary.phone',
    result: {
      en: 'Disabled: every request returns HTTP 403 `permission_denied`, in the sandbox too',
      uk: 'Вимкнено: кожен запит повертає HTTP 403 `permission_denied`, у тестовому режимі теж',
    },
  },
];

export function sandboxPayoutRail(rail: PayoutRail): SandboxPayoutRail {
  const entry = sandboxPayoutRails.find((candidate) => candidate.rail === rail);
  if (!entry) throw new Error(`No sandbox payout values for ${rail}`);
  return entry;
}

/** The outcomes the summary gives a column each, in the order of the bank rails' rows. */
export const payoutOutcomes: Pick<PayoutTestRow, 'status' | 'statusCode'>[] = [
  {status: 'failed', statusCode: 1601},
  {status: 'failed', statusCode: 1602},
  {status: 'returned', statusCode: 1605},
  {status: 'succeeded', statusCode: 1000},
];

/** The example values of a rail that end with one outcome, for the summary. */
export function examplesWith(entry: EnabledPayoutRail, outcome: Pick<PayoutTestRow, 'statusCode'>): PayoutTestValue[] {
  return entry.rows.filter((row) => row.statusCode === outcome.statusCode).flatMap((row) => row.examples);
}
