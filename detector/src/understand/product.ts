/**
 * Product recognition: which kind of product a post is about (the evaluation's product keys), from product words,
 * formula stages, ages and known brands. Bottle or formula words right after a gift word ("ແຖມຂວດນົມ") name a
 * premium, not the product on sale.
 */
import { isYoungChildAge, type AgeMention } from './ages';
import type { KnownBrand } from './brands';
import { has, hits, offersInducement, type BrandHit, type CueHit, type Evidence } from './evidence';
import { foldForMatching, normaliseText } from './normalise';
import { labelWordsShown } from './pack-label';
import type { Product } from './vocabulary';

type Family = 'formula' | 'bottles_teats' | 'complementary_food' | 'other_baby_product';

export interface ProductGuess {
  product: Product;
  /** The text names formula (any stage) for babies. */
  formula: boolean;
  bottle: boolean;
  complementaryFood: boolean;
  otherBabyProduct: boolean;
  babyContext: boolean;
  adultContext: boolean;
  /** What the guess rests on, for the verdict's explanation. */
  hits: (CueHit | BrandHit)[];
}

/** Words that name a baby product only when the post is about babies ("cereal", "ເຂົ້າປຽກ", "bottle"). */
const NEEDS_BABY_CONTEXT = new Set(
  [
    'ອາຫານເສີມ',
    'ເຂົ້າປຽກ',
    'ເຂົ້າບົດ',
    'cereal',
    'porridge',
    'rice porridge',
    'puree',
    'purée',
    'bottle',
    'bottles',
    'milk bottle',
    'teat',
    'teats',
    'toys',
    'toy',
    'wipes',
    'ຂອງຫຼິ້ນ',
    'ລົດເຂັນ',
    'stroller',
    'pram',
    'car seat',
  ].map((t) => foldForMatching(normaliseText(t))),
);

const GIFT_WORDS = /(ແຖມ|ຟຣີ|free|ຂອງຂວັນ|gift|ຮັບ|get|ຂອງແຖມ|แถม|ฟรี)[^\n]{0,12}$/;

function isPremium(evidence: Evidence, start: number): boolean {
  return GIFT_WORDS.test(foldForMatching(evidence.text.slice(Math.max(0, start - 24), start)));
}

function brandFamilies(brand: KnownBrand): Family[] {
  return brand.products.map((p): Family => {
    if (p === 'infant_formula' || p === 'follow_on_formula' || p === 'growing_up_milk') return 'formula';
    if (p === 'bottles_teats' || p === 'complementary_food' || p === 'other_baby_product') return p;
    return 'other_baby_product';
  });
}

function stageFromAge(age: AgeMention): Product | undefined {
  const from = age.fromMonths;
  if (from < 6) return 'infant_formula';
  if (from < 12) return 'follow_on_formula';
  if (from <= 36) return 'growing_up_milk';
  return undefined;
}

/** Formula words that do not say whose formula: an adult's in a post about adults. */
const GENERIC_FORMULA = new Set(['formula milk', 'milk formula', 'ນົມສູດ', 'ນົມກະປ໋ອງ', 'นมสูตร']);

/** A numbered stage in formula's own words ("ສູດ 2", "stage 2"), not a generic step ("step 1", "ຂັ້ນ 1"). */
const FORMULA_STAGE_WORD = /^(?:ສູດ|stage|สูตร)\s?\d/iu;

/** Words that come before a number without being a brand ("buy 2", "size 3", "week 1"). */
const NOT_A_BRAND = new Set(
  [
    'buy',
    'get',
    'size',
    'no',
    'vol',
    'day',
    'days',
    'week',
    'top',
    'step',
    'stage',
    'page',
    'part',
    'room',
    'line',
    'tel',
    'x',
    'only',
    'just',
    'ສູດ',
    'ຊື້',
    'ແຖມ',
    'ຂັ້ນ',
    'ຂະໜາດ',
    'ເບີ',
    'ອາທິດ',
    'ມື້',
    'ປີ',
    'ຫ້ອງ',
    'ເລກ',
    'ທີ',
    'ລາຄາ',
    'ຫຼຸດ',
    'ຈຳນວນ',
    'for',
    'and',
    'the',
    'with',
    'up',
    'to',
    'of',
    'at',
    'on',
    'in',
    'by',
    'or',
    'free',
    'ຟຣີ',
    // "ມີ 3 ສີ" (comes in 3 colours), "ເຫຼືອ 2" (2 left), "ລູກ 2" (a second child), "ອາຍຸ 1"
    'ມີ',
    'ເຫຼືອ',
    'ລູກ',
    'ອາຍຸ',
    // The same in Lao typed in Latin letters: "mee 3 sii", "sue 2 thaem 1", "luea 2", "luk 2"
    'mee',
    'mi',
    'sue',
    'seu',
    'sur',
    'thaem',
    'taem',
    'luea',
    'leua',
    'luk',
    'ayu',
    'khon',
  ].map((w) => foldForMatching(w)),
);
const UNIT_AFTER =
  /^(?:[.,:]\d|\s*(?:[%+/x×-]|k\b|kip|g\b|gr|kg|ml|ກີບ|ກຣາມ|ກລ|ປີ|ຂວບ|ເດືອນ|ມື້|ວັນ|ອາທິດ|ນາທີ|days?|weeks?|mins?|minutes?|months?|mths?|years?|yrs?|ກ່ອງ|ກະປ໋ອງ|ກະປອງ|ຖົງ|ແພັກ|tins?|cans?|packs?|boxes|box|pcs|for|get|free|ແຖມ|ຟຣີ|ໂມງ|am|pm|h\b|ຊົ່ວໂມງ|ຄົນ|people|times?|ເທື່ອ|ຄັ້ງ|ໜ່ວຍ|ອັນ|ຊຸດ|ຄັນ|ເຄື່ອງ|ແຜ່ນ|ຫໍ່|ໂຕ|ຄູ່|ເມັດ|ບ່ວງ|ຈອກ|ແກ້ວ|ຂວດ|ວິນາທີ|ພັນ|ລ້ານ|ຊມ|ຊັງຕີແມັດ|ແມັດ|pieces?|sets?|units?|seconds?|secs?|cm|mm|pairs?|spoons?|scoops?|cups?|bottles))/iu;
const STAGE_NUMBER =
  /(?:^|[\s,.!:;(「"'])([A-Za-z\u0E80-\u0EFF][A-Za-z\u0E80-\u0EFF'-]{1,20})(?:\s+(?:gold|plus|pro|premium|ໂກລ|ພຣີມຽມ))?\s?([1-3])(?!\d)/giu;

/**
 * "Mekong Gold 2", "ນົມ ແສງຕາເວັນ 1": a name followed by a stage number names formula even when the brand is unknown
 * (POLICY §0) — not a quantity, price, size or time.
 */
export function brandStageMentions(evidence: Evidence): { stage: 1 | 2 | 3; hit: CueHit }[] {
  const out: { stage: 1 | 2 | 3; hit: CueHit }[] = [];
  const outOfScope = hits(evidence, 'product.other_baby');
  for (const match of evidence.text.matchAll(STAGE_NUMBER)) {
    const name = foldForMatching(match[1]);
    if (NOT_A_BRAND.has(name)) continue;
    const end = (match.index ?? 0) + match[0].length;
    if (UNIT_AFTER.test(evidence.text.slice(end, end + 12))) continue;
    // The match may open with the space or mark before the name (the pattern's first group): not part of it.
    const start = (match.index ?? 0) + (/^[\s,.!:;(「"']/.test(match[0]) ? 1 : 0);
    // "ເຈ້ຍປຽກ 1 ຫໍ່", "diapers 2": the name is an out-of-scope good's, not a formula's.
    if (outOfScope.some((h) => h.start < end && start < h.end)) continue;
    const stage = Number(match[2]) as 1 | 2 | 3;
    const cue = stage === 1 ? 'product.infant_stage' : stage === 2 ? 'product.follow_on_stage' : 'product.growing_up_stage';
    out.push({
      stage,
      hit: { cue, term: 'name + stage number', found: evidence.text.slice(start, end), start, end, distance: 0 },
    });
  }
  return out;
}

/** Only an age range names the product: "0–6 months" is infant formula (POLICY §0). */
function ageOnlyStage(evidence: Evidence): AgeMention | undefined {
  return evidence.ages.find((age) => isYoungChildAge(age) && age.toMonths !== undefined);
}

/** Nutrients every label's table lists, which elsewhere say "adult" ("protein shake", "ໂປຣຕີນ ສ້າງກ້າມ"). */
const NUTRIENTS = new Set(['protein', 'ໂປຣຕີນ'].map((t) => foldForMatching(normaliseText(t))));

/** Over 36 months ("4+", "school-age", "3 ປີຂຶ້ນໄປ"), with no younger age named: out of scope. */
function olderChildOnly(evidence: Evidence): boolean {
  const older =
    has(evidence, 'context.older_child') ||
    evidence.ages.some((a) => a.fromMonths >= 36 && (a.toMonths === undefined || a.toMonths > 36));
  return older && !evidence.ages.some((a) => a.fromMonths < 36 && (a.toMonths === undefined || a.toMonths <= 36));
}

export function recogniseProduct(evidence: Evidence): ProductGuess {
  const baby = has(evidence, 'context.baby') || evidence.brands.length > 0 || evidence.ages.some(isYoungChildAge);
  // "Protein" in a label's nutrition table is every food's, not an adult's protein shake.
  const labelTable = labelWordsShown(evidence);
  const adultWords = hits(evidence, 'context.adult').filter((h) => !(labelTable && NUTRIENTS.has(h.term)));
  const adult =
    adultWords.length > 0 ||
    has(evidence, 'product.maternal_milk') ||
    has(evidence, 'context.maternal') ||
    has(evidence, 'context.animal') ||
    olderChildOnly(evidence);
  const otherFormula = has(evidence, 'context.other_formula');
  // Formula talk among health workers or by a company names infant formula even without a baby word.
  const infantSetting =
    baby ||
    evidence.companies.length > 0 ||
    has(evidence, 'org.company') ||
    has(evidence, 'hw.people') ||
    has(evidence, 'hw.facility');
  const staged =
    has(evidence, 'product.infant_stage') ||
    has(evidence, 'product.follow_on_stage') ||
    has(evidence, 'product.growing_up_stage');

  const mentions: { family: Family; start: number; hit: CueHit | BrandHit }[] = [];
  const add = (family: Family, hit: CueHit | BrandHit) => mentions.push({ family, start: hit.start, hit });

  const olderOnly = olderChildOnly(evidence);
  // "Milk for children" on a 4+ or school-age milk is out of scope, unless a stage says otherwise.
  for (const hit of hits(evidence, 'product.formula')) {
    // "Senior formula milk 50+": a word that does not say whose formula, among adults and no baby, is not a baby's.
    if (GENERIC_FORMULA.has(hit.term) && adult && !baby) continue;
    if (!olderOnly || staged) add('formula', hit);
  }
  for (const hit of hits(evidence, 'product.milk_powder')) {
    // "ນົມຜົງ" or "formula" alone: baby formula only in a post about babies, and not about maths, F1 or adults.
    if ((infantSetting || staged) && !adult && !otherFormula) add('formula', hit);
  }
  if (!adult && !otherFormula && mentions.every((m) => m.family !== 'formula')) {
    // Plain "milk" is formula when a stage, a young child's age, a maker or a claim goes with it
    // ("ນົມ X ສຳລັບເດັກແຮກເກີດ", "ສູດ 2", "with recipes using our milk").
    const youngAge = evidence.ages.some(isYoungChildAge);
    const maker = evidence.companies.length > 0 || has(evidence, 'org.company');
    const claims = has(evidence, 'claim.health') || has(evidence, 'claim.idealise') || has(evidence, 'claim.humanized');
    for (const hit of hits(evidence, 'product.milk')) {
      if (staged || has(evidence, 'claim.humanized') || (baby && (youngAge || maker || claims))) add('formula', hit);
    }
  }
  // A formula named in the post makes it a post about a baby's feeding: "ເຂົ້າບົດ" given with a tin of formula is
  // baby cereal, a bottle sold with it a feeding bottle.
  const feedingContext = (baby || mentions.some((m) => m.family === 'formula')) && !adult;
  // A bottle sold with its teats ("wide-neck bottles ... a spare teat pair") is a feeding bottle: each says the other.
  const bottleTeats = hits(evidence, 'product.bottle_teat');
  const bottleAndTeat = [/bottle|ຂວດ/u, /teat|ຈຸກ|ຫົວນົມ/u].every((word) => bottleTeats.some((hit) => word.test(hit.term)));
  for (const hit of bottleTeats) {
    if (!NEEDS_BABY_CONTEXT.has(hit.term) || ((feedingContext || bottleAndTeat) && !adult)) add('bottles_teats', hit);
  }
  for (const hit of hits(evidence, 'product.complementary_food')) {
    if (!NEEDS_BABY_CONTEXT.has(hit.term) || feedingContext) add('complementary_food', hit);
  }
  for (const hit of hits(evidence, 'product.other_baby')) {
    if (!NEEDS_BABY_CONTEXT.has(hit.term) || baby) add('other_baby_product', hit);
  }
  for (const hit of evidence.brands) {
    const family = brandFamilies(hit.brand)[0];
    if (family) add(family, hit);
  }
  if (mentions.length === 0 && baby && !adult) {
    // Only formula is sold on DHA, ARA, HMO, MFGM...: a baby post listing them is about formula.
    for (const hit of hits(evidence, 'claim.formula_ingredient')) add('formula', hit);
  }
  const offered =
    has(evidence, 'promo.sale') ||
    has(evidence, 'promo.discount') ||
    has(evidence, 'promo.gift') ||
    has(evidence, 'promo.sample') ||
    has(evidence, 'promo.advert') ||
    has(evidence, 'claim.health') ||
    has(evidence, 'claim.idealise') ||
    has(evidence, 'claim.endorsement');
  if (!adult && !otherFormula && !mentions.some((m) => m.family === 'formula' || m.family === 'complementary_food')) {
    // An unknown brand with a stage number, offered, advertised or praised: formula (POLICY §0).
    const staged = brandStageMentions(evidence);
    if (staged.length > 0 && (offered || baby || has(evidence, 'product.milk'))) {
      for (const { hit } of staged) add('formula', hit);
    }
    // A numbered stage said as such ("Step 1 & Step 2, 800g", "ສູດ 2"), offered to parents: formula too.
    const numbered = hits(evidence, 'product.infant_stage', 'product.follow_on_stage', 'product.growing_up_stage').filter((h) =>
      /\d/.test(h.term),
    );
    // "ສູດ 3 ຊື້ 2 ແຖມ 1" in a seller's reply: the stage named as formula's own word, with an offer, needs no baby word.
    if (staged.length === 0 && numbered.length > 0 && offered && baby) for (const hit of numbered) add('formula', hit);
    else if (staged.length === 0 && offersInducement(evidence))
      for (const hit of numbered.filter((h) => FORMULA_STAGE_WORD.test(h.term))) add('formula', hit);
  }
  if (mentions.length === 0 && !adult && offered) {
    const age = ageOnlyStage(evidence);
    if (age)
      add('formula', {
        cue: 'product.formula',
        term: 'age range',
        found: age.found,
        start: age.start,
        end: age.end,
        distance: 0,
      });
  }

  const formula = mentions.some((m) => m.family === 'formula');
  const guess = {
    formula,
    bottle: mentions.some((m) => m.family === 'bottles_teats'),
    complementaryFood: mentions.some((m) => m.family === 'complementary_food'),
    otherBabyProduct: mentions.some((m) => m.family === 'other_baby_product'),
    babyContext: baby,
    adultContext: adult,
  };
  if (mentions.length === 0) return { ...guess, product: 'none', hits: [] };
  // A recipe to make at home is not a product.
  const homemade = has(evidence, 'context.homemade') && !has(evidence, 'promo.sale') && evidence.brands.length === 0;
  if (homemade && mentions.every((m) => m.family === 'complementary_food')) return { ...guess, product: 'none', hits: [] };

  // The main product: the most-named family, counting premiums ("ແຖມຂວດນົມ") for little; earlier mention wins ties.
  const score = new Map<Family, { weight: number; first: number }>();
  for (const m of mentions) {
    const weight = isPremium(evidence, m.start) ? 0.25 : 1;
    const s = score.get(m.family) ?? { weight: 0, first: Number.POSITIVE_INFINITY };
    score.set(m.family, { weight: s.weight + weight, first: Math.min(s.first, m.start) });
  }
  const [family] = [...score.entries()].sort(([, a], [, b]) => b.weight - a.weight || a.first - b.first)[0];
  const familyHits = mentions.filter((m) => m.family === family).map((m) => m.hit);
  if (family !== 'formula') return { ...guess, product: family, hits: familyHits };

  return { ...guess, product: formulaStage(evidence), hits: familyHits };
}

/** Infant (stage 1), follow-on (stage 2) or growing-up (stage 3) formula; unstaged formula counts as infant formula. */
function formulaStage(evidence: Evidence): Product {
  const votes: Record<'infant_formula' | 'follow_on_formula' | 'growing_up_milk', number> = {
    infant_formula: hits(evidence, 'product.infant_stage').length,
    follow_on_formula: hits(evidence, 'product.follow_on_stage').length,
    growing_up_milk: hits(evidence, 'product.growing_up_stage').length,
  };
  for (const age of evidence.ages) {
    const stage = stageFromAge(age);
    if (stage === 'infant_formula' || stage === 'follow_on_formula' || stage === 'growing_up_milk') {
      votes[stage] += 1;
    }
  }
  for (const { stage } of brandStageMentions(evidence)) {
    votes[(['infant_formula', 'follow_on_formula', 'growing_up_milk'] as const)[stage - 1]] += 2;
  }
  for (const hit of evidence.brands) {
    // "Lactogen 2", "Dumex 3", "Hi-Q 1 plus": a stage number right after the brand.
    const after = /^\s*(?:(?:gold|plus|premium|ໂກລ|ພຣີມຽມ)\s*)?([1-4])(?![\d,.])/i.exec(
      evidence.text.slice(hit.end, hit.end + 14),
    );
    if (after) {
      const stage = ['infant_formula', 'follow_on_formula', 'growing_up_milk', 'growing_up_milk'][Number(after[1]) - 1];
      votes[stage as keyof typeof votes] += 2;
    }
    const formulaTypes = hit.brand.products.filter(
      (p): p is keyof typeof votes => p === 'infant_formula' || p === 'follow_on_formula' || p === 'growing_up_milk',
    );
    // A brand that only makes one stage tells the stage; a multi-stage brand says nothing about it.
    if (formulaTypes.length === 1) votes[formulaTypes[0]] += 1;
  }
  const order = ['infant_formula', 'follow_on_formula', 'growing_up_milk'] as const;
  let best: (typeof order)[number] = 'infant_formula';
  for (const stage of order) if (votes[stage] > votes[best]) best = stage;
  return best;
}
