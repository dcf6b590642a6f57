/**
 * Platt scaling: a score s becomes σ(a·logit(s) + b), with a and b fitted by logistic regression on held-out
 * scores and truths (the dev split), so that "0.8" means right about 80 % of the time. The identity is a = 1, b = 0.
 */
import { sigmoid } from './linear-model';

export interface Platt {
  a: number;
  b: number;
}

export const IDENTITY: Platt = { a: 1, b: 0 };

export function logit(p: number): number {
  const q = Math.min(1 - 1e-6, Math.max(1e-6, p));
  return Math.log(q / (1 - q));
}

export function calibrate(platt: Platt, score: number): number {
  return sigmoid(platt.a * logit(score) + platt.b);
}

/**
 * Fits a and b by damped Newton steps on the log loss, with Platt's smoothed targets and a light pull towards the
 * identity (so well-separated scores do not send a to infinity). Fewer than 2 points of each answer: the identity.
 */
export function fitPlatt(points: readonly { score: number; truth: boolean }[]): Platt {
  const positives = points.filter((p) => p.truth).length;
  const negatives = points.length - positives;
  if (positives < 2 || negatives < 2) return IDENTITY;
  const high = (positives + 1) / (positives + 2);
  const low = 1 / (negatives + 2);
  const xs = points.map((p) => logit(p.score));
  const ys = points.map((p) => (p.truth ? high : low));
  const pull = 0.01 * points.length;
  const loss = (a: number, b: number) => {
    let sum = 0.5 * pull * ((a - 1) ** 2 + b ** 2);
    for (let i = 0; i < xs.length; i += 1) {
      const p = Math.min(1 - 1e-12, Math.max(1e-12, sigmoid(a * xs[i] + b)));
      sum -= ys[i] * Math.log(p) + (1 - ys[i]) * Math.log(1 - p);
    }
    return sum;
  };
  let a = 1;
  let b = 0;
  let current = loss(a, b);
  for (let step = 0; step < 100; step += 1) {
    let ga = pull * (a - 1);
    let gb = pull * b;
    let haa = pull;
    let hab = 0;
    let hbb = pull;
    for (let i = 0; i < xs.length; i += 1) {
      const p = sigmoid(a * xs[i] + b);
      const d = p - ys[i];
      const w = p * (1 - p);
      ga += d * xs[i];
      gb += d;
      haa += w * xs[i] * xs[i];
      hab += w * xs[i];
      hbb += w;
    }
    const det = haa * hbb - hab * hab;
    if (Math.abs(det) < 1e-12) break;
    const da = (hbb * ga - hab * gb) / det;
    const db = (haa * gb - hab * ga) / det;
    let t = 1;
    while (t > 1e-4 && loss(a - t * da, b - t * db) > current) t /= 2;
    if (t <= 1e-4) break;
    a -= t * da;
    b -= t * db;
    const next = loss(a, b);
    if (current - next < 1e-10) break;
    current = next;
  }
  return { a: round(a), b: round(b) };
}

export interface ReliabilityBin {
  from: number;
  to: number;
  items: number;
  meanScore: number;
  /** The share of items in the bin that are truly positive. */
  positiveRate: number;
}

/** Scores cut into equal-width bins: how often a score of about x was right. Also the expected calibration error. */
export function reliability(
  points: readonly { score: number; truth: boolean }[],
  bins = 10,
): { bins: ReliabilityBin[]; expectedCalibrationError: number } {
  const out: ReliabilityBin[] = [];
  let error = 0;
  for (let i = 0; i < bins; i += 1) {
    const from = i / bins;
    const to = (i + 1) / bins;
    const inBin = points.filter((p) => p.score >= from && (p.score < to || (i === bins - 1 && p.score <= 1)));
    const meanScore = inBin.length === 0 ? 0 : inBin.reduce((s, p) => s + p.score, 0) / inBin.length;
    const positiveRate = inBin.length === 0 ? 0 : inBin.filter((p) => p.truth).length / inBin.length;
    error += (inBin.length / Math.max(1, points.length)) * Math.abs(meanScore - positiveRate);
    out.push({ from, to, items: inBin.length, meanScore, positiveRate });
  }
  return { bins: out, expectedCalibrationError: error };
}

function round(x: number): number {
  return Math.round(x * 1e6) / 1e6;
}
