/**
 * A new user's walk through every screen, in Lao on a phone and in English on a desktop: each page loads without
 * a script error, a failed API call or a server error, shows no untranslated key, and does not scroll sideways.
 */
import type { Browser, Page } from 'playwright-core';
import { inject } from 'vitest';
import { DESKTOP, PHONE, keepScreenshot, launch } from './support/browser';
import { signIn } from './support/staff';
import { staffGet, staffToken } from './support/api';

const stack = inject('stack');
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

const WALKS = [
  { language: 'lo', size: 'phone', options: PHONE },
  { language: 'en', size: 'desktop', options: DESKTOP },
] as const;

async function publicFirst(route: string): Promise<string> {
  const res = await fetch(`${stack.baseUrl}/api-laos/get_data_from_route?route=${route}&page=1&pageSize=1`);
  const body = (await res.json()) as { data: { _id: string }[] };
  return body.data[0]?._id ?? 'none';
}

async function pagesToWalk(): Promise<{ public: string[]; staff: string[] }> {
  const token = await staffToken(stack, 'admin');
  const cases = await staffGet<{ data: { _id: string }[] }>(stack, '/cases?state=all&pageSize=1', token);
  const companies = await staffGet<{ data: { key: string }[] }>(stack, '/companies', token);
  const violation = await publicFirst('violation');
  const violationLaos = await publicFirst('violation-laos');
  const verified = await publicFirst('verified-laos');
  return {
    public: [
      '/laos/home',
      '/laos/violation',
      '/laos/violation-laos',
      '/laos/nonviolation',
      '/laos/nonviolation-laos',
      '/laos/verified',
      '/laos/verified-laos',
      '/laos/submit-violation',
      '/laos/submit-violation-laos',
      `/laos/detail/${violation}`,
      `/laos/detail-laos/${violationLaos}`,
      `/laos/detail-report-laos/${verified}`,
      `/laos/detail-tracking-laos/${violationLaos}`,
      '/laos/resource-center',
      '/laos/404',
      '/laos/user/login',
      '/laos/user/reset-password',
    ],
    staff: [
      '/laos/detection',
      '/laos/detection-laos',
      '/laos/check',
      '/laos/check-laos',
      '/laos/report',
      '/laos/report-laos',
      '/laos/management',
      '/laos/management-laos',
      '/laos/analysis',
      '/laos/cases',
      ...(cases.data[0] ? [`/laos/cases/${cases.data[0]._id}`] : []),
      '/laos/companies',
      ...(companies.data[0] ? [`/laos/companies/${encodeURIComponent(companies.data[0].key)}`] : []),
      '/laos/monthly-reports',
      '/laos/account-management',
      '/laos/history-check',
    ],
  };
}

/** The tallest page the walk accepts (the longest, the report form on a phone, is about 4,500 px). */
const MAX_PAGE_HEIGHT = 20_000;

interface Trouble {
  page: string;
  what: string;
}

/** Watches a page for what a user would meet: script errors, console errors and warnings, failed API calls. */
function watch(page: Page, troubles: Trouble[]): { at(path: string): void } {
  let current = '';
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning')
      troubles.push({ page: current, what: `console ${m.type()}: ${m.text().slice(0, 300)}` });
  });
  page.on('pageerror', (e) => troubles.push({ page: current, what: `page error: ${e.message}` }));
  page.on('response', (r) => {
    if (r.status() >= 400) troubles.push({ page: current, what: `HTTP ${r.status()} ${r.request().method()} ${r.url()}` });
  });
  page.on('requestfailed', (r) => {
    // Leaving a page cancels what it was still loading: not an error.
    if (r.failure()?.errorText !== 'net::ERR_ABORTED')
      troubles.push({ page: current, what: `request failed ${r.url()} ${r.failure()?.errorText}` });
  });
  return { at: (path) => (current = path) };
}

/** Opens each page, waits for it to settle, and notes raw translation keys, "undefined"-like text and sideways scrolling. */
async function walk(
  page: Page,
  paths: readonly string[],
  width: number,
  tag: string,
  troubles: Trouble[],
  watcher: { at(path: string): void },
) {
  for (const path of paths) {
    watcher.at(path);
    await page.goto(`${stack.baseUrl}${path}`);
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => document.fonts.ready);
    // A page that grows with the data (every item of a company, unpaged) is a bug, and too tall to photograph.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    if (height > MAX_PAGE_HEIGHT) troubles.push({ page: path, what: `page is ${height} px tall` });
    else await keepScreenshot(page, `walk-${tag}-${path.replace(/[^\w]+/g, '-')}`);
    const found = await page.evaluate((limit) => {
      const out: string[] = [];
      const text = document.body.innerText;
      // A translation key shown as it is ("pagination.range"): lower-case words joined by dots, not a file, host or email.
      for (const m of text.matchAll(/(?<![@\w.])[a-z]+[A-Za-z]*(?:\.[a-z][A-Za-z_]*){1,4}(?![\w@.])/g)) {
        if (!/\.(pdf|png|jpe?g|xlsx|com|org|net|la|gov|local|test|example)$/i.test(m[0])) out.push(`raw key? ${m[0]}`);
      }
      const odd = /\b(undefined|NaN|null)\b|\[object Object\]/.exec(text);
      if (odd) out.push(`shows "${odd[0]}"`);
      if (document.documentElement.scrollWidth > limit + 1)
        out.push(`scrolls sideways: ${document.documentElement.scrollWidth} px > ${limit}`);
      return out;
    }, width);
    for (const what of found) troubles.push({ page: path, what });
  }
}

describe.each(WALKS)('a walk in $language on a $size', ({ language, size, options }) => {
  it('meets no error on any screen', async () => {
    const { public: publicPages, staff } = await pagesToWalk();
    const context = await browser.newContext({ ...options, locale: language === 'lo' ? 'lo-LA' : 'en-US' });
    await context.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), language);
    const page = await context.newPage();
    const troubles: Trouble[] = [];
    const watcher = watch(page, troubles);
    const width = options.viewport!.width;
    await walk(page, publicPages, width, `${language}-${size}`, troubles, watcher);
    watcher.at('sign-in');
    await signIn(page, stack.baseUrl, stack.accounts.admin, language);
    await walk(page, staff, width, `${language}-${size}-staff`, troubles, watcher);
    await context.close();
    expect(troubles).toEqual([]);
  });
});
