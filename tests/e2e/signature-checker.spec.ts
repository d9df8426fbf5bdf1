/**
 * The webhook signature checker on webhooks/structure, in both locales: a good fixture is valid; a wrong secret, a
 * body re-serialized by a JSON parser and a stale timestamp are each named as the cause; a live secret is refused.
 * The fixtures are signed here with node:crypto, independently of the Web Crypto code under test, and the page must
 * not send what the reader pasted anywhere.
 */
import {createHmac} from 'node:crypto';
import {test, expect, type Page, type Request} from '@playwright/test';
import {localeBase, locales, type Locale} from './siteRoutes';
import {waitForHydration} from './support/hydration';

const route = 'webhooks/structure/';
const secret = 'whsec_test_4Fq9Lm2Xc7Vb1Nd8Rt3Yk6Pa';

const labels: Record<Locale, {body: string; header: string; secret: string; submit: string; valid: string}> = {
  en: {
    body: 'Raw request body',
    header: 'Kalyna-Signature header',
    secret: 'Sandbox webhook secret',
    submit: 'Check signature',
    valid: 'Valid signature',
  },
  uk: {
    body: 'Сире тіло запиту',
    header: 'Заголовок Kalyna-Signature',
    secret: 'Секрет вебхуків тестового режиму',
    submit: 'Перевірити підпис',
    valid: 'Підпис дійсний',
  },
};

/** The body as Kalyna sends it: pretty-printed JSON, which a framework's parser turns into something else. */
const body = JSON.stringify(
  {
    id: 'evt_7Hq2Lm9Xc4Vb8Nd1Rt6Yk3Pa',
    object: 'event',
    type: 'payment.captured',
    created_at: '2026-11-21T10:15:32Z',
    livemode: false,
    api_version: '2026-01-01',
    data: {
      object: {
        id: 'pay_2Xk9fQ7mN4vB8cL1tR6wY3zA',
        object: 'payment',
        status: 'captured',
        amount: 125000,
        currency: 'UAH',
        order_id: 'order-10045',
        description: 'Замовлення 10045: кросівки',
      },
    },
  },
  null,
  2,
);

const now = () => Math.floor(Date.now() / 1000);
const sign = (signedBody: string, timestamp: number, key = secret) =>
  `t=${timestamp},v1=${createHmac('sha256', key).update(`${timestamp}.${signedBody}`).digest('hex')}`;

interface Check {
  body: string;
  header: string;
  secret: string;
}

/** A field by its label; exact, because heading links on the page have similar names ("…raw body"). */
const field = (page: Page, label: string) => page.getByRole('textbox', {name: label, exact: true});

async function runCheck(page: Page, locale: Locale, input: Check) {
  const text = labels[locale];
  await field(page, text.body).fill(input.body);
  await field(page, text.header).fill(input.header);
  await field(page, text.secret).fill(input.secret);
  await page.getByRole('button', {name: text.submit}).click();
  const result = page.getByRole('status').locator('[data-verdict]');
  await expect(result).toHaveCount(1);
  return result;
}

for (const locale of locales) {
  test.describe(`${locale}: webhook signature checker`, () => {
    let requests: Request[];

    test.beforeEach(async ({page}) => {
      await page.goto(`${localeBase(locale)}${route}`);
      await waitForHydration(page);
      requests = [];
      page.on('request', (request) => requests.push(request));
    });

    test.afterEach(() => {
      // Links scrolled into view may prefetch pages, but nothing pasted may leave the browser.
      for (const request of requests) {
        const sent = `${request.url()} ${request.postData() ?? ''}`;
        expect(request.method(), request.url()).toBe('GET');
        expect(sent).not.toContain(secret);
        expect(sent).not.toContain('evt_7Hq2Lm9Xc4Vb8Nd1Rt6Yk3Pa');
      }
    });

    test('the fields have labels and the result area is announced', async ({page}) => {
      const text = labels[locale];
      for (const label of [text.body, text.header, text.secret]) {
        await expect(field(page, label)).toBeEditable();
      }
      await expect(page.locator('form [role="status"][aria-live="polite"]')).toHaveCount(1);
    });

    test('a genuine event is valid', async ({page}) => {
      const result = await runCheck(page, locale, {body, header: sign(body, now()), secret});
      await expect(result).toHaveAttribute('data-verdict', 'valid');
      await expect(result).toContainText(labels[locale].valid);
      await expect(result.locator('[data-finding]')).toHaveAttribute('data-finding', 'valid');
    });

    test('the header pasted with its name is read too', async ({page}) => {
      const result = await runCheck(page, locale, {body, header: `Kalyna-Signature: ${sign(body, now())}`, secret});
      await expect(result).toHaveAttribute('data-verdict', 'valid');
    });

    test('a wrong secret is named as the cause', async ({page}) => {
      const header = sign(body, now(), 'whsec_test_9Zz9Zz9Zz9Zz9Zz9Zz9Zz9Zz');
      const result = await runCheck(page, locale, {body, header, secret});
      await expect(result).toHaveAttribute('data-verdict', 'invalid');
      await expect(result.locator('[data-finding]')).toHaveAttribute('data-finding', 'wrong-secret');
    });

    test('a body re-serialized by a JSON parser is named as the cause', async ({page}) => {
      const parsedAndSerializedAgain = JSON.stringify(JSON.parse(body));
      const result = await runCheck(page, locale, {body: parsedAndSerializedAgain, header: sign(body, now()), secret});
      await expect(result).toHaveAttribute('data-verdict', 'invalid');
      await expect(result.locator('[data-finding]')).toHaveAttribute('data-finding', 'reformatted');
    });

    test('a stale timestamp is named as the cause', async ({page}) => {
      const result = await runCheck(page, locale, {body, header: sign(body, now() - 3600), secret});
      await expect(result).toHaveAttribute('data-verdict', 'invalid');
      await expect(result.locator('[data-finding]')).toHaveAttribute('data-finding', 'stale');
      await expect(result).toContainText(/\b360\d\b/);
    });

    test('a malformed header is named as the cause', async ({page}) => {
      const result = await runCheck(page, locale, {body, header: 'v1=5f0c', secret});
      await expect(result.locator('[data-finding]')).toHaveAttribute('data-finding', 'header-format');
    });

    test('a live secret is refused', async ({page}) => {
      const liveSecret = 'whsec_live_4Fq9Lm2Xc7Vb1Nd8Rt3Yk6Pa';
      const result = await runCheck(page, locale, {body, header: sign(body, now(), liveSecret), secret: liveSecret});
      await expect(result).toHaveAttribute('data-verdict', 'refused');
      await expect(result.locator('[data-finding]')).toHaveAttribute('data-finding', 'live-secret');
      await expect(result).not.toContainText(labels[locale].valid);
    });
  });
}
