import type { Variant, WireDetection, WireReport } from '@lcmdp/contract';
import { paths } from '@/config/paths';

export type Item = WireDetection | WireReport;

/** "Brand · Company", or whichever of them is known. */
export function itemName(item: Pick<Item, 'brand' | 'company'>): string | null {
  return [item.brand, item.company].filter((s): s is string => Boolean(s && s.trim())).join(' · ') || null;
}

export function detailPath(item: Item): string {
  return item.kind === 'report' ? paths.detailReport(item.variant, item._id) : paths.detail(item.variant, item._id);
}

/** The tracking page of an item; reports say so in the query (the route pattern has no kind). */
export function trackingPath(kind: Item['kind'], variant: Variant, id: string) {
  return { pathname: paths.detailTracking(variant, id), search: kind === 'report' ? '?kind=report' : '' };
}

/** The list an item belongs to, for "back to the list". */
export function listPath(kind: Item['kind'], variant: Variant, status?: string | null): string {
  if (kind === 'report') return paths.verified(variant);
  return status === 'non_violation' ? paths.nonviolation(variant) : paths.violation(variant);
}
