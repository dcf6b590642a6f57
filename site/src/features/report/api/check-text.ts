import { useMutation } from '@tanstack/react-query';
import type { Variant } from '@lcmdp/contract';
import { api } from '@/lib/api-client';
import { toDetectorVerdict, type DetectorVerdict } from '@/lib/detector-verdict';

/** POST /api/check-violation-laos-text-imgs[-laos] (multipart `text`, optional `images`): the detector reads it. */
export function checkText(variant: Variant, text: string, images: readonly File[] = []): Promise<DetectorVerdict> {
  const path = `/api/check-violation-laos-text-imgs${variant === 'laos' ? '-laos' : ''}`;
  const body = new FormData();
  body.append('text', text);
  for (const image of images) body.append('images', image, image.name);
  return api.postForm<unknown>(path, body).then(toDetectorVerdict);
}

export function useCheckText(variant: Variant) {
  return useMutation({ mutationFn: (text: string) => checkText(variant, text), retry: false });
}
