import {expect, test} from '@playwright/test';
import {contentMapRoutes} from '../content-map';
import {collectPageErrors} from './support/pageErrors';
import {waitForHydration} from './support/hydration';

const sideRoutes = contentMapRoutes.filter((entry) => !entry.off).map((entry) => entry.route);

const docPage = '/transactions-purchase/api/';

test.describe('navbar', () => {
  test('the logo links to the locale base path', async ({page}) => {
    await page.goto(`/uk${docPage}`);
    await expect(page.locator('a.navbar__brand')).toHaveAttribute('href', '/uk/');
    await page.goto(docPage);
    await expect(page.locator('a.navbar__brand')).toHaveAttribute('href', '/');
  });

  test('the locale dropdown offers both languages with flags and keeps the reader on the same page', async ({page}) => {
    await page.goto(docPage);
    const dropdown = page.locator('.navbar__items--right .dropdown').filter({hasText: 'English'});
    await expect(dropdown.locator('img.kalyna-locale-flag')).toHaveAttribute('src', '/img/flags/en.svg');
    await dropdown.hover();
    const ukrainian = dropdown.getByRole('link', {name: 'Українська'});
    await expect(dropdown.getByRole('link', {name: 'English'})).toBeVisible();
    await expect(ukrainian).toBeVisible();
    // The item's flag is a file the stylesheet names (kept out of the stylesheet every page waits for): it must load.
    const flag = await ukrainian.evaluate((link) => getComputedStyle(link, '::before').backgroundImage);
    const flagUrl = /^url\("(.+)"\)$/.exec(flag)?.[1];
    expect(flagUrl, flag).toMatch(/\/img\/flags\/uk\.svg$/);
    const flagFile = await page.request.get(flagUrl!);
    expect(flagFile.status()).toBe(200);
    expect(await flagFile.text()).toContain('#0057b7');
    await ukrainian.click();
    await expect(page).toHaveURL(`/uk${docPage}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'uk-UA');
  });

  test('the guides and the API reference each show their own sidebar, also after moving between them', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    // Category toggles link to "#"; the page links are the ones with a path.
    const sidebarLinks = page.locator('.theme-doc-sidebar-menu a[href^="/"]');
    const sidebarHrefs = () => sidebarLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    const isReference = (href: string | null) => /^\/uk\/reference\//.test(href ?? '');
    // The sidebar is read until it settles: a client-side navigation shows the previous page's until the next arrives.
    const referenceHrefs = async () => (await sidebarHrefs()).filter(isReference);
    const otherHrefs = async () => (await sidebarHrefs()).filter((href) => !isReference(href));
    await page.goto(`/uk${docPage}`);
    await waitForHydration(page);
    await page.locator('.navbar').getByRole('link', {name: 'Довідник API'}).click();
    await expect(page).toHaveURL(/\/uk\/reference\//);
    await expect(page.locator('article h1')).toBeVisible();
    await expect(sidebarLinks.first()).toBeVisible();
    await expect.poll(otherHrefs).toEqual([]);
    await page.locator('.navbar').getByRole('link', {name: 'Документація'}).click();
    await expect(page).not.toHaveURL(/\/uk\/reference\//);
    await expect(page.locator('article h1')).toBeVisible();
    await expect(sidebarLinks.first()).toBeVisible();
    await expect.poll(referenceHrefs).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('the version dropdown shows the only version, labelled Next', async ({page}) => {
    await page.goto(docPage);
    const versions = page.locator('.navbar__items--right .dropdown').filter({hasText: 'Next'});
    await expect(versions).toBeVisible();
    await versions.hover();
    await expect(versions.locator('.dropdown__menu a').first()).toHaveText('Next');
  });
});

test.describe('search shortcuts', () => {
  for (const shortcut of ['Control+k', 'Meta+k', '/']) {
    test(`${shortcut} opens the search modal and Escape closes it`, async ({page}) => {
      const errors = collectPageErrors(page);
      await page.goto(`/uk${docPage}`);
      // The shortcuts are bound once React has hydrated the page.
      await waitForHydration(page);
      await page.keyboard.press(shortcut);
      await expect(page.locator('.DocSearch-Modal')).toBeVisible({timeout: 15_000});
      await expect(page.locator('.DocSearch-Input')).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
      expect(errors).toEqual([]);
    });
  }
});

test.describe('colour mode', () => {
  test('is light by default even when the OS prefers dark, and the choice survives a reload', async ({page}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await page.goto(docPage);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.locator('button[class*="toggleButton"]').click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});

test.describe('announcement bar', () => {
  test('can be closed, stays closed after a reload, and a new announcement id shows again', async ({page}) => {
    await page.goto('/uk/');
    const bar = page.locator('.theme-announcement-bar');
    await expect(bar).toContainText('вебхук');
    // The close button works once React has hydrated the page.
    await waitForHydration(page);
    await bar.getByRole('button').click();
    await expect(bar).toHaveCount(0);
    await page.reload();
    await expect(page.locator('.theme-announcement-bar')).toHaveCount(0);
    // Storage keys carry a site namespace suffix, so find them by prefix.
    const stored = await page.evaluate(() =>
      Object.fromEntries(
        Object.keys(localStorage)
          .filter((key) => key.startsWith('docusaurus.announcement'))
          .map((key) => [key.replace(/-[^.]*$/, ''), localStorage.getItem(key)]),
      ),
    );
    expect(stored).toEqual({
      'docusaurus.announcement.id': 'sandbox-webhooks-2026-11',
      'docusaurus.announcement.dismiss': 'true',
    });
    // A reader who dismissed an older announcement sees the current one.
    await page.evaluate(() => {
      const idKey = Object.keys(localStorage).find((key) => key.startsWith('docusaurus.announcement.id'))!;
      localStorage.setItem(idKey, 'an-older-announcement');
    });
    await page.reload();
    await expect(page.locator('.theme-announcement-bar')).toBeVisible();
  });
});

test.describe('documentation page', () => {
  test('has a sidebar, a table of contents for h2–h3, a paginator and no breadcrumbs', async ({page}) => {
    await page.goto(`/uk${docPage}`);
    await expect(page.locator('.theme-doc-sidebar-container')).toBeVisible();
    await expect(page.locator('.theme-doc-toc-desktop')).toBeVisible();
    const tocLevels = await page
      .locator('.theme-doc-toc-desktop a')
      .evaluateAll((links) =>
        links.map((link) => document.getElementById(decodeURIComponent(link.getAttribute('href')!.slice(1)))?.tagName),
      );
    expect(new Set(tocLevels)).toEqual(new Set(['H2', 'H3']));
    await expect(page.locator('.pagination-nav__link--prev')).toBeVisible();
    await expect(page.locator('.pagination-nav__link--next')).toBeVisible();
    await expect(page.locator('.theme-doc-breadcrumbs')).toHaveCount(0);
  });

  test('the sidebar cannot be hidden and its categories do not collapse each other', async ({page}) => {
    await page.goto(docPage);
    await expect(page.locator('button[title="Collapse sidebar"]')).toHaveCount(0);
    const sidebar = page.locator('.theme-doc-sidebar-menu');
    await sidebar.getByRole('button', {name: /Integration/}).click();
    await sidebar.getByRole('button', {name: /API usage/}).click();
    await expect(sidebar.getByRole('link', {name: 'Integration options'})).toBeVisible();
    await expect(sidebar.getByRole('link', {name: 'Authentication'})).toBeVisible();
  });

  test('the sidebar holds exactly the pages the content map puts in it', async ({page}) => {
    await page.goto(docPage);
    // Collapsed categories render no items: open them all, nested ones included, through their carets.
    const collapsed = page.locator(
      '.theme-doc-sidebar-menu .menu__list-item--collapsed > div > button.menu__caret, .theme-doc-sidebar-menu .menu__list-item--collapsed > div > a.menu__link--sublist-caret',
    );
    while ((await collapsed.count()) > 0) await collapsed.first().click();
    const hrefs = await page
      .locator('.theme-doc-sidebar-menu a.menu__link[href]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    const linked = new Set(hrefs.filter((href): href is string => !!href && href !== '#'));
    // The content map links the checkouts landing page from its sidebar category, though the page is "off".
    const categoryLandingPages = ['checkouts-and-widgets/'];
    expect([...linked].sort()).toEqual([...sideRoutes, ...categoryLandingPages].map((route) => `/${route}`).sort());
  });

  test('an off-sidebar page still shows the tutorial sidebar', async ({page}) => {
    await page.goto('/uk/payment-methods/vouchers/boleto/');
    await expect(page.locator('.theme-doc-sidebar-container')).toBeVisible();
  });

  test('code blocks have translated copy and copied labels', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    for (const [base, copy, copied] of [
      ['', 'Copy code to clipboard', 'Copied'],
      ['/uk', 'Копіювати в буфер обміну', 'Скопійовано'],
    ]) {
      await page.goto(`${base}/webhooks/structure/`);
      const block = page.locator('.theme-code-block').first();
      await block.hover();
      const button = block.getByRole('button', {name: copy});
      await expect(button).toBeVisible();
      await button.click();
      await expect(block.getByRole('button', {name: copied})).toBeVisible();
    }
  });

  test('shows a progress bar when the next page takes a while to load', async ({page}) => {
    await page.goto('/uk/testing/cards/');
    // The progress bar belongs to client-side navigation, which starts once React has taken over the page.
    await waitForHydration(page);
    await page.route('**/assets/js/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.locator('.theme-doc-sidebar-menu').getByRole('link', {name: 'Створення акаунта мерчанта'}).click();
    await expect(page.locator('#nprogress')).toBeAttached();
    await expect(page).toHaveURL('/uk/create-account/');
  });
});

test.describe('footer', () => {
  test('About Us and Support lead somewhere real', async ({page}) => {
    await page.goto('/uk/');
    const footer = page.locator('footer');
    await expect(footer.getByRole('link', {name: 'Підтримка'})).toHaveAttribute(
      'href',
      /^mailto:support@kalyna\.example/,
    );
    await footer.getByRole('link', {name: 'Про нас'}).click();
    await expect(page).toHaveURL('/uk/about/');
    await expect(page.locator('h1')).toHaveText('Про нас');
    const hrefs = await footer.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs.filter((href) => !href || href === '#')).toEqual([]);
  });
});

test.describe('mobile', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('the sidebar lives in the hamburger menu with a Back to main menu button', async ({page}) => {
    await page.goto(`/uk${docPage}`);
    await expect(page.locator('.theme-doc-sidebar-container')).toBeHidden();
    // The menu button works once React has taken over; a tap before that does nothing.
    await waitForHydration(page);
    await page.locator('button.navbar__toggle').click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar.locator('.theme-doc-sidebar-menu')).toBeVisible();
    await sidebar.getByRole('button', {name: '← Перейти до головного меню'}).click();
    await expect(sidebar.getByRole('link', {name: 'Тестові картки'})).toBeVisible();
  });
});

test.describe('crash screen', () => {
  for (const [base, title, tryAgain] of [
    ['', 'This page crashed.', 'Try again'],
    ['/uk', 'На сторінці стався збій.', 'Спробуйте ще раз'],
  ]) {
    test(`${base || '/'}: a page that throws shows the crash screen with the cause chain and Try again`, async ({
      page,
    }) => {
      await page.goto(`${base}/testing/cards/?crash-test`);
      await expect(page.getByRole('heading', {name: title})).toBeVisible();
      await expect(page.getByText('Simulated page crash')).toBeVisible();
      await expect(page.getByText('Simulated cause for the crash screen test')).toBeVisible();
      await expect(page.getByRole('button', {name: tryAgain})).toBeVisible();
    });
  }
});
