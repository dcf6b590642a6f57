/**
 * `npm run eval -w @lcmdp/detector [-- --split dev|test|train] [--texts-only] [--images-only] [--errors]`
 *
 * Runs the same pipeline as `classify` on a labelled split (default dev: data/texts/dev.jsonl,
 * data/images/dev.jsonl) and prints precision, recall and F1 for "suspected", per violation group, and product
 * accuracy — for texts and images separately. `--errors` also lists the items it got wrong. The test split was
 * written after the rules and the model were tuned on dev, and is the honest estimate of unseen data.
 */
import fs from 'node:fs';
import path from 'node:path';

import { DETECTOR_ROOT, loadConfig } from '../config';
import { readLabelledImages, readLabelledTexts } from '../data/examples';
import { evaluate, formatReport, type Labelled } from '../evaluation/metrics';
import { detectImage, detectText, type OutputLine } from '../understand/detect';
import { loadCurrentClassifier } from '../understand/model-store';
import { lazyOcr } from '../understand/ocr';
import { log, readArgs, run } from './io';

function describeError(id: string, truth: Labelled, got: Partial<OutputLine>, text: string): string {
  const show = (l: Partial<Labelled>) => `${l.suspected ? 'S' : '-'} [${(l.groups ?? []).join(',')}] ${l.product}`;
  return `  ${id}: want ${show(truth)} | got ${show(got)} (score ${got.score})\n      ${text.replace(/\s+/g, ' ').slice(0, 160)}`;
}

function isWrong(truth: Labelled, got: Partial<OutputLine>): boolean {
  const sameGroups = truth.groups.length === (got.groups ?? []).length && truth.groups.every((g) => got.groups?.includes(g));
  return truth.suspected !== got.suspected || !sameGroups || truth.product !== got.product;
}

run(async () => {
  const args = readArgs(process.argv.slice(2));
  const requested = args.get('split');
  const split = requested === 'train' || requested === 'test' ? requested : 'dev';
  const showErrors = args.has('errors');
  const config = loadConfig();
  const classifier = loadCurrentClassifier(config.modelsDir);
  console.log(`model ${classifier?.version ?? 'rules-only'}, split ${split}`);

  if (!args.has('images-only')) {
    const texts = readLabelledTexts(path.join(DETECTOR_ROOT, `data/texts/${split}.jsonl`));
    const started = Date.now();
    const predicted = texts.map((t) => detectText(t.text, t.variant, classifier));
    console.log(formatReport(`texts (${split})`, evaluate(texts, predicted)));
    console.log(`(${texts.length} texts in ${Date.now() - started} ms)`);
    if (showErrors) {
      texts.forEach((t, i) => {
        if (isWrong(t, predicted[i])) console.log(describeError(t.id, t, predicted[i], t.text));
      });
    }
  }

  const imagesFile = path.join(DETECTOR_ROOT, `data/images/${split}.jsonl`);
  if (!args.has('texts-only') && fs.existsSync(imagesFile)) {
    const images = readLabelledImages(imagesFile);
    const ocr = lazyOcr(config);
    const started = Date.now();
    try {
      const predicted: OutputLine[] = [];
      for (const [i, image] of images.entries()) {
        log(`eval: image ${i + 1}/${images.length} ${image.image}`);
        predicted.push({ id: image.id, ...(await detectImage(image.path, image.variant, { classifier, ocr: ocr.get })) });
      }
      console.log(formatReport(`images (${split})`, evaluate(images, predicted)));
      console.log(`(${images.length} images in ${Date.now() - started} ms, OCR included)`);
      if (showErrors) {
        images.forEach((img, i) => {
          if (isWrong(img, predicted[i])) console.log(describeError(img.id, img, predicted[i], predicted[i].ocr?.text ?? ''));
        });
      }
    } finally {
      await ocr.close();
    }
  }
});
