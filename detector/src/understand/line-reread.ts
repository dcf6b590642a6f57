/**
 * The second OCR pass on single lines: a line tesseract read with low confidence is cut out of the prepared
 * picture, enlarged, binarised on its own (Otsu's threshold of that crop, so a coloured badge or band gets its own
 * threshold) with dark text on white whatever the crop's polarity, and read again as a single line; the reading
 * with the higher confidence is kept. Pixel work on raw grey buffers (pure functions, tested alone).
 */

export interface GreyImage {
  width: number;
  height: number;
  /** One byte per pixel, row by row. */
  pixels: Uint8Array;
}

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** Otsu's threshold of a grey image: pixels above it are one class, at or below it the other. */
export function otsuThreshold(pixels: Uint8Array): number {
  const histogram = new Array<number>(256).fill(0);
  for (const p of pixels) histogram[p] += 1;
  const total = pixels.length;
  let sumAll = 0;
  for (let i = 0; i < 256; i += 1) sumAll += i * histogram[i];
  let sumBelow = 0;
  let weightBelow = 0;
  let best = 0;
  let bestVariance = -1;
  for (let t = 0; t < 256; t += 1) {
    weightBelow += histogram[t];
    if (weightBelow === 0) continue;
    const weightAbove = total - weightBelow;
    if (weightAbove === 0) break;
    sumBelow += t * histogram[t];
    const meanBelow = sumBelow / weightBelow;
    const meanAbove = (sumAll - sumBelow) / weightAbove;
    const variance = weightBelow * weightAbove * (meanBelow - meanAbove) ** 2;
    if (variance > bestVariance) {
      bestVariance = variance;
      best = t;
    }
  }
  return best;
}

/**
 * Black (0) text on white (255): thresholded at Otsu's level; the background is the class most of the crop's
 * border belongs to (text rarely touches the border of a padded line crop), so light text on a dark badge is
 * inverted.
 */
export function binarise(image: GreyImage): GreyImage {
  const { width, height, pixels } = image;
  const threshold = otsuThreshold(pixels);
  let lightBorder = 0;
  let border = 0;
  const count = (x: number, y: number) => {
    border += 1;
    if (pixels[y * width + x] > threshold) lightBorder += 1;
  };
  for (let x = 0; x < width; x += 1) {
    count(x, 0);
    count(x, height - 1);
  }
  for (let y = 1; y < height - 1; y += 1) {
    count(0, y);
    count(width - 1, y);
  }
  const lightBackground = lightBorder * 2 >= border;
  const out = new Uint8Array(pixels.length);
  for (let i = 0; i < pixels.length; i += 1) {
    const light = pixels[i] > threshold;
    out[i] = light === lightBackground ? 255 : 0;
  }
  return { width, height, pixels: out };
}

/** The grey image, inverted when most of its border is darker than its Otsu threshold (light text on dark). */
export function darkOnLight(image: GreyImage): GreyImage {
  const binary = binarise(image);
  const threshold = otsuThreshold(image.pixels);
  // binarise() made the background white: where it turned a light pixel dark, the picture was light on dark.
  const inverted = image.pixels.findIndex((p, i) => p > threshold !== (binary.pixels[i] === 255));
  if (inverted < 0) return image;
  return { ...image, pixels: image.pixels.map((p) => 255 - p) };
}

/** Thins dark strokes by one pixel: a dark pixel stays dark only when its 4 neighbours are dark too. */
export function thinStrokes(image: GreyImage): GreyImage {
  const { width, height, pixels } = image;
  const out = new Uint8Array(pixels);
  for (let y = 1; y < height - 1; y += 1) {
    for (let x = 1; x < width - 1; x += 1) {
      const i = y * width + x;
      if (pixels[i] !== 0) continue;
      if (pixels[i - 1] !== 0 || pixels[i + 1] !== 0 || pixels[i - width] !== 0 || pixels[i + width] !== 0) out[i] = 255;
    }
  }
  return { width, height, pixels: out };
}

/** The part of `image` inside `box` grown by `padding` pixels on every side, clipped to the picture. */
export function crop(image: GreyImage, box: Box, padding: number): GreyImage {
  const x0 = Math.max(0, Math.floor(box.x0 - padding));
  const y0 = Math.max(0, Math.floor(box.y0 - padding));
  const x1 = Math.min(image.width, Math.ceil(box.x1 + padding));
  const y1 = Math.min(image.height, Math.ceil(box.y1 + padding));
  const width = Math.max(1, x1 - x0);
  const height = Math.max(1, y1 - y0);
  const pixels = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1) {
    const from = (y0 + y) * image.width + x0;
    pixels.set(image.pixels.subarray(from, from + Math.min(width, image.width - x0)), y * width);
  }
  return { width, height, pixels };
}

/**
 * A line's parts: its words grouped where the gap between two words is wider than `gapHeights` times the line's
 * height (tesseract's single-block page mode joins a text and a pack's label beside it into one line).
 */
export function lineParts(words: readonly Box[], lineHeight: number, gapHeights: number): Box[] {
  const sorted = [...words].sort((a, b) => a.x0 - b.x0);
  const parts: Box[] = [];
  for (const word of sorted) {
    const last = parts[parts.length - 1];
    if (last && word.x0 - last.x1 <= gapHeights * lineHeight) {
      parts[parts.length - 1] = {
        x0: Math.min(last.x0, word.x0),
        y0: Math.min(last.y0, word.y0),
        x1: Math.max(last.x1, word.x1),
        y1: Math.max(last.y1, word.y1),
      };
    } else parts.push({ ...word });
  }
  return parts;
}

export interface LineReading {
  text: string;
  confidence: number;
}

/** The first reading unless the second is more confident and not empty. */
export function betterReading(first: LineReading, second: LineReading | undefined): LineReading {
  if (!second || second.text.trim() === '') return first;
  return second.confidence > first.confidence ? second : first;
}
