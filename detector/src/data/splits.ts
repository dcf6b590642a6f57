/**
 * Train / dev / test by writer and by template, never at random: each writer's examples go to one split (as
 * data/splits.json says), or, for a writer marked `by-template`, each of their templates goes wholly to dev or to
 * test. So near-copies of one post never straddle a split, and the test split is written by someone whose phrasing
 * neither the rules nor the model have seen.
 */
import fs from 'node:fs';
import path from 'node:path';

import { z } from 'zod';

import { seedOf } from '@lcmdp/contract';

import { DETECTOR_ROOT } from '../config';

export const SPLITS = ['train', 'dev', 'test'] as const;
export type Split = (typeof SPLITS)[number];

const assignment = z.enum(['train', 'dev', 'test', 'by-template']);
export const splitPlanSchema = z.object({
  texts: z.record(z.string(), assignment),
  images: z.record(z.string(), assignment),
});
export type SplitPlan = z.infer<typeof splitPlanSchema>;

/** data/splits.json: which split each writer's captions and pictures go to. */
export function readSplitPlan(file = path.join(DETECTOR_ROOT, 'data/splits.json')): SplitPlan {
  return splitPlanSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
}

export interface Written {
  id: string;
  writer?: string;
  template?: string;
}

/** An example's writer; the team's own examples (and CMS decisions) carry none. */
export const writerOf = (example: { writer?: string }): string => example.writer ?? 'team';

/** The split of one example; an example whose writer the plan does not name is an error (never silently train). */
export function splitOf(example: Written, plan: Readonly<Record<string, z.infer<typeof assignment>>>): Split {
  const writer = writerOf(example);
  const rule = plan[writer];
  if (!rule) throw new Error(`${example.id}: writer "${writer}" has no split in data/splits.json`);
  if (rule !== 'by-template') return rule;
  return seedOf(example.template ?? example.id) % 2 === 0 ? 'dev' : 'test';
}

/** Groups examples by split, keeping their order. Fails if one template lands in two splits. */
export function assignSplits<T extends Written>(
  examples: readonly T[],
  plan: Readonly<Record<string, z.infer<typeof assignment>>>,
): Record<Split, T[]> {
  const out: Record<Split, T[]> = { train: [], dev: [], test: [] };
  const templateSplit = new Map<string, Split>();
  for (const example of examples) {
    const split = splitOf(example, plan);
    const template = `${writerOf(example)}/${example.template ?? example.id}`;
    const earlier = templateSplit.get(template);
    if (earlier && earlier !== split) throw new Error(`template ${template} is in both ${earlier} and ${split}`);
    templateSplit.set(template, split);
    out[split].push(example);
  }
  return out;
}
