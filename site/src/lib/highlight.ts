/**
 * Where given terms occur in a text, as ranges and pieces to draw with <mark> (the AI's matches in a caption, an
 * OCR text or a page). Case-insensitive, and safe for Lao: Lao has no spaces between words and writes vowels and
 * tone marks as combining characters, so a match never ends between a letter and its marks, zero-width spaces
 * (used in Lao text for line breaking) are ignored, and the two spellings of the vowel AM (ຳ and ໍ+າ) are one.
 */

export interface TextRange {
  start: number;
  /** Exclusive. */
  end: number;
}

export interface TextSegment {
  text: string;
  marked: boolean;
}

const INVISIBLE = '\\u200B\\u200C\\u200D\\u2060\\u00AD';
// eslint-disable-next-line no-misleading-character-class -- each invisible character alone, the joiner (U+200D) included
const INVISIBLE_RE = new RegExp(`[${INVISIBLE}]`, 'g');
const BETWEEN = `[${INVISIBLE}]*`;
const SPACE = `[\\s${INVISIBLE}]+`;
const COMBINING = /\p{M}/u;
/** Ellipses around an excerpt ("…better than breast milk…") are not part of the page's text. */
const ELLIPSES = /^(?:\s|…|\.{3})+|(?:\s|…|\.{3})+$/g;
const LAO_AM = 'ຳ';
const LAO_AM_SPLIT = 'ໍາ';

const escape = (ch: string) => ch.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** A pattern for one needle, or null when it is too short to mean anything (one character would mark everything). */
function patternOf(needle: string): RegExp | null {
  const clean = needle.replace(INVISIBLE_RE, '').replace(ELLIPSES, '').split(LAO_AM_SPLIT).join(LAO_AM);
  if ([...clean.replace(/\s+/g, '')].length < 2) return null;
  const parts: string[] = [];
  let previousWasSpace = false;
  for (const ch of clean) {
    if (/\s/.test(ch)) {
      if (!previousWasSpace) parts.push(SPACE);
      previousWasSpace = true;
      continue;
    }
    if (parts.length && !previousWasSpace) parts.push(BETWEEN);
    previousWasSpace = false;
    parts.push(ch === LAO_AM ? `(?:${LAO_AM}|${LAO_AM_SPLIT})` : escape(ch));
  }
  return new RegExp(parts.join(''), 'giu');
}

const isCombining = (text: string, index: number) => index >= 0 && index < text.length && COMBINING.test(text[index]);

/** Sorts ranges and merges those that overlap or touch. */
export function mergeRanges(ranges: readonly TextRange[]): TextRange[] {
  const sorted = [...ranges].filter((r) => r.end > r.start).sort((a, b) => a.start - b.start || a.end - b.end);
  const merged: TextRange[] = [];
  for (const range of sorted) {
    const last = merged[merged.length - 1];
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }
  return merged;
}

/** The ranges of `text` that match any needle (all occurrences), merged. */
export function highlightRanges(text: string, needles: readonly string[]): TextRange[] {
  if (!text) return [];
  const found: TextRange[] = [];
  for (const needle of new Set(needles)) {
    const pattern = patternOf(needle);
    if (!pattern) continue;
    for (const match of text.matchAll(pattern)) {
      if (!match[0]) continue;
      let start = match.index;
      let end = start + match[0].length;
      // Never split a letter from its vowel and tone marks.
      while (start > 0 && isCombining(text, start)) start -= 1;
      while (isCombining(text, end)) end += 1;
      found.push({ start, end });
    }
  }
  return mergeRanges(found);
}

/** The text cut into plain and marked pieces, in order (what the view renders). */
export function splitByRanges(text: string, ranges: readonly TextRange[]): TextSegment[] {
  const segments: TextSegment[] = [];
  let at = 0;
  for (const { start, end } of mergeRanges(ranges)) {
    const from = Math.max(start, at);
    const to = Math.min(end, text.length);
    if (from >= to) continue;
    if (from > at) segments.push({ text: text.slice(at, from), marked: false });
    segments.push({ text: text.slice(from, to), marked: true });
    at = to;
  }
  if (at < text.length) segments.push({ text: text.slice(at), marked: false });
  return segments;
}
