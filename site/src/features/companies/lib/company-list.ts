/** The company list's search and sort (done in the browser: the list holds every company, a few hundred at most). */
import type { WireCompany } from '@lcmdp/contract';

export const COMPANY_SORTS = ['weight', 'name', 'items', 'confirmedViolations', 'cases', 'lastDetectedAt'] as const;
export type CompanySort = (typeof COMPANY_SORTS)[number];
export type SortOrder = 'ascend' | 'descend';

/** Lower case, accents and punctuation dropped, spaces squeezed: "Nestlé Co., Ltd." matches "nestle co". */
export function searchForm(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();
}

/** The companies whose name, library names or spellings contain the search. */
export function searchCompanies(list: readonly WireCompany[], q: string): WireCompany[] {
  const wanted = searchForm(q);
  if (!wanted) return [...list];
  return list.filter((c) => [c.name, ...c.spellings, ...c.names.map((n) => n.name)].some((n) => searchForm(n).includes(wanted)));
}

const weight = (a: WireCompany, b: WireCompany) =>
  a.confirmedViolations - b.confirmedViolations || a.cases - b.cases || a.items - b.items;

const COMPARE: Record<CompanySort, (a: WireCompany, b: WireCompany, name: (c: WireCompany) => string) => number> = {
  weight,
  name: (a, b, name) => name(a).localeCompare(name(b)),
  items: (a, b) => a.items - b.items,
  confirmedViolations: (a, b) => a.confirmedViolations - b.confirmedViolations,
  cases: (a, b) => a.cases - b.cases,
  lastDetectedAt: (a, b) => (a.lastDetectedAt ?? '').localeCompare(b.lastDetectedAt ?? ''),
};

/** Sorted by one column (ties by name); `name` gives the name shown in the reader's language. */
export function sortCompanies(
  list: readonly WireCompany[],
  sort: CompanySort,
  order: SortOrder,
  name: (c: WireCompany) => string,
): WireCompany[] {
  const sign = order === 'ascend' ? 1 : -1;
  return [...list].sort((a, b) => sign * COMPARE[sort](a, b, name) || name(a).localeCompare(name(b)));
}

/** The order a column starts in when chosen: names A→Z, counts and dates largest first. */
export const defaultOrder = (sort: CompanySort): SortOrder => (sort === 'name' ? 'ascend' : 'descend');
