/**
 * Stripe's codes for a declined card and the Kalyna response codes that stand for the same declines, for merchants
 * who move an integration over and branch on those codes today. The codes page renders it next to the ISO 8583
 * table, and the search index files each Stripe code under that page, so a pasted `generic_decline` leads there.
 * Codes that Kalyna names the same way (`insufficient_funds`, `expired_card`, `invalid_cvc`) are left out: the
 * response-code tables already define them.
 */
export interface StripeDeclineCode {
  /** Stripe's `code` or `decline_code`. */
  stripeCode: string;
  /** The Kalyna response codes of the same declines; none where the flow itself differs (see `note`). */
  kalynaCodes: number[];
  /** Where one code cannot stand for it: what happens at Kalyna instead. */
  note?: {en: string; uk: string};
}

export const stripeDeclineCodes: StripeDeclineCode[] = [
  {
    stripeCode: 'card_declined',
    kalynaCodes: [],
    note: {
      en: 'Not an error at Kalyna: the payment is created, ends as `declined` and carries the reason as an authorization code (`13xx`).',
      uk: 'У Kalyna це не помилка: платіж створюється, завершується статусом `declined`, а причину відмови містить код авторизації (`13xx`).',
    },
  },
  {stripeCode: 'generic_decline', kalynaCodes: [1301]},
  {stripeCode: 'do_not_honor', kalynaCodes: [1301]},
  {stripeCode: 'incorrect_number', kalynaCodes: [1101]},
  {stripeCode: 'invalid_expiry_month', kalynaCodes: [1102]},
  {stripeCode: 'invalid_expiry_year', kalynaCodes: [1102]},
  {stripeCode: 'incorrect_cvc', kalynaCodes: [1103]},
  {stripeCode: 'lost_card', kalynaCodes: [1304]},
  {stripeCode: 'stolen_card', kalynaCodes: [1304]},
  {stripeCode: 'pickup_card', kalynaCodes: [1304]},
  {stripeCode: 'card_velocity_exceeded', kalynaCodes: [1305]},
  {stripeCode: 'withdrawal_count_limit_exceeded', kalynaCodes: [1305]},
  {stripeCode: 'transaction_not_allowed', kalynaCodes: [1306]},
  {stripeCode: 'card_not_supported', kalynaCodes: [1306]},
  {stripeCode: 'fraudulent', kalynaCodes: [1307]},
  {stripeCode: 'issuer_not_available', kalynaCodes: [1308]},
  {
    stripeCode: 'authentication_required',
    kalynaCodes: [1201, 1202],
    note: {
      en: 'A card that requires 3-D Secure is not declined at Kalyna: the payment waits in `pending` with a `redirect_to_url` next action. These codes come only if the customer then fails or abandons the check.',
      uk: 'Картку, що вимагає 3-D Secure, Kalyna не відхиляє: платіж чекає в статусі `pending` з наступною дією `redirect_to_url`. Ці коди зʼявляються, лише якщо клієнт не пройде перевірку або покине її.',
    },
  },
];
