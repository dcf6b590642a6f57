/**
 * The rules layer: what a combination of cues means, per violation group. A report is actionable when it names a
 * covered product AND a prohibited practice (domain notes), so almost every rule needs both. Each rule gives a
 * strength in 0..1, the hits it rests on, and the violation codes it points to in each variant (codes.ts checks
 * that they exist in the CMS catalogue).
 *
 * Context that marks a post as information rather than promotion (a ministry, a law, news, breastfeeding
 * support) weakens every rule unless the post also sells (discounts, gifts, samples).
 */
import type { Variant } from '@lcmdp/contract/vocabulary';

import type { AgeMention } from './ages';
import { has, hits, offersInducement, type BrandHit, type CompanyHit, type CueHit, type Evidence } from './evidence';
import { asksForHelpReadingALabel } from './label-mentions';
import { foldForMatching } from './normalise';
import { photographedLabel } from './pack-label';
import type { ProductGuess } from './product';
import { SUBSTITUTE_PRODUCTS, type Group } from './vocabulary';

export type Hit = CueHit | BrandHit | CompanyHit | AgeMention;

/** What one rule concluded about a post, with the hits it rests on (the watcher's `Finding` is a detection to post). */
export interface RuleFinding {
  rule: string;
  group: Group;
  strength: number;
  hits: Hit[];
  codes: Record<Variant, readonly string[]>;
}

/** What every rule may ask about a post, computed once. */
export interface Facts {
  /** Decree 472/PM (`laos`) adds one requirement to the Code: a Lao-language label (POLICY.md §4). */
  variant: Variant;
  evidence: Evidence;
  product: ProductGuess;
  /** The post is about a breast-milk substitute or a bottle/teat. */
  substitute: boolean;
  /** The post names formula or a bottle somewhere, even as a premium or a cross-promotion. */
  namesSubstitute: boolean;
  complementaryFood: boolean;
  /** A brand or a company is named. */
  maker: boolean;
  /** A formula/bottle brand or company is named, or a substitute. */
  industry: boolean;
  /** The post is selling: prices, discounts, gifts, samples... */
  selling: boolean;
  /** Strong promotion (discounts, gifts, samples) that context cannot explain away. */
  hardSelling: boolean;
  /** A ministry, a law, news, or breastfeeding support message without selling. */
  informational: boolean;
  /** A ministry, an agency, a law or news is speaking (not only a breastfeeding message). */
  authority: boolean;
  /** The picture is a photographed pack's label (its own words: directions, nutrition table, EXP), not an advert. */
  photographedLabel: boolean;
  /** Someone asks for help reading a label ("ໃຜຊ່ວຍແປແດ່"): a parent's question when nothing is sold. */
  asksForHelpReadingALabel: boolean;
  /** A price is named ("ລາຄາ", "250.000 ກີບ", "199k"). */
  priced: boolean;
}

export interface Rule {
  id: string;
  /** The section of POLICY.md this rule implements. */
  policy: string;
  group: Group;
  codes: Record<Variant, readonly string[]>;
  /** Undefined when the rule does not apply. */
  check(f: Facts): { strength: number; hits: Hit[] } | undefined;
  /**
   * The rule judges a photographed pack's own label: the statements a label must carry ("continue breastfeeding",
   * "breast milk is best") do not make it information, so it is not weakened as informational posts are.
   */
  judgesThePack?: true;
}

const cue = hits;

function brandsAndCompanies(e: Evidence): Hit[] {
  return [...e.brands, ...e.companies, ...cue(e, 'org.company')];
}

export function factsOf(evidence: Evidence, product: ProductGuess, variant: Variant): Facts {
  const e = evidence;
  const substitute = (SUBSTITUTE_PRODUCTS as readonly string[]).includes(product.product);
  const namesSubstitute = product.formula || product.bottle;
  const maker = e.brands.length > 0 || e.companies.length > 0 || has(e, 'org.company');
  // A company named only with goods out of scope ("the diaper company SoftBum", "MamaPump breast pumps") and no
  // brand from the library is not the formula or bottle industry its sponsorships and gifts are forbidden to.
  const outOfScopeMaker = product.otherBabyProduct && !namesSubstitute && !product.complementaryFood && e.brands.length === 0;
  const hardSelling = offersInducement(e);
  const selling = hardSelling || has(e, 'promo.sale') || has(e, 'promo.display');
  const authority = has(e, 'neg.authority') || has(e, 'neg.news_law') || has(e, 'neg.recall');
  // News and law speak of discounts and gifts too ("shops fined for free gifts"): only prices make them ads.
  const prices = hits(e, 'promo.sale').some((h) => /ລາຄາ|ກີບ|kip|price|₭|ບາດ/.test(h.term));
  // An amount with its currency ("250.000 ກີບ", "199k"): a price, not the word "price" in a ban on discounts.
  const amount = /\d[\d.,]*\s*(?:ກີບ|kip|₭|k\b|ບາດ|baht)/iu.test(e.text);
  const news = has(e, 'neg.news_law') && !prices;
  // "Breastfeeding" inside a claim ("the next best thing to breastfeeding") is not breastfeeding support.
  const claims = hits(e, 'claim.idealise', 'claim.humanized');
  const supportHits = hits(e, 'neg.breastfeeding').filter((h) => !claims.some((c) => c.start <= h.end && h.start <= c.end + 12));
  // A photographed pack's label carries "breast milk is best" because it must (POLICY §4): no support message there.
  const labelPicture = photographedLabel(e);
  const breastfeedingSupport = supportHits.length > 0 && !selling && claims.length === 0 && !labelPicture;
  return {
    variant,
    evidence,
    product,
    substitute,
    namesSubstitute,
    complementaryFood: product.product === 'complementary_food' || product.complementaryFood,
    maker,
    industry: namesSubstitute || (maker && !outOfScopeMaker),
    selling,
    hardSelling,
    // A practice named to forbid or punish it ("shops may not give gifts", "fined for discounts").
    informational: (authority && !hardSelling) || news || breastfeedingSupport || (has(e, 'neg.prohibition') && !amount),
    authority,
    photographedLabel: labelPicture,
    asksForHelpReadingALabel: asksForHelpReadingALabel(foldForMatching(e.text)),
    priced: prices || amount,
  };
}

const codes = (international: string[], laos: string[]) => ({ international, laos });

function earlyAge(e: Evidence): AgeMention[] {
  return e.ages.filter((age) => age.fromMonths < 6);
}

export const RULES: readonly Rule[] = [
  // --- Promotion to the public -------------------------------------------------------------------------------
  {
    id: 'promotion.advertising',
    policy: '§1',
    group: 'promotion_public',
    codes: codes(['INT-PP-01'], ['LA-PP-01']),
    check: (f) => {
      if (!f.substitute) return undefined;
      const e = f.evidence;
      // Selling words, an advert's words, a brand, or claims: an advert either way.
      const support = [
        ...cue(e, 'promo.sale', 'promo.advert', 'promo.digital', 'claim.health', 'claim.idealise', 'claim.endorsement'),
        ...e.brands,
      ];
      if (support.length > 0) return { strength: 0.8, hits: [...f.product.hits, ...support.slice(0, 3)] };
      // An image showing a substitute is an advert, unless it is a photographed label. In a caption, naming the
      // product alone is not yet firm: the model and the other rules decide such posts.
      const advertImage = e.source === 'image_ocr' && !f.photographedLabel;
      return { strength: advertImage ? 0.6 : 0.45, hits: f.product.hits };
    },
  },
  {
    id: 'promotion.point_of_sale',
    policy: '§1',
    group: 'promotion_public',
    codes: codes(['INT-PP-03'], ['LA-PP-04']),
    check: (f) => {
      const found = cue(f.evidence, 'promo.discount', 'promo.gift', 'promo.display');
      if (!f.substitute || found.length === 0) return undefined;
      return { strength: 0.9, hits: [...f.product.hits.slice(0, 1), ...found] };
    },
  },
  {
    id: 'promotion.samples',
    policy: '§1',
    group: 'promotion_public',
    codes: codes(['INT-PP-02'], ['LA-PP-02']),
    check: (f) => {
      const found = cue(f.evidence, 'promo.sample');
      if (found.length === 0 || !(f.substitute || f.namesSubstitute)) return undefined;
      // Samples handed to health workers are the health-worker rule's business.
      if (has(f.evidence, 'hw.target')) return undefined;
      return { strength: 0.9, hits: [...f.product.hits.slice(0, 1), ...found] };
    },
  },
  {
    id: 'promotion.gifts_to_mothers',
    policy: '§1',
    group: 'promotion_public',
    codes: codes(['INT-PP-04'], ['LA-PP-02']),
    check: (f) => {
      const e = f.evidence;
      const gifts = cue(e, 'promo.gift');
      const mothers = cue(e, 'promo.mothers');
      if (gifts.length === 0 || mothers.length === 0 || !(f.substitute || f.namesSubstitute)) return undefined;
      return { strength: 0.85, hits: [...gifts, ...mothers] };
    },
  },
  {
    id: 'promotion.contact_with_mothers',
    policy: '§1',
    group: 'promotion_public',
    codes: codes(['INT-PP-05'], ['LA-PP-02']),
    check: (f) => {
      const e = f.evidence;
      const contact = cue(e, 'promo.mother_contact');
      if (contact.length === 0 || !(f.substitute || (f.maker && f.product.babyContext))) return undefined;
      if (has(e, 'hw.target')) return undefined;
      return { strength: 0.85, hits: [...contact, ...brandsAndCompanies(e).slice(0, 2)] };
    },
  },
  {
    id: 'promotion.digital',
    policy: '§1',
    group: 'promotion_public',
    codes: codes(['INT-PP-06'], ['LA-PP-03']),
    check: (f) => {
      const found = cue(f.evidence, 'promo.digital', 'promo.sale');
      if (!f.substitute || found.length === 0) return undefined;
      return { strength: 0.75, hits: found.slice(0, 4) };
    },
  },
  // --- Prohibited text ---------------------------------------------------------------------------------------
  {
    id: 'prohibited.idealising',
    policy: '§3',
    group: 'prohibited_text',
    codes: codes(['INT-PT-02'], ['LA-PT-02']),
    check: (f) => {
      const found = cue(f.evidence, 'claim.idealise');
      if (found.length === 0 || (f.complementaryFood && !f.namesSubstitute)) return undefined;
      return { strength: f.substitute || f.namesSubstitute ? 0.95 : 0.6, hits: found };
    },
  },
  {
    id: 'prohibited.humanized',
    policy: '§3',
    group: 'prohibited_text',
    codes: codes(['INT-PT-03'], ['LA-PT-02']),
    check: (f) => {
      // These words are only ever said of formula, so they need no product word.
      const found = cue(f.evidence, 'claim.humanized');
      if (found.length === 0) return undefined;
      return { strength: f.substitute || f.namesSubstitute ? 0.9 : 0.8, hits: found };
    },
  },
  {
    id: 'prohibited.health_claims',
    policy: '§3',
    group: 'prohibited_text',
    codes: codes(['INT-PT-04'], ['LA-PT-03']),
    check: (f) => {
      const found = cue(f.evidence, 'claim.health');
      if (found.length === 0 || !(f.product.formula && f.substitute)) return undefined;
      // Claims made to health workers are the health-worker information rule's business.
      if (has(f.evidence, 'hw.target')) return undefined;
      return { strength: found.length >= 2 ? 0.9 : 0.8, hits: found };
    },
  },
  {
    id: 'prohibited.endorsement',
    policy: '§3',
    group: 'prohibited_text',
    codes: codes(['INT-PT-02'], ['LA-PT-02']),
    check: (f) => {
      const found = cue(f.evidence, 'claim.endorsement');
      if (found.length === 0 || !(f.substitute || f.namesSubstitute)) return undefined;
      if (has(f.evidence, 'hw.target')) return undefined;
      return { strength: 0.85, hits: found };
    },
  },
  // --- Labelling: required text ------------------------------------------------------------------------------
  {
    id: 'labelling.not_in_lao',
    policy: '§4',
    group: 'labeling_required',
    codes: codes(['INT-LR-04'], ['LA-LR-01']),
    check: (f) => {
      // Only Decree 472/PM asks for a Lao label: under `international` an English-only label is no fault.
      if (f.variant !== 'laos') return undefined;
      // A parent asking what the Thai label on their tin says sells nothing (labelling guide: parents' questions).
      if (f.asksForHelpReadingALabel && !f.hardSelling && !f.priced) return undefined;
      const found = cue(f.evidence, 'label.not_lao');
      if (found.length === 0 || !(f.substitute || f.complementaryFood || f.namesSubstitute)) return undefined;
      return { strength: 0.85, hits: found };
    },
  },
  {
    id: 'labelling.missing_information',
    policy: '§4',
    group: 'labeling_required',
    codes: codes(['INT-LR-05'], ['LA-LR-03']),
    check: (f) => {
      const found = cue(f.evidence, 'label.missing_info');
      if (found.length === 0 || !(f.substitute || f.complementaryFood)) return undefined;
      return { strength: 0.85, hits: found };
    },
  },
  {
    id: 'labelling.label_without_lao',
    policy: '§4',
    group: 'labeling_required',
    codes: codes(['INT-LR-04'], ['LA-LR-01']),
    judgesThePack: true,
    check: (f) => {
      const e = f.evidence;
      // Any covered product's pack: formula, a bottle or teat, a complementary food (POLICY §4, §8's last sentence).
      const covered = f.product.formula || f.product.bottle || f.complementaryFood;
      if (f.variant !== 'laos' || !f.photographedLabel || !covered || e.hasLao) return undefined;
      return { strength: 0.8, hits: cue(e, 'label.on_pack') };
    },
  },
  // --- Information and education -----------------------------------------------------------------------------
  {
    id: 'education.company_material',
    policy: '§7',
    group: 'information_education',
    codes: codes(['INT-IE-02'], ['LA-IE-01']),
    check: (f) => {
      const e = f.evidence;
      // Company booklets, charts, classes; or a company's seminar for mothers-to-be.
      const seminarForMothers = has(e, 'sp.event') && has(e, 'promo.mothers') && !has(e, 'hw.people');
      const material = [...cue(e, 'ie.material'), ...(seminarForMothers ? cue(e, 'sp.event') : [])];
      const audience = f.product.babyContext || has(e, 'promo.mothers');
      if (material.length === 0 || !f.industry || !audience) return undefined;
      if (has(e, 'neg.authority') && !f.maker) return undefined;
      // Education material is a violation when a company makes or hands it out; a parent's tips are not.
      return { strength: f.maker ? 0.8 : 0.4, hits: [...material, ...brandsAndCompanies(e).slice(0, 2)] };
    },
  },
  // --- Information for health workers ------------------------------------------------------------------------
  {
    id: 'health_workers.inducements',
    policy: '§5',
    group: 'health_workers',
    codes: codes(['INT-HW-02'], ['LA-SP-01']),
    check: (f) => {
      const e = f.evidence;
      const people = cue(e, 'hw.people', 'hw.target', 'hw.facility');
      const inducements = cue(e, 'hw.inducement');
      if (people.length === 0 || inducements.length === 0 || !f.industry) return undefined;
      // Souvenirs and meals at a sponsored meeting are the sponsorship rule's business.
      if (has(e, 'sp.sponsor') && has(e, 'sp.event')) return undefined;
      return { strength: 0.85, hits: [...people, ...inducements] };
    },
  },
  {
    id: 'health_workers.samples',
    policy: '§5',
    group: 'health_workers',
    codes: codes(['INT-HW-03'], ['LA-HW-02']),
    check: (f) => {
      const e = f.evidence;
      const audience = cue(e, 'hw.target', 'hw.facility');
      const samples = cue(e, 'promo.sample');
      // A covered food's samples handed out at a clinic count too (POLICY §8: health_workers where they apply).
      if (audience.length === 0 || samples.length === 0 || !(f.industry || f.complementaryFood)) return undefined;
      return { strength: 0.85, hits: [...audience, ...samples] };
    },
  },
  {
    id: 'health_workers.promotion_in_facilities',
    policy: '§5',
    group: 'health_workers',
    codes: codes(['INT-HW-04'], ['LA-HW-02']),
    check: (f) => {
      const e = f.evidence;
      const facility = cue(e, 'hw.facility');
      const promotion = cue(e, 'promo.display', 'promo.gift', 'ie.material');
      if (facility.length === 0 || promotion.length === 0 || !f.industry || !f.maker) return undefined;
      return { strength: 0.7, hits: [...facility, ...promotion] };
    },
  },
  {
    id: 'health_workers.information',
    policy: '§5',
    group: 'health_workers',
    codes: codes(['INT-HW-01'], ['LA-HW-01']),
    check: (f) => {
      const e = f.evidence;
      const target = cue(e, 'hw.target');
      const claims = cue(e, 'hw.science', 'claim.health', 'claim.idealise');
      if (target.length === 0 || claims.length === 0 || !f.industry) return undefined;
      return { strength: 0.85, hits: [...target, ...claims] };
    },
  },
  // --- Sponsorships / conflicts of interest ------------------------------------------------------------------
  {
    id: 'sponsorship.events',
    policy: '§6',
    group: 'sponsorship_coi',
    codes: codes(['INT-SP-02'], ['LA-SP-02']),
    check: (f) => {
      const e = f.evidence;
      const sponsor = cue(e, 'sp.sponsor');
      const setting = cue(e, 'sp.event', 'hw.people', 'hw.target', 'hw.facility');
      if (sponsor.length === 0 || setting.length === 0 || !f.industry) return undefined;
      return { strength: 0.85, hits: [...sponsor, ...setting, ...brandsAndCompanies(e).slice(0, 2)] };
    },
  },
  {
    id: 'sponsorship.fellowships',
    policy: '§6',
    group: 'sponsorship_coi',
    codes: codes(['INT-SP-01'], ['LA-SP-02']),
    check: (f) => {
      const e = f.evidence;
      const fellowship = cue(e, 'sp.fellowship');
      const people = cue(e, 'hw.people', 'hw.target');
      if (fellowship.length === 0 || people.length === 0 || !f.industry) return undefined;
      return { strength: 0.8, hits: [...fellowship, ...people] };
    },
  },
  {
    id: 'sponsorship.gifts_to_facilities',
    policy: '§6',
    group: 'sponsorship_coi',
    codes: codes(['INT-SP-03'], ['LA-SP-01']),
    check: (f) => {
      const e = f.evidence;
      const facility = cue(e, 'hw.facility');
      const donations = cue(e, 'sp.donation');
      if (facility.length === 0 || donations.length === 0 || !f.maker || !f.industry) return undefined;
      return { strength: 0.8, hits: [...facility, ...donations] };
    },
  },
  // --- Complementary foods -----------------------------------------------------------------------------------
  {
    id: 'complementary_food.before_six_months',
    policy: '§8',
    group: 'complementary_foods',
    codes: codes(['INT-CF-01'], ['LA-CF-01']),
    check: (f) => {
      if (!f.complementaryFood) return undefined;
      const e = f.evidence;
      const found: Hit[] = [...cue(e, 'cf.early'), ...earlyAge(e)];
      if (found.length === 0) return undefined;
      return { strength: 0.9, hits: found };
    },
  },
  {
    id: 'complementary_food.cross_promotion',
    policy: '§8',
    group: 'complementary_foods',
    codes: codes(['INT-CF-03'], ['LA-CF-02']),
    check: (f) => {
      if (!f.complementaryFood) return undefined;
      const e = f.evidence;
      const explicit = cue(e, 'cf.cross_promotion');
      if (explicit.length > 0 && (f.namesSubstitute || f.maker)) return { strength: 0.85, hits: explicit };
      // The same post names the food and a formula with a brand or maker, or gives the food with the formula: the
      // guide's "cross-branded with formula", "formula cross-promotion".
      const gift = cue(e, 'promo.gift');
      if (f.product.formula && (f.maker || gift.length > 0)) {
        return { strength: 0.6, hits: [...f.product.hits, ...gift] };
      }
      return undefined;
    },
  },
  {
    id: 'complementary_food.claims',
    policy: '§8',
    group: 'complementary_foods',
    codes: codes(['INT-CF-04'], ['LA-PT-03']),
    check: (f) => {
      if (f.product.product !== 'complementary_food') return undefined;
      const found = cue(f.evidence, 'claim.health', 'claim.endorsement');
      if (found.length === 0) return undefined;
      return { strength: found.length >= 2 ? 0.75 : 0.6, hits: found };
    },
  },
  {
    id: 'complementary_food.in_bottle',
    policy: '§8',
    group: 'complementary_foods',
    codes: codes(['INT-CF-04'], ['LA-PT-02']),
    check: (f) => {
      if (!f.complementaryFood) return undefined;
      const found = cue(f.evidence, 'cf.in_bottle');
      if (found.length === 0) return undefined;
      return { strength: 0.85, hits: found };
    },
  },
  {
    id: 'complementary_food.undermines_breastfeeding',
    policy: '§8',
    group: 'complementary_foods',
    codes: codes(['INT-CF-04'], ['LA-PT-02']),
    check: (f) => {
      if (!f.complementaryFood) return undefined;
      const found = cue(f.evidence, 'cf.replace_breastfeeding', 'claim.idealise');
      if (found.length === 0) return undefined;
      return { strength: 0.85, hits: found };
    },
  },
];

/** Weakening applied to every rule when the post reads as information rather than promotion. */
const INFORMATIONAL_FACTOR = 0.35;

/** Groups whose audience is health workers or readers of "education" material rather than shoppers. */
const NOT_PUBLIC_CHANNELS: readonly Group[] = ['health_workers', 'sponsorship_coi', 'information_education'];
const FIRM = 0.5;

export function applyRules(facts: Facts): RuleFinding[] {
  let findings: RuleFinding[] = [];
  for (const rule of RULES) {
    const result = rule.check(facts);
    if (!result) continue;
    const weakened = facts.informational && !rule.judgesThePack;
    const strength = weakened ? result.strength * INFORMATIONAL_FACTOR : result.strength;
    findings.push({ rule: rule.id, group: rule.group, strength, hits: result.hits, codes: rule.codes });
  }
  // A post aimed at health workers, or a company's booklet, mentions the product without selling it to the
  // public: unless it also shows prices or discounts, its promotion findings are explained by the other group.
  const otherChannel = findings.some((f) => NOT_PUBLIC_CHANNELS.includes(f.group) && f.strength >= FIRM);
  const sellsToPublic = has(facts.evidence, 'promo.sale') || has(facts.evidence, 'promo.discount');
  if (otherChannel && !sellsToPublic) findings = findings.filter((f) => f.group !== 'promotion_public');
  // The same for a photographed label: the label's own problems, not an advert.
  const labelPhoto =
    facts.photographedLabel || (facts.evidence.source === 'image_ocr' && has(facts.evidence, 'label.required_statement'));
  if (labelPhoto && !sellsToPublic && !facts.hardSelling) {
    findings = findings.filter((f) => f.group !== 'promotion_public');
  }
  return findings;
}

/** The strongest finding's strength per group. */
export function groupStrengths(findings: readonly RuleFinding[]): Map<Group, number> {
  const strengths = new Map<Group, number>();
  for (const finding of findings) {
    strengths.set(finding.group, Math.max(strengths.get(finding.group) ?? 0, finding.strength));
  }
  return strengths;
}
