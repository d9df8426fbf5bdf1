import type {Page} from '@playwright/test';

/**
 * Types text as a keyboard does, a key event per character, at a typist's pace. Playwright's `keyboard.type` sends
 * letters the US layout lacks (Ukrainian ones) as inserted text with no key events, which lands nowhere while no input
 * has focus, where a reader's keyboard sends key presses the page sees; Chromium's own input API sends those.
 */
export async function typeOnKeyboard(page: Page, text: string, {delayMs}: {delayMs: number}): Promise<void> {
  const session = await page.context().newCDPSession(page);
  try {
    for (const character of text) {
      await session.send('Input.dispatchKeyEvent', {type: 'keyDown', key: character, text: character});
      await session.send('Input.dispatchKeyEvent', {type: 'keyUp', key: character});
      await page.waitForTimeout(delayMs);
    }
  } finally {
    await session.detach();
  }
}
