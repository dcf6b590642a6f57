/**
 * One input line in, one verdict line out: the evaluation interface's line processor (texts directly, image files
 * through OCR, both judged by the judging core), shared by the classify command and its caption threads. A bad line becomes a verdict with an `error`, never an
 * exception; output order is input order.
 */
import fs from 'node:fs';
import path from 'node:path';

import { parseClassifyInput } from '../data/examples';
import { detectImage, detectText, type ImageVerdict } from '../judge/judge';
import type { Classifier } from '../understand/classifier';
import type { OcrEngine } from '../understand/ocr';
import type { Verdict } from '../understand/verdict';

export interface OutputLine extends Partial<Verdict> {
  id: string | null;
  suspected: boolean;
  score: number;
  groups: Verdict['groups'];
  product: Verdict['product'];
  codes: string[];
  matches: Verdict['matches'];
  ocr?: ImageVerdict['ocr'];
  error?: string;
}

export interface DetectDeps {
  classifier?: Classifier;
  /** Started on the first image only. */
  ocr: () => Promise<OcrEngine>;
  /**
   * Answers many lines without images at once, elsewhere (other threads), exactly as `detectLine` would; without it
   * every line is answered here.
   */
  detectCaptions?: (lines: readonly string[]) => Promise<OutputLine[]>;
}

function failure(id: string | null, error: string, modelVersion: string): OutputLine {
  return {
    id,
    suspected: false,
    score: 0,
    groups: [],
    product: 'none',
    codes: [],
    matches: [],
    model_version: modelVersion,
    error,
  };
}

/** Parses and answers one line of the input file; `baseDir` is the input file's folder. */
export async function detectLine(line: string, baseDir: string, deps: DetectDeps): Promise<OutputLine> {
  const modelVersion = deps.classifier?.version ?? 'rules-only';
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch (error) {
    return failure(null, `not JSON: ${(error as Error).message}`, modelVersion);
  }
  const rawId =
    value && typeof value === 'object' && 'id' in value && (typeof value.id === 'string' || typeof value.id === 'number')
      ? String(value.id)
      : null;
  const parsed = parseClassifyInput(value);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.') || 'line'}: ${i.message}`).join('; ');
    return failure(rawId, `invalid input: ${problems}`, modelVersion);
  }
  const input = parsed.data;
  try {
    if (input.text !== undefined) return { id: input.id, ...detectText(input.text, input.variant, deps.classifier) };
    const file = path.resolve(baseDir, input.image);
    if (!fs.existsSync(file)) return failure(input.id, `image not found: ${input.image}`, modelVersion);
    return { id: input.id, ...(await detectImage(file, input.variant, deps)) };
  } catch (error) {
    return failure(input.id, `could not classify: ${(error as Error).message}`, modelVersion);
  }
}

/** Says whether a line asks about an image (those need this process's OCR engine); a bad line does not. */
function asksAboutImage(line: string): boolean {
  try {
    const value: unknown = JSON.parse(line);
    return typeof value === 'object' && value !== null && 'image' in value;
  } catch {
    return false;
  }
}

/** Lines handed to `detectCaptions` at a time: output starts after the first chunk, memory stays bounded. */
const CAPTION_CHUNK = 4096;

/**
 * Answers every line, at most `window` at a time (images wait for OCR workers), handing results to `emit` in
 * input order as soon as each one and all before it are done. With `deps.detectCaptions`, the lines without an
 * image are answered there, a chunk at a time, while this process reads the chunk's images.
 */
export async function detectLines(
  lines: readonly string[],
  baseDir: string,
  deps: DetectDeps,
  emit: (line: OutputLine, index: number) => void,
  window = 4,
): Promise<void> {
  const chunkSize = deps.detectCaptions ? CAPTION_CHUNK : Math.max(lines.length, 1);
  for (let from = 0; from < lines.length; from += chunkSize) {
    const chunk = lines.slice(from, from + chunkSize);
    const elsewhere = deps.detectCaptions ? chunk.map((line, i) => (asksAboutImage(line) ? -1 : i)).filter((i) => i >= 0) : [];
    const answeredElsewhere =
      deps.detectCaptions && elsewhere.length > 0
        ? deps.detectCaptions(elsewhere.map((i) => chunk[i])).then((results) => new Map(elsewhere.map((i, k) => [i, results[k]])))
        : undefined;
    const isElsewhere = new Set(elsewhere);
    const answer = (i: number): Promise<OutputLine> =>
      answeredElsewhere && isElsewhere.has(i)
        ? answeredElsewhere.then((answers) => answers.get(i) as OutputLine)
        : detectLine(chunk[i], baseDir, deps);
    const pending: Promise<OutputLine>[] = [];
    let next = 0;
    for (let i = 0; i < chunk.length; i += 1) {
      pending.push(answer(i));
      while (pending.length - next >= window) {
        emit(await pending[next], from + next);
        next += 1;
      }
    }
    while (next < pending.length) {
      emit(await pending[next], from + next);
      next += 1;
    }
  }
}
