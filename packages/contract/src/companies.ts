/**
 * Companies (issue 13 point 2): every item and case of one company, whatever spelling its items used. Names are
 * resolved to one company through the data-option library (its keys, names and "other spellings"); a name the
 * library does not know is one company per normalised spelling. Staff only.
 */
import { z } from 'zod';
import { localizedNameSchema } from './answers';
import { CASE_MEASURES, CASE_STAGES } from './case-rules';
import { REVIEW_STATUSES } from './vocabulary';

const dateTime = () => z.string().meta({ format: 'date-time' });
const variant = z.enum(['international', 'laos']);

/** One company with its counts. */
export const wireCompanySchema = z.object({
  key: z
    .string()
    .describe("The library option's key, or the normalised name when the library does not know it (GET /companies/:key)"),
  name: z.string().describe('The name to show: the most used spelling of its items'),
  names: z.array(localizedNameSchema).describe("The library's Lao and English names (empty for a name it does not know)"),
  known: z.boolean().describe('Whether the data-option library knows this company'),
  spellings: z.array(z.string()).describe('The names as items typed them'),
  variants: z.array(variant),
  items: z.int().describe('Detections and reports naming the company'),
  confirmedViolations: z.int().describe('Items an operator confirmed as a violation'),
  cases: z.int().describe('Enforcement cases (cases merged into another are not counted)'),
  openCases: z.int(),
  lastDetectedAt: dateTime().nullable().describe('When the newest item was found or reported'),
  repeatOffender: z.boolean().describe('2 or more confirmed violations or 2 or more cases'),
});
export type WireCompany = z.infer<typeof wireCompanySchema>;

/** GET /companies: every company named by an item, most confirmed violations first. */
export const companyListSchema = z.object({ data: z.array(wireCompanySchema) });

/** An item of a company, with its review status and its case. */
export const wireCompanyItemSchema = z.object({
  kind: z.enum(['detection', 'report']),
  _id: z.string(),
  variant,
  company: z.string().describe('The name as the item typed it'),
  brand: z.string().nullable(),
  status: z.enum(REVIEW_STATUSES),
  confirmed: z.boolean().describe('Confirmed as a violation by an operator'),
  archived: z.boolean(),
  createdAt: dateTime(),
  caseId: z.string().nullable(),
  caseNumber: z.string().nullable(),
  caseStage: z.enum(CASE_STAGES).nullable(),
});
export type WireCompanyItem = z.infer<typeof wireCompanyItemSchema>;

/** A case of a company, in short. */
export const wireCompanyCaseSchema = z.object({
  _id: z.string(),
  caseNumber: z.string(),
  variant,
  stage: z.enum(CASE_STAGES),
  overdue: z.enum(['response_overdue', 'removal_overdue']).nullable(),
  measures: z.array(z.enum(CASE_MEASURES)),
  fineKip: z.int().nullable(),
  openedAt: dateTime(),
  closedAt: dateTime().nullable(),
  items: z.int(),
});
export type WireCompanyCase = z.infer<typeof wireCompanyCaseSchema>;

/**
 * How many of a company's items GET /companies/:key lists (the newest): a company named by 100,000 archived items
 * would otherwise send them all to a phone. `company.items` counts them all.
 */
export const COMPANY_ITEMS_SHOWN = 200;

/** GET /companies/:key: the company, its newest COMPANY_ITEMS_SHOWN items (newest first) and its cases (newest first). */
export const companyDetailSchema = z.object({
  data: z.object({
    company: wireCompanySchema,
    items: z.array(wireCompanyItemSchema),
    cases: z.array(wireCompanyCaseSchema),
  }),
});
export type CompanyDetail = z.infer<typeof companyDetailSchema>['data'];

export const companyListQuerySchema = z.object({
  q: z.string().trim().max(255, 'At most 255 characters').optional(),
  variant: z.enum(['international', 'laos'], { error: () => 'Unknown variant' }).optional(),
});
export type CompanyListQuery = z.infer<typeof companyListQuerySchema>;

/** `:key` of GET /companies/:key: a key from the list, or any spelling of the company's name. */
export const companyKeySchema = z
  .string({ error: () => 'Company is required' })
  .trim()
  .min(1, 'Company is required')
  .max(255, 'At most 255 characters');
