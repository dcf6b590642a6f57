import { bestThreshold, chooseGroupThresholds, promotionDecision } from '../src/evaluation/model-selection';
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
});
