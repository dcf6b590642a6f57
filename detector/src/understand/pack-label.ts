/**
 * A photographed pack's own label, read against what a label must carry (POLICY §4): a Lao-language label (`laos`
 * only), an expiry date, a label at all. A label that visibly carries all of them cannot be a labelling fault,
 * whatever else the picture shows (claims, offers: the other groups judge those).
 */
import type { Variant } from '@lcmdp/contract/vocabulary';

import { has, hits, type Evidence } from './evidence';

/** A photographed label shows at least this many of its own words (ingredients, net weight, directions, EXP...). */
export const LABEL_WORDS_ON_A_PACK = 2;

/** The text shows a label's own words (a nutrition table, directions, net weight), typed or photographed. */
export function labelWordsShown(evidence: Evidence): boolean {
  return hits(evidence, 'label.on_pack').length >= LABEL_WORDS_ON_A_PACK;
}

/** The picture is a photographed pack's label, not an advert. */
export function photographedLabel(evidence: Evidence): boolean {
  return evidence.source === 'image_ocr' && labelWordsShown(evidence);
}

/**
 * An expiry keyword followed closely by a date: "EXP 19/02/2027", "Expiry: 07/03/2027", "Use by: 14/04/2026",
 * "ວັນໝົດອາຍຸ: 19/02/2027", "EXP 02/2027". The date must be read: a keyword alone ("expiry date not visible") is not
 * a date shown. OCR often misreads ໝົດ ("ວັນເນັດອາຍຸ: 03/2027"): "ອາຍຸ:" before a month and a four-digit year is an
 * expiry too (an age is "ອາຍຸ 0-6 ເດືອນ", never a colon and a year).
 */
const EXPIRY_SHOWN =
  /(?:(?:\bexp(?:iry|\.)?(?:\s*date)?|\bexpires?|\bbest before|\buse by|ວັນໝົດອາຍຸ|ໝົດອາຍຸ|ຄວນບໍລິໂພກກ່ອນ)[\s:.]{0,4}(?:\d{1,2}[./-])?\d{1,2}[./-]\d{2,4}|ອາຍຸ\s*:\s*(?:\d{1,2}[./])?\d{1,2}[./]\d{4})\b/iu;

export function expiryShown(text: string): boolean {
  return EXPIRY_SHOWN.test(text);
}

/**
 * Lao words of the label itself, not OCR's stray Lao letters in an English-only picture (noise reads as "ດເ", "ຈ",
 * "ກຊກ"): at least this many Lao letters in runs of four or more.
 */
export const LAO_LABEL_LETTERS = 20;

export function laoLabelText(text: string): boolean {
  let letters = 0;
  for (const run of text.match(/[\u0E81-\u0EDF]{4,}/gu) ?? []) letters += run.length;
  return letters >= LAO_LABEL_LETTERS;
}

/** The picture is a pack's label that carries every element the variant asks for: no labelling fault is possible. */
export function labelMeetsRequirements(evidence: Evidence, variant: Variant): boolean {
  if (!photographedLabel(evidence)) return false;
  if (has(evidence, 'label.missing_info') || has(evidence, 'label.not_lao')) return false;
  if (!expiryShown(evidence.text)) return false;
  return variant === 'international' || laoLabelText(evidence.text);
}
