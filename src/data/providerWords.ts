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
    // The marketplace products themselves.
    [
      ['Stripe Connect', 'Adyen for Platforms'],
      ['split payment', 'спліт-платіж'],
    ],
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
  // LiqPay: action and status values, keys and fields. The statuses that the payment lifecycle page compares with ours,
  // here and for WayForPay, are left to that page, as are industry words a page now explains (soft decline, ISO 8583).
  ...oneWay([
    [['paysplit'], ['split payment', 'спліт-платіж']], // LiqPay: action
    [['invoice_send'], ['payment link', 'платіжне посилання']], // LiqPay: action: invoice by email or link
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
  // LiqPay, WayForPay, Fondy (Hutko), monobank, Portmone, iPay.ua, Platon, EasyPay, ConcordPay, Tranzzo and
  // RozetkaPay: more of their keys, statuses, fields, endpoints, headers and decline reasons, grouped by our word.
  ...oneWay([
    [['wait_accept'], ['business verification', 'верифікація компанії']], // LiqPay
    [['wait_compensation'], ['when money arrives', 'коли надійдуть гроші']], // LiqPay
    [
      ['wait_reserve', 'reverse_status'],
      ['Refund statuses', 'Статуси повернення'],
    ], // LiqPay, Fondy
    [
      ['invoice_wait', 'invoiceUrl'],
      ['payment link', 'платіжне посилання'],
    ], // LiqPay, WayForPay
    [['cash_wait'], ['voucher', 'ваучер']], // LiqPay
    [['merchantTransactionType'], ['two-step payment', 'двоетапна оплата']], // LiqPay, WayForPay
    [['action=pay'], ['one-step purchase', 'одноетапна оплата']], // LiqPay
    [['action=subscribe'], ['subscription', 'підписка']], // LiqPay
    // LiqPay, WayForPay, Fondy, RozetkaPay
    [
      ['action=status', 'api/status/order_id', 'payments/v1/info'],
      ['transaction lookup', 'перевірка статусу'],
    ],
    [['subscribe_date_start'], ['start_at']], // LiqPay
    [['subscribe_update'], ['changing a subscription', 'змінити підписку']], // LiqPay
    [['paydonate'], ['donation', 'посилання для донатів']], // LiqPay
    [['REMOVE_INVOICE'], ['cancel an unpaid invoice', 'скасувати неоплачений рахунок']], // WayForPay
    [['liqpay_order_id'], ['payment id', 'ідентифікатор платежу']], // LiqPay
    [
      ['authcode_debit', 'approvalCode'],
      ['authorization code', 'код авторизації'],
    ], // LiqPay, monobank
    [['mpi_eci'], ['three_d_secure']], // LiqPay
    [['receiver_commission'], ['fee report', 'звіт про комісії']], // LiqPay
    // LiqPay, WayForPay, monobank, Fondy, Tranzzo
    [['sender_card_mask2', 'cardPan', 'maskedPan', 'cc_mask'], ['last4']],
    [['sender_card_country', 'issuerBankCountry'], ['issuer_country']], // LiqPay, WayForPay
    [['sender_card_type'], ['payment_method.card.brand']], // LiqPay
    // LiqPay, WayForPay, ConcordPay, Tranzzo
    [
      ['sender_first_name', 'clientFirstName', 'clientLastName', 'client_first_name', 'customer_fname'],
      ['customer.name'],
    ],
    [['sender_phone', 'clientPhone'], ['customer.phone']], // LiqPay, WayForPay
    [['cc_token'], ['card token', 'токен картки']], // LiqPay, Tranzzo
    [
      ['cnb_form', 'api/3/checkout', 'pageUrl'],
      ['hosted checkout', 'платіжна сторінка'],
    ], // LiqPay, monobank
    [['holdTimeout'], ['authorization validity period', 'строк дії авторизації']], // WayForPay
    [['orderLifetime', 'exp_time'], ['expires_at']], // WayForPay, Portmone
    [['merchantTransactionSecureType', 'order_3ds_bypass'], ['three_d_secure.mode']], // WayForPay, Tranzzo
    [
      ['paymentSystems', 'defaultPaymentSystem'],
      ['payment methods', 'способи оплати'],
    ], // WayForPay, Fondy
    [['clientEmail'], ['customer.email']], // WayForPay, Fondy
    [
      ['productName', 'productPrice', 'productCount'],
      ['receipt items', 'товари в чеку'],
    ], // WayForPay
    [['Account2card'], ['payout to a card', 'виплата на картку']], // WayForPay
    [['Account2account'], ['payout to bank account', 'виплата на IBAN']], // WayForPay
    [['TRANSACTION_LIST'], ['filter payments by date', 'фільтр платежів за датою']], // WayForPay
    [['Declined To Card Issuer'], ['do_not_honour']], // WayForPay
    [['Bad CVV2'], ['invalid_cvc']], // WayForPay
    [['Exceed Withdrawal Frequency', 'Card limits failed'], ['limit_exceeded']], // WayForPay
    [['Three Ds Fail'], ['authentication_failed']], // WayForPay
    [['Merchant Balance Is Very Small'], ['insufficient_merchant_balance']], // WayForPay
    [['Illegal Order State'], ['operation_not_allowed_in_status']], // WayForPay
    [
      ['X-Token', 'X-API-AUTH'],
      ['Bearer', 'secret key', 'секретний ключ'],
    ], // monobank, Tranzzo
    [['X-Sign', 'X-ROZETKAPAY-SIGNATURE'], ['Kalyna-Signature']], // monobank, RozetkaPay
    [['merchantPaymInfo', 'external_id'], ['order_id']], // monobank, RozetkaPay
    [['walletId'], ['saved cards', 'збережені картки']], // monobank
    [['fiscal-checks'], ['fiscal receipt', 'фіскальний чек']], // monobank
    [['submerchant'], ['marketplace', 'маркетплейс']], // monobank
    [
      ['PartnerKey', 'pos_id'],
      ['project id', 'ідентифікатор проєкту'],
    ], // Fondy, EasyPay, Tranzzo
    [['response_description'], ['status_reason']], // Fondy
    [['api/reverse/order_id'], ['refund', 'повернення коштів']], // Fondy
    [
      ['api/checkout/url', 'PaymentCreate'],
      ['checkout session', 'сесію чекауту'],
    ], // Fondy, iPay.ua
    [['response_signature_string'], ['signature mismatch', 'підпис не збігається']], // Fondy
    [['bill_amount'], ['minor units', 'мінімальних одиницях']], // Portmone
    [['error_url', 'decline_url'], ['fail_url']], // Portmone, Platon, ConcordPay
    [['set_paid'], ['capture', 'списання']], // Portmone
    [['req_token', 'PaymentTokenization'], ['save_card']], // Platon, EasyPay
    [['approve_url'], ['success_url']], // ConcordPay
    [['add_params'], ['metadata']], // ConcordPay
    [['user_action_url'], ['redirect_to_url']], // Tranzzo
    [['user_action_required', 'action_required'], ['next_action']], // Tranzzo, RozetkaPay
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
  // Adyen, Checkout.com, PayPal, Braintree, Razorpay, Paystack, Flutterwave, Mollie, Square, Worldpay and Klarna: their
  // fields, events and headers; then the card industry's short names and developers' everyday words for ours.
  ...oneWay([
    [['notificationItems'], ['webhook payload', 'тіло вебхука']], // Adyen: the array that carries each webhook's event
    [['eventCode'], ['event type', 'тип події']], // Adyen: the field naming a webhook's event, Kalyna's `type`
    [['OFFER_CLOSED'], ['payment.expired']], // Adyen eventCode: an async payment expired unpaid
    [['CHARGEBACK_REVERSED'], ['dispute.won']], // Adyen and Worldpay: the chargeback was defended, money comes back
    [['REQUEST_FOR_INFORMATION'], ['retrieval request', 'inquiry', 'запит на копію документів']], // Adyen eventCode, RFI spelled out; covered only as RFI
    [['INFORMATION_REQUESTED'], ['retrieval request', 'inquiry', 'запит на копію документів']], // Worldpay order status: the issuer asks for information about a payment
    [['AUTHORISATION_ADJUSTMENT'], ['incremental authorization', 'інкрементальна авторизація']], // Adyen eventCode: the held amount was changed
    [['originalReference'], ['payment id', 'ідентифікатор платежу']], // Adyen: the pspReference of the payment a capture or refund webhook is about
    [['clientKey'], ['publishable key', 'публічний ключ']], // Adyen: the client-side key for Drop-in and Components
    [['shopperLocale'], ['locale']], // Adyen: language of the payment page
    [['shopperEmail'], ['customer.email']], // Adyen: the customer's email field
    [['shopperInteraction'], ['recurring.type']], // Adyen: Ecommerce/ContAuth/Moto, the CIT or MIT marking
    [['resultCode'], ['payment statuses', 'статуси платежу']], // Adyen: outcome of a payment call (Authorised, Refused, Pending…)
    [['sessionData'], ['checkout session', 'сесію чекауту']], // Adyen: the /sessions payment session that opens the payment form
    [['PresentToShopper'], ['display_qr', 'next_action']], // Adyen resultCode: show the customer a QR code or voucher
    [['payment session'], ['checkout session']], // Checkout.com Flow and Adyen sessions: the server-created session the payment form opens with
    [['payment_refund_declined'], ['refund.failed']], // Checkout.com event: a refund was declined
    [['payment_source'], ['payment_method']], // PayPal Orders field for how the customer pays
    [['intent=AUTHORIZE'], ['two-step payment', 'двоетапна оплата']], // PayPal Orders: hold now, capture later
    [['intent=CAPTURE'], ['one-step purchase', 'одноетапна оплата']], // PayPal Orders: charge at once
    [['PAYMENT.CAPTURE.COMPLETED'], ['payment.captured']], // PayPal webhook
    [['PAYMENT.CAPTURE.PENDING'], ['payment.pending']], // PayPal webhook
    [['PAYMENT.CAPTURE.DENIED'], ['payment.declined']], // PayPal webhook
    [['PAYMENT.AUTHORIZATION.CREATED'], ['payment.authorized']], // PayPal webhook
    [['CUSTOMER.DISPUTE.CREATED'], ['dispute.created']], // PayPal webhook
    [['CUSTOMER.DISPUTE.RESOLVED'], ['dispute.closed']], // PayPal webhook: the dispute ended
    [['BILLING.SUBSCRIPTION.CANCELLED'], ['subscription.cancelled']], // PayPal Subscriptions webhook
    [['BILLING.SUBSCRIPTION.PAYMENT.FAILED'], ['subscription.charge_failed']], // PayPal Subscriptions webhook
    [['honor period'], ['authorization validity period']], // PayPal: the days an authorization is guaranteed before capture
    [['notify_url'], ['webhook', 'вебхук']], // PayPal IPN parameter (also Alipay-style gateways): where server notifications go
    [['notify url'], ['webhook']], // the same parameter typed as words
    [['reference transaction'], ['merchant-initiated']], // PayPal: charging a saved agreement without the buyer
    [['tokenization key'], ['publishable key', 'публічний ключ']], // Braintree: the static client-side key
    [['merchant_account_id'], ['project id', 'ідентифікатор проєкту']], // Braintree server-side field (merchantAccountId is covered)
    [['settlement_batch_summary'], ['settlement report', 'звіт про розрахунки']], // Braintree: the daily settlement report
    [['X-Razorpay-Signature'], ['Kalyna-Signature']], // Razorpay webhook signature header
    [['razorpay_payment_id'], ['payment id', 'ідентифікатор платежу']], // Razorpay: the payment's id returned to the checkout handler
    [['payment.dispute.created'], ['dispute.created']], // Razorpay dispute webhook
    [['settlement.processed'], ['settlement.paid']], // Razorpay: a settlement was paid to the bank account
    [['subscription.halted'], ['subscription.past_due']], // Razorpay: retries failed and charging stopped
    [['payout.processed'], ['payout.succeeded']], // RazorpayX payout webhook
    [['payout.reversed'], ['payout.returned']], // RazorpayX: the payout failed and the amount came back
    [['fund_account_id'], ['beneficiary', 'бенефіціар']], // RazorpayX: the account a payout is sent to
    [['x-paystack-signature'], ['Kalyna-Signature']], // Paystack webhook signature header
    [['charge.success'], ['payment.captured']], // Paystack webhook: a successful charge
    [['charge.dispute.create'], ['dispute.created']], // Paystack dispute webhook
    [['subscription.disable'], ['subscription.cancelled']], // Paystack subscription webhook
    [['invoice.payment_failed'], ['subscription.charge_failed']], // Paystack (and Stripe Billing) webhook: a subscription charge failed
    [['transaction/initialize'], ['checkout session', 'сесію чекауту']], // Paystack endpoint that returns the payment-page URL
    [['transaction/verify'], ['transaction lookup', 'перевірка статусу']], // Paystack endpoint that reads a payment's status
    [['subaccount'], ['split payment', 'спліт-платіж']], // Paystack and Flutterwave: a seller who receives part of a split
    [['verif-hash'], ['Kalyna-Signature']], // Flutterwave webhook header
    [['tx_ref'], ['order_id']], // Flutterwave: your own reference of the payment
    [['flw_ref'], ['payment id', 'ідентифікатор платежу']], // Flutterwave: its reference of the payment
    [['profileId'], ['project id', 'ідентифікатор проєкту']], // Mollie: the website profile a payment belongs to
    [['testmode'], ['sandbox', 'тестовий режим']], // Mollie and others: the test-mode flag, one word
    [['cancelUrl'], ['fail_url']], // Mollie: where a customer who cancels returns (cancel_url is covered)
    [['sequenceType'], ['recurring.type']], // Mollie: oneoff/first/recurring marking of a payment
    [['captureMode'], ['two-step payment', 'двоетапна оплата']], // Mollie: manual capture mode = a hold
    [['captureBefore'], ['capture deadline', 'крайній строк списання']], // Mollie: when an authorized payment must be captured
    [['x-square-hmacsha256-signature'], ['Kalyna-Signature']], // Square webhook signature header
    [['app_fee_money'], ['marketplace commission', 'комісія маркетплейсу']], // Square: the platform's fee on a seller's payment
    [['Web Payments SDK'], ['payment widget']], // Square: the embeddable card form
    [['orderCode'], ['order_id']], // Worldpay: your reference of the order
    [['merchantCode'], ['project id', 'ідентифікатор проєкту']], // Worldpay: the merchant code a payment is made under
    [['Merchant Administration Interface'], ['merchant portal']], // Worldpay's back office (MAI)
    [['transactionReference'], ['order_id']], // Access Worldpay: the reference you supplied in the payment
    [['sentForSettlement'], ['payment.captured']], // Access Worldpay event: the payment was captured
    [['SENT_FOR_REFUND'], ['Refund statuses', 'Статуси повернення']], // Worldpay status: a refund is on its way
    [['lightbox'], ['payment popup', 'payment widget']], // Worldpay and others: the payment form in an overlay on the shop page
    [['merchant_reference1'], ['order_id']], // Klarna: your order id
    [['TRA'], ['transaction risk analysis', 'аналізу ризику транзакції']], // card industry: the SCA exemption by transaction risk analysis
    [['CAVV'], ['three_d_secure']], // card industry: Visa's 3-D Secure authentication value; Kalyna returns the 3-D Secure outcome
    [['UCAF'], ['three_d_secure']], // card industry: Mastercard's 3-D Secure authentication field
    [['PayFac'], ['payment facilitator', 'фасилітатор']], // card industry: short for payment facilitator
    [['3DS1'], ['3-D Secure 1']], // card industry: the retired first version (3DS and 3DS2 are covered)
    [['ACS'], ['authentication server']], // card industry: the issuer's 3-D Secure access control server
    [['CE 3.0'], ['Compelling Evidence 3.0']], // card industry: short name of Visa's rules
    [['chargeback rate'], ['chargeback ratio']], // card industry: the same measure
    [['dispute rate'], ['chargeback ratio']], // card industry: the same measure
    [['dispute fee'], ['chargeback fee']], // providers' name for the chargeback fee
    [['billing descriptor'], ['statement descriptor']], // card industry: the name on the cardholder's statement
    [['merchant advice code'], ['Retryable codes']], // card industry: Mastercard's advice whether a decline may be retried
    [['CSC'], ['CVC']], // card industry: card security code (CVV, CVC2 are covered)
    [['LPM'], ['local payment methods']], // payments jargon: local payment methods (APM is on the page)
    [['FX fee'], ['currency conversion margin']], // what a currency conversion costs
    [['fraud score'], ['Fraud checks']], // the score Kalyna's risk engine gives a payment
    [['blocklist'], ['block rules']], // lists of blocked cards, emails or IPs
    [['underwriting'], ['KYB', 'company verification']], // the provider's review of a new merchant
    [['UAT'], ['sandbox']], // many gateways call their test environment UAT
    [['test credentials'], ['test key']], // developers' word for sandbox keys
    [['production key'], ['live key']], // developers' word for the live key
    [['endpoint secret'], ['webhook secret']], // what many providers call the webhook signing secret
    [['correlation id'], ['request ID', 'Request-Id']], // developers' word for the request id
    [['order number'], ['order id']], // shop owners' word for the order id
    [['merchant reference'], ['order_id']], // Adyen, Klarna and Worldpay docs' phrase for your order id
    [['invoice link'], ['payment link']], // a link sent to pay a bill
    [['paylink'], ['payment link']], // one-word form used by several providers
    [['HPP'], ['hosted checkout', 'hosted payment page']], // short for hosted payment page
    [['cash-out'], ['payout']], // iGaming and fintech word; cashout (one word) is covered
    [['payin'], ['one-step purchase']], // fintech and iGaming word for taking money in, the opposite of a payout
    [['prefunding'], ['top up payout balance']], // putting money on the payout balance in advance
    [['auth reversal'], ['void']], // short form; authorization reversal is covered
    [['pre-auth'], ['pre-authorization']], // short form with a hyphen; preauth (one word) is covered
    [['incremental auth'], ['incremental authorization']], // short form
    [['delayed capture'], ['two-step payment']], // capture later than the authorization
    [['overcapture'], ['capture more than authorized']], // capturing above the held amount
    [['recurring token'], ['card token']], // the saved-card token used for later charges
    [['recurring profile'], ['subscription']], // PayPal's older name for a subscription
    [['billing plan'], ['subscription plan']], // PayPal's name for a subscription plan
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
    [['онлайн-каса'], ['ПРРО', 'програмний РРО']], // Hutko and cash-register vendors: the software register
    [['мерчант-портал'], ['кабінет мерчанта']], // Hutko: its merchant portal
    [['холдований'], ['холд', 'двоетапна оплата']], // WayForPay: «холдована сума»
  ]),
];
// cspell:enable
