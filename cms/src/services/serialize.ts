/**
 * Stored items → wire shapes. The public shape is built field by field (never by removing fields from the
 * stored record), so the reporter's contact details and free text and the staff-only review fields cannot leak.
 */
import type {
  LocalizedName,
  WireActor,
  WireDetection,
  WireReport,
  WireReviewEvent,
  WireReviewFields,
  WireViolationCode,
  WireViolationType,
} from '@lcmdp/contract';
import { isApproved } from '../domain/review-chain';
import { toWireImages, type MediaFile } from './media';

export interface StoredCode {
  documentId: string;
  code: string;
  variant: WireViolationCode['variant'];
  group: WireViolationCode['group'];
  nameLo: string;
  nameEn?: string | null;
  legalReference?: string | null;
  legalReferenceLo?: string | null;
  referenceConfirmed?: boolean | null;
}

export interface StoredType {
  documentId: string;
  key: string;
  variant: WireViolationType['variant'];
  nameLo: string;
  nameEn?: string | null;
  color: string;
}

interface StoredUser {
  id: number;
  fullName?: string | null;
}

export interface StoredReviewFields {
  id: number;
  documentId: string;
  variant: WireReviewFields['variant'];
  reviewStatus: WireReviewFields['status'];
  aiStatus?: WireReviewFields['lcmdp_status'];
  aiScore?: number | string | null;
  aiFindings?: unknown[] | null;
  supervisorStatus?: WireReviewFields['supervisor_status'];
  supervisorBy?: StoredUser | null;
  supervisorAt?: string | null;
  operatorStatus?: WireReviewFields['operator_status'];
  operatorBy?: StoredUser | null;
  operatorAt?: string | null;
  approvedAt?: string | null;
  violationCodes?: StoredCode[] | null;
  violationTypes?: StoredType[] | null;
  violationCount?: number | null;
  trackedAt?: string | null;
  archived: boolean;
  company?: string | null;
  brand?: string | null;
  productType?: WireReviewFields['product_type'];
  images?: MediaFile[] | null;
  createdAt: string;
}

export interface StoredDetection extends StoredReviewFields {
  origin: WireDetection['origin'];
  platform: string;
  pageUrl: string;
  caption?: string | null;
  crawledAt: string;
  postedAt?: string | null;
  evidenceScreenshot?: MediaFile | null;
  evidenceHtml?: MediaFile | null;
  /** SHA-256 of each evidence file, by role: `screenshot`, `html`, `image:<n>`. */
  evidenceHashes?: Record<string, string> | null;
  seenCount?: number | null;
  lastSeenAt?: string | null;
  seenUrls?: string[] | null;
  aiModelVersion?: string | null;
  sourceKey?: string | null;
}

export interface StoredReport extends StoredReviewFields {
  observedOn: string;
  province: string;
  category: WireReport['category'];
  details?: string[] | null;
  activity?: string | null;
  url?: string | null;
  suspectedText?: string | null;
  suspectedLink?: string | null;
  description?: string | null;
  additionalInfo?: string | null;
  reporter?: { fullName?: string | null; email?: string | null; organisation?: string | null } | null;
}

export function names(lo: string, en?: string | null): LocalizedName[] {
  return en
    ? [
        { locale: 'lo', name: lo },
        { locale: 'en', name: en },
      ]
    : [{ locale: 'lo', name: lo }];
}

export function toWireCode(c: StoredCode): WireViolationCode {
  return {
    _id: c.documentId,
    code: c.code,
    variant: c.variant,
    group: c.group,
    names: names(c.nameLo, c.nameEn),
    legal_reference: c.legalReference ?? null,
    legal_reference_lo: c.legalReferenceLo ?? null,
    reference_confirmed: Boolean(c.referenceConfirmed),
  };
}

export function toWireType(t: StoredType): WireViolationType {
  return {
    _id: t.documentId,
    key: t.key,
    variant: t.variant,
    color: t.color,
    violations: names(t.nameLo, t.nameEn).map((n) => ({ ...n, color: t.color })),
  };
}

const actor = (u?: StoredUser | null): WireActor | null => (u ? { _id: u.id, full_name: u.fullName ?? null } : null);

/** The page an item is listed on (the site links to `detail*` pages from there). */
export function routeOf(kind: 'detection' | 'report', item: StoredReviewFields & { origin?: string }): string {
  const suffix = item.variant === 'laos' ? '-laos' : '';
  if (kind === 'report') return (isApproved(item) ? 'verified' : 'report') + suffix;
  if (item.archived) return `archived${suffix}`;
  if (isApproved(item)) return (item.reviewStatus === 'violation' ? 'violation' : 'nonviolation') + suffix;
  return (item.origin === 'check' ? 'check' : 'detection') + suffix;
}

function reviewFields(
  kind: 'detection' | 'report',
  item: StoredReviewFields & { origin?: string },
  staff: boolean,
): WireReviewFields {
  const base: WireReviewFields = {
    _id: item.documentId,
    variant: item.variant,
    route: routeOf(kind, item),
    status: item.reviewStatus,
    lcmdp_status: item.aiStatus ?? null,
    supervisor_status: item.supervisorStatus ?? null,
    supervisor_at: item.supervisorAt ?? null,
    operator_status: item.operatorStatus ?? null,
    operator_at: item.operatorAt ?? null,
    approved_at: item.approvedAt ?? null,
    violation: item.violationCount ?? 0,
    violation_codes: (item.violationCodes ?? []).map(toWireCode),
    violation_types: (item.violationTypes ?? []).map(toWireType),
    tracking_date: item.trackedAt ?? null,
    company: item.company ?? null,
    brand: item.brand ?? null,
    product_type: item.productType ?? null,
    images: toWireImages(item.images),
    created_at: item.createdAt,
  };
  if (!staff) return base;
  return {
    ...base,
    supervisor: actor(item.supervisorBy),
    operator: actor(item.operatorBy),
    archived: item.archived,
    ai_score: item.aiScore === null || item.aiScore === undefined ? null : Number(item.aiScore),
    ai_findings: item.aiFindings ?? [],
  };
}

export function toWireDetection(d: StoredDetection, staff: boolean): WireDetection {
  const hashes = d.evidenceHashes ?? {};
  const evidence = (file: MediaFile | null | undefined, role: 'screenshot' | 'html') =>
    file ? { url: file.url, sha256: hashes[role] ?? null } : null;
  const wire: WireDetection = {
    ...reviewFields('detection', d, staff),
    kind: 'detection',
    origin: d.origin,
    platform: d.platform,
    link: d.pageUrl,
    caption: d.caption ?? null,
    crawl_date: d.crawledAt,
    public_date: d.postedAt ?? null,
    evidence: staff
      ? { screenshot: evidence(d.evidenceScreenshot, 'screenshot'), html: evidence(d.evidenceHtml, 'html') }
      : { screenshot: evidence(d.evidenceScreenshot, 'screenshot') },
  };
  if (!staff) return wire;
  return {
    ...wire,
    // Items stored before "seen again" existed were seen once, when crawled.
    seen_count: d.seenCount ?? 1,
    last_seen_at: d.lastSeenAt ?? d.crawledAt,
    seen_urls: Array.isArray(d.seenUrls) ? d.seenUrls : [],
    ai_model_version: d.aiModelVersion ?? null,
    source_key: d.sourceKey ?? null,
  };
}

const PLACE_OF_CATEGORY = {
  promotion_to_public: 'public_promotion',
  promotion_at_point_of_sale: 'points_of_sale',
  inappropriate_labeling: 'points_of_sale',
  health_settings_workers: 'health_settings',
} as const;

export function toWireReport(r: StoredReport, staff: boolean): WireReport {
  const wire: WireReport = {
    ...reviewFields('report', r, staff),
    kind: 'report',
    observed_on: r.observedOn,
    province: r.province,
    place: PLACE_OF_CATEGORY[r.category] ?? null,
    category: r.category,
    details: r.details ?? [],
    activity: r.activity ?? null,
    url: r.url ?? null,
    suspected_text: r.suspectedText ?? null,
    suspected_link: r.suspectedLink ?? null,
    description: r.description ?? null,
  };
  if (staff) {
    // Reporters write phone numbers here: it stays with staff, like the contact block.
    wire.additional_info = r.additionalInfo ?? null;
    wire.reporter = r.reporter
      ? { full_name: r.reporter.fullName ?? null, email: r.reporter.email ?? null, organisation: r.reporter.organisation ?? null }
      : null;
  }
  return wire;
}

export interface StoredReviewEvent {
  documentId: string;
  level: WireReviewEvent['level'];
  action: WireReviewEvent['action'];
  fromStatus?: string | null;
  toStatus?: string | null;
  codes?: string[] | null;
  types?: string[] | null;
  at: string;
  actor?: StoredUser | null;
  actorLabel?: string | null;
  note?: string | null;
}

export function toWireEvent(e: StoredReviewEvent, staff: boolean): WireReviewEvent {
  const wire: WireReviewEvent = {
    _id: e.documentId,
    level: e.level,
    action: e.action,
    from_status: e.fromStatus ?? null,
    to_status: e.toStatus ?? null,
    codes: e.codes ?? null,
    types: e.types ?? null,
    at: e.at,
  };
  if (staff) {
    wire.actor = e.actor ? actor(e.actor) : e.actorLabel ? { _id: 0, full_name: e.actorLabel } : null;
    wire.note = e.note ?? null;
  }
  return wire;
}
