/**
 * Decides whether an uploaded file may be stored, from its first bytes (never from the client's name or MIME
 * type) and its size. Strapi's upload `allowedTypes` is only enforced by the upload plugin's own controllers,
 * so every custom upload route goes through here first.
 */
import { LIMITS } from '@lcmdp/contract';

/** What a field takes: images, a PDF, or a document (a PDF or images: letters and answers kept with a case). */
export type FileKind = 'image' | 'pdf' | 'document';
export type DetectedType = 'image/jpeg' | 'image/png' | 'image/webp' | 'application/pdf';

const SIGNATURES: { type: DetectedType; test: (b: Buffer) => boolean }[] = [
  { type: 'image/jpeg', test: (b) => b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    type: 'image/png',
    test: (b) => b.length >= 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  {
    type: 'image/webp',
    test: (b) => b.length >= 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP',
  },
  { type: 'application/pdf', test: (b) => b.length >= 5 && b.toString('latin1', 0, 5) === '%PDF-' },
];

export function sniffType(head: Buffer): DetectedType | null {
  return SIGNATURES.find((s) => s.test(head))?.type ?? null;
}

const ACCEPTED: Record<FileKind, { types: DetectedType[]; maxBytes: number; label: string }> = {
  image: { types: ['image/jpeg', 'image/png', 'image/webp'], maxBytes: LIMITS.imageMaxBytes, label: 'JPEG, PNG or WebP image' },
  pdf: { types: ['application/pdf'], maxBytes: LIMITS.pdfMaxBytes, label: 'PDF document' },
  document: {
    types: ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'],
    maxBytes: LIMITS.pdfMaxBytes,
    label: 'PDF document or JPEG, PNG or WebP image',
  },
};

export type FileVerdict = { ok: true; type: DetectedType; extension: string } | { ok: false; status: 400 | 413; message: string };

export function judgeFile(kind: FileKind, head: Buffer, size: number): FileVerdict {
  const rule = ACCEPTED[kind];
  if (size > rule.maxBytes) {
    return { ok: false, status: 413, message: `The file is larger than ${Math.round(rule.maxBytes / 1024 / 1024)} MB` };
  }
  if (size === 0) return { ok: false, status: 400, message: 'The file is empty' };
  const type = sniffType(head);
  if (!type || !rule.types.includes(type)) {
    return { ok: false, status: 400, message: `Only a ${rule.label} is accepted` };
  }
  const extension = { 'image/jpeg': '.jpg', 'image/png': '.png', 'image/webp': '.webp', 'application/pdf': '.pdf' }[type];
  return { ok: true, type, extension };
}

/**
 * An image's claimed size, from its header. A few bytes can claim 30000×30000 pixels; decoding that (for
 * thumbnails) would take gigabytes, so such images are refused before anything touches their pixels.
 */
export const IMAGE_MAX_SIDE = 16384;
export const IMAGE_MAX_PIXELS = 64_000_000;

export type DimensionsVerdict = { ok: true } | { ok: false; status: 400 | 413; message: string };

export function judgeDimensions(size: { width?: number; height?: number }): DimensionsVerdict {
  const { width, height } = size;
  if (!width || !height) return { ok: false, status: 400, message: 'The image could not be read' };
  if (width > IMAGE_MAX_SIDE || height > IMAGE_MAX_SIDE || width * height > IMAGE_MAX_PIXELS) {
    return {
      ok: false,
      status: 413,
      message: `The image is too large (${width}×${height} pixels; at most ${IMAGE_MAX_SIDE} a side and 64 megapixels)`,
    };
  }
  return { ok: true };
}
