import {expect, test} from '@playwright/test';

for (const path of ['/', '/uk/reference/refunds/create-refund/']) {
  test(`the main script of ${path} holds every route's loader but no route's source path`, async ({page}) => {
    await page.goto(path);
    const mainUrl = await page.locator('script[src*="/main."]').getAttribute('src');
    const mainScript = await (await page.request.get(mainUrl!)).text();
    // The registry's module paths serve the server's pre-rendering only (plugins/route-registry-paths).
    expect(mainScript.match(/"@site\/[^"]+"/g) ?? []).toEqual([]);
    // The registry itself is there: every route's loader, each with the module id the browser checks.
    expect(mainScript.match(/,0,\w+\]/g)?.length ?? 0).toBeGreaterThan(200);
  });
}

test('the main script keeps the one tslib helper the client uses and none of the others', async ({page}) => {
  await page.goto('/uk/reference/refunds/create-refund/');
  const mainUrl = await page.locator('script[src*="/main."]').getAttribute('src');
  const mainScript = await (await page.request.get(mainUrl!)).text();
  // @docusaurus/utils-common calls __importDefault; nothing in the browser calls the others (plugins/tslib-helpers).
  expect(mainScript.includes('__importDefault')).toBe(true);
  for (const unusedHelper of ['__extends', '__awaiter', '__decorate', '__addDisposableResource']) {
    expect(mainScript.includes(unusedHelper), `${unusedHelper} is in the main script`).toBe(false);
  }
});
