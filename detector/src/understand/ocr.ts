/**
 * OCR of ad images: tesseract.js with the npm Lao and English models (best_int), `lao+eng` together (Lao alone
 * wrecks the English), a pool of workers. Everything is local: the traineddata files come from the
 * @tesseract.js-data packages, are linked into one folder (tesseract.js reads all languages from one path) and are
 * never cached into the working directory. Images are prepared with sharp: grey, enlarged when small, stretched
 * contrast.
 */
// eslint-disable-next-line boundaries/dependencies -- still reads files here until issue 12 point 5 moves file access out of understand/
import fs from 'node:fs';
import path from 'node:path';

type SharpModule = typeof import('sharp');
type TesseractModule = typeof import('tesseract.js');

export interface OcrResult {
  text: string;
  /** Tesseract's mean confidence, 0..100. */
  confidence: number;
  ms: number;
}

export interface OcrEngine {
  recognise(image: string | Buffer): Promise<OcrResult>;
  close(): Promise<void>;
}

export interface OcrOptions {
  workers: number;
  tessdataDir: string;
  pageSegMode: string;
}

const LANGUAGES = ['lao', 'eng'] as const;
/**
 * Pictures are brought to between these widths before OCR. Measured on the dev ad images (60 pictures, psm 6):
 * 1000 px gave CER 21.0 % clean / 22.4 % hard, 1200 px 23.1 / 23.3, 1600 px with dark pictures inverted
 * 21.6 / 25.7; page mode 4 read clean pictures better (17.9 %) and rotated ones worse (29.3 %); a second pass on
 * the inverted picture gained 1 point for twice the time (README, "OCR").
 */
const MIN_WIDTH = 1000;
const MAX_WIDTH = 2000;

/** Names the OCR set-up (preparation and page mode): texts read under another set-up are read again. */
export function ocrSettingsName(pageSegMode: string): string {
  return `lao+eng/psm${pageSegMode}/w${MIN_WIDTH}-${MAX_WIDTH}`;
}

/** Links the packaged traineddata files into one folder (idempotent). */
export function prepareTessdata(dir: string): string {
  fs.mkdirSync(dir, { recursive: true });
  for (const lang of LANGUAGES) {
    const source = require.resolve(`@tesseract.js-data/${lang}/4.0.0_best_int/${lang}.traineddata.gz`);
    const target = path.join(dir, `${lang}.traineddata.gz`);
    let current: string | undefined;
    try {
      current = fs.realpathSync(target);
    } catch {
      current = undefined;
    }
    if (current === fs.realpathSync(source)) continue;
    fs.rmSync(target, { force: true });
    try {
      fs.symlinkSync(source, target);
    } catch {
      fs.copyFileSync(source, target);
    }
  }
  return dir;
}

/** Grey, enlarged to a width tesseract reads well, contrast stretched; returns a PNG. */
export async function prepareImage(image: string | Buffer): Promise<Buffer> {
  // Loaded on first use (require, not import: runs as CommonJS): caption-only runs start faster without it.
  const sharp = require('sharp') as SharpModule;
  const input = sharp(image, { failOn: 'error' });
  const meta = await input.metadata();
  const width = meta.width ?? MIN_WIDTH;
  const target = width < MIN_WIDTH ? MIN_WIDTH : width > MAX_WIDTH ? MAX_WIDTH : undefined;
  let pipeline = input.rotate().flatten({ background: '#ffffff' }).greyscale();
  if (target) pipeline = pipeline.resize({ width: target, kernel: 'lanczos3' });
  return pipeline.normalise().png().toBuffer();
}

export async function createOcrEngine(options: OcrOptions): Promise<OcrEngine> {
  // Loaded here, not at the top: text-only runs never pay for it.
  const tesseract = require('tesseract.js') as TesseractModule;
  const langPath = prepareTessdata(options.tessdataDir);
  const scheduler = tesseract.createScheduler();
  const workers = await Promise.all(
    Array.from({ length: options.workers }, async () => {
      const worker = await tesseract.createWorker([...LANGUAGES], tesseract.OEM.LSTM_ONLY, {
        langPath,
        gzip: true,
        cacheMethod: 'none',
        logger: () => undefined,
        errorHandler: (error: unknown) => process.stderr.write(`ocr worker: ${String(error)}\n`),
      });
      await worker.setParameters({
        tessedit_pageseg_mode: options.pageSegMode as TesseractModule['PSM'][keyof TesseractModule['PSM']],
        preserve_interword_spaces: '1',
      });
      return worker;
    }),
  );
  for (const worker of workers) scheduler.addWorker(worker);

  return {
    async recognise(image) {
      const started = Date.now();
      const prepared = await prepareImage(image);
      const result = await scheduler.addJob('recognize', prepared);
      return { text: result.data.text, confidence: result.data.confidence, ms: Date.now() - started };
    },
    async close() {
      await scheduler.terminate();
    },
  };
}

/**
 * The OCR engine, started on first use and shared; a start that failed is tried again at the next use; `close`
 * stops it if it was started. `create` replaces tesseract.js (tests).
 */
export function lazyOcr(
  config: { ocrWorkers: number; tessdataDir: string; ocrPageSegMode: string },
  create?: () => Promise<OcrEngine>,
) {
  let engine: Promise<OcrEngine> | undefined;
  return {
    get: (): Promise<OcrEngine> => {
      if (!engine) {
        const starting =
          create?.() ??
          createOcrEngine({ workers: config.ocrWorkers, tessdataDir: config.tessdataDir, pageSegMode: config.ocrPageSegMode });
        starting.catch(() => {
          if (engine === starting) engine = undefined;
        });
        engine = starting;
      }
      return engine;
    },
    close: async () => {
      const started = engine;
      engine = undefined;
      if (started) await (await started.catch(() => undefined))?.close();
    },
  };
}
