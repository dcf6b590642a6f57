import { analysisExportQuerySchema, analysisQuerySchema } from '@lcmdp/contract';
import { analysisSheets } from '../../../domain/analysis-sheets';
import { laoToday } from '../../../domain/export-columns';
import { requireStaff } from '../../../http/actor';
import { parse } from '../../../http/failure';
import { analysis } from '../../../services/analysis';
import { streamWorkbook } from '../../../services/xlsx';
import type { Handler } from './types';

/** get_analysis: the figures of a period (AnalysisResponse, not wrapped in `data`). */
export const getAnalysis: Handler = async (ctx) => {
  requireStaff(ctx);
  return analysis(parse(analysisQuerySchema, ctx.query));
};

/** export_analysis: the same figures as an .xlsx, one sheet per breakdown, in Lao or English. */
export const exportAnalysis: Handler = async (ctx) => {
  requireStaff(ctx);
  const { lang, ...query } = parse(analysisExportQuerySchema, ctx.query);
  const sheets = analysisSheets(await analysis(query), lang);
  return streamWorkbook(ctx, `lcmdp-analysis-${laoToday()}.xlsx`, lang, async (book) => {
    for (const layout of sheets) {
      const sheet = book.sheet(layout.name, layout.columns);
      for (const row of layout.rows) sheet.add(row);
    }
  });
};
