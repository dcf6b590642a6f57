/**
 * Documents printed to PDF by Debian's Chromium (playwright-core), so Lao shapes as in a browser: notice letters,
 * monthly reports. One browser, launched on first use and reused, a fresh page per document. The page may load
 * nothing from the network: every request but the document itself and inline data is refused, so a template can
 * neither leak a case to another host nor make the letter depend on one. The bundled Noto Sans Lao (Lao and Latin
 * letters) is embedded in every document.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { CHROMIUM_FLAGS } from '@lcmdp/contract';
import type { Browser } from 'playwright-core';
import { settings } from '../settings';

export interface PdfOptions {
  landscape?: boolean;
  /** Printed at the foot of every page after "page / pages" (plain text). */
  footer?: string;
}

let browser: Promise<Browser> | undefined;

function launch(): Promise<Browser> {
  if (!browser) {
    // Loaded on first use: a CMS that prints nothing never starts Chromium.
    const { chromium } = require('playwright-core') as typeof import('playwright-core');
    const launching = chromium.launch({
      executablePath: settings().CHROMIUM_PATH,
      headless: true,
      args: CHROMIUM_FLAGS,
      timeout: 30_000,
    });
    browser = launching;
    launching.then(
      (b) => b.on('disconnected', () => (browser = undefined)),
      () => (browser = undefined),
    );
  }
  return browser;
}

let fontCss: string | undefined;

/** @font-face rules for the bundled Noto Sans Lao, regular and bold, Lao and Latin subsets, as data URLs. */
export function embeddedFontCss(): string {
  if (fontCss) return fontCss;
  const files = join(dirname(require.resolve('@fontsource/noto-sans-lao/package.json')), 'files');
  const rules: string[] = [];
  for (const subset of ['lao', 'latin'] as const) {
    for (const weight of [400, 700]) {
      const data = readFileSync(join(files, `noto-sans-lao-${subset}-${weight}-normal.woff2`)).toString('base64');
      const range = subset === 'lao' ? 'U+0E81-0EDF,U+200C-200D,U+25CC' : 'U+0000-00FF,U+2000-206F,U+20AD';
      rules.push(
        `@font-face{font-family:'Noto Sans Lao';font-style:normal;font-weight:${weight};` +
          `src:url(data:font/woff2;base64,${data}) format('woff2');unicode-range:${range};}`,
      );
    }
  }
  fontCss = rules.join('\n');
  return fontCss;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** Prints a whole HTML document (its own <style> included) to an A4 PDF. */
export async function renderPdf(html: string, options: PdfOptions = {}): Promise<Buffer> {
  const context = await (await launch()).newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.route('**/*', (route) =>
      route.request().url().startsWith('data:') ? route.continue() : route.abort('blockedbyclient'),
    );
    await page.setContent(html, { waitUntil: 'load', timeout: 30_000 });
    await page.evaluate('document.fonts.ready.then(() => true)').catch(() => undefined);
    const footer = options.footer ? `${escapeHtml(options.footer)} · ` : '';
    return await page.pdf({
      format: 'A4',
      landscape: options.landscape ?? false,
      printBackground: true,
      margin: { top: '18mm', bottom: '18mm', left: '16mm', right: '16mm' },
      displayHeaderFooter: true,
      headerTemplate: '<span></span>',
      footerTemplate:
        `<div style="font-size:8px;width:100%;text-align:center;color:#666">${footer}` +
        `<span class="pageNumber"></span> / <span class="totalPages"></span></div>`,
    });
  } finally {
    await context.close();
  }
}

/** Closes the shared browser (tests, shutdown). */
export async function closePdfBrowser(): Promise<void> {
  const open = browser;
  browser = undefined;
  if (open) await (await open.catch(() => undefined))?.close();
}
