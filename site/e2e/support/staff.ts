/** Signing staff in through the real login page. */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Stack } from './global-setup';
import { DESKTOP } from './browser';

const LOGIN_WORDS = {
  en: { email: 'Email', password: 'Password', submit: 'Log in' },
  lo: { email: 'ອີເມວ', password: 'ລະຫັດຜ່ານ', submit: 'ເຂົ້າສູ່ລະບົບ' },
};

export async function signIn(
  page: Page,
  baseUrl: string,
  account: { email: string; password: string },
  language: keyof typeof LOGIN_WORDS = 'en',
): Promise<void> {
  const words = LOGIN_WORDS[language];
  await page.goto(`${baseUrl}/laos/user/login`);
  await page.getByLabel(words.email, { exact: true }).fill(account.email);
  await page.getByLabel(words.password, { exact: true }).fill(account.password);
  await page.getByRole('button', { name: words.submit }).click();
  await page.waitForURL(/\/laos\/home$/);
}

/** A desktop browser context in English with the given staff member signed in. */
export async function staffSession(
  browser: Browser,
  stack: Stack,
  role: keyof Stack['accounts'],
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...DESKTOP, locale: 'en-US' });
  const page = await context.newPage();
  await signIn(page, stack.baseUrl, stack.accounts[role]);
  return { context, page };
}
