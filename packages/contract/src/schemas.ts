import { z } from 'zod';
import { toStatusKey } from './status';
import {
  ARCHIVE_FLAGS,
  CATEGORY_DETAILS,
  DATA_OPTION_KINDS,
  DETECTION_ORIGINS,
  LOCALES,
  OPERATOR_DECISIONS,
  PRODUCT_TYPES,
  PROVINCES,
  REPORT_CATEGORIES,
  REVIEW_LEVELS,
  REVIEW_STATUSES,
  STAFF_ROLES,
  SUPERVISOR_DECISIONS,
  VARIANTS,
  VIOLATION_GROUPS,
} from './vocabulary';

/** Limits shared by every side (spec §9 and the foundation issue). */
export const LIMITS = {
  passwordMin: 6,
  pageSizeDefault: 20,
  pageSizeMax: 100,
  imageMaxBytes: 10 * 1024 * 1024,
  pdfMaxBytes: 20 * 1024 * 1024,
  imagesPerReportMax: 10,
  imagesPerDetectionMax: 20,
  textMax: 5000,
  shortTextMax: 255,
} as const;

/**
 * Near-duplicate ads: two ad images whose 64-bit perceptual hashes (the detector's sharp-phash, 16 hex chars) differ
 * in at most this many bits show the same ad, and a finding with such an image is the same ad "seen again", not a
 * new detection. Measured by `npm run phash -w @lcmdp/detector` on the 60 labelled ads (detector/README.md):
 * resizing, JPEG re-encoding, colour shifts and screenshot-like re-encoding stay within 8 bits (every one of them
 * caught); crops, borders and rotation spread from 2 to 41 bits. Different ads are 4–50 bits apart, and many are
 * close because ads share templates: at 8 bits 0.8 % of different-ad pairs would be merged, at 12 bits 3.9 %. A
 * wrong merge hides an ad from reviewers, a missed one only shows it twice, so the threshold is the stricter 8.
 */
export const NEAR_DUPLICATE_MAX_DISTANCE = 8;

/**
 * A link people may open: http or https only. Links are shown to staff and the public as clickable, so
 * `javascript:`, `data:`, `file:` and the like are refused wherever a link is entered.
 */
export const webLink = (missing = 'Not a valid link') =>
  z
    .url({ protocol: /^https?$/, error: (issue) => (issue.input === undefined ? missing : 'Not a valid link') })
    .trim()
    .max(2000);

/** A 64-bit perceptual hash as 16 lower-case hex characters. */
export const phashSchema = z.string().regex(/^[0-9a-f]{16}$/, 'Not a 64-bit perceptual hash');

/** Accepts a status key or its legacy label ("pending approval") and yields the key. */
const statusOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? toStatusKey(v) : v),
    z.enum(values, {
      error: () => `Must be one of: ${values.join(', ')}`,
    }),
  );

export const reviewStatusSchema = statusOf(REVIEW_STATUSES);
export const supervisorDecisionSchema = statusOf(SUPERVISOR_DECISIONS);
export const operatorDecisionSchema = statusOf(OPERATOR_DECISIONS);
export const archiveFlagSchema = statusOf(ARCHIVE_FLAGS);
export const variantSchema = z.enum(VARIANTS);
export const reviewLevelSchema = z.enum(REVIEW_LEVELS);
export const staffRoleSchema = z.enum(STAFF_ROLES, { error: () => 'Invalid option' });

/** A document id as Strapi 5 issues them (24 lower-case alphanumerics), sent as `_id`. */
export const documentIdSchema = z
  .string({ error: () => '_id is required' })
  .trim()
  .regex(/^[a-z0-9]{10,40}$/, 'Not a valid id');

const optionalText = (max: number = LIMITS.textMax) => z.string().trim().max(max, `At most ${max} characters`).optional();

const isoDate = z
  .string()
  .trim()
  .refine((s) => !Number.isNaN(Date.parse(s)), 'Not a valid date');

/** Today somewhere on Earth (UTC+14 is the latest calendar): a day after it is in the future for everyone. */
const latestToday = () => new Date(Date.now() + 14 * 3_600_000).toISOString().slice(0, 10);

export const pagingSchema = z.object({
  page: z.coerce.number().int('Must be a whole number').min(1, 'Must be 1 or more').default(1),
  pageSize: z.coerce
    .number()
    .int('Must be a whole number')
    .min(1, 'Must be 1 or more')
    .max(LIMITS.pageSizeMax, `At most ${LIMITS.pageSizeMax}`)
    .default(LIMITS.pageSizeDefault),
});

/** Filters every list takes (`status` is the review status; several may be comma-separated). */
export const listQuerySchema = pagingSchema.extend({
  status: z
    .string()
    .optional()
    .transform((s) => (s ? s.split(',').map(toStatusKey).filter(Boolean) : []))
    .pipe(z.array(z.enum([...REVIEW_STATUSES, 'all'] as const, { error: () => 'Unknown status' }))),
  variant: variantSchema.optional(),
  q: optionalText(200),
  from: isoDate.optional(),
  to: isoDate.optional(),
  archived: z.enum(['true', 'false', 'all']).optional(),
  sort: z.enum(['newest', 'oldest']).default('newest'),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

/** The page names the site asks lists for (`route` in get_data_from_route). */
export const LIST_ROUTES = [
  'detection',
  'detection-laos',
  'check',
  'check-laos',
  'report',
  'report-laos',
  'violation',
  'violation-laos',
  'nonviolation',
  'nonviolation-laos',
  'verified',
  'verified-laos',
  'archived',
  'archived-laos',
] as const;
export type ListRoute = (typeof LIST_ROUTES)[number];

export const routeQuerySchema = listQuerySchema.extend({
  route: z.preprocess(
    (v) => (typeof v === 'string' ? v.replace(/-mobile/, '') : v),
    z.enum(LIST_ROUTES, { error: () => `route must be one of: ${LIST_ROUTES.join(', ')}` }),
  ),
});

/** The language of a generated file (column headers, translated values); Lao unless asked otherwise. */
export const fileLanguageSchema = z.enum(LOCALES, { error: () => `lang must be one of: ${LOCALES.join(', ')}` }).default('lo');

/** export_data: the filters of get_data_from_route, without paging (every matching item), and the file's language. */
export const exportQuerySchema = routeQuerySchema.omit({ page: true, pageSize: true }).extend({ lang: fileLanguageSchema });
export type ExportQuery = z.infer<typeof exportQuerySchema>;

/** A calendar day, `2026-01-31` (a real one: 2026-02-30 is refused). */
const calendarDay = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-01-31')
  .refine((s) => {
    const d = new Date(`${s}T00:00:00.000Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s);
  }, 'Not a valid date')
  // Bounded, so a period never asks for thousands of empty months.
  .refine((s) => s >= '2000-01-01' && s <= '2099-12-31', 'Use a date between 2000 and 2099');

const analysisFilters = z.object({
  from: calendarDay.optional(),
  to: calendarDay.optional(),
  /** Review statuses, comma-separated (keys or legacy labels); none or `all` means every status. */
  status: z
    .string()
    .optional()
    .transform((s, ctx) => {
      const keys = [...new Set((s ?? '').split(',').map(toStatusKey).filter(Boolean))].filter((k) => k !== 'all');
      const unknown = keys.filter((k) => !(REVIEW_STATUSES as readonly string[]).includes(k));
      if (unknown.length) {
        ctx.addIssue({ code: 'custom', message: `Unknown status: ${unknown.join(', ')}` });
        return z.NEVER;
      }
      return keys as (typeof REVIEW_STATUSES)[number][];
    }),
  variant: variantSchema.optional(),
});

const periodInOrder = {
  check: (q: { from?: string; to?: string }) => !q.from || !q.to || q.from <= q.to,
  params: { path: ['to'], message: 'The end date must not be before the start date' },
};

/** get_analysis: the period (created dates, both days included), review statuses and variant to count. */
export const analysisQuerySchema = analysisFilters.refine(periodInOrder.check, periodInOrder.params);
export type AnalysisQuery = z.infer<typeof analysisQuerySchema>;

/** export_analysis: the same filters and the file's language. */
export const analysisExportQuerySchema = analysisFilters
  .extend({ lang: fileLanguageSchema })
  .refine(periodInOrder.check, periodInOrder.params);

export const loginSchema = z.object({
  email: z
    .string({ error: () => 'Email is required' })
    .trim()
    .toLowerCase()
    .email('Email must be a valid address'),
  password: z.string({ error: () => 'Password is required' }).min(1, 'Password is required'),
});

export const supervisorStatusSchema = z.object({
  _id: documentIdSchema,
  status: supervisorDecisionSchema,
  note: optionalText(1000),
});

export const operatorStatusSchema = z.object({
  _id: documentIdSchema,
  status: operatorDecisionSchema,
  note: optionalText(1000),
});

export const archiveStatusSchema = z.object({
  _id: documentIdSchema,
  status: archiveFlagSchema,
});

export const violationCountSchema = z.object({
  _id: documentIdSchema,
  violation: z.coerce
    .number({ error: () => 'violation must be a number' })
    .int('Must be a whole number')
    .min(0)
    .max(1000),
});

/** Codes or types chosen for an item at a review level; `names` holds code ids (or code strings). */
export const itemCodesSchema = z.object({
  _id: documentIdSchema,
  names: z.array(z.string().trim().min(1)).max(100, 'At most 100 codes'),
  route: z.enum(['supervisor', 'operator']).optional(),
});
export const itemTypesSchema = z.object({
  _id: documentIdSchema,
  violations: z
    .array(z.union([z.string().trim().min(1), z.object({ _id: z.string().trim().min(1) }).loose()]))
    .max(50, 'At most 50 types'),
  route: z.enum(['supervisor', 'operator']).optional(),
});

const localizedNames = z
  .array(z.object({ locale: z.enum(['lo', 'en']), name: z.string().trim().min(1, 'Name is required').max(500) }))
  .min(1, 'At least one name is required')
  .refine((names) => names.some((n) => n.locale === 'lo'), 'A Lao name is required');

export const violationCodeUpsertSchema = z.object({
  _id: documentIdSchema.optional(),
  code: z.string().trim().min(1, 'Code is required').max(50).optional(),
  names: localizedNames,
  group: z.enum(VIOLATION_GROUPS).optional(),
  legalReference: optionalText(500),
  legalReferenceLo: optionalText(500),
  referenceConfirmed: z.boolean().optional(),
});

const hexColor = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, 'Colour must look like #aabbcc');
export const violationTypeUpsertSchema = z.object({
  _id: documentIdSchema.optional(),
  violations: z
    .array(z.object({ locale: z.enum(['lo', 'en']), name: z.string().trim().min(1).max(200), color: hexColor }))
    .min(1, 'At least one name is required')
    .refine((v) => v.some((n) => n.locale === 'lo'), 'A Lao name is required'),
});

export const phoneSchema = z
  .string({ error: () => 'Please enter numbers only' })
  .trim()
  .regex(/^\+?[0-9]{6,15}$/, 'Please enter numbers only');

export const addUserSchema = z
  .object({
    full_name: z
      .string({ error: () => 'Please enter your full name' })
      .trim()
      .min(1, 'Please enter your full name')
      .max(200),
    email: z
      .string({ error: () => 'Email is required' })
      .trim()
      .toLowerCase()
      .min(1, 'Email is required')
      .email('Email must be a valid address'),
    phone_number: phoneSchema,
    password: z
      .string({ error: () => 'Password must be at least 6 characters long' })
      .min(LIMITS.passwordMin, 'Password must be at least 6 characters long')
      .max(200),
    confirmPassword: z.string().optional(),
    role: z.preprocess((v) => (typeof v === 'string' ? v.toLowerCase() : v), staffRoleSchema),
  })
  .refine((u) => u.confirmPassword === undefined || u.confirmPassword === u.password, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
  });

export const updateUserSchema = z
  .object({
    _id: z.union([z.string(), z.number()]).transform(String),
    full_name: z.string().trim().min(1, 'Please enter your full name').max(200).optional(),
    email: z.string().trim().toLowerCase().email('Email must be a valid address').optional(),
    phone_number: phoneSchema.optional(),
    currentPassword: z.string().optional(),
    password: z.string().min(LIMITS.passwordMin, 'Password must be at least 6 characters long').max(200).optional(),
    confirmPassword: z.string().optional(),
    role: z.preprocess((v) => (typeof v === 'string' ? v.toLowerCase() : v), staffRoleSchema).optional(),
  })
  .refine((u) => u.password === undefined || u.confirmPassword === undefined || u.confirmPassword === u.password, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
  });

export const deleteUserSchema = z.object({ id: z.union([z.string(), z.number()]).transform(String) });

export const verifyPasswordSchema = z.object({
  user_id: z.union([z.string(), z.number()]).transform(String),
  entered_password: z.string({ error: () => 'Password is required' }).min(1, 'Password is required'),
});

export const forgotPasswordSchema = z.object({
  email: z
    .string({ error: () => 'Email is required' })
    .trim()
    .toLowerCase()
    .email('Email must be a valid address'),
});

export const resetPasswordSchema = z
  .object({
    code: z.string({ error: () => 'The reset code is required' }).min(1, 'The reset code is required'),
    password: z.string().min(LIMITS.passwordMin, 'Password must be at least 6 characters long'),
    passwordConfirmation: z.string(),
  })
  .refine((b) => b.password === b.passwordConfirmation, { path: ['passwordConfirmation'], message: 'Passwords do not match' });

/** The public report form (spec §3). Multipart: these fields plus `images` files. */
export const reportSubmissionSchema = z
  .object({
    variant: variantSchema.default('laos'),
    observedOn: calendarDay.refine((day) => day <= latestToday(), 'The date seen cannot be in the future'),
    province: z.enum(PROVINCES, { error: () => 'Please select a province' }),
    category: z.enum(REPORT_CATEGORIES, { error: () => 'Please select where the violation was found' }),
    details: z.preprocess(
      (v) =>
        typeof v === 'string'
          ? v
              .split(',')
              .map((s) => s.trim())
              .filter(Boolean)
          : v,
      z.array(z.string()).default([]),
    ),
    activity: optionalText(2000),
    company: z
      .string({ error: () => 'Please specify the company' })
      .trim()
      .min(1, 'Please specify the company')
      .max(255),
    brand: z
      .string({ error: () => 'Please specify the brand' })
      .trim()
      .min(1, 'Please specify the brand')
      .max(255),
    productType: z.enum(PRODUCT_TYPES, { error: () => 'Please select a product type' }),
    url: webLink()
      .optional()
      .or(z.literal('').transform(() => undefined)),
    suspectedText: optionalText(),
    suspectedLink: webLink()
      .optional()
      .or(z.literal('').transform(() => undefined)),
    description: optionalText(),
    additionalInfo: optionalText(),
    reporterName: optionalText(200),
    reporterEmail: z
      .string()
      .trim()
      .email('Email must be a valid address')
      .max(200)
      .optional()
      .or(z.literal('').transform(() => undefined)),
    reporterOrganisation: optionalText(200),
  })
  .superRefine((report, ctx) => {
    // Each category has its own detail list (spec §3); at least one detail says what was seen.
    const allowed = CATEGORY_DETAILS[report.category];
    if (report.details.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['details'], message: 'Please select at least one detail' });
    }
    report.details.forEach((detail, i) => {
      if (!allowed.includes(detail)) {
        ctx.addIssue({ code: 'custom', path: ['details', i], message: `${detail} is not a detail of ${report.category}` });
      }
    });
  });

/** What the detector posts for one finding (multipart: field `data` as JSON, plus evidence files). */
export const detectionPostSchema = z.object({
  variant: variantSchema,
  origin: z.enum(DETECTION_ORIGINS).default('crawler'),
  platform: z.string().trim().min(1, 'platform is required').max(100),
  pageUrl: webLink(),
  caption: optionalText(20000),
  company: optionalText(255),
  brand: optionalText(255),
  productType: z.enum(PRODUCT_TYPES).optional(),
  crawledAt: isoDate,
  postedAt: isoDate.optional(),
  aiScore: z.number().min(0).max(1),
  aiFindings: z
    .array(
      z.object({
        rule: z.string().min(1).max(100),
        term: z.string().max(500).optional(),
        where: z.enum(['caption', 'page_text', 'image_ocr', 'image_match', 'url']),
        excerpt: z.string().max(1000).optional(),
        codes: z.array(z.string().max(50)).max(20).optional(),
      }),
    )
    .max(200),
  aiSuspected: z.boolean(),
  imageHashes: z
    .array(z.string().regex(/^[0-9a-f]{64}$/, 'Not a SHA-256 hex digest'))
    .max(LIMITS.imagesPerDetectionMax)
    .default([]),
  /** Perceptual hashes of the ad images, to recognise the same ad seen again (NEAR_DUPLICATE_MAX_DISTANCE). */
  imagePhashes: z
    .array(phashSchema)
    .max(LIMITS.imagesPerDetectionMax, `At most ${LIMITS.imagesPerDetectionMax} hashes`)
    .default([]),
  /** The classifier version that produced the finding (`model_version` of the detector's verdict). */
  modelVersion: optionalText(100),
  /** The key of the monitored source (data option of kind `source`) the finding came from. */
  sourceKey: optionalText(100),
});
export type DetectionPost = z.infer<typeof detectionPostSchema>;

/**
 * What add_detection answers in `data` (201 when stored, 200 when already known): the detection's id, whether it
 * was created, whether the finding was the same ad seen again (the existing detection updated), and its status.
 * The detector reads it with this schema; an answer without an id is not an answer (the finding is sent again).
 */
export const detectionIntakeAnswerSchema = z.object({
  _id: z.string().min(1),
  created: z.boolean().default(false),
  seenAgain: z
    .boolean()
    .default(false)
    .describe(
      `True when an image is within ${NEAR_DUPLICATE_MAX_DISTANCE} bits (pHash) of an image of a detection of the same variant: that detection (\`_id\`) was seen again instead`,
    ),
  status: z.string().optional(),
});
export type DetectionIntakeAnswer = z.output<typeof detectionIntakeAnswerSchema>;

export const dataOptionSchema = z.object({
  kind: z.enum(DATA_OPTION_KINDS, { error: () => `kind must be one of: ${DATA_OPTION_KINDS.join(', ')}` }),
  key: z
    .string()
    .trim()
    .regex(/^[a-z0-9_.-]{1,100}$/, 'Use lower-case letters, digits, _ . -')
    .optional(),
  nameLo: z
    .string({ error: () => 'A Lao name is required' })
    .trim()
    .min(1, 'A Lao name is required')
    .max(255),
  nameEn: z.string().trim().max(255).optional(),
  /** Other spellings of a company's or brand's name, one per line (analysis counts them as this option). */
  aliases: z.string().trim().max(2000, 'At most 2000 characters').optional(),
  parentKey: z.string().trim().max(100).optional(),
  url: webLink().optional(),
  platform: z.string().trim().max(100).optional(),
  intervalMinutes: z.coerce.number().int().min(5, 'At least 5 minutes').max(10080).optional(),
  active: z.preprocess((v) => (v === 'false' ? false : v === 'true' ? true : v), z.boolean()).default(true),
});

export const checkUrlSchema = z.object({
  url: webLink('url is required'),
  desc: optionalText(2000),
});

/** `?variant=` of the catalogue lists. */
export const variantQuerySchema = z.object({ variant: variantSchema.optional() });

/** upload_file_international / upload_file_laos: the language of the uploaded law PDF (the Lao text by default). */
export const lawFileUploadQuerySchema = z.object({
  language: z.enum(LOCALES, { error: () => `language must be one of: ${LOCALES.join(', ')}` }).default('lo'),
});

/** get_data_options*: `route` is the option kind; inactive options are for staff. */
export const dataOptionQuerySchema = z.object({
  route: z.enum(DATA_OPTION_KINDS, { error: () => `route must be one of: ${DATA_OPTION_KINDS.join(', ')}` }).optional(),
  status: z.enum(['active', 'inactive', 'all']).default('active'),
});

/** update-data-options/:id: any field but the kind and key; a field left out stays as it is (no defaults). */
export const dataOptionUpdateSchema = dataOptionSchema
  .omit({ kind: true, key: true, active: true })
  .partial()
  .extend({ active: dataOptionSchema.shape.active.removeDefault().optional() });

/** api/check-violation-laos-text-imgs*: optional text next to the images. */
export const checkTextSchema = z.object({ text: z.string().max(LIMITS.textMax).optional() });

/** export_decisions: optional variant and an ISO date; only items decided at or after it. */
export const decisionsQuerySchema = z.object({
  variant: z.enum(VARIANTS, { error: () => `variant must be one of: ${VARIANTS.join(', ')}` }).optional(),
  since: isoDate.optional(),
});
export type DecisionsQuery = z.infer<typeof decisionsQuerySchema>;

/** get_tracking/:kind/:id */
export const trackingParamsSchema = z.object({ kind: z.enum(['detection', 'report']), id: documentIdSchema });
