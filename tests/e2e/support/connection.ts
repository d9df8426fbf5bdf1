import type {Page} from '@playwright/test';

export type ReportedConnection = {effectiveType: string; saveData: boolean};

/** What the Network Information API reports, set before the page's own scripts run. */
export async function emulateConnection(page: Page, connection: ReportedConnection): Promise<void> {
  await page.addInitScript((reported) => {
    const fake = Object.assign(new EventTarget(), reported, {downlink: 0.2, rtt: 1800});
    Object.defineProperty(Navigator.prototype, 'connection', {configurable: true, get: () => fake});
  }, connection);
}

/** Lets load and idle time pass, so that anything the page starts on its own has started. */
export async function letPageIdle(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise((resolve) => setTimeout(() => requestIdleCallback(resolve, {timeout: 2000}), 1000)),
  );
}
