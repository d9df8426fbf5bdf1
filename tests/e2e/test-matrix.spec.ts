/**
 * The test-card matrix on testing/cards: the filters keep exactly the cards the data file says, every response code
 * links to its row on the codes page (and that row exists), and the copy button copies the card number.
 */
import {test, expect, type Page} from '@playwright/test';
import {testCards, type TestCard} from '../../src/data/test-cards';
import {localeBase, locales, type Locale} from './siteRoutes';
import {waitForHydration} from './support/hydration';

type FilterKey = 'scheme' | 'outcome' | 'threeDSecure';

const filterLabels: Record<Locale, Record<FilterKey, string>> = {
  en: {scheme: 'Scheme', outcome: 'Outcome', threeDSecure: '3-D Secure'},
  uk: {scheme: 'Платіжна система', outcome: 'Результат', threeDSecure: '3-D Secure'},
};
const copyLabel: Record<Locale, (value: string) => string> = {
  en: (value) => `Copy ${value}`,
  uk: (value) => `Копіювати ${value}`,
};
const route = 'testing/cards/';

const unique = <T>(values: T[]): T[] => [...new Set(values)];

async function openMatrix(page: Page, locale: Locale) {
  await page.goto(`${localeBase(locale)}${route}`);
  await waitForHydration(page);
  const rows = page.locator('tr[data-card]');
  // A select inside its label takes the selected option into its name ("Scheme All"), so the match is a prefix.
  const select = (key: FilterKey) => page.getByRole('combobox', {name: filterLabels[locale][key]});
  return {rows, select};
}

const numbersOf = (cards: TestCard[]) => cards.map((card) => card.number);

for (const locale of locales) {
  test.describe(`${locale}: test-card matrix`, () => {
    test('each filter keeps the cards the data file lists', async ({page}) => {
      const {rows, select} = await openMatrix(page, locale);
      await expect(rows).toHaveCount(testCards.length);
      for (const key of ['scheme', 'outcome', 'threeDSecure'] as const) {
        for (const value of unique(testCards.map((card) => card[key]))) {
          await select(key).selectOption(value);
          const expected = testCards.filter((card) => card[key] === value);
          await expect(rows, `${key} = ${value}`).toHaveCount(expected.length);
          expect(await rows.evaluateAll((elements) => elements.map((row) => row.getAttribute('data-card')))).toEqual(
            numbersOf(expected),
          );
        }
        await select(key).selectOption('');
        await expect(rows).toHaveCount(testCards.length);
      }
    });

    test('filters combine', async ({page}) => {
      const {rows, select} = await openMatrix(page, locale);
      const combinations: Partial<Record<FilterKey, string>>[] = [
        {scheme: 'visa', threeDSecure: 'challenge'},
        {scheme: 'mastercard', outcome: 'success'},
        {scheme: 'prostir', outcome: 'authentication_failed', threeDSecure: 'challenge'},
        {scheme: 'prostir', outcome: 'insufficient_funds'},
      ];
      for (const combination of combinations) {
        for (const key of ['scheme', 'outcome', 'threeDSecure'] as const) {
          await select(key).selectOption(combination[key] ?? '');
        }
        const expected = testCards.filter((card) =>
          Object.entries(combination).every(([key, value]) => card[key as FilterKey] === value),
        );
        await expect(rows, JSON.stringify(combination)).toHaveCount(expected.length);
      }
    });

    test('response codes link to their anchors on the codes page', async ({page}) => {
      const {rows} = await openMatrix(page, locale);
      const codesPage = `${localeBase(locale)}status-codes/codes-by-stages/`;
      for (const card of testCards) {
        const link = rows.filter({has: page.locator(`code:text-is("${card.number}")`)}).getByRole('link', {
          name: String(card.responseCode),
          exact: true,
        });
        await expect(link).toHaveAttribute('href', `${codesPage}#code-${card.responseCode}`);
      }
      await page.goto(codesPage);
      for (const code of unique(testCards.map((card) => card.responseCode))) {
        await expect(page.locator(`[id="code-${code}"]`), `#code-${code} on the codes page`).toHaveCount(1);
      }
    });

    test.describe('copying', () => {
      test.use({permissions: ['clipboard-read', 'clipboard-write']});

      test('the copy button copies the card number', async ({page}) => {
        await openMatrix(page, locale);
        for (const number of ['4111111111111111', '5105105105105100']) {
          await page.getByRole('button', {name: copyLabel[locale](number)}).click();
          await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(number);
        }
      });
    });
  });
}
