/**
 * The Ukrainian pages whose UI messages are not in the main script (plugins/translation-groups) show them in Ukrainian
 * in their pre-rendered HTML and after hydration, with no error. The console and the signature checker have their own
 * Ukrainian tests (api-console.spec.ts, signature-checker.spec.ts).
 */
import {expect, test} from '@playwright/test';
import {collectPageErrors} from './support/pageErrors';
import {waitForHydration} from './support/hydration';

const pages = [
  {group: 'home', path: '/uk/', message: 'Оберіть свій тип бізнесу', status: 200},
  {group: 'about', path: '/uk/about/', message: 'Про нас', status: 200},
  {group: 'searchPage', path: '/uk/search/', message: 'Пошук у документації', status: 200},
  {group: 'notFound', path: '/uk/no-such-page/', message: 'Сторінку не знайдено', status: 404},
];

for (const {group, path, message, status} of pages) {
  test(`the ${group} messages of ${path} are Ukrainian before and after hydration`, async ({page}) => {
    const html = await page.request.get(path);
    expect(html.status()).toBe(status);
    expect(await html.text()).toContain(message);
    const errors = collectPageErrors(page, {console: 'except-failed-requests'});
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.getByText(message, {exact: true}).first()).toBeVisible();
    expect(errors).toEqual([]);
  });
}

test('the search modal, whose words load with its script, speaks Ukrainian on the Ukrainian site', async ({page}) => {
  const errors = collectPageErrors(page, {console: 'except-failed-requests'});
  await page.goto('/uk/transactions-purchase/api/');
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  await expect(page.locator('.DocSearch-Input')).toHaveAttribute('placeholder', 'Пошук у документації');
  await expect(page.locator('.DocSearch-Footer')).toContainText('закрити');
  expect(errors).toEqual([]);
});
