/**
 * What a staff check answered: the detector's verdict (read by the report form's `verdictOf`) plus the texts it
 * read — OCR of each image, the page's text — so the page can show where a finding matched. The answer is the
 * contract's `CheckAnswer` (the CMS answers 502 for one that does not fit it); one that could not be read gives no
 * texts rather than an error.
 */
import { readCheckAnswer, verdictOf, type DetectorVerdict } from '@/lib/detector-verdict';

export type TextSource = 'image' | 'page' | 'submitted';

export interface CheckedText {
  source: TextSource;
  /** The image's file name or address (OCR), or null. */
  name: string | null;
  text: string;
}

export interface CheckResult extends DetectorVerdict {
  texts: CheckedText[];
  /** Violation groups the answer names itself (codes are mapped to groups with the catalogue as well). */
  groups: string[];
  /** Every code the answer names (its matches carry only the codes of their own group). */
  codes: string[];
  /**
   * A staff page check is kept as a detection: its id; null when the CMS could not keep it; undefined for checks
   * that are not kept (images, public checks).
   */
  keptAs?: string | null;
}

/**
 * The check's result. `submittedText` is the text the staff member typed: shown (and highlighted) too, unless the
 * detector gave it back itself.
 */
export function toCheckResult(payload: unknown, submittedText?: string): CheckResult {
  const answer = readCheckAnswer(payload);
  let texts: CheckedText[] = [
    ...(answer?.images ?? [])
      .filter((image) => image.ocr_text.trim() !== '')
      .map((image): CheckedText => ({ source: 'image', name: image.name || null, text: image.ocr_text })),
    ...(answer?.page_text?.trim() ? [{ source: 'page' as const, name: null, text: answer.page_text }] : []),
  ];
  const own = submittedText?.trim();
  if (own && !texts.some((t) => t.text.trim() === own)) texts = [{ source: 'submitted', name: null, text: own }, ...texts];
  const kept = answer?.detection;
  return {
    ...verdictOf(answer),
    texts,
    groups: answer?.groups ?? [],
    codes: answer?.codes ?? [],
    ...(kept !== undefined ? { keptAs: kept ? kept._id : null } : {}),
  };
}
