/**
 * `npm run bench -w @lcmdp/detector [-- --images N]`
 *
 * Measures, on this machine: the classify command's start-up (one caption, process start to exit), classified
 * captions per second, OCR start-up and OCR'd images per second with the configured workers (all dev images, once).
 * Each measurement is a function returning figures; a later stage (pages captured per second) adds its own.
 * Prints only what it measured.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { DETECTOR_ROOT, loadConfig, type DetectorConfig } from '../config';
import { readLabelledImages, readLabelledTexts } from '../data/examples';
import { detectText } from '../understand/detect';
import { loadCurrentClassifier } from '../understand/model-store';
import { createOcrEngine } from '../understand/ocr';
import { understandText } from '../understand/verdict';
import { log, readArgs, run } from './io';

interface Figure {
  name: string;
  value: number;
  unit: string;
}

type Measurement = (config: DetectorConfig, args: Map<string, string | true>) => Promise<Figure[]>;

const round = (x: number, digits = 1) => Math.round(x * 10 ** digits) / 10 ** digits;

const classifyStartUp: Measurement = async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lcmdp-bench-'));
  const input = path.join(dir, 'one.jsonl');
  fs.writeFileSync(input, `${JSON.stringify({ id: '1', variant: 'laos', text: 'ນົມຜົງເດັກ ສູດ 1 ລາຄາ 250,000 ກີບ' })}\n`);
  const runs: number[] = [];
  for (let i = 0; i < 3; i += 1) {
    const started = process.hrtime.bigint();
    const result = spawnSync(process.execPath, [path.join(DETECTOR_ROOT, 'dist/cli/classify.js'), '--input', input], {
      encoding: 'utf8',
    });
    runs.push(Number(process.hrtime.bigint() - started) / 1e6);
    if (result.status !== 0) throw new Error(`classify failed: ${result.stderr}`);
  }
  fs.rmSync(dir, { recursive: true, force: true });
  return [
    { name: 'classify start-up, 1 caption (best of 3, process start to exit)', value: round(Math.min(...runs), 0), unit: 'ms' },
  ];
};

const captionsPerSecond: Measurement = async (config) => {
  const classifier = loadCurrentClassifier(config.modelsDir);
  const texts = ['train', 'dev'].flatMap((split) => readLabelledTexts(path.join(DETECTOR_ROOT, `data/texts/${split}.jsonl`)));
  understandText(texts[0].text, 'caption'); // compiles the term lists once, as any run does
  let done = 0;
  const started = Date.now();
  while (Date.now() - started < 2000) {
    for (const t of texts) detectText(t.text, t.variant, classifier);
    done += texts.length;
  }
  const seconds = (Date.now() - started) / 1000;
  const meanLength = texts.reduce((sum, t) => sum + t.text.length, 0) / texts.length;
  return [
    {
      name: `captions classified per second (mean ${Math.round(meanLength)} characters, ${done} done)`,
      value: round(done / seconds),
      unit: 'texts/s',
    },
  ];
};

const imagesPerSecond: Measurement = async (config, args) => {
  const limit = Number(args.get('images') ?? 20);
  const images = readLabelledImages(path.join(DETECTOR_ROOT, 'data/images/dev.jsonl')).slice(0, limit);
  const initStarted = Date.now();
  const engine = await createOcrEngine({
    workers: config.ocrWorkers,
    tessdataDir: config.tessdataDir,
    pageSegMode: config.ocrPageSegMode,
  });
  const init = Date.now() - initStarted;
  try {
    const started = Date.now();
    await Promise.all(images.map((image) => engine.recognise(image.path)));
    const seconds = (Date.now() - started) / 1000;
    return [
      { name: `OCR start-up (${config.ocrWorkers} workers, lao+eng)`, value: init, unit: 'ms' },
      {
        name: `OCR images per second (${images.length} dev images, ${config.ocrWorkers} workers)`,
        value: round(images.length / seconds, 2),
        unit: 'images/s',
      },
    ];
  } finally {
    await engine.close();
  }
};

const MEASUREMENTS: readonly Measurement[] = [classifyStartUp, captionsPerSecond, imagesPerSecond];

run(async () => {
  const args = readArgs(process.argv.slice(2));
  const config = loadConfig();
  console.log(`bench: node ${process.version}, ${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(2)}`);
  for (const measure of MEASUREMENTS) {
    for (const figure of await measure(config, args)) {
      console.log(`${figure.name}: ${figure.value} ${figure.unit}`);
    }
  }
  log('bench: done');
});
