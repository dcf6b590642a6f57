/**
 * Enforcement cases (issue 13: "from detection to penalty"). A case opens on a confirmed violation and walks
 * notice sent → company response → decision → removal verified → closed. The rules of which step may come next, what
 * each step needs and when a case is overdue live here, pure, so the CMS decides with them (409 with the reason) and
 * the site shows only the actions the server would accept.
 */
import { z } from 'zod';
import { LOCALES } from './vocabulary';

/** Where a case stands: the last step taken. */
export const CASE_STAGES = ['opened', 'notice_sent', 'response_recorded', 'decided', 'removal_verified', 'closed'] as const;
export type CaseStage = (typeof CASE_STAGES)[number];

/** What staff do to a case; each step moves it to one stage. */
export const CASE_STEPS = ['send_notice', 'record_response', 'decide', 'verify_removal', 'close'] as const;
export type CaseStep = (typeof CASE_STEPS)[number];

/** What a case's timeline records: its opening, its steps, and the staff's bookkeeping (assignment, items joined). */
export const CASE_TIMELINE_STEPS = ['open', ...CASE_STEPS, 'assign', 'join_items', 'recapture'] as const;
export type CaseTimelineStep = (typeof CASE_TIMELINE_STEPS)[number];

/**
 * What a re-capture of an item's page found while a removal is ordered: the ad still there (its text, or one of its
 * pictures), the page changed (reachable, without the ad), the page gone (it does not load, or answers an error), or
 * not checked this time (the page is larger than the detector reads, or took longer than its deadline: neither gone
 * nor a fault of the detector; the next capture tries again).
 */
export const RECAPTURE_OUTCOMES = ['still_there', 'changed', 'gone', 'not_checked'] as const;
export type RecaptureOutcome = (typeof RECAPTURE_OUTCOMES)[number];

/** The measures a decision may take (several at once: a fine and an order to remove, say). */
export const CASE_MEASURES = ['warning', 'fine', 'removal_order', 'product_measures'] as const;
export type CaseMeasure = (typeof CASE_MEASURES)[number];

/** Why a step is refused (409 `details.reason`). */
export const CASE_REFUSAL_REASONS = [
  'case_closed',
  'step_out_of_order',
  'response_not_yet_due',
  'removal_not_ordered',
  'removal_not_verified',
] as const;
export type CaseRefusalReason = (typeof CASE_REFUSAL_REASONS)[number];

/** Why a case is late, or null. */
export type CaseOverdue = 'response_overdue' | 'removal_overdue';

const STAGE_AFTER: Record<CaseStep, CaseStage> = {
  send_notice: 'notice_sent',
  record_response: 'response_recorded',
  decide: 'decided',
  verify_removal: 'removal_verified',
  close: 'closed',
};

/** The facts of a case the rules read. Dates are ISO strings (a day `YYYY-MM-DD` or a timestamp). */
export interface CasePosition {
  stage: CaseStage;
  /** The company's deadline to answer the notice. */
  responseDueOn?: string | null;
  /** The measures decided (empty before the decision). */
  measures?: readonly CaseMeasure[] | null;
  /** The deadline to take the ad down, when removal was ordered. */
  removalDueOn?: string | null;
}

/** The end of a day given as `YYYY-MM-DD` (UTC), or the instant of a timestamp: a deadline holds all its day. */
function deadline(date: string): number {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? Date.parse(`${date}T23:59:59.999Z`) : Date.parse(date);
}

export function removalOrdered(position: Pick<CasePosition, 'measures'>): boolean {
  return (position.measures ?? []).includes('removal_order');
}

/** Why `step` may not be taken now, or null when the case allows it. */
export function caseStepRefusal(position: CasePosition, step: CaseStep, now: Date): CaseRefusalReason | null {
  const { stage } = position;
  if (stage === 'closed') return 'case_closed';
  switch (step) {
    case 'send_notice':
      return stage === 'opened' ? null : 'step_out_of_order';
    case 'record_response':
      return stage === 'notice_sent' ? null : 'step_out_of_order';
    case 'decide':
      if (stage === 'response_recorded') return null;
      if (stage !== 'notice_sent') return 'step_out_of_order';
      // Without an answer, the decision waits for the deadline the notice gave.
      return position.responseDueOn && now.getTime() > deadline(position.responseDueOn) ? null : 'response_not_yet_due';
    case 'verify_removal':
      if (stage !== 'decided') return 'step_out_of_order';
      return removalOrdered(position) ? null : 'removal_not_ordered';
    case 'close':
      if (stage === 'removal_verified') return null;
      if (stage !== 'decided') return 'step_out_of_order';
      return removalOrdered(position) ? 'removal_not_verified' : null;
  }
}

/** The steps the case allows now, in the order of the path. */
export function allowedCaseSteps(position: CasePosition, now: Date): CaseStep[] {
  return CASE_STEPS.filter((step) => caseStepRefusal(position, step, now) === null);
}

/** The stage a step leads to. */
export function stageAfter(step: CaseStep): CaseStage {
  return STAGE_AFTER[step];
}

/** Whether the case is late: the company has not answered by its deadline, or the ad is not down by its own. */
export function caseOverdue(position: CasePosition, now: Date): CaseOverdue | null {
  const late = (date?: string | null) => Boolean(date) && now.getTime() > deadline(date as string);
  if (position.stage === 'notice_sent' && late(position.responseDueOn)) return 'response_overdue';
  if (position.stage === 'decided' && removalOrdered(position) && late(position.removalDueOn)) return 'removal_overdue';
  return null;
}

const note = z.string().trim().max(5000, 'At most 5000 characters').optional();
const day = (required: string) =>
  z
    .string({ error: () => required })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Not a valid date (YYYY-MM-DD)')
    .refine((s) => !Number.isNaN(Date.parse(s)), 'Not a valid date (YYYY-MM-DD)');

/** The languages a notice letter is written in: Lao or English. */
export const NOTICE_LANGUAGES = LOCALES;
export type NoticeLanguage = (typeof NOTICE_LANGUAGES)[number];

const noticeLanguage = z.enum(NOTICE_LANGUAGES, { error: () => 'The letter language is lo or en' });

/** What each step takes (multipart fields next to its `files`). Date order against today: `caseStepInputProblems`. */
export const caseStepInputSchemas = {
  send_notice: z.object({
    responseDueOn: day('Please give the date the company must answer by'),
    // The server writes the notice letter in this language and keeps it as the step's file; empty: no letter.
    letterLanguage: z.preprocess((v) => (v === '' || v === null ? undefined : v), noticeLanguage.optional()),
    note,
  }),
  record_response: z.object({
    receivedOn: day('Please give the date the answer was received'),
    note: z
      .string({ error: () => "Please summarise the company's answer" })
      .trim()
      .min(1, "Please summarise the company's answer")
      .max(5000, 'At most 5000 characters'),
  }),
  decide: z
    .object({
      measures: z.preprocess(
        (v) =>
          typeof v === 'string'
            ? v
                .split(',')
                .map((s) => s.trim())
                .filter(Boolean)
            : v,
        z
          .array(z.enum(CASE_MEASURES, { error: () => 'Unknown measure' }), { error: () => 'Please choose at least one measure' })
          .min(1, 'Please choose at least one measure')
          .refine((m) => new Set(m).size === m.length, 'A measure is chosen twice'),
      ),
      fineKip: z.coerce
        .number({ error: () => 'The fine must be a whole number of kip' })
        .int('The fine must be a whole number of kip')
        .positive('The fine must be more than 0 kip')
        .max(1e12, 'The fine is too large')
        .optional(),
      removalDueOn: day('Please give the date the ad must be removed by').optional(),
      legalBasis: z
        .string({ error: () => 'Please give the legal basis of the decision' })
        .trim()
        .min(1, 'Please give the legal basis of the decision')
        .max(2000, 'At most 2000 characters'),
      note,
    })
    .superRefine((d, ctx) => {
      const fine = d.measures.includes('fine');
      if (fine && d.fineKip === undefined)
        ctx.addIssue({ code: 'custom', path: ['fineKip'], message: 'Please give the amount of the fine in kip' });
      if (!fine && d.fineKip !== undefined)
        ctx.addIssue({ code: 'custom', path: ['fineKip'], message: 'A fine amount needs the measure "fine"' });
      const removal = d.measures.includes('removal_order');
      if (removal && !d.removalDueOn)
        ctx.addIssue({ code: 'custom', path: ['removalDueOn'], message: 'Please give the date the ad must be removed by' });
      if (!removal && d.removalDueOn)
        ctx.addIssue({ code: 'custom', path: ['removalDueOn'], message: 'A removal date needs the measure "order to remove"' });
    }),
  verify_removal: z.object({ note }),
  close: z.object({ note }),
} satisfies Record<CaseStep, z.ZodType>;

export type CaseStepInput<S extends CaseStep> = z.infer<(typeof caseStepInputSchemas)[S]>;

/** Field messages for dates that must lie ahead (deadlines) or not ahead (a received answer), given today. */
export function caseStepInputProblems(
  step: CaseStep,
  input: { responseDueOn?: string; receivedOn?: string; removalDueOn?: string },
  now: Date,
): Record<string, string> {
  const today = now.toISOString().slice(0, 10);
  const problems: Record<string, string> = {};
  if (step === 'send_notice' && input.responseDueOn && input.responseDueOn <= today)
    problems.responseDueOn = 'The answer date must be after today';
  if (step === 'decide' && input.removalDueOn && input.removalDueOn <= today)
    problems.removalDueOn = 'The removal date must be after today';
  if (step === 'record_response' && input.receivedOn && input.receivedOn > today)
    problems.receivedOn = 'The answer cannot be received in the future';
  return problems;
}

const caseDateTime = () => z.string().meta({ format: 'date-time' });
const caseDay = () => z.string().meta({ format: 'date' });

/** A file kept with a case step (notice letter, the company's answer, a capture). */
export const wireCaseFileSchema = z.object({ url: z.string(), name: z.string(), mime: z.string() });
export type WireCaseFile = z.infer<typeof wireCaseFileSchema>;

/** One step of a case's timeline, as staff see it. */
export const wireCaseStepSchema = z.object({
  step: z.enum(CASE_TIMELINE_STEPS),
  stageAfter: z.enum(CASE_STAGES),
  at: caseDateTime(),
  by: z.string().nullable().describe("The staff member's name as history keeps it"),
  note: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).describe("The step's input (dates, measures, fine...)"),
  files: z.array(wireCaseFileSchema),
});
export type WireCaseStep = z.infer<typeof wireCaseStepSchema>;

/** An item a case is about. */
export const wireCaseItemSchema = z.object({
  kind: z.enum(['detection', 'report']),
  _id: z.string(),
  company: z.string().nullable(),
  brand: z.string().nullable(),
});
export type WireCaseItem = z.infer<typeof wireCaseItemSchema>;

/** An enforcement case (staff only). */
export const wireCaseSchema = z.object({
  _id: z.string(),
  caseNumber: z.string().describe('LA-2026-0007 / INT-2026-0012: per variant and year'),
  variant: z.enum(['international', 'laos']),
  company: z.string(),
  stage: z.enum(CASE_STAGES),
  overdue: z.enum(['response_overdue', 'removal_overdue']).nullable(),
  assignee: z.object({ id: z.int(), name: z.string() }).nullable(),
  responseDueOn: caseDay().nullable(),
  measures: z.array(z.enum(CASE_MEASURES)),
  fineKip: z.int().nullable().describe('The fine in kip, when one was decided'),
  removalDueOn: caseDay().nullable(),
  legalBasis: z.string().nullable(),
  openedAt: caseDateTime(),
  closedAt: caseDateTime().nullable(),
  allowedSteps: z.array(z.enum(CASE_STEPS)).describe('The steps the case allows now'),
  items: z.array(wireCaseItemSchema),
  steps: z.array(wireCaseStepSchema).optional().describe('The timeline (one case only)'),
});
export type WireCase = z.infer<typeof wireCaseSchema>;

/** `GET /cases`: a page of cases, with how many of the filtered cases are overdue. */
export const casePageSchema = z.object({
  data: z.array(wireCaseSchema),
  meta: z.object({ page: z.int(), pageSize: z.int(), total: z.int(), overdue: z.int() }),
});

/** A case after a change: `{ success: true, data }`. */
export const caseAnswerSchema = z.object({ success: z.literal(true), data: wireCaseSchema });

/** Filters of the case list. */
export const caseListQuerySchema = z.object({
  page: z.coerce.number().int('Must be a whole number').min(1, 'Must be 1 or more').default(1),
  pageSize: z.coerce.number().int('Must be a whole number').min(1, 'Must be 1 or more').max(100, 'At most 100').default(20),
  variant: z.enum(['international', 'laos'], { error: () => 'Unknown variant' }).optional(),
  state: z.enum(['open', 'overdue', 'closed', 'all'], { error: () => 'Unknown state' }).default('open'),
  company: z.string().trim().max(255, 'At most 255 characters').optional(),
  assignee: z.coerce.number().int('Must be a whole number').positive('Must be 1 or more').optional(),
  measure: z.enum(CASE_MEASURES, { error: () => 'Unknown measure' }).optional(),
});
export type CaseListQuery = z.infer<typeof caseListQuerySchema>;

export const caseAssignSchema = z.object({
  assignee: z.coerce
    .number({ error: () => 'Please choose an operator' })
    .int('Please choose an operator')
    .positive('Please choose an operator'),
});

export const caseJoinSchema = z.object({
  items: z
    .array(
      z.object({
        kind: z.enum(['detection', 'report'], { error: () => 'Unknown item kind' }),
        _id: z
          .string({ error: () => 'Item id is required' })
          .trim()
          .min(1, 'Item id is required')
          .max(64),
      }),
      { error: () => 'Please choose the items to join' },
    )
    .min(1, 'Please choose the items to join')
    .max(50, 'At most 50 items at once'),
});

/** `GET /cases/:id/notice`: the notice letter's language and the answer date it gives (default: the case's). */
export const noticeLetterQuerySchema = z.object({
  language: noticeLanguage.default('lo'),
  responseDueOn: day('Please give the date the company must answer by').optional(),
});
export type NoticeLetterQuery = z.infer<typeof noticeLetterQuerySchema>;

/** A case step's fields in the documentation: one of these shapes, by the step in the path. */
export const caseStepFieldsSchema = z.union([
  caseStepInputSchemas.send_notice,
  caseStepInputSchemas.record_response,
  caseStepInputSchemas.decide,
  caseStepInputSchemas.verify_removal,
]);

/** The `:step` of `POST /cases/:id/steps/:step`. */
export const caseStepParamSchema = z.enum(CASE_STEPS, { error: () => `Unknown step (one of ${CASE_STEPS.join(', ')})` });

/** The steps of a case the public sees on a confirmed violation's tracking page (no notes, no staff names). */
export const PUBLIC_CASE_STEPS = ['open', 'send_notice', 'decide', 'verify_removal', 'close'] as const;
export type PublicCaseStep = (typeof PUBLIC_CASE_STEPS)[number];

/** GET /get_case_steps/:kind/:id's `data`: the public steps of the item's case, or null when it has none. */
export const publicCaseSchema = z
  .object({
    caseNumber: z.string(),
    stage: z.enum(CASE_STAGES),
    steps: z.array(
      z.object({
        step: z.enum(PUBLIC_CASE_STEPS),
        at: caseDateTime(),
        measures: z.array(z.enum(CASE_MEASURES)).optional().describe('The kinds of measure decided (decide only)'),
      }),
    ),
  })
  .describe("A confirmed violation's enforcement case as the public sees it: its public steps and their dates");
export type PublicCase = z.infer<typeof publicCaseSchema>;
