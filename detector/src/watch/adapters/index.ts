/**
 * The adapters the watcher knows, and which one reads a source. Feeds (isFeedSource: platform `rss`, or a URL
 * ending in .xml, .rss, .atom, /feed or /rss) go to the feed adapter; every other source is captured as a web page.
 * Social networks with their own APIs will be adapters placed before these two.
 */
import type { Source, SourceAdapter } from '../types';

export { createFeedAdapter, isFeedSource, type FeedAdapterOptions } from './feed';
export { createWebPageAdapter, type PageCapture } from './web-page';

/** The first adapter (in the given order) that handles the source; throws when none does. */
export function chooseAdapter(source: Source, adapters: readonly SourceAdapter[]): SourceAdapter {
  const adapter = adapters.find((a) => a.handles(source));
  if (!adapter) throw new Error(`No adapter reads the source ${source.key} (${source.platform}, ${source.url})`);
  return adapter;
}
