/**
 * The judging core: what the HTTP service's checks, the watcher's items and the evaluation commands (classify,
 * eval, bench) judge, assembled once. One caption or one image file gives the evaluation interface's verdict; one
 * item (a typed text, a page's text, the images OCR read) gives the contract's `CheckAnswer` with the normalised
 * texts it read. Where the texts and images come from (an upload, a captured page, a feed entry, a file) is the
 * caller's business.
 */
import type { CheckAnswer, CheckedImage } from '@lcmdp/contract';
import type { Variant } from '@lcmdp/contract/vocabulary';

import type { Classifier } from '../understand/classifier';
import type { OcrEngine, OcrResult } from '../understand/ocr';
import { decide, understandText, type UnderstandOptions, type Verdict } from '../understand/verdict';
import { judgeTexts, type JudgedTexts, type TextPiece } from './answer';

/** A typed caption's verdict. */
export function detectText(text: string, variant: Variant, classifier?: Classifier): Verdict {
  return decide(understandText(text, 'caption', variant), classifier);
}

export interface ImageVerdict extends Verdict {
  /** What OCR read, normalised (the matches' offsets point into it), its mean confidence and time. */
  ocr: { text: string; confidence: number; ms: number };
}

/** An image's verdict (a file path or its bytes): OCR, then the verdict on what it read. */
export async function detectImage(
  image: string | Buffer,
  variant: Variant,
  deps: { classifier?: Classifier; ocr: () => Promise<OcrEngine> },
): Promise<ImageVerdict> {
  const engine = await deps.ocr();
  const result = await engine.recognise(image);
  const understanding = understandText(result.text, 'image_ocr', variant);
  const verdict = decide(understanding, deps.classifier);
  return { ...verdict, ocr: { text: understanding.evidence.text, confidence: Math.round(result.confidence), ms: result.ms } };
}

/** What one item gave to read. */
export interface ItemTexts {
  /** The text staff typed with a check (caption, description); absent for watched items. */
  text?: string;
  /** The page's text (page checks, watched items). */
  page?: string;
  /** The images OCR read, each by its file name or address. */
  images: readonly { name: string; result: OcrResult }[];
}

export interface JudgedItem {
  /** The answer, with the normalised texts it read (`page_text`, `ocr_text`, `images`). */
  answer: CheckAnswer;
  named: JudgedTexts['named'];
}

/**
 * Judges an item's texts alone and together (judgeTexts) and gives back the normalised texts, which the answer's
 * excerpts are cut from. `options.library`: the brands and companies to recognise (built-in by default).
 */
export function judgeItemTexts(
  item: ItemTexts,
  variant: Variant,
  classifier?: Classifier,
  options: UnderstandOptions = {},
): JudgedItem {
  const pieces: TextPiece[] = [
    ...(item.text !== undefined ? [{ where: 'text' as const, text: item.text }] : []),
    ...(item.page !== undefined ? [{ where: 'page' as const, text: item.page }] : []),
    ...item.images.map(({ name, result }): TextPiece => ({ where: 'image', name, text: result.text })),
  ];
  const { answer, normalised, named } = judgeTexts(pieces, variant, classifier, options);
  const firstImage = pieces.length - item.images.length;
  const images = item.images.map(
    ({ name, result }, i): CheckedImage => ({
      name,
      ocr_text: normalised[firstImage + i],
      confidence: Math.round(result.confidence),
    }),
  );
  const ocrTexts = images.map((image) => image.ocr_text).filter((text) => text !== '');
  return {
    named,
    answer: {
      ...answer,
      ...(item.page !== undefined ? { page_text: normalised[firstImage - 1] } : {}),
      ...(ocrTexts.length ? { ocr_text: ocrTexts.join('\n\n') } : {}),
      ...(images.length ? { images } : {}),
    },
  };
}
