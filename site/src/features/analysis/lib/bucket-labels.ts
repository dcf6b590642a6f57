/**
 * What a breakdown's bar is called. Provinces, variants and report places are vocabulary keys shown in the reader's
 * language; the server's `__other__` bucket gathers everything past the largest ones; a company or brand the
 * data-option library knows comes with its names (shown in the reader's language); other company and brand names,
 * codes and platforms are shown as stored.
 */
import { OTHER_BUCKET, type LocalizedName } from '@lcmdp/contract/vocabulary';
import { localName } from '@/lib/labels';
export { OTHER_BUCKET };

export const DIMENSIONS = ['company', 'brand', 'code', 'platform', 'place', 'province', 'variant'] as const;
export type Dimension = (typeof DIMENSIONS)[number];

export interface BucketLabelDictionary {
  /** "All others". */
  other: string;
  /** A bucket without a value (an item that names no company, say). */
  unknown: string;
  province: Readonly<Record<string, string>>;
  variant: Readonly<Record<string, string>>;
  /** Report categories: where a report's item was seen. */
  place: Readonly<Record<string, string>>;
  /** The reader's language, for the names of library companies and brands. */
  language: string;
}

export function bucketLabel(
  dimension: Dimension,
  key: string,
  labels: BucketLabelDictionary,
  names?: readonly LocalizedName[],
): string {
  if (key === OTHER_BUCKET) return labels.other;
  if (!key.trim()) return labels.unknown;
  if (names?.length) return localName(names, labels.language) ?? key;
  if (dimension === 'province' || dimension === 'variant' || dimension === 'place') {
    const names = labels[dimension];
    // A key the vocabulary does not know (data older than the vocabulary) is shown as stored.
    return Object.prototype.hasOwnProperty.call(names, key) ? names[key] : key;
  }
  return key;
}
