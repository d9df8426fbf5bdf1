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
