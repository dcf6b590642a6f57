/**
 * Choices made on the dev split after training: where "suspected" starts, where each group starts, and whether a
 * retrained model may replace the current one (it must not score worse on the same dev set).
 */
import { calibrate, fitPlatt, type Platt } from '../understand/calibration';
import type { DevScores, HandScores, ModelScores, Thresholds } from '../understand/classifier';
import { suspectedThreshold } from '../understand/verdict';
import { GROUPS, type Group } from '../understand/vocabulary';
import { evaluate, type Labelled, type Report } from './metrics';

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

const round = (x: number) => Math.round(x * 1000) / 1000;

const meanGroupF1Of = (report: Report) => round(GROUPS.reduce((sum, g) => sum + report.groups[g].f1, 0) / GROUPS.length);

export function devScoresOf(report: Report): DevScores {
  return {
    items: report.items,
    suspectedF1: round(report.suspected.f1),
    meanGroupF1: meanGroupF1Of(report),
    productAccuracy: round(report.productAccuracy),
  };
}

/**
 * Dev's scores pooled, and per hand (`hands[i]` is the writer of item i) with the mean over the hands: a writer of
 * 400 captions and a renderer of 118 pictures weigh the same in the mean.
 */
export function devScoresByHand(
  hands: readonly string[],
  truth: readonly Labelled[],
  predicted: readonly (Labelled & { error?: string })[],
): DevScores {
  const byHand: Record<string, HandScores> = {};
  for (const hand of [...new Set(hands)].sort()) {
    const at = hands.flatMap((h, i) => (h === hand ? [i] : []));
    const report = evaluate(
      at.map((i) => truth[i]),
      at.map((i) => predicted[i]),
    );
    byHand[hand] = { items: at.length, suspectedF1: round(report.suspected.f1), meanGroupF1: meanGroupF1Of(report) };
  }
  const all = Object.values(byHand);
  const mean = (pick: (h: HandScores) => number) => round(all.reduce((sum, h) => sum + pick(h), 0) / all.length);
  return {
    ...devScoresOf(evaluate(truth, predicted)),
    hands: byHand,
    handMean: { items: hands.length, suspectedF1: mean((h) => h.suspectedF1), meanGroupF1: mean((h) => h.meanGroupF1) },
  };
}

/** Each hand's suspected F1 / mean group F1 (and item count), then their mean: the line `train` and `eval` print. */
export function formatHandScores(scores: DevScores): string {
  const hands = Object.entries(scores.hands ?? {})
    .map(([hand, h]) => `${hand} ${h.suspectedF1} / ${h.meanGroupF1} (${h.items})`)
    .join(', ');
  return `by hand (suspected F1 / mean group F1): ${hands}; mean ${scores.handMean?.suspectedF1} / ${scores.handMean?.meanGroupF1}`;
}

export interface Promotion {
  promote: boolean;
  reason: string;
}

/**
 * A candidate replaces the current model only if it is not worse on dev in suspected F1 nor in mean group F1. When
 * both carry per-hand scores, the measure is the mean over dev's hands (each writer one vote: the unseen sets it must
 * do well on are other writers' hands, not more of the largest dev hand's); otherwise dev pooled. Decided on
 * 2026-11-29 before the retraining it first judged.
 */
export function promotionDecision(candidate: DevScores, current: DevScores | undefined): Promotion {
  if (!current) return { promote: true, reason: 'no current model to compare with' };
  const [mine, theirs, measure] =
    candidate.handMean && current.handMean
      ? [candidate.handMean, current.handMean, `mean over ${Object.keys(candidate.hands ?? {}).length} dev hands`]
      : [candidate, current, 'dev pooled'];
  const worse: string[] = [];
  if (mine.suspectedF1 < theirs.suspectedF1) worse.push(`suspected F1 ${mine.suspectedF1} < ${theirs.suspectedF1}`);
  if (mine.meanGroupF1 < theirs.meanGroupF1) worse.push(`mean group F1 ${mine.meanGroupF1} < ${theirs.meanGroupF1}`);
  if (worse.length > 0) return { promote: false, reason: `worse on ${measure}: ${worse.join(', ')}` };
  return {
    promote: true,
    reason: `${measure}: suspected F1 ${mine.suspectedF1} (was ${theirs.suspectedF1}), mean group F1 ${mine.meanGroupF1} (was ${theirs.meanGroupF1})`,
  };
}
