/**
 * What OCR read from each labelled ad image, kept in data/images/ocr-texts.jsonl so training can learn from the
 * text the detector really sees in a picture (OCR errors included) without running OCR at every training. Each line
 * is keyed by the picture's SHA-256 and the OCR settings: a re-rendered picture or another OCR set-up is read again.
 */
import fs from 'node:fs';
import path from 'node:path';

import { z } from 'zod';

import { DETECTOR_ROOT } from '../config';
import { readJsonLines } from './examples';

export const OCR_TEXTS_FILE = path.join(DETECTOR_ROOT, 'data/images/ocr-texts.jsonl');

export const ocrTextSchema = z.object({
  id: z.string().min(1),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  settings: z.string().min(1),
  text: z.string(),
});
export type OcrText = z.infer<typeof ocrTextSchema>;

export function readOcrTexts(file: string): Map<string, OcrText> {
  if (!fs.existsSync(file)) return new Map();
  return new Map(readJsonLines(file, ocrTextSchema).map((t) => [`${t.sha256}|${t.settings}`, t]));
}

export function writeOcrTexts(file: string, texts: readonly OcrText[]): void {
  fs.writeFileSync(file, texts.map((t) => JSON.stringify(t)).join('\n') + '\n');
}
