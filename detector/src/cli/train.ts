/**
 * `npm run train -w @lcmdp/detector [-- --decisions FILE.jsonl ...] [--from-cms [--since DATE]] [--force]
 *   [--epochs N] [--l2 X] [--learning-rate X]` (the settings are recorded in the model file)
 *
 * With `--from-cms`, the reviewers' final decisions are first downloaded from the CMS (DETECTOR_CMS_URL, with
 * DETECTOR_API_TOKEN) into data/decisions/cms-<date>.jsonl (kept out of git).
 *
 * 1. Trains the heads on the train split (data/texts/train.jsonl), every CMS decision export in
 *    data/decisions/*.jsonl, and any --decisions files.
 * 2. On the dev split (data/texts/dev.jsonl): fits the calibration of the suspicion score, chooses the threshold
 *    of "suspected" and of each group, and measures the result.
 * 3. Writes models/classifier-<version>.json, and makes it current only if it is not worse on dev than the current
 *    model (`--force` makes it current anyway). The test split is never read here.
 */
import fs from 'node:fs';
import path from 'node:path';

import { DETECTOR_ROOT, loadConfig } from '../config';
import { downloadDecisions } from '../data/cms-decisions';
import { readCmsDecisions, readLabelledTexts, type TrainingText } from '../data/examples';
import { OCR_TEXTS_FILE, readOcrTexts } from '../data/ocr-texts';
import { readPictureSplit } from '../data/picture-splits';
import { sha256 } from '../sha256';
import { ocrSettingsName } from '../understand/ocr';
import { evaluate } from '../evaluation/metrics';
import { bestThreshold, chooseGroupThresholds, devScoresOf, promotionDecision } from '../evaluation/model-selection';
import { fitPlatt, calibrate } from '../understand/calibration';
import { trainClassifier, type Classifier, type LabelledBag } from '../understand/classifier';
import { featureBag } from '../understand/features';
import { DEFAULT_SETTINGS } from '../understand/linear-model';
import { loadCurrentClassifier, saveClassifier } from '../judge/model-store';
import { decide, namesNothing, suspectedThreshold, understandText } from '../understand/verdict';
import { log, readArgs, run } from './io';

/** The labelled pictures of a split as the text OCR read from them (data/images/ocr-texts.jsonl). */
function pictureTexts(split: 'train' | 'dev', settings: string): TrainingText[] {
  const known = readOcrTexts(OCR_TEXTS_FILE);
  const images = readPictureSplit(split);
  const out: TrainingText[] = [];
  for (const image of images) {
    const read = known.get(`${sha256(fs.readFileSync(image.path))}|${settings}`);
    if (read) out.push({ ...image, text: read.text, source: 'image_ocr' });
  }
  if (out.length < images.length) {
    log(`train: ${images.length - out.length} ${split} picture(s) not read yet (npm run ocr-texts -w @lcmdp/detector); left out`);
  }
  return out;
}

function gatherSources(
  args: Map<string, string | true>,
  ocrSettings: string,
): { texts: TrainingText[]; sources: Record<string, number> } {
  const sources: Record<string, number> = {};
  const texts: TrainingText[] = [];
  const add = (label: string, items: TrainingText[]) => {
    sources[label] = items.length;
    texts.push(...items);
  };
  add('data/texts/train.jsonl', readLabelledTexts(path.join(DETECTOR_ROOT, 'data/texts/train.jsonl')));
  add('data/images/train.jsonl (OCR texts)', pictureTexts('train', ocrSettings));
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

/** Labels for scoring; a CMS decision without a product counts as `none`. */
function labelled(t: TrainingText) {
  return { suspected: t.suspected, groups: t.groups, product: t.product ?? ('none' as const) };
}

function understand(t: Pick<TrainingText, 'text' | 'variant' | 'source'>) {
  return understandText(t.text, t.source ?? 'caption', t.variant);
}

function bagOf(t: Pick<TrainingText, 'text' | 'variant' | 'source'>) {
  return featureBag(understand(t), t.variant);
}

/** Fits calibration and thresholds on dev; returns the model with them and its dev scores. */
function tuneOnDev(model: Classifier, dev: readonly TrainingText[]): Classifier {
  const understood = dev.map(understand);
  const scores = understood.map((u, i) => model.score(featureBag(u, dev[i].variant)));
  const calibration = fitPlatt(scores.map((s, i) => ({ score: s.raw, truth: dev[i].suspected })));
  const calibrated = scores.map((s) => calibrate(calibration, s.raw));
  const nothingNamed = understood.map(namesNothing);
  const points = calibrated.map((score, i) => ({ score, truth: dev[i].suspected }));
  const suspectedAt = bestThreshold(points.filter((_, i) => !nothingNamed[i]));
  const isSuspected = (i: number) => calibrated[i] >= suspectedThreshold(suspectedAt, nothingNamed[i]);
  const groups = chooseGroupThresholds(
    scores.map((s, i) => ({ suspected: isSuspected(i), groupScores: s.groups, truthGroups: dev[i].groups })),
  );
  const thresholds = { suspected: suspectedAt, groups };
  const tuned = model.withDecisionSettings(calibration, thresholds);
  const report = evaluate(
    dev.map(labelled),
    understood.map((u) => decide(u, tuned)),
  );
  log(
    `train: calibration a ${calibration.a} b ${calibration.b}; suspected at ${suspectedAt} (${suspectedThreshold(suspectedAt, true)} when nothing is named); groups at ${Object.entries(
      groups,
    )
      .map(([g, t]) => `${g} ${t}`)
      .join(', ')}`,
  );
  return tuned.withDecisionSettings(calibration, thresholds, devScoresOf(report));
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
  const { texts, sources } = gatherSources(args, ocrSettingsName(config.ocrPageSegMode));
  const examples: LabelledBag[] = texts.map((t) => ({
    bag: bagOf(t),
    suspected: t.suspected,
    groups: t.groups,
    product: t.product,
  }));
  log(
    `train: ${examples.length} examples (${Object.entries(sources)
      .map(([k, v]) => `${k}: ${v}`)
      .join(', ')})`,
  );
  const number = (name: string, fallback: number) => {
    const value = args.get(name);
    return typeof value === 'string' ? Number(value) : fallback;
  };
  const settings = {
    epochs: number('epochs', DEFAULT_SETTINGS.epochs),
    learningRate: number('learning-rate', DEFAULT_SETTINGS.learningRate),
    l2: number('l2', DEFAULT_SETTINGS.l2),
    seed: DEFAULT_SETTINGS.seed,
  };
  const trained = trainClassifier(examples, { sources, settings });
  // The fixed dev set: the dev captions and what OCR read from the dev pictures.
  const dev = [
    ...readLabelledTexts(path.join(DETECTOR_ROOT, 'data/texts/dev.jsonl')),
    ...pictureTexts('dev', ocrSettingsName(config.ocrPageSegMode)),
  ];
  const candidate = tuneOnDev(trained, dev);
  const scores = candidate.file.dev;
  log(
    `train: dev (${scores?.items} captions and pictures): suspected F1 ${scores?.suspectedF1}, mean group F1 ${scores?.meanGroupF1}, product accuracy ${scores?.productAccuracy}`,
  );

  let current: Classifier | undefined;
  try {
    current = loadCurrentClassifier(config.modelsDir);
  } catch (error) {
    log(`train: the current model cannot be loaded (${(error as Error).message}); the new one replaces it`);
  }
  const currentScores =
    current &&
    devScoresOf(
      evaluate(
        dev.map(labelled),
        dev.map((t) => decide(understand(t), current)),
      ),
    );
  const decision = promotionDecision(candidate.file.dev ?? devScoresOf(evaluate([], [])), currentScores);
  const promote = decision.promote || args.has('force');
  const file = saveClassifier(config.modelsDir, candidate, { makeCurrent: promote });
  log(
    `train: wrote ${path.relative(process.cwd(), file)} (version ${candidate.version}, ${candidate.file.vocabulary.length} features)`,
  );
  log(
    promote
      ? `train: ${candidate.version} is now the current model (${decision.promote ? decision.reason : 'forced'})`
      : `train: ${candidate.version} NOT promoted, ${current?.version} stays current (${decision.reason}; --force to promote anyway)`,
  );
  log(`train: done in ${Date.now() - started} ms`);
});
