/** Reading the Excel files the CMS answers with: as exceljs sees them, and as raw text of every file in the zip. */
import { inflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import type { Response } from 'superagent';

/** A supertest parser that keeps a binary answer as one Buffer. */
export function binary(res: Response, done: (error: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}

export type Value = string | number | boolean | Date | null;

/** Every sheet of a workbook as rows of plain values (header row first), by sheet name, in order. */
export async function readSheets(file: Buffer): Promise<{ name: string; rows: Value[][]; sheet: ExcelJS.Worksheet }[]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(file as unknown as ArrayBuffer);
  return book.worksheets.map((sheet) => {
    const rows: Value[][] = [];
    sheet.eachRow({ includeEmpty: true }, (row) => {
      const values: Value[] = [];
      for (let i = 1; i <= sheet.columnCount; i += 1) {
        const v = row.getCell(i).value;
        values.push(v === undefined ? null : (v as Value));
      }
      rows.push(values);
    });
    return { name: sheet.name, rows, sheet };
  });
}

/**
 * The text of every file inside an .xlsx (a zip), read from its central directory: what a search through the whole
 * file finds, whatever exceljs would show or hide.
 */
export function zipTexts(file: Buffer): Map<string, string> {
  const end = file.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('Not a zip file (no end of central directory)');
  const entries = file.readUInt16LE(end + 10);
  let at = file.readUInt32LE(end + 16);
  const texts = new Map<string, string>();
  for (let n = 0; n < entries; n += 1) {
    if (file.readUInt32LE(at) !== 0x02014b50) throw new Error('Broken central directory');
    const method = file.readUInt16LE(at + 10);
    const compressed = file.readUInt32LE(at + 20);
    const nameLength = file.readUInt16LE(at + 28);
    const extraLength = file.readUInt16LE(at + 30);
    const commentLength = file.readUInt16LE(at + 32);
    const local = file.readUInt32LE(at + 42);
    const name = file.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const dataStart = local + 30 + file.readUInt16LE(local + 26) + file.readUInt16LE(local + 28);
    const data = file.subarray(dataStart, dataStart + compressed);
    texts.set(name, (method === 8 ? inflateRawSync(data) : data).toString('utf8'));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return texts;
}

/** Counts the rows of every sheet with exceljs' streaming reader (the file is never loaded whole). */
export async function countRowsStreaming(path: string): Promise<{ rows: number; first: Value[] | null; second: Value[] | null }> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(path, { worksheets: 'emit', sharedStrings: 'cache', styles: 'ignore' });
  let rows = 0;
  let first: Value[] | null = null;
  let second: Value[] | null = null;
  for await (const sheet of reader) {
    for await (const row of sheet as unknown as AsyncIterable<ExcelJS.Row>) {
      rows += 1;
      const values = (row.values as Value[]).slice(1);
      if (rows === 1) first = values;
      if (rows === 2) second = values;
    }
  }
  return { rows, first, second };
}
