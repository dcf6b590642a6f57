/**
 * What a breakdown's bar is called. Provinces and variants are vocabulary keys shown in the reader's language; the
 * server's `__other__` bucket gathers everything past the largest ones; company, brand, code and platform names are
 * shown as stored.
 */
import { OTHER_BUCKET } from '@lcmdp/contract/vocabulary';
export { OTHER_BUCKET };

export const DIMENSIONS = ['company', 'brand', 'code', 'platform', 'province', 'variant'] as const;
export type Dimension = (typeof DIMENSIONS)[number];

export interface BucketLabelDictionary {
  /** "All others". */
  other: string;
  /** A bucket without a value (an item that names no company, say). */
  unknown: string;
  province: Readonly<Record<string, string>>;
  variant: Readonly<Record<string, string>>;
  /** Report categories (a report's "platform" in the breakdown). */
  platform: Readonly<Record<string, string>>;
}

export function bucketLabel(dimension: Dimension, key: string, labels: BucketLabelDictionary): string {
  if (key === OTHER_BUCKET) return labels.other;
  if (!key.trim()) return labels.unknown;
  if (dimension === 'province' || dimension === 'variant' || dimension === 'platform') {
    const names = labels[dimension];
    // A key the vocabulary does not know (data older than the vocabulary) is shown as stored.
    return Object.prototype.hasOwnProperty.call(names, key) ? names[key] : key;
  }
  return key;
}
