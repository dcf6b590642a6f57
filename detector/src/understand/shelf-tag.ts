/**
 * A photographed shelf tag or price label: a product, its size, its price and its barcode, nothing else (labelling
 * guide §2, "neutral price list or stock notice — NOT suspected"). The heads read a covered product's name beside a
 * price as an advert, which a shop's own tag on its shelf is not; a tag that offers something ("SALE -20%", "buy 2
 * get 1"), claims something or says its label is not in Lao is judged as any other picture.
 */
import { has, type Evidence } from './evidence';
import { isActCue, type CueId } from './lexicon';
import type { RuleFinding } from './rules';

/** A retail barcode's digits (EAN-13, UPC-A) as OCR reads them under a tag's bars, run together or grouped. */
const BARCODE_DIGITS = /(?<!\d)(?:\d{12,13}|\d[ -]\d{6}[ -]\d{6})(?!\d)/u;
/** What a neutral tag may show besides its product: a price, a shelf or display word, the product's own name. */
const NEUTRAL_ACTS: readonly CueId[] = ['promo.sale', 'promo.display', 'promo.advert'];
/** The rules a price and a display word alone trigger ("a covered product beside selling words is an advert"). */
const NEUTRAL_RULES = new Set(['promotion.advertising', 'promotion.digital', 'promotion.point_of_sale']);

export function isNeutralShelfTag(evidence: Evidence, findings: readonly RuleFinding[]): boolean {
  if (evidence.source !== 'image_ocr' || !BARCODE_DIGITS.test(evidence.text)) return false;
  const acts = [...evidence.cues].filter(([cue, cueHits]) => cueHits.length > 0 && isActCue(cue)).map(([cue]) => cue);
  if (acts.some((cue) => !NEUTRAL_ACTS.includes(cue))) return false;
  if (has(evidence, 'label.not_lao') || has(evidence, 'label.missing_info')) return false;
  return findings.every((f) => NEUTRAL_RULES.has(f.rule));
}
