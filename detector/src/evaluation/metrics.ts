/** Precision, recall and F1 for "suspected", per violation group, and product accuracy. */
import { GROUPS, type Group, type Product } from '../understand/vocabulary';

export interface Counts {
  tp: number;
  fp: number;
  fn: number;
  tn: number;
}

export interface Scores extends Counts {
  precision: number;
  recall: number;
  f1: number;
  support: number;
}

export function scoresOf(c: Counts): Scores {
  const precision = c.tp + c.fp === 0 ? (c.fn === 0 ? 1 : 0) : c.tp / (c.tp + c.fp);
  const recall = c.tp + c.fn === 0 ? (c.fp === 0 ? 1 : 0) : c.tp / (c.tp + c.fn);
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { ...c, precision, recall, f1, support: c.tp + c.fn };
}

function count(pairs: readonly [boolean, boolean][]): Counts {
  const c = { tp: 0, fp: 0, fn: 0, tn: 0 };
  for (const [truth, predicted] of pairs) {
    if (truth && predicted) c.tp += 1;
    else if (!truth && predicted) c.fp += 1;
    else if (truth && !predicted) c.fn += 1;
    else c.tn += 1;
  }
  return c;
}

export interface Labelled {
  suspected: boolean;
  groups: readonly Group[];
  product: Product;
}

export interface Report {
  items: number;
  suspected: Scores;
  groups: Record<Group, Scores>;
  productAccuracy: number;
  errors: number;
}

/** `predicted[i]` answers `truth[i]`; an answer with an error counts as "not suspected". */
export function evaluate(truth: readonly Labelled[], predicted: readonly (Labelled & { error?: string })[]): Report {
  const groups = {} as Record<Group, Scores>;
  for (const group of GROUPS) {
    groups[group] = scoresOf(count(truth.map((t, i) => [t.groups.includes(group), predicted[i].groups.includes(group)])));
  }
  const correctProducts = truth.filter((t, i) => t.product === predicted[i].product).length;
  return {
    items: truth.length,
    suspected: scoresOf(count(truth.map((t, i) => [t.suspected, predicted[i].suspected]))),
    groups,
    productAccuracy: truth.length === 0 ? 0 : correctProducts / truth.length,
    errors: predicted.filter((p) => p.error !== undefined).length,
  };
}

const pct = (x: number) => x.toFixed(3);
/** The label column: as wide as the longest group name and a space. */
const label = (name: string) => name.padEnd(Math.max(...GROUPS.map((g) => g.length), 'product accuracy'.length) + 1);

export function formatReport(title: string, report: Report): string {
  const lines = [
    `== ${title}: ${report.items} items${report.errors ? `, ${report.errors} errors` : ''}`,
    `${label('suspected')}P ${pct(report.suspected.precision)}  R ${pct(report.suspected.recall)}  F1 ${pct(report.suspected.f1)}  (tp ${report.suspected.tp} fp ${report.suspected.fp} fn ${report.suspected.fn} tn ${report.suspected.tn})`,
  ];
  for (const group of GROUPS) {
    const s = report.groups[group];
    lines.push(`${label(group)}P ${pct(s.precision)}  R ${pct(s.recall)}  F1 ${pct(s.f1)}  (support ${s.support}, fp ${s.fp})`);
  }
  lines.push(`${label('product accuracy')}${pct(report.productAccuracy)}`);
  return lines.join('\n');
}
