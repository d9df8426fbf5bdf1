/**
 * The synonyms search expands a query with, per locale: the same table goes into each locale's embedded index (the
 * engine expands queries with it) and, through `npm run search:push`, into the hosted Algolia index as its synonyms,
 * so both engines read a query alike. The groups are in Algolia's synonym shapes, which the embedded engine follows.
 *
 * Most of it is the glossary: every term that names a page or lists synonyms is one group of all its names. Then
 * other providers' words for the same things (./providerWords.ts), and what the glossary cannot say, because it is
 * not a name of a concept but a way readers spell or bend a word.
 */
// Forms readers type that pages do not use. cspell:ignore ендпойнт сендбокс секюр уктзед апі нетбанкінг юрособа фізособа пендінг пендінгу пендинг пейаут кешаут апішка лінка ескроу cashout
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

const ukrainianTable = [
  ...glossary.flatMap((term) => glossaryGroup(term) ?? []),
  ...wordVariants,
  ...responseCodeReasonsAsWords,
  ...declinesInReadersWords,
  ...otherProvidersWords,
  ...oneWay(russianWords.map(([russian, ukrainian]) => [[russian], [ukrainian]])),
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
