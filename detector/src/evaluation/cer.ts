/**
 * OCR's character error rate on pictures whose drawn text is known. Each drawn line is looked for in the OCR
 * text (the edit distance from the line to the closest part of the OCR text: OCR reads the lines in its own order
 * and may read the pack's label before or after them), and the errors of all lines are summed over their length.
 * Both sides are normalised as the detector reads text (normalise.ts), and white space is ignored: Lao is written
 * without spaces and OCR puts them where it likes.
 */
import { normaliseText } from '../understand/normalise';

function comparable(text: string): string[] {
  return Array.from(normaliseText(text).replace(/\s+/gu, ''));
}

/** Edit distance (insert, delete, substitute: 1 each) from `needle` to its best match anywhere in `haystack`. */
export function substringDistance(needle: readonly string[], haystack: readonly string[]): number {
  if (needle.length === 0) return 0;
  let previous = new Array<number>(haystack.length + 1).fill(0);
  for (let i = 1; i <= needle.length; i += 1) {
    const current = new Array<number>(haystack.length + 1);
    current[0] = i;
    for (let j = 1; j <= haystack.length; j += 1) {
      const substitute = previous[j - 1] + (needle[i - 1] === haystack[j - 1] ? 0 : 1);
      current[j] = Math.min(substitute, previous[j] + 1, current[j - 1] + 1);
    }
    previous = current;
  }
  return Math.min(...previous);
}

export interface CharacterErrors {
  errors: number;
  characters: number;
}

export function characterErrors(drawnText: string, ocrText: string): CharacterErrors {
  const haystack = comparable(ocrText);
  let errors = 0;
  let characters = 0;
  for (const line of drawnText.split('\n')) {
    const needle = comparable(line);
    characters += needle.length;
    errors += substringDistance(needle, haystack);
  }
  return { errors, characters };
}

export function rate(parts: readonly CharacterErrors[]): number {
  const characters = parts.reduce((s, p) => s + p.characters, 0);
  return characters === 0 ? 0 : parts.reduce((s, p) => s + p.errors, 0) / characters;
}
