/**
 * Word segmentation. Lao is written without spaces between words; ICU's dictionary (through Intl.Segmenter) splits
 * it into words, and the same call splits English, Thai and numbers. One segmenter is built once and reused.
 */

export interface Token {
  /** The word as written in the normalised text (Latin letters lower-cased). */
  word: string;
  start: number;
  end: number;
}

const segmenter = new Intl.Segmenter('lo', { granularity: 'word' });

/** Words of the text (punctuation, spaces and emoji are left out); numbers glued to words are split off. */
export function segmentWords(text: string): Token[] {
  const tokens: Token[] = [];
  for (const part of segmenter.segment(text)) {
    if (!part.isWordLike) continue;
    // ICU keeps "185,000ກີບ" or "30%off" as one piece: split digit runs from letters.
    const pieces = part.segment.match(/\d[\d,.]*|[^\d]+/g) ?? [];
    let offset = part.index;
    for (const piece of pieces) {
      const trimmed = piece.replace(/[,.]+$/, '');
      if (trimmed.length > 0) {
        tokens.push({ word: trimmed.toLowerCase(), start: offset, end: offset + trimmed.length });
      }
      offset += piece.length;
    }
  }
  return tokens;
}
