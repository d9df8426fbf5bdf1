/**
 * The few sentences that exist only in the files for machines (llms.txt and the Markdown copies), in both languages.
 * They are not UI strings of the site, so they live here rather than in code.json.
 */
import {brand} from '../../src/brand';

export interface MachineText {
  /** The blockquote of llms.txt: what the site is, in one paragraph. */
  summary: string;
  /** How to read the link list; {full}, {openapi} and {other} are URLs. */
  howToRead: string;
  /** Heading of the llms.txt section that lists the machine-readable companions. */
  optionalHeading: string;
  /** Heading for pages that neither the sidebar nor any sidebar page leads to. */
  otherPagesTitle: string;
  /** Label of the line that gives each page's HTML address in llms-full.txt. */
  sourceLabel: string;
  fullTextTitle: string;
  fullTextDescription: string;
  openApiTitle: string;
  openApiDescription: string;
  otherLanguageTitle: string;
  otherLanguageDescription: string;
  /** Stands in for the interactive signature checker in a Markdown copy; {url} is the HTML page's section. */
  signatureCheckerPointer: string;
}

const english: MachineText = {
  summary:
    `Developer documentation for the ${brand.productName}, a payment service provider: accept cards, digital wallets, ` +
    'online banking and vouchers, hold and capture, refund, pay out to cards and bank accounts, split payments for ' +
    'marketplaces, run subscriptions and issue fiscal receipts, all through one REST API with signed webhooks.',
  howToRead:
    'Each link below is a clean Markdown copy of one documentation page, listed in the order of the site sidebar; the ' +
    'same page in HTML has the same address without `.md` and with a trailing slash. Code samples use the sandbox ' +
    `(\`${brand.hosts.apiSandbox}\`) and test keys only. All pages in one file: {full}. ` +
    'The OpenAPI specification: {openapi}. The same documentation in Ukrainian: {other}.',
  optionalHeading: 'Optional',
  otherPagesTitle: 'More pages',
  sourceLabel: 'Source',
  fullTextTitle: 'All pages in one file',
  fullTextDescription: 'every page below, concatenated in sidebar order.',
  openApiTitle: 'OpenAPI specification',
  openApiDescription: 'every endpoint, request and response schema, and the webhook payload.',
  otherLanguageTitle: 'Документація українською',
  otherLanguageDescription: 'the same pages in Ukrainian.',
  signatureCheckerPointer: 'The interactive signature checker runs on the HTML version of this page: {url}',
};

const ukrainian: MachineText = {
  summary:
    `Документація для розробників: ${brand.productNameUk} приймає оплату картками, цифровими гаманцями, через ` +
    'інтернет-банкінг і ваучерами, холдує й списує кошти, повертає їх, виплачує на картки й банківські рахунки, ' +
    'розділяє платежі для маркетплейсів, веде підписки й видає фіскальні чеки — усе через один REST API з ' +
    'підписаними вебхуками.',
  howToRead:
    'Кожне посилання нижче веде на чисту Markdown-копію однієї сторінки документації в порядку бічного меню сайту; ' +
    'та сама сторінка в HTML має ту саму адресу без `.md` і з косою рискою в кінці. Приклади коду працюють лише з ' +
    `тестовим режимом (\`${brand.hosts.apiSandbox}\`) і тестовими ключами. Усі сторінки в одному файлі: {full}. ` +
    'Специфікація OpenAPI: {openapi}. Та сама документація англійською: {other}.',
  optionalHeading: 'Додатково',
  otherPagesTitle: 'Інші сторінки',
  sourceLabel: 'Джерело',
  fullTextTitle: 'Усі сторінки в одному файлі',
  fullTextDescription: 'усі сторінки нижче одна за одною в порядку бічного меню.',
  openApiTitle: 'Специфікація OpenAPI',
  openApiDescription: 'усі ендпоінти, схеми запитів і відповідей та формат вебхука.',
  otherLanguageTitle: 'Documentation in English',
  otherLanguageDescription: 'ті самі сторінки англійською.',
  signatureCheckerPointer: 'Інтерактивна перевірка підпису працює в HTML-версії цієї сторінки: {url}',
};

export function machineText(locale: string): MachineText {
  return locale === 'uk' ? ukrainian : english;
}

export const fillIn = (template: string, values: Record<string, string>): string =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
