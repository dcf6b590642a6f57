/**
 * Deskew and shear estimates for the OCR: the angle of a picture's text lines found by projection profiles (pure
 * functions on raw grey buffers, tested alone; ocr.ts rotates the prepared picture with sharp when the angle is
 * clearly not zero). Polarity does not matter: the profiles count the picture's strong horizontal steps (the
 * strokes' left and right edges, dark on light or light on dark alike), which fill text rows and leave the gaps
 * between lines empty; the flat inside of a badge or band counts nothing.
 */
import type { GreyImage } from './line-reread';

export interface EdgePoints {
  xs: Float64Array;
  ys: Float64Array;
  width: number;
  height: number;
}

/** The pixels where the grey level steps by more than `step` to the next pixel on the right (stroke edges). */
export function edgePoints(image: GreyImage, step = 48): EdgePoints {
  const { width, height, pixels } = image;
  const xs: number[] = [];
  const ys: number[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = y * width;
    for (let x = 0; x < width - 1; x += 1) {
      if (Math.abs(pixels[row + x + 1] - pixels[row + x]) > step) {
        xs.push(x);
        ys.push(y);
      }
    }
  }
  return { xs: Float64Array.from(xs), ys: Float64Array.from(ys), width, height };
}

/**
 * Counts points into integer bins and keeps the sum of squared bin counts, which only grows as points gather into
 * fewer bins. Bins are a typed array over a known range of keys (the same sums as a map of counts, several times
 * faster); `reset` empties the bins the last points went to.
 */
export class SquaredCounts {
  private readonly counts: Int32Array;
  private readonly keys: Int32Array;
  private used = 0;
  sum = 0;

  /** Keys from `lowest` to `lowest + size - 1`; at most `points` counts between resets. */
  constructor(
    private readonly lowest: number,
    size: number,
    points: number,
  ) {
    this.counts = new Int32Array(size);
    this.keys = new Int32Array(points);
  }

  add(key: number): void {
    const i = key - this.lowest;
    const c = this.counts[i];
    // (c + 1)² − c²
    this.sum += 2 * c + 1;
    this.counts[i] = c + 1;
    this.keys[this.used] = i;
    this.used += 1;
  }

  /** The sum of squared counts so far, then every bin emptied. */
  reset(): number {
    for (let k = 0; k < this.used; k += 1) this.counts[this.keys[k]] = 0;
    this.used = 0;
    const sum = this.sum;
    this.sum = 0;
    return sum;
  }
}

/**
 * How sharply the points fall into rows once each is moved to `v = a·x + b·y` (binned by one pixel): the sum of
 * squared bin counts, which only grows as points gather into fewer bins. `|a|, |b| <= 1`.
 */
function profileScore(points: EdgePoints, a: number, b: number, bins: SquaredCounts): number {
  const { xs, ys } = points;
  for (let i = 0; i < xs.length; i += 1) bins.add(Math.round(a * xs[i] + b * ys[i]));
  return bins.reset();
}

export interface SkewOptions {
  /** Angles searched, in degrees either side of level. */
  maxDegrees: number;
  /** Coarse step of the search (then refined around the best to a tenth of it). */
  stepDegrees: number;
}

export const SKEW_DEFAULTS: SkewOptions = { maxDegrees: 15, stepDegrees: 0.5 };

export interface SkewEstimate {
  /**
   * The text lines' angle in degrees, clockwise as sharp's `rotate` counts it: the picture looks level after
   * `rotate(-angle)`.
   */
  angle: number;
  /** The best angle's profile score over the score when level (1: no better than level). */
  gain: number;
}

/**
 * The text lines' angle (projection-profile search): the angle whose row profile of the stroke edges is sharpest.
 * A line tilted clockwise by θ goes right and down (y grows down), so its points share `y·cosθ − x·sinθ`.
 */
export function skewAngle(image: GreyImage, options: SkewOptions = SKEW_DEFAULTS): SkewEstimate {
  const points = edgePoints(image);
  if (points.xs.length < 50) return { angle: 0, gain: 1 };
  // |v| <= |a|·x + |b|·y <= width + height.
  const reach = points.width + points.height + 2;
  const bins = new SquaredCounts(-reach, 2 * reach + 1, points.xs.length);
  const score = (degrees: number) => {
    const r = (degrees * Math.PI) / 180;
    return profileScore(points, -Math.sin(r), Math.cos(r), bins);
  };
  const level = score(0);
  let best = 0;
  let bestScore = level;
  for (let d = -options.maxDegrees; d <= options.maxDegrees + 1e-9; d += options.stepDegrees) {
    const s = score(d);
    if (s > bestScore) {
      bestScore = s;
      best = d;
    }
  }
  const fine = options.stepDegrees / 10;
  const around = best;
  for (let d = around - options.stepDegrees; d <= around + options.stepDegrees + 1e-9; d += fine) {
    const s = score(d);
    if (s > bestScore) {
      bestScore = s;
      best = d;
    }
  }
  return { angle: Math.round(best * 100) / 100, gain: level === 0 ? 1 : bestScore / level };
}

/**
 * The horizontal shear of upright strokes (a label photographed at an angle slants its letters): the `s` for which
 * the stroke edges, moved to `x − s·y`, gather into the sharpest column profile, searched over ±`maxShear`.
 * Positive when the strokes lean right going down (x grows with y): `x' = x − s·y` makes them upright.
 */
export function shearEstimate(image: GreyImage, maxShear = 0.25, step = 0.01): { shear: number; gain: number } {
  const points = edgePoints(image);
  if (points.xs.length < 50) return { shear: 0, gain: 1 };
  const { xs, ys } = points;
  // Column profiles only mean something within a text line: score each band of rows on its own and add them up.
  const band = 24;
  // Each band's bins: x − s·(y mod band) stays within [−margin, width + margin].
  const margin = Math.ceil((Math.abs(maxShear) + step) * band) + 1;
  const span = points.width + 2 * margin + 1;
  const bins = new SquaredCounts(-margin, span * Math.ceil(points.height / band + 1), xs.length);
  // Each point's band (as its first bin) and row within the band, worked out once for every slant tried.
  const bandStart = new Float64Array(xs.length);
  const rowInBand = new Float64Array(xs.length);
  for (let i = 0; i < xs.length; i += 1) {
    bandStart[i] = Math.floor(ys[i] / band) * span;
    rowInBand[i] = ys[i] % band;
  }
  const score = (s: number) => {
    for (let i = 0; i < xs.length; i += 1) bins.add(bandStart[i] + Math.round(xs[i] - s * rowInBand[i]));
    return bins.reset();
  };
  const level = score(0);
  let best = 0;
  let bestScore = level;
  for (let s = -maxShear; s <= maxShear + 1e-9; s += step) {
    const v = score(s);
    if (v > bestScore) {
      bestScore = v;
      best = s;
    }
  }
  return { shear: Math.round(best * 1000) / 1000, gain: level === 0 ? 1 : bestScore / level };
}
