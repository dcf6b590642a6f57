/**
 * The detector's configuration, read once from the environment and validated. A wrong value is a clear error
 * naming the variable.
 */
import os from 'node:os';
import path from 'node:path';

import { z } from 'zod';

/** The detector workspace folder (this file is src/config.ts or dist/config.js, one level below it). */
export const DETECTOR_ROOT = path.resolve(__dirname, '..');

const envSchema = z.object({
  DETECTOR_MODELS_DIR: z.string().min(1).default(path.join(DETECTOR_ROOT, 'models')),
  DETECTOR_OCR_WORKERS: z.coerce.number().int().min(1).max(8).default(2),
  /** Tesseract page segmentation mode: 6 (one block of text) read the rendered ads best; 3 and 11 also work. */
  DETECTOR_OCR_PSM: z.enum(['3', '4', '6', '11', '12']).default('6'),
  /** Where the Lao and English traineddata files are linked for tesseract.js (they come from npm packages). */
  DETECTOR_TESSDATA_DIR: z.string().min(1).default(path.join(os.tmpdir(), 'lcmdp-detector-tessdata')),
  /** The HTTP service (`npm run serve`): port (0 = any free port) and interface. */
  DETECTOR_PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  DETECTOR_HOST: z.string().min(1).default('127.0.0.1'),
  /** Page checks may open private, loopback and link-local addresses (tests, the local demo feed) only when true. */
  DETECTOR_ALLOW_PRIVATE_HOSTS: z.enum(['true', 'false']).default('false'),
  /** Debian's Chromium, driven by playwright-core for page capture. */
  DETECTOR_CHROMIUM_PATH: z.string().min(1).default('/usr/bin/chromium'),
  /** The whole page capture (load, text, screenshot) must finish within this. */
  DETECTOR_PAGE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120000).default(20000),
});

export type DetectorConfig = {
  modelsDir: string;
  ocrWorkers: number;
  ocrPageSegMode: z.infer<typeof envSchema>['DETECTOR_OCR_PSM'];
  tessdataDir: string;
  port: number;
  host: string;
  allowPrivateHosts: boolean;
  chromiumPath: string;
  pageTimeoutMs: number;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): DetectorConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid detector configuration: ${problems.join('; ')}`);
  }
  const c = parsed.data;
  return {
    modelsDir: c.DETECTOR_MODELS_DIR,
    ocrWorkers: c.DETECTOR_OCR_WORKERS,
    ocrPageSegMode: c.DETECTOR_OCR_PSM,
    tessdataDir: c.DETECTOR_TESSDATA_DIR,
    port: c.DETECTOR_PORT,
    host: c.DETECTOR_HOST,
    allowPrivateHosts: c.DETECTOR_ALLOW_PRIVATE_HOSTS === 'true',
    chromiumPath: c.DETECTOR_CHROMIUM_PATH,
    pageTimeoutMs: c.DETECTOR_PAGE_TIMEOUT_MS,
  };
}
