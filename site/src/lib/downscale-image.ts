/**
 * Client-side downscaling of report photos. Reporters are mostly on phones with slow mobile data; a 12 MP photo
 * is 3–6 MB, its 1600 px JPEG about a tenth of that, and still readable for a reviewer.
 */
import { config } from '@/config/env';

/** The photo types the CMS accepts (openapi: images are JPEG, PNG or WebP). */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export function isAcceptedImage(file: File): boolean {
  return (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type);
}

export interface Size {
  width: number;
  height: number;
}

/**
 * The size to draw an image at so that its longest side is at most `maxSide`, keeping its proportions;
 * null when it already fits (or its size is unknown), so the original is kept.
 */
export function scaledSize(width: number, height: number, maxSide: number): Size | null {
  if (!(width > 0 && height > 0 && maxSide > 0)) return null;
  const longest = Math.max(width, height);
  if (longest <= maxSide) return null;
  const ratio = maxSide / longest;
  return {
    width: Math.max(1, Math.min(maxSide, Math.round(width * ratio))),
    height: Math.max(1, Math.min(maxSide, Math.round(height * ratio))),
  };
}

interface Decoded {
  source: CanvasImageSource;
  width: number;
  height: number;
  release: () => void;
}

async function decode(file: Blob): Promise<Decoded | null> {
  if (typeof createImageBitmap === 'function') {
    try {
      // Phone photos carry their rotation in EXIF; the bitmap applies it so the JPEG is upright.
      const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
      return { source: bitmap, width: bitmap.width, height: bitmap.height, release: () => bitmap.close() };
    } catch {
      // Older Safari rejects blobs or options: fall back to an <img>.
    }
  }
  if (typeof URL.createObjectURL !== 'function' || typeof Image === 'undefined') return null;
  const src = URL.createObjectURL(file);
  try {
    const img = new Image();
    await new Promise<void>((resolve, reject) => {
      img.onload = () => resolve();
      img.onerror = () => reject(new Error('The image could not be decoded'));
      img.src = src;
    });
    return { source: img, width: img.naturalWidth, height: img.naturalHeight, release: () => URL.revokeObjectURL(src) };
  } catch {
    URL.revokeObjectURL(src);
    return null;
  }
}

function encodeJpeg(source: CanvasImageSource, size: Size, quality: number): Promise<Blob | null> {
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  let context: CanvasRenderingContext2D | null = null;
  try {
    context = canvas.getContext('2d');
  } catch {
    context = null;
  }
  if (!context) return Promise.resolve(null);
  // JPEG has no transparency: a transparent PNG would turn black without a white background.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size.width, size.height);
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(source, 0, 0, size.width, size.height);
  return new Promise((resolve) => {
    try {
      canvas.toBlob((blob) => resolve(blob), 'image/jpeg', quality);
    } catch {
      resolve(null);
    }
  });
}

function jpegName(name: string): string {
  const base = name.replace(/\.[^./\\]+$/, '');
  return `${base || 'photo'}.jpg`;
}

export interface DownscaleOptions {
  maxSide?: number;
  quality?: number;
}

/**
 * The photo to upload: a JPEG at most `maxSide` px on its longest side, or the original file when it already
 * fits, cannot be decoded here, or would not get smaller. Never throws: a photo is never lost to downscaling.
 */
export async function downscaleImage(file: File, options: DownscaleOptions = {}): Promise<File> {
  const maxSide = options.maxSide ?? config.photoMaxSide;
  const quality = options.quality ?? config.photoQuality;
  const decoded = await decode(file);
  if (!decoded) return file;
  try {
    const size = scaledSize(decoded.width, decoded.height, maxSide);
    if (!size) return file;
    const blob = await encodeJpeg(decoded.source, size, quality);
    if (!blob || blob.size === 0 || blob.size >= file.size) return file;
    return new File([blob], jpegName(file.name), { type: 'image/jpeg', lastModified: file.lastModified });
  } catch {
    return file;
  } finally {
    decoded.release();
  }
}
