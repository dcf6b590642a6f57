/**
 * Layout in Chromium at desktop and phone sizes, in Lao and English: the detail page fits the screen (no sideways
 * scrolling, its code table breaks Lao only between words), the violation-code table shows Edit and Delete without
 * scrolling, and the desktop queues show their status tags whole. Screenshots are kept as artifacts.
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { inject } from 'vitest';
import { DESKTOP, PHONE, keepScreenshot, launch } from './support/browser';
import { signIn } from './support/staff';

const stack = inject('stack');
const LANGUAGES = ['lo', 'en'] as const;
type Language = (typeof LANGUAGES)[number];
const SIZES = { desktop: DESKTOP, phone: PHONE } as const;
type Size = keyof typeof SIZES;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

/** A browser context at a size, reading the site in a language (the choice the language buttons store). */
async function contextIn(size: Size, language: Language): Promise<BrowserContext> {
  const context = await browser.newContext({ ...SIZES[size], locale: language === 'lo' ? 'lo-LA' : 'en-US' });
  await context.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), language);
  return context;
}

/**
 * How wide the page is against the screen it was opened on, and the elements that reach furthest past its right
 * edge. (On a phone, Chromium widens the layout viewport to fit a page that is too wide: innerWidth grows with it,
 * so the screen's width is the measure.)
 */
async function overflow(page: Page, screenWidth: number) {
  return page.evaluate((limit) => {
    // An element inside a box that clips it (a scroller, antd's tab strip) does not widen the page.
    const clipped = (el: HTMLElement) => {
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== 'visible') return true;
      }
      return false;
    };
    const widest = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => !clipped(el) && getComputedStyle(el).position !== 'fixed')
      .map((el) => ({ el, right: el.getBoundingClientRect().right }))
      .filter(({ right }) => right > limit + 0.5)
      .sort((a, b) => b.right - a.right)
      .slice(0, 5)
      .map(({ el, right }) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)} → ${Math.round(right)}px`);
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth, widest };
  }, screenWidth);
}

/**
 * Where the lines of each cell's text break, when a break is not between two words (Chromium's word segmenter for
 * the language knows Lao words). A column squeezed narrower than a word breaks it mid-syllable.
 */
async function breaksInsideWords(cells: Locator, language: Language): Promise<string[]> {
  return cells.evaluateAll((elements, lng) => {
    const bad: string[] = [];
    const segmenter = new Intl.Segmenter(lng, { granularity: 'word' });
    for (const cell of elements) {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        const boundaries = new Set([...segmenter.segment(text)].map((s) => s.index));
        const range = document.createRange();
        let top: number | null = null;
        for (let i = 0; i < text.length; i += 1) {
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = range.getClientRects()[0];
          if (!rect || rect.width === 0) continue;
          if (top !== null && rect.top > top + 2 && !boundaries.has(i) && !/\s/.test(text[i - 1] ?? ' ')) {
            bad.push(`${text.slice(Math.max(0, i - 6), i)}|${text.slice(i, i + 6)}`);
          }
          top = rect.top;
        }
      }
    }
    return bad;
  }, language);
}

/** The public detail of the Laos violation with the most violation codes. */
async function detailWithMostCodes(): Promise<string> {
  const answer = (await (
    await fetch(`${stack.baseUrl}/api-laos/get_data_from_route?route=violation-laos&pageSize=100`)
  ).json()) as { data: { _id: string; violation_codes: unknown[] }[] };
  const item = [...answer.data].sort((a, b) => b.violation_codes.length - a.violation_codes.length)[0];
  expect(item.violation_codes.length).toBeGreaterThan(0);
  return item._id;
}

describe.each(LANGUAGES)('layout in %s', (language) => {
  it.each(['phone', 'desktop'] as const)('fits the detail page to a %s screen, its code table unbroken', async (size) => {
    const id = await detailWithMostCodes();
    const context = await contextIn(size, language);
    const page = await context.newPage();
    await page.goto(`${stack.baseUrl}/laos/detail-laos/${id}`);
    await page.locator('#verification-title').waitFor();
    await page.locator('#verification-title ~ * table, #verification-title ~ * [data-code-table]').first().waitFor();
    // Fonts and images settle the final widths.
    await page.evaluate(() => document.fonts.ready);
    await page.waitForLoadState('networkidle');
    await keepScreenshot(page, `layout-detail-${size}-${language}`);

    const width = SIZES[size].viewport!.width;
    const { scrollWidth, innerWidth, widest } = await overflow(page, width);
    expect({ scrollWidth, innerWidth, widest }).toEqual({ scrollWidth: width, innerWidth: width, widest: [] });
    const cells = page.locator('section[aria-labelledby="verification-title"] td');
    expect(await cells.count()).toBeGreaterThan(0);
    expect(await breaksInsideWords(cells, language)).toEqual([]);
    await context.close();
  });

  it.each(['desktop', 'phone'] as const)(
    'shows Edit and Delete of every violation code without scrolling on a %s',
    async (size) => {
      const context = await contextIn(size, language);
      const page = await context.newPage();
      await signIn(page, stack.baseUrl, stack.accounts.admin, language);
      await page.goto(`${stack.baseUrl}/laos/management-laos`);
      const table = page.locator('section .ant-table').first();
      await table.locator('tbody tr.ant-table-row').first().waitFor();
      await page.evaluate(() => document.fonts.ready);
      await keepScreenshot(page, `layout-codes-${size}-${language}`);

      const hidden = await table.evaluate((root) => {
        const width = window.innerWidth;
        const out: string[] = [];
        for (const row of root.querySelectorAll<HTMLElement>('tbody tr.ant-table-row')) {
          for (const button of row.querySelectorAll<HTMLElement>('button')) {
            const rect = button.getBoundingClientRect();
            // The nearest box that clips (the table's scroll container, if any).
            let clip: DOMRect = new DOMRect(0, 0, width, Number.MAX_SAFE_INTEGER);
            for (let el = button.parentElement; el && el !== document.body; el = el.parentElement) {
              const style = getComputedStyle(el);
              if (style.overflowX !== 'visible') {
                const box = el.getBoundingClientRect();
                clip = new DOMRect(
                  Math.max(clip.left, box.left),
                  0,
                  Math.min(clip.right, box.right) - Math.max(clip.left, box.left),
                  1,
                );
              }
            }
            if (rect.left < clip.left - 0.5 || rect.right > clip.right + 0.5 || rect.width === 0) {
              out.push(
                `${button.getAttribute('aria-label') ?? button.textContent}: ${Math.round(rect.left)}–${Math.round(rect.right)} outside ${Math.round(clip.left)}–${Math.round(clip.right)}`,
              );
            }
          }
        }
        return out;
      });
      expect(hidden).toEqual([]);
      const width = SIZES[size].viewport!.width;
      const { scrollWidth, innerWidth, widest } = await overflow(page, width);
      expect({ scrollWidth, innerWidth, widest }).toEqual({ scrollWidth: width, innerWidth: width, widest: [] });
      await context.close();
    },
  );

  it('shows the status tags of the desktop queues whole', async () => {
    const context = await contextIn('desktop', language);
    const page = await context.newPage();
    await signIn(page, stack.baseUrl, stack.accounts.admin, language);
    for (const queue of ['detection-laos', 'report-laos']) {
      await page.goto(`${stack.baseUrl}/laos/${queue}`);
      const tags = page.locator('.ant-table-tbody td .ant-tag');
      await tags.first().waitFor();
      await page.evaluate(() => document.fonts.ready);
      await keepScreenshot(page, `layout-queue-${queue}-${language}`);
      const clipped = await tags.evaluateAll((elements) =>
        elements.flatMap((tag) => {
          const rect = tag.getBoundingClientRect();
          const cell = (tag.closest('td') as HTMLElement).getBoundingClientRect();
          const cut = tag.scrollWidth > tag.clientWidth + 1 || rect.right > cell.right + 0.5 || rect.left < cell.left - 0.5;
          return cut
            ? [
                `${tag.textContent}: tag ${Math.round(rect.left)}–${Math.round(rect.right)}, cell ${Math.round(cell.left)}–${Math.round(cell.right)}`,
              ]
            : [];
        }),
      );
      expect({ queue, clipped }).toEqual({ queue, clipped: [] });
    }
    await context.close();
  });
});
