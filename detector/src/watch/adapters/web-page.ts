/**
 * Any source that is not a feed (isFeedSource): the page is opened in Chromium (service/capture.ts, guarded like
 * the page check) and becomes one item: its visible text, its images with their bodies, the full-page screenshot
 * and the HTML. The capture has its own deadline; the run's signal ends the wait for it sooner.
 */
import type { CapturedPage } from '../../service/capture';
import type { Collected, Source, SourceAdapter } from '../types';
import { isFeedSource } from './feed';

/** What the adapter needs of a PageCapturer. */
export interface PageCapture {
  capture(address: string): Promise<CapturedPage>;
}

export function createWebPageAdapter(options: { capturer: PageCapture }): SourceAdapter {
  return {
    name: 'web-page',
    handles: (source: Source) => !isFeedSource(source),
    async collect(source: Source, signal: AbortSignal): Promise<Collected> {
      signal.throwIfAborted();
      let onAbort!: () => void;
      const aborted = new Promise<never>((_, reject) => {
        onAbort = () =>
          reject(signal.reason instanceof Error ? signal.reason : new Error(`The capture of ${source.url} was cancelled`));
        signal.addEventListener('abort', onAbort, { once: true });
      });
      try {
        const page = await Promise.race([options.capturer.capture(source.url), aborted]);
        return {
          items: [
            {
              source,
              pageUrl: page.finalUrl,
              text: page.text,
              images: page.images.map((image) => ({ url: image.url, body: image.body })),
              capturedAt: page.capturedAt,
              screenshot: page.screenshot,
              html: page.html,
            },
          ],
          problems: [],
        };
      } finally {
        signal.removeEventListener('abort', onAbort);
      }
    },
  };
}
