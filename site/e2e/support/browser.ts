/** Debian's Chromium, driven by playwright-core (no browser download), with the flags this machine needs. */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContextOptions, type Locator, type Page } from 'playwright-core';
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

/** Resolves once the element's CSS animations and transitions (its own and its descendants') have finished. */
async function settled(element: Locator): Promise<void> {
  await element
    .evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((animation) => animation.finished)))
    .catch(() => undefined); // an animation cancelled, or the element gone: nothing left to wait for
}

/**
 * Answers "Yes" to an antd confirmation. On a loaded machine Playwright's "stable" check can pass while the prompt
 * is still zooming in, and the click lands where the button was: nothing happens and no error is raised (CI lost
 * such a click on 2026-11-27). So the prompt's animations are awaited first, and the click is given again if the
 * prompt is still there after a while (while its action runs the button is loading, and a second click does nothing).
 */
export async function confirmPrompt(page: Page, question: string): Promise<void> {
  const prompt = page.locator('.ant-modal-confirm').filter({ hasText: question }).last();
  await prompt.waitFor();
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await settled(prompt);
    await prompt.getByRole('button', { name: 'Yes' }).click();
    const closed = await prompt.waitFor({ state: 'detached', timeout: 15_000 }).then(
      () => true,
      () => false,
    );
    if (closed) return;
  }
  await prompt.waitFor({ state: 'detached' });
}
