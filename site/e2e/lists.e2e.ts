/** Public lists and detail pages in a real browser against the real stack (demo data seeded). */
import type { Browser } from 'playwright-core';
import { inject } from 'vitest';
import { seriousViolations } from './support/axe';
import { DESKTOP, PHONE, keepScreenshot, launch } from './support/browser';

const stack = inject('stack');
const EN = { ...DESKTOP, locale: 'en-US' };
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

interface ListAnswer {
  data: { _id: string; brand: string | null; company: string | null }[];
  meta: { pagination: { total: number } };
}

async function publicList(route: string, query = ''): Promise<ListAnswer> {
  return (await (await fetch(`${stack.baseUrl}/api-laos/get_data_from_route?route=${route}${query}`)).json()) as ListAnswer;
}

it('browses a public list with its total and filters it by search, keeping the filter in the address', async () => {
  const all = await publicList('violation-laos', '&pageSize=100');
  expect(all.meta.pagination.total).toBeGreaterThan(0);
  const brand = all.data.find((d) => d.brand)!.brand!;
  const expected = await publicList('violation-laos', `&q=${encodeURIComponent(brand)}`);

  const page = await browser.newPage(EN);
  await page.goto(`${stack.baseUrl}/laos/violation-laos`);
  await page.getByRole('heading', { level: 1, name: 'Violation list' }).waitFor();
  await page.getByText(`Total: ${all.meta.pagination.total}`).waitFor();
  await keepScreenshot(page, 'violation-list-desktop-en');

  await page.getByLabel('Search by company, brand or text').fill(brand);
  await page.getByLabel('Search by company, brand or text').press('Enter');
  await page.waitForURL((url) => url.searchParams.get('q') === brand);
  await page.getByText(`Total: ${expected.meta.pagination.total}`).waitFor();
  const rows = page.locator('tbody tr.ant-table-row');
  expect(await rows.count()).toBe(Math.min(expected.meta.pagination.total, 20));
  for (const text of await rows.allInnerTexts()) expect(text).toContain(brand);

  // A reload (or a shared link) keeps the filter.
  await page.reload();
  await page.getByText(`Total: ${expected.meta.pagination.total}`).waitFor();
  expect(await page.getByLabel('Search by company, brand or text').inputValue()).toBe(brand);

  // A date range in the past leaves nothing.
  await page.goto(`${stack.baseUrl}/laos/violation-laos?from=2000-01-01&to=2000-12-31`);
  await page.getByText('No items match these filters.').waitFor();
  await page.close();
});

it('opens a detail page from the list and copies its link', async () => {
  const context = await browser.newContext(EN);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stack.baseUrl });
  const page = await context.newPage();
  await page.goto(`${stack.baseUrl}/laos/violation`);
  await page.locator('tbody tr.ant-table-row').first().waitFor();
  await page
    .getByRole('link', { name: /^View details/ })
    .first()
    .click();
  await page.waitForURL(/\/laos\/detail\/[a-z0-9]+$/);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.getByRole('button', { name: 'Copy link' }).click();
  await page.getByText('Copied', { exact: true }).waitFor();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  await keepScreenshot(page, 'detail-desktop-en');
  await context.close();
});

it('shows cards instead of a table on a phone, in Lao', async () => {
  const context = await browser.newContext({ ...PHONE, locale: 'lo-LA' });
  const page = await context.newPage();
  await page.goto(`${stack.baseUrl}/laos/violation-mobile-laos`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page
    .getByRole('link', { name: /^ເບິ່ງລາຍລະອຽດ/ })
    .first()
    .waitFor();
  expect(await page.locator('table').count()).toBe(0);
  await keepScreenshot(page, 'violation-list-phone-lo');
  // The date picker speaks Lao too: its month names come from dayjs's Lao locale.
  await page.getByLabel('ຊ່ວງວັນທີ', { exact: true }).click();
  const panel = page.locator('.ant-picker-dropdown:visible');
  await panel.waitFor();
  const header = await panel.locator('.ant-picker-header-view').first().innerText();
  expect(header).toMatch(/ມັງກອນ|ກຸມພາ|ມີນາ|ເມສາ|ພຶດສະພາ|ມິຖຸນາ|ກໍລະກົດ|ສິງຫາ|ກັນຍາ|ຕຸລາ|ພະຈິກ|ທັນວາ/);
  expect(await panel.innerText()).not.toMatch(
    /January|February|March|April|May|June|July|August|September|October|November|December|Today/,
  );
  await context.close();
});

it('has no serious accessibility violations on a list and a detail page', async () => {
  const page = await browser.newPage({ ...EN, bypassCSP: true });
  const { data } = await publicList('violation');
  for (const path of ['violation', `detail/${data[0]._id}`, 'verified-laos']) {
    await page.goto(`${stack.baseUrl}/laos/${path}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    expect({ path, violations: await seriousViolations(page) }).toEqual({ path, violations: [] });
  }
  await page.close();
});
