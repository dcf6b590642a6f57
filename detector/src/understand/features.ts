/**
 * What the supervised model sees of a post: a sparse bag of features in four blocks.
 *
 * - character n-grams (3–5 code points) of the folded text: survive Lao written without spaces, misspellings and
 *   OCR's dropped or swapped marks, where whole words do not;
 * - words (Intl.Segmenter for Lao) and word pairs;
 * - what the rules understood: each cue found, each rule finding with its strength, the product guess, ages,
 *   brands, and whether the post reads as information;
 * - the policy's conjunction, which a linear model cannot form alone: every act cue (promotion, claim, health
 *   worker, sponsorship, education, label, complementary food) crossed with whether the product is in scope;
 * - the variant, only crossed with the label cues (a Lao label said to be there included) and findings (the one
 *   place the variants differ: a Lao label is required only under `laos`). Alone it would learn which variant the
 *   writers used more for violations;
 * - a Latin name shaped like a brand (`brand-shape.ts`), alone and crossed with each act cue.
 *
 * Each text block is scaled to unit length, so a long post does not outweigh the rules' block.
 */
import type { Variant } from '@lcmdp/contract/vocabulary';

import { isActCue } from './lexicon';
import type { FeatureBag } from './linear-model';
import { COVERED_PRODUCTS } from './vocabulary';
import { foldForMatching } from './normalise';
import { segmentWords } from './segment';
import type { Understanding } from './verdict';

/** Bump when the features change: a model trained on other features must not be used. */
export const FEATURE_VERSION = 3;

const NGRAM_SIZES = [3, 4, 5] as const;

/**
 * Numbers of two digits or more collapse to 0 ("285.000 ກີບ" and "250,000ກີບ" look alike), single digits stay (a
 * stage: "ສູດ 1" is not "ສູດ 2"); runs of spaces and punctuation become one space.
 */
function textForNgrams(text: string): string {
  return ` ${foldForMatching(text)
    .replace(/\d{2,}/g, '0')
    .replace(/[\s.,;:!?()[\]{}"'“”‘’*#@/\\|~_=+<>^-]+/gu, ' ')
    .trim()} `;
}

function addBlock(bag: Map<string, number>, names: Iterable<string>): void {
  const unique = new Set(names);
  if (unique.size === 0) return;
  const value = 1 / Math.sqrt(unique.size);
  for (const name of unique) bag.set(name, value);
}

export function characterNgrams(text: string): string[] {
  const chars = Array.from(textForNgrams(text));
  const shortest = NGRAM_SIZES[0];
  const longest = NGRAM_SIZES[NGRAM_SIZES.length - 1];
  const out: string[] = [];
  // Each position's grams extend one another ("abc", "abcd", "abcde"): one string built per size, no slicing.
  for (let i = 0; i + shortest <= chars.length; i += 1) {
    let gram = 'c:';
    for (let n = 1; n <= longest && i + n <= chars.length; n += 1) {
      gram += chars[i + n - 1];
      if (n >= shortest && gram.trim() !== 'c:') out.push(gram);
    }
  }
  return out;
}

export function featureBag(understanding: Understanding, variant: Variant): FeatureBag {
  const { evidence, product, facts, findings } = understanding;
  const bag = new Map<string, number>();
  addBlock(bag, characterNgrams(evidence.text));
  const words = segmentWords(foldForMatching(evidence.text))
    .map((t) => (/^\d/.test(t.word) ? '#num' : t.word))
    .filter((w) => w.trim() !== '');
  addBlock(
    bag,
    words.map((w) => `w:${w}`),
  );
  addBlock(
    bag,
    words.slice(1).map((w, i) => `b:${words[i]}_${w}`),
  );

  const structured = new Map<string, number>();
  const set = (name: string, value = 1) => structured.set(name, Math.max(structured.get(name) ?? 0, value));
  set(`@source:${evidence.source}`);
  const scope = COVERED_PRODUCTS.includes(product.product)
    ? 'covered'
    : product.product === 'none'
      ? 'no_product'
      : 'not_covered';
  set(`@scope:${scope}`);
  // A brand-shaped name crossed with each act: a company's name on advice, a class or a gift, though the name is new.
  const brandShaped = evidence.brandShapes.length > 0;
  if (brandShaped) set('@brand_shape');
  for (const [cue, cueHits] of evidence.cues) {
    if (cueHits.length === 0) continue;
    set(`@cue:${cue}`);
    if (isActCue(cue)) set(`@${scope}&cue:${cue}`);
    if (brandShaped && isActCue(cue)) set(`@brand_shape&cue:${cue}`);
    if (cue.startsWith('label.') || cue === 'context.label_in_lao') set(`@${variant}&cue:${cue}`);
  }
  if (evidence.brands.length > 0) set('@brand');
  if (evidence.companies.length > 0) set('@company');
  if (evidence.hasLao) set('@has_lao');
  for (const age of evidence.ages)
    set(age.fromMonths < 6 ? '@age<6m' : age.fromMonths < 12 ? '@age6-11m' : age.fromMonths < 36 ? '@age12-35m' : '@age36m+');
  set(`@product:${product.product}`);
  if (product.formula) set('@names_formula');
  if (product.bottle) set('@names_bottle');
  if (product.complementaryFood) set('@names_complementary_food');
  if (product.otherBabyProduct) set('@names_other_baby_product');
  if (product.adultContext) set('@adult_context');
  if (facts.selling) set('@selling');
  if (facts.hardSelling) set('@hard_selling');
  if (facts.informational) set('@informational');
  if (facts.authority) set('@authority');
  for (const finding of findings) {
    set(`@rule:${finding.rule}`, finding.strength);
    set(`@group:${finding.group}`, finding.strength);
    set(`@${scope}&group:${finding.group}`, finding.strength);
    if (finding.group === 'labeling_required') set(`@${variant}&rule:${finding.rule}`, finding.strength);
  }
  for (const [name, value] of structured) bag.set(name, value);
  return bag;
}
