/**
 * The streamed Excel writer: the file leaves while rows are still being written, the writer waits for a caller
 * who reads slowly (memory stays bounded), stops when the caller goes away, and the file is whole at the end.
 */
import ExcelJS from 'exceljs';
import type { Context } from 'koa';
import { PassThrough } from 'node:stream';
import { cellDate } from '../../src/domain/export-columns';
import { XLSX_MIME, streamWorkbook, type BookWriter } from '../../src/services/xlsx';

const BATCHES = 40;
const ROWS = 1000;

function fakeContext() {
  const headers: Record<string, string> = {};
  const ctx = { set: (k: string, v: string) => (headers[k] = v), res: { destroy: jest.fn() } };
  return { ctx: ctx as unknown as Context, headers, destroy: ctx.res.destroy };
}

/** Writes BATCHES × ROWS rows, counting the batches written so far. */
function producer(progress: { batches: number; finished: boolean }) {
  return async (book: BookWriter) => {
    const sheet = book.sheet('Items', [
      { header: 'Text', width: 40 },
      { header: 'Number', width: 10 },
      { header: 'When', width: 18 },
    ]);
    for (let b = 0; b < BATCHES; b += 1) {
      for (let i = 0; i < ROWS; i += 1) {
        sheet.add([`row ${b}-${i}: Better than breast milk, free samples for newborns`, i, cellDate('2025-01-05T10:00:00Z')]);
      }
      progress.batches += 1;
      await book.drained();
      if (book.aborted) return;
    }
    progress.finished = true;
  };
}

const collect = (stream: PassThrough) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('streamed Excel downloads', () => {
  it('sends the file while rows are written, names it, and ends with every row', async () => {
    const { ctx, headers } = fakeContext();
    const progress = { batches: 0, finished: false };
    const output = streamWorkbook(ctx, 'lcmdp-test.xlsx', 'en', producer(progress));
    const sent: { batch: number; bytes: number }[] = [];
    let bytes = 0;
    output.on('data', (c: Buffer) => {
      bytes += c.length;
      sent.push({ batch: progress.batches, bytes });
    });
    const file = await collect(output);
    expect(headers['Content-Type']).toBe(XLSX_MIME);
    expect(headers['Content-Disposition']).toBe('attachment; filename="lcmdp-test.xlsx"');
    // Half of the bytes had left before the last batch was written: streamed, not assembled at the end.
    const half = sent.find((s) => s.bytes >= bytes / 2)!.batch;
    expect(half).toBeLessThan(BATCHES);
    expect(bytes).toBe(file.length);

    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.actualRowCount).toBe(BATCHES * ROWS + 1);
    expect(sheet.getRow(1).values).toEqual([undefined, 'Text', 'Number', 'When']);
    expect(sheet.getRow(2).getCell(3).value).toEqual(new Date('2025-01-05T17:00:00.000Z'));
    expect(sheet.getRow(2).getCell(3).numFmt).toBe('mm/dd/yyyy hh:mm');
  });

  it('waits for a caller who does not read, then carries on', async () => {
    const { ctx } = fakeContext();
    const progress = { batches: 0, finished: false };
    const output = streamWorkbook(ctx, 'slow.xlsx', 'lo', producer(progress));
    await wait(500);
    // Nothing read yet: the writer stopped after a few batches instead of piling all 40 up in memory.
    expect(progress.batches).toBeLessThan(5);
    await collect(output);
    expect(progress).toEqual({ batches: BATCHES, finished: true });
  });

  it('stops writing when the caller goes away', async () => {
    const { ctx, destroy } = fakeContext();
    const progress = { batches: 0, finished: false };
    const output = streamWorkbook(ctx, 'gone.xlsx', 'lo', producer(progress));
    output.once('data', () => output.destroy());
    output.resume();
    await wait(500);
    const stoppedAt = progress.batches;
    await wait(300);
    expect(progress.batches).toBe(stoppedAt);
    expect(progress.finished).toBe(false);
    expect(stoppedAt).toBeLessThan(BATCHES);
    expect(destroy).not.toHaveBeenCalled();
  });
});
