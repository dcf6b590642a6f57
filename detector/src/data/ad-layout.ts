/**
 * Where the lines of a drawn ad go (cli/render-ads.ts), so that every line the labels rest on can be read in the
 * picture, as on a real ad: a line shrinks to fit the space left of the pack (or the picture's width), the band
 * behind the first line is as tall as that line needs, a badge is as wide as its line, and the pack's label fits
 * the pack. (Until 2026-11-28 the band was a fixed 18 % of the height, so a large first line straddled its edge, and
 * long lines ran under the pack: white on a light background, text on text.)
 *
 * Text widths are estimated, not measured (the SVG is drawn by librsvg later): an advance per letter in ems, Lao
 * vowel and tone marks taking none, generous enough for the widest of the bundled fonts.
 */

export interface LayoutLine {
  text: string;
  size: number;
  bold: boolean;
  badge?: string;
}

export interface LayoutAd {
  width: number;
  height: number;
  band?: string;
  can?: string;
  lines: readonly LayoutLine[];
}

export interface PlacedLine {
  /** The font size drawn (the design's, or smaller to fit). */
  size: number;
  /** The baseline. */
  y: number;
  /** The badge's box behind the line, when it has one. */
  badge?: { x: number; y: number; width: number; height: number };
}

export interface AdLayout {
  /** The band's height (0: no band). */
  bandHeight: number;
  /** The pack's box and its label's font size, when the ad has a pack. */
  can?: { x: number; y: number; width: number; height: number; labelSize: number };
  lines: PlacedLine[];
}

/** Where every line starts. */
export const TEXT_LEFT = 60;
const RIGHT_MARGIN = 30;
const SMALLEST = 16;

/** The letters of a line that take room: Lao vowel and tone marks (and other combining marks) sit on their consonant. */
const advances = (text: string) => text.replace(/\p{M}/gu, '').length;

/** Estimated width of a line in pixels. */
export function textWidth(text: string, size: number, bold: boolean): number {
  return advances(text) * size * (bold ? 0.66 : 0.6);
}

/** The largest size at most `size` at which `text` fits in `room` pixels. */
export function fittedSize(text: string, size: number, bold: boolean, room: number): number {
  const width = textWidth(text, size, bold);
  if (width <= room) return size;
  return Math.max(SMALLEST, Math.floor((size * room) / width));
}

export function layoutOf(ad: LayoutAd): AdLayout {
  const can = ad.can
    ? {
        x: Math.round(ad.width * 0.66),
        y: Math.round(ad.height * 0.28),
        width: Math.round(ad.width * 0.28),
        height: Math.round(ad.height * 0.6),
      }
    : undefined;
  const right = (can ? can.x : ad.width) - RIGHT_MARGIN;
  let y = ad.band ? Math.round(ad.height * 0.12) : 30;
  const lines = ad.lines.map((line): PlacedLine => {
    const size = fittedSize(line.text, line.size, line.bold, right - TEXT_LEFT);
    y += Math.round(size * 1.45);
    if (!line.badge) return { size, y };
    const width = Math.min(right - TEXT_LEFT + 40, textWidth(line.text, size, line.bold) + 40);
    return { size, y, badge: { x: TEXT_LEFT - 20, y: y - size * 1.05, width, height: size * 1.4 } };
  });
  // The band holds the first line whole, descenders included.
  const bandHeight = ad.band ? Math.max(Math.round(ad.height * 0.18), Math.ceil(lines[0].y + lines[0].size * 0.45)) : 0;
  return {
    bandHeight,
    ...(can && ad.can ? { can: { ...can, labelSize: fittedSize(ad.can, 30, true, can.width - 24) } } : {}),
    lines,
  };
}
