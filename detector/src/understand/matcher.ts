/**
 * Approximate term matching that survives OCR errors.
 *
 * A term is found when some stretch of the text is within a small weighted edit distance of it (Sellers'
 * algorithm: edit distance with a free start and end in the text). Edits that OCR makes all the time cost less
 * than other edits: a dropped or extra vowel/tone mark, a confused tone mark, and look-alike letters
 * (ໝ/ຫ, ນ/ມ, ີ/ິ, ບ/ປ...). Short terms must match exactly; Latin terms must start and end on word boundaries.
 */

/** Costs are integers in tenths of an edit. */
const HARD = 10;
const CHEAP = 4;
/** Typed text's share of the edits a fifth of the term allows (typedBudgetFor). */
const TYPED_SHARE = 0.3;
/** More than any budget: an edit that is never allowed. */
const NEVER = 1000;

/** Lao vowel signs and tone marks written above or below a letter. */
function isLaoMark(cp: number): boolean {
  return cp === 0x0eb1 || (cp >= 0x0eb4 && cp <= 0x0ebc) || (cp >= 0x0ec8 && cp <= 0x0ecd);
}

function isLao(cp: number): boolean {
  return cp >= 0x0e80 && cp <= 0x0eff;
}

function isLatinWordChar(cp: number): boolean {
  return (cp >= 0x61 && cp <= 0x7a) || (cp >= 0x41 && cp <= 0x5a) || (cp >= 0x30 && cp <= 0x39);
}

/** Look-alike pairs seen in Lao and Latin OCR output. */
const CONFUSABLE_GROUPS = [
  'ໝຫໜ',
  'ນມບຟ',
  'ບປ',
  'ດຕ',
  'ຂຊ',
  'ພຟຜຝ',
  'ຍຢ',
  'ອວ',
  'ຮຣ',
  // Seen most often in this OCR's misreadings of the drawn pictures (ຫ read ທ 127 times, ຈ read ວ 43 times...).
  'ຫທ',
  'ຈວ',
  'ບຜ',
  'ໄໂ',
  'ໝພ',
  'ໃໄ',
  'ເແ',
  'ິີ',
  'ຶື',
  'ຸູ',
  'ັົ',
  '່້໊໋',
  'l1i|',
  'o0',
  's5',
  'b8',
  'z2',
];

/** Pairs as one number (a * 2^21 + b): the edit-distance loop looks pairs up without building strings. */
const confusable = new Set<number>();
const pairKey = (a: number, b: number) => a * 0x200000 + b;
for (const group of CONFUSABLE_GROUPS) {
  const cps = [...group].map((c) => c.codePointAt(0) as number);
  for (const a of cps) for (const b of cps) if (a !== b) confusable.add(pairKey(a, b));
}

function isToneMark(cp: number): boolean {
  return cp >= 0x0ec8 && cp <= 0x0ecb;
}

/** Confusing two tone marks is cheap; two different vowels (ສົດ/ສູດ) are different words unless they look alike. */
function isDigit(cp: number): boolean {
  return cp >= 0x30 && cp <= 0x39;
}

/** Digits carry meaning ("ສູດ 1" is not "ສູດ 2"): never worth changing. */
const DIGIT = 3 * HARD;

export function substitutionCost(a: number, b: number): number {
  if (a === b) return 0;
  if (confusable.has(pairKey(a, b))) return CHEAP;
  if (isDigit(a) || isDigit(b)) return DIGIT;
  if (isToneMark(a) && isToneMark(b)) return CHEAP;
  return HARD;
}

/** Dropped or extra marks and spaces are cheap: OCR loses marks, and people write "ຊື້ 1 ແຖມ 1" or "ຊື້1ແຖມ1". */
export function indelCost(cp: number): number {
  if (isDigit(cp)) return DIGIT;
  return isLaoMark(cp) || cp === 0x20 || cp === 0x0a ? CHEAP : HARD;
}

export interface CompiledTerm {
  /** The term as given (already normalised and folded). */
  term: string;
  codePoints: number[];
  /** Largest allowed weighted distance in OCR text, in tenths. */
  budget: number;
  /** Largest allowed weighted distance in typed text, in tenths. */
  typedBudget: number;
  latin: boolean;
  /** Distinct base letters, for a quick "could it be here at all" check. */
  baseLetters: number[];
  /** Adjacent pairs of code points, for the bigram filter. */
  bigrams: number[];
  /** Each term position's cost of standing for a text character, by that character (filled on first sight). */
  substitutions: Map<number, Int32Array>;
  /** Each term position's cost of being dropped. */
  deletions: Int32Array;
  /** Positions that must be matched by the same letter or a look-alike (edgeLetters). */
  edges: number[];
  /** Positions that must be matched by the same code point (a negation: NEGATION). */
  fixed: number[];
}

export interface TermMatch {
  term: string;
  /** UTF-16 offsets in the searched text. */
  start: number;
  end: number;
  /** The stretch of text that matched. */
  found: string;
  /** Weighted edit distance (0 = exact). */
  distance: number;
}

/**
 * Allowed distance: none for short terms; in Lao, one cheap edit (a mark, a look-alike) up to 5 code points, two up
 * to 9, three (or one other letter) up to 13, then about a seventh of the term. Measured on the train and dev
 * pictures' OCR against their drawn text (README): a fifth of the term (the budget before) found 1,158 terms right
 * and 1,838 wrong; this, with the edge letters and the negation kept, 943 right and 316 wrong.
 */
export function budgetFor(codePoints: readonly number[], latin: boolean): number {
  const n = codePoints.length;
  if (latin) {
    // English OCR is good; loose matching of short English words finds other words ("brain" in "train").
    if (n <= 6) return 0;
    if (n <= 11) return HARD;
    return Math.floor(n * 1.5);
  }
  if (n <= 3) return 0;
  // Lao words differ by one letter (ງານ/ການ, ແອັບ/ເວັບ): a wrong letter costs a term under 10 code points its match.
  if (n <= 5) return CHEAP;
  if (n <= 9) return 2 * CHEAP;
  if (n <= 13) return 3 * CHEAP;
  return Math.floor(n * 1.5);
}

/**
 * Allowed distance in typed text (captions): a typist drops a tone mark or adds a space, and does not misread whole
 * letters. One cheap edit for a Lao term of 7 code points or more, two from 14, as a third of a fifth of the term
 * allowed (the budget this matcher had for captions since the start; the OCR budget above was narrowed alone).
 */
export function typedBudgetFor(codePoints: readonly number[], latin: boolean): number {
  const n = codePoints.length;
  if (latin) return n <= 11 ? 0 : Math.floor(n * 1.5 * TYPED_SHARE);
  if (n <= 5) return 0;
  return Math.floor(Math.max(HARD, n * 2) * TYPED_SHARE);
}

/**
 * The positions of a Lao term's first and last letters (marks and spaces aside). They must be read as they are or as
 * a look-alike, never dropped or read as another letter: otherwise a term matches the words around its own edges
 * ("ຄືນົມແມ່", like breast milk, in every "ນົມແມ່"; "ນົມແມວ", cat milk, in "ນົມແມ່" read without its tone mark;
 * "ນົມສຳລັບເດັກ" in any "ສຳລັບເດັກ"). Measured on the train and dev pictures' OCR against their drawn text (README).
 */
function edgeLetters(codePoints: readonly number[], latin: boolean): number[] {
  if (latin) return [];
  const letters = codePoints.flatMap((cp, i) => (isLaoMark(cp) || cp === 0x20 ? [] : [i]));
  return letters.length < 2 ? letters : [letters[0], letters[letters.length - 1]];
}

/**
 * A term that opens with a negation must find it as written: "ບໍ່ມີສະຫຼາກພາສາລາວ" (no Lao label) is one edit from
 * "ມ ມີສະຫຼາກພາສາລາວ" (has a Lao label) if ບ may be read ມ and its marks dropped.
 */
const NEGATION = 'ບໍ່';

/** The negation's positions when the term opens with it ("ບໍ" alone also opens ບໍລິສັດ, a company: not a negation). */
function fixedPositions(term: string): number[] {
  return term.startsWith(NEGATION) ? [...NEGATION].map((_, i) => i) : [];
}

export function compileTerm(term: string): CompiledTerm {
  const codePoints = [...term].map((c) => c.codePointAt(0) as number);
  const latin = !codePoints.some(isLao);
  const edges = edgeLetters(codePoints, latin);
  const fixed = fixedPositions(term);
  return {
    term,
    codePoints,
    budget: budgetFor(codePoints, latin),
    typedBudget: typedBudgetFor(codePoints, latin),
    latin,
    baseLetters: [...new Set(codePoints.filter((cp) => !isLaoMark(cp) && cp !== 0x20))],
    bigrams: codePoints.slice(1).map((cp, i) => pairKey(codePoints[i], cp)),
    substitutions: new Map(),
    deletions: Int32Array.from(codePoints, (cp, i) => (edges.includes(i) || fixed.includes(i) ? NEVER : indelCost(cp))),
    edges,
    fixed,
  };
}

/**
 * The cost of the term's `i`-th code point standing for `cp` in the text: an edge letter takes only a look-alike, a
 * negation's letters only themselves.
 */
export function termSubstitutionCost(term: Pick<CompiledTerm, 'codePoints' | 'edges' | 'fixed'>, i: number, cp: number): number {
  const cost = substitutionCost(term.codePoints[i], cp);
  if (cost > 0 && term.fixed.includes(i)) return NEVER;
  return term.edges.includes(i) && cost > CHEAP ? NEVER : cost;
}

/** Distinct characters remembered per term: texts use a few hundred; odd input must not grow the cache for ever. */
const MAX_REMEMBERED_CHARACTERS = 2048;

function substitutionsFor(term: CompiledTerm, cp: number): Int32Array {
  let costs = term.substitutions.get(cp);
  if (!costs) {
    costs = Int32Array.from(term.codePoints, (_, i) => termSubstitutionCost(term, i, cp));
    if (term.substitutions.size < MAX_REMEMBERED_CHARACTERS) term.substitutions.set(cp, costs);
  }
  return costs;
}

/** A text prepared once for many term searches. */
export interface PreparedText {
  text: string;
  codePoints: number[];
  /** UTF-16 offset of each code point, plus the end. */
  offsets: number[];
  letters: Set<number>;
  bigrams: Set<number>;
}

export function prepareText(text: string): PreparedText {
  const codePoints: number[] = [];
  const offsets: number[] = [];
  let offset = 0;
  for (const ch of text) {
    const cp = ch.codePointAt(0) as number;
    codePoints.push(cp);
    offsets.push(offset);
    offset += ch.length;
  }
  offsets.push(offset);
  const bigrams = new Set<number>();
  for (let i = 1; i < codePoints.length; i += 1) bigrams.add(pairKey(codePoints[i - 1], codePoints[i]));
  return { text, codePoints, offsets, letters: new Set(codePoints), bigrams };
}

function onWordBoundaries(prepared: PreparedText, start: number, end: number): boolean {
  const before = start > 0 ? prepared.codePoints[start - 1] : undefined;
  const after = end < prepared.codePoints.length ? prepared.codePoints[end] : undefined;
  return !(before !== undefined && isLatinWordChar(before)) && !(after !== undefined && isLatinWordChar(after));
}

function toMatch(prepared: PreparedText, term: CompiledTerm, start: number, end: number, cost: number): TermMatch {
  const from = prepared.offsets[start];
  const to = prepared.offsets[end];
  return { term: term.term, start: from, end: to, found: prepared.text.slice(from, to), distance: cost / HARD };
}

/** Says whether a stretch of the text (UTF-16 offsets) is part of a word that only looks like the term. */
export type BlockedSpan = (start: number, end: number) => boolean;

const NEVER_BLOCKED: BlockedSpan = () => false;

/** Four columns reused by every search (the matcher runs thousands of searches per post; no garbage). */
let columns: Int32Array[] = [];

function columnsFor(termLength: number): Int32Array[] {
  if (columns.length === 0 || columns[0].length <= termLength) {
    columns = Array.from({ length: 4 }, () => new Int32Array(Math.max(64, 2 * (termLength + 1))));
  }
  return [...columns];
}

/** The best (closest, then earliest) occurrence of the term in the text, or undefined. */
export function findTerm(
  prepared: PreparedText,
  term: CompiledTerm,
  options: { blocked?: BlockedSpan; typed?: boolean; tolerance?: number } = {},
): TermMatch | undefined {
  const blocked = options.blocked ?? NEVER_BLOCKED;
  const budget = Math.floor((options.typed ? term.typedBudget : term.budget) * (options.tolerance ?? 1));
  const exact = findExact(prepared, term, blocked);
  if (exact || budget < CHEAP) return exact;

  // Quick rejections: most of the term's base letters must occur somewhere in the text, and each edit breaks at
  // most two of the term's letter pairs, so with at most k edits, all but 2k pairs must occur in the text.
  let present = 0;
  for (const cp of term.baseLetters) if (prepared.letters.has(cp)) present += 1;
  if (present * 2 < term.baseLetters.length) return undefined;
  const maxEdits = Math.floor(budget / CHEAP);
  let pairs = 0;
  for (const bigram of term.bigrams) if (prepared.bigrams.has(bigram)) pairs += 1;
  if (pairs < term.bigrams.length - 2 * maxEdits) return undefined;

  const m = term.codePoints.length;
  const s = prepared.codePoints;
  const deletions = term.deletions;
  // Column by column over the text; rows are term positions. `origin` carries where each alignment started.
  // Ukkonen's cut-off: below the previous column's last row within the budget plus one, a cell can only stay within
  // the budget by deleting term characters down the column, so only those rows are computed; the row just below
  // holds a value over the budget (its exact value does not matter: nothing over the budget is ever a match, and
  // costs only grow along a path).
  const over = budget + 1;
  let [cost, origin, nextCost, nextOrigin] = columnsFor(m);
  let lastWithin = 0;
  cost[0] = 0;
  origin[0] = 0;
  for (let i = 1; i <= m; i += 1) {
    cost[i] = cost[i - 1] + deletions[i - 1];
    origin[i] = 0;
    if (cost[i] <= budget) lastWithin = i;
  }
  let best: { start: number; end: number; cost: number } | undefined;
  for (let j = 1; j <= s.length; j += 1) {
    const sj = s[j - 1];
    const substitutions = substitutionsFor(term, sj);
    const insertion = indelCost(sj);
    const top = Math.min(m, lastWithin + 1);
    nextCost[0] = 0;
    nextOrigin[0] = j;
    lastWithin = 0;
    for (let i = 1; i <= top; i += 1) {
      let c = cost[i - 1] + substitutions[i - 1];
      let o = origin[i - 1];
      const del = nextCost[i - 1] + deletions[i - 1];
      if (del < c) {
        c = del;
        o = nextOrigin[i - 1];
      }
      const ins = cost[i] + insertion;
      if (ins < c) {
        c = ins;
        o = origin[i];
      }
      nextCost[i] = c;
      nextOrigin[i] = o;
      if (c <= budget) lastWithin = i;
    }
    // Below `top` only the deletion path (down the column) can stay within the budget.
    let bottom = top;
    while (bottom < m && nextCost[bottom] + deletions[bottom] <= budget) {
      nextCost[bottom + 1] = nextCost[bottom] + deletions[bottom];
      nextOrigin[bottom + 1] = nextOrigin[bottom];
      bottom += 1;
      lastWithin = bottom;
    }
    if (bottom < m) nextCost[bottom + 1] = over;
    if (bottom === m) {
      const end = nextCost[m];
      if (end <= budget && (!best || end < best.cost)) {
        const start = nextOrigin[m];
        const allowed =
          (!term.latin || onWordBoundaries(prepared, start, j)) && !blocked(prepared.offsets[start], prepared.offsets[j]);
        if (allowed) best = { start, end: j, cost: end };
      }
    }
    [cost, nextCost] = [nextCost, cost];
    [origin, nextOrigin] = [nextOrigin, origin];
  }
  return best && best.end > best.start ? toMatch(prepared, term, best.start, best.end, best.cost) : undefined;
}

function findExact(prepared: PreparedText, term: CompiledTerm, blocked: BlockedSpan): TermMatch | undefined {
  let from = 0;
  for (;;) {
    const at = prepared.text.indexOf(term.term, from);
    if (at < 0) return undefined;
    // Code-point index of `at`, for the boundary check.
    const startCp = prepared.offsets.indexOf(at);
    const endCp = startCp + term.codePoints.length;
    const allowed = (!term.latin || onWordBoundaries(prepared, startCp, endCp)) && !blocked(at, at + term.term.length);
    if (allowed) {
      return { term: term.term, start: at, end: at + term.term.length, found: term.term, distance: 0 };
    }
    from = at + 1;
  }
}
