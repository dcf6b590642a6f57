/** What a queue row shows of an item, whichever its kind. */
import type { WireDetection, WireReport } from '@lcmdp/contract/vocabulary';

type Item = WireDetection | WireReport;

/** The detection's caption, or what the reporter wrote. */
export function itemText(item: Item): string | null {
  return item.kind === 'detection' ? item.caption : (item.description ?? item.activity ?? item.suspected_text);
}

/** When the item was found: crawled (detection) or observed (report). */
export function itemDate(item: Item): string {
  return item.kind === 'detection' ? item.crawl_date : item.observed_on;
}

/** The item's first picture: an image, else the detection's evidence screenshot. */
export function leadImageUrl(item: Item): string | null {
  return item.images[0]?.url ?? (item.kind === 'detection' ? (item.evidence?.screenshot?.url ?? null) : null);
}
