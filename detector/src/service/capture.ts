/**
 * Page capture: Debian's Chromium driven by playwright-core (one browser, launched on first use and reused; a
 * fresh context per page). Every request the page makes — the page itself, each redirect hop, images, scripts,
 * WebSockets — goes through a guarding proxy (guard-proxy.ts), so a redirect to a private address is refused like
 * a link to one. (Playwright's request routing is not used for this: it does not see redirect hops.)
 * The whole capture is bounded by one deadline; a page that does not answer, redirects in a loop or is not HTML
 * ends as a `CaptureError` with a clear message, never a hang.
 */
import { CHROMIUM_FLAGS } from '@lcmdp/contract';
import type { Browser, BrowserContext, Response } from 'playwright-core';

import { checkAddress, type AddressRefusal, type GuardOptions } from './address-guard';
import { REFUSED_HEADER, startGuardProxy, type GuardProxy } from './guard-proxy';

const VIEWPORT = { width: 1280, height: 900 };
const MAX_TEXT = 200_000;
/** A page (its HTML) larger than this is not evidence we can keep or read: the capture ends with an error. */
export const MAX_PAGE_BYTES = 10 * 1024 * 1024;
const PAGE_TOO_LARGE = `The page is larger than ${MAX_PAGE_BYTES / 1024 / 1024} MB`;
/** Image bodies kept for OCR, at most this big each. */
const MAX_IMAGE_BYTES = 8 * 1024 * 1024;
/** Images smaller than this are icons, buttons or spacers, not ads. */
const MIN_IMAGE_SIDE = 80;
const LOAD_EXTRA_MS = 5000;
/** The share of the whole deadline kept for reading the page and its screenshot, whatever the late images take. */
const READING_SHARE = 0.3;

export class CaptureError extends Error {
  constructor(
    readonly status: 400 | 413 | 422 | 504,
    message: string,
  ) {
    super(message);
  }
}

export interface CapturedImage {
  url: string;
  width: number;
  height: number;
  body: Buffer;
}

export interface CapturedPage {
  url: string;
  finalUrl: string;
  httpStatus: number | null;
  text: string;
  html: string;
  screenshot: Buffer;
  /** The page's images that loaded, largest first. */
  images: CapturedImage[];
  capturedAt: string;
}

export interface CaptureOptions {
  chromiumPath: string;
  timeoutMs: number;
  guard: GuardOptions;
}

interface ImageInfo {
  src: string;
  width: number;
  height: number;
}

const IMAGES_SCRIPT = `Array.from(document.images).map((img) => ({
  src: img.currentSrc || img.src, width: img.naturalWidth, height: img.naturalHeight }))`;
const TEXT_SCRIPT = `document.body ? document.body.innerText : ''`;

function withDeadline<T>(promise: Promise<T>, deadline: number, what: string, seconds: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new CaptureError(504, `The page did not finish ${what} within ${seconds} s`)),
      Math.max(0, deadline - Date.now()),
    );
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** The body size an answer's headers announce (0 when they do not say). */
function announcedLength(headers: Record<string, string>): number {
  const length = Number(headers['content-length'] ?? 0);
  return Number.isFinite(length) ? length : 0;
}

/** Turns a navigation failure into a clear error for the caller. */
export function navigationError(error: unknown, seconds: number, refusal?: AddressRefusal): CaptureError {
  if (error instanceof CaptureError) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (/Timeout|timed out/i.test(message) || (error instanceof Error && error.name === 'TimeoutError')) {
    return new CaptureError(504, `The page did not load within ${seconds} s`);
  }
  if (refusal) return new CaptureError(400, `The page redirects to a refused address: ${refusal.message}`);
  if (/ERR_TOO_MANY_REDIRECTS/.test(message)) return new CaptureError(422, 'The page redirects in a loop');
  if (/Download is starting/i.test(message)) return new CaptureError(422, 'The link is a download, not a web page');
  if (/ERR_NAME_NOT_RESOLVED/.test(message)) return new CaptureError(422, 'The page’s host could not be found');
  const code = /net::(ERR_[A-Z_]+)/.exec(message)?.[1];
  return new CaptureError(422, `The page could not be opened${code ? ` (${code})` : ''}`);
}

/** Pages captured at once by one capturer (checks and the watcher share it); more wait their turn. */
export const MAX_CONCURRENT_CAPTURES = 3;

export class PageCapturer {
  private browser?: Promise<Browser>;
  private active = 0;
  private readonly queue: (() => void)[] = [];

  constructor(private readonly options: CaptureOptions) {}

  private launch(): Promise<Browser> {
    if (!this.browser) {
      // Loaded on first use: image checks never pay for it.
      const { chromium } = require('playwright-core') as typeof import('playwright-core');
      const launching = chromium.launch({
        executablePath: this.options.chromiumPath,
        headless: true,
        args: CHROMIUM_FLAGS,
        timeout: 30_000,
      });
      this.browser = launching;
      launching.then(
        (browser) => browser.on('disconnected', () => (this.browser = undefined)),
        () => (this.browser = undefined),
      );
    }
    return this.browser;
  }

  /** Waits for a free capture slot; the returned function frees it. */
  private async slot(): Promise<() => void> {
    if (this.active >= MAX_CONCURRENT_CAPTURES) await new Promise<void>((resolve) => this.queue.push(resolve));
    this.active += 1;
    return () => {
      this.active -= 1;
      this.queue.shift()?.();
    };
  }

  async capture(address: string): Promise<CapturedPage> {
    const release = await this.slot();
    try {
      return await this.captureNow(address);
    } finally {
      release();
    }
  }

  private async captureNow(address: string): Promise<CapturedPage> {
    const seconds = Math.round(this.options.timeoutMs / 1000);
    const deadline = Date.now() + this.options.timeoutMs;
    const first = await checkAddress(address, this.options.guard);
    if (!first.ok) throw new CaptureError(first.reason === 'unresolved' ? 422 : 400, first.message);

    const browser = await this.launch();
    const proxy = await startGuardProxy(this.options.guard);
    const context = await browser
      .newContext({
        viewport: VIEWPORT,
        serviceWorkers: 'block',
        acceptDownloads: false,
        // Loopback too goes through the proxy (Chromium would bypass a proxy for it).
        proxy: { server: proxy.server, bypass: '<-loopback>' },
      })
      .catch(async (error: unknown) => {
        await proxy.close();
        throw error;
      });
    try {
      return await this.captureIn(context, proxy, first.url.href, deadline, seconds);
    } finally {
      await context.close().catch(() => undefined);
      await proxy.close();
    }
  }

  private async captureIn(
    context: BrowserContext,
    proxy: GuardProxy,
    url: string,
    deadline: number,
    seconds: number,
  ): Promise<CapturedPage> {
    const page = await context.newPage();
    const images = new Map<string, Buffer>();
    const bodies: Promise<void>[] = [];
    // A page whose headers announce more than the limit ends the capture as soon as they arrive: Chromium would
    // otherwise parse all of it first, which on a busy machine outlasts the deadline and hides the real reason.
    let refuseTooLarge: (error: CaptureError) => void = () => undefined;
    const tooLarge = new Promise<never>((_, reject) => (refuseTooLarge = reject));
    page.on('response', (answer: Response) => {
      if (answer.request().isNavigationRequest() && answer.frame() === page.mainFrame()) {
        if (announcedLength(answer.headers()) > MAX_PAGE_BYTES) refuseTooLarge(new CaptureError(413, PAGE_TOO_LARGE));
        return;
      }
      if (answer.request().resourceType() !== 'image' || !answer.ok()) return;
      bodies.push(
        answer.body().then(
          (body) => void (body.length <= MAX_IMAGE_BYTES && images.set(answer.url(), body)),
          () => undefined,
        ),
      );
    });

    let response;
    try {
      response = await Promise.race([
        page.goto(url, { waitUntil: 'domcontentloaded', timeout: Math.max(1, deadline - Date.now()) }),
        tooLarge,
      ]);
    } catch (error) {
      throw navigationError(error, seconds, proxy.refusals[0]);
    }
    if (!response) throw new CaptureError(422, 'The page could not be opened');
    const refused = (await response.allHeaders())[REFUSED_HEADER];
    if (refused) {
      const refusal = proxy.refusals.find((r) => r.url === response.url()) ?? proxy.refusals[0];
      throw navigationError(new Error('refused'), seconds, refusal);
    }
    if (response.status() >= 400) throw new CaptureError(422, `The page answered HTTP ${response.status()}`);
    const headers = await response.allHeaders();
    if (announcedLength(headers) > MAX_PAGE_BYTES) throw new CaptureError(413, PAGE_TOO_LARGE);
    const type = headers['content-type'] ?? '';
    if (!/html/i.test(type)) {
      throw new CaptureError(422, `The link is not a web page (${type.split(';')[0] || 'no content type'})`);
    }
    // Late images and scripts may take a moment; a slow one does not fail the capture: the wait for them ends
    // early enough to leave the reading and the screenshot their share of the deadline.
    const readingReserve = READING_SHARE * this.options.timeoutMs;
    await page
      .waitForLoadState('load', {
        timeout: Math.max(1, Math.min(LOAD_EXTRA_MS, deadline - readingReserve - Date.now())),
      })
      .catch(() => undefined);

    const text = String(await withDeadline(page.evaluate(TEXT_SCRIPT), deadline, 'reading', seconds)).slice(0, MAX_TEXT);
    const html = await withDeadline(page.content(), deadline, 'reading', seconds);
    if (Buffer.byteLength(html, 'utf8') > MAX_PAGE_BYTES) throw new CaptureError(413, PAGE_TOO_LARGE);
    const screenshot = await withDeadline(
      page.screenshot({ fullPage: true, type: 'png', timeout: Math.max(1, deadline - Date.now()) }),
      deadline,
      'the screenshot',
      seconds,
    );
    const infos = (await withDeadline(page.evaluate(IMAGES_SCRIPT), deadline, 'reading', seconds)) as ImageInfo[];
    await withDeadline(Promise.all(bodies), deadline, 'reading its images', seconds);
    const seen = new Set<string>();
    const found: CapturedImage[] = [];
    for (const info of infos.sort((a, b) => b.width * b.height - a.width * a.height)) {
      const body = images.get(info.src);
      if (!body || seen.has(info.src) || info.width < MIN_IMAGE_SIDE || info.height < MIN_IMAGE_SIDE) continue;
      seen.add(info.src);
      found.push({ url: info.src, width: info.width, height: info.height, body });
    }
    return {
      url,
      finalUrl: page.url(),
      httpStatus: response.status(),
      text,
      html,
      screenshot,
      images: found,
      capturedAt: new Date().toISOString(),
    };
  }

  async close(): Promise<void> {
    const browser = this.browser;
    this.browser = undefined;
    if (browser) await (await browser.catch(() => undefined))?.close().catch(() => undefined);
  }
}
