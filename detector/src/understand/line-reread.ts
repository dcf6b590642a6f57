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

/** How many pixels have each grey value 0–255. */
export function greyHistogram(pixels: Uint8Array): Uint32Array {
  const histogram = new Uint32Array(256);
  for (let i = 0; i < pixels.length; i += 1) histogram[pixels[i]] += 1;
  return histogram;
}

/** The image with every grey inverted (light text on dark becomes dark on light). */
export function negative(image: GreyImage): GreyImage {
  return { ...image, pixels: image.pixels.map((p) => 255 - p) };
}

/** Otsu's threshold of a grey image: pixels above it are one class, at or below it the other. */
export function otsuThreshold(pixels: Uint8Array): number {
  const histogram = greyHistogram(pixels);
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
  return inverted < 0 ? image : negative(image);
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

export interface DarkRegionOptions {
  /** The picture is looked at in cells of this many pixels (a cell is dark when most of its pixels are). */
  cell: number;
  /** A region is at least this share of the picture's height and width. */
  minHeightShare: number;
  minWidthShare: number;
  /** Dark cells fill at least this share of the region's box (a badge or band, not a word's strokes). */
  minFill: number;
  /** A region covering more than this share of the picture is the picture's background, not a badge. */
  maxAreaShare: number;
}

export const DARK_REGION_DEFAULTS: DarkRegionOptions = {
  cell: 4,
  minHeightShare: 0.05,
  minWidthShare: 0.15,
  minFill: 0.6,
  maxAreaShare: 0.6,
};

/**
 * Badges and bands darker than the picture's background (light text on a coloured shape, which tesseract's page
 * layout often skips whole): connected areas of cells darker than the picture's Otsu threshold that are large and
 * fill most of their box. Boxes in the picture's pixels, top to bottom. Dark-on-light text never forms one: its
 * strokes are thin and leave most of their box light.
 */
export function darkRegions(
  image: GreyImage,
  options: DarkRegionOptions = DARK_REGION_DEFAULTS,
  threshold: number = otsuThreshold(image.pixels),
): Box[] {
  const { width, height, pixels } = image;
  const { cell } = options;
  const cols = Math.ceil(width / cell);
  const rows = Math.ceil(height / cell);
  const dark = new Uint8Array(cols * rows);
  // Each row of cells at once: its pixels at or below the threshold counted per cell column.
  const below = new Int32Array(cols);
  for (let cy = 0; cy < rows; cy += 1) {
    below.fill(0);
    const yEnd = Math.min(height, (cy + 1) * cell);
    for (let y = cy * cell; y < yEnd; y += 1) {
      const row = y * width;
      for (let x = 0; x < width; x += 1) if (pixels[row + x] <= threshold) below[(x / cell) | 0] += 1;
    }
    const cellRows = yEnd - cy * cell;
    for (let cx = 0; cx < cols; cx += 1) {
      const all = cellRows * (Math.min(width, (cx + 1) * cell) - cx * cell);
      dark[cy * cols + cx] = below[cx] * 2 > all ? 1 : 0;
    }
  }
  const seen = new Uint8Array(cols * rows);
  const regions: Box[] = [];
  const stack: number[] = [];
  for (let start = 0; start < dark.length; start += 1) {
    if (!dark[start] || seen[start]) continue;
    seen[start] = 1;
    stack.push(start);
    let count = 0;
    let x0 = cols;
    let y0 = rows;
    let x1 = -1;
    let y1 = -1;
    while (stack.length > 0) {
      const i = stack.pop() as number;
      const x = i % cols;
      const y = (i - x) / cols;
      count += 1;
      x0 = Math.min(x0, x);
      y0 = Math.min(y0, y);
      x1 = Math.max(x1, x);
      y1 = Math.max(y1, y);
      const next = [x > 0 ? i - 1 : -1, x < cols - 1 ? i + 1 : -1, y > 0 ? i - cols : -1, y < rows - 1 ? i + cols : -1];
      for (const n of next) {
        if (n >= 0 && dark[n] && !seen[n]) {
          seen[n] = 1;
          stack.push(n);
        }
      }
    }
    const boxCells = (x1 - x0 + 1) * (y1 - y0 + 1);
    if (
      (y1 - y0 + 1) * cell < options.minHeightShare * height ||
      (x1 - x0 + 1) * cell < options.minWidthShare * width ||
      count < options.minFill * boxCells ||
      boxCells > options.maxAreaShare * cols * rows
    )
      continue;
    const cells = { x0: x0 * cell, y0: y0 * cell, x1: Math.min(width, (x1 + 1) * cell), y1: Math.min(height, (y1 + 1) * cell) };
    regions.push(badgeEdges(image, cells, threshold));
  }
  return regions.sort((a, b) => a.y0 - b.y0 || a.x0 - b.x0);
}

/** A row or column of a badge is solid when at least this share of its pixels is dark (its padding, or a band's edge). */
const SOLID = 0.9;

/**
 * `box` narrowed to its first and last solid rows, then to its first and last solid columns between them: the badge's
 * own edges in picture pixels. Text strokes that touch a badge (the tone marks of the line below, a bold title the
 * band overlaps) join its cells and would otherwise stretch its box over part of another line; no row of text is
 * solid. A box without solid rows or columns is kept as it is.
 */
export function badgeEdges(image: GreyImage, box: Box, threshold: number): Box {
  const { width, pixels } = image;
  const darkShare = (from: number, step: number, count: number) => {
    let dark = 0;
    for (let k = 0, i = from; k < count; k += 1, i += step) if (pixels[i] <= threshold) dark += 1;
    return dark / count;
  };
  const solid = (from: number, to: number, share: (at: number) => number): [number, number] | undefined => {
    let first = from;
    while (first < to && share(first) < SOLID) first += 1;
    if (first === to) return undefined;
    let last = to - 1;
    while (share(last) < SOLID) last -= 1;
    return [first, last + 1];
  };
  const rows = solid(box.y0, box.y1, (y) => darkShare(y * width + box.x0, 1, box.x1 - box.x0));
  if (!rows) return box;
  const [y0, y1] = rows;
  const columns = solid(box.x0, box.x1, (x) => darkShare(y0 * width + x, width, y1 - y0));
  return columns ? { x0: columns[0], y0, x1: columns[1], y1 } : { ...box, y0, y1 };
}

/**
 * A badge's inverted crop with what lies beyond its rounded corners made white: on each row, the pixels from either
 * end up to the first one of the badge (at or above `level` once inverted). Text inside a badge is surrounded by the
 * badge, so no letter is reached from the ends.
 */
export function outsideCornersWhite(image: GreyImage, level: number): GreyImage {
  const { width, height } = image;
  const pixels = new Uint8Array(image.pixels);
  for (let y = 0; y < height; y += 1) {
    const row = y * width;
    for (let x = 0; x < width && pixels[row + x] < level; x += 1) pixels[row + x] = 255;
    for (let x = width - 1; x >= 0 && pixels[row + x] < level; x -= 1) pixels[row + x] = 255;
  }
  return { width, height, pixels };
}

/**
 * The parts of a line's box above and below a badge it was replaced by, where they are at least a third of the badge's
 * height: the line held another line of text outside the badge.
 */
export function partsBeyond(line: Box, badge: Box): Box[] {
  const least = Math.max(12, 0.3 * (badge.y1 - badge.y0));
  const parts: Box[] = [];
  if (badge.y0 - line.y0 >= least) parts.push({ x0: line.x0, y0: line.y0, x1: line.x1, y1: badge.y0 });
  if (line.y1 - badge.y1 >= least) parts.push({ x0: line.x0, y0: badge.y1, x1: line.x1, y1: line.y1 });
  return parts;
}

/** Whether the centre of `inner` lies inside `outer`. */
export function centreInside(inner: Box, outer: Box): boolean {
  const cx = (inner.x0 + inner.x1) / 2;
  const cy = (inner.y0 + inner.y1) / 2;
  return cx >= outer.x0 && cx <= outer.x1 && cy >= outer.y0 && cy <= outer.y1;
}
