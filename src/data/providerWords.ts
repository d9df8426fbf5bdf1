/**
 * Other providers' words for what Kalyna's pages name differently: the fields, statuses, events, headers and
 * operations of their APIs, their products' names and the card industry's jargon. Readers who move an integration over
 * paste them into the search; each leads one way to the words the pages use. An input is never a word or a run of
 * words the pages have (tests/search/synonyms.test.ts): it would also rewrite the queries of readers who mean the
 * pages' own words. Part of the synonym table (./search-synonyms.ts); the English site keeps the English words of
 * each group.
 */
// cspell:disable
import {oneWay, type SynonymGroup} from './synonymGroups';

export const otherProvidersWords: SynonymGroup[] = [
  // LiqPay, WayForPay, Fondy and monobank: the fields and operations of their APIs that have a name of their own.
  ...oneWay([
    [['orderReference'], ['order_id']],
    [['merchant_data'], ['metadata']],
    [['server_url', 'server_callback_url', 'serviceUrl', 'webHookUrl'], ['webhook']],
    [['result_url', 'response_url', 'returnUrl', 'redirectUrl'], ['return_url']],
    [['invoice/create'], ['hosted checkout']],
    [['p2pcredit'], ['payout to a card']],
    [['hold_completion'], ['capture']],
    [['rro_info'], ['fiscal receipt']],
    [['regularMode'], ['recurring payment']],
    [['merchantSignature'], ['signature']],
    [['paytypes'], ['payment methods']],
  ]),
  // A marketplace's sellers, as Stripe Connect (connected accounts) and other providers (sub-merchants) call them.
  ...oneWay([
    [['connected accounts', 'sub-merchants'], ['marketplace']],
    [['субмерчанти', 'субмерчант'], ['маркетплейс']],
  ]),
  // Stripe: PaymentIntent statuses and events, Checkout, Billing, Connect and Radar names.
  ...oneWay([
    // Stripe: status/event: the customer must act
    [
      ['requires_action', 'payment_intent.requires_action'],
      ['pending', 'next_action'],
    ],
    // Stripe: hold in place
    [
      ['requires_capture', 'payment_intent.amount_capturable_updated'],
      ['authorized', 'payment.authorized'],
    ],
    [['payment_intent.succeeded'], ['payment.captured']], // Stripe: events
    // Stripe: events
    [['payment_intent.payment_failed'], ['payment.declined', 'payment.failed']],
    // Stripe: cancels both unpaid and uncaptured intents
    [['payment_intent.canceled'], ['payment.cancelled', 'payment.voided']],
    [['charge.dispute.created'], ['dispute.created']], // Stripe: event
    [['warning_needs_response'], ['inquiry']], // Stripe: dispute status of an inquiry
    [['setup_future_usage'], ['save_card']], // Stripe: save the card for later charges
    // Stripe: charge without the customer
    [['off_session'], ['merchant-initiated', 'merchant_initiated', 'ініційована мерчантом']],
    [['mandate'], ['consent', 'згода клієнта']], // Stripe: the agreement behind later charges
    // Stripe: Billing portal where customers cancel
    [
      ['customer portal', 'billing portal'],
      ['Manage subscription', 'Керувати підпискою'],
    ],
    [['trial_period_days', 'trial_end'], ['start_at']], // Stripe: free trial = schedule.start_at in the future
    // Stripe: Billing retries of failed renewals
    [['Smart Retries'], ['retries on decline', 'повторні спроби після відмови']],
    [['client_reference_id'], ['order_id']], // Stripe: Checkout field
    [['cancel_url'], ['fail_url']], // Stripe: Checkout field
    // Stripe: embedded UI
    [
      ['Payment Element', 'Stripe Elements'],
      ['payment widget', 'hosted fields', 'платіжний віджет'],
    ],
    [['Stripe-Signature'], ['Kalyna-Signature']], // Stripe: webhook signature header
    // Stripe: Connect platform fee
    [
      ['application fee', 'application_fee_amount'],
      ['your commission', 'комісія маркетплейсу'],
    ],
    // Stripe: Connect money movement
    [
      ['destination charges', 'transfer_data'],
      ['split payment', 'спліт-платіж'],
    ],
    // Stripe: Connect refund flags
    [
      ['reverse_transfer', 'refund_application_fee'],
      ['split refund', 'повернення спліт-платежу'],
    ],
    [['Radar'], ['fraud checks', 'risk check', 'антифрод']], // Stripe: fraud product
    [['payout schedule'], ['settlement', 'розрахунок']], // Stripe pays the merchant out; Kalyna settles
  ]),
  // Adyen: API fields, resultCodes and eventCodes; its British spelling is also Checkout.com's.
  ...oneWay([
    // Adyen: British spelling
    [['authorisation'], ['authorization', 'authorized', 'authorize']],
    [['pspReference'], ['payment id', 'ідентифікатор платежу']], // Adyen's id of a payment
    [['merchantReference', 'merchantOrderReference'], ['order_id']], // Adyen: fields
    // Adyen: also WayForPay merchantAccount
    [
      ['merchantAccount', 'merchantAccountCode'],
      ['project', 'проєкт'],
    ],
    // Adyen: void if not captured, refund if captured
    [['cancelOrRefund'], ['void', 'refund']],
    [['shopperReference'], ['customer', 'cus_']], // Adyen: customer reference
    [['shopperIP'], ['ip_address']], // Adyen: field
    // Adyen: shopperInteraction for MIT
    [['ContAuth'], ['merchant-initiated', 'merchant_initiated', 'ініційована мерчантом']],
    // Adyen: field and values
    [
      ['recurringProcessingModel', 'CardOnFile', 'UnscheduledCardOnFile'],
      ['recurring.type', 'stored credentials'],
    ],
    // Adyen: saved-card id
    [
      ['storedPaymentMethodId', 'recurringDetailReference'],
      ['card token', 'токен картки'],
    ],
    [['storePaymentMethod'], ['save_card']], // Adyen: flag
    [['shopperStatement'], ['statement descriptor', 'дескриптор']], // Adyen: field
    // Adyen: resultCodes that need the shopper
    [
      ['RedirectShopper', 'ChallengeShopper', 'IdentifyShopper'],
      ['redirect_to_url', 'next_action'],
    ],
    // Adyen: fields
    [
      ['refusalReason', 'refusalReasonCode'],
      ['status_reason', 'status_code'],
    ],
    [['hmacSignature'], ['Kalyna-Signature']], // Adyen: webhook signature
    [['HMAC key'], ['webhook secret', 'секрет вебхука']], // Adyen: webhook key
    [['X-API-Key'], ['Bearer', 'secret key', 'секретний ключ']], // Adyen: auth header
    [['Customer Area'], ['merchant portal', 'кабінет мерчанта']], // Adyen: back office
    [['RevenueProtect'], ['fraud checks', 'risk check', 'антифрод']], // Adyen: risk product
    // Adyen: eventCode
    [['RFI'], ['retrieval request', 'inquiry', 'запит на копію документів']],
    [['NOTIFICATION_OF_CHARGEBACK'], ['dispute.created', 'needs_response']], // Adyen: eventCode
    // Adyen: eventCodes
    [
      ['SECOND_CHARGEBACK', 'PREARBITRATION_WON', 'PREARBITRATION_LOST'],
      ['pre-arbitration', 'pre_arbitration', 'передарбітраж'],
    ],
  ]),
  // Braintree: transaction statuses, client-side names, marketplace and webhooks.
  ...oneWay([
    // Braintree: capture call
    [
      ['submitForSettlement', 'submit for settlement'],
      ['capture', 'списання'],
    ],
    [['gateway_rejected', 'processor_declined'], ['declined']], // Braintree: statuses
    // Braintree: one-time token from the client
    [
      ['payment_method_nonce', 'nonce'],
      ['card token', 'токен картки'],
    ],
    [['merchantAccountId'], ['project', 'проєкт']], // Braintree: merchant account
    [['Control Panel'], ['merchant portal', 'кабінет мерчанта']], // Braintree: back office
    [['service_fee_amount'], ['your commission', 'комісія маркетплейсу']], // Braintree: Marketplace fee
    [['bt_signature'], ['Kalyna-Signature']], // Braintree: webhook signature
  ]),
  // Checkout.com: fields, webhook event types and headers.
  ...oneWay([
    [['processing_channel_id'], ['project', 'проєкт']], // Checkout.com: processing channel
    [['Cko-Signature'], ['Kalyna-Signature']], // Checkout.com: webhook signature header
    [['Cko-Idempotency-Key'], ['Idempotency-Key']], // Checkout.com: idempotency header
    [['dispute_evidence_required'], ['needs_response', 'dispute.created']], // Checkout.com: event
  ]),
  // PayPal: Orders API statuses, headers and fields.
  ...oneWay([
    [['PAYER_ACTION_REQUIRED'], ['pending', 'next_action']], // PayPal: order status
    [['PayPal-Request-Id'], ['Idempotency-Key']], // PayPal: idempotency header
    [['PAYPAL-TRANSMISSION-SIG'], ['Kalyna-Signature']], // PayPal: webhook signature header
    [['Instant Payment Notification'], ['webhook', 'вебхук']], // PayPal: IPN spelled out
    [['invoice_id'], ['order_id']], // PayPal: purchase_unit field
    [['soft_descriptor'], ['statement descriptor', 'дескриптор']], // PayPal: field
  ]),
  // LiqPay: action and status values, keys and fields.
  ...oneWay([
    [['paysplit'], ['split payment', 'спліт-платіж']], // LiqPay: action
    [['invoice_send'], ['payment link', 'платіжне посилання']], // LiqPay: action: invoice by email or link
    [['hold_wait'], ['authorized']], // LiqPay: status: amount held
    [['wait_secure'], ['pending']], // LiqPay: status: payment under check
    [['3ds_verify'], ['pending', 'redirect_to_url']], // LiqPay: status: 3-D Secure needed
    [['otp_verify'], ['pending', 'next_action']], // LiqPay: status: OTP confirmation needed
    [['expired_date'], ['expires_at']], // LiqPay: invoice or link expiry
    [['recurringbytoken'], ['save_card']], // LiqPay: flag: return a token for later charges
    // LiqPay: fields
    [
      ['err_code', 'err_description'],
      ['status_code', 'status_reason'],
    ],
    [['subscribe_periodicity'], ['interval']], // LiqPay: subscription period
  ]),
  // WayForPay: transactionStatus values, transactionType operations and fields.
  ...oneWay([
    [['transactionStatus'], ['status']], // WayForPay: field
    [['InProcessing'], ['pending']], // WayForPay: status
    [['WaitingAuthComplete'], ['authorized']], // WayForPay: status: successful hold
    [['RefundInProcessing'], ['Refund statuses', 'Статуси повернення']], // WayForPay: status: refund waiting
    // WayForPay: key
    [
      ['SecretKey', 'merchantSecretKey'],
      ['secret key', 'секретний ключ'],
    ],
    [['recToken'], ['card token', 'токен картки']], // WayForPay recToken, Fondy rectoken
    [['CREATE_INVOICE'], ['payment link', 'платіжне посилання']], // WayForPay: transactionType
    [['P2P_CREDIT'], ['payout to a card', 'виплата на картку']], // WayForPay: transactionType
    [['regularApi'], ['subscription', 'підписка']], // WayForPay: regular payments API
    [['reasonCode'], ['status_code', 'response code', 'код відповіді']], // WayForPay: response code field
    [['authCode'], ['authorization code', 'код авторизації']], // WayForPay: field
    [['orderTimeout'], ['expires_at']], // WayForPay: field
  ]),
  // Fondy (now Flitt): order fields and operations.
  ...oneWay([
    [['order_desc'], ['description']], // Fondy: field
    [['reversal_amount'], ['amount_refunded']], // Fondy: field
    [['required_rectoken'], ['save_card']], // Fondy: flag
  ]),
  // monobank acquiring (plata by mono): invoice operations, headers and fields.
  ...oneWay([
    [['ccy'], ['currency']], // monobank: field
    [['invoiceId'], ['checkout session', 'сесію чекауту']], // monobank: invoice = payment page session
    [['paymentType'], ['two-step payment', 'двоетапна оплата']], // monobank: hold or debit
    [['invoice/finalize'], ['capture', 'списання']], // monobank: capture a hold
    // monobank: invalidate an unpaid invoice
    [['invoice/remove'], ['cancel a created payment', 'скасування створеного платежу']],
    [['invoice/status'], ['transaction lookup', 'перевірка статусу']], // monobank: status call
    [['cardToken'], ['card token', 'токен картки']], // monobank: field
    [['saveCardData'], ['save_card']], // monobank: field
    [['basketOrder'], ['fiscalization']], // monobank: receipt items
    // monobank: fields
    [
      ['failureReason', 'errCode'],
      ['status_reason', 'status_code'],
    ],
  ]),
  // Portmone and iPay.ua: gateway fields and statuses.
  ...oneWay([
    // Portmone merchant id
    [
      ['payee_id', 'payeeId'],
      ['project', 'проєкт'],
    ],
    [['shop_order_number', 'shopOrderNumber'], ['order_id']], // Portmone field
    // Portmone id of a payment
    [
      ['shop_bill_id', 'shopBillId'],
      ['payment id', 'ідентифікатор платежу'],
    ],
    [['preauth_flag'], ['two-step payment', 'двоетапна оплата']], // Portmone flag
    [['mch_id'], ['project', 'проєкт']], // iPay.ua merchant id
  ]),
  // Card-industry jargon: SCA, tokens, schemes, disputes, pricing.
  ...oneWay([
    // card industry: Visa Token Service, Mastercard Digital Enablement Service
    [
      ['VTS', 'MDES'],
      ['network token', 'мережевий токен'],
    ],
    [['IIN'], ['BIN']], // card industry: issuer identification number
    // card industry: card on file
    [
      ['COF', 'credential-on-file'],
      ['stored credentials', 'збережені картки'],
    ],
    [['CNP'], ['card-not-present', 'без присутності картки']], // card industry: card-not-present
    [['DMS'], ['two-step payment', 'двоетапна оплата']], // card industry: dual message system
    // card industry: decline classes
    [
      ['soft decline', 'hard decline'],
      ['retryable', 'повторити спробу'],
    ],
    // card industry: issuer approval code (Fondy approval_code)
    [
      ['auth code', 'approval code'],
      ['authorization code', 'код авторизації'],
    ],
    [['holdback'], ['rolling reserve', 'ротаційний резерв']], // card industry: reserve
    [['copy request'], ['retrieval request', 'запит на копію документів']], // card industry: retrieval request
    [['rebuttal'], ['representment', 'повторне предʼявлення']], // card industry: answer to a chargeback
    // card industry: spelling variants
    [
      ['prearbitration', 'pre-arb'],
      ['pre-arbitration', 'передарбітраж'],
    ],
    // card industry: scheme monitoring programs
    [
      ['VDMP', 'VFMP', 'ECP', 'ECM'],
      ['monitoring programs', 'VAMP', 'Програми моніторингу'],
    ],
    [['IC++'], ['Interchange++']], // card industry: pricing model
  ]),
  // Ukrainian names other providers and banks use (Fondy, WayForPay, iPay.ua, Privat24 for business).
  ...oneWay([
    [['реверс'], ['повернення коштів']], // Fondy Ukrainian docs: refund
    [['сторно'], ['скасування холду', 'повернення коштів']], // bank jargon for a reversal
    [['розхолдування', 'розхолд'], ['скасування холду']], // bank and WayForPay jargon: release of a hold
    [['ключ мерчанта'], ['секретний ключ']], // iPay.ua and WayForPay: signing key
    [['зарахування на картку', 'кредитування картки'], ['виплата на картку']], // bank names of a payout to a card
    [['безакцептне списання'], ['ініційована мерчантом']], // charging a stored card without the customer
    [['фрод'], ['шахрайство', 'антифрод']], // jargon for fraud
    [['Автоклієнт'], ['API фінансових даних']], // Privat24 for business API
  ]),
];
// cspell:enable
