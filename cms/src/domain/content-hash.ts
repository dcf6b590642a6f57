import { createHash } from 'node:crypto';

export function sha256(data: Buffer | string): string {
  return createHash('sha256').update(data).digest('hex');
}

/**
 * The identity of a finding: the same page, caption and images in the same variant is the same finding, so the
 * detector may post it again (after a restart, a retry) without creating a second item.
 */
export function findingHash(input: { variant: string; pageUrl: string; caption?: string; imageHashes: string[] }): string {
  const caption = (input.caption ?? '').normalize('NFC').replace(/\s+/g, ' ').trim();
  const images = [...input.imageHashes].sort();
  return sha256(JSON.stringify([input.variant, input.pageUrl.trim(), caption, images]));
}
