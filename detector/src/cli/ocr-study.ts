/**
 * `npm run ocr-study -w @lcmdp/detector -- [--split dev|train] [--limit N] [--only lo|en|mixed] [--tuning JSON]
 *   [--correct MIN_COUNT,MAX_DISTANCE,MIN_LETTERS] [--dump FILE] [--worst]`
 *
 * OCR's character error rate alone (no classifier), to compare OCR set-ups quickly: CER clean / hard, by language
 * and by rendering, and ms per picture. Reads the dev or train pictures only: the test split is refused.
 * `--tuning '{"rereadBelow":80}'` overrides the engine's measured defaults (OcrTuning in understand/ocr.ts).
 * `--correct 2,1,3` also scores the text after the Lao word correction (ocr-correction.ts) with a word list of the
 * train captions and the lexicon's and brands' terms (words seen at least MIN_COUNT times).
 */
import fs from 'node:fs';
import path from 'node:path';

import { DETECTOR_ROOT, loadConfig } from '../config';
import { readLabelledTexts } from '../data/examples';
import { readPictureSplit } from '../data/picture-splits';
import { characterErrors, rate, type CharacterErrors } from '../evaluation/cer';
import { KNOWN_BRANDS, KNOWN_COMPANIES } from '../understand/brands';
import { LEXICON } from '../understand/lexicon';
import { createOcrEngine, type OcrTuning } from '../understand/ocr';
import { buildWordList, correctLaoWords } from '../understand/ocr-correction';
import { log, readArgs, run } from './io';

run(async () => {
  const args = readArgs(process.argv.slice(2));
  const split = args.get('split') === 'train' ? 'train' : 'dev';
  if (typeof args.get('split') === 'string' && !['dev', 'train'].includes(args.get('split') as string)) {
    throw new Error('ocr-study reads the dev or train pictures only');
  }
  const limit = Number(args.get('limit') ?? Infinity);
  const only = args.get('only');
  const tuning = JSON.parse(typeof args.get('tuning') === 'string' ? (args.get('tuning') as string) : '{}') as Partial<OcrTuning>;
  const config = loadConfig();
  const images = readPictureSplit(split)
    .filter((i) => i.ocr_truth !== undefined && (typeof only !== 'string' || i.lang === only))
    .slice(0, limit);
  const engine = await createOcrEngine({
    workers: config.ocrWorkers,
    tessdataDir: config.tessdataDir,
    pageSegMode: config.ocrPageSegMode,
    tuning,
  });
  const correct = typeof args.get('correct') === 'string' ? (args.get('correct') as string).split(',').map(Number) : undefined;
  const words = correct
    ? buildWordList(
        [
          ...readLabelledTexts(path.join(DETECTOR_ROOT, 'data/texts/train.jsonl')).map((t) => t.text),
          ...Object.values(LEXICON).flat(),
          ...[...KNOWN_BRANDS, ...KNOWN_COMPANIES].flatMap((b) => b.names),
        ],
        correct[0],
      )
    : undefined;
  const started = Date.now();
  const rows: { id: string; lang?: string; render?: string; errors: CharacterErrors; ms: number; text: string }[] = [];
  try {
    await Promise.all(
      images.map(async (image) => {
        const result = await engine.recognise(image.path);
        rows.push({
          id: image.id,
          lang: image.lang,
          render: image.render,
          errors: characterErrors(
            image.ocr_truth as string,
            words && correct ? correctLaoWords(result.text, words, correct[1], correct[2]) : result.text,
          ),
          ms: result.ms,
          text: result.text,
        });
      }),
    );
  } finally {
    await engine.close();
  }
  const wall = Date.now() - started;
  const hard = (r: { render?: string }) => r.render !== 'clean' && r.render !== 'as_designed';
  const cer = (pick: (r: (typeof rows)[number]) => boolean) => {
    const chosen = rows.filter(pick);
    return chosen.length === 0 ? '  –  ' : `${(100 * rate(chosen.map((r) => r.errors))).toFixed(1)}%`;
  };
  const out = [
    `ocr-study ${split} (${rows.length} pictures) tuning ${JSON.stringify(tuning)}${correct ? ` corrected ${correct}` : ''}`,
  ];
  out.push(`  all    clean ${cer((r) => !hard(r))}  hard ${cer(hard)}`);
  for (const lang of ['lo', 'mixed', 'en']) {
    out.push(
      `  ${lang.padEnd(6)} clean ${cer((r) => r.lang === lang && !hard(r))}  hard ${cer((r) => r.lang === lang && hard(r))}`,
    );
  }
  const styles = [...new Set(rows.filter(hard).map((r) => r.render ?? '?'))].sort();
  out.push(`  hard by rendering: ${styles.map((s) => `${s} ${cer((r) => r.render === s)}`).join(', ')}`);
  out.push(`  ${(wall / rows.length).toFixed(0)} ms per picture (wall, ${config.ocrWorkers} workers)`);
  if (args.has('worst')) {
    const worst = [...rows].sort((a, b) => rate([b.errors]) - rate([a.errors])).slice(0, 10);
    for (const r of worst) out.push(`    ${r.id} ${(100 * rate([r.errors])).toFixed(0)}%`);
  }
  console.log(out.join('\n'));
  const dump = args.get('dump');
  if (typeof dump === 'string')
    fs.writeFileSync(dump, rows.map((r) => JSON.stringify({ id: r.id, text: r.text })).join('\n') + '\n');
  log('ocr-study: done');
});
