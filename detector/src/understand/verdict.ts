/**
 * The verdict: rules and classifier combined into "suspected or not", a score, the violation groups, the product,
 * the catalogue codes and the explanation (which terms matched where, which rules fired, the model's scores).
 */
import type { Variant } from '@lcmdp/contract/vocabulary';

import type { AgeMention } from './ages';
import { blendScore, featuresOf, type Blend, type Classifier, type ModelScores } from './classifier';
import { codesFor } from './codes';
import { findEvidence, type Evidence, type Library, type TextSource } from './evidence';
import { recogniseProduct, type ProductGuess } from './product';
import { applyRules, factsOf, groupStrengths, type Facts, type Finding, type Hit } from './rules';
import { GROUPS, type Group, type Product } from './vocabulary';

/** What the text says, before any model: evidence, product guess, rule findings and the model's features. */
export interface Understanding {
  evidence: Evidence;
  product: ProductGuess;
  facts: Facts;
  findings: Finding[];
  features: string[];
}

export interface UnderstandOptions {
  /** The brands and companies to recognise (the built-in ones by default; the watcher adds the CMS library's). */
  library?: Library;
}

export function understandText(text: string, source: TextSource, options: UnderstandOptions = {}): Understanding {
  const evidence = findEvidence(text, source, options.library);
  const product = recogniseProduct(evidence);
  const facts = factsOf(evidence, product);
  const findings = applyRules(facts);
  return { evidence, product, facts, findings, features: featuresOf(evidence, product) };
}

/** The blend's inputs for an understood text and the model's "suspected" probability (0.5 without a model). */
export function blendInput(understanding: Understanding, modelProbability = 0.5) {
  const strengths = groupStrengths(understanding.findings);
  return {
    rules: Math.max(0, ...strengths.values()),
    model: modelProbability,
    informational: understanding.facts.informational,
  };
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
const RULES_ONLY_BLEND: Blend = { rules: 1, model: 0, informational: 0, bias: 0 };
const SUSPECTED_AT = 0.5;
const FIRM_FINDING = 0.5;
/** The model names the product only when the rules found none and it is this sure. */
const MODEL_PRODUCT_AT = 0.8;

function describeHit(hit: Hit): Pick<Match, 'kind' | 'term' | 'found' | 'start' | 'end' | 'distance'> {
  if ('fromMonths' in hit) {
    const age = hit as AgeMention;
    return { kind: 'age', term: `${age.fromMonths} months`, found: age.found, start: age.start, end: age.end, distance: 0 };
  }
  const kind = 'cue' in hit ? `cue:${hit.cue}` : 'brand' in hit ? `brand:${hit.brand.key}` : `company:${hit.company.key}`;
  return { kind, term: hit.term, found: hit.found, start: hit.start, end: hit.end, distance: hit.distance };
}

/** Which groups a suspected verdict names: firm rule findings, then groups the model is sure of, else the best. */
export function decideGroups(
  strengths: ReadonlyMap<Group, number>,
  modelGroups: Partial<Record<Group, number>>,
  groupThreshold: number,
): Group[] {
  const chosen = GROUPS.filter((g) => (strengths.get(g) ?? 0) >= FIRM_FINDING || (modelGroups[g] ?? 0) >= groupThreshold);
  if (chosen.length > 0) return chosen;
  const best = [...GROUPS].sort(
    (a, b) => Math.max(strengths.get(b) ?? 0, modelGroups[b] ?? 0) - Math.max(strengths.get(a) ?? 0, modelGroups[a] ?? 0),
  )[0];
  return [best];
}

export function decide(understanding: Understanding, variant: Variant, classifier?: Classifier): Verdict {
  const { evidence, product, facts, findings, features } = understanding;
  const strengths = groupStrengths(findings);
  const scores: ModelScores | undefined = classifier?.score(features);

  const blend = classifier?.file.blend ?? RULES_ONLY_BLEND;
  const score = blendScore(blend, blendInput(understanding, scores?.suspected));
  const suspected = score >= SUSPECTED_AT;
  const groups = suspected ? decideGroups(strengths, scores?.groups ?? {}, classifier?.file.groupThreshold ?? 1.01) : [];

  let productKey: Product = product.product;
  // News, a ministry's advice or a law names products without being about one.
  if (facts.authority && !facts.selling && evidence.brands.length === 0) productKey = 'none';
  else if (productKey === 'none' && scores && scores.product.probability >= MODEL_PRODUCT_AT) {
    productKey = scores.product.product;
  }

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
    score: Math.round(score * 1000) / 1000,
    groups,
    product: productKey,
    codes: suspected ? codesFor(findings, groups, variant) : [],
    matches,
    model_version: classifier?.version ?? RULES_ONLY_VERSION,
    model: scores && {
      suspected: round(scores.suspected),
      groups: Object.fromEntries(GROUPS.map((g) => [g, round(scores.groups[g])])),
      product: scores.product.product,
      product_probability: round(scores.product.probability),
    },
  };
}

function round(x: number): number {
  return Math.round(x * 1000) / 1000;
}
