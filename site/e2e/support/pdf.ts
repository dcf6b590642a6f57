/** The text of a downloaded PDF (unpdf, pdf.js), to check what a letter or a report says. */
import { readFile } from 'node:fs/promises';
import { extractText, getDocumentProxy } from 'unpdf';

export async function pdfTextOf(path: string): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(await readFile(path)));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}
