/**
 * Every route of the site, defined once (spec §2). Components link with these builders, never with strings.
 * Paths are relative to the router's basename `/laos`.
 */
import type { Variant } from '@lcmdp/contract';

export const BASENAME = '/laos';

const suffix = (variant: Variant) => (variant === 'laos' ? '-laos' : '');

export const paths = {
  home: '/home',
  notFound: '/404',
  login: '/user/login',
  newPassword: '/user/new-password',
  resetPassword: '/user/reset-password',
  analysis: '/analysis',
  resourceCenter: '/resource-center',
  accountManagement: '/account-management',
  /** Enforcement cases (staff): the list and one case. */
  cases: '/cases',
  case: (id: string) => `/cases/${encodeURIComponent(id)}`,
  /** Companies (staff): the list, and one company by its key or any spelling of its name. */
  companies: '/companies',
  company: (key: string) => `/companies/${encodeURIComponent(key)}`,
  /** An item opened in its staff review queue. */
  reviewItem: (kind: 'detection' | 'report', variant: Variant, id: string) =>
    `${kind === 'detection' ? `/detection${suffix(variant)}` : `/report${suffix(variant)}`}?item=${encodeURIComponent(id)}`,
  /** Monthly situation reports (staff): generate, list, download. */
  monthlyReports: '/monthly-reports',
  /** The history check (admins): the hash chain over review events and case steps. */
  historyCheck: '/history-check',

  /** Public lists. */
  violation: (variant: Variant, mobile = false) => `/violation${mobile ? '-mobile' : ''}${suffix(variant)}`,
  nonviolation: (variant: Variant, mobile = false) => `/nonviolation${mobile ? '-mobile' : ''}${suffix(variant)}`,
  verified: (variant: Variant) => `/verified${suffix(variant)}`,
  /** Public report form. */
  submitViolation: (variant: Variant, mobile = false) =>
    variant === 'laos' ? `/submit-violation-laos${mobile ? '-mobile' : ''}` : `/submit-violation${mobile ? '-mobile' : ''}`,
  /** Staff queues (the staff workspace). */
  detection: (variant: Variant, mobile = false) => `/detection${mobile ? '-mobile' : ''}${suffix(variant)}`,
  check: (variant: Variant, mobile = false) => `/check${mobile ? '-mobile' : ''}${suffix(variant)}`,
  report: (variant: Variant, mobile = false) => `/report${mobile ? '-mobile' : ''}${suffix(variant)}`,
  /** Staff management of a variant's catalogue: violation codes and types, the data-option library, the law PDF. */
  management: (variant: Variant) => `/management${suffix(variant)}`,

  /** Detail pages. */
  detail: (variant: Variant, id: string) => `/detail${suffix(variant)}/${encodeURIComponent(id)}`,
  detailReport: (variant: Variant, id: string) => `/detail-report${suffix(variant)}/${encodeURIComponent(id)}`,
  detailTracking: (variant: Variant, id: string) => `/detail-tracking${suffix(variant)}/${encodeURIComponent(id)}`,
} as const;

/** The route patterns the router registers, with the variant each one serves. */
export const routePatterns = {
  violation: ['violation', 'violation-mobile', 'violation-laos', 'violation-mobile-laos'],
  nonviolation: ['nonviolation', 'nonviolation-mobile', 'nonviolation-laos', 'nonviolation-mobile-laos'],
  verified: ['verified', 'verified-laos'],
  submitViolation: ['submit-violation', 'submit-violation-laos', 'submit-violation-mobile', 'submit-violation-laos-mobile'],
  detection: ['detection', 'detection-laos', 'detection-mobile', 'detection-mobile-laos'],
  check: ['check', 'check-laos', 'check-mobile', 'check-mobile-laos'],
  report: ['report', 'report-laos', 'report-mobile', 'report-mobile-laos'],
  management: ['management', 'management-laos'],
  detail: ['detail/:id', 'detail-laos/:id'],
  detailReport: ['detail-report/:id', 'detail-report-laos/:id'],
  detailTracking: ['detail-tracking/:id', 'detail-tracking-laos/:id'],
} as const;

/** The variant a route serves: every Laos route has "laos" in its name. */
export function variantOfPath(pathname: string): Variant {
  return pathname.includes('-laos') ? 'laos' : 'international';
}

/** The menu keeps the current tab from the last path segment (spec §2). */
export function currentTab(pathname: string): string {
  const segments = pathname.split('/').filter(Boolean);
  const last = segments[segments.length - 1] ?? 'home';
  // Detail pages keep their list's tab: /detail-laos/abc → detail-laos; a case (a company) keeps the cases (companies) tab.
  return segments.length >= 2 && /^(detail|cases$|companies$)/.test(segments[segments.length - 2])
    ? segments[segments.length - 2]
    : last;
}

export const RESOURCE_CENTER_URL =
  'https://www.who.int/teams/nutrition-and-food-safety/food-and-nutrition-actions-in-health-systems/code-and-subsequent-resolutions';
