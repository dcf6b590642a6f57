/**
 * Folds of the train split by writer, for scores on writers a model has not seen (out of fold): each writer's
 * examples stay in one fold, as the splits keep each writer on one side. Dev is one writer (w4); thresholds and
 * calibration chosen on it alone fit that writer's ways. Out-of-fold scores of the train writers add many writers'.
 */
import { writerOf } from '../data/splits';

/**
 * Deals writers into `k` folds: the writer with the most examples first, each onto the fold with the fewest so far
 * (ties by name, so the folds are the same on every machine). Returns each writer's fold.
 */
export function writerFolds(examples: readonly { writer?: string }[], k: number): Map<string, number> {
  if (!Number.isInteger(k) || k < 2) throw new Error(`folds: need at least 2, got ${k}`);
  const counts = new Map<string, number>();
  for (const example of examples) {
    const writer = writerOf(example);
    counts.set(writer, (counts.get(writer) ?? 0) + 1);
  }
  if (counts.size < k) throw new Error(`folds: ${k} folds need ${k} writers, the examples have ${counts.size}`);
  const sizes = Array.from({ length: k }, () => 0);
  const fold = new Map<string, number>();
  const writers = [...counts].sort(([a, x], [b, y]) => y - x || a.localeCompare(b));
  for (const [writer, count] of writers) {
    const lightest = sizes.indexOf(Math.min(...sizes));
    fold.set(writer, lightest);
    sizes[lightest] += count;
  }
  return fold;
}
