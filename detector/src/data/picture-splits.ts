/**
 * The labelled pictures of a split. Two kinds live in data/images: the ones `render-ads` draws from designs
 * (data/images/<split>.jsonl, written by that command), and sets a writer drew with a renderer of their own
 * (data/images/drawn/<writer>/images.jsonl with its files: HTML pages screenshotted in Chromium, say). The second
 * kind keeps the estimate honest about pictures that do not come from this project's renderer: the OCR was tuned
 * on the renderer's fonts and layouts, the ads a reviewer meets were not. data/splits.json puts each drawn set in a
 * split like any other writer.
 */
import fs from 'node:fs';
import path from 'node:path';

import { DETECTOR_ROOT } from '../config';
import { readLabelledImages, type LabelledImage } from './examples';
import { assignSplits, readSplitPlan, type Split, type SplitPlan } from './splits';

const IMAGES_DIR = path.join(DETECTOR_ROOT, 'data/images');

type LabelledPicture = LabelledImage & { path: string };

/** Every drawn set (data/images/drawn/<writer>/images.jsonl), each picture's writer being its folder's. */
export function readDrawnSets(dir = IMAGES_DIR): LabelledPicture[] {
  const drawnDir = path.join(dir, 'drawn');
  if (!fs.existsSync(drawnDir)) return [];
  return fs
    .readdirSync(drawnDir)
    .sort()
    .flatMap((writer) => {
      const pictures = readLabelledImages(path.join(drawnDir, writer, 'images.jsonl'));
      for (const picture of pictures) {
        if (picture.writer !== writer) throw new Error(`${picture.id}: writer "${picture.writer}" in drawn/${writer}`);
      }
      return pictures;
    });
}

/**
 * The pictures of the given splits, in that order: for each, the ones render-ads drew first, then the drawn sets
 * the plan puts there (the drawn sets and the plan are read once for all the splits).
 */
export function readPictureSplits(
  splits: readonly Split[],
  dir = IMAGES_DIR,
  plan: SplitPlan = readSplitPlan(),
): LabelledPicture[] {
  const drawn = assignSplits(readDrawnSets(dir), plan.images);
  return splits.flatMap((split) => {
    const rendered = path.join(dir, `${split}.jsonl`);
    return [...(fs.existsSync(rendered) ? readLabelledImages(rendered) : []), ...drawn[split]];
  });
}

/** The pictures of one split. */
export function readPictureSplit(split: Split, dir = IMAGES_DIR, plan: SplitPlan = readSplitPlan()): LabelledPicture[] {
  return readPictureSplits([split], dir, plan);
}
