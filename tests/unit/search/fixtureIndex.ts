/** A small Ukrainian docs index for the engine tests: a few pages whose words differ only in grammatical form. */
import {buildSearchIndexFile} from '../../../plugins/search-index/buildSearchIndexFile';
import type {SynonymGroup} from '../../../src/data/search-synonyms';
import {allDocSearchRecords, type DocSearchRecord} from '../../../src/search/docSearchRecords';
import type {CompactPostings} from '../../../src/search/compactIndex';
import {pageWithText, type IndexedPage, type PageFile, type SearchIndexFile} from '../../../src/search/indexFormat';
import {SearchEngine} from '../../../src/search/searchEngine';

export const page = (
  path: string,
  lvl0: string,
  lvl1: string,
  sections: Array<[string | null, string | null, string[]]>,
  otherLanguageTitles: string[] = [],
): IndexedPage => ({
  path,
  lvl0,
  lvl1,
  otherLanguageTitles,
  sections: sections.map(([lvl2, anchor, contents]) => ({lvl2, lvl3: null, anchor, contents})),
});

/**
 * Five pages on payment methods that each say `sentence` once: enough other sections for a ranking fixture's words to
 * have a document frequency, so that the words of its subject are rare.
 */
export const paymentMethodPages = (sentence: string): IndexedPage[] =>
  ['Картки', 'Гаманці', 'Банки', 'Ваучери', 'Спори'].map((title, index) =>
    page(`/uk/methods/${index}/`, 'Способи', title, [[null, null, [`Оплата: ${title}. ${sentence}`]]]),
  );

export const fixturePages: IndexedPage[] = [
  page(
    '/uk/payments/create/',
    'Платежі',
    'Створення платежу',
    [
      [null, null, ['Щоб прийняти оплату, створіть платіж через API.']],
      ['Статуси платежів', 'statuses', ['Кожен платіж має статус: created, captured або declined.']],
    ],
    ['Create a payment'],
  ),
  page(
    '/uk/payments/lifecycle/',
    'Платежі',
    'Життєвий цикл платежу',
    [[null, null, ['Платежі проходять кілька станів, від створення до списання.']]],
    ['Payment lifecycle'],
  ),
  page(
    '/uk/refunds/',
    'Повернення',
    'Повернення коштів',
    [
      [null, null, ['Повернення віддає гроші клієнтові зі списаного рахунку.']],
      ['Часткове повернення', 'partial', ['Можна повернути лише частину суми.']],
    ],
    ['Refunds'],
  ),
  page('/uk/faq/', 'Довідка', 'Часті запитання', [
    [null, null, ['Тут зібрано відповіді на різні питання, зокрема про повернення коштів і ліміти.']],
  ]),
  page(
    '/uk/webhooks/',
    'Вебхуки',
    'Вебхуки',
    [
      [null, null, ['Вебхук повідомляє ваш сервер про подію.']],
      [
        'Підпис вебхука',
        'signature',
        ['Перевіряйте підпис кожного запиту: <script>alert(1)</script> у тілі — лише текст.'],
      ],
    ],
    ['Webhooks'],
  ),
  page(
    '/uk/testing/cards/',
    'Тестування',
    'Тестові картки',
    [[null, null, ['Номери тестових карток для режиму sandbox.', '4111111111111111', 'Успішна оплата']]],
    ['Test cards'],
  ),
  page('/uk/idempotency/', 'API', 'Ідемпотентність', [
    [null, null, ['Ключ ідемпотентності захищає від подвійних запитів.']],
  ]),
  page('/uk/void/', 'Двоетапна оплата', 'Void', [[null, null, ['Скасування холду звільняє кошти.']]]),
  page('/uk/voip/', 'Інше', 'Voip', [[null, null, ['Телефонія.']]]),
  // An English word of the text (callback) and a look-alike in another page's title (cashback), two typos apart.
  page(
    '/uk/notifications/',
    'Інтеграція',
    'Сповіщення про події',
    [[null, null, ['Kalyna надсилає callback на ваш сервер після кожної зміни статусу.']]],
    ['Event notifications'],
  ),
  page(
    '/uk/cashback/',
    'Фіскалізація',
    'Національний кешбек',
    [[null, null, ['Державна програма повертала покупцям частину ціни товарів.']]],
    ['National cashback'],
  ),
];

export interface FixtureContent {
  pages?: IndexedPage[];
  synonyms?: SynonymGroup[];
  /** Shards the index when it is larger than this, gzip (the fixture is about 1 KB): 0 always shards it. */
  shardAboveGzipBytes?: number;
  shardGzipBytes?: number;
}

export interface FixtureIndex {
  indexFile: SearchIndexFile;
  pageFiles: PageFile[];
  postingShards: CompactPostings[];
}

/** The index and page files as the browser gets them: the engine must work from what survives serialization. */
export function fixtureIndex({
  pages = fixturePages,
  synonyms = [],
  shardAboveGzipBytes,
  shardGzipBytes,
}: FixtureContent = {}): FixtureIndex {
  const built = buildSearchIndexFile({
    pages,
    language: 'uk',
    siteUrl: 'https://docs.kalyna.example',
    pageTextDir: 'search-index.fixture',
    otherLanguageHeadings: () => [],
    synonyms,
    shardAboveGzipBytes,
    shardGzipBytes,
  });
  return JSON.parse(JSON.stringify(built)) as FixtureIndex;
}

export function fixtureIndexFile(): SearchIndexFile {
  return fixtureIndex().indexFile;
}

/** The records of the fixture, rebuilt from the index file and the page texts as search:push does. */
export function fixtureRecords(): DocSearchRecord[] {
  const {indexFile, pageFiles} = fixtureIndex();
  return allDocSearchRecords(
    indexFile,
    indexFile.pages.map((outline, pageIndex) => pageWithText(outline, pageFiles[pageIndex])),
  );
}

/** The engine over the fixture; `shardsRead` lists the postings shards it loaded, in order. */
export function fixtureEngine(content?: FixtureContent, shardsRead: number[] = []): SearchEngine {
  const {indexFile, pageFiles, postingShards} = fixtureIndex(content);
  return SearchEngine.fromIndexFile(
    indexFile,
    (pageIndex) => Promise.resolve(pageFiles[pageIndex]),
    (shard) => {
      shardsRead.push(shard);
      return Promise.resolve(postingShards[shard]);
    },
  );
}

/** The page paths of a query's results, best first. */
export function resultPaths(engine: SearchEngine, query: string): string[] {
  return engine.search(query).pages.map((match) => engine.pages[match.pageIndex].path);
}
