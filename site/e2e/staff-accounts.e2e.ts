/**
 * Accounts against the real stack: an operator creates a supervisor account and that account signs in; a
 * supervisor cannot reach account management (UI and API); forgot password sends a real email through SMTP to the
 * test inbox, and its link sets a new password.
 */
import type { Browser } from 'playwright-core';
import { inject } from 'vitest';
import { staffToken } from './support/api';
import { DESKTOP, keepScreenshot, launch } from './support/browser';
import { waitForMail } from './support/inbox';
import { signIn, staffSession } from './support/staff';

const stack = inject('stack');
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

const created = { email: `khamla.${Date.now()}@lcmdp.local`, password: 'first-pass-1' };

it('lets an operator create a supervisor account that can then sign in', async () => {
  const { context, page } = await staffSession(browser, stack, 'operator');
  await page.goto(`${stack.baseUrl}/laos/account-management`);
  await page.getByRole('heading', { level: 1, name: 'Account management' }).waitFor();
  await page.getByRole('button', { name: 'Add account' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Full name').fill('Khamla Sounthone');
  await dialog.getByLabel('Email').fill(created.email);
  await dialog.getByLabel('Phone number').fill('02055512345');
  // The role list opens with an animation: a pick that landed before it settled is made again.
  const chosenRole = dialog.locator('.ant-select-selection-item', { hasText: 'Supervisor' });
  for (let attempt = 0; attempt < 3 && (await chosenRole.count()) === 0; attempt += 1) {
    await dialog.getByLabel('Role').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Supervisor' }).click();
    await page.waitForTimeout(500);
  }
  await chosenRole.waitFor();
  await dialog.getByLabel('Password', { exact: true }).fill(created.password);
  await dialog.getByLabel('Confirm password').fill(created.password);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Account added', { exact: true }).waitFor({ timeout: 60_000 });
  await page.getByRole('cell', { name: created.email }).waitFor();
  await keepScreenshot(page, 'account-management-en');
  await context.close();

  // The new account signs in through the login page and is a supervisor.
  const fresh = await browser.newContext({ ...DESKTOP, locale: 'en-US' });
  const own = await fresh.newPage();
  await signIn(own, stack.baseUrl, created);
  await own.getByRole('button', { name: /Khamla Sounthone/ }).click();
  await own.getByText('Role: Supervisor').waitFor();
  await fresh.close();
});

it('keeps a supervisor out of account management, in the menu, the page and the API', async () => {
  const { context, page } = await staffSession(browser, stack, 'supervisor');
  expect(await page.getByRole('link', { name: 'Account management' }).count()).toBe(0);
  await page.goto(`${stack.baseUrl}/laos/account-management`);
  await page.waitForURL(/\/laos\/404$/);
  await context.close();

  const token = await staffToken(stack, 'supervisor');
  for (const [method, path] of [
    ['GET', '/get_users'],
    ['POST', '/add_user'],
    ['DELETE', '/delete_user'],
  ] as const) {
    const res = await fetch(`${stack.baseUrl}/api-laos${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: method === 'GET' ? undefined : JSON.stringify({}),
    });
    expect(res.status).toBe(403);
  }
});

it('sends a password reset link through SMTP whose link sets a new password and signs the user in', async () => {
  const context = await browser.newContext({ ...DESKTOP, locale: 'en-US' });
  const page = await context.newPage();
  await page.goto(`${stack.baseUrl}/laos/user/login`);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.waitForURL(/\/laos\/user\/reset-password$/);
  await page.getByLabel('Email').fill(created.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await page.getByText('Password reset link sent to your email!', { exact: true }).first().waitFor();

  const mail = await waitForMail(stack.inboxDir, created.email, 15_000, (m) =>
    `${m.text} ${m.html}`.includes('/laos/user/new-password?code='),
  );
  const link = /\/laos\/user\/new-password\?code=[^\s"'<>]+/.exec(`${mail.text} ${mail.html}`)?.[0];
  expect(link).toBeTruthy();
  await page.goto(`${stack.baseUrl}${link!.replace(/&amp;/g, '&')}`);
  const newPassword = 'second-pass-2';
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await page.getByText('Password reset successfully!', { exact: true }).waitFor();
  await page.waitForURL(/\/laos\/home$/);
  await page.getByRole('button', { name: /Khamla Sounthone/ }).waitFor();
  await context.close();

  // The old password no longer works; the new one does.
  const login = (password: string) =>
    fetch(`${stack.baseUrl}/api-laos/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: created.email, password }),
    });
  expect((await login(created.password)).status).toBe(401);
  expect((await login(newPassword)).status).toBe(200);
});
