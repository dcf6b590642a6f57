/**
 * Evidence: everything the rules look at in one text — which cues' terms occur and where, which brands and
 * companies are named, which ages are written. Finding evidence is the only stage that searches the text.
 */
import { findAges, type AgeMention } from './ages';
import { KNOWN_BRANDS, KNOWN_COMPANIES, type KnownBrand, type KnownCompany } from './brands';
import { BLOCKERS, CUE_IDS, LEXICON, type CueId } from './lexicon';
import { compileTerm, findTerm, prepareText, type CompiledTerm, type PreparedText, type TermMatch } from './matcher';
import { foldForMatching, hasLao, normaliseText } from './normalise';

/** Where the text came from: a typed caption or the OCR of an image (OCR gets more tolerant matching). */
export type TextSource = 'caption' | 'image_ocr';

export interface CueHit extends TermMatch {
  cue: CueId;
}

export interface BrandHit extends TermMatch {
  brand: KnownBrand;
}

export interface CompanyHit extends TermMatch {
  company: KnownCompany;
}

export interface Evidence {
  /** The normalised text; every offset refers to it. */
  text: string;
  source: TextSource;
  cues: ReadonlyMap<CueId, readonly CueHit[]>;
  brands: readonly BrandHit[];
  companies: readonly CompanyHit[];
  ages: readonly AgeMention[];
  hasLao: boolean;
}

interface CompiledLexicon {
  cues: { cue: CueId; term: CompiledTerm; blockers: readonly string[] }[];
  brands: { brand: KnownBrand; term: CompiledTerm }[];
  companies: { company: KnownCompany; term: CompiledTerm }[];
}

let compiled: CompiledLexicon | undefined;

function fold(term: string): string {
  return foldForMatching(normaliseText(term));
}

/** Terms are normalised and compiled once per process. */
function compiledLexicon(): CompiledLexicon {
  if (compiled) return compiled;
  const blockersByTerm = new Map<string, string[]>();
  for (const [term, blockers] of Object.entries(BLOCKERS)) blockersByTerm.set(fold(term), blockers.map(fold));
  const cues: CompiledLexicon['cues'] = [];
  for (const cue of CUE_IDS) {
    const seen = new Set<string>();
    for (const raw of LEXICON[cue]) {
      const term = fold(raw);
      if (term.length === 0 || seen.has(term)) continue;
      seen.add(term);
      cues.push({ cue, term: compileTerm(term), blockers: blockersByTerm.get(term) ?? [] });
    }
  }
  compiled = {
    cues,
    brands: KNOWN_BRANDS.flatMap((brand) => brand.names.map((name) => ({ brand, term: compileTerm(fold(name)) }))),
    companies: KNOWN_COMPANIES.flatMap((company) => company.names.map((name) => ({ company, term: compileTerm(fold(name)) }))),
  };
  return compiled;
}

function blockedBy(prepared: PreparedText, blockers: readonly string[]) {
  if (blockers.length === 0) return undefined;
  const spans: [number, number][] = [];
  for (const blocker of blockers) {
    for (let at = prepared.text.indexOf(blocker); at >= 0; at = prepared.text.indexOf(blocker, at + 1)) {
      spans.push([at, at + blocker.length]);
    }
  }
  if (spans.length === 0) return undefined;
  return (start: number, end: number) => spans.some(([a, b]) => a <= start && end <= b);
}

export function findEvidence(rawText: string, source: TextSource): Evidence {
  const text = normaliseText(rawText);
  const prepared = prepareText(foldForMatching(text));
  // Typed captions get a third of OCR's tolerance: people drop a tone mark, OCR misreads whole letters.
  const tolerance = source === 'image_ocr' ? 1 : 0.3;
  const lexicon = compiledLexicon();

  const cues = new Map<CueId, CueHit[]>();
  for (const { cue, term, blockers } of lexicon.cues) {
    const match = findTerm(prepared, term, { tolerance, blocked: blockedBy(prepared, blockers) });
    if (!match) continue;
    const list = cues.get(cue) ?? [];
    // One hit per stretch of text: a longer term that covers a shorter one's match replaces it.
    const overlapping = list.findIndex((hit) => hit.start < match.end && match.start < hit.end);
    if (overlapping < 0) list.push({ ...match, found: text.slice(match.start, match.end), cue });
    else if (match.end - match.start > list[overlapping].end - list[overlapping].start) {
      list[overlapping] = { ...match, found: text.slice(match.start, match.end), cue };
    }
    cues.set(cue, list);
  }

  const brands: BrandHit[] = [];
  for (const { brand, term } of lexicon.brands) {
    const match = findTerm(prepared, term, { tolerance });
    if (!match) continue;
    const same = brands.findIndex((hit) => hit.start < match.end && match.start < hit.end);
    const hit = { ...match, found: text.slice(match.start, match.end), brand };
    // Overlapping names ("ດາວນ້ອຍ" and "ດາວນ້ອຍ ຈູເນຍ"): the longer, more specific name wins.
    if (same < 0) brands.push(hit);
    else if (match.end - match.start > brands[same].end - brands[same].start) brands[same] = hit;
  }

  const companies: CompanyHit[] = [];
  for (const { company, term } of lexicon.companies) {
    if (companies.some((hit) => hit.company.key === company.key)) continue;
    const match = findTerm(prepared, term, { tolerance });
    if (match) companies.push({ ...match, found: text.slice(match.start, match.end), company });
  }

  return { text, source, cues, brands, companies, ages: findAges(prepared.text), hasLao: hasLao(text) };
}

export function has(evidence: Evidence, cue: CueId): boolean {
  return (evidence.cues.get(cue)?.length ?? 0) > 0;
}

export function hits(evidence: Evidence, ...cueIds: CueId[]): CueHit[] {
  return cueIds.flatMap((cue) => evidence.cues.get(cue) ?? []);
}
