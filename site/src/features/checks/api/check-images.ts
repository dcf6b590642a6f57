/**
 * POST /api/check-violation-laos-text-imgs[-laos]: multipart `images` (one or more) and an optional `text`; the
 * CMS passes them to the detector and its answer back.
 */
import { useMutation } from '@tanstack/react-query';
import type { Variant } from '@lcmdp/contract';
import { api } from '@/lib/api-client';
import { toCheckResult, type CheckResult } from '../lib/check-result';

export interface ImageCheck {
  images: readonly File[];
  text: string;
}

export function checkImages(variant: Variant, { images, text }: ImageCheck): Promise<CheckResult> {
  const path = `/api/check-violation-laos-text-imgs${variant === 'laos' ? '-laos' : ''}`;
  const body = new FormData();
  const trimmed = text.trim();
  if (trimmed) body.append('text', trimmed);
  for (const image of images) body.append('images', image, image.name);
  return api.postForm<unknown>(path, body).then((answer) => toCheckResult(answer, trimmed));
}

/** Never retried by itself: a check costs the detector a minute; the staff member asks again. */
export function useCheckImages(variant: Variant) {
  return useMutation({ mutationFn: (check: ImageCheck) => checkImages(variant, check), retry: false });
}
