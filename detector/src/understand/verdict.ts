/**
 * The verdict: rules and classifier combined into "suspected or not", a score, the violation groups, the product,
 * the catalogue codes and the explanation (which terms matched where, which rules fired, the model's scores).
 */
import type { Variant } from '@lcmdp/contract/vocabulary';

import type { AgeMention } from './ages';
import type { Classifier, ModelScores, Thresholds } from './classifier';
import { codesFor } from './codes';
import { actCuesFound, findEvidence, has, hits, type Evidence, type Library, type TextSource } from './evidence';
import { featureBag } from './features';
import { labelMeetsRequirements } from './pack-label';
import { recogniseProduct, type ProductGuess } from './product';
import { isNeutralShelfTag } from './shelf-tag';
import { applyRules, factsOf, groupStrengths, type Facts, type RuleFinding, type Hit } from './rules';
import { GROUPS, type Group, type Product } from './vocabulary';

/** What the text says, before any model: evidence, product guess and rule findings, for one variant. */
export interface Understanding {
  variant: Variant;
  evidence: Evidence;
  product: ProductGuess;
  facts: Facts;
  findings: RuleFinding[];
  /** The library the text was read with (to read it again, e.g. without its label sentence). */
  library?: Library;
}

export interface UnderstandOptions {
  /** The brands and companies to recognise (the built-in ones by default; the watcher adds the CMS library's). */
  library?: Library;
}

export function understandText(
  text: string,
  source: TextSource,
  variant: Variant,
  options: UnderstandOptions = {},
): Understanding {
  const evidence = findEvidence(text, source, options.library);
  const product = recogniseProduct(evidence);
  const facts = factsOf(evidence, product, variant);
  return { variant, evidence, product, facts, findings: applyRules(facts), library: options.library };
}

/** The same post read again with the stretches given blanked out (offsets in the normalised text). */
function readWithout(understanding: Understanding, spans: readonly { start: number; end: number }[]): Understanding {
  const { evidence, variant, library } = understanding;
  let text = evidence.text;
  for (const { start, end } of spans) text = text.slice(0, start) + ' '.repeat(end - start) + text.slice(end);
  return understandText(text, evidence.source, variant, { library });
}

/** One piece of the explanation: a term (or brand, company, age) found in the text, and what it was used for. */
export interface Match {
  /** The rule that used it, or `product` for the product guess. */
  rule: string;
  group?: Group;
  /** `cue:<cue id>`, `brand:<key>`, `company:<key>` or `age`. */
  kind: string;
  term: string;
  found: string;
  /** UTF-16 offsets in the normalised text. */
  start: number;
  end: number;
  /** Weighted edit distance of an approximate match (0 = exact). */
  distance: number;
  where: TextSource;
}

export interface Verdict {
  suspected: boolean;
  score: number;
  groups: Group[];
  product: Product;
  codes: string[];
  matches: Match[];
  model_version: string;
  /** The classifier's own probabilities (absent when no model is loaded). */
  model?: { suspected: number; groups: Partial<Record<Group, number>>; product: Product; product_probability: number };
}

/** Used when no trained model is available: the rules alone decide. */
export const RULES_ONLY_VERSION = 'rules-only';
const RULES_ONLY_SUSPECTED_AT = 0.5;
const FIRM_FINDING = 0.5;

function describeHit(hit: Hit): Pick<Match, 'kind' | 'term' | 'found' | 'start' | 'end' | 'distance'> {
  if ('fromMonths' in hit) {
    const age = hit as AgeMention;
    return { kind: 'age', term: `${age.fromMonths} months`, found: age.found, start: age.start, end: age.end, distance: 0 };
  }
  const kind = 'cue' in hit ? `cue:${hit.cue}` : 'brand' in hit ? `brand:${hit.brand.key}` : `company:${hit.company.key}`;
  return { kind, term: hit.term, found: hit.found, start: hit.start, end: hit.end, distance: hit.distance };
}

/** Which groups a suspected verdict names: each group at or above its threshold, else the most likely one. */
export function chooseGroups(scores: Readonly<Record<Group, number>>, thresholds: Readonly<Record<Group, number>>): Group[] {
  const chosen = GROUPS.filter((g) => scores[g] >= thresholds[g]);
  if (chosen.length > 0) return chosen;
  return [[...GROUPS].sort((a, b) => scores[b] - scores[a])[0]];
}

interface Decision {
  score: number;
  suspected: boolean;
  groups: Group[];
  product: Product;
  scores?: ModelScores;
}

/** The rules alone: the strongest finding is the score, firm findings the groups, the rules' guess the product. */
function decideByRules(understanding: Understanding): Decision {
  const strengths = groupStrengths(understanding.findings);
  const score = Math.max(0, ...strengths.values());
  const suspected = score >= RULES_ONLY_SUSPECTED_AT && !isNeutralShelfTag(understanding.evidence, understanding.findings);
  const asScores = Object.fromEntries(GROUPS.map((g) => [g, strengths.get(g) ?? 0])) as Record<Group, number>;
  const firm = Object.fromEntries(GROUPS.map((g) => [g, FIRM_FINDING])) as Thresholds['groups'];
  return { score, suspected, groups: suspected ? chooseGroups(asScores, firm) : [], product: understanding.product.product };
}

/**
 * A post that names no product, maker nor act gives a reviewer nothing to check: the model alone must be this sure
 * (POLICY §12). On dev it changes no verdict (the posts of this kind that are violations score 0.8 and more).
 */
export const NOTHING_NAMED_AT = 0.75;

/**
 * The post names no product, no brand or company (known, or a Latin name shaped like one), no act and no rule fired:
 * only the model's words speak.
 */
export function namesNothing(understanding: Understanding): boolean {
  const { evidence, product, findings } = understanding;
  return (
    findings.length === 0 &&
    product.product === 'none' &&
    evidence.brands.length === 0 &&
    evidence.companies.length === 0 &&
    evidence.brandShapes.length === 0 &&
    !has(evidence, 'org.company') &&
    actCuesFound(evidence).length === 0
  );
}

/** A firm finding of the rule that reads a post saying its product's label is not in Lao. */
function saysLabelIsNotLao(understanding: Understanding): boolean {
  return understanding.findings.some((f) => f.rule === 'labelling.not_in_lao' && f.strength >= FIRM_FINDING);
}

/** Where "suspected" starts for a post: the dev-chosen threshold, or NOTHING_NAMED_AT when the post names nothing. */
export function suspectedThreshold(threshold: number, nothingNamed: boolean): number {
  return nothingNamed ? Math.max(threshold, NOTHING_NAMED_AT) : threshold;
}

/**
 * Under `international` a label that is only not in Lao is no fault (POLICY §4, §10): the post says the label's
 * language and nothing about a missing expiry date or a missing label. The model reads "Thai label" as a label fault
 * whatever the variant (its words weigh more than the variant crossed with the label cues), so the verdict holds the
 * policy here.
 */
export function languageOnlyLabel(understanding: Understanding): boolean {
  const { variant, evidence } = understanding;
  return variant === 'international' && has(evidence, 'label.not_lao') && !has(evidence, 'label.missing_info');
}

/** The model over the text and the rules' findings: calibrated score, thresholds chosen on dev. */
function decideByModel(understanding: Understanding, classifier: Classifier): Decision {
  const scores = classifier.score(featureBag(understanding, understanding.variant));
  let suspected = scores.suspected >= suspectedThreshold(classifier.thresholds.suspected, namesNothing(understanding));
  const thresholds = classifier.thresholds.groups;
  let groupScores = scores.groups;
  let score = scores.suspected;
  if (languageOnlyLabel(understanding)) {
    // The label's language is no fault here: the verdict rests on the other groups alone, both ways, and on the
    // post read without its words on the label's language. The heads learnt "international + label words → not
    // suspected" from neutral notices, and such words weigh down an offer that also names its label's language
    // ("Japanese label, 10% off"); without them, the offer is judged like any other.
    const without = readWithout(understanding, hits(understanding.evidence, 'label.not_lao'));
    groupScores = { ...classifier.score(featureBag(without, without.variant)).groups, labeling_required: 0 };
    score = Math.max(...GROUPS.map((g) => groupScores[g]));
    suspected = GROUPS.some((g) => groupScores[g] >= thresholds[g]);
  } else if (labelMeetsRequirements(understanding.evidence, understanding.variant)) {
    // A photographed label that carries all it must (POLICY §4) has no labelling fault, but the heads read a pack's
    // words (directions, net weight, nutrition table) as one. Such a picture stays suspected only for another reason:
    // another group's head at its threshold or a firm finding of another group's rule (a price sticker, a claim),
    // whose own heads a long label's words can hold down. "An advert" is no reason here: a pack names its brand.
    groupScores = { ...scores.groups, labeling_required: 0 };
    const otherReason =
      GROUPS.some((g) => groupScores[g] >= thresholds[g]) ||
      understanding.findings.some(
        (f) => f.group !== 'labeling_required' && f.rule !== 'promotion.advertising' && f.strength >= FIRM_FINDING,
      );
    if (suspected && !otherReason) {
      suspected = false;
      score = Math.min(score, Math.max(...GROUPS.map((g) => groupScores[g])));
    }
  }
  if (suspected && isNeutralShelfTag(understanding.evidence, understanding.findings)) {
    // A shop's own price tag on its shelf: a neutral price notice (labelling guide §2), whatever the heads read.
    suspected = false;
    score = Math.min(score, classifier.thresholds.suspected - 0.01);
  }
  const groups = suspected ? chooseGroups(groupScores, thresholds) : [];
  // The post says the label is not in Lao (under `laos`, of a covered product): that is the labelling fault, whatever
  // else the post does. The head reads it weakly beside an offer's or a claim's words ("code MIMI15 ... ສະຫຼາກໄທ").
  if (suspected && !groups.includes('labeling_required') && saysLabelIsNotLao(understanding)) {
    groups.push('labeling_required');
  }
  return {
    score,
    suspected,
    groups,
    product: scores.product.product,
    // The answer's `model` block shows the group heads the verdict was decided on (the guard's, when it read again).
    scores: { ...scores, groups: groupScores },
  };
}

export function decide(understanding: Understanding, classifier?: Classifier): Verdict {
  const { evidence, product, findings, variant } = understanding;
  const {
    score,
    suspected,
    groups,
    product: productKey,
    scores,
  } = classifier ? decideByModel(understanding, classifier) : decideByRules(understanding);

  const matches: Match[] = [];
  const seen = new Set<string>();
  const push = (rule: string, group: Group | undefined, hit: Hit) => {
    const described = describeHit(hit);
    const key = `${rule}|${described.start}|${described.end}`;
    if (seen.has(key)) return;
    seen.add(key);
    matches.push({ rule, group, ...described, where: evidence.source });
  };
  for (const hit of product.hits) push('product', undefined, hit);
  for (const finding of findings) {
    if (!groups.includes(finding.group) && finding.strength < FIRM_FINDING) continue;
    for (const hit of finding.hits) push(finding.rule, finding.group, hit);
  }

  return {
    suspected,
    score: round(score),
    groups,
    product: productKey,
    codes: suspected ? codesFor(findings, groups, variant) : [],
    matches,
    model_version: classifier?.version ?? RULES_ONLY_VERSION,
    model: scores && {
      suspected: round(scores.raw),
      groups: Object.fromEntries(GROUPS.map((g) => [g, round(scores.groups[g])])),
      product: scores.product.product,
      product_probability: round(scores.product.probability),
    },
  };
}

function round(x: number): number {
  return Math.round(x * 1000) / 1000;
}
