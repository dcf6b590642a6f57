/**
 * Reading images: which bodies are raster images OCR can take, and OCR of a page's largest images within a time
 * budget (used by the page check and by the watcher, so both read a page the same way).
 */
import type { OcrResult } from '../understand/ocr';

/** Decoded pixels an image may have (about 40 megapixels): a small file can decode to a huge picture. */
export const MAX_IMAGE_PIXELS = 40_000_000;

const IMAGE_FORMATS = new Set(['png', 'jpeg', 'webp', 'gif', 'tiff', 'avif', 'heif']);

/** The format of a raster image sharp can read, or undefined (SVG, documents, damaged or oversized images). */
export async function imageFormat(body: Buffer, maxPixels = MAX_IMAGE_PIXELS): Promise<string | undefined> {
  const sharp = require('sharp') as typeof import('sharp');
  try {
    const meta = await sharp(body, { limitInputPixels: maxPixels }).metadata();
    if ((meta.width ?? 0) * (meta.height ?? 0) > maxPixels) return undefined;
    return meta.format && IMAGE_FORMATS.has(meta.format) ? meta.format : undefined;
  } catch {
    return undefined;
  }
}

export interface ReadImage<T> {
  image: T;
  result: OcrResult;
}

/**
 * OCR of the given images (largest first, as captured) at once, within `budgetMs`: an image that is not a raster
 * image, cannot be read, or is not read in time is left out, never an error.
 */
export async function readWithinBudget<T extends { body: Buffer }>(
  images: readonly T[],
  recognise: (body: Buffer) => Promise<OcrResult>,
  budgetMs: number,
): Promise<ReadImage<T>[]> {
  const budgetEnds = Date.now() + budgetMs;
  const read = await Promise.all(
    images.map(async (image) => {
      if (!(await imageFormat(image.body)) || Date.now() >= budgetEnds) return undefined;
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), budgetEnds - Date.now())));
      try {
        return await Promise.race([recognise(image.body).catch(() => undefined), late]);
      } finally {
        clearTimeout(timer);
      }
    }),
  );
  return images.flatMap((image, i) => (read[i] ? [{ image, result: read[i] as OcrResult }] : []));
}
