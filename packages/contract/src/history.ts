/** The history chain's check (issue 13 point 5): what `GET /history/verify` and `npm run verify-history` report. */
import { z } from 'zod';

export const HISTORY_BREAK_REASONS = [
  'link_altered',
  'link_missing',
  'entry_missing',
  'entry_altered',
  'file_missing',
  'file_altered',
  'entry_unlinked',
] as const;
export type HistoryBreakReason = (typeof HISTORY_BREAK_REASONS)[number];

export const historyReportSchema = z
  .object({
    ok: z.boolean(),
    links: z.int().describe('Links checked'),
    files: z.int().describe('Evidence files read and hashed'),
    firstBreak: z
      .object({
        seq: z.int().describe('The first broken link'),
        reason: z.enum(HISTORY_BREAK_REASONS),
        entryType: z.enum(['review_event', 'case_step']).optional(),
        entryId: z.string().optional(),
        url: z.string().optional().describe('The evidence file, for file_missing / file_altered'),
      })
      .nullable(),
  })
  .describe('Whether the history of review events and case steps holds, and where it first breaks');
export type HistoryReport = z.infer<typeof historyReportSchema>;
