/** Every webhook event type Kalyna sends, with the resource it carries. */
export interface WebhookEventType {
  type: string;
  resource: 'payment' | 'refund' | 'dispute' | 'payout' | 'p2p_transfer' | 'subscription' | 'receipt' | 'settlement';
  when: {en: string; uk: string};
}

const e = (type: string, resource: WebhookEventType['resource'], en: string, uk: string): WebhookEventType => ({
  type,
  resource,
  when: {en, uk},
});

/**
 * The page that lists every event type, as a route relative to the locale base: search ranks it first for an event
 * type, above the pages that show a few of them.
 */
export const webhookEventsPage = 'webhooks/setting/';

export const webhookEvents: WebhookEventType[] = [
  e('payment.created', 'payment', 'A payment was created.', 'Платіж створено.'),
  e(
    'payment.pending',
    'payment',
    'The payment waits for the customer (3-D Secure, redirect, QR, voucher).',
    'Платіж очікує дії клієнта (3-D Secure, перенаправлення, QR, ваучер).',
  ),
  e(
    'payment.authorized',
    'payment',
    'Funds are held; capture or void them.',
    'Кошти заблоковано (холд); спишіть їх або скасуйте холд.',
  ),
  e('payment.captured', 'payment', 'Funds are charged.', 'Кошти списано.'),
  e('payment.voided', 'payment', 'The hold was released.', 'Холд скасовано.'),
  e('payment.cancelled', 'payment', 'The unpaid payment was cancelled.', 'Неоплачений платіж скасовано.'),
  e('payment.expired', 'payment', 'The customer did not pay in time.', 'Клієнт не оплатив вчасно.'),
  e('payment.declined', 'payment', 'The attempt was declined; see status_code.', 'Спробу відхилено; див. status_code.'),
  e('payment.failed', 'payment', 'A technical error ended the attempt.', 'Спробу завершила технічна помилка.'),
  e(
    'payment.partially_refunded',
    'payment',
    'Part of the captured amount was refunded.',
    'Частину списаної суми повернуто.',
  ),
  e('payment.refunded', 'payment', 'The whole captured amount was refunded.', 'Усю списану суму повернуто.'),
  e(
    'refund.succeeded',
    'refund',
    'A refund reached the customer’s issuer.',
    'Повернення надійшло до банку-емітента клієнта.',
  ),
  e('refund.failed', 'refund', 'A refund could not be completed.', 'Повернення не вдалося завершити.'),
  e(
    'dispute.created',
    'dispute',
    'The cardholder’s bank opened an inquiry (`inquiry`) or a chargeback (`needs_response`); answer before `evidence_due_by`.',
    'Банк власника картки відкрив запит на копію документів (`inquiry`) або чарджбек (`needs_response`); відповісти треба до `evidence_due_by`.',
  ),
  e(
    'dispute.updated',
    'dispute',
    'The dispute moved to `under_review`, `pre_arbitration` or `arbitration`, or you saved a draft of evidence.',
    'Диспут перейшов у `under_review`, `pre_arbitration` чи `arbitration`, або ви зберегли чернетку доказів.',
  ),
  e(
    'dispute.evidence_due_soon',
    'dispute',
    'Three days are left until `evidence_due_by` and nothing has been submitted.',
    'До `evidence_due_by` лишилося три дні, а докази ще не надіслано.',
  ),
  e(
    'dispute.won',
    'dispute',
    'The dispute was decided in your favor; the amount and the fee come back to your balance.',
    'Диспут вирішено на вашу користь; сума й комісія повертаються на ваш баланс.',
  ),
  e(
    'dispute.lost',
    'dispute',
    'The dispute ended against you; `closed_reason` says why.',
    'Диспут програно; причину вказано в `closed_reason`.',
  ),
  e(
    'dispute.closed',
    'dispute',
    'An inquiry ended without a chargeback; no money moved.',
    'Запит на копію документів закрито без чарджбеку; кошти не рухалися.',
  ),
  e('payout.pending', 'payout', 'A payout was accepted and is on its way.', 'Виплату прийнято, вона в дорозі.'),
  e('payout.succeeded', 'payout', 'The beneficiary was credited.', 'Кошти зараховано бенефіціару.'),
  e(
    'payout.failed',
    'payout',
    'The payout failed; funds stay on your balance.',
    'Виплата не вдалася; кошти залишаються на вашому балансі.',
  ),
  e('payout.returned', 'payout', 'The beneficiary’s bank returned the funds.', 'Банк бенефіціара повернув кошти.'),
  e(
    'p2p_transfer.succeeded',
    'p2p_transfer',
    'The recipient card was credited.',
    'Кошти зараховано на картку одержувача.',
  ),
  e('p2p_transfer.failed', 'p2p_transfer', 'The transfer failed.', 'Переказ не вдався.'),
  e('subscription.created', 'subscription', 'A subscription was created.', 'Підписку створено.'),
  e(
    'subscription.charge_succeeded',
    'subscription',
    'A scheduled charge succeeded.',
    'Заплановане списання пройшло успішно.',
  ),
  e(
    'subscription.charge_failed',
    'subscription',
    'A scheduled charge or a retry failed; another retry follows if the response code allows one.',
    'Заплановане списання або повторна спроба не вдалися; якщо код відповіді це дозволяє, буде ще одна спроба.',
  ),
  e(
    'subscription.past_due',
    'subscription',
    'Retries are exhausted; the subscription is past due.',
    'Повторні спроби вичерпано; підписка прострочена.',
  ),
  e('subscription.cancelled', 'subscription', 'The subscription was cancelled.', 'Підписку скасовано.'),
  e(
    'receipt.created',
    'receipt',
    'A fiscal receipt was registered with the tax service.',
    'Фіскальний чек зареєстровано в податковій службі.',
  ),
  e(
    'receipt.failed',
    'receipt',
    'A fiscal receipt could not be registered.',
    'Фіскальний чек не вдалося зареєструвати.',
  ),
  e(
    'settlement.paid',
    'settlement',
    'A settlement was paid to your bank account.',
    'Розрахунок (settlement) перераховано на ваш банківський рахунок.',
  ),
];
