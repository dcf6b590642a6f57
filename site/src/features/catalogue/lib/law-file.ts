/** The law PDF a staff member picked: checked here by type and name (the server checks the bytes too). */
import { LIMITS } from '@lcmdp/contract';

export type LawFileProblem = 'notPdf' | 'tooLarge' | 'empty';

export const PDF_ACCEPT = 'application/pdf,.pdf';

export function lawFileProblem(file: File): LawFileProblem | null {
  if (file.type !== 'application/pdf' || !/\.pdf$/i.test(file.name)) return 'notPdf';
  if (file.size === 0) return 'empty';
  if (file.size > LIMITS.pdfMaxBytes) return 'tooLarge';
  return null;
}
