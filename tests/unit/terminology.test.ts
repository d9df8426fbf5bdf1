import {describe, expect, it} from 'vitest';
import {glossary, type Locale} from '../../src/data/glossary';
import {blankHeadingIds} from '../../scripts/terminology/mdxWithHeadingIds';
import {avoidedForms, prhRules} from '../../scripts/terminology/prhDictionary';
import {terminologyLinter} from '../../scripts/terminology/terminologyLinter';

const page = (body: string) => `---\ntitle: Тест\n---\n\n## Розділ {#section}\n\n${body}\n`;

async function findings(locale: Locale, body: string): Promise<string[]> {
  const result = await terminologyLinter(locale).lintText(page(body), `/virtual/${locale}/page.mdx`);
  return result.messages.map((message) => message.message);
}

describe('terminology dictionary', () => {
  it.each(['en', 'uk'] as const)('every %s rule catches its own example', (locale) => {
    expect(() => prhRules(locale)).not.toThrow();
    expect(prhRules(locale).length).toBeGreaterThan(3);
  });

  it.each(['en', 'uk'] as const)('no preferred %s glossary term is itself a form to avoid', (locale) => {
    const flagged = glossary.flatMap((term) =>
      avoidedForms(locale)
        .filter((form) => new RegExp(form.pattern, 'imu').test(term[locale]))
        .map((form) => `${term[locale]} ~ /${form.pattern}/`),
    );
    expect(flagged).toEqual([]);
  });

  it('keeps every line and column when it blanks heading ids', () => {
    const source = '## Створіть повернення {#create-a-refund}\nТекст';
    const blanked = blankHeadingIds(source);
    expect(blanked).toHaveLength(source.length);
    expect(blanked).not.toContain('{#');
    expect(blanked.split('\n')[1]).toBe('Текст');
  });
});

describe('the terminology step', () => {
  it('fails on a page that says «звільнено холд» and passes once it is fixed', async () => {
    expect(await findings('uk', 'Після скасування звільнено холд на 4 800,00 грн.')).toHaveLength(1);
    expect(await findings('uk', 'Після скасування знято холд на 4 800,00 грн.')).toEqual([]);
  });

  it.each([
    ['uk', 'Клієнтові буде звільнено 4 800,00 грн.'],
    ['uk', 'Поле **Дедлайн списання** показує дату.'],
    ['uk', 'Код сталий, тож на нього можна покладатися.'],
    ['uk', 'Вважайте вебхук джерелом істини.'],
    ['uk', 'Будуйте обробку на полі `code`.'],
    ['uk', '## Void і повернення'],
    ['uk', 'Програмний РРО Kalyna (SBCR) видає чек.'],
    ['uk', 'Перенаправте клієнта на хостований чекаут.'],
    ['uk', 'Кредитні виплати надходять за хвилини.'],
    ['uk', 'Банки типово обмежують нічні платежі.'],
    ['uk', 'Це строга автентифікація клієнта.'],
    ['uk', '```json title="Request"\n{}\n```'],
    ['en', 'We send the receipt by e-mail.'],
  ] as const)('catches in %s: %s', async (locale, body) => {
    expect(await findings(locale, body)).not.toEqual([]);
  });

  it('leaves code, tax exemptions and terms in brackets alone', async () => {
    const body = [
      'Товари, звільнені від ПДВ, мають групу `D`.',
      'Скасування холду (void) розблоковує кошти; відповідь `title="Request"` у тексті коду не зачіпається.',
      'Платіжна сторінка Kalyna (хостований чекаут) приймає картки.',
      '```json title="Запит"\n{"note": "тож звільнено дедлайн"}\n```',
    ].join('\n\n');
    expect(await findings('uk', body)).toEqual([]);
  });
});
