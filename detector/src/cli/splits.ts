/**
 * `npm run splits -w @lcmdp/detector`
 *
 * Writes data/texts/{train,dev,test}.jsonl from the labelled captions — the team's (data/texts/team.jsonl) and
 * each independent writer's (data/texts/writers/*.jsonl) — split by writer and template as data/splits.json says,
 * and prints what each split holds (languages, suspected, positives per group). The images are split the same
 * way by `render-ads`.
 */
import fs from 'node:fs';
import path from 'node:path';

import { DETECTOR_ROOT } from '../config';
import { readLabelledTexts, type LabelledText } from '../data/examples';
import { SPLITS, assignSplits, readSplitPlan, writerOf } from '../data/splits';
import { GROUPS } from '../understand/vocabulary';
import { log, run } from './io';

export function describeSplit(name: string, items: readonly LabelledText[]): string {
  const share = (n: number) => `${n} (${Math.round((100 * n) / Math.max(1, items.length))} %)`;
  const lang = (l: string) => items.filter((t) => t.lang === l).length;
  const positives = GROUPS.map((g) => `${g} ${items.filter((t) => t.groups.includes(g)).length}`).join(', ');
  return [
    `${name}: ${items.length} captions; suspected ${share(items.filter((t) => t.suspected).length)}`,
    `  lo ${share(lang('lo'))}, mixed ${share(lang('mixed'))}, en ${share(lang('en'))}, unmarked ${share(items.filter((t) => !t.lang).length)}`,
    `  positives: ${positives}`,
    `  writers: ${[...new Set(items.map(writerOf))].join(', ')}`,
  ].join('\n');
}

run(async () => {
  const dir = path.join(DETECTOR_ROOT, 'data/texts');
  const plan = readSplitPlan();
  const writersDir = path.join(dir, 'writers');
  const files = [
    path.join(dir, 'team.jsonl'),
    ...fs
      .readdirSync(writersDir)
      .filter((f) => f.endsWith('.jsonl'))
      .sort()
      .map((f) => path.join(writersDir, f)),
  ];
  const all = files.flatMap((file) => readLabelledTexts(file));
  const ids = new Set<string>();
  for (const t of all) {
    if (ids.has(t.id)) throw new Error(`duplicate id ${t.id}`);
    ids.add(t.id);
  }
  const splits = assignSplits(all, plan.texts);
  for (const split of SPLITS) {
    fs.writeFileSync(path.join(dir, `${split}.jsonl`), splits[split].map((t) => JSON.stringify(t)).join('\n') + '\n');
    log(describeSplit(split, splits[split]));
  }
});
