/**
 * Excel files streamed to the caller as they are written (exceljs' streaming writer): no file is ever held whole
 * in memory, and the writer waits whenever the caller reads slower than rows are produced.
 */
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Context } from 'koa';
import type { Locale } from '@lcmdp/contract';
import { DATE_FORMATS, isCellDate, type Cell } from '../domain/export-columns';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface SheetWriter {
  /** Adds (and commits) one row. */
  add(cells: readonly Cell[]): void;
}

export interface BookWriter {
  /** A new worksheet with a bold, frozen, filterable header row. Earlier sheets are finished first. */
  sheet(name: string, columns: readonly { header: string; width: number }[]): SheetWriter;
  /** Resolves when the caller has taken what was written so far (or has gone away). */
  drained(): Promise<void>;
  /** The caller went away (closed the connection): stop producing. */
  readonly aborted: boolean;
}

/** Excel refuses sheet names over 31 characters or with any of : \ / ? * [ ]. */
export function sheetName(name: string): string {
  return Array.from(name.replace(/[:\\/?*[\]]/g, ' ').trim())
    .slice(0, 31)
    .join('');
}

const PLAIN: Partial<ExcelJS.Style> = {};

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A writable stream as both Node's and readable-stream 2 (archiver's) expose it. */
interface Drainable {
  on(event: 'drain' | 'close', listener: () => void): unknown;
  off(event: 'drain' | 'close', listener: () => void): unknown;
  _writableState?: { needDrain?: boolean };
  destroyed?: boolean;
}

const needsDrain = (stream: Drainable) => Boolean(stream._writableState?.needDrain) && !stream.destroyed;

/** Resolves when a stream has emptied its buffer, or when it or the download (`output`) closed. */
function drain(stream: Drainable, output: Drainable): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      output.off('close', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
    output.on('close', done);
  });
}

/**
 * The stream through which the zip reads a sheet's XML (exceljs 4.4 internals: the sheet's StreamBuf pipes into
 * a PassThrough that archiver reads). Null if exceljs ever changes shape: the export still works, only without
 * this pacing.
 */
function zipInput(sheet: ExcelJS.Worksheet): Drainable | null {
  const internal = sheet as unknown as { stream?: { pipes?: Partial<Drainable>[] } };
  const pipe = internal.stream?.pipes?.[0];
  return pipe && typeof pipe.on === 'function' && typeof pipe.off === 'function' && pipe._writableState
    ? (pipe as Drainable)
    : null;
}

function columnLetter(n: number): string {
  let s = '';
  for (let i = n; i > 0; i = Math.floor((i - 1) / 26)) s = String.fromCharCode(65 + ((i - 1) % 26)) + s;
  return s;
}

/**
 * Answers the request with an .xlsx download that `produce` writes. The headers go out at once; a failure after
 * that cannot become an error status any more, so it is logged and the connection is cut (the caller sees an
 * incomplete download, never a file that looks complete). Returns the stream for the handler to answer with.
 */
export function streamWorkbook(
  ctx: Context,
  filename: string,
  lang: Locale,
  produce: (book: BookWriter) => Promise<void>,
): PassThrough {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  workbook.creator = 'LCMDP';
  const formats = DATE_FORMATS[lang];
  const styles = {
    minute: { numFmt: formats.minute },
    day: { numFmt: formats.day },
    month: { numFmt: formats.month },
  } as const;
  // The sheet being written (held in an object: the closures below assign it).
  const open: { sheet: ExcelJS.Worksheet | null } = { sheet: null };

  const book: BookWriter = {
    sheet(name, columns) {
      open.sheet?.commit();
      const sheet = workbook.addWorksheet(sheetName(name), { views: [{ state: 'frozen', ySplit: 1 }] });
      sheet.columns = columns.map((c) => ({ width: c.width }));
      sheet.autoFilter = `A1:${columnLetter(columns.length)}1`;
      const header = sheet.addRow(columns.map((c) => c.header));
      header.font = { bold: true };
      header.commit();
      open.sheet = sheet;
      return {
        add(cells) {
          const row = sheet.addRow(cells.map((c) => (isCellDate(c) ? c.date : c)));
          // One shared style object per format: exceljs recognises an object it has seen and skips working the
          // style out again, which otherwise costs as much as writing the cell.
          cells.forEach((c, i) => {
            row.getCell(i + 1).style = isCellDate(c) ? styles[c.precision] : PLAIN;
          });
          row.commit();
        },
      };
    },
    async drained() {
      // exceljs hands rows to the zip without waiting for it (it ignores backpressure), and with SQLite every query
      // is synchronous: without waiting here the zip would only compress after the last row, holding the whole
      // sheet in memory. So wait until the zip has taken what was written, then until the caller has.
      await turn();
      const toZip = open.sheet ? zipInput(open.sheet) : null;
      while (toZip && needsDrain(toZip) && !output.destroyed) await drain(toZip, output);
      while (needsDrain(output)) await drain(output, output);
    },
    get aborted() {
      return output.destroyed;
    },
  };

  ctx.set('Content-Type', XLSX_MIME);
  ctx.set('Content-Disposition', `attachment; filename="${filename}"`);
  ctx.set('Cache-Control', 'no-store');
  ctx.set('X-Content-Type-Options', 'nosniff');

  produce(book)
    .then(async () => {
      if (book.aborted) return;
      open.sheet?.commit();
      await workbook.commit();
    })
    .catch((error: unknown) => {
      strapi.log.error(`Excel download ${filename} failed after its headers were sent: ${String(error)}`);
      ctx.res.destroy();
    });
  return output;
}
