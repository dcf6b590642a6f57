/**
 * Companies (issue 13 point 2): the items and cases of one company, however its name was typed, and who is a repeat
 * offender. A company is the data-option library's option its name resolves to (domain/name-resolution), or, for a
 * name the library does not know, every spelling that normalises alike. Pure: the companies service loads the rows.
 */
import type { LocalizedName, Variant, WireCompany } from '@lcmdp/contract';
import { normalizeName, type LibraryName } from './name-resolution';

/** A repeat offender: 2 or more confirmed violations, or 2 or more cases. */
export const REPEAT_OFFENDER_THRESHOLD = 2;

export function isRepeatOffender(counts: { confirmedViolations: number; cases: number }): boolean {
  return counts.confirmedViolations >= REPEAT_OFFENDER_THRESHOLD || counts.cases >= REPEAT_OFFENDER_THRESHOLD;
}

export interface ResolvedCompany {
  key: string;
  /** The library's option, when it knows the name. */
  option: LibraryName | null;
}

/**
 * The company a typed name (or a key from the list) stands for, or null for an empty name. The library's option
 * when one of its keys, names or spellings matches; else the normalised name, so "Acme Co., Ltd." and "ACME" are one.
 */
export function resolveCompany(name: string | null | undefined, index: ReadonlyMap<string, LibraryName>): ResolvedCompany | null {
  const normal = normalizeName(name ?? '');
  if (!normal) return null;
  const option = index.get(normal);
  return option ? { key: option.key, option } : { key: normal, option: null };
}

/** What the counts read of an item. */
export interface CompanyItemFacts {
  variant: Variant;
  company: string | null;
  reviewStatus: string;
  operatorStatus: string | null;
  /** The newest item's date, when the facts stand for several items. */
  createdAt: string;
  /** How many items these facts stand for (items grouped by name, variant and statuses); 1 when absent. */
  count?: number;
}

/** What the counts read of a case. */
export interface CompanyCaseFacts {
  variant: Variant;
  company: string;
  stage: string;
  /** Items still in the case: a case whose items were all joined into another ended as merged and is not counted. */
  itemCount: number;
}

/** Confirmed by an operator as a violation (the same test as joining items into a case). */
export const isConfirmedViolation = (item: Pick<CompanyItemFacts, 'reviewStatus' | 'operatorStatus'>) =>
  item.reviewStatus === 'violation' && item.operatorStatus === 'violation';

/** Cases that count: not merged away into another case. */
export const countsAsCase = (c: Pick<CompanyCaseFacts, 'itemCount'>) => c.itemCount > 0;

interface Tally {
  key: string;
  option: LibraryName | null;
  spellings: Map<string, number>;
  variants: Set<Variant>;
  items: number;
  confirmedViolations: number;
  cases: number;
  openCases: number;
  lastDetectedAt: string | null;
}

const namesOf = (option: LibraryName | null): LocalizedName[] => option?.names ?? [];

/**
 * Every company named by an item or a case, with its counts, most confirmed violations first (then most cases, most
 * items, name). Items and cases without a company name are left out.
 */
export function summarizeCompanies(
  items: readonly CompanyItemFacts[],
  cases: readonly CompanyCaseFacts[],
  index: ReadonlyMap<string, LibraryName>,
): WireCompany[] {
  const tallies = new Map<string, Tally>();
  const tallyOf = (name: string | null): Tally | null => {
    const resolved = resolveCompany(name, index);
    if (!resolved) return null;
    let tally = tallies.get(resolved.key);
    if (!tally) {
      tally = {
        key: resolved.key,
        option: resolved.option,
        spellings: new Map(),
        variants: new Set(),
        items: 0,
        confirmedViolations: 0,
        cases: 0,
        openCases: 0,
        lastDetectedAt: null,
      };
      tallies.set(resolved.key, tally);
    }
    return tally;
  };
  for (const item of items) {
    const tally = tallyOf(item.company);
    if (!tally) continue;
    const n = item.count ?? 1;
    const typed = item.company!.trim();
    tally.spellings.set(typed, (tally.spellings.get(typed) ?? 0) + n);
    tally.variants.add(item.variant);
    tally.items += n;
    if (isConfirmedViolation(item)) tally.confirmedViolations += n;
    if (!tally.lastDetectedAt || item.createdAt > tally.lastDetectedAt) tally.lastDetectedAt = item.createdAt;
  }
  for (const c of cases) {
    if (!countsAsCase(c)) continue;
    const tally = tallyOf(c.company);
    if (!tally) continue;
    const typed = c.company.trim();
    if (!tally.spellings.has(typed)) tally.spellings.set(typed, 0);
    tally.variants.add(c.variant);
    tally.cases += 1;
    if (c.stage !== 'closed') tally.openCases += 1;
  }
  return [...tallies.values()].map(toCompany).sort(byWeight);
}

function toCompany(t: Tally): WireCompany {
  const spellings = [...t.spellings.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([s]) => s);
  const english = t.option?.names.find((n) => n.locale === 'en')?.name;
  return {
    key: t.key,
    name: spellings[0] ?? english ?? t.option?.names[0]?.name ?? t.key,
    names: namesOf(t.option),
    known: t.option !== null,
    spellings,
    variants: (['international', 'laos'] as const).filter((v) => t.variants.has(v)),
    items: t.items,
    confirmedViolations: t.confirmedViolations,
    cases: t.cases,
    openCases: t.openCases,
    lastDetectedAt: t.lastDetectedAt,
    repeatOffender: isRepeatOffender(t),
  };
}

function byWeight(a: WireCompany, b: WireCompany): number {
  return b.confirmedViolations - a.confirmedViolations || b.cases - a.cases || b.items - a.items || a.name.localeCompare(b.name);
}

/** Whether a company matches a search: any of its names or spellings contains the words searched, normalised. */
export function companyMatches(company: WireCompany, q: string | undefined): boolean {
  const wanted = normalizeName(q ?? '');
  if (!wanted) return true;
  return [company.key, company.name, ...company.spellings, ...company.names.map((n) => n.name)].some((name) =>
    normalizeName(name).includes(wanted),
  );
}
