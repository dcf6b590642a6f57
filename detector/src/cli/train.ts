/**
 * `npm run train -w @lcmdp/detector [-- --decisions FILE.jsonl ...] [-- --from-cms [--since DATE]]`
 *
 * With `--from-cms`, the reviewers' final decisions are first downloaded from the CMS (DETECTOR_CMS_URL, with
 * DETECTOR_API_TOKEN) into data/decisions/cms-<date>.jsonl (kept out of git).
 * Retrains the classifier from the repo's labelled captions (data/texts/train.jsonl), every CMS decision export in
 * data/decisions/*.jsonl, and any --decisions files. Fits the rules/model blend and the group threshold on 5-fold
 * out-of-fold scores, then trains on everything and writes models/classifier-<version>.json and
 * models/current.json. The dev set is never read here.
 */
import fs from 'node:fs';
import path from 'node:path';

import { DETECTOR_ROOT, loadConfig } from '../config';
import { downloadDecisions } from '../data/cms-decisions';
import { readCmsDecisions, readLabelledTexts, type TrainingText } from '../data/examples';
import { evaluate } from '../evaluation/metrics';
import { blendScore, fitBlend, trainClassifier, type Blend, type LabelledFeatures } from '../understand/classifier';
import { saveClassifier } from '../understand/model-store';
import { groupStrengths } from '../understand/rules';
import { blendInput, decideGroups, understandText } from '../understand/verdict';
import { GROUPS, type Group } from '../understand/vocabulary';
import { log, readArgs, run } from './io';

const FOLDS = 5;
const GROUP_THRESHOLDS = [0.8, 0.9, 0.95, 0.98, 1.01];

interface Prepared extends LabelledFeatures {
  id: string;
  strengths: Map<Group, number>;
  /** Blend inputs without the model's probability. */
  rules: number;
  informational: boolean;
}

function gatherSources(args: Map<string, string | true>): { texts: TrainingText[]; sources: Record<string, number> } {
  const sources: Record<string, number> = {};
  const texts: TrainingText[] = [];
  const add = (label: string, items: TrainingText[]) => {
    sources[label] = items.length;
    texts.push(...items);
  };
  add('data/texts/train.jsonl', readLabelledTexts(path.join(DETECTOR_ROOT, 'data/texts/train.jsonl')));
  const decisionsDir = path.join(DETECTOR_ROOT, 'data/decisions');
  if (fs.existsSync(decisionsDir)) {
    for (const file of fs
      .readdirSync(decisionsDir)
      .filter((f) => f.endsWith('.jsonl'))
      .sort()) {
      add(`data/decisions/${file}`, readCmsDecisions(path.join(decisionsDir, file)));
    }
  }
  const extra = args.get('decisions');
  if (typeof extra === 'string') {
    for (const file of extra.split(','))
      add(path.basename(file), readCmsDecisions(path.resolve(process.env.INIT_CWD ?? process.cwd(), file)));
  }
  return { texts, sources };
}

/** Deterministic fold of an example, so retraining on the same data gives the same model. */
function foldOf(id: string): number {
  let h = 0;
  for (const ch of id) h = (h * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  return h % FOLDS;
}

run(async () => {
  const args = readArgs(process.argv.slice(2));
  const config = loadConfig();
  const started = Date.now();
  if (args.has('from-cms')) {
    if (!config.watch.token) throw new Error('--from-cms needs DETECTOR_API_TOKEN (the CMS token of the detector)');
    const since = args.get('since');
    const { file, lines } = await downloadDecisions({
      cmsUrl: config.watch.cmsUrl,
      token: config.watch.token,
      since: typeof since === 'string' ? since : undefined,
      dir: path.join(DETECTOR_ROOT, 'data/decisions'),
    });
    log(`${lines} decision(s) downloaded from ${config.watch.cmsUrl} into ${path.relative(DETECTOR_ROOT, file)}`);
  }
  const { texts, sources } = gatherSources(args);
  const prepared: Prepared[] = texts.map((t) => {
    const understanding = understandText(t.text, 'caption');
    const input = blendInput(understanding);
    return {
      id: t.id,
      rules: input.rules,
      informational: input.informational,
      features: understanding.features,
      suspected: t.suspected,
      groups: t.groups,
      product: t.product,
      strengths: groupStrengths(understanding.findings),
    };
  });
  log(
    `train: ${prepared.length} examples (${Object.entries(sources)
      .map(([k, v]) => `${k}: ${v}`)
      .join(', ')})`,
  );

  // Out-of-fold model scores: each example scored by a model that never saw it.
  const neutral: Blend = { rules: 0, model: 1, informational: 0, bias: 0 };
  const outOfFold: { item: Prepared; suspected: number; groups: Record<Group, number> }[] = [];
  for (let fold = 0; fold < FOLDS; fold += 1) {
    const trainPart = prepared.filter((p) => foldOf(p.id) !== fold);
    const heldOut = prepared.filter((p) => foldOf(p.id) === fold);
    const model = trainClassifier(trainPart, { sources, blend: neutral, groupThreshold: 1.01 });
    for (const item of heldOut) {
      const scores = model.score(item.features);
      outOfFold.push({ item, suspected: scores.suspected, groups: scores.groups });
    }
  }
  const inputOf = (o: (typeof outOfFold)[number]) => ({
    rules: o.item.rules,
    model: o.suspected,
    informational: o.item.informational,
  });
  const blend = fitBlend(outOfFold.map((o) => ({ ...inputOf(o), suspected: o.item.suspected })));

  // The group threshold that gives the best mean group F1 out of fold.
  let groupThreshold = 1.01;
  let bestF1 = -1;
  for (const threshold of GROUP_THRESHOLDS) {
    const predicted = outOfFold.map((o) => {
      const suspected = blendScore(blend, inputOf(o)) >= 0.5;
      return {
        suspected,
        groups: suspected ? decideGroups(o.item.strengths, o.groups, threshold) : [],
        product: o.item.product ?? 'none',
      };
    });
    const report = evaluate(
      outOfFold.map((o) => ({ ...o.item, product: o.item.product ?? 'none' })),
      predicted,
    );
    const meanF1 = GROUPS.reduce((sum, g) => sum + report.groups[g].f1, 0) / GROUPS.length;
    log(
      `train: out-of-fold, group threshold ${threshold}: suspected F1 ${report.suspected.f1.toFixed(3)}, mean group F1 ${meanF1.toFixed(3)}`,
    );
    if (meanF1 > bestF1 + 1e-9) {
      bestF1 = meanF1;
      groupThreshold = threshold;
    }
  }

  const classifier = trainClassifier(prepared, { sources, blend, groupThreshold });
  const file = saveClassifier(config.modelsDir, classifier);
  log(
    `train: blend rules ${blend.rules.toFixed(3)} model ${blend.model.toFixed(3)} informational ${blend.informational.toFixed(3)} bias ${blend.bias.toFixed(3)}, group threshold ${groupThreshold}`,
  );
  log(`train: wrote ${path.relative(process.cwd(), file)} (version ${classifier.version}) in ${Date.now() - started} ms`);
});
