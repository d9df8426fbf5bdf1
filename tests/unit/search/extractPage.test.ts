import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {assignCategories} from '../../../plugins/search-index/assignCategories';
import {extractPage, type ExtractedPage} from '../../../plugins/search-index/extractPage';

const html = readFileSync(path.join(__dirname, 'fixtures/refund-page.html'), 'utf8');

describe('reading a built page', () => {
  const page = extractPage(html, '/uk/transactions-refund/overview/')!;

  it('takes the title from the h1 and the category from the active sidebar trail', () => {
    expect(page.lvl1).toBe('Повернення коштів');
    expect(page.sidebarCategory).toBe('Повернення коштів');
    expect(page.navbarSection).toBe('Документація');
  });

  it('opens a section at every h2 and h3, with its anchor and without the hash link', () => {
    expect(page.sections.map(({lvl2, lvl3, anchor}) => ({lvl2, lvl3, anchor}))).toEqual([
      {lvl2: null, lvl3: null, anchor: null},
      {lvl2: 'Статуси повернення', lvl3: null, anchor: 'statuses'},
      {lvl2: 'Статуси повернення', lvl3: 'Невдале повернення', anchor: 'failed'},
    ]);
  });

  it('reads paragraphs, list items and table cells once each, as plain text', () => {
    expect(page.sections[0].contents).toEqual(['Повернення віддає клієнтові гроші зі списаного платежу.']);
    expect(page.sections[1].contents).toEqual([
      'pending — прийнято.',
      'Вкладений пункт.',
      'Пункт з абзацом.',
      'Статус',
      'Значення',
      'succeeded',
      'Гроші відправлено клієнтові',
    ]);
  });

  it("leaves a button's label out of the text around it", () => {
    const cell = extractPage(
      '<article><div class="theme-doc-markdown"><h1>Тестові картки</h1><table><tr><td><code>4111111111111111</code>' +
        '<button type="button">Копіювати</button></td></tr></table></div></article>',
      '/uk/testing/cards/',
    )!.sections[0].contents;
    expect(cell).toEqual(['4111111111111111']);
  });

  it('leaves out code blocks and tab labels but keeps the text of tab panels', () => {
    expect(page.sections[2].contents).toEqual(['Причину пояснює status_code <script>.', 'Текст у вкладці.']);
  });

  it('opens the introduction with the page description, unless the introduction already says it', () => {
    const pageWith = (description: string) =>
      extractPage(
        `<head><meta name="description" content="${description}"></head><article><div class="theme-doc-markdown">` +
          '<h1>Пошук транзакції</h1><p>Дізнайтеся статус платежу за <a href="#">id</a>.</p></div></article>',
        '/uk/lookup/',
      )!.sections[0].contents;
    expect(pageWith('Статус платежу за номером замовлення.')).toEqual([
      'Статус платежу за номером замовлення.',
      'Дізнайтеся статус платежу за id.',
    ]);
    // Docusaurus describes a page without a description by its first paragraph.
    expect(pageWith('Дізнайтеся статус платежу за id.')).toEqual(['Дізнайтеся статус платежу за id.']);
    // That paragraph is under a heading when the page opens with one.
    const openingWithHeading = extractPage(
      '<head><meta name="description" content="Ключ у заголовку запиту."></head><article><div class="theme-doc-markdown">' +
        '<h1>Автентифікація</h1><h2 id="key">Ключ</h2><p>Ключ у заголовку запиту.</p></div></article>',
      '/uk/auth/',
    )!;
    expect(openingWithHeading.sections.map((section) => section.contents)).toEqual([[], ['Ключ у заголовку запиту.']]);
  });

  it('skips a page without a title', () => {
    expect(extractPage('<article><div class="theme-doc-markdown"><p>text</p></div></article>', '/x/')).toBeNull();
  });
});

describe('categories', () => {
  const extracted = (pagePath: string, sidebarCategory: string | null): ExtractedPage => ({
    path: pagePath,
    lvl1: pagePath,
    sidebarCategory,
    navbarSection: 'Документація',
    sections: [],
  });

  it('gives a page outside the sidebar the category of its nearest neighbour, else the navbar section', () => {
    const pages = assignCategories(
      [
        extracted('/uk/payment-methods/digital-wallets/apple-pay/', 'Способи оплати'),
        extracted('/uk/payment-methods/digital-wallets/paytm/', null),
        extracted('/uk/create-account/', null),
      ],
      '/uk/',
      'Kalyna Docs',
    );
    expect(pages.map((page) => page.lvl0)).toEqual(['Способи оплати', 'Способи оплати', 'Документація']);
  });
});
