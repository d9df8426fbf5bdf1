import {expect, type Page} from '@playwright/test';

/** Waits until React has taken over the pre-rendered page, so that its buttons, shortcuts and links react. */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}
