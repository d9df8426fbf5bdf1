/** Every HTTP status the Kalyna API returns, with whether the same request may be retried. */
export interface HttpStatus {
  status: number;
  title: string;
  when: {en: string; uk: string};
  retry: {en: string; uk: string};
  safeToRetry: boolean;
}

const s = (
  status: number,
  title: string,
  whenEn: string,
  whenUk: string,
  retryEn: string,
  retryUk: string,
  safeToRetry: boolean,
): HttpStatus => ({
  status,
  title,
  when: {en: whenEn, uk: whenUk},
  retry: {en: retryEn, uk: retryUk},
  safeToRetry,
});

export const httpStatuses: HttpStatus[] = [
  s(
    200,
    'OK',
    'The request succeeded; the body holds the resource.',
    'Запит виконано; тіло містить ресурс.',
    'Not needed.',
    'Не потрібно.',
    false,
  ),
  s(
    201,
    'Created',
    'A resource (payment, refund, payout…) was created.',
    'Створено ресурс (платіж, повернення, виплату тощо).',
    'Not needed; a retry with the same Idempotency-Key returns the same resource.',
    'Не потрібно; повтор із тим самим Idempotency-Key поверне той самий ресурс.',
    false,
  ),
  s(
    400,
    'Bad Request',
    'The body is not valid JSON, a header is malformed, or a required header such as Idempotency-Key is missing.',
    'Тіло не є коректним JSON, заголовок має неправильний формат або бракує обовʼязкового заголовка, як-от Idempotency-Key.',
    'No: fix the request first.',
    'Ні: спершу виправте запит.',
    false,
  ),
  s(
    401,
    'Unauthorized',
    'The Authorization header is missing, or the key is unknown or revoked.',
    'Заголовок Authorization відсутній або ключ невідомий чи відкликаний.',
    'No: check the key and the mode (test or live).',
    'Ні: перевірте ключ і режим (тестовий чи бойовий).',
    false,
  ),
  s(
    403,
    'Forbidden',
    'The key is valid but may not do this (another project, IP not allowed, feature not enabled).',
    'Ключ дійсний, але не має права на цю дію (інший проєкт, IP не дозволено, функцію не ввімкнено).',
    'No: fix permissions or the IP allowlist.',
    'Ні: виправте права або список дозволених IP.',
    false,
  ),
  s(
    404,
    'Not Found',
    'No resource with this id exists in this project and mode.',
    'Ресурсу з таким id немає в цьому проєкті й режимі.',
    'No: check the id and the key’s mode.',
    'Ні: перевірте id і режим ключа.',
    false,
  ),
  s(
    409,
    'Conflict',
    'The Idempotency-Key was used with a different body (`idempotency_key_in_use`), a request with the same key is still running (`request_in_progress`), or the status of the resource does not allow the operation (`invalid_state`, `already_captured`, `authorization_expired`).',
    'Idempotency-Key уже використано з іншим тілом (`idempotency_key_in_use`), запит із тим самим ключем ще виконується (`request_in_progress`) або статус ресурсу не дозволяє цю операцію (`invalid_state`, `already_captured`, `authorization_expired`).',
    'Only `request_in_progress`: wait and retry with the same key and body.',
    'Лише `request_in_progress`: зачекайте й повторіть із тим самим ключем і тілом.',
    true,
  ),
  s(
    422,
    'Unprocessable Content',
    'The JSON is valid but a field breaks a rule (`validation_error`; `param` names the field), or the operation is refused with a response code of its own (`refund_exceeds_available`, `capture_amount_exceeds_authorized`, `insufficient_balance`).',
    'JSON коректний, але поле порушує правило (`validation_error`; `param` називає поле), або операцію відхилено з власним кодом відповіді (`refund_exceeds_available`, `capture_amount_exceeds_authorized`, `insufficient_balance`).',
    'No: fix the field named in `param`, or act on the code (for example, refund less or top up the payout balance).',
    'Ні: виправте поле, назване в `param`, або дійте за кодом (наприклад, поверніть меншу суму чи поповніть баланс для виплат).',
    false,
  ),
  s(
    429,
    'Too Many Requests',
    'More than 100 requests per second for the project.',
    'Понад 100 запитів на секунду для проєкту.',
    'Yes, after the seconds in Retry-After, with the same Idempotency-Key.',
    'Так, через кількість секунд із Retry-After, з тим самим Idempotency-Key.',
    true,
  ),
  s(
    500,
    'Internal Server Error',
    'An unexpected error at Kalyna.',
    'Неочікувана помилка на боці Kalyna.',
    'Yes, with backoff and the same Idempotency-Key.',
    'Так, з поступовим збільшенням паузи й тим самим Idempotency-Key.',
    true,
  ),
  s(
    502,
    'Bad Gateway',
    'A scheme or bank behind Kalyna returned an invalid answer.',
    'Платіжна система чи банк за Kalyna повернули некоректну відповідь.',
    'Yes, with backoff and the same Idempotency-Key.',
    'Так, з поступовим збільшенням паузи й тим самим Idempotency-Key.',
    true,
  ),
  s(
    503,
    'Service Unavailable',
    'Kalyna is briefly unavailable (maintenance or overload).',
    'Kalyna тимчасово недоступна (обслуговування чи перевантаження).',
    'Yes, after Retry-After if present, with the same Idempotency-Key.',
    'Так, після Retry-After, якщо він є, з тим самим Idempotency-Key.',
    true,
  ),
  s(
    504,
    'Gateway Timeout',
    'A scheme or bank did not answer in time; the outcome is unknown.',
    'Платіжна система чи банк не відповіли вчасно; результат невідомий.',
    'Yes, with the same Idempotency-Key, or look the resource up first.',
    'Так, з тим самим Idempotency-Key, або спершу перевірте статус ресурсу.',
    true,
  ),
];
