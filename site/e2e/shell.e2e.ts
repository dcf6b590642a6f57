/** The site's shell in a real browser against the real stack: language, 404, menus, accessibility. */
import type { Browser } from 'playwright-core';
import { inject } from 'vitest';
import { DESKTOP, PHONE, keepScreenshot, launch } from './support/browser';
import { seriousViolations } from './support/axe';

const stack = inject('stack');
/** A browser whose language is Lao (a fresh Chromium says en-US, and the site follows the browser). */
const LAO_DESKTOP = { ...DESKTOP, locale: 'lo-LA' };
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

it('opens in Lao by default, switches to English, and keeps the choice after a reload', async () => {
  const context = await browser.newContext({ ...DESKTOP, locale: 'th-TH' });
  const page = await context.newPage();
  await page.goto(`${stack.baseUrl}/laos/`);
  await page.waitForURL(/\/laos\/home$/);
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('lo');
  await page.getByRole('button', { name: 'EN', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: /Protecting breastfeeding/ }).waitFor();
  await page.reload();
  await page.getByRole('heading', { level: 1, name: /Protecting breastfeeding/ }).waitFor();
  expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('en');
  await page.getByRole('button', { name: 'LAO', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: /ປົກປ້ອງການລ້ຽງລູກດ້ວຍນົມແມ່/ }).waitFor();
  await keepScreenshot(page, 'home-desktop-lo');
  await context.close();
});

it('ignores a language value that looks like script injection', async () => {
  const context = await browser.newContext(LAO_DESKTOP);
  await context.addInitScript(() => localStorage.setItem('i18nextLng', '<img src=x onerror=alert(1)>'));
  const page = await context.newPage();
  await page.goto(`${stack.baseUrl}/laos/home`);
  await page.getByRole('heading', { level: 1, name: /ປົກປ້ອງ/ }).waitFor();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('lo');
  await context.close();
});

it('shows the 404 page for an unknown path', async () => {
  const page = await browser.newPage(LAO_DESKTOP);
  await page.goto(`${stack.baseUrl}/laos/no-such-page`);
  await page.waitForURL(/\/laos\/404$/);
  await page.getByRole('heading', { level: 1, name: 'ບໍ່ພົບໜ້ານີ້' }).waitFor();
  await page.close();
});

it('shows live figures on the home page, from the API', async () => {
  const page = await browser.newPage(LAO_DESKTOP);
  const summary = (await (await fetch(`${stack.baseUrl}/api-laos/get_summary`)).json()) as {
    data: { laos: { reports_received: number } };
  };
  await page.goto(`${stack.baseUrl}/laos/home`);
  const card = page.locator('article', { has: page.getByRole('heading', { name: 'ກົດໝາຍລາວ' }) });
  const reports = card.locator('div', { has: page.getByText('ລາຍງານທີ່ໄດ້ຮັບ', { exact: true }) }).locator('dd');
  await reports.getByText(summary.data.laos.reports_received.toLocaleString(), { exact: true }).waitFor();
  await page.close();
});

it('opens the mobile menu as a slide-in sidebar with the -mobile routes, and sends staff screens to login', async () => {
  const context = await browser.newContext({ ...PHONE, locale: 'lo-LA' });
  const page = await context.newPage();
  await page.goto(`${stack.baseUrl}/laos/home`);
  await page.getByRole('button', { name: 'ເປີດເມນູ' }).click();
  const sidebar = page.getByRole('navigation', { name: 'LCMDP' });
  await sidebar.getByRole('link', { name: 'ລາຍການລະເມີດ' }).first().waitFor();
  expect(await sidebar.getByRole('link', { name: 'ລາຍການລະເມີດ' }).first().getAttribute('href')).toBe('/laos/violation-mobile');
  await keepScreenshot(page, 'menu-mobile-lo');
  await sidebar.getByRole('link', { name: 'ກວດຈັບອັດຕະໂນມັດ' }).first().click();
  await page.waitForURL(/\/laos\/user\/login$/);
  await context.close();
});

it('has no serious accessibility violations on home, 404 and login (Lao and English)', async () => {
  // axe is injected as a script, which the CMS's Content-Security-Policy rightly forbids to pages.
  const page = await browser.newPage({ ...DESKTOP, bypassCSP: true });
  for (const lang of ['lo', 'en']) {
    await page.goto(`${stack.baseUrl}/laos/home`);
    await page.evaluate((l) => localStorage.setItem('i18nextLng', l), lang);
    for (const path of ['home', '404', 'user/login']) {
      await page.goto(`${stack.baseUrl}/laos/${path}`);
      await page.locator('h1').first().waitFor();
      expect({ path, lang, violations: await seriousViolations(page) }).toEqual({ path, lang, violations: [] });
    }
  }
  await page.close();
});
