/**
 * Evidence: everything the rules look at in one text — which cues' terms occur and where, which brands and
 * companies are named, which ages are written. Finding evidence is the only stage that searches the text.
 */
import { findAges, type AgeMention } from './ages';
import { KNOWN_BRANDS, KNOWN_COMPANIES, type KnownBrand, type KnownCompany } from './brands';
import { foreignLanguageLabels, missingExpiryDates, type LabelMention } from './label-mentions';
import { BLOCKERS, CUE_IDS, LEXICON, isActCue, type CueId } from './lexicon';
import { mayBeRomanisedLao, romanisedTerms } from './romanised';
import { findBrandShapes, type BrandShape } from './brand-shape';
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
  /** Latin names shaped like a milk or baby-food brand, known to the library or not (brand-shape.ts). */
  brandShapes: readonly BrandShape[];
  hasLao: boolean;
}

interface CompiledCue {
  cue: CueId;
  term: CompiledTerm;
  blockers: readonly string[];
  /** A spelling in romanised Lao (romanised.ts): searched for only where the text may be written so. */
  romanised: boolean;
}

let compiledCues: CompiledCue[] | undefined;

function fold(term: string): string {
  return foldForMatching(normaliseText(term));
}

/** The cues' terms are normalised and compiled once per process. */
function cueTerms(): CompiledCue[] {
  if (compiledCues) return compiledCues;
  const blockersByTerm = new Map<string, string[]>();
  for (const [term, blockers] of Object.entries(BLOCKERS)) blockersByTerm.set(fold(term), blockers.map(fold));
  const cues: CompiledCue[] = [];
  for (const cue of CUE_IDS) {
    const seen = new Set<string>();
    const terms = [
      ...LEXICON[cue].map((raw) => ({ raw, romanised: false })),
      ...romanisedTerms(cue).map((raw) => ({ raw, romanised: true })),
    ];
    for (const { raw, romanised } of terms) {
      const term = fold(raw);
      if (term.length === 0 || seen.has(term)) continue;
      seen.add(term);
      cues.push({ cue, term: compileTerm(term), blockers: blockersByTerm.get(term) ?? [], romanised });
    }
  }
  compiledCues = cues;
  return cues;
}

/**
 * The brands and companies a text is searched for, their names compiled: the built-in ones (`brands.ts`), or those
 * plus the CMS library's (`extendLibrary`, once per library read). Built-in terms are compiled once per process.
 */
export interface Library {
  readonly brands: readonly KnownBrand[];
  readonly companies: readonly KnownCompany[];
  readonly brandTerms: readonly { brand: KnownBrand; term: CompiledTerm }[];
  readonly companyTerms: readonly { company: KnownCompany; term: CompiledTerm }[];
  brand(key: string): KnownBrand | undefined;
  company(key: string): KnownCompany | undefined;
}

function makeLibrary(
  brands: readonly KnownBrand[],
  companies: readonly KnownCompany[],
  brandTerms: Library['brandTerms'],
  companyTerms: Library['companyTerms'],
): Library {
  const brandByKey = new Map(brands.map((b) => [b.key, b]));
  const companyByKey = new Map(companies.map((c) => [c.key, c]));
  return {
    brands,
    companies,
    brandTerms,
    companyTerms,
    brand: (key) => brandByKey.get(key),
    company: (key) => companyByKey.get(key),
  };
}

let builtIn: Library | undefined;

/** The built-in brands and companies (what `classify` and `eval` use). */
export function builtInLibrary(): Library {
  if (builtIn) return builtIn;
  builtIn = makeLibrary(
    KNOWN_BRANDS,
    KNOWN_COMPANIES,
    KNOWN_BRANDS.flatMap((brand) => brand.names.map((name) => ({ brand, term: compileTerm(fold(name)) }))),
    KNOWN_COMPANIES.flatMap((company) => company.names.map((name) => ({ company, term: compileTerm(fold(name)) }))),
  );
  return builtIn;
}

/** A name shorter than this (after normalising) is not searched for: it would match inside ordinary words. */
const MIN_NAME_LENGTH = 3;

/**
 * Merges extra entries (the library's) into a list: an entry with a known key adds the names it does not have (the
 * known names come first and keep their order); a new key is appended. Returns the merged list and the names
 * that must be compiled, by key.
 */
function merge<T extends { key: string; names: readonly string[] }>(
  known: readonly T[],
  extra: readonly T[],
  combine: (known: T, extra: T, names: string[]) => T,
): { list: T[]; added: Map<string, string[]> } {
  const list = [...known];
  const index = new Map(list.map((entry, i) => [entry.key, i]));
  const added = new Map<string, string[]>();
  for (const entry of extra) {
    const at = index.get(entry.key);
    const current = at === undefined ? undefined : list[at];
    const seen = new Set((current?.names ?? []).map(fold));
    const fresh: string[] = [];
    for (const name of entry.names) {
      const folded = fold(name);
      if (folded.length < MIN_NAME_LENGTH || seen.has(folded)) continue;
      seen.add(folded);
      fresh.push(name.trim());
    }
    if (current && at !== undefined) {
      if (fresh.length === 0) continue;
      list[at] = combine(current, entry, [...current.names, ...fresh]);
    } else {
      if (fresh.length === 0) continue;
      index.set(entry.key, list.length);
      list.push({ ...entry, names: fresh });
    }
    added.set(entry.key, [...(added.get(entry.key) ?? []), ...fresh]);
  }
  return { list, added };
}

/**
 * The base library (built-in by default) plus extra brands and companies, e.g. the CMS library's. Only the new
 * names are compiled. A brand already known keeps its products and company unless it had none.
 */
export function extendLibrary(
  extra: { brands?: readonly KnownBrand[]; companies?: readonly KnownCompany[] },
  base: Library = builtInLibrary(),
): Library {
  const brands = merge(base.brands, extra.brands ?? [], (known, more, names) => ({
    ...known,
    names,
    companyKey: known.companyKey ?? more.companyKey,
    products: known.products.length > 0 ? known.products : more.products,
  }));
  const companies = merge(base.companies, extra.companies ?? [], (known, _more, names) => ({ ...known, names }));
  const brandByKey = new Map(brands.list.map((b) => [b.key, b]));
  const companyByKey = new Map(companies.list.map((c) => [c.key, c]));
  return makeLibrary(
    brands.list,
    companies.list,
    [
      ...base.brandTerms.map(({ brand, term }) => ({ brand: brandByKey.get(brand.key) ?? brand, term })),
      ...[...brands.added].flatMap(([key, names]) =>
        names.map((name) => ({ brand: brandByKey.get(key)!, term: compileTerm(fold(name)) })),
      ),
    ],
    [
      ...base.companyTerms.map(({ company, term }) => ({ company: companyByKey.get(company.key) ?? company, term })),
      ...[...companies.added].flatMap(([key, names]) =>
        names.map((name) => ({ company: companyByKey.get(key)!, term: compileTerm(fold(name)) })),
      ),
    ],
  );
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
  // A match that starts inside a blocking phrase is that phrase, even when a near match runs a letter past its end.
  return (start: number) => spans.some(([a, b]) => a <= start && start < b);
}

/** A pattern's finds as hits of a cue, where the lexicon's terms found nothing over the same stretch. */
function addPatternHits(cues: Map<CueId, CueHit[]>, cue: CueId, term: string, found: LabelMention[], text: string) {
  const list = cues.get(cue) ?? [];
  for (const { start, end } of found) {
    if (list.some((hit) => hit.start < end && start < hit.end)) continue;
    list.push({ cue, term, start, end, found: text.slice(start, end), distance: 0 });
  }
  if (list.length > 0) cues.set(cue, list);
}

/** Searches one text; `library` says which brands and companies to look for (the built-in ones by default). */
export function findEvidence(rawText: string, source: TextSource, library: Library = builtInLibrary()): Evidence {
  const text = normaliseText(rawText);
  const folded = foldForMatching(text);
  const prepared = prepareText(folded);
  const romanisedLao = mayBeRomanisedLao(folded);
  // Typed captions get a budget of their own: people drop a tone mark, OCR misreads whole letters.
  const typed = source !== 'image_ocr';

  const cues = new Map<CueId, CueHit[]>();
  for (const { cue, term, blockers, romanised } of cueTerms()) {
    if (romanised && !romanisedLao) continue;
    const match = findTerm(prepared, term, { typed, blocked: blockedBy(prepared, blockers) });
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

  // What the post says about a label, phrased as the lexicon does not list it.
  addPatternHits(cues, 'label.not_lao', 'label in another language', foreignLanguageLabels(folded), text);
  addPatternHits(cues, 'label.missing_info', 'expiry date missing', missingExpiryDates(folded), text);

  const brands: BrandHit[] = [];
  for (const { brand, term } of library.brandTerms) {
    const match = findTerm(prepared, term, { typed });
    if (!match) continue;
    const same = brands.findIndex((hit) => hit.start < match.end && match.start < hit.end);
    const hit = { ...match, found: text.slice(match.start, match.end), brand };
    // Overlapping names ("ດາວນ້ອຍ" and "ດາວນ້ອຍ ຈູເນຍ"): the longer, more specific name wins.
    if (same < 0) brands.push(hit);
    else if (match.end - match.start > brands[same].end - brands[same].start) brands[same] = hit;
  }

  const companies: CompanyHit[] = [];
  for (const { company, term } of library.companyTerms) {
    if (companies.some((hit) => hit.company.key === company.key)) continue;
    const match = findTerm(prepared, term, { typed });
    if (match) companies.push({ ...match, found: text.slice(match.start, match.end), company });
  }

  return {
    text,
    source,
    cues,
    brands,
    companies,
    ages: findAges(prepared.text),
    brandShapes: findBrandShapes(text),
    hasLao: hasLao(text),
  };
}

export function has(evidence: Evidence, cue: CueId): boolean {
  return (evidence.cues.get(cue)?.length ?? 0) > 0;
}

/** A discount, a gift or a sample is offered: strong promotion that context cannot explain away. */
export function offersInducement(evidence: Evidence): boolean {
  return has(evidence, 'promo.discount') || has(evidence, 'promo.gift') || has(evidence, 'promo.sample');
}

/** The cues of forbidden acts the text shows (promotion, claims, health workers, sponsorship, education, label, CF). */
export function actCuesFound(evidence: Evidence): CueId[] {
  return [...evidence.cues].filter(([cue, cueHits]) => cueHits.length > 0 && isActCue(cue)).map(([cue]) => cue);
}

export function hits(evidence: Evidence, ...cueIds: CueId[]): CueHit[] {
  return cueIds.flatMap((cue) => evidence.cues.get(cue) ?? []);
}
