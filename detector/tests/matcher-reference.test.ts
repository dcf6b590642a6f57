/**
 * The matcher's fast search (cut-off columns, remembered costs, reused buffers) must find exactly what the plain
 * textbook search finds: the same cost table filled in whole, the same ties broken the same way.
 */
import {
  compileTerm,
  findTerm,
  indelCost,
  prepareText,
  termSubstitutionCost,
  type CompiledTerm,
  type PreparedText,
} from '../src/understand/matcher';
import { seededRandom } from '@lcmdp/contract';

/** Sellers' search, every cell computed: the smallest cost within the budget, first found, and where it starts. */
function referenceSearch(prepared: PreparedText, term: CompiledTerm, budget: number) {
  const t = term.codePoints;
  const s = prepared.codePoints;
  let cost = t.map((_, i) => term.deletions.slice(0, i + 1).reduce((sum, c) => sum + c, 0));
  cost = [0, ...cost];
  let origin = cost.map(() => 0);
  let best: { start: number; end: number; cost: number } | undefined;
  for (let j = 1; j <= s.length; j += 1) {
    const nextCost = [0];
    const nextOrigin = [j];
    for (let i = 1; i <= t.length; i += 1) {
      let c = cost[i - 1] + termSubstitutionCost(term, i - 1, s[j - 1]);
      let o = origin[i - 1];
      const del = nextCost[i - 1] + term.deletions[i - 1];
      if (del < c) [c, o] = [del, nextOrigin[i - 1]];
      const ins = cost[i] + indelCost(s[j - 1]);
      if (ins < c) [c, o] = [ins, origin[i]];
      nextCost.push(c);
      nextOrigin.push(o);
    }
    const end = nextCost[t.length];
    const start = nextOrigin[t.length];
    const onBoundary =
      !term.latin || !/[A-Za-z0-9]/.test(String.fromCodePoint(s[start - 1] ?? 32) + String.fromCodePoint(s[j] ?? 32));
    if (end <= budget && (!best || end < best.cost) && onBoundary) best = { start, end: j, cost: end };
    cost = nextCost;
    origin = nextOrigin;
  }
  return best && best.end > best.start ? best : undefined;
}

const LAO = [...'ກຂຄງຈສຊຍດຕຖທນບປຜຝພຟມຢຣລວຫອຮໝໜເແໂໃໄະາຳ'];
const MARKS = [...'ັິີຶືຸູົຼ່້໊໋ໍ'];
const OTHER = [...' 0123456789abcdelmnos'];

function randomText(random: () => number, length: number): string {
  let text = '';
  for (let i = 0; i < length; i += 1) {
    const r = random();
    const pool = r < 0.6 ? LAO : r < 0.85 ? MARKS : OTHER;
    text += pool[Math.floor(random() * pool.length)];
  }
  return text;
}

/** The term with a few edits, as OCR or a hurried typist would make. */
function damaged(random: () => number, term: string): string {
  const chars = [...term];
  const edits = Math.floor(random() * 4);
  for (let e = 0; e < edits; e += 1) {
    const at = Math.floor(random() * chars.length);
    const r = random();
    if (r < 0.33) chars.splice(at, 1);
    else if (r < 0.66) chars.splice(at, 0, MARKS[Math.floor(random() * MARKS.length)]);
    else chars[at] = LAO[Math.floor(random() * LAO.length)];
  }
  return chars.join('');
}

describe('the fast matcher against the plain search', () => {
  it('finds the same match (cost, start, end) on 3,000 random terms and texts', () => {
    const random = seededRandom(2026);
    let found = 0;
    for (let n = 0; n < 3000; n += 1) {
      const termText = randomText(random, 4 + Math.floor(random() * 16));
      const around = () => randomText(random, Math.floor(random() * 40));
      const text = random() < 0.7 ? `${around()}${damaged(random, termText)}${around()}` : around();
      const tolerance = [0.3, 1, 1.5][Math.floor(random() * 3)];
      const term = compileTerm(termText);
      const prepared = prepareText(text);
      const fast = findTerm(prepared, term, { tolerance });
      const budget = Math.floor(term.budget * tolerance);
      const exactAt = text.indexOf(termText);
      if (exactAt >= 0 || budget < 4) continue; // the exact search answers these before any table is filled
      const reference = referenceSearch(prepared, term, budget);
      const quickRejected = fast === undefined && reference !== undefined;
      if (quickRejected) {
        // The letter and pair filters may only reject texts where the plain search finds nothing or needs more
        // edits than the filter allows: check that the filter's condition really holds.
        const pairs = term.bigrams.filter((b) => prepared.bigrams.has(b)).length;
        const letters = term.baseLetters.filter((cp) => prepared.letters.has(cp)).length;
        expect(letters * 2 < term.baseLetters.length || pairs < term.bigrams.length - 2 * Math.floor(budget / 4)).toBe(true);
        continue;
      }
      expect(fast && { start: fast.start, end: fast.end, cost: Math.round(fast.distance * 10) }).toEqual(
        reference && { start: prepared.offsets[reference.start], end: prepared.offsets[reference.end], cost: reference.cost },
      );
      if (fast) found += 1;
    }
    // The texts were built to hold near copies: many searches must have found something for the test to mean much.
    expect(found).toBeGreaterThan(500);
  });
});
