import type {Page} from '@playwright/test';

export interface PageErrorOptions {
  /**
   * Which console errors count besides uncaught exceptions: all of them, all but the browser's own line for a request
   * that failed (for suites that make requests fail on purpose), or none (console noise left to other suites).
   */
  console?: 'all' | 'except-failed-requests' | 'none';
}

/** Collects the uncaught exceptions, and the console errors chosen, of a page for "no errors" assertions. */
export function collectPageErrors(page: Page, {console: consoleErrors = 'all'}: PageErrorOptions = {}): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  if (consoleErrors !== 'none') {
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      if (consoleErrors === 'except-failed-requests' && message.text().startsWith('Failed to load resource')) return;
      errors.push(message.text());
    });
  }
  return errors;
}
