/**
 * `npm run --silent classify -w @lcmdp/detector -- --input FILE.jsonl`
 *
 * Reads JSON lines {"id", "variant", "text"} or {"id", "variant", "image"} (image path relative to FILE's folder)
 * and writes one verdict line per input line, in input order, to stdout — and nothing else. Blank lines are not
 * inputs. Progress and logs go to stderr.
 */
import fs from 'node:fs';
import path from 'node:path';

import { loadConfig } from '../config';
import { detectLines } from './detect-lines';
import { loadCurrentClassifier } from '../judge/model-store';
import { lazyOcr } from '../understand/ocr';
import { MIN_CAPTIONS_FOR_THREADS, startCaptionThreads } from './caption-threads';
import { guardStdout, log, readArgs, run } from './io';

run(async () => {
  const out = guardStdout();
  const args = readArgs(process.argv.slice(2));
  const input = args.get('input');
  if (typeof input !== 'string') throw new Error('Usage: classify --input FILE.jsonl');
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), input);
  const config = loadConfig();
  const classifier = loadCurrentClassifier(config.modelsDir);
  const lines = fs
    .readFileSync(file, 'utf8')
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '');
  const threads =
    config.captionThreads > 1 && lines.length >= MIN_CAPTIONS_FOR_THREADS
      ? startCaptionThreads(config.captionThreads)
      : undefined;
  log(
    `classify: ${lines.length} inputs, model ${classifier?.version ?? 'rules-only'}, ` +
      `captions on ${threads ? `${config.captionThreads} threads` : 'this thread'}`,
  );
  const ocr = lazyOcr(config);
  const baseDir = path.dirname(file);
  const started = Date.now();
  try {
    await detectLines(
      lines,
      baseDir,
      { classifier, ocr: ocr.get, detectCaptions: threads && ((batch) => threads.detect(batch, baseDir)) },
      (line) => out.line(JSON.stringify(line)),
      config.ocrWorkers * 2,
    );
  } finally {
    await Promise.all([ocr.close(), threads?.close()]);
  }
  log(`classify: done in ${Date.now() - started} ms`);
  await out.close();
});
