/**
 * The trainable text classifier: naive Bayes (wink-naive-bayes-text-classifier) over the words of the text (Lao
 * segmented by Intl.Segmenter), word pairs, and the rules' cues and product guess as extra tokens. One binary
 * model says "suspected", one per violation group, and one multi-class model names the product.
 *
 * A blend (a two-input logistic regression fitted on out-of-fold scores during training) turns the rules'
 * strength and the model's probability into the verdict's score. The whole model is one JSON file whose version
 * is a hash of its content, so the same training data and code always give the same version.
 */
import { sha256 } from '../sha256';

import createNaiveBayes from 'wink-naive-bayes-text-classifier';

import type { Evidence } from './evidence';
import { foldForMatching } from './normalise';
import type { ProductGuess } from './product';
import { segmentWords } from './segment';
import { GROUPS, PRODUCTS, type Group, type Product } from './vocabulary';

/** Bump when featuresOf changes: a model trained on other features must not be used. */
export const FEATURE_VERSION = 1;

export function featuresOf(evidence: Evidence, product: ProductGuess): string[] {
  const words = segmentWords(foldForMatching(evidence.text)).map((t) => (/^\d/.test(t.word) ? '#num' : t.word));
  const features = [...words];
  for (let i = 1; i < words.length; i += 1) features.push(`${words[i - 1]}_${words[i]}`);
  for (const [cue, cueHits] of evidence.cues) if (cueHits.length > 0) features.push(`@${cue}`);
  if (evidence.brands.length > 0) features.push('@brand');
  if (evidence.companies.length > 0) features.push('@company');
  for (const age of evidence.ages) features.push(age.fromMonths < 6 ? '@age<6m' : age.fromMonths < 12 ? '@age6-11m' : '@age12m+');
  features.push(`@product:${product.product}`);
  return features;
}

export interface LabelledFeatures {
  features: string[];
  suspected: boolean;
  groups: readonly Group[];
  /** Absent when the source does not say (some CMS decisions); such examples do not train the product model. */
  product?: Product;
}

/** Weights of the verdict's logistic blend: rules' strength and model probability (as log-odds), and whether the
 * post reads as information (a ministry, a law, news) rather than promotion. */
export interface Blend {
  rules: number;
  model: number;
  informational: number;
  bias: number;
}

export interface BlendInput {
  rules: number;
  model: number;
  informational: boolean;
}

export interface ClassifierFile {
  version: string;
  featureVersion: number;
  trainedAt: string;
  examples: number;
  /** Where the examples came from, e.g. {"data/texts/train.jsonl": 400}. */
  sources: Record<string, number>;
  blend: Blend;
  /** A group the rules did not find is added when its model probability reaches this. */
  groupThreshold: number;
  suspected: string;
  groups: Record<Group, string>;
  product: string;
}

export interface ModelScores {
  suspected: number;
  groups: Record<Group, number>;
  product: { product: Product; probability: number };
}

const NB_CONFIG = { considerOnlyPresence: true, smoothingFactor: 0.5 };
/** Naive Bayes is over-confident: its log-odds are divided by this before turning them into a probability. */
const TEMPERATURE = 3;

function probability(log2Odds: number): number {
  return 1 / (1 + Math.pow(2, -log2Odds / TEMPERATURE));
}

type NaiveBayes = ReturnType<typeof createNaiveBayes>;

/** A yes/no model. With only one answer in the data (no example of a group yet) it always gives that answer. */
interface BinaryModel {
  probability(features: string[]): number;
}

/** Exported as wink's JSON, or as `{"constant": 0|1}` when the data had only one answer. */
function trainBinary(examples: readonly LabelledFeatures[], isPositive: (e: LabelledFeatures) => boolean): string {
  const positives = examples.filter(isPositive).length;
  if (positives === 0 || positives === examples.length) {
    return JSON.stringify({ constant: positives === 0 ? 0 : 1 });
  }
  const nb = createNaiveBayes();
  nb.defineConfig(NB_CONFIG);
  for (const example of examples) nb.learn(example.features, isPositive(example) ? 'yes' : 'no');
  nb.consolidate();
  return nb.exportJSON();
}

function loadBinary(json: string): BinaryModel {
  const parsed = JSON.parse(json) as unknown;
  if (!Array.isArray(parsed)) {
    const constant = (parsed as { constant: number }).constant;
    return { probability: () => constant };
  }
  const nb = createNaiveBayes();
  nb.importJSON(json);
  nb.consolidate();
  return {
    probability(features) {
      const yes = nb.computeOdds(features).find(([label]) => label === 'yes');
      return yes ? probability(yes[1]) : 0.5;
    },
  };
}

export class Classifier {
  private readonly suspectedModel: BinaryModel;
  private readonly groupModels = new Map<Group, BinaryModel>();
  private readonly productModel: NaiveBayes = createNaiveBayes();

  constructor(readonly file: ClassifierFile) {
    if (file.featureVersion !== FEATURE_VERSION) {
      throw new Error(
        `Model ${file.version} was trained on features v${file.featureVersion}; this code makes v${FEATURE_VERSION}. Run npm run train -w @lcmdp/detector.`,
      );
    }
    this.suspectedModel = loadBinary(file.suspected);
    for (const group of GROUPS) this.groupModels.set(group, loadBinary(file.groups[group]));
    this.productModel.importJSON(file.product);
    this.productModel.consolidate();
  }

  get version(): string {
    return this.file.version;
  }

  score(features: string[]): ModelScores {
    const groups = {} as Record<Group, number>;
    for (const group of GROUPS) {
      groups[group] = (this.groupModels.get(group) as BinaryModel).probability(features);
    }
    const [best] = this.productModel.computeOdds(features);
    const product = PRODUCTS.find((p) => p === best[0]) ?? 'none';
    return {
      suspected: this.suspectedModel.probability(features),
      groups,
      product: { product, probability: best[0] === 'unknown' ? 0 : probability(best[1]) },
    };
  }
}

export interface TrainOptions {
  sources: Record<string, number>;
  blend: Blend;
  groupThreshold: number;
  trainedAt?: string;
}

/** Words and word pairs seen in fewer examples than this are dropped: they cannot generalise and bloat the model. */
const MIN_EXAMPLES_PER_FEATURE = 2;

function withoutRareFeatures(examples: readonly LabelledFeatures[]): LabelledFeatures[] {
  const seenIn = new Map<string, number>();
  for (const example of examples) {
    for (const feature of new Set(example.features)) seenIn.set(feature, (seenIn.get(feature) ?? 0) + 1);
  }
  return examples.map((example) => ({
    ...example,
    features: example.features.filter((f) => f.startsWith('@') || (seenIn.get(f) ?? 0) >= MIN_EXAMPLES_PER_FEATURE),
  }));
}

export function trainClassifier(allExamples: readonly LabelledFeatures[], options: TrainOptions): Classifier {
  const examples = withoutRareFeatures(allExamples);
  const groups = {} as Record<Group, string>;
  for (const group of GROUPS) {
    groups[group] = trainBinary(examples, (e) => e.groups.includes(group));
  }
  const productModel = createNaiveBayes();
  productModel.defineConfig(NB_CONFIG);
  for (const example of examples) if (example.product) productModel.learn(example.features, example.product);
  productModel.consolidate();

  const body = {
    featureVersion: FEATURE_VERSION,
    examples: examples.length,
    sources: options.sources,
    blend: options.blend,
    groupThreshold: options.groupThreshold,
    suspected: trainBinary(examples, (e) => e.suspected),
    groups,
    product: productModel.exportJSON(),
  };
  const hash = sha256(JSON.stringify(body)).slice(0, 10);
  return new Classifier({
    version: `nb${FEATURE_VERSION}-${hash}`,
    trainedAt: options.trainedAt ?? new Date().toISOString(),
    ...body,
  });
}

/** The blended suspicion score. */
export function blendScore(blend: Blend, input: BlendInput): number {
  const z =
    blend.rules * logit(input.rules) +
    blend.model * logit(input.model) +
    blend.informational * (input.informational ? 1 : 0) +
    blend.bias;
  return 1 / (1 + Math.exp(-z));
}

export function logit(p: number): number {
  const q = Math.min(0.98, Math.max(0.02, p));
  return Math.log(q / (1 - q));
}

/** Fits the blend by gradient descent (logistic regression, light L2) on out-of-fold inputs and truths. */
export function fitBlend(points: readonly (BlendInput & { suspected: boolean })[]): Blend {
  let w: Blend = { rules: 1, model: 1, informational: 0, bias: 0 };
  const rate = 0.05;
  const l2 = 0.001;
  const n = Math.max(1, points.length);
  for (let step = 0; step < 3000; step += 1) {
    const grad: Blend = { rules: 0, model: 0, informational: 0, bias: 0 };
    for (const p of points) {
      const err = blendScore(w, p) - (p.suspected ? 1 : 0);
      grad.rules += err * logit(p.rules);
      grad.model += err * logit(p.model);
      grad.informational += err * (p.informational ? 1 : 0);
      grad.bias += err;
    }
    w = {
      rules: w.rules - rate * (grad.rules / n + l2 * w.rules),
      model: w.model - rate * (grad.model / n + l2 * w.model),
      informational: w.informational - rate * (grad.informational / n + l2 * w.informational),
      bias: w.bias - rate * (grad.bias / n),
    };
  }
  return w;
}
