/**
 * The payment status machine: one place defines which transitions exist, what causes them, which webhook fires and
 * which response codes can come with them. The lifecycle page draws it; tests check every transition a page names.
 */
export type PaymentStatus =
  | 'created'
  | 'pending'
  | 'authorized'
  | 'captured'
  | 'voided'
  | 'cancelled'
  | 'expired'
  | 'declined'
  | 'failed'
  | 'partially_refunded'
  | 'refunded';

export interface PaymentStateInfo {
  status: PaymentStatus;
  final: boolean;
  description: {en: string; uk: string};
}

export interface PaymentTransition {
  from: PaymentStatus;
  to: PaymentStatus;
  /** What moves the payment: an API operation (method and path) or an event outside your control. */
  trigger: {en: string; uk: string};
  operation?: string;
  webhook: string;
  responseCodes: number[];
}

const text = (en: string, uk: string) => ({en, uk});

export const paymentStates: PaymentStateInfo[] = [
  {
    status: 'created',
    final: false,
    description: text(
      'The payment exists; the customer has not acted yet.',
      'Платіж створено; клієнт ще нічого не зробив.',
    ),
  },
  {
    status: 'pending',
    final: false,
    description: text(
      'Waiting for the customer: 3-D Secure, a redirect, a QR code or a voucher.',
      'Очікуємо дії клієнта: 3-D Secure, перенаправлення, QR-код або ваучер.',
    ),
  },
  {
    status: 'authorized',
    final: false,
    description: text(
      'Funds are held on the card; capture or void them.',
      'Кошти заблоковано (холд) на картці; спишіть їх або скасуйте холд.',
    ),
  },
  {
    status: 'captured',
    final: false,
    description: text(
      'Funds are charged and will be settled to you. Refunds are still possible.',
      'Кошти списано, їх буде перераховано вам. Повернення ще можливе.',
    ),
  },
  {
    status: 'voided',
    final: true,
    description: text('The hold was released; nothing was charged.', 'Холд скасовано; нічого не списано.'),
  },
  {
    status: 'cancelled',
    final: true,
    description: text(
      'The payment was cancelled before the customer paid.',
      'Платіж скасовано до того, як клієнт оплатив.',
    ),
  },
  {
    status: 'expired',
    final: true,
    description: text('The customer did not pay before `expires_at`.', 'Клієнт не оплатив до `expires_at`.'),
  },
  {
    status: 'declined',
    final: true,
    description: text(
      'The issuer, 3-D Secure or a risk check declined the attempt.',
      'Спробу відхилив банк-емітент, 3-D Secure або перевірка ризиків.',
    ),
  },
  {
    status: 'failed',
    final: true,
    description: text(
      'A technical error ended the attempt; no money moved.',
      'Спробу завершила технічна помилка; кошти не рухалися.',
    ),
  },
  {
    status: 'partially_refunded',
    final: false,
    description: text(
      'Part of the captured amount was refunded; more refunds are possible.',
      'Частину списаної суми повернуто; можливі подальші повернення.',
    ),
  },
  {
    status: 'refunded',
    final: true,
    description: text('The whole captured amount was refunded.', 'Усю списану суму повернуто.'),
  },
];

export const paymentTransitions: PaymentTransition[] = [
  {
    from: 'created',
    to: 'pending',
    trigger: text(
      'The customer must act (3-D Secure, redirect, QR, voucher).',
      'Клієнт має діяти (3-D Secure, перенаправлення, QR, ваучер).',
    ),
    webhook: 'payment.pending',
    responseCodes: [],
  },
  {
    from: 'created',
    to: 'authorized',
    trigger: text(
      'Frictionless authorization with `capture: false`.',
      'Авторизація без додаткових кроків із `capture: false`.',
    ),
    webhook: 'payment.authorized',
    responseCodes: [1000],
  },
  {
    from: 'created',
    to: 'captured',
    trigger: text(
      'Frictionless one-step purchase (`capture: true`).',
      'Одноетапна покупка без додаткових кроків (`capture: true`).',
    ),
    webhook: 'payment.captured',
    responseCodes: [1000],
  },
  {
    from: 'pending',
    to: 'authorized',
    trigger: text('The customer completed the action; `capture: false`.', 'Клієнт завершив дію; `capture: false`.'),
    webhook: 'payment.authorized',
    responseCodes: [1000],
  },
  {
    from: 'pending',
    to: 'captured',
    trigger: text('The customer completed the action; one-step purchase.', 'Клієнт завершив дію; одноетапна покупка.'),
    webhook: 'payment.captured',
    responseCodes: [1000],
  },
  {
    from: 'authorized',
    to: 'captured',
    trigger: text('You capture the hold, fully or partially.', 'Ви списуєте кошти з холду повністю або частково.'),
    operation: 'POST /payments/{id}/capture',
    webhook: 'payment.captured',
    responseCodes: [1000, 1401, 1402, 1403],
  },
  {
    from: 'authorized',
    to: 'voided',
    trigger: text(
      'You void the hold, or it expires unused.',
      'Ви скасовуєте холд, або він завершується невикористаним.',
    ),
    operation: 'POST /payments/{id}/void',
    webhook: 'payment.voided',
    responseCodes: [1000, 1401],
  },
  {
    from: 'created',
    to: 'cancelled',
    trigger: text('You cancel the unpaid payment.', 'Ви скасовуєте неоплачений платіж.'),
    operation: 'POST /payments/{id}/cancel',
    webhook: 'payment.cancelled',
    responseCodes: [],
  },
  {
    from: 'pending',
    to: 'cancelled',
    trigger: text('You cancel while the customer has not paid.', 'Ви скасовуєте, поки клієнт не оплатив.'),
    operation: 'POST /payments/{id}/cancel',
    webhook: 'payment.cancelled',
    responseCodes: [],
  },
  {
    from: 'created',
    to: 'expired',
    trigger: text('`expires_at` passes without payment.', '`expires_at` минає без оплати.'),
    webhook: 'payment.expired',
    responseCodes: [1703],
  },
  {
    from: 'pending',
    to: 'expired',
    trigger: text('The customer did not finish before `expires_at`.', 'Клієнт не завершив оплату до `expires_at`.'),
    webhook: 'payment.expired',
    responseCodes: [1701, 1703],
  },
  {
    from: 'created',
    to: 'declined',
    trigger: text(
      'Validation, the issuer or risk checks decline the attempt.',
      'Спробу відхиляє перевірка даних, банк-емітент або перевірка ризиків.',
    ),
    webhook: 'payment.declined',
    responseCodes: [1101, 1102, 1103, 1104, 1105, 1106, 1107, 1301, 1302, 1303, 1304, 1305, 1306, 1307],
  },
  {
    from: 'pending',
    to: 'declined',
    trigger: text(
      '3-D Secure fails, the issuer declines or the customer rejects.',
      '3-D Secure не пройдено, банк-емітент відхилив або клієнт відмовився.',
    ),
    webhook: 'payment.declined',
    responseCodes: [1201, 1202, 1301, 1302, 1303, 1304, 1305, 1306, 1307, 1702],
  },
  {
    from: 'created',
    to: 'failed',
    trigger: text(
      'A technical error at the issuer or scheme.',
      'Технічна помилка на боці банку-емітента чи платіжної системи.',
    ),
    webhook: 'payment.failed',
    responseCodes: [1203, 1308],
  },
  {
    from: 'pending',
    to: 'failed',
    trigger: text('A technical error while waiting for the customer.', 'Технічна помилка під час очікування клієнта.'),
    webhook: 'payment.failed',
    responseCodes: [1203, 1308],
  },
  {
    from: 'captured',
    to: 'partially_refunded',
    trigger: text('You refund part of the captured amount.', 'Ви повертаєте частину списаної суми.'),
    operation: 'POST /payments/{id}/refunds',
    webhook: 'payment.partially_refunded',
    responseCodes: [1000, 1501, 1502, 1503, 1504],
  },
  {
    from: 'captured',
    to: 'refunded',
    trigger: text('You refund the whole captured amount.', 'Ви повертаєте всю списану суму.'),
    operation: 'POST /payments/{id}/refunds',
    webhook: 'payment.refunded',
    responseCodes: [1000, 1501, 1502, 1503, 1504],
  },
  {
    from: 'partially_refunded',
    to: 'partially_refunded',
    trigger: text(
      'Another partial refund that leaves something to refund.',
      'Ще одне часткове повернення, після якого залишок не нульовий.',
    ),
    operation: 'POST /payments/{id}/refunds',
    webhook: 'payment.partially_refunded',
    responseCodes: [1000, 1501, 1503],
  },
  {
    from: 'partially_refunded',
    to: 'refunded',
    trigger: text('The refunds reach the captured amount.', 'Сума повернень досягає списаної суми.'),
    operation: 'POST /payments/{id}/refunds',
    webhook: 'payment.refunded',
    responseCodes: [1000, 1501, 1503],
  },
];

export const isAllowedTransition = (from: string, to: string): boolean =>
  paymentTransitions.some((transition) => transition.from === from && transition.to === to);
