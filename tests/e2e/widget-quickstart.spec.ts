/**
 * The complete checkout.html of the widget quick start works as written, in both locales: loaded in Chromium with a
 * stub of Kalyna's widget script that enforces the documented contract (tests/fixtures/kalyna-widget-stub.js), it
 * initialises once with documented options and no console errors, enables the pay button on `ready`, opens the form
 * on click and reacts to the payment events. Needs no build: the page and the script are served by `page.route`.
 */
import fs from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {collectPageErrors} from './support/pageErrors';

const root = path.resolve(__dirname, '../..');
const widgetScriptUrl = 'https://pay.kalyna.example/widget/v1/kalyna.js';
const checkoutUrl = 'http://127.0.0.1:4999/checkout.html';
const stub = fs.readFileSync(path.join(root, 'tests/fixtures/kalyna-widget-stub.js'), 'utf8');

const pageFiles = {
  en: 'docs/checkouts-and-widgets/payment-widget',
  uk: 'i18n/uk/docusaurus-plugin-content-docs/current/checkouts-and-widgets/payment-widget',
};

function readDoc(locale: keyof typeof pageFiles, name: string): string {
  return fs.readFileSync(path.join(root, pageFiles[locale], `${name}.mdx`), 'utf8');
}

function checkoutHtml(locale: keyof typeof pageFiles): string {
  const match = /^```html title="checkout\.html"\n([\s\S]*?)\n```$/m.exec(readDoc(locale, 'start'));
  if (!match) throw new Error(`${pageFiles[locale]}/start.mdx has no \`\`\`html title="checkout.html" block`);
  return match[1];
}

/** The option names in the first column of the Options table on the options-and-events page. */
function documentedOptions(locale: keyof typeof pageFiles): string[] {
  const source = readDoc(locale, 'list');
  const section = source.slice(source.indexOf('{#options}'), source.indexOf('{#methods}'));
  return [...section.matchAll(/^\| `(\w+)` \|/gm)].map((match) => match[1]);
}

/** What the stub recorded (see tests/fixtures/kalyna-widget-stub.js). */
interface WidgetStub {
  inits: Record<string, unknown>[];
  emitted: string[];
  handlerCount(name: string): number;
  emit(name: string, payload: unknown): void;
}

const stubRecord = (page: Page) =>
  page.evaluate(() => {
    const stub = (window as unknown as {__kalynaWidgetStub: WidgetStub}).__kalynaWidgetStub;
    return {inits: stub.inits, emitted: stub.emitted, readyHandlers: stub.handlerCount('ready')};
  });

/** Plays Kalyna's side: the widget reports an event to the page. */
const emitWidgetEvent = (page: Page, name: string, payload: unknown) =>
  page.evaluate(
    ([eventName, eventPayload]) =>
      (window as unknown as {__kalynaWidgetStub: WidgetStub}).__kalynaWidgetStub.emit(
        eventName as string,
        eventPayload,
      ),
    [name, payload],
  );

/** Serves checkout.html and the widget stub; any other request fails the test instead of reaching the network. */
async function openCheckout(page: Page, html: string): Promise<{errors: string[]; unexpected: string[]}> {
  const errors = collectPageErrors(page);
  const unexpected: string[] = [];
  await page.route('**/*', (route) => {
    unexpected.push(route.request().url());
    return route.abort();
  });
  await page.route(checkoutUrl, (route) => route.fulfill({contentType: 'text/html; charset=utf-8', body: html}));
  await page.route(widgetScriptUrl, (route) => route.fulfill({contentType: 'application/javascript', body: stub}));
  await page.goto(checkoutUrl);
  return {errors, unexpected};
}

const paymentId = 'pay_2Xk9fQ7mN4vB8cL1tR6wY3zA';

for (const locale of ['en', 'uk'] as const) {
  test.describe(`widget quick start (${locale})`, () => {
    test('checkout.html initialises the widget and opens it from the pay button', async ({page}) => {
      const {errors, unexpected} = await openCheckout(page, checkoutHtml(locale));
      await expect.poll(async () => (await stubRecord(page)).emitted).toContain('ready');
      expect(errors, 'console errors and page errors after loading').toEqual([]);

      const {inits, readyHandlers} = await stubRecord(page);
      expect(inits, 'KalynaWidget.init calls').toHaveLength(1);
      const undocumented = Object.keys(inits[0]).filter((name) => !documentedOptions(locale).includes(name));
      expect(undocumented, 'options the list page does not document').toEqual([]);
      expect(inits[0].publishableKey).toMatch(/^pk_test_/);
      expect(readyHandlers, 'handlers subscribed to ready').toBeGreaterThan(0);

      // the page enables its pay button on `ready`, and the button opens the form
      const payButton = page.locator('button').first();
      await expect(payButton).toBeEnabled();
      await payButton.click();
      await expect(page.locator('[data-kalyna-widget]')).toBeVisible();
      expect((await stubRecord(page)).emitted).toContain('open');

      expect(errors, 'console errors and page errors').toEqual([]);
      expect(unexpected, 'requests other than checkout.html and the widget script').toEqual([]);
    });

    test('checkout.html tells the customer how the payment went', async ({page}) => {
      const {errors} = await openCheckout(page, checkoutHtml(locale));
      await expect.poll(async () => (await stubRecord(page)).emitted).toContain('ready');
      const status = page.getByRole('status');

      await emitWidgetEvent(page, 'payment.pending', {
        paymentId,
        orderId: 'order-10049',
        nextActionType: 'await_confirmation',
      });
      await expect(status).not.toBeEmpty();
      await emitWidgetEvent(page, 'payment.succeeded', {
        paymentId,
        orderId: 'order-10049',
        status: 'captured',
        amount: 125000,
        currency: 'UAH',
      });
      await expect(status).toContainText(paymentId);
      expect(errors, 'console errors and page errors').toEqual([]);
    });
  });
}

test('the widget stub enforces the documented contract', async ({page}) => {
  await openCheckout(
    page,
    '<!doctype html><title>stub</title><div id="here"></div><script src="' + widgetScriptUrl + '"></script>',
  );
  const outcomes = await page.evaluate(() => {
    const init = (window as unknown as {KalynaWidget: {init(options: unknown): unknown}}).KalynaWidget.init;
    const attempt = (options: unknown) => {
      try {
        init(options);
        return 'ok';
      } catch (error) {
        return error instanceof TypeError ? 'TypeError' : 'other error';
      }
    };
    const inline = {
      publishableKey: 'pk_test_6Jd2Kf8Lq3Wz9Xc1Vb4Nm7Ra',
      amount: 125000,
      currency: 'UAH',
      orderId: 'order-1',
    };
    return {
      valid: attempt({...inline, container: '#here'}),
      noOptions: attempt(undefined),
      secretKey: attempt({...inline, publishableKey: 'sk_test_4eC39HqLyjWDarjtT1zdp7dc'}),
      incompleteAmount: attempt({publishableKey: inline.publishableKey, amount: 125000}),
      sessionAndAmount: attempt({...inline, checkoutSessionId: 'cs_8Wq4eR7tY1uI5oP9aS3dF6gH'}),
      missingContainer: attempt({...inline, container: '#nowhere'}),
    };
  });
  expect(outcomes).toEqual({
    valid: 'ok',
    noOptions: 'TypeError',
    secretKey: 'TypeError',
    incompleteAmount: 'TypeError',
    sessionAndAmount: 'TypeError',
    missingContainer: 'TypeError',
  });
});
