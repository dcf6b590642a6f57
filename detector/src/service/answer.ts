/**
 * The service's answer to a check: every text the check read (the caption or description typed by staff, the
 * page's text, each image's OCR) is understood alone and, when there are several, together (a post names the
 * product in its caption and the price in its picture). The answer is suspected when any reading is; it names
 * the groups and codes of the suspected readings and explains each with the terms found and an excerpt.
 *
 * The site reads this answer as it comes (site/src/lib/detector-verdict.ts,
 * site/src/features/checks/lib/check-result.ts): `status`, `suspected`, `matches[].term/excerpt/codes`, `groups`,
 * `page_text`, `ocr_text`, `images[].name/ocr_text`.
 */
import type { Variant, ViolationGroup } from '@lcmdp/contract/vocabulary';

import type { KnownBrand, KnownCompany } from '../understand/brands';
import type { Classifier } from '../understand/classifier';
import { groupOfCode } from '../understand/codes';
import type { TextSource } from '../understand/evidence';
import { decide, understandText, type UnderstandOptions, type Verdict } from '../understand/verdict';
import { GROUP_TO_CONTRACT, GROUPS, type Product } from '../understand/vocabulary';

export type CheckStatus = 'suspected_violation' | 'non_violation';

/** Where a match was found: the typed text, the page's text, one image's OCR, or all texts read together. */
export type MatchPlace = 'text' | 'page' | 'image' | 'combined';

export interface CheckMatch {
  rule: string;
  term: string;
  /** The text as found (approximate matches differ from `term`). */
  found: string;
  /** The contract's violation-group key. */
  group: ViolationGroup | null;
  where: MatchPlace;
  /** The image's file name or address when `where` is `image`. */
  image?: string;
  /** The found text with up to 40 characters either side, from the text the answer gives back. */
  excerpt: string;
  /** The answer's codes that belong to this match's group. */
  codes: string[];
}

export interface CheckedImage {
  name: string;
  ocr_text: string;
  /** Tesseract's mean confidence, 0..100. */
  confidence?: number;
}

export interface CheckEvidence {
  url: string;
  final_url: string;
  /** Lowercase hex SHA-256 of the full-page PNG screenshot and of the page's HTML (UTF-8) as captured. */
  screenshot_sha256: string;
  html_sha256: string;
  screenshot_bytes: number;
  html_bytes: number;
  http_status: number | null;
  captured_at: string;
  /** Present when the check asked to `store`: whether the evidence was kept in the evidence store. */
  stored?: boolean;
  /** SHA-256 of each kept image (the page's largest, largest first); screenshot and HTML are kept under the hashes above. */
  image_sha256s?: string[];
}

/** The JSON answer of `POST /check/images` and `POST /check/url`. */
export interface CheckAnswer {
  status: CheckStatus;
  suspected: boolean;
  /** 0..1; suspected from 0.5. */
  score: number;
  /** The contract's violation-group keys (what the CMS and the site speak). */
  groups: ViolationGroup[];
  product: Product;
  codes: string[];
  matches: CheckMatch[];
  model_version: string;
  /** The page's text, normalised (url checks). */
  page_text?: string;
  /** All OCR text, normalised, one image after the other. */
  ocr_text?: string;
  images?: CheckedImage[];
  evidence?: CheckEvidence;
}

/** One text the check read. */
export interface TextPiece {
  where: Exclude<MatchPlace, 'combined'>;
  /** Image name (for `image`). */
  name?: string;
  text: string;
}

const EXCERPT_SIDE = 40;

function sourceOf(where: MatchPlace): TextSource {
  return where === 'image' ? 'image_ocr' : 'caption';
}

function excerptOf(text: string, start: number, end: number): string {
  const from = Math.max(0, start - EXCERPT_SIDE);
  const to = Math.min(text.length, end + EXCERPT_SIDE);
  return `${from > 0 ? '…' : ''}${text.slice(from, to).replace(/\s+/g, ' ').trim()}${to < text.length ? '…' : ''}`;
}

interface Reading {
  piece: TextPiece | { where: 'combined'; name?: undefined; text: string };
  /** The normalised text: the verdict's match offsets point into it. */
  text: string;
  verdict: Verdict;
  brands: readonly KnownBrand[];
  companies: readonly KnownCompany[];
}

function read(
  piece: Reading['piece'],
  source: TextSource,
  variant: Variant,
  classifier: Classifier | undefined,
  options: UnderstandOptions,
): Reading {
  const understanding = understandText(piece.text, source, variant, options);
  const { evidence } = understanding;
  return {
    piece,
    text: evidence.text,
    verdict: decide(understanding, classifier),
    brands: evidence.brands.map((hit) => hit.brand),
    companies: evidence.companies.map((hit) => hit.company),
  };
}

export interface JudgedTexts {
  answer: CheckAnswer;
  /** Each piece's normalised text, in the pieces' order. */
  normalised: string[];
  /** The brands and companies the texts name, first named first (no duplicates). */
  named: { brands: KnownBrand[]; companies: KnownCompany[] };
}

function distinct<T extends { key: string }>(lists: readonly (readonly T[])[]): T[] {
  const byKey = new Map<string, T>();
  for (const item of lists.flat()) if (!byKey.has(item.key)) byKey.set(item.key, item);
  return [...byKey.values()];
}

/**
 * Understands every piece alone and (when more than one) together, and merges the readings into one answer.
 * `options.library`: the brands and companies to recognise (built-in by default).
 */
export function judgeTexts(
  pieces: readonly TextPiece[],
  variant: Variant,
  classifier?: Classifier,
  options: UnderstandOptions = {},
): JudgedTexts {
  const present = pieces.map((piece, index) => ({ piece, index })).filter(({ piece }) => piece.text.trim() !== '');
  const readings = present.map(({ piece }) => read(piece, sourceOf(piece.where), variant, classifier, options));
  const normalised = pieces.map(() => '');
  present.forEach(({ index }, i) => (normalised[index] = readings[i].text));

  if (present.length > 1) {
    const anyOcr = present.some(({ piece }) => piece.where === 'image');
    const text = present.map(({ piece }) => piece.text).join('\n\n');
    readings.push(read({ where: 'combined', text }, anyOcr ? 'image_ocr' : 'caption', variant, classifier, options));
  }
  if (readings.length === 0) readings.push(read({ where: 'combined', text: '' }, 'caption', variant, classifier, options));

  const suspectedReadings = readings.filter((r) => r.verdict.suspected);
  const byScore = [...readings].sort((a, b) => b.verdict.score - a.verdict.score);
  const suspected = suspectedReadings.length > 0;
  const groups = GROUPS.filter((g) => suspectedReadings.some((r) => r.verdict.groups.includes(g)));
  const codes = [...new Set(suspectedReadings.flatMap((r) => r.verdict.codes))];
  const product =
    (suspected ? byScore.filter((r) => r.verdict.suspected) : byScore).find((r) => r.verdict.product !== 'none')?.verdict
      .product ?? 'none';

  const matches: CheckMatch[] = [];
  const seen = new Set<string>();
  // The combined reading explains only what no single text explains.
  const explaining = suspectedReadings.some((r) => r.piece.where !== 'combined')
    ? suspectedReadings.filter((r) => r.piece.where !== 'combined')
    : suspectedReadings;
  for (const reading of explaining) {
    for (const match of reading.verdict.matches) {
      const key = [match.rule, match.term, match.found, reading.piece.where, reading.piece.name ?? ''].join('|');
      if (seen.has(key)) continue;
      seen.add(key);
      const group = match.group ?? null;
      matches.push({
        rule: match.rule,
        term: match.term,
        found: match.found,
        group: group ? GROUP_TO_CONTRACT[group] : null,
        where: reading.piece.where,
        ...(reading.piece.name !== undefined ? { image: reading.piece.name } : {}),
        excerpt: excerptOf(reading.text, match.start, match.end),
        codes: group ? codes.filter((code) => groupOfCode(code) === group) : [],
      });
    }
  }

  return {
    normalised,
    named: { brands: distinct(readings.map((r) => r.brands)), companies: distinct(readings.map((r) => r.companies)) },
    answer: {
      status: suspected ? 'suspected_violation' : 'non_violation',
      suspected,
      score: byScore[0].verdict.score,
      groups: groups.map((g) => GROUP_TO_CONTRACT[g]),
      product,
      codes,
      matches,
      model_version: classifier?.version ?? readings[0].verdict.model_version,
    },
  };
}
