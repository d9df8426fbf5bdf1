import {expect, type Page} from '@playwright/test';

/**
 * Waits until React has taken over the pre-rendered page, so that its buttons, shortcuts and links react. The first
 * page a worker opens compiles the site's scripts; on two busy cores that has taken over the default 5 s.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {timeout: 15_000});
}
