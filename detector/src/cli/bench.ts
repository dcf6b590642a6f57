/**
 * `npm run bench -w @lcmdp/detector [-- --images N] [--only NAME,...]`
 *
 * Measures, on this machine: the classify command's start-up (one caption, process start to exit), classified
 * captions per second (in one thread, and through the classify command with its caption threads), OCR start-up and OCR'd images per second with the configured workers (all dev images, once).
 * Each measurement is a function returning figures; a later stage (pages captured per second) adds its own.
 * Prints only what it measured. `--only images` runs just the named measurements (start-up, captions, classify,
 * images, pages): the OCR's pictures per second alone, e.g. to pair two builds.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { DETECTOR_ROOT, loadConfig, type DetectorConfig } from '../config';
import { readLabelledTexts } from '../data/examples';
import { readPictureSplit } from '../data/picture-splits';
import { detectText } from '../judge/judge';
import { loadCurrentClassifier } from '../judge/model-store';
import { understandText } from '../understand/verdict';
import { startDemoFeed } from '../demo-feed/server';
import { PageCapturer } from '../service/capture';
import { perceptualHash } from '../understand/phash';
import { EvidenceStore } from '../watch/evidence-store';
import { judgeItem, type PipelineDeps } from '../watch/pipeline';
import type { Source } from '../watch/types';
import { lazyOcr } from '../understand/ocr';
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
  understandText(texts[0].text, 'caption', 'laos'); // compiles the term lists once, as any run does
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
      name: `captions classified per second on one thread (mean ${Math.round(meanLength)} characters, ${done} done)`,
      value: round(done / seconds),
      unit: 'texts/s',
    },
  ];
};

/**
 * The classify command as the team runs it on a labelled file: every train and dev caption, twice (process start
 * to exit, start-up included), with the configured caption threads and with one thread.
 */
const classifyCommandThroughput: Measurement = async (config) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lcmdp-bench-'));
  const input = path.join(dir, 'captions.jsonl');
  const lines = ['train', 'dev'].flatMap((split) =>
    fs
      .readFileSync(path.join(DETECTOR_ROOT, `data/texts/${split}.jsonl`), 'utf8')
      .split(/\r?\n/)
      .filter((line) => line.trim() !== ''),
  );
  fs.writeFileSync(input, [...lines, ...lines].join('\n') + '\n');
  const timeWith = (threads: number) => {
    const started = process.hrtime.bigint();
    const result = spawnSync(process.execPath, [path.join(DETECTOR_ROOT, 'dist/cli/classify.js'), '--input', input], {
      encoding: 'utf8',
      env: { ...process.env, DETECTOR_CAPTION_THREADS: String(threads) },
      maxBuffer: 256 * 1024 * 1024,
    });
    if (result.status !== 0) throw new Error(`classify failed: ${result.stderr}`);
    return Number(process.hrtime.bigint() - started) / 1e9;
  };
  try {
    const figures: Figure[] = [];
    for (const threads of [...new Set([config.captionThreads, 1])]) {
      figures.push({
        name: `classify command, ${lines.length * 2} captions, ${threads} caption thread${threads > 1 ? 's' : ''} (start to exit)`,
        value: round((lines.length * 2) / timeWith(threads)),
        unit: 'texts/s',
      });
    }
    return figures;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
};

const imagesPerSecond: Measurement = async (config, args) => {
  const limit = Number(args.get('images') ?? 20);
  const images = readPictureSplit('dev').slice(0, limit);
  const initStarted = Date.now();
  const ocr = lazyOcr(config);
  const engine = await ocr.get();
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
    await ocr.close();
  }
};

/**
 * Seconds per captured page, as the watcher does it: the demo feed's pages served on 127.0.0.1, each captured in
 * Chromium (text, images, full-page screenshot, HTML), its largest images read, judged, evidence kept and hashed.
 * The browser's start is measured apart; every page is visited `--rounds` times (default 3).
 */
const secondsPerPage: Measurement = async (config, args) => {
  const rounds = Number(args.get('rounds') ?? 3);
  const feed = await startDemoFeed({ port: 0 });
  const host = new URL(feed.url).host;
  const capturer = new PageCapturer({
    chromiumPath: config.chromiumPath,
    timeoutMs: config.pageTimeoutMs,
    guard: { allowPrivateHosts: false, allowedHosts: [host] },
  });
  const ocr = lazyOcr(config);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lcmdp-bench-pages-'));
  const pages = ['/daonoy/', '/baby-market/', '/health-centre/'].map((p) => new URL(p, feed.url).href);
  const source: Source = {
    key: 'bench',
    name: 'bench',
    url: feed.url,
    platform: 'website',
    variant: 'laos',
    intervalMinutes: 60,
  };
  const deps: PipelineDeps = {
    recognise: async (image) => (await ocr.get()).recognise(image),
    classifier: loadCurrentClassifier(config.modelsDir),
    evidence: new EvidenceStore(dir),
    phash: perceptualHash,
    postMinScore: 0,
    maxImages: 3,
    ocrBudgetMs: 8000,
  };
  try {
    const startUp = Date.now();
    await capturer.capture(pages[0]);
    await ocr.get();
    const warm = Date.now() - startUp;
    const captureMs: number[] = [];
    const wholeMs: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      for (const url of pages) {
        const started = Date.now();
        const page = await capturer.capture(url);
        captureMs.push(Date.now() - started);
        const item = {
          source,
          pageUrl: page.finalUrl,
          text: page.text,
          images: page.images,
          capturedAt: page.capturedAt,
          screenshot: page.screenshot,
          html: page.html,
        };
        await judgeItem(item, deps);
        wholeMs.push(Date.now() - started);
      }
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    return [
      { name: 'browser and OCR start-up (first page)', value: round(warm / 1000, 2), unit: 's' },
      {
        name: `seconds per captured page, capture only (median of ${captureMs.length})`,
        value: round(median(captureMs) / 1000, 2),
        unit: 's',
      },
      {
        name: `seconds per captured page, capture + OCR + verdict + evidence (median of ${wholeMs.length})`,
        value: round(median(wholeMs) / 1000, 2),
        unit: 's',
      },
    ];
  } finally {
    await capturer.close();
    await ocr.close();
    await feed.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
};

const MEASUREMENTS: Readonly<Record<string, Measurement>> = {
  'start-up': classifyStartUp,
  captions: captionsPerSecond,
  classify: classifyCommandThroughput,
  images: imagesPerSecond,
  pages: secondsPerPage,
};

run(async () => {
  const args = readArgs(process.argv.slice(2));
  const config = loadConfig();
  const only = args.get('only');
  const names = typeof only === 'string' ? only.split(',') : Object.keys(MEASUREMENTS);
  const unknown = names.filter((name) => !(name in MEASUREMENTS));
  if (unknown.length > 0)
    throw new Error(`bench: no measurement ${unknown.join(', ')} (${Object.keys(MEASUREMENTS).join(', ')})`);
  console.log(`bench: node ${process.version}, ${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(2)}`);
  for (const measure of names.map((name) => MEASUREMENTS[name])) {
    for (const figure of await measure(config, args)) {
      console.log(`${figure.name}: ${figure.value} ${figure.unit}`);
    }
  }
  log('bench: done');
});
