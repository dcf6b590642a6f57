/**
 * Where the detector's findings occur in a text it read, as segments to draw with <mark>. Matching ignores case
 * and the usual OCR spelling of ຳ (ໍ + າ), so a term found in OCR output is found again here.
 */

export interface Segment {
  text: string;
  match: boolean;
}

/** Lao text as the detector compares it: NFC, and OCR's ໍ + າ (U+0ECD U+0EB2) written as ຳ (U+0EB3). */
export function normalizeLao(text: string): string {
  return text.normalize('NFC').replace(/\u0ECD\u0EB2/g, '\u0EB3');
}

/** Lower case when that keeps every position (a few letters grow when lower-cased; then case counts). */
function foldCase(text: string): string {
  const lower = text.toLowerCase();
  return lower.length === text.length ? lower : text;
}

/** Needles shorter than this would mark stray letters all over the text. */
const MIN_NEEDLE = 2;

/** Ranges [start, end) of every occurrence of any needle, merged where they touch or overlap. */
export function matchRanges(text: string, needles: readonly string[]): [number, number][] {
  const haystack = foldCase(text);
  const ranges: [number, number][] = [];
  for (const raw of needles) {
    const needle = foldCase(normalizeLao(raw.trim()));
    if (needle.length < MIN_NEEDLE) continue;
    for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + needle.length)) {
      ranges.push([at, at + needle.length]);
    }
  }
  ranges.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: [number, number][] = [];
  for (const range of ranges) {
    const last = merged[merged.length - 1];
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([range[0], range[1]]);
  }
  return merged;
}

/** The text (normalised) cut into plain and matched segments. */
export function highlightSegments(text: string, needles: readonly string[]): Segment[] {
  const normal = normalizeLao(text);
  const segments: Segment[] = [];
  let at = 0;
  for (const [start, end] of matchRanges(normal, needles)) {
    if (start > at) segments.push({ text: normal.slice(at, start), match: false });
    segments.push({ text: normal.slice(start, end), match: true });
    at = end;
  }
  if (at < normal.length || segments.length === 0) segments.push({ text: normal.slice(at), match: false });
  return segments;
}
