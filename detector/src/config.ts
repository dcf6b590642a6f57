/**
 * The detector's configuration, read once from the environment and validated. A wrong value is a clear error
 * naming the variable.
 */
import os from 'node:os';
import path from 'node:path';

import { productionSecretProblems } from '@lcmdp/contract';
import { z } from 'zod';

/** The detector workspace folder (this file is src/config.ts or dist/config.js, one level below it). */
export const DETECTOR_ROOT = path.resolve(__dirname, '..');

const envSchema = z.object({
  /** production: no missing or example secret is accepted (see @lcmdp/contract's productionSecretProblems). */
  NODE_ENV: z.string().default('development'),
  DETECTOR_MODELS_DIR: z.string().min(1).default(path.join(DETECTOR_ROOT, 'models')),
  DETECTOR_OCR_WORKERS: z.coerce.number().int().min(1).max(8).default(2),
  /** Threads that classify captions in a large `classify` input (0: one per core, up to 4; 1: no extra threads). */
  DETECTOR_CAPTION_THREADS: z.coerce.number().int().min(0).max(16).default(0),
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
  /** `host:port` entries a capture may open although private (the local demo feed), comma-separated. */
  DETECTOR_ALLOW_HOSTS: z.string().default(''),

  /** The 24/7 watcher over the CMS's monitored sources: on only when true (npm start turns it on). */
  DETECTOR_WATCH: z.enum(['true', 'false']).default('false'),
  /** The CMS the watcher reads sources from and posts findings to, and the detector's API token there. */
  DETECTOR_CMS_URL: z.string().url().default('http://127.0.0.1:1337'),
  DETECTOR_API_TOKEN: z.string().default(''),
  /** Findings waiting for the CMS, and the evidence files (screenshots, HTML, images) by SHA-256. */
  DETECTOR_OUTBOX_DIR: z
    .string()
    .min(1)
    .default(path.join(DETECTOR_ROOT, 'var', 'outbox')),
  DETECTOR_EVIDENCE_DIR: z
    .string()
    .min(1)
    .default(path.join(DETECTOR_ROOT, 'var', 'evidence')),
  /** The detector's working copies of evidence, and its memory of what the CMS has, are kept this many days. */
  DETECTOR_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /** Items scoring below this are not posted; from it up to 0.5 they are posted as non-violations to review. */
  DETECTOR_POST_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.25),
  /** How often the source list is read again from the CMS. */
  DETECTOR_SOURCES_REFRESH_MS: z.coerce.number().int().min(1000).default(300_000),
  /** Sources captured at once, the pause between two visits of one host, and the first run's random delay. */
  DETECTOR_WATCH_CONCURRENCY: z.coerce.number().int().min(1).max(8).default(2),
  DETECTOR_HOST_GAP_MS: z.coerce.number().int().min(0).default(10_000),
  DETECTOR_STARTUP_JITTER_MS: z.coerce.number().int().min(0).default(10_000),
  /** Names this process in logs and outbox claims (several detector processes may share one outbox). */
  DETECTOR_INSTANCE: z.string().min(1).default(`${os.hostname()}-${process.pid}`),
  /**
   * Redis (e.g. redis://redis:6379): the watcher's visits and findings become BullMQ jobs there, shared by every
   * detector process on that Redis. Unset: the in-process scheduler and the disk outbox.
   */
  REDIS_URL: z
    .string()
    .trim()
    .default('')
    .refine((v) => v === '' || /^rediss?:\/\/[^\s]+$/.test(v), 'must be a redis:// or rediss:// address'),
  /** Used when REDIS_URL names no password (as the CMS does: the compose file's Redis requires one). */
  REDIS_PASSWORD: z.string().default(''),
  /** The prefix of the detector's keys on that Redis (one per installation sharing a Redis). */
  DETECTOR_QUEUE_PREFIX: z
    .string()
    .regex(/^[\w.-]{1,64}$/, 'letters, digits, _ . - only')
    .default('lcmdp-detector'),
});

export type DetectorConfig = {
  modelsDir: string;
  ocrWorkers: number;
  captionThreads: number;
  ocrPageSegMode: z.infer<typeof envSchema>['DETECTOR_OCR_PSM'];
  tessdataDir: string;
  port: number;
  host: string;
  allowPrivateHosts: boolean;
  chromiumPath: string;
  pageTimeoutMs: number;
  allowHosts: string[];
  watch: {
    enabled: boolean;
    cmsUrl: string;
    token: string;
    outboxDir: string;
    evidenceDir: string;
    retentionDays: number;
    postMinScore: number;
    sourcesRefreshMs: number;
    concurrency: number;
    hostGapMs: number;
    startupJitterMs: number;
    instance: string;
    /** Set: visits and findings are BullMQ jobs on this Redis (jobs/redis-jobs.ts). */
    redisUrl: string | null;
    queuePrefix: string;
  };
};

/** The Redis address with REDIS_PASSWORD filled in when the address names none. */
function withPassword(url: string, password: string): string {
  const parsed = new URL(url);
  if (parsed.password || !password) return url;
  parsed.password = encodeURIComponent(password);
  return parsed.toString();
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): DetectorConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid detector configuration: ${problems.join('; ')}`);
  }
  const c = parsed.data;
  const config: DetectorConfig = {
    modelsDir: c.DETECTOR_MODELS_DIR,
    ocrWorkers: c.DETECTOR_OCR_WORKERS,
    captionThreads: c.DETECTOR_CAPTION_THREADS || Math.min(4, os.availableParallelism()),
    ocrPageSegMode: c.DETECTOR_OCR_PSM,
    tessdataDir: c.DETECTOR_TESSDATA_DIR,
    port: c.DETECTOR_PORT,
    host: c.DETECTOR_HOST,
    allowPrivateHosts: c.DETECTOR_ALLOW_PRIVATE_HOSTS === 'true',
    chromiumPath: c.DETECTOR_CHROMIUM_PATH,
    pageTimeoutMs: c.DETECTOR_PAGE_TIMEOUT_MS,
    allowHosts: c.DETECTOR_ALLOW_HOSTS.split(',')
      .map((h) => h.trim())
      .filter(Boolean),
    watch: {
      enabled: c.DETECTOR_WATCH === 'true',
      cmsUrl: c.DETECTOR_CMS_URL.replace(/\/+$/, ''),
      token: c.DETECTOR_API_TOKEN,
      outboxDir: c.DETECTOR_OUTBOX_DIR,
      evidenceDir: c.DETECTOR_EVIDENCE_DIR,
      retentionDays: c.DETECTOR_RETENTION_DAYS,
      postMinScore: c.DETECTOR_POST_MIN_SCORE,
      sourcesRefreshMs: c.DETECTOR_SOURCES_REFRESH_MS,
      concurrency: c.DETECTOR_WATCH_CONCURRENCY,
      hostGapMs: c.DETECTOR_HOST_GAP_MS,
      startupJitterMs: c.DETECTOR_STARTUP_JITTER_MS,
      instance: c.DETECTOR_INSTANCE,
      redisUrl: c.REDIS_URL ? withPassword(c.REDIS_URL, c.REDIS_PASSWORD) : null,
      queuePrefix: c.DETECTOR_QUEUE_PREFIX,
    },
  };
  if (config.watch.enabled && !config.watch.token) {
    throw new Error('Invalid detector configuration: DETECTOR_API_TOKEN is required when DETECTOR_WATCH is true');
  }
  if (c.NODE_ENV === 'production') {
    // The token is only used by the watcher; a checks-only worker may go without it, never with an example one.
    const problems = productionSecretProblems({ DETECTOR_API_TOKEN: c.DETECTOR_API_TOKEN }, [], ['DETECTOR_API_TOKEN']);
    if (problems.length) {
      const lines = problems.map((p) => `${p.variable}: ${p.message}`);
      throw new Error(`Invalid detector configuration: ${lines.join('; ')}`);
    }
  }
  return config;
}
