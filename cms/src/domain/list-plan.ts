/**
 * What a list request means: which kind of item, which variant, which statuses, and whether only
 * operator-approved items may appear. Pure; the items service turns a plan into a database query.
 */
import {
  FINAL_STATUSES,
  LIMITS,
  type DetectionOrigin,
  type ListQuery,
  type ListRoute,
  type ReviewStatus,
  type Variant,
} from '@lcmdp/contract';

export type ItemKind = 'detection' | 'report';

export interface ListPlan {
  kind: ItemKind;
  variant?: Variant;
  origin?: DetectionOrigin;
  statuses: ReviewStatus[];
  /** Only operator-approved items (every public list, whoever asks). */
  approvedOnly: boolean;
  archived: boolean | 'all';
  q?: string;
  from?: string;
  to?: string;
  sort: 'newest' | 'oldest';
  page: number;
  pageSize: number;
}

interface RouteMeaning {
  kind: ItemKind;
  origin?: DetectionOrigin;
  statuses?: ReviewStatus[];
  approvedOnly: boolean;
  archived: boolean;
}

const MEANINGS: Record<string, RouteMeaning> = {
  detection: { kind: 'detection', origin: 'crawler', approvedOnly: false, archived: false },
  check: { kind: 'detection', origin: 'check', approvedOnly: false, archived: false },
  report: { kind: 'report', approvedOnly: false, archived: false },
  archived: { kind: 'detection', approvedOnly: false, archived: true },
  violation: { kind: 'detection', statuses: ['violation'], approvedOnly: true, archived: false },
  nonviolation: { kind: 'detection', statuses: ['non_violation'], approvedOnly: true, archived: false },
  verified: { kind: 'report', statuses: [...FINAL_STATUSES], approvedOnly: true, archived: false },
};

export function routeVariant(route: string): Variant {
  return route.endsWith('-laos') ? 'laos' : 'international';
}

export function isPublicRoute(route: ListRoute): boolean {
  return MEANINGS[route.replace(/-laos$/, '')].approvedOnly;
}

export type PlanResult = { ok: true; plan: ListPlan } | { ok: false; status: 401 | 403; reason: string };

const FINAL: readonly string[] = FINAL_STATUSES;

/** Narrows the requested statuses to the ones a list can show; an empty request means all of them. */
function pickStatuses(requested: string[], allowed?: ReviewStatus[]): ReviewStatus[] | null {
  const asked = requested.filter((s) => s !== 'all') as ReviewStatus[];
  if (!allowed) return asked;
  if (asked.length === 0) return allowed;
  const kept = asked.filter((s) => allowed.includes(s));
  return kept.length ? kept : null;
}

/** A list's filters; paging is optional (an export reads every matching item, batch after batch). */
export type ListFilters = Omit<ListQuery, 'page' | 'pageSize'> & Partial<Pick<ListQuery, 'page' | 'pageSize'>>;

function common(query: ListFilters) {
  return {
    q: query.q || undefined,
    from: query.from,
    to: query.to,
    sort: query.sort,
    page: query.page ?? 1,
    pageSize: query.pageSize ?? LIMITS.pageSizeDefault,
  };
}

/** get_data_from_route (and export_data): the list a site page shows. */
export function planForRoute(route: ListRoute, query: ListFilters, isStaff: boolean): PlanResult {
  const meaning = MEANINGS[route.replace(/-laos$/, '')];
  if (!meaning.approvedOnly && !isStaff) {
    return { ok: false, status: 401, reason: 'Sign in as staff to see this list' };
  }
  const statuses = pickStatuses(query.status, meaning.statuses);
  if (statuses === null) {
    return { ok: false, status: 403, reason: `The ${route} list shows only ${meaning.statuses?.join(' and ')} items` };
  }
  return {
    ok: true,
    plan: {
      kind: meaning.kind,
      variant: routeVariant(route),
      origin: meaning.origin,
      statuses,
      approvedOnly: meaning.approvedOnly,
      archived: isStaff && !meaning.approvedOnly && query.archived ? parseArchived(query.archived) : meaning.archived,
      ...common(query),
    },
  };
}

function parseArchived(value: 'true' | 'false' | 'all'): boolean | 'all' {
  return value === 'all' ? 'all' : value === 'true';
}

/** get_data: detections by status; the public sees operator-approved ones only. */
export function planForDetections(query: ListQuery, isStaff: boolean): PlanResult {
  const requested = query.status.filter((s) => s !== 'all');
  if (!isStaff && requested.some((s) => !FINAL.includes(s))) {
    return { ok: false, status: 403, reason: 'Only confirmed violations and non-violations are public' };
  }
  return {
    ok: true,
    plan: {
      kind: 'detection',
      variant: query.variant,
      statuses: isStaff ? (requested as ReviewStatus[]) : ((requested.length ? requested : FINAL) as ReviewStatus[]),
      approvedOnly: !isStaff,
      archived: isStaff && query.archived ? parseArchived(query.archived) : false,
      ...common(query),
    },
  };
}
