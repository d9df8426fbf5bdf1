/**
 * The synonyms search expands a query with, per locale: the same table goes into each locale's embedded index (the
 * engine expands queries with it) and, through `npm run search:push`, into the hosted Algolia index as its synonyms,
 * so both engines read a query alike. The groups are in Algolia's synonym shapes, which the embedded engine follows.
 *
 * Most of it is the glossary: every term that names a page or lists synonyms is one group of all its names. Then
 * other providers' words for the same things (./providerWords.ts), and what the glossary cannot say, because it is
 * not a name of a concept but a way readers spell or bend a word.
 */
// Forms readers type that pages do not use. cspell:ignore ендпойнт сендбокс секюр уктзед апі нетбанкінг юрособа фізособа пендінг пендінгу пендинг пейаут кешаут апішка лінка ескроу cashout прийд приход приходит прийшл прийш
import {glossary, type GlossaryTerm, type Locale} from './glossary';
import {otherProvidersWords} from './providerWords';
import {responseCodes} from './response-codes';
import {oneWay, type SynonymGroup} from './synonymGroups';

export type {SynonymGroup};

/**
 * Words the stemmer leaves apart from the page's word, spellings and transliterations readers type, single words
 * the glossary pairs only inside a phrase («витік» of «витік ключа»), and a reader's words for a problem a page solves
 * (a double charge), which name no concept of the glossary. Concepts go to the glossary.
 */
const wordVariants: SynonymGroup[] = [
  // The colloquial word for a payment card; pages say «картка» (and mention «карта» once, on the test cards page).
  {type: 'oneWaySynonym', input: 'карта', synonyms: ['картка']},
  // The glossary pairs «рекурентний платіж» with «регулярний платіж»; readers also put the adjective on other nouns.
  {type: 'synonym', synonyms: ['рекурентний', 'регулярний']},
  // Spellings and transliterations of the site's words.
  {type: 'oneWaySynonym', input: 'ендпойнт', synonyms: ['ендпоінт']},
  {type: 'oneWaySynonym', input: 'веб-хук', synonyms: ['вебхук']},
  {type: 'oneWaySynonym', input: 'сендбокс', synonyms: ['sandbox', 'тестовий режим']},
  {type: 'oneWaySynonym', input: '3д секюр', synonyms: ['3-D Secure']},
  {type: 'oneWaySynonym', input: 'апі', synonyms: ['API']},
  {type: 'oneWaySynonym', input: 'нетбанкінг', synonyms: ['netbanking']},
  // The customs code is written «УКТ ЗЕД», two words; readers type it as one.
  {type: 'oneWaySynonym', input: 'уктзед', synonyms: ['УКТ ЗЕД']},
  // The terminology step keeps «дедлайн» out of pages, and readers still type it.
  {type: 'oneWaySynonym', input: 'дедлайн', synonyms: ['строк']},
  // Pages write amounts with «грн» and the currency code; readers also type the currency's name.
  {type: 'synonym', synonyms: ['гривня', 'грн', 'UAH']},
  // How readers say that a secret key leaked; the security page's heading says it «потрапив у чужі руки».
  {type: 'oneWaySynonym', input: 'витік', synonyms: ['потрапив у чужі руки']},
  {type: 'oneWaySynonym', input: 'вкрали', synonyms: ['потрапив у чужі руки']},
  {type: 'oneWaySynonym', input: 'stolen', synonyms: ['leak']},
  {type: 'oneWaySynonym', input: 'compromised', synonyms: ['leak']},
  // The people a reader invites to the merchant portal; its pages call each of them a user.
  {type: 'oneWaySynonym', input: 'колега', synonyms: ['користувач']},
  {type: 'oneWaySynonym', input: 'співробітник', synonyms: ['користувач']},
  {type: 'oneWaySynonym', input: 'colleague', synonyms: ['user']},
  {type: 'oneWaySynonym', input: 'teammate', synonyms: ['user']},
  {type: 'oneWaySynonym', input: 'employee', synonyms: ['user']},
  // The failure an idempotency key prevents, in the words of a reader who fears it.
  {type: 'oneWaySynonym', input: 'подвійне списання', synonyms: ['ідемпотентність']},
  {type: 'oneWaySynonym', input: 'double charge', synonyms: ['idempotency']},
  {type: 'oneWaySynonym', input: 'charged twice', synonyms: ['idempotency']},
  {type: 'oneWaySynonym', input: 'paid twice', synonyms: ['idempotency']},
  {type: 'oneWaySynonym', input: 'duplicate payment', synonyms: ['idempotency']},
  {type: 'oneWaySynonym', input: 'списали двічі', synonyms: ['ідемпотентність']},
  {type: 'oneWaySynonym', input: 'оплатили двічі', synonyms: ['ідемпотентність']},
  // The forms of «прийти» and «приходити» stem apart (прийш-, прийшл-, прийд-, приход-, приходит-): a reader asking
  // «що робити, якщо не прийшов вебхук» did not meet the heading «Чому не приходить вебхук».
  {type: 'synonym', synonyms: ['приходить', 'приходять', 'прийшов', 'прийшли', 'прийде', 'прийдуть']},
  // The same fear in a developer's words: a request sent again after a timeout.
  {type: 'oneWaySynonym', input: 'request twice', synonyms: ['idempotency']},
  {type: 'oneWaySynonym', input: 'sent twice', synonyms: ['idempotency']},
  {type: 'oneWaySynonym', input: 'запит двічі', synonyms: ['ідемпотентність']},
  {type: 'oneWaySynonym', input: 'повторний запит', synonyms: ['ідемпотентність']},
  // Readers' everyday words for cancelling and for the two kinds of legal person; pages write «скасування» and spell
  // the persons out.
  {type: 'oneWaySynonym', input: 'відміна', synonyms: ['скасування']},
  {type: 'oneWaySynonym', input: 'відмінити', synonyms: ['скасувати']},
  {type: 'oneWaySynonym', input: 'юрособа', synonyms: ['юридична особа']},
  {type: 'oneWaySynonym', input: 'фізособа', synonyms: ['фізична особа']},
  // The pages say pro rata; readers also write the verb (prorated, proration: one stem).
  {type: 'oneWaySynonym', input: 'prorated', synonyms: ['pro rata']},
  // Readers write the time zone as one word; the pages write two.
  {type: 'oneWaySynonym', input: 'timezone', synonyms: ['time zone']},
  // What a service costs is its fees, the word of the pricing page.
  {type: 'oneWaySynonym', input: 'cost', synonyms: ['fees']},
  // Loanwords of payment teams, in Cyrillic: a payment «висить у пендінгу» is pending; a payout is a «пейаут» or, to
  // the people who receive it, a «кешаут»; the API is «апішка» and a link «лінка».
  {type: 'oneWaySynonym', input: 'пендінг', synonyms: ['pending']},
  {type: 'oneWaySynonym', input: 'пендинг', synonyms: ['pending']},
  {type: 'oneWaySynonym', input: 'пейаут', synonyms: ['виплата']},
  {type: 'oneWaySynonym', input: 'кешаут', synonyms: ['виплата']},
  {type: 'oneWaySynonym', input: 'cashout', synonyms: ['payout']},
  {type: 'oneWaySynonym', input: 'апішка', synonyms: ['API']},
  {type: 'oneWaySynonym', input: 'лінка', synonyms: ['посилання']},
  // A marketplace that keeps the buyer's money until delivery asks for escrow; the pages offer a two-step split
  // payment, whose hold does that.
  // Everyday verbs for what the pages say in their own words: money «прийде» where pages say it «надійде», and a reader
  // «протестує» an integration that the pages test in the sandbox (the typo match for it is «опротестувати», a dispute).
  {type: 'oneWaySynonym', input: 'прийдуть', synonyms: ['надійдуть']},
  {type: 'oneWaySynonym', input: 'протестувати', synonyms: ['тестування']},
  {type: 'oneWaySynonym', input: 'ескроу', synonyms: ['двоетапний спліт-платіж']},
  {type: 'oneWaySynonym', input: 'escrow', synonyms: ['two-step split payment']},
];

// cspell:disable
/**
 * Russian words for the site's words, which many Ukrainian readers type out of habit: «частичный возврат» means
 * «часткове повернення». Only words whose Russian form the analyser does not already bring to the Ukrainian one (it
 * reads ы as и, и as і and finds one-letter typos), so «выписка» or «интеграция» need no entry.
 */
const russianWords: [russian: string, ukrainian: string][] = [
  ['возврат', 'повернення'],
  ['вернуть', 'повернути'],
  ['отмена', 'скасування'],
  ['отменить', 'скасувати'],
  ['отложенный', 'відкладений'],
  ['подпись', 'підпис'],
  ['ссылка', 'посилання'],
  ['частичный', 'частковий'],
  ['частично', 'частково'],
  ['счет', 'рахунок'],
  ['подключение', 'підключення'],
  ['подключить', 'підключити'],
  ['безопасность', 'безпека'],
  ['карточка', 'картка'],
  ['деньги', 'кошти'],
  ['средства', 'кошти'],
  ['налоговая', 'податкова'],
  ['уведомление', 'сповіщення'],
  ['уведомление', 'повідомлення'],
  ['ошибка', 'помилка'],
  ['заказ', 'замовлення'],
  ['покупатель', 'покупець'],
  ['покупатель', 'клієнт'],
  ['отчет', 'звіт'],
  ['перевод', 'переказ'],
  ['получатель', 'одержувач'],
  ['отправитель', 'відправник'],
  ['личный кабинет', 'кабінет мерчанта'],
  ['настройки', 'налаштування'],
  ['блокировка', 'блокування'],
  ['событие', 'подія'],
  ['одностадийный', 'одноетапний'],
  ['двухстадийный', 'двоетапний'],
  ['зачисление', 'зарахування'],
  ['комиссия', 'комісія'],
  ['рассрочка', 'розстрочка'],
  ['налог', 'податок'],
  ['заблокировать', 'заблокувати'],
  ['холдирование', 'холд'],
  ['платежный', 'платіжний'],
  ['страница', 'сторінка'],
  ['создать', 'створити'],
  ['создание', 'створення'],
  ['запрос', 'запит'],
  ['ответ', 'відповідь'],
  ['настроить', 'налаштувати'],
  ['язык', 'мова'],
  ['пользователь', 'користувач'],
  ['отписаться', 'відписатися'],
  ['вывод', 'виведення'],
  ['разделить', 'розділити'],
  ['количество', 'кількість'],
  ['скидка', 'знижка'],
  ['выгрузка', 'вивантаження'],
  ['оспорить', 'оскаржити'],
  ['списание', 'списання'],
  ['списать', 'списати'],
  ['расчет', 'розрахунок'],
  ['доказательства', 'докази'],
  ['отклонено', 'відхилено'],
  ['обработка', 'обробка'],
  ['держатель', 'власник картки'],
  ['срок действия', 'строк дії'],
  ['бронирование', 'бронювання'],
  ['сколько стоит', 'скільки коштує'],
  ['проверка', 'перевірка'],
  ['тестирование', 'тестування'],
  ['оповещение', 'сповіщення'],
  ['сотрудник', 'користувач'],
  ['корзина', 'кошик'],
  ['пополнение', 'поповнення балансу'],
  ['пополнить', 'поповнити баланс'],
  ['боевой', 'бойовий режим'],
];
// cspell:enable

const cyrillic = /\p{Script=Cyrillic}/u;

/**
 * The names in a glossary entry: «авторизація (холд)» is both «авторизація» and «холд», and «ротаційний (ковзний)
 * резерв» both «ротаційний резерв» and «ковзний резерв».
 */
export function namesInTerm(term: string): string[] {
  const parenthesis = /^(.*?)\s*\(([^)]+)\)\s*(.*)$/.exec(term);
  if (parenthesis === null) {
    return [term];
  }
  const [, before, inside, after] = parenthesis;
  return after ? [`${before} ${after}`, `${inside} ${after}`] : [before, inside].filter((name) => name.length > 0);
}

/** Case-insensitive de-duplication, keeping the first spelling. */
function distinctPhrases(phrases: string[]): string[] {
  const seen = new Set<string>();
  return phrases.filter((phrase) => {
    const key = phrase.toLowerCase();
    return !seen.has(key) && (seen.add(key), true);
  });
}

/**
 * A glossary entry as a group of all its names in both languages: readers type English terms on the Ukrainian site.
 * Only entries that name a page or list synonyms: the others are wording rules for writers, not what readers search.
 */
function glossaryGroup(term: GlossaryTerm): SynonymGroup | null {
  if (term.page === undefined && term.synonyms === undefined) {
    return null;
  }
  const names = distinctPhrases([
    ...namesInTerm(term.uk),
    ...(term.synonyms?.uk ?? []),
    ...namesInTerm(term.en),
    ...(term.synonyms?.en ?? []),
  ]);
  return names.length > 1 ? {type: 'synonym', synonyms: names} : null;
}

/** The group with its Ukrainian phrases left out, or null when it no longer relates anything. */
function latinOnly(group: SynonymGroup): SynonymGroup | null {
  const latin = (phrase: string) => !cyrillic.test(phrase);
  if (group.type === 'oneWaySynonym') {
    const synonyms = group.synonyms.filter(latin);
    return latin(group.input) && synonyms.length > 0 ? {...group, synonyms} : null;
  }
  const synonyms = group.synonyms.filter(latin);
  return synonyms.length > 1 ? {type: 'synonym', synonyms} : null;
}

/**
 * A decline or error reason typed as words ("insufficient funds", "do not honour"): its name on the codes page, which
 * defines it. Spelt out, its words are in any section that talks of funds or honouring, and the table of codes, one
 * long section, weighs little among them.
 */
const responseCodeReasonsAsWords = oneWay([
  ...[...new Set(responseCodes.map(({reason}) => reason))]
    .filter((reason) => reason.includes('_'))
    .map((reason): [string[], string[]] => [[reason.replace(/_/g, ' ')], [reason]]),
  // The card schemes' text, in American spelling.
  [['do not honor'], ['do_not_honour']],
]);

/**
 * The commonest declines as readers say them, in either language: their codes' names, which the codes page defines.
 * Said in words, a decline reads like any page about cards or refunds («недостатньо коштів на балансі» of a refund).
 */
const declinesInReadersWords = oneWay([
  [['недостатньо коштів'], ['insufficient_funds']],
  [['відмова емітента', 'відмова банку-емітента'], ['do_not_honour']],
  [['прострочена картка', 'card expired'], ['expired_card']],
  [['втрачена картка', 'вкрадена картка', 'stolen card', 'lost card'], ['lost_or_stolen_card']],
  [['перевищено ліміт'], ['limit_exceeded']],
  [['підозра на шахрайство', 'fraud suspected'], ['suspected_fraud']],
  [['емітент недоступний', 'issuer down'], ['issuer_unavailable']],
  [['неправильний номер картки', 'невірний номер картки', 'wrong card number'], ['invalid_card_number']],
]);

// cspell:disable
/**
 * How Ukrainian readers talk about payments where the pages do not: the slang and loanwords of payment teams
 * (захолдити, кепчур, рефанд), Russian and surzhyk words with more than one page word to lead to, the
 * abbreviations of institutions and documents in their Russian or older forms (ФЛП, ДФС, ЕККА), and a problem said as
 * it is felt («завис», «не прийшов чек»). Each leads to the words of the page that answers it.
 */
const ukrainianReadersWords = oneWay([
  [['процесинг'], ['обробка платежів']], // loanword «процесинг (платежів)» = обробка платежів; the portal page that handles payments
  [['захолдити'], ['холд', 'двоетапна оплата']], // slang verb «захолдити кошти» (prefix за- keeps it from the stem «холд»)
  [['кепчур'], ['списання (capture)', 'capture']], // capture in Cyrillic (also кепчер, one letter off); page title «Списання (capture)»
  [['войд'], ['скасування холду', 'void']], // void in Cyrillic (also воїд); page title «Скасування холду (void)»
  [['зарефандити'], ['повернення коштів', 'рефанд']], // slang verb from «рефанд»; the prefix за- keeps it from the stem
  [['кастомер'], ['дані клієнта', 'customer']], // loanword for the customer; the payload page's «дані клієнта» / customer object
  [['юзер'], ['користувач']], // loanword for a portal user
  [['сабскрипшн'], ['підписка']], // subscription in Cyrillic (also сабскрипшен, one letter off)
  [['рекурінг'], ['рекурент', 'підписка']], // recurring in Cyrillic (рекуринг by и/і); subscriptions page keyword «рекурент»
  [['ребіл'], ['рекурент', 'підписка']], // rebill in Cyrillic, repeated charge of a stored card
  [['рекурентка'], ['рекурент', 'підписка']], // colloquial noun for a recurring payment; derived word, not a form of «рекурент»
  [['пейлінк'], ['платіжне посилання']], // pay link in Cyrillic (пейлинк by и/і)
  [['тріал'], ['пробний період']], // trial in Cyrillic; subscriptions page keyword «пробний період»
  [['автооплата'], ['автосписання', 'підписка']], // everyday word for recurring charges; the subscriptions page quotes «автосписання»
  [['задеклайнити'], ['деклайн', 'чому платіж відхилено']], // slang verb (задеклайнили, задеклайнило); prefix за- keeps it from «деклайн»
  [['куар'], ['QR-код']], // QR spelled out in Cyrillic («куар-код», кюар one letter off)
  [['айфрейм'], ['iframe', 'фрейм оплати']], // iframe in Cyrillic; widget keyword «фрейм оплати»
  [['вордпрес'], ['модуль оплати WooCommerce', 'WooCommerce']], // shop owners name the platform, the pages its shop plugin WooCommerce
  [['вукомерс'], ['WooCommerce', 'модуль оплати WooCommerce']], // WooCommerce in Cyrillic
  [['опенкарт'], ['OpenCart', 'модуль OpenCart']], // OpenCart in Cyrillic
  [['шопіфай'], ['Shopify', 'CMS-плагіни']], // Shopify in Cyrillic
  [['сдк'], ['мобільний SDK', 'SDK']], // SDK in Cyrillic letters
  [['айпі'], ['білий список IP', 'IP-адреса']], // IP spelled out in Cyrillic (айпі-адреса, айпішник)
  [['лайв'], ['бойовий режим']], // live mode in Cyrillic
  [['цвв'], ['CVC', 'CVV2']], // CVV in Cyrillic letters (ЦВВ-код)
  [['айбан'], ['IBAN']], // IBAN spelled out as said aloud
  [['ібан'], ['IBAN']], // IBAN transliterated letter by letter
  [['бін'], ['BIN']], // BIN in Cyrillic letters (БІН картки)
  [['віза'], ['Visa']], // Visa in Cyrillic
  [['мастеркард'], ['Mastercard']], // Mastercard in Cyrillic (мастеркарт, майстеркард one letter off)
  [['кредитка'], ['кредитна картка']], // colloquial noun; derived word the stemmer keeps apart from «кредитна»
  [['дебетівка'], ['дебетова картка']], // colloquial noun for a debit card
  [['смс'], ['SMS']], // SMS in Cyrillic (смс-підтвердження)
  [['п2п'], ['P2P-переказ', 'переказ з картки на картку']], // P2P typed in Cyrillic
  [['нотифікація'], ['вебхук', 'сповіщення']], // loanword for a (server) notification
  [['ордер'], ['замовлення', 'order_id']], // loanword for an order (ордер айді); pages say «замовлення», field order_id
  [['хедер'], ['заголовок']], // loanword for an HTTP header (хедер Authorization)
  [['ексель'], ['Excel', 'експорт в Excel']], // Excel in Cyrillic
  [['комса'], ['комісія']], // colloquial for a fee (комса банку)
  [['ролінг'], ['ротаційний резерв']], // rolling reserve in Cyrillic (ролінг-резерв)
  [['холдбек'], ['ротаційний резерв']], // holdback in Cyrillic; the Latin word is already covered
  [['фіскалка'], ['фіскальний чек', 'фіскалізація']], // colloquial for the fiscal receipt / fiscalization
  [['зет-звіт'], ['Z-звіт']], // Z-report with the letter spelled out
  [['доавторизація'], ['інкрементальна авторизація', 'збільшення холду']], // bank word for raising a hold; heading «Збільшення холду (інкрементальна авторизація)»
  [['2фа'], ['двофакторка', 'двофакторну автентифікацію']], // 2FA typed with Cyrillic letters
  [['поміняти ключ'], ['перевипуск ключів']], // everyday phrasing of key rotation; heading «Перевипуск ключів»
  [['мерчант айді'], ['ідентифікатор проєкту']], // merchant ID; a Kalyna project is what other providers call the merchant account
  [['е-кабінет'], ['кабінет платника', 'Електронного кабінету платника']], // everyday name of the tax office's Електронний кабінет платника
  [['расчетный счет'], ['банківський рахунок', 'рахунками для розрахунків']], // Russian «расчетный счет», the merchant's bank account for settlements
  [['розрахунковий рахунок'], ['банківський рахунок', 'рахунками для розрахунків']], // old Ukrainian name of the current account (р/р); pages say банківський/поточний рахунок
  [['возмещение'], ['відшкодування', 'виплата виторгу']], // Russian for the merchant's settlement («возмещение от банка»)
  [['кэшбэк'], ['кешбек', 'Національний кешбек']], // Russian spelling with э (two letters off)
  [['оспаривание'], ['оскарження', 'диспут']], // Russian noun; only the verb «оспорить» is covered
  [['недостаточно средств'], ['недостатньо коштів', 'insufficient_funds']], // Russian decline text; the codes page names it insufficient_funds
  [['отказ'], ['відмова', 'чому платіж відхилено']], // Russian for a decline
  [['ожидание'], ['Очікування клієнта', 'очікування']], // Russian for waiting / pending
  [['разблокировать'], ['розблокувати кошти', 'зняти холд']], // Russian verb for releasing a hold
  [['залог'], ['застава', 'застава за прокат']], // Russian for a deposit held as security
  [['виручка'], ['виторг', 'виплата виторгу']], // surzhyk / Russian (выручка by ы/и) for the merchant's takings
  [['микрозайм'], ['видача позик', 'МФО']], // Russian for a microloan
  [['выигрыш'], ['виплата виграшу', 'виграш']], // Russian for winnings (iGaming payouts)
  [['стоимость'], ['вартість еквайрингу', 'тарифи']], // Russian for cost / price of the service
  [['песочница'], ['тестовий режим', 'sandbox']], // Russian for sandbox (two letters off «пісочниця»)
  [['хэш'], ['хеш', 'підпис']], // Russian spelling; pages: «підпис (його ще називають сигнатурою, хешем або HMAC)»
  [['привязать карту'], ['збережені картки', 'зберегти картку']], // Russian task phrasing for a saved card
  [['привʼязати картку'], ['збережені картки', 'зберегти картку']], // everyday Ukrainian phrasing; pages say «зберегти картку»
  [['мошенничество'], ['антифрод', 'шахрайство']], // Russian for fraud
  [['утечка'], ['витоку ключа', 'потрапив у чужі руки']], // Russian for a leak; security page «у разі витоку ключа»
  [['поиск'], ['пошук', 'пошук платежу']], // Russian noun (поиск платежа)
  [['наличные'], ['оплата готівкою', 'готівкові платежі']], // Russian for cash; vouchers are the cash methods
  // Banks' and providers' names for the merchant's settlement file.
  [
    ['реєстр транзакцій', 'реєстр операцій', 'реєстр платежів'],
    ['звіт про розрахунки', 'виписка за розрахунком'],
  ],
  [['ФЛП'], ['ФОП']], // Russian abbreviation of ФОП (физическое лицо-предприниматель)
  [['ООО'], ['ТОВ']], // Russian abbreviation of ТОВ
  [['ТзОВ'], ['ТОВ']], // western Ukrainian abbreviation of ТОВ
  [['ДФС'], ['ДПС']], // old name of the tax service (Державна фіскальна служба)
  [['ДПІ'], ['ДПС']], // «державна податкова інспекція», the local tax office
  [['Нацбанк'], ['НБУ']], // everyday name of the National Bank
  [['ИНН'], ['РНОКПП', 'ІПН']], // Russian abbreviation of the personal tax number
  [['ДРФО'], ['РНОКПП']], // old name of the number («код ДРФО»)
  [['ОКПО'], ['ЄДРПОУ']], // Russian name of the company code ЄДРПОУ
  [['НДС'], ['ПДВ']], // Russian abbreviation of VAT (ПДВ)
  [['ЭЦП'], ['КЕП', 'кваліфікований електронний підпис']], // Russian abbreviation of the e-signature (ЕЦП is covered)
  [['АЦСК'], ['надавач довірчих послуг', 'КЕП']], // old name of the trust service provider that issues the КЕП key
  [['КНЕДП'], ['надавач довірчих послуг', 'КЕП']], // current abbreviation for the qualified trust service provider
  [['ЕККА'], ['РРО', 'ПРРО']], // old name of a hardware cash register (ЭККА)
  [['ККМ'], ['РРО', 'ПРРО']], // Russian «контрольно-кассовая машина»
  [['ЛК'], ['кабінет мерчанта']], // «особистий / личный кабинет» abbreviated
  [['МПС'], ['платіжні системи', 'Visa']], // «міжнародні платіжні системи» (Visa, Mastercard)
  [['НПС'], ['ПРОСТІР']], // «національна платіжна система» = ПРОСТІР
  [['завис'], ['статуси платежу', 'pending']], // «платіж завис / оплата зависла»: a payment without a final status
  [['оплата не пройшла'], ['чому платіж відхилено', 'деклайн']], // a shop owner's words for a declined payment
  [['не прийшов чек'], ['повторно надіслати чек', 'чек на пошту']], // a customer did not get the receipt
  // What a customer calls a hold («кошти / гроші заморожені на картці»); keyword «заморозка коштів».
  [
    ['заморожені', 'заморожено', 'заморозити'],
    ['заморозка коштів', 'холд'],
  ],
  [['поповнення картки'], ['виплата на картку']], // money sent to a customer's card, as the customer sees it
  // Sending money to a card in everyday words: a payout to a customer, or a P2P transfer between two cards.
  [
    ['перевести гроші', 'переказати гроші'],
    ['виплата на картку', 'P2P-переказ'],
  ],
  [['безконтактна оплата'], ['Apple Pay', 'Google Pay']], // paying with a phone, as readers call the wallets
  [['розморозити кошти'], ['розморозка коштів', 'зняти холд']], // release a hold in a customer's words
  [['розбити платіж'], ['спліт-платіж', 'розподіл платежу']], // dividing one payment among sellers
  [['трек-номер'], ['номер відстеження', 'підтвердження доставки']], // shipping tracking number as dispute evidence
  [['ТТН'], ['номер відстеження', 'підтвердження доставки']], // carrier waybill number (Нова пошта ТТН) given as proof of delivery
  [['двухфакторная'], ['двофакторка', 'двофакторну автентифікацію']], // Russian adjective (двухфакторная аутентификация)
  [['физлицо'], ['фізична особа', 'виплати фізичним особам']], // Russian for a private individual (фізособа is covered)
  [['предприниматель'], ['ФОП', 'підприємець']], // Russian for sole proprietor (частный предприниматель)
]);
// cspell:enable

const ukrainianTable = [
  ...glossary.flatMap((term) => glossaryGroup(term) ?? []),
  ...wordVariants,
  ...responseCodeReasonsAsWords,
  ...declinesInReadersWords,
  ...otherProvidersWords,
  ...oneWay(russianWords.map(([russian, ukrainian]) => [[russian], [ukrainian]])),
  ...ukrainianReadersWords,
];

/**
 * Ukrainian readers type both languages, so their table has every phrase. The English site's text is English (its
 * index holds Ukrainian only as other names of pages), so its table is the English part of the same groups: then an
 * English word means the same on both sites, which also lets one hosted index hold both tables.
 */
export const searchSynonyms: Record<Locale, SynonymGroup[]> = {
  uk: ukrainianTable,
  en: ukrainianTable.flatMap((group) => latinOnly(group) ?? []),
};

/** The table of a Docusaurus locale; a locale the site does not translate into has none. */
export function searchSynonymsOf(locale: string): SynonymGroup[] {
  return locale === 'uk' || locale === 'en' ? searchSynonyms[locale] : [];
}
