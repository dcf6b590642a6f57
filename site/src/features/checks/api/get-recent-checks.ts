/** GET /get_check_data_from_route?route=check[-laos]: the latest pages staff checked (kept as detections). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Page, Variant, WireDetection } from '@lcmdp/contract';
import { api } from '@/lib/api-client';

export const RECENT_CHECKS_SHOWN = 5;

export const recentChecksKey = (variant: Variant) => ['checks', 'recent', variant] as const;

export function getRecentChecks(variant: Variant, signal?: AbortSignal): Promise<Page<WireDetection>> {
  return api.get<Page<WireDetection>>(
    '/get_check_data_from_route',
    { route: variant === 'laos' ? 'check-laos' : 'check', page: 1, pageSize: RECENT_CHECKS_SHOWN, sort: 'newest' },
    signal,
  );
}

export const recentChecksQuery = (variant: Variant) =>
  queryOptions({ queryKey: recentChecksKey(variant), queryFn: ({ signal }) => getRecentChecks(variant, signal) });

export const useRecentChecks = (variant: Variant) => useQuery(recentChecksQuery(variant));
