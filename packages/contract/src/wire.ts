/**
 * Response shapes of /api-laos. Field names follow the legacy contract (`_id`, `status`, `violation`, `route`,
 * snake_case like `full_name`), whatever the stored attribute is called.
 */
import type {
  DataOptionKind,
  DetectionOrigin,
  Locale,
  ObservationPlace,
  OperatorDecision,
  ProductType,
  ReportCategory,
  ReviewStatus,
  StaffRole,
  SupervisorDecision,
  Variant,
  ViolationGroup,
} from './vocabulary';

export interface LocalizedName {
  locale: 'lo' | 'en';
  name: string;
}

export interface WireImage {
  url: string;
  name: string;
  width: number | null;
  height: number | null;
  mime: string;
}

export interface WireViolationCode {
  _id: string;
  code: string;
  variant: Variant;
  group: ViolationGroup;
  names: LocalizedName[];
  /** The legal reference in English (the citation as written in the source), and in Lao when an editor gave it. */
  legal_reference: string | null;
  legal_reference_lo: string | null;
  /** Whether an editor has checked the reference against the law's text; a marker for staff only. */
  reference_confirmed: boolean;
}

export interface WireViolationType {
  _id: string;
  key: string;
  variant: Variant;
  color: string;
  violations: (LocalizedName & { color: string })[];
}

export interface WireActor {
  _id: number;
  full_name: string | null;
}

/** Review fields common to detections and reports. Staff-only fields are absent from public responses. */
export interface WireReviewFields {
  _id: string;
  variant: Variant;
  route: string;
  status: ReviewStatus;
  lcmdp_status: 'suspected_violation' | 'non_violation' | null;
  supervisor_status: SupervisorDecision | null;
  supervisor_at: string | null;
  operator_status: OperatorDecision | null;
  operator_at: string | null;
  approved_at: string | null;
  violation: number;
  violation_codes: WireViolationCode[];
  violation_types: WireViolationType[];
  tracking_date: string | null;
  company: string | null;
  brand: string | null;
  product_type: ProductType | null;
  images: WireImage[];
  created_at: string;
  /** Staff only. */
  supervisor?: WireActor | null;
  operator?: WireActor | null;
  archived?: boolean;
  ai_score?: number | null;
  ai_findings?: unknown[];
}

export interface WireDetection extends WireReviewFields {
  kind: 'detection';
  origin: DetectionOrigin;
  platform: string;
  link: string;
  caption: string | null;
  crawl_date: string;
  public_date: string | null;
  evidence?: {
    screenshot: { url: string; sha256: string | null } | null;
    html?: { url: string; sha256: string | null } | null;
  };
  /** Staff only: how often the detector has seen this ad (1 = only the first time), and where. */
  seen_count?: number;
  /** Staff only: the latest crawl that saw the ad (the first one until it is seen again). */
  last_seen_at?: string | null;
  /** Staff only: the other pages the ad was seen on, latest last (bounded; see SEEN_URLS_MAX). */
  seen_urls?: string[];
  /** Staff only: the classifier version that produced the finding. */
  ai_model_version?: string | null;
  /** Staff only: the key of the monitored source the finding came from. */
  source_key?: string | null;
}

/** How many pages a detection remembers having been seen on again (the latest ones). */
export const SEEN_URLS_MAX = 20;

export interface WireReport extends WireReviewFields {
  kind: 'report';
  observed_on: string;
  province: string;
  place: ObservationPlace | null;
  category: ReportCategory;
  details: string[];
  activity: string | null;
  url: string | null;
  suspected_text: string | null;
  suspected_link: string | null;
  description: string | null;
  /** Staff only: the reporter's free text, which often carries a phone number. */
  additional_info?: string | null;
  /** Staff only: the reporter's confidential contact details. */
  reporter?: { full_name: string | null; email: string | null; organisation: string | null } | null;
}

export interface Page<T> {
  data: T[];
  meta: { pagination: { page: number; pageSize: number; pageCount: number; total: number } };
}

export interface WireUser {
  _id: number;
  user_id: number;
  email: string;
  full_name: string | null;
  phone_number: string | null;
  role: StaffRole | null;
}

export interface LoginResponse {
  user: WireUser;
  user_id: number;
  role: StaffRole;
  token: string;
}

export interface WireDataOption {
  _id: string;
  kind: DataOptionKind;
  variant: Variant | 'both';
  key: string;
  names: LocalizedName[];
  /** Other spellings of the name (companies and brands), as the analysis resolves them. */
  aliases: string[];
  parent_key: string | null;
  images: WireImage[];
  url?: string | null;
  platform?: string | null;
  interval_minutes?: number | null;
  active: boolean;
}

/** One law PDF (get_law_files). */
export interface WireLawFile {
  url: string;
  name: string;
  updated_at: string;
}

/**
 * A variant's law: at the top level the Lao text's PDF, or the English translation when there is no Lao one (the
 * shape callers had before there were two); `files` gives each language's PDF (null when none is uploaded).
 */
export interface WireVariantLaw extends WireLawFile {
  files: Record<Locale, WireLawFile | null>;
}

/** get_law_files: each variant's law, null while neither language has a PDF. */
export type WireLawFiles = Record<Variant, WireVariantLaw | null>;

export interface WireReviewEvent {
  _id: string;
  level: 'ai' | 'supervisor' | 'operator' | 'public' | 'staff';
  action: 'created' | 'status' | 'codes' | 'types' | 'violation_count' | 'archive' | 'seen_again';
  from_status: string | null;
  to_status: string | null;
  codes: string[] | null;
  types: string[] | null;
  at: string;
  /** Staff only. */
  actor?: WireActor | null;
  note?: string | null;
}

export interface StatusResponse {
  status: 'success' | 'error';
  message?: string;
}

/** One bar of an analysis breakdown: `key` is the stored value (company name, code, platform, province key...). */
export interface AnalysisBucket {
  key: string;
  count: number;
  /** A company or brand the data-option library knows: `key` is the option's key, these are its names. */
  names?: LocalizedName[];
}

/**
 * GET /get_analysis: staff figures for a period (spec §2 "Analysis with start date, end date and violation
 * status"). Counts detections and reports together; each breakdown is sorted by count, largest first.
 */
export interface AnalysisResponse {
  from: string | null;
  to: string | null;
  status: ReviewStatus[];
  variant: Variant | null;
  total: number;
  /** One row per day (periods up to 92 days) or per month (longer periods), oldest first, gaps filled with 0. */
  over_time: { period: string; detection: number; report: number }[];
  by_company: AnalysisBucket[];
  by_brand: AnalysisBucket[];
  by_code: AnalysisBucket[];
  /** Detections by the platform they were found on. */
  by_platform: AnalysisBucket[];
  /** Reports by the category of the place they were seen in. */
  by_place: AnalysisBucket[];
  by_province: AnalysisBucket[];
  by_variant: AnalysisBucket[];
  /** Company and brand names as typed that the data-option library does not know, for an editor to map. */
  unresolved: { company: AnalysisBucket[]; brand: AnalysisBucket[] };
  /** Enforcement cases in the period and variant (issue 13 point 7). */
  enforcement: EnforcementFigures;
}

/** Enforcement figures of a period and variant: cases opened and decided, ads removed, median days to removal. */
export interface EnforcementFigures {
  cases_opened: number;
  cases_decided: number;
  /** Items of cases whose removal was verified in the period. */
  ads_removed: number;
  /** Median days from an item's detection or report to its verified removal; null when none was removed. */
  median_days_to_removal: number | null;
}

/**
 * One line of GET /export_decisions (application/x-ndjson): an item whose operator-level decision is final, as the
 * detector's training reads `decisions/*.jsonl` (detector/README.md). Never the reporter's details.
 */
export interface DecisionLine {
  /** `det_<documentId>` or `rep_<documentId>`. */
  id: string;
  variant: Variant;
  /** The caption (detections) or the report's description, activity and suspected text. */
  text: string;
  decision: 'violation' | 'non_violation';
  /** Violation codes chosen for the item (code strings), sorted. */
  codes: string[];
  /** Contract violation groups of those codes, sorted, without repeats. */
  groups: ViolationGroup[];
  /** Absent when the item has no product type. */
  productType?: ProductType;
  /** When the operator decided (ISO). */
  decidedAt: string;
}
