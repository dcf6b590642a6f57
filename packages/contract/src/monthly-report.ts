/**
 * Monthly situation reports (issue 13 point 8): for a month and a variant, a PDF and an .xlsx with the figures,
 * charts, top companies, the cases decided and the removals verified, in Lao or English, generated on demand by
 * staff and kept (with each file's SHA-256).
 */
import { z } from 'zod';
import { LOCALES, VARIANTS } from './vocabulary';

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The month a report covers: `YYYY-MM`, from 2000 on, not after the current month (UTC). */
export function monthProblem(month: string, now: Date): string | null {
  const match = MONTH.exec(month);
  if (!match || Number(match[1]) < 2000) return 'Please give a month as YYYY-MM';
  return month > now.toISOString().slice(0, 7) ? 'The month must not be in the future' : null;
}

/** The first and last day (yyyy-mm-dd) of a `YYYY-MM` month. */
export function monthDays(month: string): { from: string; to: string } {
  const [year, m] = month.split('-').map(Number);
  const last = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

/** POST /monthly-reports: which month, variant and language to report on. */
export const monthlyReportRequestSchema = z.object({
  month: z
    .string({ error: () => 'Please give a month as YYYY-MM' })
    .trim()
    .regex(MONTH, 'Please give a month as YYYY-MM'),
  variant: z.enum(VARIANTS, { error: () => 'Unknown variant' }),
  language: z.enum(LOCALES, { error: () => `language must be one of: ${LOCALES.join(', ')}` }),
});
export type MonthlyReportRequest = z.infer<typeof monthlyReportRequestSchema>;

/** The file of a kept report a download names: `pdf` or `xlsx`. */
export const MONTHLY_REPORT_FORMATS = ['pdf', 'xlsx'] as const;
export type MonthlyReportFormat = (typeof MONTHLY_REPORT_FORMATS)[number];
export const monthlyReportFormatSchema = z.enum(MONTHLY_REPORT_FORMATS, { error: () => 'Unknown format (pdf or xlsx)' });

const keptFile = z.object({
  name: z.string(),
  size: z.int().describe('Bytes'),
  sha256: z.string().describe('SHA-256 of the file, hex'),
});

/** A kept monthly report (staff only); its files download from GET /monthly-reports/:id/pdf and /xlsx. */
export const wireMonthlyReportSchema = z.object({
  _id: z.string(),
  month: z.string().describe('YYYY-MM'),
  variant: z.enum(VARIANTS),
  language: z.enum(LOCALES),
  generatedAt: z.string().meta({ format: 'date-time' }),
  generatedBy: z.string().nullable().describe("The staff member's name"),
  pdf: keptFile,
  xlsx: keptFile,
});
export type WireMonthlyReport = z.infer<typeof wireMonthlyReportSchema>;

export const monthlyReportListSchema = z.object({ data: z.array(wireMonthlyReportSchema) });
export const monthlyReportAnswerSchema = z.object({ success: z.literal(true), data: wireMonthlyReportSchema });
