/**
 * The OpenAPI 3.1 document of /api-laos, generated from the route table (method, path, access, limiter,
 * multipart, summary), the zod input schemas of '@lcmdp/contract' (request bodies and query parameters) and
 * hand-written response schemas checked against the interfaces of wire.ts at compile time. Served at
 * GET /api-laos/openapi.json and written to cms/openapi/api-laos.json by `npm run openapi -w @lcmdp/cms`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import {
  DATA_OPTION_KINDS,
  DETECTION_ORIGINS,
  LIMITS,
  NEAR_DUPLICATE_MAX_DISTANCE,
  OBSERVATION_PLACES,
  OPERATOR_DECISIONS,
  PRODUCT_TYPES,
  REPORT_CATEGORIES,
  REVIEW_REFUSAL_REASONS,
  REVIEW_STATUSES,
  STAFF_ROLES,
  SEEN_URLS_MAX,
  SUPERVISOR_DECISIONS,
  VARIANTS,
  VIOLATION_GROUPS,
  addUserSchema,
  analysisExportQuerySchema,
  analysisQuerySchema,
  archiveStatusSchema,
  checkUrlSchema,
  dataOptionSchema,
  decisionsQuerySchema,
  deleteUserSchema,
  detectionPostSchema,
  documentIdSchema,
  exportQuerySchema,
  forgotPasswordSchema,
  itemCodesSchema,
  itemTypesSchema,
  listQuerySchema,
  loginSchema,
  operatorStatusSchema,
  reportSubmissionSchema,
  resetPasswordSchema,
  routeQuerySchema,
  supervisorStatusSchema,
  updateUserSchema,
  verifyPasswordSchema,
  violationCodeUpsertSchema,
  violationCountSchema,
  violationTypeUpsertSchema,
  type AnalysisBucket,
  type AnalysisResponse,
  type LoginResponse,
  type WireActor,
  type WireDataOption,
  type WireDetection,
  type WireImage,
  type WireReport,
  type WireReviewEvent,
  type WireReviewFields,
  type WireUser,
  type WireViolationCode,
  type WireViolationType,
  type StatusResponse,
  type LocalizedName,
} from '@lcmdp/contract';
import * as contract from '@lcmdp/contract';
import { z } from 'zod';
import { STOCK_ROUTES } from '../../services/setup';
import { NDJSON_MIME } from '../../services/decisions';
import { XLSX_MIME } from '../../services/xlsx';
import type { Limiter } from '../../domain/rate-limits';
import type { Access } from './access';
import { LEGACY_ROUTES, type LegacyRoute } from './route-table';

type Json = Record<string, unknown>;
type Tag = 'Items' | 'Review' | 'Catalogues' | 'Checks' | 'Accounts' | 'Docs';
type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429 | 502 | 503;

// ---------------------------------------------------------------------------------------------------------------
// Inputs of the handlers, from the contract (the same schemas the handlers parse).
// ---------------------------------------------------------------------------------------------------------------

const variantQuery = contract.variantQuerySchema;
const optionQuery = contract.dataOptionQuerySchema;
const optionUpdateSchema = contract.dataOptionUpdateSchema;
const checkTextSchema = contract.checkTextSchema;
/** Path parameters: `trackingParamsSchema` and the document ids every `:id` route parses. */
const PATH_PARAMS: Record<string, z.ZodType> = {
  id: documentIdSchema,
  kind: contract.trackingParamsSchema.shape.kind,
};
/** Strapi's stock REST list parameters (the stock routes parse no zod schema). */
const stockListQuery = z.object({
  'pagination[page]': z.number().int().min(1).optional(),
  'pagination[pageSize]': z.number().int().min(1).max(100).optional(),
  sort: z.string().optional(),
});

/** Request body schemas become components named after their export: reportSubmissionSchema → ReportSubmissionInput. */
const INPUT_NAMES = new Map<z.ZodType, string>([
  ...(Object.entries(contract) as [string, unknown][])
    .filter((entry): entry is [string, z.ZodType] => entry[0].endsWith('Schema') && entry[1] instanceof z.ZodType)
    .map(([name, schema]): [z.ZodType, string] => [schema, `${name[0].toUpperCase()}${name.slice(1, -'Schema'.length)}Input`]),
  [optionUpdateSchema, 'DataOptionUpdateInput'],
  [checkTextSchema, 'CheckTextInput'],
]);

const QUERY_NOTES = new Map<z.ZodType, Record<string, string>>([
  [
    listQuerySchema,
    {
      status: `Review status key(s), comma-separated (${REVIEW_STATUSES.join(', ')}, or all); legacy labels with spaces are accepted`,
      q: 'Free-text search',
      from: 'Earliest date (ISO 8601)',
      to: 'Latest date (ISO 8601; a bare date means the whole day)',
      archived: 'Archived items: true, false (default for most lists) or all (staff)',
    },
  ],
  [optionQuery, { route: 'The option kind', status: 'Active options (default), inactive or all (the last two: staff only)' }],
  [stockListQuery, { sort: 'Strapi sort expression, e.g. createdAt:desc' }],
]);
QUERY_NOTES.set(routeQuerySchema, {
  ...QUERY_NOTES.get(listQuerySchema),
  route: 'The site page the list is for (a -mobile suffix is ignored)',
});
const LANG_NOTE = 'Language of the headers and values of the file: lo (default) or en';
QUERY_NOTES.set(exportQuerySchema, {
  ...QUERY_NOTES.get(routeQuerySchema),
  route: 'The staff list to export (detection, report, archived, check... with -laos for the Laos variant)',
  lang: LANG_NOTE,
});
const ANALYSIS_NOTES = {
  from: 'First day counted (yyyy-mm-dd, UTC, by the day an item was recorded); default: the first recorded item',
  to: 'Last day counted (yyyy-mm-dd, included); default: today. Periods up to 92 days are counted per day, longer ones per month',
  status: `Review status key(s), comma-separated (${REVIEW_STATUSES.join(', ')}); none or all: every status`,
  variant: 'One variant (international or laos); default: both',
};
QUERY_NOTES.set(analysisQuerySchema, ANALYSIS_NOTES);
QUERY_NOTES.set(analysisExportQuerySchema, { ...ANALYSIS_NOTES, lang: LANG_NOTE });
QUERY_NOTES.set(decisionsQuerySchema, {
  variant: 'Only items of this variant',
  since: 'Only items the operator decided at or after this instant (ISO 8601)',
});

// ---------------------------------------------------------------------------------------------------------------
// JSON Schema helpers.
// ---------------------------------------------------------------------------------------------------------------

const ref = (name: string): Json => ({ $ref: `#/components/schemas/${name}` });
const str: Json = { type: 'string' };
const int: Json = { type: 'integer' };
const bool: Json = { type: 'boolean' };
const dateTime: Json = { type: 'string', format: 'date-time' };
const oneOfValues = (values: readonly string[]): Json => ({ type: 'string', enum: [...values] });
const nullable = (schema: Json): Json =>
  typeof schema.type === 'string' ? { ...schema, type: [schema.type, 'null'] } : { anyOf: [schema, { type: 'null' }] };
const arrayOf = (items: Json): Json => ({ type: 'array', items });
const constant = (value: string | boolean): Json => ({ type: typeof value, const: value });
const object = (properties: Json, required: readonly string[] = []): Json =>
  required.length ? { type: 'object', required: [...required], properties } : { type: 'object', properties };
const dataOf = (schema: Json): Json => object({ data: schema }, ['data']);

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- `{} extends Pick<T, K>` is how a type asks "is K optional"
type RequiredKeys<T> = { [K in keyof T]-?: {} extends Pick<T, K> ? never : K }[keyof T] & string;
/** An object schema whose properties are exactly the keys of T (checked by the compiler: none missing, none extra). */
function shape<T>(properties: Record<keyof T & string, Json>, required: readonly RequiredKeys<T>[]): Json {
  return object(properties, required);
}

/** A zod input schema as JSON Schema 2020-12 (what callers send, defaults optional). */
function inputSchema(schema: z.ZodType): Json {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Json;
  return json;
}

// ---------------------------------------------------------------------------------------------------------------
// Response schemas (wire.ts).
// ---------------------------------------------------------------------------------------------------------------

const reviewFieldsShape = shape<WireReviewFields>(
  {
    _id: str,
    variant: oneOfValues(VARIANTS),
    route: { type: 'string', description: 'The site page the item is listed on (e.g. violation-laos)' },
    status: oneOfValues(REVIEW_STATUSES),
    lcmdp_status: nullable(oneOfValues(['suspected_violation', 'non_violation'])),
    supervisor_status: nullable(oneOfValues(SUPERVISOR_DECISIONS)),
    supervisor_at: nullable(dateTime),
    operator_status: nullable(oneOfValues(OPERATOR_DECISIONS)),
    operator_at: nullable(dateTime),
    approved_at: nullable(dateTime),
    violation: { type: 'integer', description: 'Number of violations' },
    violation_codes: arrayOf(ref('ViolationCode')),
    violation_types: arrayOf(ref('ViolationType')),
    tracking_date: nullable(dateTime),
    company: nullable(str),
    brand: nullable(str),
    product_type: nullable(oneOfValues(PRODUCT_TYPES)),
    images: arrayOf(ref('Image')),
    created_at: dateTime,
    supervisor: { ...nullable(ref('Actor')), description: 'Staff only' },
    operator: { ...nullable(ref('Actor')), description: 'Staff only' },
    archived: { type: 'boolean', description: 'Staff only' },
    ai_score: { type: ['number', 'null'], minimum: 0, maximum: 1, description: 'Staff only' },
    ai_findings: { type: 'array', items: {}, description: 'Staff only: what the detector found' },
  },
  [
    '_id',
    'variant',
    'route',
    'status',
    'lcmdp_status',
    'supervisor_status',
    'supervisor_at',
    'operator_status',
    'operator_at',
    'approved_at',
    'violation',
    'violation_codes',
    'violation_types',
    'tracking_date',
    'company',
    'brand',
    'product_type',
    'images',
    'created_at',
  ],
);

const evidenceFile = nullable(object({ url: str, sha256: nullable(str) }, ['url', 'sha256']));

const SCHEMAS: Record<string, Json> = {
  LocalizedName: shape<LocalizedName>({ locale: oneOfValues(['lo', 'en']), name: str }, ['locale', 'name']),
  Image: shape<WireImage>({ url: str, name: str, width: nullable(int), height: nullable(int), mime: str }, [
    'url',
    'name',
    'width',
    'height',
    'mime',
  ]),
  Actor: shape<WireActor>({ _id: int, full_name: nullable(str) }, ['_id', 'full_name']),
  ViolationCode: shape<WireViolationCode>(
    {
      _id: str,
      code: str,
      variant: oneOfValues(VARIANTS),
      group: oneOfValues(VIOLATION_GROUPS),
      names: arrayOf(ref('LocalizedName')),
      legal_reference: nullable(str),
      legal_reference_lo: nullable(str),
      reference_confirmed: bool,
    },
    ['_id', 'code', 'variant', 'group', 'names', 'legal_reference', 'legal_reference_lo', 'reference_confirmed'],
  ),
  ViolationType: shape<WireViolationType>(
    {
      _id: str,
      key: str,
      variant: oneOfValues(VARIANTS),
      color: { type: 'string', pattern: '^#[0-9a-fA-F]{6}$' },
      violations: arrayOf({ allOf: [ref('LocalizedName'), object({ color: str }, ['color'])] }),
    },
    ['_id', 'key', 'variant', 'color', 'violations'],
  ),
  ReviewFields: {
    ...reviewFieldsShape,
    description: 'Fields common to detections and reports; staff-only fields are absent for the public',
  },
  Detection: {
    allOf: [
      ref('ReviewFields'),
      shape<Omit<WireDetection, keyof WireReviewFields>>(
        {
          kind: constant('detection'),
          origin: oneOfValues(DETECTION_ORIGINS),
          platform: str,
          link: { type: 'string', description: 'The page the finding was made on' },
          caption: nullable(str),
          crawl_date: dateTime,
          public_date: nullable(dateTime),
          evidence: object({ screenshot: evidenceFile, html: { ...evidenceFile, description: 'Staff only' } }, ['screenshot']),
          seen_count: {
            type: 'integer',
            minimum: 1,
            description: 'Staff only. How many times the detector found this ad (near-duplicate images): 1 = once',
          },
          last_seen_at: { ...nullable(dateTime), description: 'Staff only. The latest crawl that found the ad' },
          seen_urls: {
            ...arrayOf(str),
            maxItems: SEEN_URLS_MAX,
            description: 'Staff only. Other pages the ad was seen again on, latest last',
          },
          ai_model_version: { ...nullable(str), description: 'Staff only. The classifier version of the finding' },
          source_key: { ...nullable(str), description: "Staff only. The monitored source's data-option key" },
        },
        ['kind', 'origin', 'platform', 'link', 'caption', 'crawl_date', 'public_date'],
      ),
    ],
  },
  Report: {
    allOf: [
      ref('ReviewFields'),
      shape<Omit<WireReport, keyof WireReviewFields>>(
        {
          kind: constant('report'),
          observed_on: { type: 'string', format: 'date' },
          province: str,
          place: nullable(oneOfValues(OBSERVATION_PLACES)),
          category: oneOfValues(REPORT_CATEGORIES),
          details: arrayOf(str),
          activity: nullable(str),
          url: nullable(str),
          suspected_text: nullable(str),
          suspected_link: nullable(str),
          description: nullable(str),
          additional_info: {
            ...nullable(str),
            description: "Staff only: the reporter's free text (often a phone number)",
          },
          reporter: {
            ...nullable(
              object({ full_name: nullable(str), email: nullable(str), organisation: nullable(str) }, [
                'full_name',
                'email',
                'organisation',
              ]),
            ),
            description: "Staff only: the reporter's confidential contact details",
          },
        },
        [
          'kind',
          'observed_on',
          'province',
          'place',
          'category',
          'details',
          'activity',
          'url',
          'suspected_text',
          'suspected_link',
          'description',
        ],
      ),
    ],
  },
  Page: object(
    {
      data: arrayOf({
        oneOf: [ref('Detection'), ref('Report')],
        discriminator: {
          propertyName: 'kind',
          mapping: { detection: '#/components/schemas/Detection', report: '#/components/schemas/Report' },
        },
      }),
      meta: object(
        {
          pagination: object({ page: int, pageSize: int, pageCount: int, total: int }, [
            'page',
            'pageSize',
            'pageCount',
            'total',
          ]),
        },
        ['pagination'],
      ),
    },
    ['data', 'meta'],
  ),
  User: shape<WireUser>(
    {
      _id: int,
      user_id: int,
      email: str,
      full_name: nullable(str),
      phone_number: nullable(str),
      role: nullable(oneOfValues(STAFF_ROLES)),
    },
    ['_id', 'user_id', 'email', 'full_name', 'phone_number', 'role'],
  ),
  LoginResponse: shape<LoginResponse>(
    {
      user: ref('User'),
      user_id: int,
      role: oneOfValues(STAFF_ROLES),
      token: { type: 'string', description: 'A JWT for the Authorization: Bearer header' },
    },
    ['user', 'user_id', 'role', 'token'],
  ),
  DataOption: shape<WireDataOption>(
    {
      _id: str,
      kind: oneOfValues(DATA_OPTION_KINDS),
      variant: oneOfValues([...VARIANTS, 'both']),
      key: str,
      names: arrayOf(ref('LocalizedName')),
      aliases: { ...arrayOf(str), description: 'Other spellings of the name, as the analysis resolves them' },
      parent_key: nullable(str),
      images: arrayOf(ref('Image')),
      url: { ...nullable(str), description: 'Staff only (monitored sources)' },
      platform: { ...nullable(str), description: 'Staff only (monitored sources)' },
      interval_minutes: { ...nullable(int), description: 'Staff only (monitored sources)' },
      active: bool,
    },
    ['_id', 'kind', 'variant', 'key', 'names', 'aliases', 'parent_key', 'images', 'active'],
  ),
  ReviewEvent: shape<WireReviewEvent>(
    {
      _id: str,
      level: oneOfValues(['ai', 'supervisor', 'operator', 'public', 'staff']),
      action: oneOfValues(['created', 'status', 'codes', 'types', 'violation_count', 'archive', 'seen_again']),
      from_status: nullable(str),
      to_status: nullable(str),
      codes: nullable(arrayOf(str)),
      types: nullable(arrayOf(str)),
      at: dateTime,
      actor: { ...nullable(ref('Actor')), description: 'Staff only' },
      note: { ...nullable(str), description: 'Staff only' },
    },
    ['_id', 'level', 'action', 'from_status', 'to_status', 'codes', 'types', 'at'],
  ),
  StatusResponse: shape<StatusResponse>({ status: oneOfValues(['success', 'error']), message: str }, ['status']),
  AnalysisBucket: shape<AnalysisBucket>(
    {
      key: {
        type: 'string',
        description:
          "The value: a company's or brand's data-option key when the library knows the name (else the name as typed), a code, platform, report category, province key or variant; '' for items without one; __other__ for the rest past the 20 largest",
      },
      count: int,
      names: { ...arrayOf(ref('LocalizedName')), description: 'The names of a company or brand the library knows' },
    },
    ['key', 'count'],
  ),
  Analysis: {
    ...shape<AnalysisResponse>(
      {
        from: nullable({ type: 'string', format: 'date' }),
        to: nullable({ type: 'string', format: 'date' }),
        status: arrayOf(oneOfValues(REVIEW_STATUSES)),
        variant: nullable(oneOfValues(VARIANTS)),
        total: { type: 'integer', description: 'Detections and reports recorded in the period (archived ones not counted)' },
        over_time: {
          ...arrayOf(object({ period: str, detection: int, report: int }, ['period', 'detection', 'report'])),
          description:
            'One row per day (yyyy-mm-dd) for periods up to 92 days, else per month (yyyy-mm); oldest first, zeros included',
        },
        by_company: arrayOf(ref('AnalysisBucket')),
        by_brand: arrayOf(ref('AnalysisBucket')),
        by_code: { ...arrayOf(ref('AnalysisBucket')), description: 'An item counts once under each of its violation codes' },
        by_platform: { ...arrayOf(ref('AnalysisBucket')), description: 'Detections by the platform they were found on' },
        by_place: {
          ...arrayOf(ref('AnalysisBucket')),
          description: 'Reports by the category of the place they were seen in',
        },
        by_province: { ...arrayOf(ref('AnalysisBucket')), description: 'Reports only' },
        by_variant: arrayOf(ref('AnalysisBucket')),
        unresolved: {
          ...object({ company: arrayOf(ref('AnalysisBucket')), brand: arrayOf(ref('AnalysisBucket')) }, ['company', 'brand']),
          description: 'Company and brand names as typed that the data-option library does not know, for an editor to map',
        },
      },
      [
        'from',
        'to',
        'status',
        'variant',
        'total',
        'over_time',
        'by_company',
        'by_brand',
        'by_code',
        'by_platform',
        'by_place',
        'by_province',
        'by_variant',
        'unresolved',
      ],
    ),
    description: 'Figures of a period; every breakdown is sorted largest first',
  },
  Summary: {
    type: 'object',
    description: 'Live figures by variant',
    required: [...VARIANTS],
    properties: Object.fromEntries(
      VARIANTS.map((v) => [
        v,
        object({ violations_confirmed: int, non_violations_confirmed: int, reports_received: int }, [
          'violations_confirmed',
          'non_violations_confirmed',
          'reports_received',
        ]),
      ]),
    ),
  },
  LawFile: object({ url: str, name: str, updated_at: dateTime }, ['url', 'name', 'updated_at']),
  ErrorBody: {
    type: 'object',
    description: "Strapi's error body",
    required: ['data', 'error'],
    properties: {
      data: { type: 'null' },
      error: object(
        {
          status: int,
          name: oneOfValues([
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
          message: str,
          details: object({
            fields: {
              type: 'object',
              additionalProperties: str,
              description: '400: one message per invalid field (dotted path; `_` for the whole input)',
            },
            errors: arrayOf(object({ path: arrayOf(str), message: str, name: str }, ['path', 'message', 'name'])),
            retryAfterSeconds: { type: 'integer', description: '429: seconds before the next call is accepted' },
            retryAfterMinutes: { type: 'integer', description: '429: the same wait in whole minutes, as the screens show it' },
            reason: {
              ...oneOfValues(REVIEW_REFUSAL_REASONS),
              description: 'Review refusals (409, and 403 for a level the role does not act at): a stable code to translate',
            },
          }),
        },
        ['status', 'name', 'message', 'details'],
      ),
    },
  },
};

const ERROR_RESPONSES: Record<ErrorStatus, [name: string, description: string]> = {
  400: ['BadRequest', 'The input is invalid; `error.details.fields` holds one message per field'],
  401: ['Unauthorized', 'Not signed in, or the credentials are wrong or no longer valid'],
  403: ['Forbidden', 'The caller may not do this'],
  404: ['NotFound', 'No such item (or not visible to the caller)'],
  409: ['Conflict', 'The change conflicts with the current state'],
  413: ['PayloadTooLarge', 'A file is too large'],
  429: ['TooManyRequests', 'Too many calls; wait for Retry-After seconds (`error.details.retryAfterMinutes` in minutes)'],
  502: ['BadGateway', 'The detector answered with an error'],
  503: ['ServiceUnavailable', 'A service the call needs (detector, mail) is unavailable'],
};

// Common response bodies.
const success: Json = object({ success: constant(true) }, ['success']);
const statusData = (schema: Json): Json => object({ status: constant('success'), data: schema }, ['status', 'data']);
const pageOf = (item: string): Json => ({ allOf: [ref('Page'), object({ data: arrayOf(ref(item)) })] });
const decision = (statuses: readonly string[]): Json =>
  object({ success: constant(true), status: oneOfValues(statuses), changed: bool }, ['success', 'status', 'changed']);
const chosen = (which: 'codes' | 'types'): Json =>
  object(
    {
      success: constant(true),
      [which]: { ...arrayOf(str), description: `The ${which === 'codes' ? 'codes' : 'type keys'} now chosen` },
    },
    ['success', which],
  );
const intake = (extra: Json, required: string[]): Json =>
  object(
    {
      status: constant('success'),
      message: str,
      data: object({ _id: str, status: oneOfValues(REVIEW_STATUSES), ...extra }, ['_id', 'status', ...required]),
    },
    ['status', 'data'],
  );
const xlsxFile: Json = {
  type: 'string',
  contentMediaType: XLSX_MIME,
  description:
    'An Excel workbook, streamed; named by Content-Disposition (lcmdp-<route or analysis>-<yyyy-mm-dd>.xlsx, Lao date). Times are Lao time (UTC+7)',
};
const detectorAnswer: Json = {
  type: 'object',
  additionalProperties: true,
  description: "The detector's verdict, passed through as it answers",
};
const stockDocument: Json = {
  type: 'object',
  additionalProperties: true,
  description: 'A detection as Strapi stores it (stock REST shape)',
};

// Multipart file fields.
type FileField = { schema: Json; contentType: string; required?: boolean };
const IMAGE_TYPES = 'image/jpeg, image/png, image/webp';
const binary = (media: string, description: string): Json => ({
  type: 'string',
  format: 'binary',
  contentMediaType: media,
  description,
});
const images = (max: number): FileField => ({
  schema: {
    type: 'array',
    maxItems: max,
    items: binary('image/*', `JPEG, PNG or WebP, at most ${LIMITS.imageMaxBytes / 1024 / 1024} MB each`),
  },
  contentType: IMAGE_TYPES,
});

// ---------------------------------------------------------------------------------------------------------------
// The table: every action → its tag, the zod schemas its handler parses, its multipart files and its answer.
// ---------------------------------------------------------------------------------------------------------------

interface OperationSpec {
  tag: Tag;
  /** Parsed from the query string. */
  query?: z.ZodType;
  /** Parsed from the JSON body, or from the multipart fields (`form`). */
  body?: z.ZodType;
  /** Multipart: plain form fields only, plain fields or a `data` JSON string, or `data` only. */
  form?: 'fields' | 'either' | 'data';
  files?: Record<string, FileField>;
  ok: Json;
  /** The media type of the success answer (default application/json). */
  okMedia?: string;
  /** Success statuses (default [200]) and what each means. */
  okStatus?: [200 | 201, string][];
  /** Errors beyond those implied by the route (400 with input, 401/403 unless public, 413 multipart, 429 limited, 404 with :id). */
  errors?: ErrorStatus[];
  /** For routes without a summary of their own (stock routes). */
  summary?: string;
}

const CREATED_OR_UPDATED: [200 | 201, string][] = [
  [200, 'Updated (`_id` given)'],
  [201, 'Created (no `_id`)'],
];

/** Adding a data option is the same call in both variants. */
const addDataOption: OperationSpec = {
  tag: 'Catalogues',
  body: dataOptionSchema,
  form: 'either',
  files: { images: images(20) },
  ok: statusData(ref('DataOption')),
  okStatus: [[201, 'Created']],
  errors: [409],
};

const OPERATIONS: Record<string, OperationSpec> = {
  getData: { tag: 'Items', query: listQuerySchema, ok: pageOf('Detection'), errors: [403] },
  getDetection: { tag: 'Items', ok: dataOf(ref('Detection')) },
  getDataFromRoute: { tag: 'Items', query: routeQuerySchema, ok: ref('Page'), errors: [401, 403] },
  getCheckDataFromRoute: { tag: 'Items', query: routeQuerySchema, ok: ref('Page') },
  getReport: { tag: 'Items', ok: dataOf(ref('Report')) },
  getTracking: { tag: 'Items', ok: dataOf(arrayOf(ref('ReviewEvent'))) },
  getSummary: { tag: 'Items', ok: dataOf(ref('Summary')) },
  exportData: { tag: 'Items', query: exportQuerySchema, ok: xlsxFile, okMedia: XLSX_MIME, errors: [403] },
  getAnalysis: { tag: 'Items', query: analysisQuerySchema, ok: ref('Analysis') },
  exportAnalysis: { tag: 'Items', query: analysisExportQuerySchema, ok: xlsxFile, okMedia: XLSX_MIME },
  getOpenApi: { tag: 'Docs', ok: { type: 'object', description: 'This OpenAPI 3.1 document' } },
  submitReport: {
    tag: 'Items',
    body: reportSubmissionSchema,
    form: 'either',
    files: { images: images(LIMITS.imagesPerReportMax) },
    ok: intake({}, []),
    okStatus: [[201, 'The report is received']],
  },
  addDetection: {
    tag: 'Items',
    body: detectionPostSchema,
    form: 'data',
    files: {
      images: images(LIMITS.imagesPerDetectionMax),
      screenshot: { schema: binary('image/*', 'A screenshot of the page (JPEG, PNG or WebP)'), contentType: IMAGE_TYPES },
      html: { schema: binary('text/html', 'The captured page, kept as text evidence (at most 20 MB)'), contentType: 'text/html' },
    },
    ok: intake(
      {
        created: bool,
        seenAgain: {
          type: 'boolean',
          description: `True when an image is within ${NEAR_DUPLICATE_MAX_DISTANCE} bits (pHash) of an image of a detection of the same variant: that detection (\`_id\`) was seen again instead`,
        },
      },
      ['created'],
    ),
    okStatus: [
      [201, 'A new detection'],
      [
        200,
        'Not created: the same finding was already stored (idempotent retry), or it is the same ad as an existing detection (`seenAgain`: its seen count, last-seen date and pages are updated once per finding)',
      ],
    ],
  },
  exportDecisions: {
    tag: 'Items',
    query: decisionsQuerySchema,
    ok: {
      type: 'string',
      contentMediaType: NDJSON_MIME,
      description:
        "One JSON object per line per item (detections and reports) whose operator decision is final: {id: 'det_<_id>' | 'rep_<_id>', variant, text, decision: 'violation' | 'non_violation', codes, groups, productType?, decidedAt}. The format of the detector's decisions/*.jsonl (detector/README.md). Never the reporter's details",
    },
    okMedia: NDJSON_MIME,
  },

  getViolationCode: { tag: 'Catalogues', query: variantQuery, ok: dataOf(arrayOf(ref('ViolationCode'))) },
  getViolationTypes: { tag: 'Catalogues', query: variantQuery, ok: dataOf(arrayOf(ref('ViolationType'))) },
  updateViolationCode: {
    tag: 'Catalogues',
    body: violationCodeUpsertSchema,
    ok: object({ success: constant(true), data: ref('ViolationCode') }, ['success', 'data']),
    okStatus: CREATED_OR_UPDATED,
    errors: [404, 409],
  },
  updateArgenViolationCode: {
    tag: 'Catalogues',
    body: violationCodeUpsertSchema,
    ok: object({ success: constant(true), data: ref('ViolationCode') }, ['success', 'data']),
    okStatus: CREATED_OR_UPDATED,
    errors: [404, 409],
  },
  deleteViolationCode: { tag: 'Catalogues', ok: success, errors: [409] },
  updateViolationType: {
    tag: 'Catalogues',
    body: violationTypeUpsertSchema,
    ok: object({ success: constant(true), data: ref('ViolationType') }, ['success', 'data']),
    okStatus: CREATED_OR_UPDATED,
    errors: [404],
  },
  updateArgenViolationType: {
    tag: 'Catalogues',
    body: violationTypeUpsertSchema,
    ok: object({ success: constant(true), data: ref('ViolationType') }, ['success', 'data']),
    okStatus: CREATED_OR_UPDATED,
    errors: [404],
  },
  deleteViolationType: { tag: 'Catalogues', ok: success, errors: [409] },
  getDataOptions: { tag: 'Catalogues', query: optionQuery, ok: dataOf(arrayOf(ref('DataOption'))), errors: [403] },
  getDataOptionsLaos: { tag: 'Catalogues', query: optionQuery, ok: dataOf(arrayOf(ref('DataOption'))), errors: [403] },
  addDataOptions: addDataOption,
  addDataOptionsLaos: addDataOption,
  updateDataOptions: {
    tag: 'Catalogues',
    body: optionUpdateSchema,
    form: 'either',
    files: { images: images(20) },
    ok: statusData(ref('DataOption')),
  },
  deleteDataOptions: { tag: 'Catalogues', ok: ref('StatusResponse') },
  getLawFiles: {
    tag: 'Catalogues',
    ok: dataOf(object({ international: nullable(ref('LawFile')), laos: nullable(ref('LawFile')) }, [...VARIANTS])),
  },
  uploadFileInternational: {
    tag: 'Catalogues',
    form: 'fields',
    files: {
      file: {
        schema: binary('application/pdf', 'The law as a PDF, at most 20 MB'),
        contentType: 'application/pdf',
        required: true,
      },
    },
    ok: object({ url: str }, ['url']),
  },
  uploadFileLaos: {
    tag: 'Catalogues',
    form: 'fields',
    files: {
      file: {
        schema: binary('application/pdf', 'The law as a PDF, at most 20 MB'),
        contentType: 'application/pdf',
        required: true,
      },
    },
    ok: object({ url: str }, ['url']),
  },

  updateSupervisorStatusDetect: {
    tag: 'Review',
    body: supervisorStatusSchema,
    ok: decision(REVIEW_STATUSES),
    errors: [404, 409],
  },
  updateSupervisorStatusDetectLaos: {
    tag: 'Review',
    body: supervisorStatusSchema,
    ok: decision(REVIEW_STATUSES),
    errors: [404, 409],
  },
  updateOperatorStatusDetect: { tag: 'Review', body: operatorStatusSchema, ok: decision(REVIEW_STATUSES), errors: [404, 409] },
  updateOperatorStatusDetectLaos: {
    tag: 'Review',
    body: operatorStatusSchema,
    ok: decision(REVIEW_STATUSES),
    errors: [404, 409],
  },
  updateSupervisorStatusReport: {
    tag: 'Review',
    body: supervisorStatusSchema,
    ok: decision(REVIEW_STATUSES),
    errors: [404, 409],
  },
  updateSupervisorStatusReportLaos: {
    tag: 'Review',
    body: supervisorStatusSchema,
    ok: decision(REVIEW_STATUSES),
    errors: [404, 409],
  },
  updateOperatorStatusReport: { tag: 'Review', body: operatorStatusSchema, ok: decision(REVIEW_STATUSES), errors: [404, 409] },
  updateOperatorStatusReportLaos: {
    tag: 'Review',
    body: operatorStatusSchema,
    ok: decision(REVIEW_STATUSES),
    errors: [404, 409],
  },
  updateStatus: { tag: 'Review', body: archiveStatusSchema, ok: decision(['archived', 'no_archive']), errors: [404] },
  updateStatusReport: { tag: 'Review', body: archiveStatusSchema, ok: decision(['archived', 'no_archive']), errors: [404] },
  updateStatusReportLaos: { tag: 'Review', body: archiveStatusSchema, ok: decision(['archived', 'no_archive']), errors: [404] },
  updateViolation: {
    tag: 'Review',
    body: violationCountSchema,
    ok: object({ success: constant(true), violation: int }, ['success', 'violation']),
    errors: [404, 409],
  },
  updateArgenViolation: {
    tag: 'Review',
    body: violationCountSchema,
    ok: object({ success: constant(true), violation: int }, ['success', 'violation']),
    errors: [404, 409],
  },
  updateViolationReport: {
    tag: 'Review',
    body: violationCountSchema,
    ok: object({ success: constant(true), violation: int }, ['success', 'violation']),
    errors: [404, 409],
  },
  updateViolationCodeDetect: { tag: 'Review', body: itemCodesSchema, ok: chosen('codes'), errors: [404, 409] },
  updateViolationCodeDetectLaos: { tag: 'Review', body: itemCodesSchema, ok: chosen('codes'), errors: [404, 409] },
  updateViolationCodeReport: { tag: 'Review', body: itemCodesSchema, ok: chosen('codes'), errors: [404, 409] },
  updateViolationCodeReportLaos: { tag: 'Review', body: itemCodesSchema, ok: chosen('codes'), errors: [404, 409] },
  updateViolationTypeDetect: { tag: 'Review', body: itemTypesSchema, ok: chosen('types'), errors: [404, 409] },
  updateViolationTypeDetectLaos: { tag: 'Review', body: itemTypesSchema, ok: chosen('types'), errors: [404, 409] },
  updateViolationTypeReport: { tag: 'Review', body: itemTypesSchema, ok: chosen('types'), errors: [404, 409] },
  updateViolationTypeReportLaos: { tag: 'Review', body: itemTypesSchema, ok: chosen('types'), errors: [404, 409] },

  checkTextImgs: {
    tag: 'Checks',
    body: checkTextSchema,
    form: 'fields',
    files: { images: images(LIMITS.imagesPerReportMax) },
    ok: detectorAnswer,
    errors: [502, 503],
  },
  checkTextImgsLaos: {
    tag: 'Checks',
    body: checkTextSchema,
    form: 'fields',
    files: { images: images(LIMITS.imagesPerReportMax) },
    ok: detectorAnswer,
    errors: [502, 503],
  },
  checkUrl: { tag: 'Checks', body: checkUrlSchema, ok: detectorAnswer, errors: [502, 503] },
  checkUrlLaos: { tag: 'Checks', body: checkUrlSchema, ok: detectorAnswer, errors: [502, 503] },

  login: { tag: 'Accounts', body: loginSchema, ok: ref('LoginResponse'), errors: [401] },
  logout: { tag: 'Accounts', ok: ref('StatusResponse') },
  forgotPassword: { tag: 'Accounts', body: forgotPasswordSchema, ok: ref('StatusResponse') },
  resetPassword: {
    tag: 'Accounts',
    body: resetPasswordSchema,
    ok: { allOf: [ref('LoginResponse'), object({ email: str }, ['email'])] },
  },
  getProfile: { tag: 'Accounts', ok: dataOf(ref('User')) },
  verifyCurrentPassword: { tag: 'Accounts', body: verifyPasswordSchema, ok: ref('StatusResponse') },
  getUsers: { tag: 'Accounts', ok: dataOf(arrayOf(ref('User'))) },
  addUser: { tag: 'Accounts', body: addUserSchema, ok: statusData(ref('User')), okStatus: [[201, 'Created']], errors: [409] },
  updateUser: { tag: 'Accounts', body: updateUserSchema, ok: statusData(ref('User')), errors: [404, 409] },
  deleteUser: { tag: 'Accounts', body: deleteUserSchema, ok: ref('StatusResponse'), errors: [404, 409] },

  'api::detection.detection.find': {
    tag: 'Items',
    query: stockListQuery,
    summary: "Strapi's stock detection list (kept for the benchmark)",
    ok: object(
      {
        data: arrayOf(stockDocument),
        meta: object({ pagination: object({ page: int, pageSize: int, pageCount: int, total: int }) }),
      },
      ['data', 'meta'],
    ),
  },
  'api::detection.detection.findOne': {
    tag: 'Items',
    summary: "Strapi's stock detection by document id (kept for the benchmark)",
    ok: object({ data: stockDocument, meta: { type: 'object' } }, ['data']),
  },
};

// ---------------------------------------------------------------------------------------------------------------
// Assembly.
// ---------------------------------------------------------------------------------------------------------------

const TAGS: { name: Tag; description: string }[] = [
  { name: 'Items', description: 'Detections and reports: lists, single items, review history, intake' },
  { name: 'Review', description: 'The review chain: decisions, archiving, violation counts, codes and types' },
  { name: 'Catalogues', description: 'Violation codes and types, data options, law files' },
  { name: 'Checks', description: 'Ad-hoc checks through the detector' },
  { name: 'Accounts', description: 'Sessions, passwords and staff accounts' },
  { name: 'Docs', description: 'This document' },
];

const AUDIENCE: Record<Access, string> = {
  public: 'anyone (no sign-in)',
  supervisor: 'supervisor',
  operator: 'operator',
  admin: 'admin',
  detector: 'the detector (API token)',
};

interface AnyRoute {
  method: LegacyRoute['method'];
  path: string;
  action: string;
  access: readonly Access[];
  summary?: string;
  limiter?: LegacyRoute['limiter'];
  multipart?: boolean;
}

export const toOpenApiPath = (path: string): string => path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');

function security(access: readonly Access[]): Json[] {
  const alternatives: Json[] = [];
  if (access.includes('public')) alternatives.push({});
  if (access.some((a) => a === 'supervisor' || a === 'operator' || a === 'admin')) alternatives.push({ bearerAuth: [] });
  if (access.includes('detector')) alternatives.push({ apiToken: [] });
  return alternatives;
}

function parameters(route: AnyRoute, spec: OperationSpec): Json[] {
  const list: Json[] = [];
  for (const [, name] of route.path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)) {
    const schema = PATH_PARAMS[name];
    if (!schema) throw new Error(`openapi: no schema for the path parameter :${name} of ${route.path}`);
    list.push({ name, in: 'path', required: true, schema: inputSchema(schema) });
  }
  if (spec.query) {
    const json = inputSchema(spec.query);
    const required = new Set((json.required as string[] | undefined) ?? []);
    const notes = QUERY_NOTES.get(spec.query) ?? {};
    for (const [name, schema] of Object.entries((json.properties ?? {}) as Record<string, Json>)) {
      list.push({
        name,
        in: 'query',
        ...(required.has(name) ? { required: true } : {}),
        ...(notes[name] ? { description: notes[name] } : {}),
        schema,
      });
    }
  }
  return list;
}

/** The body schema as a component of its own (registered in `inputs`), and its JSON Schema. */
function bodyComponent(schema: z.ZodType, inputs: Record<string, Json>): { ref: Json; json: Json } {
  const name = INPUT_NAMES.get(schema);
  if (!name) throw new Error('openapi: a body schema has no component name; add it to INPUT_NAMES');
  const json = (inputs[name] ??= inputSchema(schema));
  return { ref: ref(name), json };
}

function requestBody(route: AnyRoute, spec: OperationSpec, inputs: Record<string, Json>): Json | undefined {
  const body = spec.body ? bodyComponent(spec.body, inputs) : undefined;
  if (!route.multipart) {
    if (spec.form || spec.files) throw new Error(`openapi: ${route.action} has form fields but the route is not multipart`);
    return body ? { required: true, content: { 'application/json': { schema: body.ref } } } : undefined;
  }
  const fields = body?.json ?? { type: 'object', properties: {} };
  const fieldProps = (fields.properties ?? {}) as Json;
  const fieldRequired = (fields.required as string[] | undefined) ?? [];
  const form = spec.form ?? 'fields';
  const data: Json = {
    type: 'string',
    contentMediaType: 'application/json',
    ...(body ? { contentSchema: body.ref } : {}),
    description:
      form === 'data'
        ? 'The fields as one JSON string (required)'
        : 'Alternatively, all the fields as one JSON string (Strapi convention); when present, the plain fields are ignored',
  };
  const properties: Json = form === 'data' ? { data } : form === 'either' ? { ...fieldProps, data } : { ...fieldProps };
  const encoding: Json = form === 'fields' ? {} : { data: { contentType: 'application/json' } };
  const required: string[] = form === 'data' ? ['data'] : form === 'fields' ? [...fieldRequired] : [];
  for (const [name, file] of Object.entries(spec.files ?? {})) {
    properties[name] = file.schema;
    encoding[name] = { contentType: file.contentType };
    if (file.required) required.push(name);
  }
  const schema: Json = { type: 'object', properties };
  if (required.length) schema.required = required;
  if (form === 'either' && fieldRequired.length) schema.anyOf = [{ required: fieldRequired }, { required: ['data'] }];
  return { required: true, content: { 'multipart/form-data': { schema, encoding } } };
}

/** Who each limit counts (domain/rate-limits.ts). */
const LIMIT_KEYS: Record<Limiter, string> = {
  login: 'per address + email, under a looser per-address cap',
  password: 'per address + email (or code), under a looser per-address cap',
  'verify-password': 'per signed-in user, for calls that check the current password',
  report: 'per signed-in user, or per address for anonymous callers',
  check: 'per signed-in user, or per address for anonymous callers',
};

function errorStatuses(route: AnyRoute, spec: OperationSpec): ErrorStatus[] {
  const statuses = new Set<ErrorStatus>(spec.errors ?? []);
  if (spec.query || spec.body || spec.files || route.path.includes(':')) statuses.add(400);
  if (!route.access.includes('public')) {
    statuses.add(401);
    statuses.add(403);
  }
  if (route.path.includes(':id')) statuses.add(404);
  if (route.multipart && spec.files) statuses.add(413);
  if (route.limiter) statuses.add(429);
  return [...statuses].sort((a, b) => a - b);
}

function operation(route: AnyRoute, inputs: Record<string, Json>): Json {
  const spec = OPERATIONS[route.action];
  if (!spec) throw new Error(`openapi: the action ${route.action} has no entry in OPERATIONS (cms/src/api/legacy/openapi.ts)`);
  const summary = route.summary ?? spec.summary ?? route.action;
  const lines = [`Who may call: ${route.access.map((a) => AUDIENCE[a]).join(', ')}.`];
  if (route.limiter)
    lines.push(`Rate-limited (${route.limiter} limit, ${LIMIT_KEYS[route.limiter]}); over it: 429 with Retry-After.`);
  if (route.multipart) lines.push('multipart/form-data.');

  const responses: Json = {};
  for (const [status, description] of spec.okStatus ?? [[200, 'OK']]) {
    responses[String(status)] = {
      description,
      ...(spec.okMedia
        ? {
            headers: {
              'Content-Disposition': {
                description: 'attachment; filename="…"',
                schema: { type: 'string' },
              },
            },
          }
        : {}),
      content: { [spec.okMedia ?? 'application/json']: { schema: spec.ok } },
    };
  }
  for (const status of errorStatuses(route, spec)) {
    responses[String(status)] = { $ref: `#/components/responses/${ERROR_RESPONSES[status][0]}` };
  }

  const params = parameters(route, spec);
  const body = requestBody(route, spec, inputs);
  return {
    operationId: route.action,
    summary,
    description: lines.join('\n\n'),
    tags: [spec.tag],
    'x-access': [...route.access],
    ...(route.limiter ? { 'x-rate-limit': route.limiter } : {}),
    security: security(route.access),
    ...(params.length ? { parameters: params } : {}),
    ...(body ? { requestBody: body } : {}),
    responses,
  };
}

/** The version of cms/package.json, found from here in src/ (ts-jest) as in dist/src/ (compiled). */
function cmsVersion(): string {
  for (let dir = __dirname; dir !== dirname(dir); dir = dirname(dir)) {
    const file = join(dir, 'package.json');
    if (!existsSync(file)) continue;
    const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
    if (pkg.name === '@lcmdp/cms') return pkg.version ?? '0.0.0';
  }
  throw new Error('openapi: cms/package.json not found');
}

export function buildOpenApi(): object {
  const routes: AnyRoute[] = [...LEGACY_ROUTES, ...STOCK_ROUTES];
  const paths: Record<string, Json> = {};
  const inputs: Record<string, Json> = {};
  for (const route of routes) {
    const path = toOpenApiPath(route.path);
    const item = (paths[path] ??= {});
    const method = route.method.toLowerCase();
    if (item[method]) throw new Error(`openapi: ${route.method} ${route.path} appears twice`);
    item[method] = operation(route, inputs);
  }

  const responses: Json = {};
  for (const [status, [name, description]] of Object.entries(ERROR_RESPONSES)) {
    responses[name] = {
      description,
      ...(status === '429'
        ? { headers: { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } } } }
        : {}),
      content: { 'application/json': { schema: ref('ErrorBody') } },
    };
  }

  return {
    openapi: '3.1.0',
    info: {
      title: 'LCMDP /api-laos',
      version: cmsVersion(),
      description: [
        'The legacy /api-laos contract served by the LCMDP CMS, generated from the route table (cms/src/api/legacy/route-table.ts) ' +
          'and the zod schemas of @lcmdp/contract. Paths are relative to the /api-laos prefix.',
        'Staff sign in with POST /login and send the token as `Authorization: Bearer <jwt>`; the detector sends its API token the same way. ' +
          'Lists and items narrow for anonymous callers (operator-approved items only, no reviewer or reporter details).',
        'Every refusal has the body `{ data: null, error: { status, name, message, details } }`; a 400 lists one message per field in `error.details.fields`.',
      ].join('\n\n'),
    },
    servers: [{ url: '/api-laos' }],
    tags: TAGS,
    paths,
    components: {
      schemas: { ...SCHEMAS, ...inputs },
      responses,
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'A staff session token from POST /login or /reset-password',
        },
        apiToken: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'API token',
          description: "The detector's Strapi API token (DETECTOR_API_TOKEN)",
        },
      },
    },
  };
}
