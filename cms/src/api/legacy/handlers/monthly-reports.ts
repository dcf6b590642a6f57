/** Monthly situation reports (issue 13 point 8): staff generate them on demand, list the kept ones, download files. */
import { documentIdSchema, monthlyReportFormatSchema, monthlyReportRequestSchema } from '@lcmdp/contract';
import { requireStaff } from '../../../http/actor';
import { parse } from '../../../http/failure';
import * as reports from '../../../services/monthly-reports';
import { bodyOf, type Handler } from './types';

/** POST /monthly-reports { month: 'YYYY-MM', variant, language }: 201 with the kept report. */
export const generateMonthlyReport: Handler = async (ctx) => {
  const { actor } = requireStaff(ctx);
  const data = await reports.generateMonthlyReport(parse(monthlyReportRequestSchema, bodyOf(ctx)), actor);
  ctx.status = 201;
  return { success: true, data };
};

export const listMonthlyReports: Handler = async (ctx) => {
  requireStaff(ctx);
  return { data: await reports.listMonthlyReports() };
};

/** GET /monthly-reports/:id/:format: the kept PDF or .xlsx as a download. */
export const downloadMonthlyReport: Handler = async (ctx) => {
  requireStaff(ctx);
  const file = await reports.monthlyReportFile(
    parse(documentIdSchema, ctx.params.id),
    parse(monthlyReportFormatSchema, ctx.params.format),
  );
  ctx.set('Content-Type', file.mime);
  ctx.set('Content-Disposition', `attachment; filename="${file.name}"`);
  ctx.set('Cache-Control', 'no-store');
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.set('X-Content-SHA256', file.sha256);
  return file.bytes;
};
