/**
 * OCR of ad images: tesseract.js with the npm Lao and English models (best_int), `lao+eng` together (Lao alone
 * wrecks the English), a pool of workers. Everything is local: the traineddata files come from the
 * @tesseract.js-data packages, are linked into one folder (tesseract.js reads all languages from one path) and are
 * never cached into the working directory. Images are prepared with sharp: grey, enlarged when small, stretched
 * contrast. Dark badges and bands (light text on a coloured shape, which the first pass often skips whole) are
 * read again from their own inverted crop; Latin words read with low confidence in a Lao picture are read again by
 * a Lao-only model; optionally, lines read with low confidence are read again from their own enlarged crop
 * (line-reread.ts). The more confident reading is kept each time. Each worker (and its Lao-only companion) is
 * lent to one picture at a time (the extra passes switch its page mode).
 */
// eslint-disable-next-line boundaries/dependencies -- still reads files here until issue 12 point 5 moves file access out of understand/
import fs from 'node:fs';
import path from 'node:path';

import {
  betterReading,
  binarise,
  centreInside,
  crop,
  DARK_REGION_DEFAULTS,
  darkRegions,
  darkOnLight,
  greyHistogram,
  lineParts,
  negative,
  otsuThreshold,
  outsideCornersWhite,
  partsBeyond,
  thinStrokes,
  type Box,
  type GreyImage,
  type LineReading,
} from './line-reread';
import { normaliseGrey } from './contrast';
import { shearEstimate, skewAngle } from './deskew';

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
  /** Overrides of the measured defaults (OCR study). */
  tuning?: Partial<OcrTuning>;
}

/** The second pass on low-confidence lines (line-reread.ts). */
export interface OcrTuning {
  /** Lines read with a confidence below this are read again from their own crop; 0 turns the pass off. */
  rereadBelow: number;
  /** How much a line crop is enlarged. */
  rereadScale: number;
  /** Median filter size applied to the enlarged crop before binarising (0: none). */
  rereadMedian: number;
  /** Thin dark strokes by one pixel after binarising (bold text). */
  rereadThin: boolean;
  /** Weak lines with Lao letters are read again by the Lao-only model (page mode 7) instead of `lao+eng`. */
  rereadLao: boolean;
  /** Page mode of the second pass. */
  rereadPsm: string;
  /** Padding around a line's box, as a share of its height. */
  rereadPadding: number;
  /** A weak line is cut into parts where two words are further apart than this many line heights (0: never). */
  rereadSplitGap: number;
  /** Binarise a line crop here (Otsu); otherwise tesseract gets the grey crop, inverted when its border is dark. */
  rereadBinarise: boolean;
  /** Read dark badges and bands (light text on a coloured shape) again from their own inverted crop (0: off). */
  regionRead: number;
  /** Page mode of the badge reading. */
  regionPsm: string;
  /** Latin words read below this confidence in a Lao picture are read again by a Lao-only model (0: off). */
  laoWordBelow: number;
  /**
   * Text lines tilted by at least this many degrees (projection profiles, deskew.ts) are levelled before reading
   * (0: off).
   */
  deskew: number;
  /**
   * Upright strokes slanted by at least this shear (x moves by this much per row: a label seen at an angle) are
   * made upright before reading, measured once the picture is level (0: off).
   */
  unshear: number;
  /**
   * Which packaged models each language uses: `4.0.0_best_int` (tessdata_best made integer) or `4.0.0` (tessdata's;
   * English with the legacy engine too). Measured on dev: the same text within one picture, × 1.3 the time.
   */
  models: { lao: ModelVersion; eng: ModelVersion };
  /** Pictures whose median grey is below this (light text on a dark picture) are read inverted (0: off). */
  invertBelow: number;
  /** A last filter on the prepared picture (study only): sharpened, or its light (`dilate`) or dark (`erode`) parts grown by a pixel. */
  filter: 'none' | 'sharpen' | 'sharpen-soft' | 'dilate' | 'erode';
  /** Further tesseract parameters of the first pass. */
  params: Record<string, string>;
}

export type ModelVersion = '4.0.0_best_int' | '4.0.0';

/**
 * Measured on the 118 dev pictures (README, "OCR"): re-reading lines below confidence 80, cut where words are 1.5
 * line heights apart, from grey crops enlarged ×2 (inverted when light on dark), in page mode 7, brought CER from
 * 21.2 / 22.3 % to 19.6 / 21.7 % (clean / hard); Otsu-binarised crops 20.5 / 21.5 %, re-reading below 90 19.4 / 21.8 %.
 * It is OFF by default (`rereadBelow: 0`): with it, the model in use scores the same suspected F1 on the dev
 * pictures but four groups and the product lower (1–2 pictures each), a model retrained on its texts failed the
 * promotion gate (mean group F1 0.864 < 0.869 on dev), and it takes ×1.75 the time per picture. Measure it with
 * `npm run ocr-study -w @lcmdp/detector -- --tuning '{"rereadBelow":80}'`.
 *
 * ON by default (2026-11-27, same dev pictures): dark badges and bands read from their own inverted crop
 * (`regionRead`) took CER from 21.2 / 22.3 % to 15.3 / 18.5 %, and with doubtful Latin words in Lao pictures read
 * again by the Lao-only model (`laoWordBelow: 80`) to 13.8 / 15.8 %; adding the line re-read (80, median 3) on top
 * gave 13.6 / 16.8 % for more time, so it stays off.
 *
 * ON by default (2026-11-27, issue 10 point 4, same dev pictures): dark pictures inverted (`invertBelow: 100`),
 * tilted ones levelled (`deskew: 1`) and slanted labels made upright (`unshear: 0.05`, measured after levelling):
 * 13.8 / 15.8 % → 12.3 / 12.8 %, × 1.17 the time per picture. Measured and not kept: the `4.0.0` models, the
 * Lao-only line re-read (`rereadLao`), a character blacklist, sharpening (`filter`), thinner or thicker strokes.
 */
export const DEFAULT_TUNING: OcrTuning = {
  rereadBelow: 0,
  rereadScale: 2,
  rereadMedian: 0,
  rereadThin: false,
  rereadLao: false,
  rereadPsm: '7',
  rereadPadding: 0.3,
  rereadSplitGap: 1.5,
  rereadBinarise: false,
  regionRead: 1,
  regionPsm: '6',
  laoWordBelow: 80,
  deskew: 1,
  unshear: 0.05,
  invertBelow: 100,
  filter: 'none',
  models: { lao: '4.0.0_best_int', eng: '4.0.0_best_int' },
  params: {},
};

const LAO = /[\u0E80-\u0EFF]/u;

/** A word with letters and no Lao: English, or Lao the Lao+English model read as Latin letters. */
export function latinWord(text: string): boolean {
  return !LAO.test(text) && /\p{L}/u.test(text);
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
/** Tilt and slant are measured on a copy this wide (deskew.ts). */
const GEOMETRY_WIDTH = 500;
/**
 * A tilt or slant is acted on only when its profile is this much sharper than level's (dev pictures: 1.00–1.02 for
 * level ones, 1.10–1.90 for rotated ones; slant 1.00 for upright ones, 1.15–1.23 for sheared pack photos).
 */
const MIN_SKEW_GAIN = 1.05;
const MIN_SHEAR_GAIN = 1.03;

/** Names the OCR set-up (preparation and page mode): texts read under another set-up are read again. */
export function ocrSettingsName(pageSegMode: string): string {
  const t = DEFAULT_TUNING;
  const reread =
    t.rereadBelow > 0
      ? `/reread${t.rereadBelow}-x${t.rereadScale}-gap${t.rereadSplitGap}-${t.rereadBinarise ? 'otsu' : 'grey'}`
      : '';
  // `-edges`: badges cut at their own edges, their corners made white and the lines tesseract joined to them read
  // apart (2026-11-27).
  const badges = t.regionRead > 0 ? `/badges${t.regionRead}-psm${t.regionPsm}-edges` : '';
  const laoWords = t.laoWordBelow > 0 ? `/lao-words${t.laoWordBelow}` : '';
  const invert = t.invertBelow > 0 ? `/invert${t.invertBelow}` : '';
  const deskew = t.deskew > 0 ? `/deskew${t.deskew}` : '';
  const unshear = t.unshear > 0 ? `/unshear${t.unshear}` : '';
  const models = LANGUAGES.filter((lang) => t.models[lang] !== '4.0.0_best_int')
    .map((lang) => `/${lang}-${t.models[lang]}`)
    .join('');
  return `lao+eng${models}/psm${pageSegMode}/w${MIN_WIDTH}-${MAX_WIDTH}${reread}${badges}${laoWords}${invert}${deskew}${unshear}`;
}

/**
 * Links the packaged traineddata files into one folder (idempotent); models other than the default ones go to a
 * sub-folder of their own (tesseract.js reads every language from one path).
 */
export function prepareTessdata(dir: string, models: OcrTuning['models'] = DEFAULT_TUNING.models): string {
  const defaults = LANGUAGES.every((lang) => models[lang] === DEFAULT_TUNING.models[lang]);
  if (!defaults) dir = path.join(dir, LANGUAGES.map((lang) => `${lang}-${models[lang]}`).join('+'));
  fs.mkdirSync(dir, { recursive: true });
  for (const lang of LANGUAGES) {
    const source = require.resolve(`@tesseract.js-data/${lang}/${models[lang]}/${lang}.traineddata.gz`);
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

/**
 * Grey, enlarged to a width tesseract reads well, contrast stretched: one byte a pixel. The prepared picture stays raw
 * pixels from here on (straightened, searched for badges, cropped) and tesseract gets it as a PGM (`pgm`): no PNG is
 * compressed and decoded again on the way.
 */
export async function prepareImage(image: string | Buffer): Promise<GreyImage> {
  // Loaded on first use (require, not import: runs as CommonJS): caption-only runs start faster without it.
  const sharp = require('sharp') as SharpModule;
  const input = sharp(image, { failOn: 'error' });
  const meta = await input.metadata();
  const width = meta.width ?? MIN_WIDTH;
  const target = width < MIN_WIDTH ? MIN_WIDTH : width > MAX_WIDTH ? MAX_WIDTH : undefined;
  let pipeline = input.rotate().flatten({ background: '#ffffff' }).greyscale();
  if (target) pipeline = pipeline.resize({ width: target, kernel: 'lanczos3' });
  // sharp's normalise(), the same bytes for a fraction of its cost (contrast.ts).
  return normaliseGrey(await rawGrey(pipeline));
}

/** A grey sharp pipeline's output as a grey image (8 bits): sharp's grey output has three equal channels, the first is kept. */
async function rawGrey(pipeline: import('sharp').Sharp): Promise<GreyImage> {
  const { data, info } = await pipeline.extractChannel(0).raw({ depth: 'uchar' }).toBuffer({ resolveWithObject: true });
  if (info.channels !== 1) throw new Error(`expected one channel, got ${info.channels}`);
  return { width: info.width, height: info.height, pixels: new Uint8Array(data.buffer, data.byteOffset, data.length) };
}

/** A grey image as sharp's raw input. */
function sharpOf(image: GreyImage) {
  const sharp = require('sharp') as SharpModule;
  return sharp(image.pixels, { raw: { width: image.width, height: image.height, channels: 1 } });
}

/**
 * A grey image as a binary PGM (P5): what tesseract (leptonica) reads fastest, and the same pixels it got from the
 * three-channel PNGs before (dev texts identical). PGM has no resolution: crops drawn at 300 dpi pass
 * `user_defined_dpi` instead.
 */
export function pgm(image: GreyImage): Buffer {
  const header = Buffer.from(`P5\n${image.width} ${image.height}\n255\n`, 'ascii');
  const out = Buffer.allocUnsafe(header.length + image.pixels.length);
  header.copy(out, 0);
  out.set(image.pixels, header.length);
  return out;
}

/** The image with a margin of `margin` white pixels on every side. */
export function withMargin(image: GreyImage, margin: number): GreyImage {
  const width = image.width + 2 * margin;
  const height = image.height + 2 * margin;
  const pixels = new Uint8Array(width * height).fill(255);
  for (let y = 0; y < image.height; y += 1) {
    pixels.set(image.pixels.subarray(y * image.width, (y + 1) * image.width), (y + margin) * width + margin);
  }
  return { width, height, pixels };
}

/** The median grey of a picture (histogram). */
export function medianGrey(image: GreyImage): number {
  const histogram = greyHistogram(image.pixels);
  let seen = 0;
  let median = 0;
  while (median < 255 && (seen += histogram[median]) < image.pixels.length / 2) median += 1;
  return median;
}

/** How a prepared picture's text is tilted (degrees, sharp's clockwise) and slanted (shear); measured small. */
export async function textGeometry(
  prepared: GreyImage,
): Promise<{ angle: number; angleGain: number; shear: number; shearGain: number }> {
  const small = await rawGrey(sharpOf(prepared).resize({ width: GEOMETRY_WIDTH }));
  const skew = skewAngle(small);
  const slant = shearEstimate(small);
  return { angle: skew.angle, angleGain: skew.gain, shear: slant.shear, shearGain: slant.gain };
}

/**
 * How soft a picture's edges are: steps of more than 40 grey levels from one pixel to the next, over rises of more
 * than 120 within three pixels. Sharp pictures about 0.5–0.9 (dev and train), blurred or enlarged ones 0.95–1.4,
 * noisy ones 5–12.
 */
export function softness(image: GreyImage): number {
  const { width, height, pixels } = image;
  let steps = 0;
  let rises = 0;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width - 3; x += 1) {
      const i = y * width + x;
      if (Math.abs(pixels[i + 1] - pixels[i]) > 40) steps += 1;
      if (Math.abs(pixels[i + 3] - pixels[i]) > 120) rises += 1;
    }
  }
  return rises === 0 ? 0 : steps / rises;
}

/** The median grey of a picture's border: what a rotation or shear fills the new corners with. */
function borderGrey(image: GreyImage): number {
  const { width, height, pixels } = image;
  const values: number[] = [];
  for (let x = 0; x < width; x += 1) values.push(pixels[x], pixels[(height - 1) * width + x]);
  for (let y = 0; y < height; y += 1) values.push(pixels[y * width], pixels[y * width + width - 1]);
  values.sort((a, b) => a - b);
  return values[Math.floor(values.length / 2)];
}

/**
 * The prepared picture inverted when it is dark (median grey below `invertBelow`: light text on a dark picture),
 * levelled (rotated back when its lines are tilted by `deskew` degrees or more and the tilt is clearly better than
 * level) and its strokes made upright (when slanted by `unshear` or more); the same image when none applies.
 */
export async function straighten(
  prepared: GreyImage,
  tuning: Pick<OcrTuning, 'deskew' | 'unshear' | 'invertBelow'>,
): Promise<GreyImage> {
  if (tuning.invertBelow > 0 && medianGrey(prepared) < tuning.invertBelow) {
    prepared = negative(prepared);
  }
  if (tuning.deskew <= 0 && tuning.unshear <= 0) return prepared;
  let image = prepared;
  let geometry = await textGeometry(image);
  const background = () => {
    const grey = borderGrey(prepared);
    return { r: grey, g: grey, b: grey };
  };
  if (tuning.deskew > 0 && Math.abs(geometry.angle) >= tuning.deskew && geometry.angleGain >= MIN_SKEW_GAIN) {
    image = await rawGrey(sharpOf(image).rotate(-geometry.angle, { background: background() }));
    // A tilted picture's upright strokes look slanted too: the slant is measured again once it is level.
    if (tuning.unshear > 0) geometry = await textGeometry(image);
  }
  if (tuning.unshear > 0 && Math.abs(geometry.shear) >= tuning.unshear && geometry.shearGain >= MIN_SHEAR_GAIN) {
    image = await rawGrey(sharpOf(image).affine([1, -geometry.shear, 0, 1], { background: background() }));
  }
  return image;
}

type Worker = Awaited<ReturnType<TesseractModule['createWorker']>>;
type Psm = TesseractModule['PSM'][keyof TesseractModule['PSM']];

/** A fixed set of workers, each lent to one picture at a time (its page mode may change during the picture). */
function workerPool<W>(workers: W[]) {
  const idle = [...workers];
  const waiting: ((worker: W) => void)[] = [];
  return async function use<T>(task: (worker: W) => Promise<T>): Promise<T> {
    const worker = idle.pop() ?? (await new Promise<W>((resolve) => waiting.push(resolve)));
    try {
      return await task(worker);
    } finally {
      const next = waiting.shift();
      if (next) next(worker);
      else idle.push(worker);
    }
  };
}

/**
 * The resolution of the crops read again (badges, lines, words): what their PNGs said before they became PGMs, given
 * to tesseract as `user_defined_dpi` (the prepared picture has none: tesseract estimates it, as before).
 */
const CROP_DPI = '300';

/** A line's crop, enlarged, (denoised,) binarised dark on white, (thinned,) with a white margin (read at 300 dpi). */
async function lineImage(page: GreyImage, box: Box, tuning: OcrTuning): Promise<GreyImage> {
  const part = crop(page, box, tuning.rereadPadding * (box.y1 - box.y0));
  let enlarged = sharpOf(part).resize({ width: Math.round(part.width * tuning.rereadScale), kernel: 'lanczos3' });
  if (tuning.rereadMedian > 0) enlarged = enlarged.median(tuning.rereadMedian);
  const grey = await rawGrey(enlarged);
  let binary = tuning.rereadBinarise ? binarise(grey) : darkOnLight(grey);
  if (tuning.rereadThin) binary = thinStrokes(binary);
  return withMargin(binary, 20);
}

export async function createOcrEngine(options: OcrOptions): Promise<OcrEngine> {
  // Loaded here, not at the top: text-only runs never pay for it.
  const tesseract = require('tesseract.js') as TesseractModule;
  const tuning: OcrTuning = { ...DEFAULT_TUNING, ...options.tuning };
  const langPath = prepareTessdata(options.tessdataDir, tuning.models);
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
        tessedit_pageseg_mode: options.pageSegMode as Psm,
        preserve_interword_spaces: '1',
        ...tuning.params,
      });
      // A Lao-only reader for the words the Lao+English model read as Latin letters in a Lao picture.
      let lao: Worker | undefined;
      if (tuning.laoWordBelow > 0) {
        lao = await tesseract.createWorker(['lao'], tesseract.OEM.LSTM_ONLY, {
          langPath,
          gzip: true,
          cacheMethod: 'none',
          logger: () => undefined,
          errorHandler: (error: unknown) => process.stderr.write(`ocr worker: ${String(error)}\n`),
        });
        await lao.setParameters({
          tessedit_pageseg_mode: tuning.rereadPsm as Psm,
          preserve_interword_spaces: '1',
          user_defined_dpi: CROP_DPI,
        });
      }
      return { worker, lao };
    }),
  );
  const use = workerPool(workers);
  type Slot = (typeof workers)[number];
  type Line = NonNullable<
    Awaited<ReturnType<Worker['recognize']>>['data']['blocks']
  >[number]['paragraphs'][number]['lines'][number];

  /**
   * A line's reading with its doubtful Latin words (below `laoWordBelow`) read again by the Lao-only model from
   * their own crop; the Lao reading replaces the word when it is more confident. Only in pictures with Lao text.
   */
  async function withLaoWords(slot: Slot, page: GreyImage, line: Line): Promise<LineReading> {
    const first = { text: line.text.trim(), confidence: line.confidence };
    if (!slot.lao || !line.words.some((w) => latinWord(w.text) && w.confidence < tuning.laoWordBelow)) return first;
    const words: LineReading[] = [];
    let changed = false;
    for (const word of line.words) {
      const reading = { text: word.text, confidence: word.confidence };
      if (latinWord(word.text) && word.confidence < tuning.laoWordBelow) {
        const { data } = await slot.lao.recognize(pgm(await lineImage(page, word.bbox, tuning)));
        const again = { text: data.text.trim(), confidence: data.confidence };
        if (LAO.test(again.text) && betterReading(reading, again) === again) {
          words.push(again);
          changed = true;
          continue;
        }
      }
      words.push(reading);
    }
    if (!changed) return first;
    const characters = words.reduce((s, w) => s + w.text.length, 0);
    return {
      text: words.map((w) => w.text).join(' '),
      confidence: characters === 0 ? 0 : words.reduce((s, w) => s + w.confidence * w.text.length, 0) / characters,
    };
  }

  /**
   * A dark badge or band cut out at its own edges (badgeEdges), inverted (its text dark on light), with a white
   * margin (read at 300 dpi); what lies outside its rounded corners is made white.
   */
  function regionImage(page: GreyImage, box: Box, threshold: number): GreyImage {
    return withMargin(outsideCornersWhite(negative(crop(page, box, 0)), 255 - threshold), 20);
  }

  /** Runs `task` reading crops (drawn at 300 dpi) in page mode `psm`, then puts the first pass's settings back. */
  async function withCropMode<T>(worker: Worker, psm: string, task: () => Promise<T>): Promise<T> {
    await worker.setParameters({ tessedit_pageseg_mode: psm as Psm, user_defined_dpi: CROP_DPI });
    try {
      return await task();
    } finally {
      await worker.setParameters({
        tessedit_pageseg_mode: options.pageSegMode as Psm,
        user_defined_dpi: tuning.params.user_defined_dpi ?? '0',
      });
    }
  }

  async function read(slot: Slot, page: GreyImage): Promise<{ text: string; confidence: number }> {
    const { worker } = slot;
    if (tuning.rereadBelow <= 0 && tuning.regionRead <= 0 && tuning.laoWordBelow <= 0) {
      const { data } = await worker.recognize(pgm(page));
      return { text: data.text, confidence: data.confidence };
    }
    const { data } = await worker.recognize(pgm(page), {}, { text: true, blocks: true });
    const lines = (data.blocks ?? []).flatMap((b) => b.paragraphs.flatMap((p) => p.lines));
    // Lao-only word readings only where the picture has Lao text.
    const lao = LAO.test(data.text) ? slot.lao : undefined;
    // Badges and bands: their own reading replaces the lines inside them when it is more confident.
    const regionReadings: { box: Box; reading: LineReading }[] = [];
    const replaced = new Set<(typeof lines)[number]>();
    if (tuning.regionRead > 0) {
      // One threshold for finding the badges and for whitening beyond their corners.
      const threshold = otsuThreshold(page.pixels);
      const regions = darkRegions(page, DARK_REGION_DEFAULTS, threshold);
      if (regions.length > 0) {
        await withCropMode(worker, tuning.regionPsm, async () => {
          for (const box of regions) {
            const image = regionImage(page, box, threshold);
            const { data: again } = await worker.recognize(pgm(image), {}, { text: true, blocks: true });
            const regionLines = lao
              ? await Promise.all(
                  (again.blocks ?? [])
                    .flatMap((b) => b.paragraphs.flatMap((p) => p.lines))
                    .map((l) => withLaoWords(slot, image, l)),
                )
              : again.text.split('\n').map((text) => ({ text, confidence: again.confidence }));
            const text = regionLines
              .map((l) => l.text.trim())
              .filter((l) => l !== '')
              .join('\n');
            const inside = lines.filter((l) => centreInside(l.bbox, box));
            const insideChars = inside.reduce((s, l) => s + l.text.trim().length, 0);
            const insideConfidence =
              insideChars === 0 ? 0 : inside.reduce((s, l) => s + l.confidence * l.text.trim().length, 0) / insideChars;
            if (text === '' || again.confidence < tuning.regionRead || again.confidence <= insideConfidence) continue;
            for (const l of inside) replaced.add(l);
            regionReadings.push({ box, reading: { text, confidence: again.confidence } });
            // A replaced line that reached well beyond the badge held another line too (tesseract joined them).
            for (const beyond of inside.flatMap((l) => partsBeyond(l.bbox, box))) {
              const { data: rest } = await worker.recognize(pgm(withMargin(crop(page, beyond, 0), 20)));
              if (rest.text.trim() !== '')
                regionReadings.push({ box: beyond, reading: { text: rest.text.trim(), confidence: rest.confidence } });
            }
          }
        });
      }
    }
    const kept = lines.filter((l) => !replaced.has(l));
    const firstReadings = new Map<Line, LineReading>();
    for (const l of kept)
      firstReadings.set(l, lao ? await withLaoWords(slot, page, l) : { text: l.text.trim(), confidence: l.confidence });
    const fixed = kept.some((l) => firstReadings.get(l)?.text !== l.text.trim());
    if (regionReadings.length === 0 && tuning.rereadBelow <= 0 && !fixed) return { text: data.text, confidence: data.confidence };
    const weak = kept.filter((l) => (firstReadings.get(l)?.confidence ?? 0) < tuning.rereadBelow && l.bbox.y1 - l.bbox.y0 >= 6);
    const again = new Map<(typeof lines)[number], LineReading>();
    if (weak.length > 0) {
      await withCropMode(worker, tuning.rereadPsm, async () => {
        for (const line of weak) {
          const height = line.bbox.y1 - line.bbox.y0;
          const parts =
            tuning.rereadSplitGap > 0 && line.words.length > 1
              ? lineParts(
                  line.words.map((w) => w.bbox),
                  line.rowAttributes?.rowHeight || height,
                  tuning.rereadSplitGap,
                )
              : [line.bbox];
          const readings: LineReading[] = [];
          for (const part of parts) {
            const reader = tuning.rereadLao && lao && LAO.test(firstReadings.get(line)?.text ?? '') ? lao : worker;
            const { data: second } = await reader.recognize(pgm(await lineImage(page, part, tuning)));
            readings.push({ text: second.text.trim(), confidence: second.confidence });
          }
          const characters = readings.reduce((s, r) => s + r.text.length, 0);
          again.set(line, {
            text: readings.map((r) => r.text).join(' '),
            confidence: characters === 0 ? 0 : readings.reduce((s, r) => s + r.confidence * r.text.length, 0) / characters,
          });
        }
      });
    }
    const chosen = [
      ...kept.map((l) => ({ y: l.bbox.y0, ...betterReading(firstReadings.get(l) as LineReading, again.get(l)) })),
      ...regionReadings.map((r) => ({ y: r.box.y0, ...r.reading })),
    ].sort((a, b) => a.y - b.y);
    const characters = chosen.reduce((s, l) => s + l.text.length, 0);
    const confidence =
      characters === 0 ? data.confidence : chosen.reduce((s, l) => s + l.confidence * l.text.length, 0) / characters;
    return { text: chosen.map((l) => l.text).join('\n'), confidence };
  }

  return {
    async recognise(image) {
      const started = Date.now();
      let prepared = await prepareImage(image);
      if (tuning.filter !== 'none') {
        const filtered = sharpOf(prepared);
        if (tuning.filter === 'sharpen') filtered.sharpen({ sigma: 1 });
        else if (tuning.filter === 'sharpen-soft') {
          const soft = softness(prepared);
          if (soft >= 0.95 && soft <= 4) filtered.sharpen({ sigma: 1 });
        } else if (tuning.filter === 'dilate') filtered.dilate(1);
        else filtered.erode(1);
        prepared = await rawGrey(filtered);
      }
      prepared = await straighten(prepared, tuning);
      const result = await use((worker) => read(worker, prepared));
      return { ...result, ms: Date.now() - started };
    },
    async close() {
      await Promise.all(workers.flatMap((w) => [w.worker.terminate(), w.lao?.terminate()]));
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
