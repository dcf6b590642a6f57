/** Debian's Chromium, driven by playwright-core (no browser download), with the flags this machine needs. */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS } from '../../scripts/chromium.mjs';

export const ARTIFACTS = resolve(__dirname, '../../../test-artifacts/e2e');

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_FLAGS,
  });
}

export const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};
export const DESKTOP: BrowserContextOptions = { viewport: { width: 1366, height: 900 } };

/** Keeps a screenshot of a key screen as a test artifact. */
export async function keepScreenshot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: true });
}

/**
 * Waits for a message (a toast or a notice) after an action. When it does not come, keeps a screenshot named after
 * it and fails naming the messages that are on screen instead (an error toast says why a save was refused).
 */
export async function waitForMessage(page: Page, text: string, timeout = 15_000): Promise<void> {
  try {
    await page.getByText(text, { exact: true }).waitFor({ timeout });
  } catch (error) {
    const name = `failed-${text.replace(/[^\w]+/g, '-').toLowerCase()}`;
    await keepScreenshot(page, name).catch(() => undefined);
    const shown = await page
      .locator('.ant-message-notice, .ant-notification-notice, .ant-form-item-explain-error')
      .allInnerTexts()
      .catch(() => []);
    throw new Error(
      `"${text}" did not appear within ${timeout} ms; on screen instead: ${JSON.stringify(shown)} (screenshot ${name}.png)`,
      {
        cause: error,
      },
    );
  }
}
