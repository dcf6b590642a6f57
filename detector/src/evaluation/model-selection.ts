/**
 * Choices made on the dev split after training: where "suspected" starts, where each group starts, and whether a
 * retrained model may replace the current one (it must not score worse on the same dev set).
 */
import { calibrate, fitPlatt, type Platt } from '../understand/calibration';
import type { DevScores, ModelScores, Thresholds } from '../understand/classifier';
import { suspectedThreshold } from '../understand/verdict';
import { GROUPS, type Group } from '../understand/vocabulary';
import type { Report } from './metrics';

const GRID = Array.from({ length: 17 }, (_, i) => Math.round((0.1 + i * 0.05) * 100) / 100);
/** Fewer positives than this on dev: the group keeps 0.5 (too few to choose from). */
const MIN_POSITIVES = 3;

function f1(tp: number, fp: number, fn: number): number {
  return tp === 0 ? 0 : (2 * tp) / (2 * tp + fp + fn);
}

/** The threshold with the best F1; among equals, the one nearest 0.5. */
export function bestThreshold(points: readonly { score: number; truth: boolean }[]): number {
  if (points.filter((p) => p.truth).length < MIN_POSITIVES) return 0.5;
  let best = 0.5;
  let bestF1 = -1;
  for (const t of GRID) {
    let tp = 0;
    let fp = 0;
    let fn = 0;
    for (const p of points) {
      const predicted = p.score >= t;
      if (predicted && p.truth) tp += 1;
      else if (predicted) fp += 1;
      else if (p.truth) fn += 1;
    }
    const score = f1(tp, fp, fn);
    if (score > bestF1 + 1e-9 || (Math.abs(score - bestF1) <= 1e-9 && Math.abs(t - 0.5) < Math.abs(best - 0.5))) {
      best = t;
      bestF1 = score;
    }
  }
  return best;
}

/**
 * Per group: the threshold with the best F1 over all dev items, a group counting only on items the model calls
 * suspected (as at run time).
 */
export function chooseGroupThresholds(
  items: readonly { suspected: boolean; groupScores: Readonly<Record<Group, number>>; truthGroups: readonly Group[] }[],
): Record<Group, number> {
  return Object.fromEntries(
    GROUPS.map((g) => [
      g,
      bestThreshold(items.map((i) => ({ score: i.suspected ? i.groupScores[g] : 0, truth: i.truthGroups.includes(g) }))),
    ]),
  ) as Record<Group, number>;
}

/** A held-out item as the model scored it, with its labels. */
export interface ScoredItem {
  scores: ModelScores;
  /** The post names no product, maker nor act (`namesNothing`): "suspected" starts higher for it. */
  nothingNamed: boolean;
  suspected: boolean;
  groups: readonly Group[];
}

/**
 * The decision settings from held-out scores: the calibration of the suspicion score, then on calibrated scores
 * where "suspected" starts (on posts that name something) and where each group starts.
 */
export function chooseDecisionSettings(items: readonly ScoredItem[]): { calibration: Platt; thresholds: Thresholds } {
  const calibration = fitPlatt(items.map((i) => ({ score: i.scores.raw, truth: i.suspected })));
  const calibrated = items.map((i) => calibrate(calibration, i.scores.raw));
  const suspectedAt = bestThreshold(
    items.flatMap((item, i) => (item.nothingNamed ? [] : [{ score: calibrated[i], truth: item.suspected }])),
  );
  const groups = chooseGroupThresholds(
    items.map((item, i) => ({
      suspected: calibrated[i] >= suspectedThreshold(suspectedAt, item.nothingNamed),
      groupScores: item.scores.groups,
      truthGroups: item.groups,
    })),
  );
  return { calibration, thresholds: { suspected: suspectedAt, groups } };
}

export function devScoresOf(report: Report): DevScores {
  const round = (x: number) => Math.round(x * 1000) / 1000;
  return {
    items: report.items,
    suspectedF1: round(report.suspected.f1),
    meanGroupF1: round(GROUPS.reduce((sum, g) => sum + report.groups[g].f1, 0) / GROUPS.length),
    productAccuracy: round(report.productAccuracy),
  };
}

export interface Promotion {
  promote: boolean;
  reason: string;
}

/** A candidate replaces the current model only if it is not worse on dev in suspected F1 nor in mean group F1. */
export function promotionDecision(candidate: DevScores, current: DevScores | undefined): Promotion {
  if (!current) return { promote: true, reason: 'no current model to compare with' };
  const worse: string[] = [];
  if (candidate.suspectedF1 < current.suspectedF1) {
    worse.push(`suspected F1 ${candidate.suspectedF1} < ${current.suspectedF1}`);
  }
  if (candidate.meanGroupF1 < current.meanGroupF1) {
    worse.push(`mean group F1 ${candidate.meanGroupF1} < ${current.meanGroupF1}`);
  }
  if (worse.length > 0) return { promote: false, reason: `worse on dev: ${worse.join(', ')}` };
  return {
    promote: true,
    reason: `dev suspected F1 ${candidate.suspectedF1} (was ${current.suspectedF1}), mean group F1 ${candidate.meanGroupF1} (was ${current.meanGroupF1})`,
  };
}
