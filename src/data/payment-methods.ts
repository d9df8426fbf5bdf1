/**
 * Payment methods that Kalyna accepts: one entry per method page of the "Payment methods" section.
 * The methods table on /payment-methods/list/ renders this list, and the content tests read it,
 * so a method's countries, currencies and capabilities are stated here once and nowhere else.
 *
 * For card and wallet methods `countries` is where Kalyna acquires the payment (Ukraine):
 * cards issued in any country are accepted there. For local methods it is the country of the scheme.
 */
export interface PaymentMethod {
  id: string;
  type: 'card' | 'wallet' | 'mobile' | 'online_banking' | 'voucher';
  name: string;
  nameUk: string;
  /** ISO 3166-1 alpha-2 */
  countries: string[];
  /** ISO 4217 */
  currencies: string[];
  /** How the customer confirms: redirect | qr | push | voucher | in_page */
  flow: string;
  /** Whether the method supports two-step payments (authorization, then capture). */
  twoStep: boolean;
  refunds: 'full_and_partial' | 'full' | 'none';
  recurring: boolean;
  /** Whether Kalyna can also send payouts over the same rail. */
  payouts: boolean;
  /** Site route of the method page, without locale prefix, with trailing slash. */
  route: string;
  /**
   * The value of `payment_method.type` that asks for the method in a payment request; it also names the object of
   * the method's own fields (`payment_method.mpesa.phone`).
   */
  paymentMethodType: string;
}

const onlineBanking = (
  country: string,
  name: string,
  nameUk: string,
  countryCode: string,
  currency: string,
  payouts: boolean,
  // 'qr' where the customer pays by scanning a bank QR code (TH, VN).
  flow: 'redirect' | 'qr' = 'redirect',
): PaymentMethod => ({
  id: `online_banking_${country}`,
  type: 'online_banking',
  name: `Online banking: ${name}`,
  nameUk: `Інтернет-банкінг: ${nameUk}`,
  countries: [countryCode],
  currencies: [currency],
  flow,
  twoStep: false,
  refunds: 'full_and_partial',
  recurring: false,
  payouts,
  route: `/payment-methods/online-banking/${country}/`,
  paymentMethodType: 'online_banking',
});

export const paymentMethods: PaymentMethod[] = [
  {
    id: 'cards',
    type: 'card',
    name: 'Cards (Visa, Mastercard, ПРОСТІР)',
    nameUk: 'Картки (Visa, Mastercard, ПРОСТІР)',
    countries: ['UA'],
    currencies: ['UAH', 'USD', 'EUR'],
    flow: 'in_page',
    twoStep: true,
    refunds: 'full_and_partial',
    recurring: true,
    payouts: true,
    route: '/payment-methods/cards/',
    paymentMethodType: 'card',
  },
  {
    id: 'apple_pay',
    type: 'wallet',
    name: 'Apple Pay',
    nameUk: 'Apple Pay',
    countries: ['UA'],
    currencies: ['UAH', 'USD', 'EUR'],
    flow: 'in_page',
    twoStep: true,
    refunds: 'full_and_partial',
    recurring: true,
    payouts: false,
    route: '/payment-methods/digital-wallets/apple-pay/',
    paymentMethodType: 'apple_pay',
  },
  {
    id: 'google_pay',
    type: 'wallet',
    name: 'Google Pay',
    nameUk: 'Google Pay',
    countries: ['UA'],
    currencies: ['UAH', 'USD', 'EUR'],
    flow: 'in_page',
    twoStep: true,
    refunds: 'full_and_partial',
    recurring: true,
    payouts: false,
    route: '/payment-methods/digital-wallets/google-pay/',
    paymentMethodType: 'google_pay',
  },
  {
    id: 'gcash',
    type: 'wallet',
    name: 'GCash',
    nameUk: 'GCash',
    countries: ['PH'],
    currencies: ['PHP'],
    flow: 'redirect',
    twoStep: false,
    refunds: 'full_and_partial',
    recurring: false,
    payouts: false,
    route: '/payment-methods/digital-wallets/gg/',
    paymentMethodType: 'gcash',
  },
  {
    id: 'paytm',
    type: 'wallet',
    name: 'Paytm',
    nameUk: 'Paytm',
    countries: ['IN'],
    currencies: ['INR'],
    flow: 'redirect',
    twoStep: false,
    refunds: 'full_and_partial',
    recurring: false,
    // The in_paytm payout rail is disabled while the RBI's 2024 restriction on Paytm Payments Bank applies.
    payouts: false,
    route: '/payment-methods/digital-wallets/paytm/',
    paymentMethodType: 'paytm',
  },
  {
    id: 'phonepe',
    type: 'wallet',
    name: 'PhonePe',
    nameUk: 'PhonePe',
    countries: ['IN'],
    currencies: ['INR'],
    flow: 'redirect',
    twoStep: false,
    refunds: 'full_and_partial',
    recurring: false,
    payouts: false,
    route: '/payment-methods/digital-wallets/phonepe/',
    paymentMethodType: 'phonepe',
  },
  {
    id: 'picpay',
    type: 'wallet',
    name: 'PicPay',
    nameUk: 'PicPay',
    countries: ['BR'],
    currencies: ['BRL'],
    flow: 'qr',
    twoStep: false,
    refunds: 'full_and_partial',
    recurring: false,
    payouts: false,
    route: '/payment-methods/digital-wallets/picpay/',
    paymentMethodType: 'picpay',
  },
  {
    id: 'pix',
    type: 'wallet',
    name: 'Pix',
    nameUk: 'Pix',
    countries: ['BR'],
    currencies: ['BRL'],
    flow: 'qr',
    twoStep: false,
    refunds: 'full_and_partial',
    recurring: false,
    payouts: true,
    route: '/payment-methods/digital-wallets/pix/',
    paymentMethodType: 'pix',
  },
  {
    id: 'upi',
    type: 'wallet',
    name: 'UPI',
    nameUk: 'UPI',
    countries: ['IN'],
    currencies: ['INR'],
    flow: 'redirect',
    twoStep: false,
    refunds: 'full_and_partial',
    recurring: false,
    payouts: false,
    route: '/payment-methods/digital-wallets/upi/',
    paymentMethodType: 'upi',
  },
  {
    id: 'mobile_balance_kz',
    type: 'mobile',
    name: 'Mobile balance (Kazakhstan)',
    nameUk: 'Баланс мобільного (Казахстан)',
    countries: ['KZ'],
    currencies: ['KZT'],
    flow: 'push',
    twoStep: false,
    refunds: 'none',
    recurring: false,
    payouts: false,
    route: '/payment-methods/mobile-payments/mp-kazachstan/',
    paymentMethodType: 'mobile_balance',
  },
  {
    id: 'mpesa',
    type: 'mobile',
    name: 'M-Pesa',
    nameUk: 'M-Pesa',
    countries: ['KE'],
    currencies: ['KES'],
    flow: 'push',
    twoStep: false,
    refunds: 'full_and_partial',
    recurring: false,
    payouts: false,
    route: '/payment-methods/mobile-payments/mpesa/',
    paymentMethodType: 'mpesa',
  },
  onlineBanking('brazil', 'Brazil', 'Бразилія', 'BR', 'BRL', true),
  onlineBanking('india', 'India', 'Індія', 'IN', 'INR', true),
  onlineBanking('indonesia', 'Indonesia', 'Індонезія', 'ID', 'IDR', false),
  onlineBanking('japan', 'Japan', 'Японія', 'JP', 'JPY', true),
  onlineBanking('malaysia', 'Malaysia', 'Малайзія', 'MY', 'MYR', false),
  onlineBanking('nigeria', 'Nigeria', 'Нігерія', 'NG', 'NGN', false),
  onlineBanking('philippines', 'Philippines', 'Філіппіни', 'PH', 'PHP', false),
  onlineBanking('thailand', 'Thailand', 'Таїланд', 'TH', 'THB', false, 'qr'),
  onlineBanking('vietnam', 'Vietnam', 'Вʼєтнам', 'VN', 'VND', false, 'qr'),
  {
    id: 'boleto',
    type: 'voucher',
    name: 'Boleto Bancário',
    nameUk: 'Boleto Bancário',
    countries: ['BR'],
    currencies: ['BRL'],
    flow: 'voucher',
    twoStep: false,
    refunds: 'full_and_partial',
    recurring: false,
    payouts: false,
    route: '/payment-methods/vouchers/boleto/',
    paymentMethodType: 'boleto',
  },
];
