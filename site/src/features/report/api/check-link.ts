import { useMutation } from '@tanstack/react-query';
import type { Variant } from '@lcmdp/contract';
import { api } from '@/lib/api-client';
import { toDetectorVerdict, type DetectorVerdict } from '@/lib/detector-verdict';

/** POST /api/check-violation-laos-user-check-url[-laos] {url}: the detector captures and checks the page. */
export function checkLink(variant: Variant, url: string): Promise<DetectorVerdict> {
  const path = `/api/check-violation-laos-user-check-url${variant === 'laos' ? '-laos' : ''}`;
  return api.post<unknown>(path, { url }).then(toDetectorVerdict);
}

export function useCheckLink(variant: Variant) {
  return useMutation({ mutationFn: (url: string) => checkLink(variant, url), retry: false });
}
