/**
 * A photographed shelf tag or price label: a product, its size, its price and its barcode, nothing else (labelling
 * guide §2, "neutral price list or stock notice — NOT suspected"). The heads read a covered product's name beside a
 * price as an advert, which a shop's own tag on its shelf is not; a tag that offers something ("SALE -20%", "buy 2
 * get 1"), claims something or says its label is not in Lao is judged as any other picture.
 */
import { actCuesFound, type Evidence } from './evidence';
import type { CueId } from './lexicon';
import type { RuleFinding } from './rules';

/** A retail barcode's digits (EAN-13, UPC-A) as OCR reads them under a tag's bars, run together or grouped. */
const BARCODE_DIGITS = /(?<!\d)(?:\d{12,13}|\d[ -]\d{6}[ -]\d{6})(?!\d)/u;
/**
 * What a neutral tag may show besides its product: a price, a shelf or display word, the product's own name. Any
 * other act's cue — an offer, a claim, a label remark ("label.not_lao") — makes it a picture like any other.
 */
const NEUTRAL_ACTS: readonly CueId[] = ['promo.sale', 'promo.display', 'promo.advert'];
/** The rules a price and a display word alone trigger ("a covered product beside selling words is an advert"). */
const NEUTRAL_RULES = new Set(['promotion.advertising', 'promotion.digital', 'promotion.point_of_sale']);

export function isNeutralShelfTag(evidence: Evidence, findings: readonly RuleFinding[]): boolean {
  if (evidence.source !== 'image_ocr' || !BARCODE_DIGITS.test(evidence.text)) return false;
  if (actCuesFound(evidence).some((cue) => !NEUTRAL_ACTS.includes(cue))) return false;
  return findings.every((f) => NEUTRAL_RULES.has(f.rule));
}
