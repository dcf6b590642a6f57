/**
 * `npm run eval -w @lcmdp/detector [-- --split dev|test|train|dev,test] [--texts-only] [--images-only] [--errors]`
 *
 * Runs the same pipeline as `classify` on labelled splits (default: dev, then test) and prints, for captions and
 * for ad images: precision, recall and F1 of "suspected" and of each group, product accuracy, the calibration
 * table of the score; for images also OCR's character error rate (by language, clean and hard renderings).
 * `--errors` lists the items it got wrong.
 *
 * The dev split chose the thresholds and the calibration; the test split is never tuned on. The first time a
 * model version is scored on test, the figures are recorded in models/test-scores.json (never overwritten): that
 * first score is the honest estimate the README reports.
 */
import fs from 'node:fs';
import path from 'node:path';

import { DETECTOR_ROOT, loadConfig } from '../config';
import { readLabelledImages, readLabelledTexts } from '../data/examples';
import { characterErrors, rate, type CharacterErrors } from '../evaluation/cer';
import { evaluate, formatReport, type Labelled, type Report } from '../evaluation/metrics';
import { devScoresOf } from '../evaluation/model-selection';
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

function formatCer(rows: readonly { lang?: string; render?: string; errors: CharacterErrors }[]): string {
  const hard = (r: { render?: string }) => r.render !== 'clean' && r.render !== 'as_designed';
  const cell = (pick: (r: (typeof rows)[number]) => boolean) => {
    const chosen = rows.filter(pick);
    return chosen.length === 0 ? '   –  ' : `${(100 * rate(chosen.map((r) => r.errors))).toFixed(1).padStart(5)} %`;
  };
  const lines = ['OCR character error rate      clean    hard     (images)'];
  for (const lang of ['lo', 'mixed', 'en', undefined]) {
    const ofLang = (r: (typeof rows)[number]) => lang === undefined || r.lang === lang;
    const n = (h: boolean) => rows.filter((r) => ofLang(r) && hard(r) === h).length;
    lines.push(
      `  ${(lang ?? 'all').padEnd(27)} ${cell((r) => ofLang(r) && !hard(r))}  ${cell((r) => ofLang(r) && hard(r))}  (${n(false)} / ${n(true)})`,
    );
  }
  const styles = [...new Set(rows.filter(hard).map((r) => r.render ?? '?'))].sort();
  lines.push(`  hard, by rendering: ${styles.map((s) => `${s} ${cell((r) => r.render === s).trim()}`).join(', ')}`);
  return lines.join('\n');
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

run(async () => {
  const args = readArgs(process.argv.slice(2));
  const requested = args.get('split');
  const splits = (typeof requested === 'string' ? requested : 'dev,test')
    .split(',')
    .filter((s): s is 'train' | 'dev' | 'test' => ['train', 'dev', 'test'].includes(s));
  const showErrors = args.has('errors');
  const config = loadConfig();
  const classifier = loadCurrentClassifier(config.modelsDir);
  const version = classifier?.version ?? 'rules-only';
  const ocr = lazyOcr(config);
  try {
    for (const split of splits) {
      console.log(`\n##### model ${version}, split ${split}`);
      const record: Omit<Recorded, 'recordedAt'> = {};
      if (!args.has('images-only')) {
        const texts = readLabelledTexts(path.join(DETECTOR_ROOT, `data/texts/${split}.jsonl`));
        const started = Date.now();
        const predicted = texts.map((t) => detectText(t.text, t.variant, classifier));
        const report = evaluate(texts, predicted);
        console.log(formatReport(`captions (${split})`, report));
        console.log(formatCalibration(predicted.map((p, i) => ({ score: p.score, truth: texts[i].suspected }))));
        console.log(`(${texts.length} captions in ${Date.now() - started} ms)`);
        record.texts = summary(report);
        if (showErrors) {
          texts.forEach((t, i) => {
            if (isWrong(t, predicted[i])) console.log(describeError(t.id, t, predicted[i], t.text));
          });
        }
      }
      const imagesFile = path.join(DETECTOR_ROOT, `data/images/${split}.jsonl`);
      if (!args.has('texts-only') && fs.existsSync(imagesFile)) {
        const images = readLabelledImages(imagesFile);
        const started = Date.now();
        const predicted: OutputLine[] = [];
        for (const [i, image] of images.entries()) {
          if (i % 20 === 0) log(`eval: image ${i + 1}/${images.length}`);
          predicted.push({ id: image.id, ...(await detectImage(image.path, image.variant, { classifier, ocr: ocr.get })) });
        }
        const report = evaluate(images, predicted);
        console.log(formatReport(`ad images (${split})`, report));
        console.log(formatCalibration(predicted.map((p, i) => ({ score: p.score, truth: images[i].suspected }))));
        const cerRows = images
          .map((img, i) => ({ lang: img.lang, render: img.render, truth: img.ocr_truth, ocr: predicted[i].ocr?.text ?? '' }))
          .filter((r) => r.truth !== undefined)
          .map((r) => ({ ...r, errors: characterErrors(r.truth as string, r.ocr) }));
        if (cerRows.length > 0) console.log(formatCer(cerRows));
        console.log(`(${images.length} images in ${Date.now() - started} ms, OCR included)`);
        const isHard = (r: (typeof cerRows)[number]) => r.render !== 'clean' && r.render !== 'as_designed';
        record.images = {
          ...summary(report),
          cerClean: Math.round(1000 * rate(cerRows.filter((r) => !isHard(r)).map((r) => r.errors))) / 1000,
          cerHard: Math.round(1000 * rate(cerRows.filter(isHard).map((r) => r.errors))) / 1000,
          ocrSettings: ocrSettingsName(config.ocrPageSegMode),
        };
        if (showErrors) {
          images.forEach((img, i) => {
            if (isWrong(img, predicted[i])) console.log(describeError(img.id, img, predicted[i], predicted[i].ocr?.text ?? ''));
          });
        }
      }
      if (split === 'test' && classifier) recordFirstTestScore(config.modelsDir, version, record);
    }
  } finally {
    await ocr.close();
  }
});
