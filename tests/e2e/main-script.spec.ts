import {expect, test, type Page} from '@playwright/test';

/** The text of the main script a page loads. */
async function mainScriptOf(page: Page, path: string): Promise<string> {
  await page.goto(path);
  const mainUrl = await page.locator('script[src*="/main."]').getAttribute('src');
  return (await page.request.get(mainUrl!)).text();
}

for (const path of ['/', '/uk/reference/refunds/create-refund/']) {
  test(`the main script of ${path} holds every route's loader but no route's source path`, async ({page}) => {
    const mainScript = await mainScriptOf(page, path);
    // The registry's module paths serve the server's pre-rendering only (plugins/route-registry-paths).
    expect(mainScript.match(/"@site\/[^"]+"/g) ?? []).toEqual([]);
    // The registry itself is there: every route's loader, each with the module id the browser checks.
    expect(mainScript.match(/,0,\w+\]/g)?.length ?? 0).toBeGreaterThan(200);
  });
}

test('the main script keeps the one tslib helper the client uses and none of the others', async ({page}) => {
  const mainScript = await mainScriptOf(page, '/uk/reference/refunds/create-refund/');
  // @docusaurus/utils-common calls __importDefault; nothing in the browser calls the others (plugins/tslib-helpers).
  expect(mainScript.includes('__importDefault')).toBe(true);
  for (const unusedHelper of ['__extends', '__awaiter', '__decorate', '__addDisposableResource']) {
    expect(mainScript.includes(unusedHelper), `${unusedHelper} is in the main script`).toBe(false);
  }
});
