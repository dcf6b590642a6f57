/**
 * Lao word correction of OCR text: a Lao word the word list does not know is replaced by the one known word within
 * a small edit distance, when exactly one is nearest. Substitutions OCR is known to make (ໝ→ຫ, ນ→ມ, ີ→ິ) and a
 * dropped or added tone mark cost half an edit (notes: detector-offline-stack.md). Words come from Intl.Segmenter.
 */

const segmenter = new Intl.Segmenter('lo', { granularity: 'word' });
const LAO_WORD = /^[\u0E80-\u0EFF]+$/u;
const TONE_MARKS = new Set(['\u0EC8', '\u0EC9', '\u0ECA', '\u0ECB']);
const CONFUSED = [
  ['ໝ', 'ຫ'],
  ['ນ', 'ມ'],
  ['ີ', 'ິ'],
  ['ຶ', 'ື'],
  ['ດ', 'ຕ'],
];
const confusedPairs = new Set(CONFUSED.flatMap(([a, b]) => [`${a}${b}`, `${b}${a}`]));

export interface WordList {
  words: Set<string>;
  /** Known words by their length in code points. */
  byLength: Map<number, string[][]>;
}

/** The Lao words (at least 2 letters) found at least `minCount` times in the texts. */
export function buildWordList(texts: Iterable<string>, minCount = 2): WordList {
  const counts = new Map<string, number>();
  for (const text of texts) {
    for (const part of segmenter.segment(text.normalize('NFC'))) {
      if (part.isWordLike && LAO_WORD.test(part.segment) && Array.from(part.segment).length >= 2) {
        counts.set(part.segment, (counts.get(part.segment) ?? 0) + 1);
      }
    }
  }
  const words = new Set([...counts].filter(([, n]) => n >= minCount).map(([w]) => w));
  const byLength = new Map<number, string[][]>();
  for (const word of words) {
    const letters = Array.from(word);
    byLength.set(letters.length, [...(byLength.get(letters.length) ?? []), letters]);
  }
  return { words, byLength };
}

function insertCost(letter: string): number {
  return TONE_MARKS.has(letter) ? 0.5 : 1;
}

/** Edit distance with OCR's known confusions and tone marks at half cost. */
export function ocrDistance(a: readonly string[], b: readonly string[]): number {
  let previous = [0];
  for (let j = 1; j <= b.length; j += 1) previous[j] = previous[j - 1] + insertCost(b[j - 1]);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [previous[0] + insertCost(a[i - 1])];
    for (let j = 1; j <= b.length; j += 1) {
      const same = a[i - 1] === b[j - 1];
      const substitute = same ? 0 : confusedPairs.has(`${a[i - 1]}${b[j - 1]}`) ? 0.5 : 1;
      current[j] = Math.min(
        previous[j - 1] + substitute,
        previous[j] + insertCost(a[i - 1]),
        current[j - 1] + insertCost(b[j - 1]),
      );
    }
    previous = current;
  }
  return previous[b.length];
}

/** The known word nearest to `word` within `maxDistance`, when one alone is nearest; else undefined. */
export function nearestWord(word: string, list: WordList, maxDistance: number): string | undefined {
  const letters = Array.from(word);
  let best: string | undefined;
  let bestDistance = Infinity;
  let tied = false;
  for (let length = letters.length - Math.floor(maxDistance * 2); length <= letters.length + maxDistance * 2; length += 1) {
    for (const candidate of list.byLength.get(length) ?? []) {
      const distance = ocrDistance(letters, candidate);
      if (distance < bestDistance) {
        bestDistance = distance;
        best = candidate.join('');
        tied = false;
      } else if (distance === bestDistance) tied = true;
    }
  }
  return bestDistance <= maxDistance && !tied ? best : undefined;
}

/** The text with every unknown Lao word of at least `minLetters` letters replaced by its one nearest known word. */
export function correctLaoWords(text: string, list: WordList, maxDistance = 1, minLetters = 3): string {
  let out = '';
  for (const part of segmenter.segment(text.normalize('NFC'))) {
    const word = part.segment;
    const unknown = part.isWordLike && LAO_WORD.test(word) && Array.from(word).length >= minLetters && !list.words.has(word);
    out += (unknown && nearestWord(word, list, maxDistance)) || word;
  }
  return out;
}
