/**
 * The staff screens in the real browser against the real stack: each one renders with the seeded data, without a
 * page error, in English and in Lao on a phone. Screenshots are kept as artifacts.
 */
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { inject } from 'vitest';
import { DESKTOP, PHONE, keepScreenshot, launch } from './support/browser';
import { signIn, staffSession } from './support/staff';

const stack = inject('stack');
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

it('shows analysis with its charts, the catalogue, the checks and the report queue to an admin', async () => {
  const { context, page } = await staffSession(browser, stack, 'admin');
  const errors = collectErrors(page);

  await page.goto(`${stack.baseUrl}/laos/analysis?from=2000-01-01&to=2030-12-31`);
  await page.getByRole('heading', { level: 1, name: 'Analysis' }).waitFor();
  await page.getByText('Items by company').first().waitFor();
  // recharts draws SVG once its chunk has arrived.
  await page.locator('.recharts-surface').first().waitFor();
  await page.getByRole('button', { name: 'Download Excel' }).waitFor();
  // The province map: d3-geo draws the bundled boundaries once its chunk has arrived; pointing at one names it.
  const map = page.getByTestId('province-map');
  await map.locator('path[data-province]').first().waitFor();
  expect(await map.locator('path[data-province]').count()).toBe(17);
  await map.locator('path[data-province="savannakhet"]').click();
  await page.locator('p[aria-live]', { hasText: /^Savannakhet: \d+$/ }).waitFor();
  await keepScreenshot(page, 'staff-analysis-en');

  await page.goto(`${stack.baseUrl}/laos/management-laos`);
  await page.getByRole('heading', { level: 1, name: 'Codes and data — Laos law' }).waitFor();
  await page.getByRole('tab', { name: 'Violation types' }).click();
  await page.getByRole('tab', { name: 'Law PDF' }).waitFor();
  await keepScreenshot(page, 'staff-management-en');

  await page.goto(`${stack.baseUrl}/laos/check-laos`);
  await page.getByRole('heading', { level: 1, name: 'Check content — Laos law' }).waitFor();
  await keepScreenshot(page, 'staff-check-en');

  await page.goto(`${stack.baseUrl}/laos/report-laos`);
  await page.getByText(/^Total: \d+/).waitFor();
  await keepScreenshot(page, 'staff-report-queue-en');
  expect(errors).toEqual([]);
  await context.close();
});

it('shows the analysis map on a 375 px phone in Lao without sideways scrolling; a tap names the province', async () => {
  const context = await browser.newContext({ ...PHONE, viewport: { width: 375, height: 812 }, locale: 'lo-LA' });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await signIn(page, stack.baseUrl, stack.accounts.admin, 'lo');
  await page.goto(`${stack.baseUrl}/laos/analysis?from=2000-01-01&to=2030-12-31`);
  const map = page.getByTestId('province-map');
  await map.locator('path[data-province]').first().waitFor();
  await map.locator('path[data-province="luang_prabang"]').tap();
  await page.locator('p[aria-live]', { hasText: /^ຫຼວງພະບາງ: \d+$/ }).waitFor();
  await page.getByText(/^ແຂວງໄຊສົມບູນ ບໍ່ໄດ້ແຕ້ມໃສ່ແຜນທີ່/).waitFor();
  const width = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
  expect(width).toEqual({ scroll: 375, inner: 375 });
  const box = await map.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(375);
  await map.scrollIntoViewIfNeeded();
  await keepScreenshot(page, 'staff-analysis-map-phone-lo');
  expect(errors).toEqual([]);
  await context.close();
});

it('shows the detection queue on a phone in Lao, with cards', async () => {
  const context = await browser.newContext({ ...PHONE, locale: 'lo-LA' });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await signIn(page, stack.baseUrl, stack.accounts.supervisor, 'lo');
  await page.goto(`${stack.baseUrl}/laos/detection-mobile-laos`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.getByText(/^ທັງໝົດ: \d+/).waitFor();
  expect(await page.locator('table').count()).toBe(0);
  await keepScreenshot(page, 'staff-detection-queue-phone-lo');
  expect(errors).toEqual([]);
  await context.close();
});

it('keeps the desktop layout for staff on a wide screen', async () => {
  const context = await browser.newContext({ ...DESKTOP, locale: 'en-US' });
  const page = await context.newPage();
  await signIn(page, stack.baseUrl, stack.accounts.operator);
  await page.getByRole('link', { name: 'Analysis' }).waitFor();
  await context.close();
});

it('checks an ad image with the real detector service and shows its verdict and the text it read', async () => {
  const { context, page } = await staffSession(browser, stack, 'supervisor');
  await page.goto(`${stack.baseUrl}/laos/check-laos`);
  await page.getByRole('heading', { level: 1, name: 'Check content — Laos law' }).waitFor();
  await page.locator('input[type=file]').setInputFiles(resolve(__dirname, '../../detector/data/images/files/img-tr-01.png'));
  await page.getByLabel('Text (optional)').fill('ນົມຜົງສູດ 1 ສຳລັບເດັກແຮກເກີດ ດີກວ່ານົມແມ່ ຊື້ 1 ແຖມ 1');
  await page.getByRole('button', { name: 'Check images' }).click();
  await page.getByText('Suspected violation', { exact: true }).waitFor({ timeout: 60_000 });
  // The image went through OCR in the detector: its text is shown.
  await page
    .getByText(/^Text read from /)
    .first()
    .waitFor();
  await keepScreenshot(page, 'staff-check-verdict-en');
  await context.close();
}, 120_000);
