/**
 * `npm run ocr-texts -w @lcmdp/detector`
 *
 * Reads every train and dev ad image with the detector's OCR and keeps the texts in data/images/ocr-texts.jsonl
 * (pictures already read under the same OCR set-up are skipped). `train` learns from the train texts and tunes on
 * the dev ones; the test pictures are never read here.
 */
import fs from 'node:fs';
import path from 'node:path';

import { loadConfig } from '../config';
import { OCR_TEXTS_FILE, readOcrTexts, writeOcrTexts, type OcrText } from '../data/ocr-texts';
import { readPictureSplits } from '../data/picture-splits';
import { sha256 } from '../sha256';
import { lazyOcr, ocrSettingsName } from '../understand/ocr';
import { log, run } from './io';

run(async () => {
  const config = loadConfig();
  const settings = ocrSettingsName(config.ocrPageSegMode);
  const known = readOcrTexts(OCR_TEXTS_FILE);
  const images = readPictureSplits(['train', 'dev']);
  const ocr = lazyOcr(config);
  const out: OcrText[] = [];
  let read = 0;
  try {
    const engine = await ocr.get();
    const pending = images.map(async (image) => {
      const hash = sha256(fs.readFileSync(image.path));
      const earlier = known.get(`${hash}|${settings}`);
      if (earlier) return { ...earlier, id: image.id };
      const result = await engine.recognise(image.path);
      read += 1;
      if (read % 25 === 0) log(`ocr-texts: ${read} pictures read`);
      return { id: image.id, sha256: hash, settings, text: result.text };
    });
    out.push(...(await Promise.all(pending)));
  } finally {
    await ocr.close();
  }
  writeOcrTexts(OCR_TEXTS_FILE, out);
  log(
    `ocr-texts: ${out.length} pictures (${read} read now, ${out.length - read} kept) in ${path.relative(process.cwd(), OCR_TEXTS_FILE)}`,
  );
});
