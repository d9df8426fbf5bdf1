/**
 * The terminology of the site: one term per concept and locale, the words readers type for it, and the forms pages
 * must not use. It is read by the <Glossary> table component (term and synonyms) and by the textlint terminology step
 * (`scripts/terminology/`), which turns every `avoid` entry into a prh rule. Search indexes a term with a page, and
 * its synonyms, as other names of that page (plugins/search-index/glossaryNames.ts): the page is found by the words
 * readers use without having to use them itself.
 */
export type Locale = 'en' | 'uk';

/** A form pages must not use, as a case-insensitive regular expression (run with the flags g, i, m, u), and what to write instead. */
export interface AvoidedForm {
  /** Regular-expression source. Write `\p{L}` for "a letter": the engine runs it with the `u` flag. */
  pattern: string;
  /** What to write instead, as the message shows it. */
  use: string;
  /** A phrase the pattern must catch; the terminology step fails if it does not. */
  example: string;
}

export interface GlossaryTerm {
  en: string;
  uk: string;
  /**
   * The page that explains the concept, as a route relative to the locale base. Search indexes the term and its
   * synonyms (both languages: readers type English on the Ukrainian site) as other names of that page.
   */
  page?: string;
  /** Other words readers use for the concept: other providers' names, transliterations, English typed on the uk site. */
  synonyms?: Partial<Record<Locale, string[]>>;
  avoid?: Partial<Record<Locale, AvoidedForm[]>>;
}

/** A pattern that matches `stem` only at the start of a word, and the rest of the word with it. */
const word = (stem: string): string => `(?<!\\p{L})${stem}\\p{L}*(?!\\p{L})`;
/** A pattern for a whole word or phrase. */
const exact = (phrase: string): string => `(?<!\\p{L})${phrase}(?!\\p{L})`;

export const glossary: GlossaryTerm[] = [
  {
    en: 'acquirer',
    uk: 'банк-еквайр',
    page: 'products-prices/info/',
    synonyms: {en: ['acquiring bank', 'acquiring'], uk: ['еквайр', 'еквайринг', 'інтернет-еквайринг']},
  },
  {
    en: 'amount in minor units',
    uk: 'сума в мінімальних одиницях валюти',
    page: 'api-usage/peculiarities/',
    synonyms: {uk: ['копійки']},
  },
  {
    en: 'API key',
    uk: 'API-ключ',
    page: 'api-usage/authentication/',
    synonyms: {en: ['API token', 'access key', 'API credentials'], uk: ['API-токен', 'токен доступу', 'ключі доступу']},
  },
  {en: 'authentication', uk: 'автентифікація'},
  {
    en: 'Apple Pay',
    uk: 'Apple Pay',
    page: 'payment-methods/digital-wallets/apple-pay/',
    synonyms: {uk: ['Епл Пей', 'Апл Пей']},
  },
  {
    en: 'approval code',
    uk: 'код авторизації',
    page: 'transactions-lookup/overview/',
    synonyms: {en: ['authorization code', 'auth code'], uk: ['код схвалення', 'авторизаційний код']},
  },
  {
    en: 'approval rate',
    uk: 'частка схвалених платежів',
    page: 'mp/project-analytics/',
    synonyms: {
      en: ['acceptance rate', 'authorization rate'],
      uk: ['частка схвалених', 'рівень схвалення', 'апрув', 'approval rate', 'відсоток успішних оплат'],
    },
  },
  {
    en: 'authorization (hold)',
    uk: 'авторизація (холд)',
    page: 'transactions-2-step/auth/',
    synonyms: {
      en: ['pre-authorization', 'hold', 'authorization hold', 'preauth', 'dual-message'],
      uk: ['холд', 'блокування коштів', 'холдування', 'передавторизація', 'преавторизація', 'резерв коштів'],
    },
  },
  {en: 'balance', uk: 'баланс', page: 'mp/balances-payments/'},
  {en: 'bank transfer', uk: 'банківський переказ'},
  {
    en: 'beneficiary',
    uk: 'бенефіціар (одержувач виплати)',
    avoid: {uk: [{pattern: word('отримувач'), use: 'одержувач / бенефіціар', example: 'банк-отримувач'}]},
  },
  {
    en: 'cancel a subscription',
    uk: 'скасування підписки',
    page: 'recurring-payments/unsubscribing/',
    synonyms: {
      en: ['unsubscribe', 'stop recurring payments'],
      uk: ['відписатися', 'відписка', 'скасувати підписку', 'зупинити автосписання'],
    },
  },
  {
    en: 'cancellation',
    uk: 'скасування платежу',
    page: 'cancellation-of-the-created-payment/',
    synonyms: {uk: ['анулювання'], en: ['cancel']},
    avoid: {en: [{pattern: word('cancelation'), use: 'cancellation', example: 'a cancelation request'}]},
  },
  {
    en: 'capture',
    uk: 'списання (capture)',
    page: 'transactions-2-step/capture/',
    synonyms: {
      en: ['settle', 'complete the authorization'],
      uk: ['підтвердження списання', 'фіналізація', 'фіналізація холду', 'завершення холду'],
    },
    avoid: {
      uk: [
        {pattern: word('списа\\p{L}*\\s+холд'), use: 'списати кошти з холду', example: 'ви списали холд повністю'},
        {pattern: exact('Платіж списано'), use: 'Кошти списано', example: 'банер «Платіж списано»'},
      ],
    },
  },
  {
    en: 'card token',
    uk: 'токен картки',
    page: 'payment-methods/cards/',
    synonyms: {en: ['card tokenization'], uk: ['токенізація картки']},
  },
  {en: 'cardholder', uk: 'власник картки'},
  {
    en: 'chargeback',
    uk: 'чарджбек',
    page: 'disputes/overview/',
    synonyms: {en: ['dispute', 'reversal', 'charge back'], uk: ['диспут', 'опротестування', 'спірна транзакція']},
  },
  {en: 'checkout', uk: 'чекаут', page: 'checkouts-and-widgets/overview/'},
  {
    en: 'checkout conversion',
    uk: 'конверсія',
    page: 'mp/project-analytics/',
    synonyms: {en: ['payment conversion'], uk: ['конверсія платежів', 'конверсія чекауту']},
  },
  {en: 'checkout session', uk: 'сесія чекауту'},
  {
    en: 'payout',
    uk: 'виплата',
    page: 'transactions-credit/overview/',
    synonyms: {
      en: ['disbursement', 'credit payout', 'mass payout', 'pay out'],
      uk: ['масові виплати', 'payout', 'виведення коштів'],
    },
    avoid: {uk: [{pattern: word('кредитн\\p{L}*\\s+виплат'), use: 'виплата', example: 'Кредитні виплати'}]},
  },
  {
    en: 'compromised key',
    uk: 'скомпрометований ключ',
    page: 'api-usage/security/',
    synonyms: {
      en: ['leaked key', 'stolen key', 'key leak'],
      uk: ['витік ключа', 'вкрадений ключ', 'ключ потрапив у чужі руки'],
    },
  },
  {
    en: 'payout to a card',
    uk: 'виплата на картку',
    page: 'transactions-credit/cards/',
    synonyms: {
      en: ['card payout', 'account-to-card', 'A2C', 'push-to-card'],
      uk: ['A2C', 'account-to-card', 'push-to-card'],
    },
  },
  {en: 'currency', uk: 'валюта'},
  {en: 'customer', uk: 'клієнт (покупець)'},
  {
    en: 'CVC',
    uk: 'CVC',
    page: 'testing/cards/',
    synonyms: {en: ['CVV', 'CVV2', 'CVC2', 'security code'], uk: ['CVV', 'CVV2', 'CVC2', 'код безпеки']},
  },
  {
    en: 'deadline',
    uk: 'строк',
    avoid: {uk: [{pattern: word('дедлайн'), use: 'строк / крайній строк / до …', example: 'Дедлайн списання'}]},
  },
  {en: 'deferred charge', uk: 'відкладене списання', page: 'deffered-charge/deffered-charge-by-apple-pay/'},
  {
    en: 'digital wallet',
    uk: 'цифровий гаманець',
    page: 'payment-methods/digital-wallets/',
    synonyms: {en: ['e-wallet'], uk: ['електронний гаманець']},
  },
  {
    en: 'dispute',
    uk: 'диспут',
    page: 'disputes/overview/',
    synonyms: {en: ['chargeback', 'retrieval request'], uk: ['спір щодо платежу', 'чарджбек', 'опротестування']},
  },
  {
    en: 'email',
    uk: 'електронна пошта',
    avoid: {en: [{pattern: exact('e-mail'), use: 'email', example: 'by e-mail'}]},
  },
  {
    en: 'endpoint',
    uk: 'ендпоінт',
    avoid: {uk: [{pattern: exact('ендпоінту'), use: 'ендпоінта', example: 'адреса ендпоінту'}]},
  },
  {
    en: 'expiry date',
    uk: 'строк дії',
    avoid: {uk: [{pattern: exact('термін(у|ом)? дії'), use: 'строк дії', example: 'термін дії картки'}]},
  },
  {
    en: 'fee',
    uk: 'комісія',
    page: 'products-prices/info/',
    synonyms: {
      en: ['pricing', 'commission', 'merchant discount rate', 'MDR', 'transaction fee', 'processing fee'],
      uk: ['тарифи', 'вартість обслуговування'],
    },
  },
  {
    en: 'fiscal receipt',
    uk: 'фіскальний чек',
    page: 'sbcr/overview/',
    synonyms: {en: ['electronic cash receipt'], uk: ['касовий чек', 'електронний касовий чек', 'електронний чек']},
  },
  {en: 'fiscalization', uk: 'фіскалізація', page: 'sbcr/overview/'},
  {
    en: 'frictionless flow',
    uk: 'автентифікація без додаткових кроків (frictionless)',
    avoid: {
      uk: [
        {
          pattern: word('непомітн') + '\\s*\\(frictionless',
          use: 'без додаткових кроків (frictionless)',
          example: 'непомітна (frictionless)',
        },
        {
          pattern: 'без додаткової перевірки \\(frictionless',
          use: 'без додаткових кроків (frictionless)',
          example: 'без додаткової перевірки (frictionless)',
        },
      ],
    },
  },
  {
    en: 'challenge flow',
    uk: 'автентифікація з підтвердженням (challenge)',
    avoid: {
      uk: [
        {
          pattern: word('[Зз] перевіркою') + '\\s*\\(challenge',
          use: 'з підтвердженням (challenge)',
          example: 'З перевіркою (challenge)',
        },
      ],
    },
  },
  {
    en: 'front end',
    uk: 'фронтенд',
    avoid: {en: [{pattern: exact('frontend'), use: 'front-end', example: 'no frontend code'}]},
  },
  {
    en: 'Google Pay',
    uk: 'Google Pay',
    page: 'payment-methods/digital-wallets/google-pay/',
    synonyms: {en: ['GPay'], uk: ['GPay', 'Гугл Пей']},
  },
  {
    en: 'hosted checkout (payment page)',
    uk: 'платіжна сторінка',
    page: 'checkouts-and-widgets/hosted-checkout/',
    synonyms: {
      en: ['hosted payment page', 'payment page', 'hosted checkout'],
      uk: ['хостований чекаут', 'сторінка оплати', 'checkout'],
    },
    avoid: {
      uk: [
        {
          pattern: `(?<!\\()${word('хостован')}\\s+${word('чекаут')}`,
          use: 'платіжна сторінка',
          example: 'через хостований чекаут',
        },
        {
          pattern: exact('хостов(а|е|ої|ого|ій|у|им)') + '\\s',
          use: 'через платіжну сторінку',
          example: 'хостова інтеграція',
        },
      ],
    },
  },
  {
    en: 'idempotency key',
    uk: 'ключ ідемпотентності',
    page: 'api-usage/peculiarities/',
    synonyms: {
      en: ['idempotent request', 'duplicate request'],
      uk: ['ідемпотентність'],
    },
  },
  {
    en: 'instalments',
    uk: 'розстрочка',
    page: 'recurring-payments/subscription/',
    // Not «оплата / платіж частинами» as names: a name matches its words in any order, and «частину оплати», «частину
    // платежу» are how readers ask for a partial refund or capture. The section's heading and keywords carry the phrase.
    synonyms: {en: ['installments', 'installment plan', 'pay in parts', 'BNPL'], uk: ['покупка частинами']},
  },
  {en: 'issuer', uk: 'банк-емітент'},
  {
    en: 'live mode',
    uk: 'бойовий режим',
    page: 'create-account/',
    synonyms: {en: ['production'], uk: ['продакшн', 'робочий режим']},
  },
  {
    en: 'lookup',
    uk: 'перевірка статусу',
    page: 'transactions-lookup/overview/',
    synonyms: {en: ['check payment status'], uk: ['перевірити статус оплати']},
  },
  {
    en: 'marketplace',
    uk: 'маркетплейс',
    page: 'transactions-split-purchase/overview/',
    synonyms: {en: ['multi-vendor platform'], uk: ['торговий майданчик']},
  },
  {
    en: 'merchant',
    uk: 'мерчант',
    page: 'create-account/',
    synonyms: {en: ['seller'], uk: ['торговець', 'ТСП', 'продавець']},
  },
  {
    en: 'merchant of record',
    uk: 'merchant of record',
    page: 'products-prices/info/',
    synonyms: {en: ['MoR', 'seller of record'], uk: ['MoR']},
  },
  {
    en: 'merchant portal',
    uk: 'кабінет мерчанта',
    page: 'mp/overview/',
    synonyms: {
      en: ['merchant dashboard', 'dashboard', 'back office'],
      uk: ['особистий кабінет', 'бізнес-кабінет', 'адмінка'],
    },
  },
  {en: 'merchant-initiated transaction (MIT)', uk: 'транзакція, ініційована мерчантом (MIT)'},
  {en: 'customer-initiated transaction (CIT)', uk: 'транзакція, ініційована клієнтом (CIT)'},
  {en: 'microfinance organisation (MFO)', uk: 'мікрофінансова організація (МФО)', synonyms: {uk: ['МФО']}},
  {
    en: 'mobile app',
    uk: 'мобільний застосунок',
    page: 'transactions-purchase/mobile/',
    synonyms: {en: ['mobile SDK', 'iOS SDK', 'Android SDK'], uk: ['додаток', 'мобільний додаток', 'мобільний SDK']},
  },
  {
    en: 'non-resident company',
    uk: 'компанія-нерезидент',
    page: 'create-account/',
    synonyms: {en: ['non-resident', 'foreign company'], uk: ['нерезидент', 'іноземна компанія']},
  },
  {
    en: 'online banking',
    uk: 'інтернет-банкінг',
    page: 'payment-methods/online-banking/',
    synonyms: {en: ['net banking', 'internet banking', 'bank redirect'], uk: ['інтернет-банк', 'онлайн-банкінг']},
  },
  {en: 'order', uk: 'замовлення'},
  {
    en: 'P2P transfer',
    uk: 'P2P-переказ',
    page: 'transactions-p2p/overview/',
    synonyms: {en: ['card-to-card transfer'], uk: ['переказ з картки на картку']},
  },
  {
    en: 'pagination',
    uk: 'пагінація',
    page: 'api-usage/peculiarities/',
    synonyms: {en: ['paging', 'next page of results'], uk: ['посторінкове виведення', 'наступна сторінка результатів']},
  },
  {
    en: 'partial refund',
    uk: 'часткове повернення коштів',
    page: 'transactions-refund/overview/',
    synonyms: {en: ['refund part of a payment'], uk: ['часткове повернення', 'повернути частину суми']},
  },
  {en: 'payment', uk: 'платіж'},
  {
    en: 'payment link',
    uk: 'платіжне посилання',
    page: 'transactions-purchase/payment-links/',
    synonyms: {
      en: ['invoice', 'pay-by-link', 'payments without a website', 'checkout link'],
      uk: ['інвойс', 'рахунок на оплату', 'виставити рахунок', 'оплата без сайту', 'посилання на оплату'],
    },
  },
  {en: 'payment method', uk: 'спосіб оплати'},
  {
    en: 'payment object',
    uk: 'обʼєкт платежу',
    page: 'payload/overview/',
    // Stripe's name for the object that follows one payment from creation to its final status.
    synonyms: {en: ['payment intent', 'PaymentIntent']},
  },
  {en: 'Pix', uk: 'Pix', page: 'payment-methods/digital-wallets/pix/', synonyms: {uk: ['Пікс']}},
  {
    en: 'payment widget',
    uk: 'платіжний віджет',
    page: 'checkouts-and-widgets/payment-widget/start/',
    synonyms: {
      // The name two other providers give their prebuilt payment form.
      en: ['embedded payment form', 'embedded checkout', 'Drop-in'],
      uk: ['вбудована форма оплати', 'вбудований чекаут'],
    },
  },
  {en: 'polling', uk: 'опитування (polling)'},
  {en: 'project', uk: 'проєкт'},
  {en: 'publishable key', uk: 'публічний ключ'},
  {
    en: 'purchase (one-step payment)',
    uk: 'покупка (одноетапна оплата)',
    page: 'transactions-purchase/overview/',
    synonyms: {en: ['sale', 'single-message payment'], uk: ['одностадійна оплата', 'одностадійний платіж']},
  },
  {
    en: 'qualified electronic signature',
    uk: 'кваліфікований електронний підпис (КЕП)',
    page: 'sbcr/connect/',
    synonyms: {en: ['QES'], uk: ['КЕП', 'ЕЦП']},
  },
  {
    en: 'rate limit',
    uk: 'ліміт запитів',
    page: 'api-usage/peculiarities/',
    synonyms: {
      en: ['throttling', 'too many requests'],
      uk: ['обмеження частоти запитів', 'тротлінг', 'забагато запитів'],
    },
  },
  {
    en: 'recipient',
    uk: 'одержувач',
    synonyms: {uk: ['отримувач']},
  },
  {
    en: 'recurring payment',
    uk: 'регулярний платіж',
    page: 'recurring-payments/subscription/',
    synonyms: {
      en: ['recurring billing', 'autopay', 'rebill'],
      uk: ['рекурентний платіж', 'рекурентні платежі', 'автоплатіж', 'автосписання', 'регулярний білінг'],
    },
  },
  {en: 'redirect', uk: 'перенаправлення (редирект)'},
  {
    en: 'refund',
    uk: 'повернення коштів',
    page: 'transactions-refund/overview/',
    synonyms: {
      en: ['reversal', 'money back'],
      uk: ['рефанд', 'повернення платежу', 'повернення грошей', 'повернути гроші'],
    },
  },
  {
    en: 'release a hold',
    uk: 'зняти холд (розблокувати кошти)',
    page: 'transactions-2-step/void/',
    synonyms: {
      en: ['void', 'reversal', 'release an authorization', 'cancel an authorization'],
      uk: ['скасування холду', 'розблокування коштів'],
    },
    avoid: {
      uk: [
        {pattern: `${word('звільн')}(?!\\s+від)`, use: 'зняти холд / розблокувати кошти', example: 'Холд звільнено'},
      ],
    },
  },
  {en: 'request', uk: 'запит'},
  {en: 'response', uk: 'відповідь'},
  {
    en: 'response code',
    uk: 'код відповіді',
    page: 'status-codes/codes-by-stages/',
    synonyms: {
      en: ['decline code', 'decline reason'],
      uk: ['код відмови', 'причина відмови'],
    },
    avoid: {
      uk: [
        {pattern: exact('[Кк]оди статусів'), use: 'коди відповідей (HTTP-статуси для HTTP)', example: 'Коди статусів'},
      ],
    },
  },
  {
    en: 'retrieval reference number (RRN)',
    uk: 'RRN (референсний номер операції)',
    page: 'transactions-lookup/overview/',
    synonyms: {en: ['RRN', 'bank reference number'], uk: ['РРН', 'референс операції', 'номер операції в банку']},
  },
  {en: 'return URL', uk: 'URL повернення', page: 'checkouts-and-widgets/hosted-checkout/'},
  {
    en: 'rolling reserve',
    uk: 'ротаційний (ковзний) резерв',
    page: 'mp/balances-payments/',
    avoid: {
      uk: [{pattern: word('змінн') + '\\s+' + word('резерв'), use: 'ротаційний резерв', example: 'змінний резерв'}],
    },
  },
  {
    en: 'rotate a key',
    uk: 'перевипуск ключа',
    page: 'api-usage/authentication/',
    synonyms: {en: ['key rotation', 'regenerate a key'], uk: ['ротація ключа', 'замінити ключ']},
    avoid: {
      uk: [
        {pattern: word('ротаці') + '\\s+' + word('(ключ|секрет)'), use: 'перевипуск ключа', example: 'ротація ключів'},
      ],
    },
  },
  {
    en: 'sandbox (test mode)',
    uk: 'тестовий режим (sandbox)',
    page: 'api-usage/authentication/',
    synonyms: {en: ['test mode', 'test environment'], uk: ['пісочниця', 'sandbox', 'тестове середовище']},
  },
  {
    en: 'secret key',
    uk: 'секретний ключ',
    page: 'api-usage/authentication/',
    synonyms: {en: ['private key', 'API secret'], uk: ['приватний ключ']},
  },
  {
    en: 'settlement',
    uk: 'розрахунок',
    page: 'financial-data/api/',
    synonyms: {
      en: ['settlement payout', 'reconciliation'],
      uk: ['відшкодування', 'звірка', 'реконсіляція', 'сетлмент'],
    },
  },
  {en: 'signature', uk: 'підпис', page: 'webhooks/structure/', synonyms: {en: ['HMAC', 'hash'], uk: ['сигнатура']}},
  {
    en: 'software cash register (PRRO)',
    uk: 'програмний реєстратор розрахункових операцій (ПРРО)',
    page: 'sbcr/overview/',
    synonyms: {en: ['SBCR', 'cash register'], uk: ['ПРРО', 'програмний РРО', 'каса', 'РРО', 'касовий апарат']},
    avoid: {uk: [{pattern: exact('SBCR'), use: 'програмний РРО (ПРРО)', example: 'програмний РРО Kalyna (SBCR)'}]},
  },
  {
    en: 'sole proprietor',
    uk: 'фізична особа — підприємець (ФОП)',
    page: 'create-account/',
    synonyms: {en: ['individual entrepreneur', 'FOP'], uk: ['ФОП', 'фізособа-підприємець', 'СПД']},
    avoid: {
      uk: [
        {
          pattern: 'особ(а|и|і|у|ою)-підприєм',
          use: 'фізична особа — підприємець',
          example: 'фізична особа-підприємець',
        },
      ],
    },
  },
  {
    en: 'split payment',
    uk: 'спліт-платіж',
    page: 'transactions-split-purchase/overview/',
    synonyms: {
      en: ['marketplace payments', 'split'],
      uk: ['розщеплення платежу', 'розщеплення', 'спліт', 'розподіл платежу'],
    },
  },
  {
    en: 'stable (code)',
    uk: 'сталий',
    avoid: {uk: [{pattern: word('стабільн') + '\\s+' + word('код'), use: 'сталий код', example: 'стабільний код'}]},
  },
  {
    en: 'State Tax Service',
    uk: 'Державна податкова служба (ДПС)',
    page: 'sbcr/overview/',
    synonyms: {en: ['tax authority'], uk: ['ДПС', 'податкова служба', 'податкова інспекція']},
  },
  {
    en: 'status',
    uk: 'статус',
    page: 'status-codes/payment-cycle/',
    synonyms: {en: ['payment state'], uk: ['стан платежу']},
  },
  {
    en: 'strong customer authentication (SCA)',
    uk: 'посилена автентифікація клієнта (SCA)',
    avoid: {
      uk: [
        {
          pattern: word('строг') + '\\s+' + word('автентифікац'),
          use: 'посилена автентифікація',
          example: 'строга автентифікація клієнта',
        },
      ],
    },
  },
  {
    en: 'subscription',
    uk: 'підписка',
    page: 'recurring-payments/subscription/',
    synonyms: {en: ['membership billing'], uk: ['передплата', 'абонплата', 'абонемент']},
  },
  {
    // «Тариф» on this site is Kalyna's pricing (products-prices/info/), so a subscription's plan is never a «тарифний план».
    en: 'subscription plan',
    uk: 'план',
    avoid: {uk: [{pattern: word('тарифн') + ' план', use: 'план (підписки)', example: 'тарифний план підписки'}]},
  },
  {
    // A subscription charges by a schedule: the guides and the reference say «графік»; «розклад» is a timetable.
    en: 'subscription schedule',
    uk: 'графік (списань)',
    avoid: {
      uk: [
        {
          pattern: word('розклад') + ' (?:списань|платежів|підписки|підписок)',
          use: 'графік списань',
          example: 'розклад списань',
        },
      ],
    },
  },
  {
    en: 'tax ID',
    uk: 'РНОКПП',
    page: 'create-account/',
    synonyms: {en: ['TIN'], uk: ['ІПН', 'ідентифікаційний код']},
  },
  {
    en: '3-D Secure',
    uk: '3-D Secure',
    page: 'payment-methods/cards/',
    synonyms: {en: ['3DS', '3D Secure', '3DS2'], uk: ['3DS', '3D Secure', '3DS2']},
  },
  {
    en: 'test key',
    uk: 'тестовий ключ',
    page: 'api-usage/authentication/',
    synonyms: {en: ['sandbox key', 'test API key'], uk: ['ключ тестового режиму', 'тестовий API-ключ']},
  },
  {
    en: 'tokenization',
    uk: 'токенізація',
    page: 'payment-methods/cards/',
    synonyms: {
      en: ['one-click payment', 'saved card', 'card on file', 'stored credentials'],
      uk: ['оплата в один клік', 'збережена картка', 'збережені реквізити'],
    },
  },
  {
    en: 'two-step payment',
    uk: 'двоетапна оплата',
    page: 'transactions-2-step/auth/',
    synonyms: {en: ['two-stage payment', 'dual-message'], uk: ['двостадійна оплата', 'двостадійний платіж']},
  },
  {
    en: 'void',
    uk: 'скасування холду',
    page: 'transactions-2-step/void/',
    synonyms: {en: ['authorization reversal'], uk: ['анулювання', 'анулювання операції', 'void']},
    avoid: {
      uk: [{pattern: `(?<![\\p{L}(])void(?!\\p{L})`, use: 'скасування холду', example: '## Void, скасування платежу'}],
    },
  },
  {
    en: 'voucher',
    uk: 'ваучер',
    page: 'payment-methods/vouchers/',
    synonyms: {en: ['pay in cash'], uk: ['оплата готівкою']},
  },
  {
    en: 'webhook',
    uk: 'вебхук',
    page: 'webhooks/setting/',
    synonyms: {
      en: ['callback', 'callback URL', 'notification URL', 'server callback', 'IPN', 'postback'],
      uk: ['колбек', 'callback', 'зворотний виклик', 'сповіщення', 'IPN'],
    },
  },
];

/**
 * Phrasing that is not a glossary term but reads as translated from English. The terminology step enforces these the
 * same way; the glossary table does not show them.
 */
export const avoidedPhrasing: Record<Locale, AvoidedForm[]> = {
  en: [
    {
      pattern: word('authoris'),
      use: 'the US spelling with z (authorize, authorization), as everywhere on the site',
      example: 'authorisation',
    },
  ],
  uk: [
    {pattern: exact('тож'), use: 'тому / отже / через це, або перебудуйте речення', example: 'тож помилка не спише'},
    {
      pattern: exact('джерел\\p{L}* істини'),
      use: 'остаточний статус / основне джерело статусу',
      example: 'Джерело істини — вебхук',
    },
    {
      pattern: word('[Бб]удуйте') + '\\s+' + word('обробк') + '\\s+на',
      use: 'будуйте логіку на основі …',
      example: 'Будуйте обробку на числі',
    },
    {pattern: exact('[Пп]ри витоку'), use: 'у разі витоку', example: 'план дій при витоку ключа'},
    {pattern: exact('[Тт]ипово'), use: 'за замовчуванням (або «зазвичай»)', example: 'банки типово обмежують'},
    {
      pattern: word('[Тт]ипов(е|ого|им)') + '\\s+' + word('значенн'),
      use: 'значення за замовчуванням',
      example: 'типове значення',
    },
    {pattern: exact('Особливості API'), use: 'Загальні правила API', example: 'Особливості API'},
    {
      pattern: '(?<![\\p{L}(]|Apple\\s+)(Owner|Administrator|Accountant|Developer|Viewer)(?![\\p{L})])',
      use: 'українська назва ролі, англійська в дужках: «Власник (Owner)»',
      example: 'Ролі призначає Owner або Administrator',
    },
    {pattern: '(?<=\\d)%', use: 'число, пробіл, % («25 %»)', example: '25% і більше'},
  ],
};
