/**
 * The payment state machine on status-codes/payment-cycle: choosing a status shows only its outgoing transitions,
 * a final status says it is final, the buttons work from the keyboard, and without JavaScript the full table is there.
 * Expected rows come from the same data file the component renders.
 */
import {test, expect, type Locator, type Page} from '@playwright/test';
import {paymentStates, paymentTransitions} from '../../src/data/payment-states';
import {localeBase, locales, type Locale} from './siteRoutes';
import {waitForHydration} from './support/hydration';

const groupName: Record<Locale, string> = {en: 'Choose a status', uk: 'Оберіть статус'};
const finalNote: Record<Locale, string> = {
  en: 'This status is final: nothing can change it.',
  uk: 'Це остаточний статус: його вже ніщо не змінить.',
};
const route = 'status-codes/payment-cycle/';

function stateMachine(page: Page, locale: Locale): {group: Locator; rows: Locator} {
  const group = page.getByRole('group', {name: groupName[locale]});
  return {group, rows: group.locator('xpath=following-sibling::table[1]/tbody/tr')};
}

async function fromColumn(rows: Locator): Promise<string[]> {
  return rows.locator('td:first-child').allInnerTexts();
}

for (const locale of locales) {
  test.describe(`${locale}: payment state machine`, () => {
    test.beforeEach(async ({page}) => {
      await page.goto(`${localeBase(locale)}${route}`);
      await waitForHydration(page);
    });

    test('choosing a status shows only its outgoing transitions', async ({page}) => {
      const {group, rows} = stateMachine(page, locale);
      await expect(rows).toHaveCount(paymentTransitions.length);
      for (const state of paymentStates) {
        const outgoing = paymentTransitions.filter((transition) => transition.from === state.status);
        const button = group.getByRole('button', {name: state.status, exact: true});
        await button.click();
        await expect(button).toHaveAttribute('aria-pressed', 'true');
        await expect(rows).toHaveCount(outgoing.length);
        expect(await fromColumn(rows)).toEqual(outgoing.map(() => state.status));
        expect(await rows.locator('td:nth-child(2)').allInnerTexts()).toEqual(outgoing.map(({to}) => to));
        const note = page.getByText(finalNote[locale]);
        if (state.final) {
          await expect(note, `${state.status} is final`).toBeVisible();
        } else {
          await expect(note, `${state.status} is not final`).toHaveCount(0);
        }
      }
    });

    test('the buttons are reached with Tab and work with Enter', async ({page}) => {
      const {group, rows} = stateMachine(page, locale);
      const buttons = group.getByRole('button');
      await expect(buttons).toHaveCount(paymentStates.length + 1);
      await buttons.first().focus();
      for (const state of paymentStates) {
        await page.keyboard.press('Tab');
        await expect(group.getByRole('button', {name: state.status, exact: true})).toBeFocused();
      }
      // Back to a status with transitions, and choose it with Enter.
      const authorized = group.getByRole('button', {name: 'authorized', exact: true});
      await authorized.focus();
      await page.keyboard.press('Enter');
      await expect(authorized).toHaveAttribute('aria-pressed', 'true');
      await expect(rows).toHaveCount(paymentTransitions.filter(({from}) => from === 'authorized').length);
      // "All transitions" brings the full table back.
      await buttons.first().focus();
      await page.keyboard.press('Enter');
      await expect(rows).toHaveCount(paymentTransitions.length);
    });
  });

  test.describe(`${locale}: payment state machine without JavaScript`, () => {
    test.use({javaScriptEnabled: false});

    test('the full table of transitions is on the page', async ({page}) => {
      await page.goto(`${localeBase(locale)}${route}`);
      const {rows} = stateMachine(page, locale);
      await expect(rows).toHaveCount(paymentTransitions.length);
      expect(await fromColumn(rows)).toEqual(paymentTransitions.map(({from}) => from));
    });
  });
}
