/** Signing in through the login page, the profile menu, and logging out (back to home, session ended). */
import type { Browser } from 'playwright-core';
import { inject } from 'vitest';
import { DESKTOP, keepScreenshot, launch } from './support/browser';

const stack = inject('stack');
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

it('signs in, shows the role in the profile menu, and logs out to home, ending the session', async () => {
  const context = await browser.newContext({ ...DESKTOP, locale: 'en-US' });
  const page = await context.newPage();
  await page.goto(`${stack.baseUrl}/laos/user/login`);
  await page.getByLabel('Email', { exact: true }).fill(stack.accounts.operator.email);
  await page.getByLabel('Password', { exact: true }).fill('wrong password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByText('Incorrect password', { exact: true }).waitFor();

  await page.getByLabel('Password', { exact: true }).fill(stack.accounts.operator.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(/\/laos\/home$/);
  // An operator sees account management in the menu; the auth pages send a signed-in user home.
  await page.getByRole('link', { name: 'Account management' }).waitFor();
  await page.goto(`${stack.baseUrl}/laos/user/login`);
  await page.waitForURL(/\/laos\/home$/);

  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('persist:root') ?? '{}') as { auth?: { token?: string } }).auth?.token,
  );
  expect(token).toBeTruthy();
  await page.getByRole('button', { name: /Demo Operator/ }).click();
  await page.getByText('Role: Operator').waitFor();
  await keepScreenshot(page, 'profile-menu-en');
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.waitForURL(/\/laos\/home$/);
  await page.getByRole('link', { name: 'Log in' }).waitFor();
  expect(await page.evaluate(() => localStorage.getItem('role'))).toBeNull();
  // The server ended the session too: the old token no longer works.
  const res = await fetch(`${stack.baseUrl}/api-laos/get_profile`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status).toBe(401);
  await context.close();
});
