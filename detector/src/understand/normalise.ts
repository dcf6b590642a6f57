/**
 * Text normalisation before matching, segmenting and classifying. Offsets reported by later stages refer to the
 * normalised text.
 *
 * - NFC, never NFKC: NFKC decomposes ຳ (U+0EB3) into ໍ + າ.
 * - OCR (and some keyboards) write ໍ + າ (U+0ECD U+0EB2) where Lao has ຳ; a tone mark may sit between or before
 *   them (ນ + ້ + ໍ + າ, ນ + ໍ + ້ + າ): all become the tone mark followed by ຳ.
 * - The older two-letter spellings ຫນ, ຫມ, ຫລ are the same letters as ໜ, ໝ, ຫຼ.
 * - Lao digits become ASCII digits (prices, ages); zero-width characters go; runs of spaces collapse.
 * - A letter repeated four or more times (ຫຼາຍຍຍຍ, sooooo) is written once; digits are left alone.
 */

const ZERO_WIDTH = /[\u00AD\u200B-\u200D\u2060\uFEFF]/g;
const TONE = '[\u0EC8-\u0ECB]';
const AM_WITH_TONE_INSIDE = new RegExp(`\u0ECD(${TONE})\u0EB2`, 'g');
const AM_SPLIT = /\u0ECD\u0EB2/g;
const LAO_DIGIT = /[\u0ED0-\u0ED9]/g;
const REPEATED_LETTER = /(\p{L}|\p{M})\1{3,}/gu;

/** A Lao vowel sign or tone mark: it belongs to the letter before it, never after a space. */
const SPACE_BEFORE_MARK = / +(?=[\u0EB1\u0EB4-\u0EBC\u0EC8-\u0ECD])/g;
const LAO_LETTER = /[\u0E81-\u0EAE\u0EB0\u0EB2\u0EB3\u0EBD-\u0EC4]/g;
const SPACE_BETWEEN_LAO = /(?<=[\u0E80-\u0EFF]) (?=[\u0E80-\u0EFF])/g;
/**
 * Lao is written without spaces between syllables; a post with a space after most syllables ("ລາ ຄາ ພິ ເສດ", a
 * shout or a speech transcript) is read with those spaces taken out. Ordinary Lao has a space every phrase: at most
 * one for five letters in every labelled caption but one.
 */
const SPACED_OUT_SHARE = 0.35;

/** Fewer letters than this say too little to tell a spaced-out post from a list of short words. */
const SPACED_OUT_MIN_LETTERS = 8;

function joinSpacedOutLao(text: string): string {
  const spaces = text.match(SPACE_BETWEEN_LAO)?.length ?? 0;
  // Most texts stop here: a spaced-out one has more than SPACED_OUT_SHARE × 8 such spaces.
  if (spaces <= SPACED_OUT_SHARE * SPACED_OUT_MIN_LETTERS) return text;
  const letters = text.match(LAO_LETTER)?.length ?? 0;
  if (letters < SPACED_OUT_MIN_LETTERS) return text;
  return spaces / letters > SPACED_OUT_SHARE ? text.replace(SPACE_BETWEEN_LAO, '') : text;
}

export function normaliseText(input: string): string {
  return joinSpacedOutLao(input.normalize('NFC').replace(SPACE_BEFORE_MARK, ''))
    .replace(ZERO_WIDTH, '')
    .replace(AM_WITH_TONE_INSIDE, '$1\u0EB3')
    .replace(AM_SPLIT, '\u0EB3')
    .replace(/\u0EAB\u0E99/g, '\u0EDC') // ຫນ → ໜ
    .replace(/\u0EAB\u0EA1/g, '\u0EDD') // ຫມ → ໝ
    .replace(/\u0EAB\u0EA5/g, '\u0EAB\u0EBC') // ຫລ → ຫຼ
    .replace(LAO_DIGIT, (d) => String(d.charCodeAt(0) - 0x0ed0))
    .replace(REPEATED_LETTER, '$1')
    .replace(/[ \t\u00A0\u3000]+/g, ' ')
    .replace(/ *\n[\s]*/g, '\n')
    .trim();
}

/**
 * The form the matcher compares: normalised text with Latin letters lower-cased. Only case changes that keep the
 * string's length are applied, so offsets in the folded text are offsets in the normalised text.
 */
export function foldForMatching(normalised: string): string {
  let out = '';
  for (const ch of normalised) {
    const lower = ch.toLowerCase();
    out += lower.length === ch.length ? lower : ch;
  }
  return out;
}

/** True when the text contains Lao letters. */
export function hasLao(text: string): boolean {
  return /[\u0E81-\u0EDF]/.test(text);
}
