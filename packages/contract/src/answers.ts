/**
 * The answers of /api-laos as zod schemas: the response shapes of wire.ts (each checked against its interface in
 * answers-types.check.ts, so the two cannot drift) and the small envelopes the routes answer with. The CMS's route
 * table declares them per route and derives the OpenAPI document from them; a client may parse an answer with them.
 * Descriptions are documentation only (they end up in the OpenAPI document).
 */
import { z } from 'zod';
import {
  DATA_OPTION_KINDS,
  DETECTION_ORIGINS,
  OBSERVATION_PLACES,
  OPERATOR_DECISIONS,
  PRODUCT_TYPES,
  REPORT_CATEGORIES,
  REVIEW_REFUSAL_REASONS,
  REVIEW_STATUSES,
  STAFF_ROLES,
  SUPERVISOR_DECISIONS,
  VARIANTS,
  VIOLATION_GROUPS,
} from './vocabulary';
import { detectionIntakeAnswerSchema } from './schemas';
import { SEEN_URLS_MAX } from './wire';

const dateTime = () => z.string().meta({ format: 'date-time' });
const date = () => z.string().meta({ format: 'date' });
const staffOnly = <T extends z.ZodType>(schema: T, note = 'Staff only') => schema.optional().describe(note);

export const localizedNameSchema = z.object({ locale: z.enum(['lo', 'en']), name: z.string() });

export const wireImageSchema = z.object({
  url: z.string(),
  name: z.string(),
  width: z.int().nullable(),
  height: z.int().nullable(),
  mime: z.string(),
});

export const wireActorSchema = z.object({ _id: z.int(), full_name: z.string().nullable() });

export const wireViolationCodeSchema = z.object({
  _id: z.string(),
  code: z.string(),
  variant: z.enum(VARIANTS),
  group: z.enum(VIOLATION_GROUPS),
  names: z.array(localizedNameSchema),
  legal_reference: z.string().nullable(),
  legal_reference_lo: z.string().nullable(),
  reference_confirmed: z.boolean(),
});

export const wireViolationTypeSchema = z.object({
  _id: z.string(),
  key: z.string(),
  variant: z.enum(VARIANTS),
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  violations: z.array(localizedNameSchema.extend({ color: z.string() })),
});

export const wireReviewFieldsSchema = z
  .object({
    _id: z.string(),
    variant: z.enum(VARIANTS),
    route: z.string().describe('The site page the item is listed on (e.g. violation-laos)'),
    status: z.enum(REVIEW_STATUSES),
    lcmdp_status: z.enum(['suspected_violation', 'non_violation']).nullable(),
    supervisor_status: z.enum(SUPERVISOR_DECISIONS).nullable(),
    supervisor_at: dateTime().nullable(),
    operator_status: z.enum(OPERATOR_DECISIONS).nullable(),
    operator_at: dateTime().nullable(),
    approved_at: dateTime().nullable(),
    violation: z.int().describe('Number of violations'),
    violation_codes: z.array(wireViolationCodeSchema),
    violation_types: z.array(wireViolationTypeSchema),
    tracking_date: dateTime().nullable(),
    company: z.string().nullable(),
    brand: z.string().nullable(),
    product_type: z.enum(PRODUCT_TYPES).nullable(),
    images: z.array(wireImageSchema),
    created_at: dateTime(),
    supervisor: staffOnly(wireActorSchema.nullable()),
    operator: staffOnly(wireActorSchema.nullable()),
    archived: staffOnly(z.boolean()),
    ai_score: staffOnly(z.number().min(0).max(1).nullable()),
    ai_findings: staffOnly(z.array(z.unknown()), 'Staff only: what the detector found'),
  })
  .describe('Fields common to detections and reports; staff-only fields are absent for the public');

const evidenceFileSchema = z.object({ url: z.string(), sha256: z.string().nullable() }).nullable();

export const wireDetectionSchema = wireReviewFieldsSchema
  .extend({
    kind: z.literal('detection'),
    origin: z.enum(DETECTION_ORIGINS),
    platform: z.string(),
    link: z.string().describe('The page the finding was made on'),
    caption: z.string().nullable(),
    crawl_date: dateTime(),
    public_date: dateTime().nullable(),
    evidence: z.object({ screenshot: evidenceFileSchema, html: staffOnly(evidenceFileSchema) }).optional(),
    seen_count: staffOnly(
      z.int().min(1),
      'Staff only. How many times the detector found this ad (near-duplicate images): 1 = once',
    ),
    last_seen_at: staffOnly(dateTime().nullable(), 'Staff only. The latest crawl that found the ad'),
    seen_urls: staffOnly(z.array(z.string()).max(SEEN_URLS_MAX), 'Staff only. Other pages the ad was seen again on, latest last'),
    ai_model_version: staffOnly(z.string().nullable(), 'Staff only. The classifier version of the finding'),
    source_key: staffOnly(z.string().nullable(), "Staff only. The monitored source's data-option key"),
  })
  .describe('A detection: an ad the detector (or a check) found');

export const wireReportSchema = wireReviewFieldsSchema
  .extend({
    kind: z.literal('report'),
    observed_on: date(),
    province: z.string(),
    place: z.enum(OBSERVATION_PLACES).nullable(),
    category: z.enum(REPORT_CATEGORIES),
    details: z.array(z.string()),
    activity: z.string().nullable(),
    url: z.string().nullable(),
    suspected_text: z.string().nullable(),
    suspected_link: z.string().nullable(),
    description: z.string().nullable(),
    additional_info: staffOnly(z.string().nullable(), "Staff only: the reporter's free text (often a phone number)"),
    reporter: staffOnly(
      z
        .object({ full_name: z.string().nullable(), email: z.string().nullable(), organisation: z.string().nullable() })
        .nullable(),
      "Staff only: the reporter's confidential contact details",
    ),
  })
  .describe('A report sent through the public form');

/** A detection or a report, told apart by `kind`. */
export const wireItemSchema = z.discriminatedUnion('kind', [wireDetectionSchema, wireReportSchema]);

export const paginationSchema = z.object({ page: z.int(), pageSize: z.int(), pageCount: z.int(), total: z.int() });

/** A page of a list (`Page<T>` of wire.ts). */
export const pageSchemaOf = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), meta: z.object({ pagination: paginationSchema }) });
/** A page of detections and reports. */
export const itemPageSchema = pageSchemaOf(wireItemSchema);

export const wireUserSchema = z.object({
  _id: z.int(),
  user_id: z.int(),
  email: z.string(),
  full_name: z.string().nullable(),
  phone_number: z.string().nullable(),
  role: z.enum(STAFF_ROLES).nullable(),
});

export const loginResponseSchema = z.object({
  user: wireUserSchema,
  user_id: z.int(),
  role: z.enum(STAFF_ROLES),
  token: z.string().describe('A JWT for the Authorization: Bearer header'),
});

const monitoredOnly = <T extends z.ZodType>(schema: T) => staffOnly(schema, 'Staff only (monitored sources)');
export const wireDataOptionSchema = z.object({
  _id: z.string(),
  kind: z.enum(DATA_OPTION_KINDS),
  variant: z.enum([...VARIANTS, 'both']),
  key: z.string(),
  names: z.array(localizedNameSchema),
  aliases: z.array(z.string()).describe('Other spellings of the name, as the analysis resolves them'),
  parent_key: z.string().nullable(),
  images: z.array(wireImageSchema),
  url: monitoredOnly(z.string().nullable()),
  platform: monitoredOnly(z.string().nullable()),
  interval_minutes: monitoredOnly(z.int().nullable()),
  active: z.boolean(),
});

export const wireReviewEventSchema = z.object({
  _id: z.string(),
  level: z.enum(['ai', 'supervisor', 'operator', 'public', 'staff']),
  action: z.enum(['created', 'status', 'codes', 'types', 'violation_count', 'archive', 'seen_again']),
  from_status: z.string().nullable(),
  to_status: z.string().nullable(),
  codes: z.array(z.string()).nullable(),
  types: z.array(z.string()).nullable(),
  at: dateTime(),
  actor: staffOnly(wireActorSchema.nullable()),
  note: staffOnly(z.string().nullable()),
});

export const statusResponseSchema = z.object({ status: z.enum(['success', 'error']), message: z.string().optional() });

export const analysisBucketSchema = z.object({
  key: z
    .string()
    .describe(
      "The value: a company's or brand's data-option key when the library knows the name (else the name as typed), a code, platform, report category, province key or variant; '' for items without one; __other__ for the rest past the 20 largest",
    ),
  count: z.int(),
  names: z.array(localizedNameSchema).optional().describe('The names of a company or brand the library knows'),
});

const buckets = () => z.array(analysisBucketSchema);

/** Enforcement figures of a period and variant (issue 13 point 7). */
export const enforcementFiguresSchema = z
  .object({
    cases_opened: z.int().describe('Cases opened in the period'),
    cases_decided: z.int().describe('Cases decided in the period'),
    ads_removed: z.int().describe('Items of the cases whose removal was verified in the period'),
    median_days_to_removal: z
      .number()
      .nullable()
      .describe("Median days from an item's detection or report to its verified removal (one decimal); null when none"),
  })
  .describe('Enforcement cases: opened, decided, ads removed, median days from detection or report to removal');
export const analysisResponseSchema = z
  .object({
    from: date().nullable(),
    to: date().nullable(),
    status: z.array(z.enum(REVIEW_STATUSES)),
    variant: z.enum(VARIANTS).nullable(),
    total: z.int().describe('Detections and reports recorded in the period (archived ones not counted)'),
    over_time: z
      .array(z.object({ period: z.string(), detection: z.int(), report: z.int() }))
      .describe('One row per day (yyyy-mm-dd) for periods up to 92 days, else per month (yyyy-mm); oldest first, zeros included'),
    by_company: buckets(),
    by_brand: buckets(),
    by_code: buckets().describe('An item counts once under each of its violation codes'),
    by_platform: buckets().describe('Detections by the platform they were found on'),
    by_place: buckets().describe('Reports by the category of the place they were seen in'),
    by_province: buckets().describe('Reports only'),
    by_variant: buckets(),
    unresolved: z
      .object({ company: buckets(), brand: buckets() })
      .describe('Company and brand names as typed that the data-option library does not know, for an editor to map'),
    enforcement: enforcementFiguresSchema,
  })
  .describe('Figures of a period; every breakdown is sorted largest first');

const variantFigures = z.object({
  violations_confirmed: z.int(),
  non_violations_confirmed: z.int(),
  reports_received: z.int(),
  enforcement: enforcementFiguresSchema.describe('Enforcement cases of the variant, all time'),
});
/** GET /get_summary's `data`: the home page's live figures by variant. */
export const summarySchema = z
  .object({ international: variantFigures, laos: variantFigures } satisfies Record<(typeof VARIANTS)[number], z.ZodType>)
  .describe('Live figures by variant');
export type Summary = z.infer<typeof summarySchema>;

/** One law PDF. */
export const lawFileSchema = z.object({ url: z.string(), name: z.string(), updated_at: dateTime() });
export type LawFile = z.infer<typeof lawFileSchema>;
/**
 * A variant's law: at the top level the Lao text's PDF, or the English translation when there is no Lao one (the
 * shape callers had before there were two); `files` gives each language's PDF (null when none is uploaded).
 */
export const variantLawSchema = lawFileSchema.extend({
  files: z.object({ lo: lawFileSchema.nullable(), en: lawFileSchema.nullable() }),
});
/** GET /get_law_files's `data`: each variant's law, null while neither language has a PDF. */
export const lawFilesSchema = z.object({ international: variantLawSchema.nullable(), laos: variantLawSchema.nullable() });
export type LawFiles = z.infer<typeof lawFilesSchema>;

/** Every refusal's body (Strapi's error body); a 400 lists one message per field in `error.details.fields`. */
export const errorBodySchema = z
  .object({
    data: z.null(),
    error: z.object({
      status: z.int(),
      name: z.enum([
        'ValidationError',
        'UnauthorizedError',
        'ForbiddenError',
        'NotFoundError',
        'ConflictError',
        'PayloadTooLargeError',
        'RateLimitError',
        'BadGatewayError',
        'ServiceUnavailableError',
        'ApplicationError',
      ]),
      message: z.string(),
      details: z.object({
        fields: z
          .record(z.string(), z.string())
          .optional()
          .describe('400: one message per invalid field (dotted path; `_` for the whole input)'),
        errors: z.array(z.object({ path: z.array(z.string()), message: z.string(), name: z.string() })).optional(),
        retryAfterSeconds: z.int().optional().describe('429: seconds before the next call is accepted'),
        retryAfterMinutes: z.int().optional().describe('429: the same wait in whole minutes, as the screens show it'),
        reason: z
          .enum(REVIEW_REFUSAL_REASONS)
          .optional()
          .describe('Review refusals (409, and 403 for a level the role does not act at): a stable code to translate'),
      }),
    }),
  })
  .describe("Strapi's error body");
export type ErrorBody = z.infer<typeof errorBodySchema>;

// ---------------------------------------------------------------------------------------------------------------
// The envelopes the routes answer with.
// ---------------------------------------------------------------------------------------------------------------

/** `{ data }`: single items, lists without paging, catalogues. */
export const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });
/** `{ status: 'success', data }`: accounts and data options. */
export const successDataOf = <T extends z.ZodType>(schema: T) => z.object({ status: z.literal('success'), data: schema });
/** `{ success: true, data }`: a violation code or type created or renamed. */
export const savedOf = <T extends z.ZodType>(schema: T) => z.object({ success: z.literal(true), data: schema });
/** `{ success: true }`: a catalogue entry deleted. */
export const successSchema = z.object({ success: z.literal(true) });

/** A review decision or an archive flag: the item's status now, and whether the call changed it. */
export const reviewChangeAnswerOf = <const S extends readonly [string, ...string[]]>(statuses: S) =>
  z.object({ success: z.literal(true), status: z.enum(statuses), changed: z.boolean() });
export const decisionAnswerSchema = reviewChangeAnswerOf(REVIEW_STATUSES);
export const archiveAnswerSchema = reviewChangeAnswerOf(['archived', 'no_archive']);
export const violationCountAnswerSchema = z.object({ success: z.literal(true), violation: z.int() });
export const chosenCodesAnswerSchema = z.object({
  success: z.literal(true),
  codes: z.array(z.string()).describe('The codes now chosen'),
});
export const chosenTypesAnswerSchema = z.object({
  success: z.literal(true),
  types: z.array(z.string()).describe('The type keys now chosen'),
});

/** POST /submit_report: the report received. */
export const reportIntakeAnswerSchema = z.object({
  status: z.literal('success'),
  message: z.string().optional(),
  data: z.object({ _id: z.string(), status: z.enum(REVIEW_STATUSES) }),
});

/** POST /add_detection: the finding stored, or recognised as known (`data` is what the detector reads). */
export const detectionIntakeReplySchema = z.object({
  status: z.literal('success'),
  /** The CMS always sends every field (its intake returns `Required<DetectionIntakeAnswer>`). */
  data: detectionIntakeAnswerSchema.required(),
});

/** A file stored (law PDFs): where it is served. */
export const fileUrlAnswerSchema = z.object({ url: z.string() });
