import {
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
  type FeatureBag,
} from '../src/understand/linear-model';

const bag = (...names: string[]): FeatureBag => new Map(names.map((n) => [n, 1]));

describe('sparse logistic regression', () => {
  // "sale" makes a post positive, "news" negative; "milk" is everywhere and tells nothing.
  const bags = [
    bag('milk', 'sale'),
    bag('milk', 'sale', 'free'),
    bag('sale', 'free'),
    bag('milk', 'news'),
    bag('news', 'ministry'),
    bag('milk', 'news', 'ministry'),
  ];
  const labels = [true, true, true, false, false, false];
  const vocabulary = buildVocabulary(bags, 1);
  const index = indexOf(vocabulary);
  const rows = bags.map((b) => encode(index, b));

  it('builds a sorted vocabulary of features seen often enough (rule features always kept)', () => {
    expect(buildVocabulary([bag('a', '@rule'), bag('a', 'b')], 2)).toEqual(['@rule', 'a']);
    expect(vocabulary).toEqual([...vocabulary].sort());
  });

  it('learns which features point which way', () => {
    const head = trainBinaryHead(rows, labels, vocabulary.length);
    expect(head.weights[index.get('sale') as number]).toBeGreaterThan(0.5);
    expect(head.weights[index.get('news') as number]).toBeLessThan(-0.5);
    expect(Math.abs(head.weights[index.get('milk') as number])).toBeLessThan(Math.abs(head.weights[index.get('sale') as number]));
    expect(sigmoid(linearScore(head, encode(index, bag('sale'))))).toBeGreaterThan(0.8);
    expect(sigmoid(linearScore(head, encode(index, bag('news'))))).toBeLessThan(0.2);
  });

  it('is deterministic: the same data gives the same weights', () => {
    const a = trainBinaryHead(rows, labels, vocabulary.length);
    const b = trainBinaryHead(rows, labels, vocabulary.length);
    expect(Array.from(a.weights)).toEqual(Array.from(b.weights));
  });

  it('ignores features it has never seen', () => {
    const head = trainBinaryHead(rows, labels, vocabulary.length);
    expect(linearScore(head, encode(index, bag('sale', 'unseen')))).toBeCloseTo(linearScore(head, encode(index, bag('sale'))));
  });

  it('trains a softmax over several classes', () => {
    const classBags = [
      bag('can', 'stage1'),
      bag('stage1', 'newborn'),
      bag('stage2', 'months'),
      bag('can', 'stage2'),
      bag('diaper'),
    ];
    const v = buildVocabulary(classBags, 1);
    const i = indexOf(v);
    const heads = trainSoftmaxHeads(
      classBags.map((b) => encode(i, b)),
      [0, 0, 1, 1, 2],
      3,
      v.length,
    );
    const probabilities = softmax(heads.map((h) => linearScore(h, encode(i, bag('stage2')))));
    expect(probabilities.indexOf(Math.max(...probabilities))).toBe(1);
    expect(probabilities.reduce((a, b) => a + b, 0)).toBeCloseTo(1);
  });

  it('stores a head in 8 bits and loads it back within one quantisation step', () => {
    const head = trainBinaryHead(rows, labels, vocabulary.length);
    const stored = storeHead(head);
    const loaded = loadHead(stored, vocabulary.length);
    head.weights.forEach((w, j) => expect(Math.abs(loaded.weights[j] - w)).toBeLessThanOrEqual(stored.scale / 2 + 1e-9));
    expect(() => loadHead(stored, vocabulary.length + 1)).toThrow(/weights/);
  });

  it('prunes features every head weighs at zero, keeping the others aligned', () => {
    const head = { bias: 0, weights: Float32Array.from([1, 0.0001, -0.5]) };
    const pruned = pruneVocabulary(['a', 'b', 'c'], [head]);
    expect(pruned.vocabulary).toEqual(['a', 'c']);
    expect(Array.from(pruned.heads[0].weights)).toEqual([1, -0.5]);
  });
});
