/**
 * The names of other payment providers and processors as readers type them, in Latin and Cyrillic letters. In a query
 * they say where the reader comes from, not what they look for: «orderReference як у WayForPay» asks for our order
 * id, and the one page that compares statuses across providers must not win every such query because it names them.
 * Search counts them like the verbs that only carry a question (src/search/parseQuery.ts).
 */
// cspell:disable
export const otherProviderNames: readonly string[] = [
  'liqpay',
  'лікпей',
  'лiqpay',
  'monobank',
  'монобанк',
  'mono',
  'моно',
  'wayforpay',
  'вейфорпей',
  'fondy',
  'фонді',
  'portmone',
  'портмоне',
  'ipay',
  'platon',
  'tranzzo',
  'stripe',
  'страйп',
  'adyen',
  'адієн',
  'braintree',
  'paypal',
  'пейпал',
  'razorpay',
  'mollie',
  'worldpay',
];
