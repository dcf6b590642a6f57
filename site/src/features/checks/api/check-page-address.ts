/**
 * POST /api/check-violation-laos-user-check-url[-laos] {url, usercheck, desc}: the detector captures the page and
 * checks it; a staff check is kept as a detection of origin `check` (the recent checks list shows it).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Variant } from '@lcmdp/contract';
import { api } from '@/lib/api-client';
import { toCheckResult, type CheckResult } from '../lib/check-result';
import { recentChecksKey } from './get-recent-checks';

export interface PageCheck {
  url: string;
  /** The staff member who asked (the legacy `usercheck`; the CMS also knows it from the token). */
  usercheck: number | null;
  desc?: string;
}

export function checkPageAddress(variant: Variant, check: PageCheck): Promise<CheckResult> {
  const path = `/api/check-violation-laos-user-check-url${variant === 'laos' ? '-laos' : ''}`;
  return api.post<unknown>(path, check).then((answer) => toCheckResult(answer));
}

export function useCheckPageAddress(variant: Variant) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (check: PageCheck) => checkPageAddress(variant, check),
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recentChecksKey(variant) }),
  });
}
