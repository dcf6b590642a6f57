import {
  bestThreshold,
  chooseDecisionSettings,
  chooseGroupThresholds,
  devScoresByHand,
  formatHandScores,
  promotionDecision,
  type ScoredItem,
} from '../src/evaluation/model-selection';
import { writerFolds } from '../src/evaluation/writer-folds';
import { GROUPS } from '../src/understand/vocabulary';

describe('choices made on dev', () => {
  it('picks the threshold with the best F1', () => {
    const points = [
      { score: 0.9, truth: true },
      { score: 0.7, truth: true },
      { score: 0.32, truth: true },
      { score: 0.3, truth: false },
      { score: 0.1, truth: false },
    ];
    expect(bestThreshold(points)).toBe(0.35 - 0.05); // 0.3 keeps every positive and one negative: F1 0.857
  });

  it('keeps 0.5 when dev has too few positives to choose from', () => {
    expect(
      bestThreshold([
        { score: 0.9, truth: true },
        { score: 0.2, truth: false },
      ]),
    ).toBe(0.5);
  });

  it('chooses each group threshold on the items called suspected', () => {
    const scores = Object.fromEntries(GROUPS.map((g) => [g, 0.2])) as Record<(typeof GROUPS)[number], number>;
    const items = Array.from({ length: 6 }, (_, i) => ({
      suspected: true,
      groupScores: { ...scores, health_workers: i < 3 ? 0.3 : 0.1 },
      truthGroups: i < 3 ? (['health_workers'] as const) : ([] as const),
    }));
    const thresholds = chooseGroupThresholds(items);
    expect(thresholds.health_workers).toBeGreaterThan(0.1);
    expect(thresholds.health_workers).toBeLessThanOrEqual(0.3);
  });

  it('promotes a retrained model only if it is not worse on dev', () => {
    const current = { items: 100, suspectedF1: 0.9, meanGroupF1: 0.8, productAccuracy: 0.85 };
    expect(promotionDecision({ ...current, suspectedF1: 0.91 }, current).promote).toBe(true);
    expect(promotionDecision(current, current).promote).toBe(true);
    const worse = promotionDecision({ ...current, meanGroupF1: 0.79 }, current);
    expect(worse.promote).toBe(false);
    expect(worse.reason).toMatch(/mean group F1 0.79 < 0.8/);
    expect(promotionDecision(current, undefined).promote).toBe(true);
  });

  it('scores each dev hand alone and gives each hand one vote in the mean', () => {
    const yes = { suspected: true, groups: ['promotion_public' as const], product: 'infant_formula' as const };
    const no = { suspected: false, groups: [], product: 'none' as const };
    // A large hand the model gets right (8 items) and a small one it gets half wrong (2 items).
    const hands = [...Array(8).fill('w4'), 'i2', 'i2'];
    const truth = [yes, no, yes, no, yes, no, yes, no, yes, yes];
    const predicted = [yes, no, yes, no, yes, no, yes, no, yes, no];
    const scores = devScoresByHand(hands, truth, predicted);
    expect(scores.hands?.w4).toEqual({ items: 8, suspectedF1: 1, meanGroupF1: expect.any(Number) });
    expect(scores.hands?.i2.suspectedF1).toBeCloseTo(0.667, 3);
    expect(scores.handMean?.suspectedF1).toBeCloseTo((1 + 0.667) / 2, 3); // pooled would be 10/11 = 0.909
    expect(scores.suspectedF1).toBeCloseTo(0.909, 3);
    expect(formatHandScores(scores)).toBe(
      `by hand (suspected F1 / mean group F1): i2 0.667 / ${scores.hands?.i2.meanGroupF1} (2), w4 1 / ${scores.hands?.w4.meanGroupF1} (8); mean 0.834 / ${scores.handMean?.meanGroupF1}`,
    );
  });

  it('judges promotion on the mean over dev hands when both models carry it', () => {
    const pooled = { items: 600, suspectedF1: 0.96, meanGroupF1: 0.9, productAccuracy: 0.93 };
    const current = { ...pooled, handMean: { items: 600, suspectedF1: 0.95, meanGroupF1: 0.89 } };
    // Worse pooled (the large hand), better over the hands: promoted.
    const candidate = { ...pooled, suspectedF1: 0.95, handMean: { items: 600, suspectedF1: 0.955, meanGroupF1: 0.89 } };
    const decision = promotionDecision(candidate, current);
    expect(decision.promote).toBe(true);
    expect(decision.reason).toMatch(/mean over .* dev hands/);
    // Better pooled, worse over the hands: refused.
    const other = { ...pooled, suspectedF1: 0.97, handMean: { items: 600, suspectedF1: 0.94, meanGroupF1: 0.89 } };
    expect(promotionDecision(other, current)).toMatchObject({ promote: false, reason: expect.stringMatching(/0.94 < 0.95/) });
    // An older model file without hands: dev pooled decides.
    expect(promotionDecision(candidate, pooled).reason).toMatch(/dev pooled/);
  });
});

describe('decision settings from held-out scores', () => {
  const groups = (value: number) => Object.fromEntries(GROUPS.map((g) => [g, value])) as ScoredItem['scores']['groups'];
  const item = (raw: number, suspected: boolean, nothingNamed = false): ScoredItem => ({
    scores: { raw, suspected: raw, groups: groups(suspected ? 0.6 : 0.05), product: { product: 'none', probability: 1 } },
    nothingNamed,
    suspected,
    groups: suspected ? ['promotion_public'] : [],
  });

  it('calibrates, then chooses "suspected" on posts that name something and the groups on calibrated verdicts', () => {
    // Raw scores that run high: 0.7 is a coin toss, 0.9 and more are violations.
    const items = [
      ...Array.from({ length: 20 }, () => item(0.95, true)),
      ...Array.from({ length: 10 }, (_, i) => item(0.7, i < 5)),
      ...Array.from({ length: 20 }, () => item(0.2, false)),
      // A post naming nothing is left out of the "suspected" choice: a low-scoring violation here would pull it down.
      item(0.05, true, true),
    ];
    const { calibration, thresholds } = chooseDecisionSettings(items);
    expect(calibration.a).toBeGreaterThan(0);
    expect(thresholds.suspected).toBeGreaterThan(0.1);
    expect(thresholds.groups.promotion_public).toBeGreaterThan(0.05);
    expect(thresholds.groups.promotion_public).toBeLessThanOrEqual(0.6);
  });
});

describe('folds by writer', () => {
  const of = (counts: Record<string, number>) =>
    Object.entries(counts).flatMap(([writer, n]) => Array.from({ length: n }, () => (writer === 'team' ? {} : { writer })));

  it('keeps each writer in one fold, the largest first onto the lightest fold, the team counted as a writer', () => {
    const folds = writerFolds(of({ team: 400, w1: 300, w2: 200, w3: 200, w4: 100 }), 2);
    expect(folds.get('team')).toBe(0);
    expect(folds.get('w1')).toBe(1);
    expect(folds.get('w2')).toBe(1); // 300 < 400
    expect(folds.get('w3')).toBe(0); // 400 < 500
    expect(folds.get('w4')).toBe(1); // 500 < 600
    expect(new Set(folds.values())).toEqual(new Set([0, 1]));
  });

  it('is the same whatever the order of the examples, and refuses more folds than writers', () => {
    const examples = of({ a: 10, b: 10, c: 10, d: 5 });
    expect([...writerFolds([...examples].reverse(), 3)].sort()).toEqual([...writerFolds(examples, 3)].sort());
    expect(() => writerFolds(of({ a: 1, b: 1 }), 3)).toThrow(/3 folds need 3 writers/);
    expect(() => writerFolds(examples, 1)).toThrow(/at least 2/);
  });
});
