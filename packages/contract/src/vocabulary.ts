/**
 * The platform's fixed vocabularies (spec §3, §4). Keys are stable identifiers stored in the database and sent
 * over the wire; human labels (Lao and English) live with the CMS data options and the site's translations.
 */

export const VARIANTS = ['international', 'laos'] as const;
export type Variant = (typeof VARIANTS)[number];

/** Review status keys (spec §4). `status` on the wire, `reviewStatus` in the database. */
export const REVIEW_STATUSES = [
  'suspected_violation',
  'reviewing',
  'pending_approval',
  'to_be_updated',
  'violation',
  'non_violation',
] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** Statuses that end the chain once an operator approves them; only these items are public. */
export const FINAL_STATUSES = ['violation', 'non_violation'] as const satisfies readonly ReviewStatus[];
export type FinalStatus = (typeof FINAL_STATUSES)[number];

/** A supervisor's decision (spec §4 "supervisor decides"). */
export const SUPERVISOR_DECISIONS = ['violation', 'non_violation', 'to_be_updated'] as const;
export type SupervisorDecision = (typeof SUPERVISOR_DECISIONS)[number];

/** An operator approves the supervisor's decision (`violation` / `non_violation`) or sends it back. */
export const OPERATOR_DECISIONS = ['violation', 'non_violation', 'to_be_updated'] as const;
export type OperatorDecision = (typeof OPERATOR_DECISIONS)[number];

export const ARCHIVE_FLAGS = ['archived', 'no_archive'] as const;
export type ArchiveFlag = (typeof ARCHIVE_FLAGS)[number];

export const REVIEW_LEVELS = ['ai', 'supervisor', 'operator'] as const;
export type ReviewLevel = (typeof REVIEW_LEVELS)[number];

export const STAFF_ROLES = ['supervisor', 'operator', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const PRODUCT_TYPES = [
  'infant_formula',
  'follow_on_formula',
  'grow_on_formula',
  'bottles_teats',
  'complementary_food',
  'complementary_food_inappropriate_label',
] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** Where the suspected violation was found (report form). */
export const OBSERVATION_PLACES = ['health_settings', 'points_of_sale', 'public_promotion'] as const;
export type ObservationPlace = (typeof OBSERVATION_PLACES)[number];

/** The four report categories whose detail list depends on the category (spec §3). */
export const REPORT_CATEGORIES = [
  'promotion_to_public',
  'promotion_at_point_of_sale',
  'inappropriate_labeling',
  'health_settings_workers',
] as const;
export type ReportCategory = (typeof REPORT_CATEGORIES)[number];

export const PROMOTION_KINDS = [
  'poster',
  'banner',
  'special_cabinets',
  'coupons',
  'stamp',
  'price_reduction',
  'buy1get1',
  'lucky_draw_tickets',
  'gifts_free_items',
  'product_samples',
  'cross_promotion',
  'company_materials',
  'sales_representatives',
  'gifts_for_mothers',
  'company_events',
  'donation',
  'inappropriate_display',
  'any_product',
  'relevant_materials',
] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

export const LABEL_PROBLEMS = [
  'not_in_lao',
  'difficult_to_read',
  'no_age',
  'no_preparation_methods',
  'no_breastfeeding',
  'pictures_children',
  'health_claims',
  'no_expiration_date',
  'expired',
  'contact_company',
] as const;
export type LabelProblem = (typeof LABEL_PROBLEMS)[number];

/** Details a reporter may pick for each category. Health settings reuse the promotion kinds that apply there. */
export const CATEGORY_DETAILS: Record<ReportCategory, readonly string[]> = {
  promotion_to_public: PROMOTION_KINDS,
  promotion_at_point_of_sale: PROMOTION_KINDS,
  inappropriate_labeling: LABEL_PROBLEMS,
  health_settings_workers: [
    'product_samples',
    'gifts_free_items',
    'company_materials',
    'sales_representatives',
    'company_events',
    'donation',
    'relevant_materials',
    'poster',
  ],
};

/** The 18 first-level administrative divisions of Lao PDR (17 provinces and Vientiane Capital). */
export const PROVINCES = [
  'vientiane_capital',
  'phongsaly',
  'luang_namtha',
  'oudomxay',
  'bokeo',
  'luang_prabang',
  'houaphanh',
  'xayaboury',
  'xiengkhouang',
  'vientiane_province',
  'borikhamxay',
  'khammouane',
  'savannakhet',
  'salavan',
  'sekong',
  'champasak',
  'attapeu',
  'xaysomboun',
] as const;
export type Province = (typeof PROVINCES)[number];

/** Violation code groups (spec §3, domain notes). */
export const VIOLATION_GROUPS = [
  'promotion_to_public',
  'labeling_required_text',
  'prohibited_text',
  'information_education',
  'information_health_workers',
  'sponsorship_conflict_of_interest',
  'complementary_foods',
] as const;
export type ViolationGroup = (typeof VIOLATION_GROUPS)[number];

/** Kinds of entries in the reviewers' data-option library. */
export const DATA_OPTION_KINDS = [
  'company',
  'brand',
  'product_type',
  'place',
  'promotion_kind',
  'label_problem',
  'source',
] as const;
export type DataOptionKind = (typeof DATA_OPTION_KINDS)[number];

/** Data-option kinds the public may read (the report form needs them); sources are staff-only. */
export const PUBLIC_DATA_OPTION_KINDS: readonly DataOptionKind[] = [
  'company',
  'brand',
  'product_type',
  'place',
  'promotion_kind',
  'label_problem',
];

export const DETECTION_ORIGINS = ['crawler', 'check'] as const;
export type DetectionOrigin = (typeof DETECTION_ORIGINS)[number];

export const LOCALES = ['lo', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

/**
 * Why the review chain refused a change: the stable code the CMS sends as `error.details.reason` with a 409 (and
 * with the 403 of a level the role cannot act at), next to an English message. The site translates the codes.
 */
export const REVIEW_REFUSAL_REASONS = [
  /** The caller's role does not act at this level (a supervisor at the operator level, say). */
  'level_not_allowed',
  /** The item is archived: restore it before reviewing or changing it. */
  'archived',
  /** An operator approved the item: only an admin can reopen it or change its codes. */
  'approved_admin_only',
  /** Already approved: a new supervisor decision is needed before the operator acts again. */
  'approved_needs_supervisor',
  /** The supervisor has not decided yet: the operator acts after the supervisor. */
  'supervisor_first',
  /** The operator approves the supervisor's decision or sends the item back, nothing else. */
  'must_match_supervisor',
  /** Someone else changed the item meanwhile: reload it and decide again. */
  'stale_item',
] as const;
export type ReviewRefusalReason = (typeof REVIEW_REFUSAL_REASONS)[number];

/** get_analysis breakdowns: the bucket adding up everything past the largest ones (CMS and site agree on it). */
export const OTHER_BUCKET = '__other__';
/** The bucket of items that name no value (no company, no violation code yet...). */
export const NONE_BUCKET = '';
