/**
 * The "Copy page as Markdown" button: it copies the page's Markdown copy to the clipboard, says so, and works from
 * the keyboard, in both locales.
 */
import {test, expect, type Page} from '@playwright/test';
import {localeBase, locales, type Locale} from './siteRoutes';
import {waitForHydration} from './support/hydration';

const buttonName: Record<Locale, string> = {en: 'Copy page as Markdown', uk: 'Копіювати сторінку як Markdown'};
const copiedLabel: Record<Locale, string> = {en: 'Copied', uk: 'Скопійовано'};
const route = 'transactions-purchase/api/';

test.use({permissions: ['clipboard-read', 'clipboard-write']});

async function openPage(page: Page, locale: Locale): Promise<void> {
  await page.goto(`${localeBase(locale)}${route}`);
  await waitForHydration(page);
}

for (const locale of locales) {
  test(`${locale}: the button copies the page's Markdown copy`, async ({page, request}) => {
    await openPage(page, locale);
    const expected = await (await request.get(`${localeBase(locale)}${route.replace(/\/$/, '')}.md`)).text();
    const button = page.getByRole('button', {name: buttonName[locale]});
    await button.click();
    await expect(page.getByRole('button', {name: copiedLabel[locale], exact: true})).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
    // The state is announced, and the button returns to its label.
    await expect(page.getByRole('status').filter({hasText: 'Markdown'})).toHaveCount(1);
    await expect(page.getByRole('button', {name: buttonName[locale]})).toBeVisible({timeout: 5000});
  });

  test(`${locale}: the button works from the keyboard`, async ({page}) => {
    await openPage(page, locale);
    await page.evaluate(() => navigator.clipboard.writeText(''));
    const button = page.getByRole('button', {name: buttonName[locale]});
    await button.focus();
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', {name: copiedLabel[locale], exact: true})).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.startsWith('# ')).toBe(true);
  });
}
