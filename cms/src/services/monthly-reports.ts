/**
 * Monthly situation reports (issue 13 point 8), generated on demand by staff and kept: the month's content
 * (domain/monthly-report.ts) printed to PDF (services/pdf.ts) and laid out as an .xlsx, both stored through the
 * upload plugin with their SHA-256 and recorded as a `monthly-report` (append-only). The files are handed out by
 * the staff-only download route, by the report's id, never by their upload address.
 */
import ExcelJS from 'exceljs';
import {
  monthDays,
  monthProblem,
  type Locale,
  type MonthlyReportFormat,
  type MonthlyReportRequest,
  type Variant,
  type WireMonthlyReport,
} from '@lcmdp/contract';
import { DATE_FORMATS, isCellDate } from '../domain/export-columns';
import type { SheetLayout } from '../domain/analysis-sheets';
import { monthlyReport, monthlyReportSheets, monthName, type MonthlyItem } from '../domain/monthly-report';
import { monthlyReportHtml } from '../domain/monthly-report-html';
import type { Actor } from '../domain/review-chain';
import { badRequest, HttpFailure, notFound } from '../http/failure';
import { documents } from './documents';
import { figureCases } from './enforcement-figures';
import { ITEM_UID, endOfDay } from './items';
import { TYPE_UID, localizeRelations } from './localized';
import type { MediaFile } from './media';
import { embeddedFontCss, renderPdf } from './pdf';
import { staffLabel } from './review-log';
import { storeBuffer, withStoredFiles } from './uploads';
import { sheetName, XLSX_MIME } from './xlsx';
import { readStoredFile } from './storage';
import { settings } from '../settings';

export const MONTHLY_REPORT_UID = 'api::monthly-report.monthly-report';
const PDF_MIME = 'application/pdf';

interface StoredMonthlyReport {
  id: number;
  documentId: string;
  month: string;
  variant: Variant;
  language: Locale;
  pdf?: (MediaFile & { size?: number | string }) | null;
  pdfSha256: string;
  xlsx?: (MediaFile & { size?: number | string }) | null;
  xlsxSha256: string;
  generatedAt: string;
  generatedByLabel: string | null;
}

interface StoredItem {
  createdAt: string;
  reviewStatus: string;
  company: string | null;
  violationTypes?: { key?: string; nameLo?: string | null; nameEn?: string | null }[];
}

/** The month's items of a variant (archived ones left out), with their violation types' names. */
async function monthItems(month: string, variant: Variant, lang: Locale): Promise<MonthlyItem[]> {
  const { from, to } = monthDays(month);
  const lists = await Promise.all(
    (['detection', 'report'] as const).map(async (kind) => {
      const rows = (await strapi.db.query(ITEM_UID[kind]).findMany({
        where: {
          variant,
          archived: false,
          createdAt: { $gte: new Date(`${from}T00:00:00.000Z`), $lte: new Date(endOfDay(to)) },
        },
        select: ['createdAt', 'reviewStatus', 'company'],
        populate: { violationTypes: { select: ['documentId', 'key', 'name'] } },
      })) as unknown as StoredItem[];
      await localizeRelations(rows as unknown as Record<string, unknown>[], { violationTypes: TYPE_UID });
      return rows.map(
        (row): MonthlyItem => ({
          kind,
          recordedAt: new Date(row.createdAt).toISOString(),
          confirmed: row.reviewStatus === 'violation',
          company: row.company,
          violationTypes: (row.violationTypes ?? []).map(
            (t) => (lang === 'en' ? t.nameEn || t.nameLo : t.nameLo || t.nameEn) || t.key || '',
          ),
        }),
      );
    }),
  );
  return lists.flat();
}

/** An .xlsx of the sheets, whole in memory (a monthly report is small). */
export async function workbookBuffer(sheets: readonly SheetLayout[], lang: Locale): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = 'LCMDP';
  for (const layout of sheets) {
    const sheet = book.addWorksheet(sheetName(layout.name), { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = layout.columns.map((c) => ({ width: c.width }));
    sheet.addRow(layout.columns.map((c) => c.header)).font = { bold: true };
    for (const cells of layout.rows) {
      const row = sheet.addRow(cells.map((c) => (isCellDate(c) ? c.date : c)));
      cells.forEach((c, i) => {
        if (isCellDate(c)) row.getCell(i + 1).numFmt = DATE_FORMATS[lang][c.precision];
      });
    }
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

const fileName = (r: Pick<StoredMonthlyReport, 'month' | 'variant' | 'language'>, format: MonthlyReportFormat) =>
  `lcmdp-monthly-report-${r.variant}-${r.month}-${r.language}.${format}`;

function toWire(r: StoredMonthlyReport): WireMonthlyReport {
  const file = (format: MonthlyReportFormat) => ({
    name: fileName(r, format),
    size: Math.round(Number(r[format]?.size ?? 0) * 1024), // Strapi keeps sizes in kB
    sha256: format === 'pdf' ? r.pdfSha256 : r.xlsxSha256,
  });
  return {
    _id: r.documentId,
    month: r.month,
    variant: r.variant,
    language: r.language,
    generatedAt: new Date(r.generatedAt).toISOString(),
    generatedBy: r.generatedByLabel ?? null,
    pdf: file('pdf'),
    xlsx: file('xlsx'),
  };
}

const POPULATE = { pdf: true, xlsx: true };

/** Generates the report of a month, variant and language, stores its two files and records it. */
export async function generateMonthlyReport(
  request: MonthlyReportRequest,
  actor: Actor,
  now: Date = new Date(),
): Promise<WireMonthlyReport> {
  const problem = monthProblem(request.month, now);
  if (problem) throw badRequest(`month: ${problem}`, { month: problem });
  const { month, variant, language } = request;
  const [cases, items] = await Promise.all([figureCases(variant), monthItems(month, variant, language)]);
  const report = monthlyReport({ month, variant, language, cases, items });
  const generatedAt = now.toISOString();
  const html = monthlyReportHtml(report, embeddedFontCss(), `${generatedAt.slice(0, 16).replace('T', ' ')} UTC`);
  const [pdf, xlsx] = await Promise.all([
    renderPdf(html, { footer: `LCMDP · ${report.title} · ${monthName(month, language)}` }).catch((error: unknown) => {
      // Chromium missing or crashed: nothing is stored, and the caller may try again later.
      strapi.log.error(`Monthly report: printing the PDF failed: ${String(error)}`);
      throw new HttpFailure(503, 'The PDF printer is not available; try again later');
    }),
    workbookBuffer(monthlyReportSheets(report), language),
  ]);
  const names = { month, variant, language };
  const pdfFile = await storeBuffer(fileName(names, 'pdf'), PDF_MIME, pdf);
  const stored = [pdfFile];
  return withStoredFiles(stored, async () => {
    const xlsxFile = await storeBuffer(fileName(names, 'xlsx'), XLSX_MIME, xlsx);
    stored.push(xlsxFile);
    const created = (await documents(MONTHLY_REPORT_UID).create({
      data: {
        month,
        variant,
        language,
        pdf: pdfFile.id,
        pdfSha256: pdfFile.sha256,
        xlsx: xlsxFile.id,
        xlsxSha256: xlsxFile.sha256,
        generatedAt,
        generatedBy: actor.userId,
        generatedByLabel: (await staffLabel(actor.userId)) ?? null,
      },
      populate: POPULATE,
    })) as unknown as StoredMonthlyReport;
    return toWire(created);
  });
}

/** The kept reports, newest first. */
export async function listMonthlyReports(): Promise<WireMonthlyReport[]> {
  const rows = (await documents(MONTHLY_REPORT_UID).findMany({
    sort: [{ generatedAt: 'desc' }, { id: 'desc' }],
    populate: POPULATE,
    limit: 1000,
  })) as unknown as StoredMonthlyReport[];
  return rows.map(toWire);
}

/** One kept file, to send to staff: its name, type and bytes (from the public folder or the bucket). */
export async function monthlyReportFile(documentId: string, format: MonthlyReportFormat) {
  const row = (await documents(MONTHLY_REPORT_UID).findOne({
    documentId,
    populate: POPULATE,
  })) as unknown as StoredMonthlyReport | null;
  const file = row?.[format];
  if (!row || !file) throw notFound('Monthly report');
  const bytes = await readStoredFile(file.url, settings(), strapi.dirs.static.public);
  if (!bytes) throw notFound('Monthly report file');
  return {
    name: fileName(row, format),
    mime: format === 'pdf' ? PDF_MIME : XLSX_MIME,
    sha256: format === 'pdf' ? row.pdfSha256 : row.xlsxSha256,
    bytes,
  };
}
