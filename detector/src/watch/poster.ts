/**
 * Posting findings to the CMS (`POST /api-laos/add_detection`, multipart: `data` = the contract's detection post as
 * JSON, files `images`, `screenshot`, `html` from the evidence store), and the sender that drains the outbox.
 *
 * The CMS answers 201 for a new detection and 200 for one it already had (the same content, or the same ad seen
 * again). Every other answer is classified once, here: refused for good (400/409/413/422: the entry goes to
 * `failed/`), or worth trying again later (429, 5xx, network, timeout; 401/403 too, flagged as a configuration
 * problem: a wrong or missing token fixes itself once an operator corrects it, and the findings must not be lost).
 */
import { detectionIntakeAnswerSchema, type detectionPostSchema } from '@lcmdp/contract';
import type { z } from 'zod';

import type { EvidenceStore } from './evidence-store';
import type { Claimed, Outbox } from './outbox';
import type { Finding } from './types';

/** What the detector posts; the fields the contract gained for the watcher are required here. */
export type DetectionPayload = z.input<typeof detectionPostSchema> & {
  origin: 'crawler';
  imageHashes: string[];
  imagePhashes: string[];
  modelVersion: string;
  sourceKey: string;
};

export type PostResult =
  | { outcome: 'stored' | 'duplicate' | 'seen_again'; id: string; status?: string }
  | {
      outcome: 'rejected';
      /** The HTTP status, or undefined for a finding that cannot be posted at all (its evidence is gone). */
      httpStatus?: number;
      message: string;
      fields?: Record<string, string>;
    }
  | {
      outcome: 'retry';
      httpStatus?: number;
      message: string;
      /** 401/403: the detector's token is wrong or lacks the right; an operator must act. */
      configurationProblem: boolean;
      /** The server's Retry-After, when it gave one. */
      retryAfterMs?: number;
    };

export interface PostOptions {
  cmsUrl: string;
  token: string;
  evidence: EvidenceStore;
  fetchImpl?: typeof fetch;
  timeoutMs: number;
  signal?: AbortSignal;
}

const PERMANENT = new Set([400, 409, 413, 422]);
const ANSWER_TEXT_MAX = 300;

/** The contract's detection post of a finding. */
export function detectionPayload(finding: Finding): DetectionPayload {
  return {
    variant: finding.variant,
    origin: 'crawler',
    platform: finding.platform,
    pageUrl: finding.pageUrl,
    caption: finding.caption,
    ...(finding.company ? { company: finding.company } : {}),
    ...(finding.brand ? { brand: finding.brand } : {}),
    ...(finding.productType ? { productType: finding.productType } : {}),
    crawledAt: finding.crawledAt,
    ...(finding.postedAt ? { postedAt: finding.postedAt } : {}),
    aiScore: finding.aiScore,
    aiFindings: finding.aiFindings,
    aiSuspected: finding.aiSuspected,
    imageHashes: finding.imageHashes,
    imagePhashes: finding.imagePhashes,
    modelVersion: finding.modelVersion,
    sourceKey: finding.sourceKey,
  };
}

/** The type and file extension of an image, from its first bytes. */
export function sniffImage(body: Buffer): { type: string; extension: string } {
  const ascii = (start: number, end: number) => body.subarray(start, end).toString('latin1');
  if (body.length >= 8 && body.readUInt32BE(0) === 0x89504e47) return { type: 'image/png', extension: 'png' };
  if (body.length >= 3 && body[0] === 0xff && body[1] === 0xd8 && body[2] === 0xff)
    return { type: 'image/jpeg', extension: 'jpg' };
  if (ascii(0, 4) === 'GIF8') return { type: 'image/gif', extension: 'gif' };
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return { type: 'image/webp', extension: 'webp' };
  if (ascii(4, 8) === 'ftyp') {
    const brand = ascii(8, 12);
    if (brand === 'avif' || brand === 'avis') return { type: 'image/avif', extension: 'avif' };
    return { type: 'image/heic', extension: 'heic' };
  }
  if (ascii(0, 4) === 'II*\0' || ascii(0, 4) === 'MM\0*') return { type: 'image/tiff', extension: 'tiff' };
  return { type: 'application/octet-stream', extension: 'bin' };
}

/** Strapi's error body: `{ error: { message, details: { fields } } }`. */
function refusalOf(body: unknown, text: string, status: number): { message: string; fields?: Record<string, string> } {
  const error = (body as { error?: { message?: unknown; details?: { fields?: unknown } } } | undefined)?.error;
  const message =
    typeof error?.message === 'string' && error.message
      ? error.message
      : text.trim().slice(0, ANSWER_TEXT_MAX) || `HTTP ${status}`;
  const raw = error?.details?.fields;
  const fields =
    raw && typeof raw === 'object'
      ? Object.fromEntries(Object.entries(raw as Record<string, unknown>).map(([k, v]) => [k, String(v)]))
      : undefined;
  return fields && Object.keys(fields).length
    ? { message: `HTTP ${status}: ${message}`, fields }
    : { message: `HTTP ${status}: ${message}` };
}

function retryAfter(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const at = Date.parse(header);
  return Number.isFinite(at) ? Math.max(0, at - Date.now()) : undefined;
}

/** A Blob of a Buffer (copied: Node's Buffer type may view a SharedArrayBuffer, which Blob does not take). */
const blobOf = (body: Buffer, type: string) => new Blob([new Uint8Array(body)], { type });

/** Builds the multipart form; a missing evidence file is reported by its role and hash. */
async function formOf(finding: Finding, evidence: EvidenceStore): Promise<FormData> {
  const read = async (sha: string, what: string) => {
    try {
      return await evidence.read(sha);
    } catch (error) {
      throw new MissingEvidence(
        `${what} ${sha} is not in the evidence store (${(error as NodeJS.ErrnoException).code ?? error})`,
      );
    }
  };
  const form = new FormData();
  form.set('data', JSON.stringify(detectionPayload(finding)));
  for (const [i, sha] of finding.evidence.images.entries()) {
    const body = await read(sha, `image ${i + 1}`);
    const { type, extension } = sniffImage(body);
    form.append('images', blobOf(body, type), `image-${i + 1}-${sha.slice(0, 12)}.${extension}`);
  }
  if (finding.evidence.screenshot) {
    const body = await read(finding.evidence.screenshot, 'screenshot');
    form.set('screenshot', blobOf(body, 'image/png'), 'screenshot.png');
  }
  if (finding.evidence.html) {
    const body = await read(finding.evidence.html, 'html');
    form.set('html', blobOf(body, 'text/html'), 'page.html');
  }
  return form;
}

class MissingEvidence extends Error {}

/** Posts one finding and classifies the CMS's answer. Never throws for the network or the CMS's answer. */
export async function postFinding(finding: Finding, options: PostOptions): Promise<PostResult> {
  let form: FormData;
  try {
    form = await formOf(finding, options.evidence);
  } catch (error) {
    if (error instanceof MissingEvidence) return { outcome: 'rejected', message: error.message };
    throw error;
  }
  const doFetch = options.fetchImpl ?? fetch;
  const timeout = AbortSignal.timeout(options.timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const url = `${options.cmsUrl.replace(/\/+$/, '')}/api-laos/add_detection`;
  let response: Response;
  let text: string;
  try {
    response = await doFetch(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${options.token}`, accept: 'application/json' },
      body: form,
      signal,
    });
    text = await response.text();
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    const limit = options.timeoutMs < 1000 ? `${options.timeoutMs} ms` : `${Math.round(options.timeoutMs / 1000)} s`;
    const message = options.signal?.aborted
      ? 'The post was cut short (the sender is stopping)'
      : timeout.aborted
        ? `The CMS did not answer within ${limit}`
        : `The CMS could not be reached (${cause?.code ?? cause?.message ?? (error as Error).message})`;
    return { outcome: 'retry', message, configurationProblem: false };
  }

  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  const status = response.status;
  if (status === 200 || status === 201) {
    const answer = detectionIntakeAnswerSchema.safeParse((body as { data?: unknown } | undefined)?.data);
    if (!answer.success) {
      // A 2xx without the expected answer (a proxy's page?): the CMS may not have the finding.
      return {
        outcome: 'retry',
        httpStatus: status,
        message: `HTTP ${status} without a detection id`,
        configurationProblem: false,
      };
    }
    const data = answer.data;
    const outcome = data.created ? 'stored' : data.seenAgain ? 'seen_again' : 'duplicate';
    return { outcome, id: data._id, ...(data.status !== undefined ? { status: data.status } : {}) };
  }
  if (PERMANENT.has(status)) return { outcome: 'rejected', httpStatus: status, ...refusalOf(body, text, status) };
  const { message } = refusalOf(body, text, status);
  const configurationProblem = status === 401 || status === 403;
  const after = status === 429 || status === 503 ? retryAfter(response.headers.get('retry-after')) : undefined;
  return {
    outcome: 'retry',
    httpStatus: status,
    message: configurationProblem ? `${message} (check the detector's CMS token and its role)` : message,
    configurationProblem,
    ...(after !== undefined ? { retryAfterMs: after } : {}),
  };
}

export interface BackoffOptions {
  /** Default 5 s. */
  baseMs?: number;
  /** Default 10 minutes. */
  maxMs?: number;
  /** ± this fraction (default 0.2). */
  jitter?: number;
}

/** The delay before attempt `attempts + 1`: base·2^attempts, at most max, ± jitter. */
export function backoffDelay(attempts: number, options: BackoffOptions = {}, random: () => number = Math.random): number {
  const base = options.baseMs ?? 5_000;
  const max = options.maxMs ?? 10 * 60_000;
  const jitter = options.jitter ?? 0.2;
  const plain = Math.min(max, base * 2 ** Math.min(attempts, 30));
  return Math.round(plain * (1 + jitter * (2 * random() - 1)));
}

export interface SenderLogger {
  info(message: string): void;
  warn(message: string): void;
  error?(message: string): void;
}

/** Counters the sender moves (the lead wires them to the metrics). */
export interface SenderCounters {
  sent?(): void;
  duplicate?(): void;
  seenAgain?(): void;
  rejected?(): void;
  retry?(configurationProblem: boolean): void;
}

export interface OutboxSenderOptions {
  outbox: Outbox;
  /** Posts one finding, usually `(f, signal) => postFinding(f, { ...options, signal })`. */
  post: (finding: Finding, signal: AbortSignal) => Promise<PostResult>;
  logger?: SenderLogger;
  counters?: SenderCounters;
  backoff?: BackoffOptions;
  random?: () => number;
  /** Attempts after which a retryable failure goes to `failed/` too (default: never, the CMS may be down long). */
  maxAttempts?: number;
  /** How long to sleep at most when nothing is due (default 30 s; an entry added meanwhile calls `notify()`). */
  idleMs?: number;
  /** The clock of `nextDue` (tests); default Date.now. */
  now?: () => number;
}

const silent: SenderLogger = { info: () => undefined, warn: () => undefined };

/**
 * Drains the outbox: claim → post → ack, retry later (exponential backoff with jitter) or fail. One post at a
 * time; `notify()` wakes it when a finding was added; `stop()` lets the post in flight finish.
 */
export class OutboxSender {
  private running = false;
  private loop?: Promise<void>;
  private wake?: () => void;
  private timer?: NodeJS.Timeout;
  private notified = false;
  private readonly stopping = new AbortController();
  private readonly logger: SenderLogger;

  constructor(private readonly options: OutboxSenderOptions) {
    this.logger = options.logger ?? silent;
  }

  /** Recovers entries a dead process left in `sending/`, then starts the loop. */
  async start(): Promise<void> {
    if (this.running) return;
    this.running = true;
    const recovered = await this.options.outbox.recover();
    if (recovered) this.logger.info(`outbox: ${recovered} finding(s) left by a stopped sender put back in the queue`);
    this.loop = this.run();
  }

  /** An entry was added: look now rather than at the next timer. */
  notify(): void {
    this.notified = true;
    this.wake?.();
  }

  /**
   * Stops after the post in flight: its answer is still recorded. With `abort`, the post is cut short instead and
   * the finding stays queued for the next start.
   */
  async stop(options: { abort?: boolean } = {}): Promise<void> {
    this.running = false;
    if (options.abort) this.stopping.abort();
    this.notify();
    await this.loop;
  }

  private sleep(ms: number): Promise<void> {
    if (this.notified || !this.running) return Promise.resolve();
    return new Promise((resolve) => {
      this.wake = () => {
        clearTimeout(this.timer);
        this.wake = undefined;
        resolve();
      };
      this.timer = setTimeout(() => this.wake?.(), Math.max(0, ms));
    });
  }

  private async run(): Promise<void> {
    const idle = this.options.idleMs ?? 30_000;
    const now = this.options.now ?? Date.now;
    while (this.running) {
      this.notified = false;
      let claimed: Claimed | undefined;
      try {
        claimed = await this.options.outbox.claim();
        if (claimed) {
          await this.send(claimed);
          continue;
        }
      } catch (error) {
        // A disk problem: wait a little rather than spin.
        this.logger.warn(`outbox: ${(error as Error).message}`);
        await this.sleep(idle);
        continue;
      }
      const due = await this.options.outbox.nextDue().catch(() => undefined);
      await this.sleep(due === undefined ? idle : Math.min(idle, Math.max(0, due - now()) + 5));
    }
  }

  private async send(claimed: Claimed): Promise<void> {
    const { outbox, counters } = this.options;
    const what = `${claimed.finding.pageUrl} (${claimed.key.slice(0, 12)})`;
    let result: PostResult;
    try {
      result = await this.options.post(claimed.finding, this.stopping.signal);
    } catch (error) {
      result = { outcome: 'retry', message: `posting failed: ${(error as Error).message}`, configurationProblem: false };
    }
    switch (result.outcome) {
      case 'stored':
      case 'duplicate':
      case 'seen_again':
        await outbox.ack(claimed);
        if (result.outcome === 'stored') counters?.sent?.();
        else if (result.outcome === 'duplicate') counters?.duplicate?.();
        else counters?.seenAgain?.();
        this.logger.info(`outbox: ${what} ${result.outcome.replace('_', ' ')} as ${result.id}`);
        return;
      case 'rejected': {
        const fields = result.fields
          ? ` [${Object.entries(result.fields)
              .map(([k, v]) => `${k}: ${v}`)
              .join('; ')}]`
          : '';
        const reason = `${result.message}${fields}`;
        await outbox.fail(claimed, reason);
        counters?.rejected?.();
        (this.logger.error ?? this.logger.warn).call(
          this.logger,
          `outbox: ${what} refused by the CMS, kept in failed/: ${reason}`,
        );
        return;
      }
      case 'retry': {
        const attempts = claimed.attempts + 1;
        if (this.options.maxAttempts !== undefined && attempts >= this.options.maxAttempts) {
          await outbox.fail(claimed, `gave up after ${attempts} attempts: ${result.message}`);
          counters?.rejected?.();
          this.logger.warn(`outbox: ${what} gave up after ${attempts} attempts: ${result.message}`);
          return;
        }
        // The server's Retry-After is honoured up to the backoff's maximum.
        const maxMs = this.options.backoff?.maxMs ?? 10 * 60_000;
        const delay = Math.max(
          backoffDelay(claimed.attempts, this.options.backoff, this.options.random),
          Math.min(result.retryAfterMs ?? 0, maxMs),
        );
        await outbox.retryLater(claimed, delay, result.message);
        counters?.retry?.(result.configurationProblem);
        const log = result.configurationProblem ? (this.logger.error ?? this.logger.warn) : this.logger.warn;
        log.call(
          this.logger,
          `outbox: ${what} not posted (attempt ${attempts}), again in ${Math.round(delay / 1000)} s: ${result.message}` +
            (result.configurationProblem ? ' — CONFIGURATION PROBLEM' : ''),
        );
        return;
      }
    }
  }
}
