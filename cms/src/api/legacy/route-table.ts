/**
 * Every /api-laos call of the legacy contract (spec §7) and the calls the screens need, in one table: method,
 * path, who may call it, rate limit, its handler, and its facts: the zod schemas of its input (those its handler
 * parses) and of its answers (from @lcmdp/contract), its tag and summary. The routes file, the permission
 * bootstrap, the OpenAPI document (openapi.ts) and the role-matrix test are all derived from this table.
 */
import {
  ACCOUNT_MANAGERS,
  EVERYONE,
  OPERATOR_LEVEL,
  PUBLIC_READ,
  SIGNED_IN,
  STAFF,
  SUPERVISOR_LEVEL,
  type Access,
} from './access';
import * as accounts from './handlers/accounts';
import * as analysis from './handlers/analysis';
import * as cases from './handlers/cases';
import * as catalogue from './handlers/catalogue';
import * as checks from './handlers/checks';
import * as companies from './handlers/companies';
import * as docs from './handlers/docs';
import * as history from './handlers/history';
import * as items from './handlers/items';
import * as notifications from './handlers/notifications';
import * as monthlyReports from './handlers/monthly-reports';
import * as review from './handlers/review';
import type { Handler } from './handlers/types';

import {
  LIMITS,
  REVIEW_STATUSES,
  caseAnswerSchema,
  lawFileUploadQuerySchema,
  monthlyReportAnswerSchema,
  monthlyReportFormatSchema,
  monthlyReportListSchema,
  monthlyReportRequestSchema,
  caseAssignSchema,
  caseJoinSchema,
  caseListQuerySchema,
  casePageSchema,
  caseStepFieldsSchema,
  caseStepParamSchema,
  noticeLetterQuerySchema,
  companyDetailSchema,
  companyKeySchema,
  companyListQuerySchema,
  companyListSchema,
  publicCaseSchema,
  historyReportSchema,
  wireCaseSchema,
  addUserSchema,
  analysisExportQuerySchema,
  analysisQuerySchema,
  analysisResponseSchema,
  archiveAnswerSchema,
  archiveStatusSchema,
  checkTextSchema,
  checkUrlSchema,
  checkRouteAnswerSchema,
  chosenCodesAnswerSchema,
  chosenTypesAnswerSchema,
  dataOf,
  dataOptionQuerySchema,
  dataOptionSchema,
  dataOptionUpdateSchema,
  decisionAnswerSchema,
  decisionsQuerySchema,
  deleteUserSchema,
  detectionIntakeReplySchema,
  detectionPostSchema,
  documentIdSchema,
  exportQuerySchema,
  fileUrlAnswerSchema,
  forgotPasswordSchema,
  itemCodesSchema,
  itemPageSchema,
  itemTypesSchema,
  lawFilesSchema,
  notificationPreferencesAnswerSchema,
  notificationPreferencesUpdateSchema,
  listQuerySchema,
  loginResponseSchema,
  loginSchema,
  operatorStatusSchema,
  pageSchemaOf,
  reportIntakeAnswerSchema,
  reportSubmissionSchema,
  resetPasswordSchema,
  routeQuerySchema,
  savedOf,
  statusResponseSchema,
  successDataOf,
  successSchema,
  summarySchema,
  supervisorStatusSchema,
  trackingParamsSchema,
  updateUserSchema,
  variantQuerySchema,
  verifyPasswordSchema,
  violationCodeUpsertSchema,
  violationCountAnswerSchema,
  violationCountSchema,
  violationTypeUpsertSchema,
  wireDataOptionSchema,
  wireDetectionSchema,
  wireReportSchema,
  wireReviewEventSchema,
  wireUserSchema,
  wireViolationCodeSchema,
  wireViolationTypeSchema,
} from '@lcmdp/contract';
import { z } from 'zod';
import { NDJSON_MIME } from '../../services/decisions';
import { XLSX_MIME } from '../../services/xlsx';
import { binary, image, images, ok, type DocumentedRoute, type LegacyRoute, type RouteAnswer, type RouteInput } from './route';

export type { LegacyRoute } from './route';

type Facts = Omit<DocumentedRoute, 'method' | 'path' | 'action' | 'access'>;

const route = (
  method: LegacyRoute['method'],
  path: string,
  action: string,
  access: readonly Access[],
  handle: Handler,
  facts: Facts,
): LegacyRoute => ({ method, path, action, access, handle, ...facts });

const DETECTOR_WRITE: readonly Access[] = ['detector', 'admin'];
/** Final decisions are training data: the detector reads them; operators and admins may too (not supervisors). */
const DECISIONS_READ: readonly Access[] = ['operator', 'admin', 'detector'];

// What the query parameters of the lists mean (OpenAPI parameter descriptions).
const LIST_NOTES = {
  status: `Review status key(s), comma-separated (${REVIEW_STATUSES.join(', ')}, or all); legacy labels with spaces are accepted`,
  q: 'Free-text search',
  from: 'Earliest date (ISO 8601)',
  to: 'Latest date (ISO 8601; a bare date means the whole day)',
  archived: 'Archived items: true, false (default for most lists) or all (staff)',
};
const ROUTE_LIST_NOTES = { ...LIST_NOTES, route: 'The site page the list is for (a -mobile suffix is ignored)' };
const LANG_NOTE = 'Language of the headers and values of the file: lo (default) or en';
const ANALYSIS_NOTES = {
  from: 'First day counted (yyyy-mm-dd, UTC, by the day an item was recorded); default: the first recorded item',
  to: 'Last day counted (yyyy-mm-dd, included); default: today. Periods up to 92 days are counted per day, longer ones per month',
  status: `Review status key(s), comma-separated (${REVIEW_STATUSES.join(', ')}); none or all: every status`,
  variant: 'One variant (international or laos); default: both',
};
const OPTION_NOTES = { route: 'The option kind', status: 'Active options (default), inactive or all (the last two: staff only)' };

/** Path parameters: the document id every `:id` route parses. */
const ID: RouteInput['params'] = { id: documentIdSchema };

const xlsxFile: RouteAnswer = {
  status: 200,
  description: 'OK',
  media: XLSX_MIME,
  schema: z
    .string()
    .meta({ contentMediaType: XLSX_MIME })
    .describe(
      'An Excel workbook, streamed; named by Content-Disposition (lcmdp-<route or analysis>-<yyyy-mm-dd>.xlsx, Lao date). Times are Lao time (UTC+7)',
    ),
};
const noticePdf: RouteAnswer = {
  status: 200,
  description: 'OK',
  media: 'application/pdf',
  schema: binary(
    'application/pdf',
    'The notice letter, named by Content-Disposition (notice-<case number>-<language>.pdf); X-Content-SHA256 is the SHA-256 of its bytes',
  ),
};
const CREATED_OR_UPDATED = (schema: z.ZodType): [RouteAnswer, RouteAnswer] => [
  { status: 200, description: 'Updated (`_id` given)', schema },
  { status: 201, description: 'Created (no `_id`)', schema },
];
const lawPdf = {
  query: lawFileUploadQuerySchema,
  queryNotes: {
    language: 'The language of the PDF: lo (the Lao text, the default) or en (the English translation); the other stays',
  },
  form: 'fields',
  files: {
    file: {
      schema: binary('application/pdf', 'The law as a PDF, at most 20 MB'),
      contentType: 'application/pdf',
      required: true,
    },
  },
} as const satisfies RouteInput;
const optionImages = { images: images(20) };

/** The same facts for a review call on every kind and variant it exists for. */
const decisionFacts = (body: z.ZodType, summary: string): Facts => ({
  tag: 'Review',
  summary,
  input: { body },
  answers: ok(decisionAnswerSchema),
  errors: [404, 409],
});
const archiveFacts = (summary: string): Facts => ({
  tag: 'Review',
  summary,
  input: { body: archiveStatusSchema },
  answers: ok(archiveAnswerSchema),
  errors: [404],
});
const countFacts = (summary: string): Facts => ({
  tag: 'Review',
  summary,
  input: { body: violationCountSchema },
  answers: ok(violationCountAnswerSchema),
  errors: [404, 409],
});
const chooseFacts = (which: 'codes' | 'types', summary: string): Facts => ({
  tag: 'Review',
  summary,
  input: { body: which === 'codes' ? itemCodesSchema : itemTypesSchema },
  answers: ok(which === 'codes' ? chosenCodesAnswerSchema : chosenTypesAnswerSchema),
  errors: [404, 409],
});
const checkTextFacts = (summary: string): Facts => ({
  tag: 'Checks',
  summary,
  limiter: 'check',
  multipart: true,
  input: { body: checkTextSchema, form: 'fields', files: { images: images(LIMITS.imagesPerReportMax) } },
  answers: ok(checkRouteAnswerSchema),
  errors: [502, 503],
});
const checkUrlFacts = (summary: string): Facts => ({
  tag: 'Checks',
  summary,
  limiter: 'check',
  input: { body: checkUrlSchema },
  answers: ok(checkRouteAnswerSchema),
  errors: [502, 503],
});

export const LEGACY_ROUTES: LegacyRoute[] = [
  // Public lists and items (visibility narrows for anonymous callers: operator-approved items only).
  route('GET', '/get_data', 'getData', PUBLIC_READ, items.getData, {
    tag: 'Items',
    summary: 'Detections by status (public: confirmed only); paged',
    input: { query: listQuerySchema, queryNotes: LIST_NOTES },
    answers: ok(pageSchemaOf(wireDetectionSchema)),
    errors: [403],
  }),
  route('GET', '/get_data/:id', 'getDetection', PUBLIC_READ, items.getOne('detection'), {
    tag: 'Items',
    summary: 'One detection (public: confirmed only)',
    input: { params: ID },
    answers: ok(dataOf(wireDetectionSchema)),
  }),
  route('GET', '/get_data_from_route', 'getDataFromRoute', PUBLIC_READ, items.getDataFromRoute(), {
    tag: 'Items',
    summary: 'The list a site page shows (route = page name)',
    input: { query: routeQuerySchema, queryNotes: ROUTE_LIST_NOTES },
    answers: ok(itemPageSchema),
    errors: [401, 403],
  }),
  route('GET', '/get_check_data_from_route', 'getCheckDataFromRoute', STAFF, items.getDataFromRoute('check'), {
    tag: 'Items',
    summary: 'Items checked by staff (route check / check-laos)',
    input: { query: routeQuerySchema, queryNotes: ROUTE_LIST_NOTES },
    answers: ok(itemPageSchema),
  }),
  route('GET', '/get_report/:id', 'getReport', PUBLIC_READ, items.getOne('report'), {
    tag: 'Items',
    summary: 'One report (public: verified only, never the reporter)',
    input: { params: ID },
    answers: ok(dataOf(wireReportSchema)),
  }),
  route('GET', '/get_tracking/:kind/:id', 'getTracking', PUBLIC_READ, items.getTracking, {
    tag: 'Items',
    summary: "An item's review history from detection to decision",
    input: { params: trackingParamsSchema.shape },
    answers: ok(dataOf(z.array(wireReviewEventSchema))),
  }),
  route('GET', '/get_case_steps/:kind/:id', 'getCaseSteps', PUBLIC_READ, items.getCaseSteps, {
    tag: 'Cases',
    summary:
      "A confirmed violation's enforcement case as the public sees it: notice sent, decision (kinds of measure), removal verified, closed, with dates; null without a case",
    input: { params: trackingParamsSchema.shape },
    answers: ok(dataOf(publicCaseSchema.nullable())),
  }),
  route('GET', '/history/verify', 'verifyHistory', ['admin'], history.verify, {
    tag: 'Cases',
    summary:
      'Checks the hash chain over review events and case steps (every link, entry and evidence file) and names the first broken link',
    answers: ok(dataOf(historyReportSchema)),
  }),
  route('GET', '/get_summary', 'getSummary', PUBLIC_READ, items.getSummary, {
    tag: 'Items',
    summary: 'Live figures for the home page',
    answers: ok(dataOf(summarySchema)),
  }),
  route('GET', '/export_data', 'exportData', STAFF, items.exportData, {
    tag: 'Items',
    summary: 'Every item of a staff list (filters of get_data_from_route, no paging) as an .xlsx download, streamed',
    input: {
      query: exportQuerySchema,
      queryNotes: {
        ...ROUTE_LIST_NOTES,
        route: 'The staff list to export (detection, report, archived, check... with -laos for the Laos variant)',
        lang: LANG_NOTE,
      },
    },
    answers: [xlsxFile],
    errors: [403],
  }),
  route('GET', '/get_analysis', 'getAnalysis', STAFF, analysis.getAnalysis, {
    tag: 'Items',
    summary: 'Figures of a period: over time, by company, brand, code, platform, province, variant',
    input: { query: analysisQuerySchema, queryNotes: ANALYSIS_NOTES },
    answers: ok(analysisResponseSchema),
  }),
  route('GET', '/export_analysis', 'exportAnalysis', STAFF, analysis.exportAnalysis, {
    tag: 'Items',
    summary: 'The figures of get_analysis as an .xlsx download, one sheet per breakdown',
    input: { query: analysisExportQuerySchema, queryNotes: { ...ANALYSIS_NOTES, lang: LANG_NOTE } },
    answers: [xlsxFile],
  }),
  route(
    'GET',
    '/openapi.json',
    'getOpenApi',
    PUBLIC_READ,
    docs.getOpenApi(() => LEGACY_ROUTES),
    {
      tag: 'Docs',
      summary: 'This OpenAPI document',
      answers: ok(z.looseObject({}).describe('This OpenAPI 3.1 document')),
    },
  ),
  route('POST', '/submit_report', 'submitReport', EVERYONE, items.submitReport, {
    tag: 'Items',
    summary: 'Public report form (multipart: fields + images)',
    limiter: 'report',
    multipart: true,
    input: { body: reportSubmissionSchema, form: 'either', files: { images: images(LIMITS.imagesPerReportMax) } },
    answers: [{ status: 201, description: 'The report is received', schema: reportIntakeAnswerSchema }],
  }),
  route('POST', '/add_detection', 'addDetection', DETECTOR_WRITE, items.addDetection, {
    tag: 'Items',
    summary: 'The detector posts a finding with evidence (idempotent; the same ad again updates the existing detection)',
    multipart: true,
    input: {
      body: detectionPostSchema,
      form: 'data',
      files: {
        images: images(LIMITS.imagesPerDetectionMax),
        screenshot: image('A screenshot of the page (JPEG, PNG or WebP)'),
        html: {
          schema: binary('text/html', 'The captured page, kept as text evidence (at most 20 MB)'),
          contentType: 'text/html',
        },
      },
    },
    answers: [
      { status: 201, description: 'A new detection', schema: detectionIntakeReplySchema },
      {
        status: 200,
        description:
          'Not created: the same finding was already stored (idempotent retry), or it is the same ad as an existing detection (`seenAgain`: its seen count, last-seen date and pages are updated once per finding)',
        schema: detectionIntakeReplySchema,
      },
    ],
  }),
  route('GET', '/export_decisions', 'exportDecisions', DECISIONS_READ, items.exportDecisions, {
    tag: 'Items',
    summary: "Final operator decisions (detections and reports) as JSON lines for the detector's training (?variant=&since=)",
    input: {
      query: decisionsQuerySchema,
      queryNotes: {
        variant: 'Only items of this variant',
        since: 'Only items the operator decided at or after this instant (ISO 8601)',
      },
    },
    answers: [
      {
        status: 200,
        description: 'OK',
        media: NDJSON_MIME,
        schema: z
          .string()
          .meta({ contentMediaType: NDJSON_MIME })
          .describe(
            "One JSON object per line per item (detections and reports) whose operator decision is final: {id: 'det_<_id>' | 'rep_<_id>', variant, text, decision: 'violation' | 'non_violation', codes, groups, productType?, decidedAt}. The format of the detector's decisions/*.jsonl (detector/README.md). Never the reporter's details",
          ),
      },
    ],
  }),

  // Catalogues.
  route('GET', '/get_violation_code', 'getViolationCode', PUBLIC_READ, catalogue.getCodes, {
    tag: 'Catalogues',
    summary: 'Violation codes (?variant=)',
    input: { query: variantQuerySchema },
    answers: ok(dataOf(z.array(wireViolationCodeSchema))),
  }),
  route('GET', '/get_violation_types', 'getViolationTypes', PUBLIC_READ, catalogue.getTypes, {
    tag: 'Catalogues',
    summary: 'Violation types with colours (?variant=)',
    input: { query: variantQuerySchema },
    answers: ok(dataOf(z.array(wireViolationTypeSchema))),
  }),
  route('POST', '/update_violation_code', 'updateViolationCode', STAFF, catalogue.upsertCode('international'), {
    tag: 'Catalogues',
    summary: 'Create or rename an international violation code',
    input: { body: violationCodeUpsertSchema },
    answers: CREATED_OR_UPDATED(savedOf(wireViolationCodeSchema)),
    errors: [404, 409],
  }),
  route('POST', '/update_argen_violation_code', 'updateArgenViolationCode', STAFF, catalogue.upsertCode('laos'), {
    tag: 'Catalogues',
    summary: 'Create or rename a Laos violation code',
    input: { body: violationCodeUpsertSchema },
    answers: CREATED_OR_UPDATED(savedOf(wireViolationCodeSchema)),
    errors: [404, 409],
  }),
  route('DELETE', '/delete_violation_code/:id', 'deleteViolationCode', STAFF, catalogue.deleteEntry('code'), {
    tag: 'Catalogues',
    summary: 'Delete a violation code no item uses',
    input: { params: ID },
    answers: ok(successSchema),
    errors: [409],
  }),
  route('POST', '/update_violation_type', 'updateViolationType', STAFF, catalogue.upsertType('international'), {
    tag: 'Catalogues',
    summary: 'Create or rename an international violation type',
    input: { body: violationTypeUpsertSchema },
    answers: CREATED_OR_UPDATED(savedOf(wireViolationTypeSchema)),
    errors: [404],
  }),
  route('POST', '/update_argen_violation_type', 'updateArgenViolationType', STAFF, catalogue.upsertType('laos'), {
    tag: 'Catalogues',
    summary: 'Create or rename a Laos violation type',
    input: { body: violationTypeUpsertSchema },
    answers: CREATED_OR_UPDATED(savedOf(wireViolationTypeSchema)),
    errors: [404],
  }),
  route('DELETE', '/delete_violation_type/:id', 'deleteViolationType', STAFF, catalogue.deleteEntry('type'), {
    tag: 'Catalogues',
    summary: 'Delete a violation type no item uses',
    input: { params: ID },
    answers: ok(successSchema),
    errors: [409],
  }),
  route('GET', '/get_data_options', 'getDataOptions', PUBLIC_READ, catalogue.getOptions('international'), {
    tag: 'Catalogues',
    summary: 'International data options (?route=kind&status=)',
    input: { query: dataOptionQuerySchema, queryNotes: OPTION_NOTES },
    answers: ok(dataOf(z.array(wireDataOptionSchema))),
    errors: [403],
  }),
  route('GET', '/get_data_options_laos', 'getDataOptionsLaos', PUBLIC_READ, catalogue.getOptions('laos'), {
    tag: 'Catalogues',
    summary: 'Laos data options (?route=kind&status=)',
    input: { query: dataOptionQuerySchema, queryNotes: OPTION_NOTES },
    answers: ok(dataOf(z.array(wireDataOptionSchema))),
    errors: [403],
  }),
  route('POST', '/add-data-options', 'addDataOptions', STAFF, catalogue.addOption('international'), {
    tag: 'Catalogues',
    summary: 'Add an international data option (multipart)',
    multipart: true,
    input: { body: dataOptionSchema, form: 'either', files: optionImages },
    answers: [{ status: 201, description: 'Created', schema: successDataOf(wireDataOptionSchema) }],
    errors: [409],
  }),
  route('POST', '/add-data-options-laos', 'addDataOptionsLaos', STAFF, catalogue.addOption('laos'), {
    tag: 'Catalogues',
    summary: 'Add a Laos data option (multipart)',
    multipart: true,
    input: { body: dataOptionSchema, form: 'either', files: optionImages },
    answers: [{ status: 201, description: 'Created', schema: successDataOf(wireDataOptionSchema) }],
    errors: [409],
  }),
  route('PUT', '/update-data-options/:id', 'updateDataOptions', STAFF, catalogue.updateOption, {
    tag: 'Catalogues',
    summary: 'Update a data option (multipart; images are added)',
    multipart: true,
    input: { params: ID, body: dataOptionUpdateSchema, form: 'either', files: optionImages },
    answers: ok(successDataOf(wireDataOptionSchema)),
  }),
  route('DELETE', '/delete-data-options/:id', 'deleteDataOptions', STAFF, catalogue.deleteOption, {
    tag: 'Catalogues',
    summary: 'Delete a data option',
    input: { params: ID },
    answers: ok(statusResponseSchema),
  }),
  // Enforcement cases (issue 13): every staff member reads them; operators and admins act on them.
  route('GET', '/cases', 'listCases', STAFF, cases.listCases, {
    tag: 'Cases',
    summary: 'Enforcement cases, newest first; paged',
    input: {
      query: caseListQuerySchema,
      queryNotes: {
        state: 'open (default), overdue (answer or removal date passed), closed or all',
        company: 'Part of the company name',
        assignee: 'The id of the staff member the cases are assigned to',
        measure: 'Cases whose decision took this measure',
      },
    },
    answers: ok(casePageSchema),
  }),
  route('GET', '/cases/:id', 'getCase', STAFF, cases.getCase, {
    tag: 'Cases',
    summary: 'One enforcement case with its timeline of steps, items and files',
    input: { params: ID },
    answers: ok(dataOf(wireCaseSchema)),
  }),
  route('POST', '/cases/:id/steps/:step', 'takeCaseStep', OPERATOR_LEVEL, cases.takeStep, {
    tag: 'Cases',
    summary:
      "Take the next step of a case (send_notice, record_response, decide, verify_removal, close), with up to 10 files (PDF or images); 409 with a reason when the step does not come next. send_notice with letterLanguage (lo or en): the server writes the notice letter (as GET /cases/:id/notice) and keeps it as one of the step's files, its SHA-256 in the step's details.letter",
    multipart: true,
    input: {
      params: { ...ID, step: caseStepParamSchema },
      body: caseStepFieldsSchema,
      form: 'either',
      files: {
        files: {
          schema: z
            .array(binary('application/pdf', `PDF or JPEG/PNG/WebP, at most ${LIMITS.pdfMaxBytes / 1024 / 1024} MB each`))
            .max(10),
          contentType: 'application/pdf, image/jpeg, image/png, image/webp',
        },
      },
    },
    answers: ok(caseAnswerSchema),
    errors: [409, 503],
  }),
  route('GET', '/cases/:id/notice', 'getCaseNotice', STAFF, cases.noticePdf, {
    tag: 'Cases',
    limiter: 'print',
    summary:
      "The case's notice letter as a PDF (a preview; send_notice with letterLanguage keeps it): the editors' template of the case's variant in Lao or English, filled with the company, each item's evidence (screenshot, link, capture time, SHA-256), the violated codes with their legal references and the answer date",
    input: {
      params: ID,
      query: noticeLetterQuerySchema,
      queryNotes: {
        language: 'The letter language: lo (default) or en',
        responseDueOn: "The day the company must answer by (YYYY-MM-DD); default: the case's, if it has one",
      },
    },
    answers: [noticePdf],
    errors: [503],
  }),
  route('POST', '/cases/:id/recapture', 'recaptureCase', OPERATOR_LEVEL, cases.recapture, {
    tag: 'Cases',
    summary:
      "While a removal is ordered, capture every item's page again through the detector and record what it shows: the ad still there (its text or a picture), the page changed, or gone; the screenshots are kept with the step",
    input: { params: ID },
    answers: ok(caseAnswerSchema),
    errors: [409, 502, 503],
  }),
  route('PUT', '/cases/:id/assignee', 'assignCase', OPERATOR_LEVEL, cases.assignCase, {
    tag: 'Cases',
    summary: 'Assign a case to an operator or an admin',
    input: { params: ID, body: caseAssignSchema },
    answers: ok(caseAnswerSchema),
    errors: [409],
  }),
  route('POST', '/cases/:id/items', 'joinCaseItems', OPERATOR_LEVEL, cases.joinItems, {
    tag: 'Cases',
    summary: 'Join confirmed items of the same variant into a case (an item whose case is not yet notified moves in)',
    input: { params: ID, body: caseJoinSchema },
    answers: ok(caseAnswerSchema),
    errors: [409],
  }),
  // Companies (issue 13 point 2): every spelling of one company is one company (the data-option library's names).
  route('GET', '/companies', 'listCompanies', STAFF, companies.listCompanies, {
    tag: 'Cases',
    summary:
      'Every company named by an item, with its counts (items, confirmed violations, cases, open cases, last detection) and whether it is a repeat offender (2 or more confirmed violations or cases); most confirmed violations first',
    input: {
      query: companyListQuerySchema,
      queryNotes: { q: 'Part of a name or spelling of the company', variant: 'Count only items and cases of this variant' },
    },
    answers: ok(companyListSchema),
  }),
  route('GET', '/companies/:key', 'getCompany', STAFF, companies.getCompany, {
    tag: 'Cases',
    summary: 'One company (by its key, or any spelling of its name): its items with their review status and case, and its cases',
    input: { params: { key: companyKeySchema } },
    answers: ok(companyDetailSchema),
  }),
  // Monthly situation reports (issue 13 point 8): generated on demand by staff, kept, downloaded by staff.
  route('POST', '/monthly-reports', 'generateMonthlyReport', STAFF, monthlyReports.generateMonthlyReport, {
    tag: 'Cases',
    limiter: 'print',
    summary:
      'Generate the monthly situation report of a month (YYYY-MM, not in the future), a variant and a language: a PDF (figures, charts, top companies, cases decided, removals verified) and an .xlsx, kept with their SHA-256',
    input: { body: monthlyReportRequestSchema },
    answers: [{ status: 201, description: 'Generated and kept', schema: monthlyReportAnswerSchema }],
    errors: [503],
  }),
  route('GET', '/monthly-reports', 'listMonthlyReports', STAFF, monthlyReports.listMonthlyReports, {
    tag: 'Cases',
    summary: 'The kept monthly reports, newest first',
    answers: ok(monthlyReportListSchema),
  }),
  route('GET', '/monthly-reports/:id/:format', 'downloadMonthlyReport', STAFF, monthlyReports.downloadMonthlyReport, {
    tag: 'Cases',
    summary: "A kept monthly report's PDF or .xlsx (format: pdf or xlsx), as a download; X-Content-SHA256 gives its hash",
    input: { params: { ...ID, format: monthlyReportFormatSchema } },
    answers: [
      {
        status: 200,
        description: 'The file',
        media: 'application/pdf',
        schema: binary('application/pdf', 'The PDF (format pdf) or the .xlsx workbook (format xlsx)'),
      },
    ],
  }),
  route('GET', '/get_law_files', 'getLawFiles', PUBLIC_READ, catalogue.getLawFiles, {
    tag: 'Catalogues',
    summary: 'The current law PDFs of both variants',
    answers: ok(dataOf(lawFilesSchema)),
  }),
  route(
    'PUT',
    '/upload_file_international',
    'uploadFileInternational',
    ACCOUNT_MANAGERS,
    catalogue.uploadLawFile('international'),
    {
      tag: 'Catalogues',
      summary: 'Replace the international law PDF of one language',
      multipart: true,
      input: lawPdf,
      answers: ok(fileUrlAnswerSchema),
    },
  ),
  route('PUT', '/upload_file_laos', 'uploadFileLaos', ACCOUNT_MANAGERS, catalogue.uploadLawFile('laos'), {
    tag: 'Catalogues',
    summary: 'Replace the Laos law PDF of one language',
    multipart: true,
    input: lawPdf,
    answers: ok(fileUrlAnswerSchema),
  }),

  // The review chain.
  route(
    'POST',
    '/update_supervisor_status_detect',
    'updateSupervisorStatusDetect',
    SUPERVISOR_LEVEL,
    review.decide('detection', 'international', 'supervisor'),
    decisionFacts(supervisorStatusSchema, 'Supervisor decision on an international detection'),
  ),
  route(
    'POST',
    '/update_supervisor_status_detect_laos',
    'updateSupervisorStatusDetectLaos',
    SUPERVISOR_LEVEL,
    review.decide('detection', 'laos', 'supervisor'),
    decisionFacts(supervisorStatusSchema, 'Supervisor decision on a Laos detection'),
  ),
  route(
    'POST',
    '/update_operator_status_detect',
    'updateOperatorStatusDetect',
    OPERATOR_LEVEL,
    review.decide('detection', 'international', 'operator'),
    decisionFacts(operatorStatusSchema, 'Operator approval of an international detection'),
  ),
  route(
    'POST',
    '/update_operator_status_detect_laos',
    'updateOperatorStatusDetectLaos',
    OPERATOR_LEVEL,
    review.decide('detection', 'laos', 'operator'),
    decisionFacts(operatorStatusSchema, 'Operator approval of a Laos detection'),
  ),
  route(
    'POST',
    '/update_supervisor_status_report',
    'updateSupervisorStatusReport',
    SUPERVISOR_LEVEL,
    review.decide('report', 'international', 'supervisor'),
    decisionFacts(supervisorStatusSchema, 'Supervisor decision on an international report'),
  ),
  route(
    'POST',
    '/update_supervisor_status_report_laos',
    'updateSupervisorStatusReportLaos',
    SUPERVISOR_LEVEL,
    review.decide('report', 'laos', 'supervisor'),
    decisionFacts(supervisorStatusSchema, 'Supervisor decision on a Laos report'),
  ),
  route(
    'POST',
    '/update_operator_status_report',
    'updateOperatorStatusReport',
    OPERATOR_LEVEL,
    review.decide('report', 'international', 'operator'),
    decisionFacts(operatorStatusSchema, 'Operator approval of an international report'),
  ),
  route(
    'POST',
    '/update_operator_status_report_laos',
    'updateOperatorStatusReportLaos',
    OPERATOR_LEVEL,
    review.decide('report', 'laos', 'operator'),
    decisionFacts(operatorStatusSchema, 'Operator approval of a Laos report'),
  ),
  route(
    'PUT',
    '/update_status',
    'updateStatus',
    STAFF,
    review.archive('detection'),
    archiveFacts('Archive or restore a detection (archived / no_archive)'),
  ),
  route(
    'PUT',
    '/update_status_report',
    'updateStatusReport',
    STAFF,
    review.archive('report', 'international'),
    archiveFacts('Archive or restore an international report'),
  ),
  route(
    'PUT',
    '/update_status_report_laos',
    'updateStatusReportLaos',
    STAFF,
    review.archive('report', 'laos'),
    archiveFacts('Archive or restore a Laos report'),
  ),
  route(
    'PUT',
    '/update_violation',
    'updateViolation',
    STAFF,
    review.violationCount('detection', 'international'),
    countFacts('Number of violations of an international detection'),
  ),
  route(
    'PUT',
    '/update_argen_violation',
    'updateArgenViolation',
    STAFF,
    review.violationCount('detection', 'laos'),
    countFacts('Number of violations of a Laos detection'),
  ),
  route(
    'POST',
    '/update_violation_report',
    'updateViolationReport',
    STAFF,
    review.violationCount('report'),
    countFacts('Number of violations of a report'),
  ),
  route(
    'POST',
    '/update_violation_code_detect',
    'updateViolationCodeDetect',
    STAFF,
    review.chooseEntries('codes', 'detection', 'international'),
    chooseFacts('codes', 'Codes chosen for an international detection'),
  ),
  route(
    'POST',
    '/update_violation_code_detect_laos',
    'updateViolationCodeDetectLaos',
    STAFF,
    review.chooseEntries('codes', 'detection', 'laos'),
    chooseFacts('codes', 'Codes chosen for a Laos detection'),
  ),
  route(
    'POST',
    '/update_violation_code_report',
    'updateViolationCodeReport',
    STAFF,
    review.chooseEntries('codes', 'report', 'international'),
    chooseFacts('codes', 'Codes chosen for an international report'),
  ),
  route(
    'POST',
    '/update_violation_code_report_laos',
    'updateViolationCodeReportLaos',
    STAFF,
    review.chooseEntries('codes', 'report', 'laos'),
    chooseFacts('codes', 'Codes chosen for a Laos report'),
  ),
  route(
    'POST',
    '/update_violation_type_detect',
    'updateViolationTypeDetect',
    STAFF,
    review.chooseEntries('types', 'detection', 'international'),
    chooseFacts('types', 'Types chosen for an international detection'),
  ),
  route(
    'POST',
    '/update_violation_type_detect_laos',
    'updateViolationTypeDetectLaos',
    STAFF,
    review.chooseEntries('types', 'detection', 'laos'),
    chooseFacts('types', 'Types chosen for a Laos detection'),
  ),
  route(
    'POST',
    '/update_violation_type_report',
    'updateViolationTypeReport',
    STAFF,
    review.chooseEntries('types', 'report', 'international'),
    chooseFacts('types', 'Types chosen for an international report'),
  ),
  route(
    'POST',
    '/update_violation_type_report_laos',
    'updateViolationTypeReportLaos',
    STAFF,
    review.chooseEntries('types', 'report', 'laos'),
    chooseFacts('types', 'Types chosen for a Laos report'),
  ),

  // Checks through the detector.
  route(
    'POST',
    '/api/check-violation-laos-text-imgs',
    'checkTextImgs',
    EVERYONE,
    checks.checkTextImages('international'),
    checkTextFacts('Check images/text against the international rules'),
  ),
  route(
    'POST',
    '/api/check-violation-laos-text-imgs-laos',
    'checkTextImgsLaos',
    EVERYONE,
    checks.checkTextImages('laos'),
    checkTextFacts('Check images/text against Lao law'),
  ),
  route(
    'POST',
    '/api/check-violation-laos-user-check-url',
    'checkUrl',
    EVERYONE,
    checks.checkPage('international'),
    checkUrlFacts('Check a page address against the international rules'),
  ),
  route(
    'POST',
    '/api/check-violation-laos-user-check-url-laos',
    'checkUrlLaos',
    EVERYONE,
    checks.checkPage('laos'),
    checkUrlFacts('Check a page address against Lao law'),
  ),

  // Accounts and sessions.
  route('POST', '/login', 'login', EVERYONE, accounts.login, {
    tag: 'Accounts',
    summary: 'Sign in: { user, user_id, role, token }; 401 "Incorrect password"',
    limiter: 'login',
    input: { body: loginSchema },
    answers: ok(loginResponseSchema),
    errors: [401],
  }),
  route('POST', '/logout', 'logout', SIGNED_IN, accounts.logout, {
    tag: 'Accounts',
    summary: 'Sign out: every token issued so far stops working',
    answers: ok(statusResponseSchema),
  }),
  route('POST', '/forgot-password', 'forgotPassword', EVERYONE, accounts.forgotPassword, {
    tag: 'Accounts',
    summary: 'Email a password reset link',
    limiter: 'password',
    input: { body: forgotPasswordSchema },
    answers: ok(statusResponseSchema),
  }),
  route('POST', '/reset-password', 'resetPassword', EVERYONE, accounts.resetPassword, {
    tag: 'Accounts',
    summary: 'Set a new password with the emailed code; signs the user in',
    limiter: 'password',
    input: { body: resetPasswordSchema },
    answers: ok(loginResponseSchema.extend({ email: z.string() })),
  }),
  route('GET', '/get_profile', 'getProfile', SIGNED_IN, accounts.getProfile, {
    tag: 'Accounts',
    summary: "The signed-in user's own account",
    answers: ok(dataOf(wireUserSchema)),
  }),
  route('POST', '/verify-current-password', 'verifyCurrentPassword', SIGNED_IN, accounts.verifyCurrentPassword, {
    tag: 'Accounts',
    summary: "Check the caller's own password: { status, message }",
    limiter: 'verify-password',
    input: { body: verifyPasswordSchema },
    answers: ok(statusResponseSchema),
  }),
  route('GET', '/me/notifications', 'getMyNotifications', SIGNED_IN, notifications.getMyNotifications, {
    tag: 'Accounts',
    summary:
      "The caller's email notifications: the language, and for each kind (new_report: supervisors; awaiting_approval: operators; case_deadline: the case's assignee) immediately, digest (the daily email) or off",
    answers: ok(notificationPreferencesAnswerSchema),
  }),
  route('PUT', '/me/notifications', 'updateMyNotifications', SIGNED_IN, notifications.updateMyNotifications, {
    tag: 'Accounts',
    summary: "Change the caller's email notifications (any of the fields; the others stay)",
    input: { body: notificationPreferencesUpdateSchema },
    answers: ok(notificationPreferencesAnswerSchema),
  }),
  route('GET', '/get_users', 'getUsers', ACCOUNT_MANAGERS, accounts.getUsers, {
    tag: 'Accounts',
    summary: 'Staff accounts',
    answers: ok(dataOf(z.array(wireUserSchema))),
  }),
  route('POST', '/add_user', 'addUser', ACCOUNT_MANAGERS, accounts.addUser, {
    tag: 'Accounts',
    summary: 'Create a staff account',
    input: { body: addUserSchema },
    answers: [{ status: 201, description: 'Created', schema: successDataOf(wireUserSchema) }],
    errors: [409],
  }),
  route('PUT', '/update_user', 'updateUser', SIGNED_IN, accounts.updateUser, {
    tag: 'Accounts',
    summary: 'Update an account (own profile with the current password for a new email or password, or any as account manager)',
    limiter: 'verify-password',
    input: { body: updateUserSchema },
    answers: ok(successDataOf(wireUserSchema)),
    errors: [404, 409],
  }),
  route('DELETE', '/delete_user', 'deleteUser', ACCOUNT_MANAGERS, accounts.deleteUser, {
    tag: 'Accounts',
    summary: 'Delete a staff account (body { id })',
    input: { body: deleteUserSchema },
    answers: ok(statusResponseSchema),
    errors: [404, 409],
  }),
];
