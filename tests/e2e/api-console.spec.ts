/**
 * The "Try it" console of the API reference, on the refund operation's page: it loads on the first click, sends a
 * refund to the sandbox (answered here by a Prism mock of static/openapi.yaml, which validates the request against the
 * spec) and shows the answer; it loads the spec's other examples into the body; it refuses a live key and a malformed body before any request; it keeps nothing of the
 * key once sent; it says so when the request fails; and axe finds nothing in light and dark mode.
 */
import {test as base, expect, type Page, type Request} from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import {brand} from '../../src/brand';
import {freePort, prismStartTimeoutMs, startPrismMock, type PrismMock} from '../prismMock';
import {localeBase, locales, type Locale} from './siteRoutes';
import {collectPageErrors} from './support/pageErrors';
import {waitForHydration} from './support/hydration';

const route = 'reference/refunds/create-refund/';
const sandboxApi = `${brand.hosts.apiSandbox}/`;
const testKey = 'sk_test_51Kq8ZtVb3nR7yW2xLm4P9cDe';
const liveKey = 'sk_live_51Kq8ZtVb3nR7yW2xLm4P9cDe';
const paymentId = 'pay_2Xk9fQ7mN4vB8cL1tR6wY3zA';

const labels: Record<
  Locale,
  {open: string; key: string; example: string; fullRefund: string; body: string; send: string; close: string}
> = {
  en: {
    open: 'Try it',
    key: 'Sandbox secret key',
    example: 'Example',
    fullRefund: 'Full refund (no amount)',
    body: 'Request body (JSON)',
    send: 'Send request',
    close: 'Close',
  },
  uk: {
    open: 'Спробувати',
    key: 'Секретний ключ тестового режиму',
    example: 'Приклад',
    fullRefund: 'Повне повернення коштів (без amount)',
    body: 'Тіло запиту (JSON)',
    send: 'Надіслати запит',
    close: 'Закрити',
  },
};

/** One Prism per worker, started by the first test that needs it. */
const test = base.extend<object, {prism: PrismMock}>({
  prism: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this parameter
    async ({}, use) => {
      const prism = await startPrismMock(await freePort());
      await use(prism);
      await prism.stop();
    },
    {scope: 'worker', timeout: prismStartTimeoutMs + 10_000},
  ],
});

/**
 * Records every request the page makes to the sandbox API; with a Prism mock, Prism answers them (the path after /v1
 * is the spec's path), without one they are aborted.
 */
async function routeSandbox(page: Page, prism?: PrismMock): Promise<Request[]> {
  const sent: Request[] = [];
  await page.route(`${sandboxApi}**`, async (route) => {
    sent.push(route.request());
    if (!prism) return route.abort();
    const url = new URL(route.request().url());
    const response = await route.fetch({url: `${prism.url}${url.pathname.replace(/^\/v1/, '')}${url.search}`});
    await route.fulfill({response});
  });
  return sent;
}

async function openConsole(page: Page, locale: Locale, colorMode: 'light' | 'dark' = 'light') {
  const response = await page.goto(`${localeBase(locale)}${route}?docusaurus-theme=${colorMode}`);
  // The reference pages are generated from static/openapi.yaml; a build without them has nothing to test here.
  test.skip(response?.status() === 404, `${route} is not in this build`);
  await waitForHydration(page);
  await page.getByRole('button', {name: labels[locale].open, exact: true}).click();
  const form = page.getByRole('form');
  await expect(form).toBeVisible();
  return form;
}

const result = (page: Page) => page.getByRole('form').getByRole('status');

for (const locale of locales) {
  test.describe(`${locale}: API console`, () => {
    test('sends a refund to the sandbox and shows the 201 answer, keeping nothing of the key', async ({
      page,
      prism,
    }) => {
      const errors = collectPageErrors(page);
      const sent = await routeSandbox(page, prism);
      const form = await openConsole(page, locale);
      // The console's first field takes the focus from the button it replaced.
      await expect(form.getByLabel(labels[locale].key)).toBeFocused();
      await expect(form.getByLabel(labels[locale].key)).toHaveAttribute('type', 'password');
      await expect(form.getByLabel(labels[locale].key)).toHaveAttribute('autocomplete', 'off');
      const idempotencyKey = await form.getByLabel('Idempotency-Key').inputValue();
      expect(idempotencyKey).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      await expect(form.getByLabel(labels[locale].body)).toHaveValue(/"amount": 45000/);

      await form.getByLabel(labels[locale].key).fill(testKey);
      await form.getByLabel('payment_id').fill(paymentId);
      await form.getByRole('button', {name: labels[locale].send}).click();

      const answer = result(page).locator('[data-outcome="response"]');
      await expect(answer).toContainText('201');
      await expect(answer.locator('[data-request-id]')).toHaveText(/^req_[A-Za-z0-9]{24}$/);
      await expect(answer.locator('pre')).toContainText('"object": "refund"');
      expect(sent).toHaveLength(1);
      const request = sent[0];
      expect(request.method()).toBe('POST');
      expect(request.url()).toBe(`${brand.hosts.apiSandbox}/payments/${paymentId}/refunds`);
      const headers = await request.allHeaders();
      expect(headers.authorization).toBe(`Bearer ${testKey}`);
      expect(headers['idempotency-key']).toBe(idempotencyKey);
      expect(JSON.parse(request.postData() ?? '')).toMatchObject({amount: 45000});

      const kept = await page.evaluate(() => ({
        url: location.href,
        cookies: document.cookie,
        storage: JSON.stringify([{...localStorage}, {...sessionStorage}]),
      }));
      const cookies = JSON.stringify(await page.context().cookies());
      for (const place of [kept.url, kept.cookies, kept.storage, cookies]) {
        expect(place).not.toContain('sk_test');
      }

      // Closing forgets the key: the console opens again empty, and the focus is back on the button.
      await form.getByRole('button', {name: labels[locale].close}).click();
      await expect(page.getByRole('button', {name: labels[locale].open, exact: true})).toBeFocused();
      await page.getByRole('button', {name: labels[locale].open, exact: true}).click();
      await expect(page.getByRole('form').getByLabel(labels[locale].key)).toHaveValue('');
      expect(errors).toEqual([]);
    });

    test('loads another example of the request, with a new Idempotency-Key, and sends it', async ({page, prism}) => {
      const sent = await routeSandbox(page, prism);
      const form = await openConsole(page, locale);
      const firstKey = await form.getByLabel('Idempotency-Key').inputValue();
      await form.getByLabel(labels[locale].example, {exact: true}).selectOption({label: labels[locale].fullRefund});
      await expect(form.getByLabel(labels[locale].body)).toHaveValue(/"reason": "Order cancelled"/);
      await expect(form.getByLabel(labels[locale].body)).not.toHaveValue(/"amount"/);
      const secondKey = await form.getByLabel('Idempotency-Key').inputValue();
      expect(secondKey).not.toBe(firstKey);

      await form.getByLabel(labels[locale].key).fill(testKey);
      await form.getByLabel('payment_id').fill(paymentId);
      await form.getByRole('button', {name: labels[locale].send}).click();
      await expect(result(page).locator('[data-outcome="response"]')).toContainText('201');
      expect(sent).toHaveLength(1);
      expect(await sent[0].allHeaders()).toMatchObject({'idempotency-key': secondKey});
      expect(JSON.parse(sent[0].postData() ?? '')).toEqual({reason: 'Order cancelled'});
    });

    test('refuses a live key and a malformed body before any request', async ({page}) => {
      const sent = await routeSandbox(page);
      const form = await openConsole(page, locale);
      await form.getByLabel('payment_id').fill(paymentId);

      await form.getByLabel(labels[locale].key).fill(liveKey);
      await form.getByRole('button', {name: labels[locale].send}).click();
      await expect(result(page).locator('[data-outcome="refused"]')).toHaveAttribute('data-problem', 'key');
      await expect(result(page)).toContainText('sk_test_');
      await expect(form.getByLabel(labels[locale].key)).toBeFocused();

      await form.getByLabel(labels[locale].key).fill(testKey);
      await form.getByLabel(labels[locale].body).fill('{"amount": 45000,}');
      await form.getByRole('button', {name: labels[locale].send}).click();
      await expect(result(page).locator('[data-outcome="refused"]')).toHaveAttribute('data-problem', 'body');
      await expect(result(page)).toContainText('JSON');
      await expect(form.getByLabel(labels[locale].body)).toBeFocused();
      expect(sent).toEqual([]);
    });

    test('says so when the request fails on the way', async ({page}) => {
      await page.route(`${sandboxApi}**`, (route) => route.abort('failed'));
      const form = await openConsole(page, locale);
      await form.getByLabel(labels[locale].key).fill(testKey);
      await form.getByLabel('payment_id').fill(paymentId);
      await form.getByRole('button', {name: labels[locale].send}).click();
      const failure = result(page).locator('[data-outcome="failed"]');
      await expect(failure).toHaveAttribute('data-cause', 'network');
      await expect(failure).toContainText(new URL(brand.hosts.apiSandbox).origin);
    });
  });
}

for (const colorMode of ['light', 'dark'] as const) {
  test(`the open console with an answer passes axe (${colorMode})`, async ({page, prism}) => {
    await routeSandbox(page, prism);
    const form = await openConsole(page, 'uk', colorMode);
    await form.getByLabel(labels.uk.key).fill(testKey);
    await form.getByLabel('payment_id').fill(paymentId);
    await form.getByRole('button', {name: labels.uk.send}).click();
    await expect(result(page).locator('[data-outcome="response"]')).toBeVisible();
    const {violations} = await new AxeBuilder({page})
      .setLegacyMode()
      .include('form')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(violations.map(({id, nodes}) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(' | ')}`)).toEqual(
      [],
    );
  });
}
