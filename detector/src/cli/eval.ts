/**
 * `npm run eval -w @lcmdp/detector [-- --split dev|test|train|dev,test] [--texts-only] [--images-only] [--errors]`
 * `npm run eval -w @lcmdp/detector -- --input captions.jsonl[,images.jsonl] [--errors]`
 *
 * Runs the same pipeline as `classify` on labelled splits (default: dev, then test), or on labelled files given
 * with `--input` (a new writer's set scored before it joins a split; lines with `text` are captions, lines with
 * `image` are pictures, paths relative to the file), and prints, for captions and for ad images: precision, recall
 * and F1 of "suspected" and of each group, product accuracy, the calibration table of the score; for images also
 * OCR's character error rate (by language, clean and hard renderings). `--errors` lists the items it got wrong.
 *
 * The dev split chose the thresholds and the calibration; the test split is never tuned on. The first time a
 * model version is scored on test, the figures are recorded in models/test-scores.json (never overwritten): that
 * first score is the honest estimate the README reports.
 */
import fs from 'node:fs';
import path from 'node:path';

import { DETECTOR_ROOT, loadConfig } from '../config';
import { readLabelledImages, readLabelledTexts, type LabelledImage, type LabelledText } from '../data/examples';
import { readPictureSplit } from '../data/picture-splits';
import { characterErrors, rate, type CharacterErrors } from '../evaluation/cer';
import { evaluate, formatReport, type Labelled, type Report } from '../evaluation/metrics';
import { devScoresByHand, devScoresOf, formatHandScores } from '../evaluation/model-selection';
import { writerOf } from '../data/splits';
import { reliability } from '../understand/calibration';
import { detectImage, detectText } from '../judge/judge';
import type { OutputLine } from './detect-lines';
import { loadCurrentClassifier } from '../judge/model-store';
import { lazyOcr, ocrSettingsName } from '../understand/ocr';
import { log, readArgs, run } from './io';

function describeError(id: string, truth: Labelled, got: Partial<OutputLine>, text: string): string {
  const show = (l: Partial<Labelled>) => `${l.suspected ? 'S' : '-'} [${(l.groups ?? []).join(',')}] ${l.product}`;
  return `  ${id}: want ${show(truth)} | got ${show(got)} (score ${got.score})\n      ${text.replace(/\s+/g, ' ').slice(0, 200)}`;
}

function isWrong(truth: Labelled, got: Partial<OutputLine>): boolean {
  const sameGroups = truth.groups.length === (got.groups ?? []).length && truth.groups.every((g) => got.groups?.includes(g));
  return truth.suspected !== got.suspected || !sameGroups || truth.product !== got.product;
}

export function formatCalibration(points: readonly { score: number; truth: boolean }[]): string {
  const { bins, expectedCalibrationError } = reliability(points);
  const rows = bins
    .filter((b) => b.items > 0)
    .map(
      (b) =>
        `  score ${b.from.toFixed(1)}–${b.to.toFixed(1)}  items ${String(b.items).padStart(4)}  mean score ${b.meanScore.toFixed(2)}  truly suspected ${b.positiveRate.toFixed(2)}`,
    );
  return [`calibration (expected calibration error ${expectedCalibrationError.toFixed(3)}):`, ...rows].join('\n');
}

/** A picture drawn in one of render-ads' hard styles (not clean, not the team's as designed). */
const isHard = (r: { render?: string }) => r.render !== 'clean' && r.render !== 'as_designed';

function formatCer(rows: readonly { lang?: string; render?: string; errors: CharacterErrors }[]): string {
  const cell = (pick: (r: (typeof rows)[number]) => boolean) => {
    const chosen = rows.filter(pick);
    return chosen.length === 0 ? '   –  ' : `${(100 * rate(chosen.map((r) => r.errors))).toFixed(1).padStart(5)} %`;
  };
  const lines = ['OCR character error rate      clean    hard     (images)'];
  for (const lang of ['lo', 'mixed', 'en', undefined]) {
    const ofLang = (r: (typeof rows)[number]) => lang === undefined || r.lang === lang;
    const n = (h: boolean) => rows.filter((r) => ofLang(r) && isHard(r) === h).length;
    lines.push(
      `  ${(lang ?? 'all').padEnd(27)} ${cell((r) => ofLang(r) && !isHard(r))}  ${cell((r) => ofLang(r) && isHard(r))}  (${n(false)} / ${n(true)})`,
    );
  }
  // A writer may describe each picture's treatment in full ("jpeg q23, blur sigma 1.37"): its first word is the kind.
  const kind = (r: (typeof rows)[number]) => (r.render ?? '?').split(/[\s,;(]/)[0];
  const styles = [...new Set(rows.filter(isHard).map(kind))].sort();
  lines.push(`  hard, by rendering: ${styles.map((s) => `${s} ${cell((r) => isHard(r) && kind(r) === s).trim()}`).join(', ')}`);
  return lines.join('\n');
}

/** Each writer's (hand's) scores alone and their mean, when the set holds more than one hand. */
function formatHands(items: readonly (Labelled & { writer?: string })[], predicted: readonly Labelled[]): string {
  const scores = devScoresByHand(
    items.map((i) => writerOf(i)),
    items,
    predicted,
  );
  return Object.keys(scores.hands ?? {}).length < 2 ? '' : formatHandScores(scores);
}

interface Recorded {
  recordedAt: string;
  texts?: ReturnType<typeof devScoresOf> & { suspectedPrecision: number; suspectedRecall: number };
  images?: ReturnType<typeof devScoresOf> & {
    suspectedPrecision: number;
    suspectedRecall: number;
    cerClean: number;
    cerHard: number;
    /** The OCR set-up the pictures were read with (absent: recorded before set-ups were named). */
    ocrSettings?: string;
  };
}

function summary(report: Report) {
  const r = (x: number) => Math.round(x * 1000) / 1000;
  return {
    ...devScoresOf(report),
    suspectedPrecision: r(report.suspected.precision),
    suspectedRecall: r(report.suspected.recall),
  };
}

/**
 * Records a model version's first test scores; a part already recorded is never replaced. The pictures' figures
 * depend on the OCR set-up as much as on the model: a version's pictures read under a new set-up are a first
 * score of their own, recorded as `<version> + OCR <set-up>`.
 */
function recordFirstTestScore(modelsDir: string, version: string, part: Omit<Recorded, 'recordedAt'>): void {
  const file = path.join(modelsDir, 'test-scores.json');
  const all = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, Recorded>) : {};
  const parts: [string, Omit<Recorded, 'recordedAt'>][] = [];
  const earlierImages = all[version]?.images;
  if (part.images && earlierImages && earlierImages.ocrSettings !== part.images.ocrSettings) {
    parts.push([version, { ...(part.texts ? { texts: part.texts } : {}) }]);
    parts.push([`${version} + OCR ${part.images.ocrSettings}`, { images: part.images }]);
  } else {
    parts.push([version, part]);
  }
  let changed = false;
  for (const [key, scores] of parts) {
    if (!scores.texts && !scores.images) continue;
    const earlier = all[key] ?? { recordedAt: new Date().toISOString() };
    const merged: Recorded = { ...scores, ...earlier };
    if (JSON.stringify(merged) === JSON.stringify(all[key])) continue;
    all[key] = merged;
    changed = true;
    log(`eval: first test score of ${key} recorded in ${path.relative(process.cwd(), file)}`);
  }
  if (changed) fs.writeFileSync(file, `${JSON.stringify(all, null, 2)}\n`);
}

interface Scoring {
  classifier: ReturnType<typeof loadCurrentClassifier>;
  ocr: ReturnType<typeof lazyOcr>;
  showErrors: boolean;
}

/** Scores labelled captions; prints the report and calibration table. */
function scoreTexts(label: string, texts: readonly LabelledText[], { classifier, showErrors }: Scoring): Recorded['texts'] {
  const started = Date.now();
  const predicted = texts.map((t) => detectText(t.text, t.variant, classifier));
  const report = evaluate(texts, predicted);
  console.log(formatReport(`captions (${label})`, report));
  const hands = formatHands(texts, predicted);
  if (hands) console.log(hands);
  console.log(formatCalibration(predicted.map((p, i) => ({ score: p.score, truth: texts[i].suspected }))));
  console.log(`(${texts.length} captions in ${Date.now() - started} ms)`);
  if (showErrors) {
    texts.forEach((t, i) => {
      if (isWrong(t, predicted[i])) console.log(describeError(t.id, t, predicted[i], t.text));
    });
  }
  return summary(report);
}

/** Scores labelled pictures through OCR; prints the report, calibration table and OCR's character error rate. */
async function scoreImages(
  label: string,
  images: readonly (LabelledImage & { path: string })[],
  { classifier, ocr, showErrors }: Scoring,
  ocrSettings: string,
): Promise<Recorded['images']> {
  const started = Date.now();
  const predicted: OutputLine[] = [];
  for (const [i, image] of images.entries()) {
    if (i % 20 === 0) log(`eval: image ${i + 1}/${images.length}`);
    predicted.push({ id: image.id, ...(await detectImage(image.path, image.variant, { classifier, ocr: ocr.get })) });
  }
  const report = evaluate(images, predicted);
  console.log(formatReport(`ad images (${label})`, report));
  const hands = formatHands(images, predicted);
  if (hands) console.log(hands);
  console.log(formatCalibration(predicted.map((p, i) => ({ score: p.score, truth: images[i].suspected }))));
  const cerRows = images
    .map((img, i) => ({ lang: img.lang, render: img.render, truth: img.ocr_truth, ocr: predicted[i].ocr?.text ?? '' }))
    .filter((r) => r.truth !== undefined)
    .map((r) => ({ ...r, errors: characterErrors(r.truth as string, r.ocr) }));
  if (cerRows.length > 0) console.log(formatCer(cerRows));
  console.log(`(${images.length} images in ${Date.now() - started} ms, OCR included)`);
  if (showErrors) {
    images.forEach((img, i) => {
      if (isWrong(img, predicted[i])) console.log(describeError(img.id, img, predicted[i], predicted[i].ocr?.text ?? ''));
    });
  }
  return {
    ...summary(report),
    cerClean: Math.round(1000 * rate(cerRows.filter((r) => !isHard(r)).map((r) => r.errors))) / 1000,
    cerHard: Math.round(1000 * rate(cerRows.filter(isHard).map((r) => r.errors))) / 1000,
    ocrSettings,
  };
}

/** Whether a labelled file holds pictures (its first line has `image`) rather than captions. */
function holdsImages(file: string): boolean {
  const first = fs
    .readFileSync(file, 'utf8')
    .split(/\r?\n/)
    .find((line) => line.trim() !== '');
  return first !== undefined && 'image' in (JSON.parse(first) as object);
}

run(async () => {
  const args = readArgs(process.argv.slice(2));
  const requested = args.get('split');
  const inputs = args.get('input');
  const config = loadConfig();
  const classifier = loadCurrentClassifier(config.modelsDir);
  const version = classifier?.version ?? 'rules-only';
  const ocr = lazyOcr(config);
  const scoring: Scoring = { classifier, ocr, showErrors: args.has('errors') };
  const ocrSettings = ocrSettingsName(config.ocrPageSegMode);
  try {
    if (typeof inputs === 'string') {
      // Labelled files scored as they are: never recorded (only the test split's first score is).
      for (const input of inputs.split(',').filter(Boolean)) {
        const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), input);
        console.log(`\n##### model ${version}, file ${input}`);
        if (holdsImages(file)) await scoreImages(input, readLabelledImages(file), scoring, ocrSettings);
        else scoreTexts(input, readLabelledTexts(file), scoring);
      }
      return;
    }
    const splits = (typeof requested === 'string' ? requested : 'dev,test')
      .split(',')
      .filter((s): s is 'train' | 'dev' | 'test' => ['train', 'dev', 'test'].includes(s));
    for (const split of splits) {
      console.log(`\n##### model ${version}, split ${split}`);
      const record: Omit<Recorded, 'recordedAt'> = {};
      if (!args.has('images-only')) {
        record.texts = scoreTexts(split, readLabelledTexts(path.join(DETECTOR_ROOT, `data/texts/${split}.jsonl`)), scoring);
      }
      const pictures = args.has('texts-only') ? [] : readPictureSplit(split);
      if (pictures.length > 0) record.images = await scoreImages(split, pictures, scoring, ocrSettings);
      if (split === 'test' && classifier) recordFirstTestScore(config.modelsDir, version, record);
    }
  } finally {
    await ocr.close();
  }
});
