/**
 * What a staff check answered: the detector's verdict (read by the report form's `toDetectorVerdict`) plus the
 * texts it read — OCR of each image, the page's text — so the page can show where a finding matched. The answer
 * shape is open (the detector passes it through); unknown shapes give no texts rather than an error.
 */
import { toDetectorVerdict, type DetectorVerdict } from '@/lib/detector-verdict';

export type TextSource = 'image' | 'page' | 'submitted';

export interface CheckedText {
  source: TextSource;
  /** The image's file name (OCR), or null. */
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

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v : null);

const firstText = (layer: Obj, keys: readonly string[]): string | null => {
  for (const key of keys) {
    const value = str(layer[key]);
    if (value) return value;
  }
  return null;
};

const PAGE_KEYS = ['page_text', 'pageText', 'text_content', 'textContent'] as const;
const OCR_KEYS = ['ocr_text', 'ocrText', 'ocr'] as const;
const IMAGE_TEXT_KEYS = ['ocr_text', 'ocrText', 'ocr', 'text'] as const;

function imageTexts(layer: Obj): CheckedText[] {
  for (const key of ['images', 'ocr', 'ocr_texts', 'ocrTexts']) {
    const list = layer[key];
    if (!Array.isArray(list)) continue;
    const texts = list.flatMap((entry): CheckedText[] => {
      if (typeof entry === 'string') return entry.trim() ? [{ source: 'image', name: null, text: entry }] : [];
      if (!isObj(entry)) return [];
      const text = firstText(entry, IMAGE_TEXT_KEYS);
      if (!text) return [];
      return [{ source: 'image', name: str(entry.name) ?? str(entry.filename) ?? str(entry.file), text }];
    });
    if (texts.length) return texts;
  }
  const single = firstText(layer, OCR_KEYS);
  return single ? [{ source: 'image', name: null, text: single }] : [];
}

function textsOf(layer: Obj): CheckedText[] {
  const page = firstText(layer, PAGE_KEYS);
  return [...imageTexts(layer), ...(page ? [{ source: 'page' as const, name: null, text: page }] : [])];
}

const namesOf = (list: unknown): string[] =>
  Array.isArray(list) ? list.filter((g): g is string => typeof g === 'string' && g.trim() !== '') : [];
const groupsOf = (layer: Obj): string[] => namesOf(layer.groups ?? layer.violation_groups);
const codesOf = (layer: Obj): string[] => namesOf(layer.codes ?? layer.violation_codes);

/**
 * The check's result. `submittedText` is the text the staff member typed: shown (and highlighted) too, unless the
 * detector gave it back itself.
 */
export function toCheckResult(payload: unknown, submittedText?: string): CheckResult {
  const top = isObj(payload) ? payload : {};
  const data = isObj(top.data) ? top.data : {};
  let texts = textsOf(data);
  if (!texts.length) texts = textsOf(top);
  const own = submittedText?.trim();
  if (own && !texts.some((t) => t.text.trim() === own)) texts = [{ source: 'submitted', name: null, text: own }, ...texts];
  const groups = groupsOf(data).length ? groupsOf(data) : groupsOf(top);
  const codes = codesOf(data).length ? codesOf(data) : codesOf(top);
  const keptAs = keptAsOf('detection' in data ? data : top);
  return { ...toDetectorVerdict(payload), texts, groups, codes, ...(keptAs !== undefined ? { keptAs } : {}) };
}

/** The detection a staff page check was kept as (`detection`: its id, or null when it could not be kept). */
function keptAsOf(layer: Obj): string | null | undefined {
  if (!('detection' in layer)) return undefined;
  return isObj(layer.detection) ? str(layer.detection._id) : null;
}
