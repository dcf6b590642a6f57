/**
 * The public report form on a phone, in Lao, against the real stack: a report with two photos reaches the staff
 * side; a server failure keeps everything typed and a retry sends it.
 */
import type { Browser, Page } from 'playwright-core';
import { PRODUCT_TYPE_LABELS, PROMOTION_KIND_LABELS, PROVINCE_LABELS, REPORT_CATEGORY_LABELS } from '@lcmdp/contract/vocabulary';
import { expect, inject } from 'vitest';
import { seriousViolations } from './support/axe';
import { staffGet, staffToken } from './support/api';
import { PHONE, keepScreenshot, launch } from './support/browser';
import { photo } from './support/png';

const stack = inject('stack');
const LAO_PHONE = { ...PHONE, locale: 'lo-LA' };
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

/**
 * Picks an option of an antd select found by its field label, and makes sure it took: a click on a list still
 * sliding in can be lost (seen in CI), so the choice is made again, at most three times, until the select shows it.
 */
async function choose(page: Page, label: string, option: string) {
  const shown = page.locator(`.ant-select-selection-item[title="${option}"]`);
  for (let attempt = 1; attempt <= 3 && (await shown.count()) === 0; attempt += 1) {
    await page.getByLabel(label, { exact: true }).click();
    await page.locator('.ant-select-dropdown:visible').getByText(option, { exact: true }).click();
    await shown
      .first()
      .waitFor({ timeout: 3000 })
      .catch(() => undefined);
  }
  await shown.first().waitFor({ timeout: 1000 });
}

/** Waits for `target`; if the form shows field errors instead (a choice that did not take), says which. */
async function waitOrExplain(page: Page, target: ReturnType<Page['getByRole']>) {
  await target.waitFor({ timeout: 45_000 }).catch(async (error: Error) => {
    const errors = await page.locator('.ant-form-item-explain-error').allInnerTexts();
    throw new Error(`${error.message}\nfield errors on the form: ${JSON.stringify(errors)}`);
  });
}

async function fillReport(page: Page, brand: string) {
  await page.getByLabel('ວັນທີທີ່ພົບເຫັນ').fill('02/10/2026');
  await page.getByLabel('ວັນທີທີ່ພົບເຫັນ').press('Enter');
  await choose(page, 'ນະຄອນ / ແຂວງ', PROVINCE_LABELS.vientiane_capital.lo);
  await page.getByRole('radio', { name: REPORT_CATEGORY_LABELS.promotion_at_point_of_sale.lo }).check();
  // Clicked, then awaited: the form may still be drawing the category's details when the click lands, and the box
  // shows its tick a moment later (check() fails when the state has not changed at once).
  const priceReduction = page.getByRole('checkbox', { name: PROMOTION_KIND_LABELS.price_reduction.lo });
  await priceReduction.click();
  await expect.poll(() => priceReduction.isChecked()).toBe(true);
  await page.getByLabel('ກິດຈະກຳທີ່ພົບເຫັນ').fill('ຮ້ານຂາຍຢາ ຫຼຸດລາຄານົມຜົງສຳລັບເດັກອ່ອນ 20%');
  await page.getByLabel('ບໍລິສັດ', { exact: true }).fill('ບໍລິສັດ ທົດລອງ');
  await page.getByLabel('ຍີ່ຫໍ້', { exact: true }).fill(brand);
  await choose(page, 'ປະເພດຜະລິດຕະພັນ', PRODUCT_TYPE_LABELS.infant_formula.lo);
  await page.locator('input[type=file]').setInputFiles([
    { name: 'shelf-1.png', mimeType: 'image/png', buffer: photo(1, 2400, 1800) },
    { name: 'shelf-2.png', mimeType: 'image/png', buffer: photo(2, 800, 600) },
  ]);
  await page.getByText('2 ໃນ 10 ຮູບ').waitFor();
  await page.getByLabel('ລາຍລະອຽດ (ບໍ່ບັງຄັບ)').fill('ມີປ້າຍລາຄາພິເສດຕິດຢູ່ໜ້າຮ້ານ');
  await page.getByLabel('ຊື່ ແລະ ນາມສະກຸນ').fill('ນາງ ທົດສອບ ລາຍງານ');
}

it('sends a report with two photos in Lao from a phone, and staff find it with its reporter', async () => {
  const context = await browser.newContext(LAO_PHONE);
  const page = await context.newPage();
  await page.goto(`${stack.baseUrl}/laos/submit-violation-laos-mobile`);
  await page.getByRole('heading', { level: 1, name: 'ແຈ້ງການລະເມີດທີ່ສົງໄສ' }).waitFor();
  const brand = `ນົມທົດສອບ-${Date.now()}`;
  await fillReport(page, brand);
  await keepScreenshot(page, 'report-form-phone-lo');
  await page.getByRole('button', { name: 'ສົ່ງລາຍງານ' }).click();
  await page.getByText('ສົ່ງແບບຟອມສຳເລັດແລ້ວ!').first().waitFor();

  const token = await staffToken(stack);
  const list = await staffGet<{ data: { _id: string; brand: string; images: { width: number | null; url: string }[] }[] }>(
    stack,
    `/get_data_from_route?route=report-laos&q=${encodeURIComponent(brand)}`,
    token,
  );
  expect(list.data).toHaveLength(1);
  const report = list.data[0];
  expect(report.images).toHaveLength(2);
  // The 2400 px photo was downscaled on the phone before upload.
  expect(Math.max(...report.images.map((i) => i.width ?? 0))).toBeLessThanOrEqual(1600);
  const detail = await staffGet<{ data: { reporter: { full_name: string }; details: string[]; province: string } }>(
    stack,
    `/get_report/${report._id}`,
    token,
  );
  expect(detail.data).toMatchObject({
    reporter: { full_name: 'ນາງ ທົດສອບ ລາຍງານ' },
    details: ['price_reduction'],
    province: 'vientiane_capital',
  });
  await context.close();
});

it('keeps everything typed when the server fails, and a retry sends it', async () => {
  const context = await browser.newContext(LAO_PHONE);
  const page = await context.newPage();
  let failures = 1;
  await page.route('**/api-laos/submit_report', async (route) => {
    if (failures-- > 0)
      return route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({
          data: null,
          error: { status: 500, name: 'InternalServerError', message: 'Internal Server Error' },
        }),
      });
    return route.continue();
  });
  await page.goto(`${stack.baseUrl}/laos/submit-violation-laos-mobile`);
  const brand = `ນົມຜິດພາດ-${Date.now()}`;
  await fillReport(page, brand);
  await page.getByRole('button', { name: 'ສົ່ງລາຍງານ' }).click();
  await waitOrExplain(page, page.getByRole('button', { name: 'ລອງສົ່ງອີກຄັ້ງ' }));
  await keepScreenshot(page, 'report-form-server-error-lo');
  expect(await page.getByLabel('ຍີ່ຫໍ້', { exact: true }).inputValue()).toBe(brand);
  expect(await page.getByLabel('ຊື່ ແລະ ນາມສະກຸນ').inputValue()).toBe('ນາງ ທົດສອບ ລາຍງານ');
  await page.getByText('2 ໃນ 10 ຮູບ').waitFor();

  await page.getByRole('button', { name: 'ລອງສົ່ງອີກຄັ້ງ' }).click();
  await page.getByText('ສົ່ງແບບຟອມສຳເລັດແລ້ວ!').first().waitFor();
  const token = await staffToken(stack);
  const list = await staffGet<{ data: unknown[] }>(
    stack,
    `/get_data_from_route?route=report-laos&q=${encodeURIComponent(brand)}`,
    token,
  );
  expect(list.data).toHaveLength(1);
  await context.close();
});

it('has no serious accessibility violations on the report form', async () => {
  const page = await browser.newPage({ ...LAO_PHONE, bypassCSP: true });
  await page.goto(`${stack.baseUrl}/laos/submit-violation-laos-mobile`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.getByRole('button', { name: 'ສົ່ງລາຍງານ' }).click();
  await page.getByText('ກະລຸນາເລືອກແຂວງ').waitFor();
  expect(await seriousViolations(page)).toEqual([]);
  await page.close();
});
