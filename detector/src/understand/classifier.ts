/**
 * The trainable classifier: sparse logistic regression heads (linear-model.ts) over the feature bags of
 * features.ts — one head says "suspected", one per violation group, and a softmax names the product. Measured
 * against the earlier naive Bayes on the same splits (README, "Choosing the model"), it won on dev.
 *
 * Training fits the heads on the train split; the dev split then fits the calibration of the suspicion score and
 * chooses the threshold of "suspected" and of each group (train.ts). The whole model is one JSON file whose
 * version is a hash of its content, so the same data and code always give the same version.
 */
import { sha256 } from '../sha256';

import { IDENTITY, calibrate, type Platt } from './calibration';
import { FEATURE_VERSION } from './features';
import {
  DEFAULT_SETTINGS,
  buildVocabulary,
  encode,
  indexOf,
  linearScore,
  loadHead,
  pruneVocabulary,
  sigmoid,
  softmax,
  storeHead,
  trainBinaryHead,
  trainSoftmaxHeads,
  type EncodedRow,
  type FeatureBag,
  type LinearHead,
  type StoredHead,
  type TrainSettings,
} from './linear-model';
import { GROUPS, PRODUCTS, type Group, type Product } from './vocabulary';

export { FEATURE_VERSION };

export interface LabelledBag {
  bag: FeatureBag;
  suspected: boolean;
  groups: readonly Group[];
  /** Absent when the source does not say (some CMS decisions); such examples do not train the product head. */
  product?: Product;
}

/** Where a verdict changes: chosen on dev at training. */
export interface Thresholds {
  suspected: number;
  groups: Record<Group, number>;
}

export const DEFAULT_THRESHOLDS: Thresholds = {
  suspected: 0.5,
  groups: Object.fromEntries(GROUPS.map((g) => [g, 0.5])) as Record<Group, number>,
};

export interface ClassifierFile {
  version: string;
  featureVersion: number;
  trainedAt: string;
  examples: number;
  /** Where the examples came from, e.g. {"data/texts/train.jsonl": 400}. */
  sources: Record<string, number>;
  settings: TrainSettings;
  vocabulary: string[];
  heads: {
    suspected: StoredHead;
    groups: Record<Group, StoredHead>;
    product: Record<Product, StoredHead>;
  };
  /** Maps the suspected head's probability onto a calibrated score. */
  calibration: Platt;
  thresholds: Thresholds;
  /** The dev scores this version had when it was written (what a retrained model must not fall below). */
  dev?: DevScores;
}

export interface DevScores {
  items: number;
  suspectedF1: number;
  meanGroupF1: number;
  productAccuracy: number;
  /**
   * Dev's hands (a caption writer, a picture renderer) each scored alone, and the mean over them: each hand one
   * vote, whatever its size. Absent in model files written before 2026-11-29's second session.
   */
  hands?: Record<string, HandScores>;
  handMean?: HandScores;
}

export interface HandScores {
  items: number;
  suspectedF1: number;
  meanGroupF1: number;
}

export interface ModelScores {
  /** The suspected head's raw probability. */
  raw: number;
  /** Calibrated: about this share of posts scored so are suspected. */
  suspected: number;
  groups: Record<Group, number>;
  product: { product: Product; probability: number };
}

export class Classifier {
  private readonly index: Map<string, number>;
  private readonly suspectedHead: LinearHead;
  private readonly groupHeads: Record<Group, LinearHead>;
  private readonly productHeads: LinearHead[];

  constructor(readonly file: ClassifierFile) {
    if (file.featureVersion !== FEATURE_VERSION) {
      throw new Error(
        `Model ${file.version} was trained on features v${file.featureVersion}; this code makes v${FEATURE_VERSION}. Run npm run train -w @lcmdp/detector.`,
      );
    }
    const dimension = file.vocabulary.length;
    this.index = indexOf(file.vocabulary);
    this.suspectedHead = loadHead(file.heads.suspected, dimension);
    this.groupHeads = Object.fromEntries(GROUPS.map((g) => [g, loadHead(file.heads.groups[g], dimension)])) as Record<
      Group,
      LinearHead
    >;
    this.productHeads = PRODUCTS.map((p) => loadHead(file.heads.product[p], dimension));
  }

  get version(): string {
    return this.file.version;
  }

  get thresholds(): Thresholds {
    return this.file.thresholds;
  }

  score(bag: FeatureBag): ModelScores {
    return scoreRow(encode(this.index, bag), this.suspectedHead, this.groupHeads, this.productHeads, this.file.calibration);
  }

  /** A copy with another calibration and thresholds (what training fits on dev); the version changes with them. */
  withDecisionSettings(calibration: Platt, thresholds: Thresholds, dev?: DevScores): Classifier {
    const { version: _v, trainedAt, ...body } = this.file;
    return new Classifier(versioned({ ...body, calibration, thresholds, dev }, trainedAt));
  }
}

function scoreRow(
  row: EncodedRow,
  suspectedHead: LinearHead,
  groupHeads: Record<Group, LinearHead>,
  productHeads: readonly LinearHead[],
  calibration: Platt,
): ModelScores {
  const raw = sigmoid(linearScore(suspectedHead, row));
  const groups = Object.fromEntries(GROUPS.map((g) => [g, sigmoid(linearScore(groupHeads[g], row))])) as Record<Group, number>;
  const probabilities = softmax(productHeads.map((h) => linearScore(h, row)));
  let best = 0;
  for (let i = 1; i < probabilities.length; i += 1) if (probabilities[i] > probabilities[best]) best = i;
  return {
    raw,
    suspected: calibrate(calibration, raw),
    groups,
    product: { product: PRODUCTS[best], probability: probabilities[best] },
  };
}

function versioned(body: Omit<ClassifierFile, 'version' | 'trainedAt'>, trainedAt: string): ClassifierFile {
  const { dev: _dev, ...hashed } = body;
  const hash = sha256(JSON.stringify(hashed)).slice(0, 10);
  return { version: `lr${FEATURE_VERSION}-${hash}`, trainedAt, ...body };
}

export interface TrainOptions {
  sources: Record<string, number>;
  settings?: TrainSettings;
  calibration?: Platt;
  thresholds?: Thresholds;
  trainedAt?: string;
}

/** Features seen in fewer examples than this are dropped: they cannot generalise and bloat the model. */
const MIN_EXAMPLES_PER_FEATURE = 3;

export function trainClassifier(examples: readonly LabelledBag[], options: TrainOptions): Classifier {
  const settings = options.settings ?? DEFAULT_SETTINGS;
  const fullVocabulary = buildVocabulary(
    examples.map((e) => e.bag),
    MIN_EXAMPLES_PER_FEATURE,
  );
  const index = indexOf(fullVocabulary);
  const rows = examples.map((e) => encode(index, e.bag));
  const dimension = fullVocabulary.length;
  const suspected = trainBinaryHead(
    rows,
    examples.map((e) => e.suspected),
    dimension,
    settings,
  );
  const groups = GROUPS.map((g) =>
    trainBinaryHead(
      rows,
      examples.map((e) => e.groups.includes(g)),
      dimension,
      { ...settings, seed: settings.seed + 1 + GROUPS.indexOf(g) },
    ),
  );
  const withProduct = examples.map((e, i) => ({ e, row: rows[i] })).filter(({ e }) => e.product !== undefined);
  const products = trainSoftmaxHeads(
    withProduct.map(({ row }) => row),
    withProduct.map(({ e }) => PRODUCTS.indexOf(e.product as Product)),
    PRODUCTS.length,
    dimension,
    settings,
  );
  const pruned = pruneVocabulary(fullVocabulary, [suspected, ...groups, ...products]);
  const [suspectedHead, ...rest] = pruned.heads;
  const body = {
    featureVersion: FEATURE_VERSION,
    examples: examples.length,
    sources: options.sources,
    settings,
    vocabulary: pruned.vocabulary,
    heads: {
      suspected: storeHead(suspectedHead),
      groups: Object.fromEntries(GROUPS.map((g, i) => [g, storeHead(rest[i])])) as Record<Group, StoredHead>,
      product: Object.fromEntries(PRODUCTS.map((p, i) => [p, storeHead(rest[GROUPS.length + i])])) as Record<Product, StoredHead>,
    },
    calibration: options.calibration ?? IDENTITY,
    thresholds: options.thresholds ?? DEFAULT_THRESHOLDS,
  };
  return new Classifier(versioned(body, options.trainedAt ?? new Date().toISOString()));
}
