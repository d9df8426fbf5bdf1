/**
 * Kalyna response codes (`status_code` with `status_reason`): stable four-digit numbers grouped by the stage that
 * produced them. The codes page renders this list, and tests check that every code a page mentions is here.
 */
export type Stage =
  | 'success'
  | 'validation'
  | 'three_d_secure'
  | 'authorization'
  | 'capture'
  | 'refund'
  | 'payout'
  | 'alternative';

export interface ResponseCode {
  code: number;
  stage: Stage;
  reason: string;
  meaning: {en: string; uk: string};
  action: {en: string; uk: string};
  /** Whether the same operation may succeed if tried again later without changes. */
  retryable: boolean;
}

const c = (
  code: number,
  stage: Stage,
  reason: string,
  meaningEn: string,
  meaningUk: string,
  actionEn: string,
  actionUk: string,
  retryable = false,
): ResponseCode => ({code, stage, reason, meaning: {en: meaningEn, uk: meaningUk}, action: {en: actionEn, uk: actionUk}, retryable});

export const responseCodes: ResponseCode[] = [
  c(1000, 'success', 'approved', 'The operation succeeded.', 'Операцію виконано успішно.', 'Nothing to do: fulfil the order once the final status arrives.', 'Нічого робити не потрібно: виконуйте замовлення, щойно надійде фінальний статус.'),
  c(1101, 'validation', 'invalid_card_number', 'The card number is malformed or fails the Luhn check.', 'Номер картки має неправильний формат або не проходить перевірку Луна.', 'Ask the customer to re-enter the card number.', 'Попросіть клієнта ввести номер картки ще раз.'),
  c(1102, 'validation', 'invalid_expiry_date', 'The expiry date is invalid or in the past.', 'Термін дії картки неправильний або вже минув.', 'Ask the customer to check the expiry date or use another card.', 'Попросіть клієнта перевірити термін дії або скористатися іншою карткою.'),
  c(1103, 'validation', 'invalid_cvc', 'The CVC is missing or has the wrong length.', 'CVC відсутній або має неправильну довжину.', 'Ask the customer to re-enter the three-digit code from the back of the card.', 'Попросіть клієнта ще раз ввести тризначний код зі зворотного боку картки.'),
  c(1104, 'validation', 'amount_out_of_range', 'The amount is below the minimum or above the maximum allowed for the project or method.', 'Сума менша за мінімальну або більша за максимальну, дозволену для проєкту чи способу оплати.', 'Check the limits in the merchant portal; split the order or offer another method.', 'Перевірте ліміти в кабінеті мерчанта; розділіть замовлення або запропонуйте інший спосіб оплати.'),
  c(1105, 'validation', 'currency_not_supported', 'The currency is not enabled for the project or the payment method.', 'Валюту не ввімкнено для проєкту або способу оплати.', 'Use a currency the method supports, or ask your manager to enable it.', 'Використайте валюту, яку підтримує спосіб оплати, або попросіть менеджера її ввімкнути.'),
  c(1106, 'validation', 'payment_method_not_enabled', 'The payment method is not enabled for the project.', 'Спосіб оплати не ввімкнено для проєкту.', 'Enable the method in the merchant portal or hide it from your checkout.', 'Увімкніть спосіб оплати в кабінеті мерчанта або приберіть його з вашого чекауту.'),
  c(1107, 'validation', 'invalid_customer_data', 'Customer data required by the method (phone, tax id, VPA…) is missing or malformed.', 'Дані клієнта, потрібні для способу оплати (телефон, податковий номер, VPA тощо), відсутні або мають неправильний формат.', 'Read `param` in the error, fix the field and send the request again.', 'Прочитайте `param` у помилці, виправте поле й надішліть запит знову.'),
  c(1201, 'three_d_secure', 'authentication_failed', 'The issuer did not authenticate the cardholder.', 'Банк-емітент не автентифікував власника картки.', 'Do not retry with the same card without the customer; offer another card.', 'Не повторюйте спробу з тією самою карткою без участі клієнта; запропонуйте іншу картку.'),
  c(1202, 'three_d_secure', 'authentication_not_completed', 'The customer left or did not finish 3-D Secure in time.', 'Клієнт пішов зі сторінки або не завершив 3-D Secure вчасно.', 'Let the customer start the payment again.', 'Дайте клієнту змогу почати оплату знову.', true),
  c(1203, 'three_d_secure', 'authentication_unavailable', '3-D Secure is temporarily unavailable at the issuer.', '3-D Secure тимчасово недоступний у банку-емітента.', 'Retry later with a new payment, or offer another method.', 'Повторіть спробу пізніше новим платежем або запропонуйте інший спосіб оплати.', true),
  c(1301, 'authorization', 'do_not_honour', 'The issuer declined the authorization without giving a reason.', 'Банк-емітент відхилив авторизацію без пояснення причини.', 'Ask the customer to contact the bank or use another card; do not retry automatically.', 'Попросіть клієнта звернутися до банку або використати іншу картку; не повторюйте автоматично.'),
  c(1302, 'authorization', 'insufficient_funds', 'The card does not have enough funds or credit.', 'На картці недостатньо коштів або кредитного ліміту.', 'Ask for another card; for subscriptions retry on the dunning schedule.', 'Попросіть іншу картку; для підписок повторюйте за графіком повторних списань.', true),
  c(1303, 'authorization', 'expired_card', 'The card has expired.', 'Термін дії картки минув.', 'Ask the customer for a card that is valid.', 'Попросіть клієнта про чинну картку.'),
  c(1304, 'authorization', 'lost_or_stolen_card', 'The issuer reports the card as lost or stolen.', 'Банк-емітент повідомляє, що картку втрачено або викрадено.', 'Do not retry and do not tell the customer the exact reason; ask for another payment method.', 'Не повторюйте спробу й не називайте клієнту точну причину; попросіть інший спосіб оплати.'),
  c(1305, 'authorization', 'limit_exceeded', 'A card limit (amount or count) set by the issuer or cardholder is exceeded.', 'Перевищено ліміт картки (за сумою чи кількістю), встановлений банком або власником картки.', 'Ask the customer to raise the limit in the banking app or use another card.', 'Попросіть клієнта підвищити ліміт у банківському застосунку або використати іншу картку.', true),
  c(1306, 'authorization', 'transaction_not_permitted', 'The card may not be used for this kind of transaction (for example, online or cross-border payments are blocked).', 'Картку не можна використати для такої операції (наприклад, заблоковано онлайн- чи закордонні платежі).', 'Ask the customer to enable online payments for the card or use another card.', 'Попросіть клієнта дозволити онлайн-платежі для картки або використати іншу.'),
  c(1307, 'authorization', 'suspected_fraud', "Kalyna's risk checks blocked the payment.", 'Платіж заблокували перевірки ризиків Kalyna.', 'Do not retry; contact support if you believe the block is wrong.', 'Не повторюйте спробу; зверніться до підтримки, якщо вважаєте блокування помилковим.'),
  c(1308, 'authorization', 'issuer_unavailable', 'The issuer or the card scheme did not answer in time.', 'Банк-емітент або платіжна система не відповіли вчасно.', 'Retry with a new payment after a short pause.', 'Повторіть спробу новим платежем після короткої паузи.', true),
  c(1401, 'capture', 'authorization_expired', 'The hold expired before it was captured.', 'Холд завершився до списання.', 'Create a new payment; the customer has to pay again.', 'Створіть новий платіж; клієнт має оплатити ще раз.'),
  c(1402, 'capture', 'capture_amount_exceeds_authorized', 'The capture amount is larger than the authorized amount.', 'Сума списання більша за авторизовану суму.', 'Capture at most the authorized amount.', 'Списуйте не більше авторизованої суми.'),
  c(1403, 'capture', 'already_captured', 'The authorization was already captured; one capture is allowed per authorization.', 'Авторизацію вже списано; дозволено одне списання на авторизацію.', 'Look the payment up instead of capturing again.', 'Перевірте статус платежу замість повторного списання.'),
  c(1404, 'capture', 'operation_not_allowed_in_status', 'The operation is not allowed in the payment’s current status.', 'Операція не дозволена в поточному статусі платежу.', 'Look the payment up and follow the lifecycle page.', 'Перевірте статус платежу й дійте за сторінкою життєвого циклу.'),
  c(1501, 'refund', 'refund_exceeds_available', 'The refund amount exceeds what is left to refund.', 'Сума повернення перевищує залишок, доступний для повернення.', 'Refund at most `amount_captured − amount_refunded`.', 'Повертайте не більше ніж `amount_captured − amount_refunded`.'),
  c(1502, 'refund', 'refund_window_expired', 'The refund window of the payment has passed.', 'Строк, протягом якого можна повернути кошти за платежем, минув.', 'Pay the customer back with a payout or contact support.', 'Поверніть кошти клієнту виплатою або зверніться до підтримки.'),
  c(1503, 'refund', 'insufficient_merchant_balance', 'Your balance does not cover the refund.', 'Вашого балансу недостатньо для повернення.', 'Top up the balance or wait for incoming payments, then retry.', 'Поповніть баланс або дочекайтеся надходжень і повторіть спробу.', true),
  c(1504, 'refund', 'refund_not_supported', 'The payment method does not support refunds.', 'Спосіб оплати не підтримує повернення.', 'Pay the customer back with a payout.', 'Поверніть кошти клієнту виплатою.'),
  c(1601, 'payout', 'invalid_beneficiary_account', 'The beneficiary card or account does not exist or cannot receive funds.', 'Картка чи рахунок бенефіціара не існує або не може отримувати кошти.', 'Ask the beneficiary to check the details.', 'Попросіть бенефіціара перевірити реквізити.'),
  c(1602, 'payout', 'beneficiary_bank_rejected', 'The beneficiary’s bank rejected the credit.', 'Банк бенефіціара відхилив зарахування.', 'Ask the beneficiary for another card or account.', 'Попросіть бенефіціара про іншу картку чи рахунок.'),
  c(1603, 'payout', 'insufficient_balance', 'Your payout balance does not cover the amount and the fee.', 'Баланс для виплат не покриває суму й комісію.', 'Top up the payout balance and retry with the same idempotency key.', 'Поповніть баланс для виплат і повторіть запит із тим самим ключем ідемпотентності.', true),
  c(1604, 'payout', 'payout_limit_exceeded', 'A payout limit of the project, the rail or the beneficiary is exceeded.', 'Перевищено ліміт виплат проєкту, платіжної мережі або бенефіціара.', 'Split the payout or retry after the limit period.', 'Розділіть виплату або повторіть після завершення періоду ліміту.', true),
  c(1605, 'payout', 'payout_returned', 'The beneficiary’s bank returned funds already sent.', 'Банк бенефіціара повернув уже надіслані кошти.', 'The amount is back on your balance; contact the beneficiary.', 'Сума повернулася на ваш баланс; зв’яжіться з бенефіціаром.'),
  c(1701, 'alternative', 'confirmation_timeout', 'The customer did not confirm the payment in time.', 'Клієнт не підтвердив платіж вчасно.', 'Let the customer start a new payment.', 'Дайте клієнту змогу почати новий платіж.', true),
  c(1702, 'alternative', 'customer_rejected', 'The customer rejected the request in the app or wallet.', 'Клієнт відхилив запит у застосунку чи гаманці.', 'Offer the customer another method.', 'Запропонуйте клієнту інший спосіб оплати.'),
  c(1703, 'alternative', 'voucher_expired', 'The voucher or QR code expired unpaid.', 'Строк дії ваучера чи QR-коду минув без оплати.', 'Create a new payment if the customer still wants to pay.', 'Створіть новий платіж, якщо клієнт досі хоче оплатити.'),
];

export const responseCodeAnchor = (code: number): string => `code-${code}`;

export const findResponseCode = (code: number): ResponseCode | undefined =>
  responseCodes.find((entry) => entry.code === code);
