/**
 * The sandbox test values of the alternative payment methods: which tax id, UPI ID or phone number gives which outcome,
 * and what every other value does. The test-card page and each method page render their tables from this list
 * (<SandboxTestValues>), and tests/content/sandbox-test-values.test.ts fails when a page states a test value or an
 * outcome this list does not hold.
 */
/** A text in both locales. */
export type Localized = {en: string; uk: string};

export type SandboxMethod =
  'pix' | 'boleto' | 'picpay' | 'upi' | 'paytm' | 'phonepe' | 'gcash' | 'mpesa' | 'mobile_balance';

/** What the payment does: `captured` (paid), `declined`, `expired` or `refused` at creation. */
export type SandboxOutcome = 'captured' | 'declined' | 'expired' | 'refused';

export interface SandboxTestValue {
  value: string;
  outcome: SandboxOutcome;
  /** The response code the payment ends with (1000 when it is captured). */
  statusCode: number;
  /** What happens, for the reader; `code` spans in backticks. */
  result: Localized;
}

/** What a well-formed value that is not in the list does. */
export type OtherValues = {kind: 'simulator'} | {kind: 'same-as'; value: string};

export interface SandboxMethodValues {
  method: SandboxMethod;
  name: Localized;
  route: string;
  /** The request field the value goes in. */
  field: string;
  /** What kind of value it is, for the "any other" row ("CPF or CNPJ", "UPI ID"). */
  valueKind: Localized;
  values: SandboxTestValue[];
  otherValues: OtherValues;
}

const paid = (seconds: number): Pick<SandboxTestValue, 'outcome' | 'statusCode' | 'result'> => ({
  outcome: 'captured',
  statusCode: 1000,
  result: {
    en: `Paid ${seconds} seconds after creation: \`captured\`, status code 1000`,
    uk: `Оплачено через ${seconds} с після створення: \`captured\`, код відповіді 1000`,
  },
});

const confirmed: Pick<SandboxTestValue, 'outcome' | 'statusCode' | 'result'> = {
  outcome: 'captured',
  statusCode: 1000,
  result: {
    en: 'Confirmed a few seconds after creation: `captured`, status code 1000',
    uk: 'Підтверджено через кілька секунд після створення: `captured`, код відповіді 1000',
  },
};

const rejected: Pick<SandboxTestValue, 'outcome' | 'statusCode' | 'result'> = {
  outcome: 'declined',
  statusCode: 1702,
  result: {
    en: 'The customer rejects: `declined`, status code 1702',
    uk: 'Клієнт відмовляється: `declined`, код відповіді 1702',
  },
};

const expiresAfter = (
  duration: Localized,
  statusCode: 1701 | 1703,
): Pick<SandboxTestValue, 'outcome' | 'statusCode' | 'result'> => ({
  outcome: 'expired',
  statusCode,
  result: {
    en: `Never paid: \`expired\` ${duration.en}, status code ${statusCode}`,
    uk: `Не оплачується: \`expired\` ${duration.uk}, код відповіді ${statusCode}`,
  },
});

const after60Seconds: Localized = {en: '60 seconds after creation', uk: 'через 60 с після створення'};

const refused = (why: Localized): Pick<SandboxTestValue, 'outcome' | 'statusCode' | 'result'> => ({
  outcome: 'refused',
  statusCode: 1107,
  result: {
    en: `Refused at creation with 1107 (${why.en})`,
    uk: `Відхиляється під час створення з кодом 1107 (${why.uk})`,
  },
});

const wrongCheckDigits: Localized = {en: 'wrong check digits', uk: 'неправильні контрольні цифри'};

/** The phone numbers of a redirect wallet: …1 pays, …2 is rejected, …3 expires. */
function walletPhones(prefix: string, expiry: Pick<SandboxTestValue, 'outcome' | 'statusCode' | 'result'>) {
  return [
    {value: `${prefix}1`, ...confirmed},
    {value: `${prefix}2`, ...rejected},
    {value: `${prefix}3`, ...expiry},
  ];
}

const phoneNumber: Localized = {en: 'phone number', uk: 'номер телефону'};
const cpfOrCnpj: Localized = {en: 'CPF or CNPJ', uk: 'CPF чи CNPJ'};

export const sandboxTestValues: SandboxMethodValues[] = [
  {
    method: 'pix',
    name: {en: 'Pix', uk: 'Pix'},
    route: '/payment-methods/digital-wallets/pix/',
    field: 'payment_method.pix.tax_id',
    valueKind: cpfOrCnpj,
    values: [
      {value: '11144477735', ...paid(5)},
      {value: '11222333000181', ...paid(5)},
      {value: '12ABC34501DE35', ...paid(5)},
      {value: '52998224725', ...expiresAfter(after60Seconds, 1703)},
      {value: '12345678900', ...refused(wrongCheckDigits)},
    ],
    otherValues: {kind: 'simulator'},
  },
  {
    method: 'boleto',
    name: {en: 'Boleto', uk: 'Boleto'},
    route: '/payment-methods/vouchers/boleto/',
    field: 'payment_method.boleto.tax_id',
    valueKind: cpfOrCnpj,
    values: [
      {value: '12345678909', ...paid(10)},
      {value: '52998224725', ...expiresAfter({en: 'at `expires_at`', uk: 'о `expires_at`'}, 1703)},
      {value: '12345678900', ...refused(wrongCheckDigits)},
    ],
    otherValues: {kind: 'same-as', value: '12345678909'},
  },
  {
    method: 'picpay',
    name: {en: 'PicPay', uk: 'PicPay'},
    route: '/payment-methods/digital-wallets/picpay/',
    field: 'customer.phone',
    valueKind: phoneNumber,
    values: walletPhones('+551199000000', expiresAfter(after60Seconds, 1703)),
    otherValues: {kind: 'simulator'},
  },
  {
    method: 'upi',
    name: {en: 'UPI (collect)', uk: 'UPI (collect)'},
    route: '/payment-methods/digital-wallets/upi/',
    field: 'payment_method.upi.vpa',
    valueKind: {en: 'UPI ID', uk: 'UPI ID'},
    values: [
      {value: 'success@kalyna', ...confirmed},
      {value: 'failure@kalyna', ...rejected},
      {value: 'expire@kalyna', ...expiresAfter(after60Seconds, 1701)},
      {value: 'unknown@kalyna', ...refused({en: 'the UPI ID does not exist', uk: 'такого UPI ID не існує'})},
    ],
    otherValues: {kind: 'simulator'},
  },
  {
    method: 'paytm',
    name: {en: 'Paytm', uk: 'Paytm'},
    route: '/payment-methods/digital-wallets/paytm/',
    field: 'customer.phone',
    valueKind: phoneNumber,
    values: walletPhones('+91900000000', expiresAfter(after60Seconds, 1701)),
    otherValues: {kind: 'simulator'},
  },
  {
    method: 'phonepe',
    name: {en: 'PhonePe', uk: 'PhonePe'},
    route: '/payment-methods/digital-wallets/phonepe/',
    field: 'customer.phone',
    valueKind: phoneNumber,
    values: walletPhones('+91910000000', {
      outcome: 'expired',
      statusCode: 1701,
      result: {
        en: 'Never paid: `expired` 60 seconds after creation, status code 1701 (`intent`) or 1703 (`qr`)',
        uk: 'Не оплачується: `expired` через 60 с після створення, код відповіді 1701 (`intent`) або 1703 (`qr`)',
      },
    }),
    otherValues: {kind: 'simulator'},
  },
  {
    method: 'gcash',
    name: {en: 'GCash', uk: 'GCash'},
    route: '/payment-methods/digital-wallets/gg/',
    field: 'customer.phone',
    valueKind: phoneNumber,
    values: walletPhones('+63917000000', expiresAfter(after60Seconds, 1701)),
    otherValues: {kind: 'simulator'},
  },
  {
    method: 'mpesa',
    name: {en: 'M-Pesa', uk: 'M-Pesa'},
    route: '/payment-methods/mobile-payments/mpesa/',
    field: 'payment_method.mpesa.phone',
    valueKind: {en: 'Safaricom number', uk: 'номер Safaricom'},
    values: [
      {value: '254712345601', ...confirmed},
      {value: '254712345602', ...rejected},
      {
        value: '254712345603',
        ...expiresAfter({en: 'two minutes after creation', uk: 'через дві хвилини після створення'}, 1701),
      },
    ],
    otherValues: {kind: 'same-as', value: '254712345601'},
  },
  {
    method: 'mobile_balance',
    name: {en: 'Mobile balance (Kazakhstan)', uk: 'Мобільний баланс (Казахстан)'},
    route: '/payment-methods/mobile-payments/mp-kazachstan/',
    field: 'payment_method.mobile_balance.phone',
    valueKind: {en: 'Kazakh mobile number', uk: 'казахстанський мобільний номер'},
    values: [
      {value: '+77011234501', ...confirmed},
      {value: '+77011234502', ...rejected},
      {
        value: '+77011234503',
        ...expiresAfter({en: 'five minutes after creation', uk: 'через пʼять хвилин після створення'}, 1701),
      },
    ],
    otherValues: {kind: 'same-as', value: '+77011234501'},
  },
];

export function sandboxValuesOf(method: SandboxMethod): SandboxMethodValues {
  const entry = sandboxTestValues.find((candidate) => candidate.method === method);
  if (!entry) throw new Error(`No sandbox test values for ${method}`);
  return entry;
}

/** The "any other value" row, for the reader. */
export function otherValuesText(entry: SandboxMethodValues): Localized {
  const {otherValues, valueKind} = entry;
  if (otherValues.kind === 'simulator') {
    return {
      en: `Any other valid ${valueKind.en}: the payment waits; choose the outcome on the simulator page`,
      uk: `Будь-яке інше коректне значення (${valueKind.uk}): платіж чекає, результат ви обираєте на сторінці симулятора`,
    };
  }
  return {
    en: `Any other valid ${valueKind.en}: the same as \`${otherValues.value}\``,
    uk: `Будь-яке інше коректне значення (${valueKind.uk}): так само, як \`${otherValues.value}\``,
  };
}
