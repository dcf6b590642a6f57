/**
 * The watcher's visits and findings as BullMQ jobs on Redis (when REDIS_URL is set), so that several detector
 * processes on several machines share the crawl without double work. Without REDIS_URL the watcher keeps its
 * in-process scheduler and the disk outbox (scheduler.ts, outbox.ts).
 *
 * - Visits: one BullMQ job scheduler per source key (`upsertJobScheduler`, every `intervalMinutes`), so each due
 *   visit is ONE job that ONE worker takes. Every process calls `setSources` with the CMS's list; a scheduler is
 *   only written again when its interval or its source changed, and removed when the source left the list.
 * - Per-host politeness across processes: a Redis key per host (`<prefix>:host:<host>`). A visit takes it with
 *   SET NX (held while the visit runs, at most VISIT_LOCK_MS); when it ends the key is set again to expire after
 *   `hostGapMs`. A visit whose host is taken waits in its worker until the key is gone. What holds: one
 *   visit at a time per host over all processes, and at least `hostGapMs` between the end of one and the start of
 *   the next (unless a worker died mid-visit: then VISIT_LOCK_MS). What does not: the scheduler's jitter and its
 *   backoff of a failing source (a failed visit is logged and counted; the next one comes at the next interval).
 * - Findings: one job per finding on the findings queue, `jobId` = the finding's key, so the same finding queued by
 *   two processes is one job. The job carries the evidence bytes (base64; a worker on another machine cannot read
 *   this one's disk), bounded as the evidence is (a few images, one screenshot, one HTML page). The findings worker
 *   writes them into its own evidence store and posts; "stored", "duplicate" and "seen again" answers are done, a
 *   refusal fails the job for good, anything else is tried again (the outbox's backoff: 5 s doubling to 10 min,
 *   at least the CMS's Retry-After; 300 attempts, about two days). A posted finding leaves a
 *   `<prefix>:sent:<key>` mark (kept `retentionDays`), so the next visit does not queue it again.
 */
import { Queue, UnrecoverableError, Worker, type Job } from 'bullmq';
import IORedis from 'ioredis';

import type { EvidenceStore } from '../evidence-store';
import { backoffDelay, type BackoffOptions, type PostResult } from '../poster';
import { hostOf } from '../scheduler';
import type { Finding, Source } from '../types';

/** A visit holds its host at most this long (a worker that died mid-visit frees it then). */
const VISIT_LOCK_MS = 10 * 60_000;
/** A finding whose evidence is larger than this is not queued (logged): Redis is not a file store. */
export const FINDING_EVIDENCE_MAX_BYTES = 48 * 1024 * 1024;
/** With the outbox's delays (5 s doubling to 10 min), about two days of CMS outage before a finding fails. */
const POST_ATTEMPTS = 300;
const POST_MAX_DELAY_MS = 10 * 60_000;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface VisitJob {
  source: Source;
}

export interface FindingJob {
  finding: Finding;
  /** Evidence bytes by SHA-256, base64. */
  files: Record<string, string>;
}

export interface RedisJobsOptions {
  redisUrl: string;
  /** Key prefix of the queues and marks (one per installation; tests use one per run). */
  prefix: string;
  instance: string;
  concurrency: number;
  hostGapMs: number;
  retentionDays: number;
  evidence: EvidenceStore;
  visit(source: Source, signal: AbortSignal): Promise<void>;
  post(finding: Finding, signal: AbortSignal): Promise<PostResult>;
  log(message: string): void;
  counters?: {
    sent?(): void;
    duplicate?(): void;
    seenAgain?(): void;
    rejected?(): void;
    retry?(): void;
    visitFailed?(): void;
  };
  /** The posts' retry delays, as the outbox's (tests shorten them). */
  postBackoff?: BackoffOptions;
}

export interface QueueCounts {
  visits: { waiting: number; delayed: number; active: number; failed: number };
  findings: { waiting: number; delayed: number; active: number; failed: number };
}

/** The scheduler id of a source. */
export const schedulerId = (key: string) => `source:${key}`;
export const intervalMs = (source: Source) => Math.max(1000, Math.round(source.intervalMinutes * 60_000));

/** A post to try again, with the CMS's Retry-After when it gave one. */
class RetryLater extends Error {
  constructor(
    message: string,
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

export class RedisJobs {
  readonly visits: Queue<VisitJob>;
  readonly findings: Queue<FindingJob>;
  private visitWorker?: Worker<VisitJob>;
  private findingWorker?: Worker<FindingJob>;
  private readonly redis: IORedis;
  private readonly aborter = new AbortController();

  constructor(private readonly o: RedisJobsOptions) {
    const connection = { url: o.redisUrl, maxRetriesPerRequest: null };
    this.visits = new Queue<VisitJob>('visits', { connection, prefix: o.prefix });
    this.findings = new Queue<FindingJob>('findings', { connection, prefix: o.prefix });
    this.redis = new IORedis(o.redisUrl, { maxRetriesPerRequest: null, lazyConnect: false });
    for (const queue of [this.visits, this.findings])
      queue.on('error', (error) => o.log(`watch: redis queue ${queue.name}: ${error.message}`));
    this.redis.on('error', (error) => o.log(`watch: redis: ${error.message}`));
  }

  async start(): Promise<void> {
    const { o } = this;
    const connection = { url: o.redisUrl, maxRetriesPerRequest: null };
    this.visitWorker = new Worker<VisitJob>('visits', (job) => this.runVisit(job), {
      connection,
      prefix: o.prefix,
      concurrency: o.concurrency,
      name: o.instance,
      removeOnComplete: { count: 1000 },
      removeOnFail: { count: 1000 },
    });
    this.findingWorker = new Worker<FindingJob>('findings', (job) => this.runPost(job), {
      connection,
      prefix: o.prefix,
      concurrency: 1,
      name: o.instance,
      settings: {
        // The outbox's delays (base·2^n up to 10 min, ±20 %), at least the CMS's Retry-After.
        backoffStrategy: (attemptsMade: number, _type?: string, error?: Error) => {
          const maxMs = o.postBackoff?.maxMs ?? POST_MAX_DELAY_MS;
          const after = error instanceof RetryLater ? (error.retryAfterMs ?? 0) : 0;
          return Math.max(backoffDelay(Math.max(0, attemptsMade - 1), { maxMs, ...o.postBackoff }), Math.min(after, maxMs));
        },
      },
    });
    for (const worker of [this.visitWorker, this.findingWorker])
      worker.on('error', (error) => o.log(`watch: redis worker ${worker.name}: ${error.message}`));
    this.visitWorker.on('failed', (job, error) => {
      o.counters?.visitFailed?.();
      o.log(`watch: ${job?.data.source.key ?? '?'}: visit failed: ${error.message}`);
    });
    this.findingWorker.on('failed', (job, error) => {
      if (!job) return;
      const final = error instanceof UnrecoverableError || job.attemptsMade >= (job.opts.attempts ?? 1);
      if (final) o.counters?.rejected?.();
      else o.counters?.retry?.();
      o.log(
        `watch: finding ${job.data.finding.pageUrl} (${job.id?.slice(0, 12)}) ${final ? 'failed for good' : `not posted (attempt ${job.attemptsMade})`}: ${error.message}`,
      );
    });
    await Promise.all([this.visitWorker.waitUntilReady(), this.findingWorker.waitUntilReady()]);
  }

  async stop(): Promise<void> {
    this.aborter.abort();
    await Promise.allSettled([this.visitWorker?.close(true), this.findingWorker?.close(true)]);
    await Promise.allSettled([this.visits.close(), this.findings.close()]);
    await this.redis.quit().catch(() => this.redis.disconnect());
  }

  /** Plans the sources' visits: one job scheduler per source; those of sources no longer listed are removed. */
  async setSources(sources: Source[]): Promise<void> {
    const wanted = new Map(sources.map((s) => [schedulerId(s.key), s]));
    const existing = await this.visits.getJobSchedulers(0, -1);
    for (const scheduler of existing) {
      if (!wanted.has(scheduler.key)) {
        await this.visits.removeJobScheduler(scheduler.key);
        this.o.log(`watch: ${scheduler.key} no longer watched`);
      }
    }
    const byKey = new Map(existing.map((s) => [s.key, s]));
    for (const [id, source] of wanted) {
      const current = byKey.get(id);
      const every = intervalMs(source);
      if (current && current.every === every && JSON.stringify(current.template?.data?.source) === JSON.stringify(source))
        continue;
      await this.visits.upsertJobScheduler(
        id,
        { every },
        {
          name: 'visit',
          data: { source },
          opts: { removeOnComplete: { count: 1000 }, removeOnFail: { count: 1000 } },
        },
      );
      this.o.log(`watch: ${source.key} (${source.url}) planned every ${every / 1000} s on the shared queue`);
    }
  }

  private hostKey(url: string): string {
    return `${this.o.prefix}:host:${hostOf(url)}`;
  }

  /**
   * One visit, once its host is free: the worker keeps the job (BullMQ extends its lock) and waits for the host key,
   * rather than moving the job back to the delayed set, which would upset its job scheduler's next iteration.
   */
  private async runVisit(job: Job<VisitJob>): Promise<void> {
    const { source } = job.data;
    const key = this.hostKey(source.url);
    const holder = `${this.o.instance}:${job.id}`;
    const deadline = Date.now() + VISIT_LOCK_MS;
    while ((await this.redis.set(key, holder, 'PX', VISIT_LOCK_MS, 'NX')) !== 'OK') {
      if (this.aborter.signal.aborted || Date.now() > deadline) throw new Error(`the host of ${source.url} stayed busy`);
      const left = await this.redis.pttl(key);
      const wait = Math.max(20, Math.min(left > 0 ? left : 50, 1000)) + Math.random() * 30;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
    try {
      await this.o.visit(source, this.aborter.signal);
    } finally {
      // The host stays taken for the politeness gap after the visit's end.
      if (this.o.hostGapMs > 0) await this.redis.set(key, 'gap', 'PX', this.o.hostGapMs);
      else await this.redis.del(key);
    }
  }

  /**
   * Queues a finding unless the CMS already has it (a sent mark); a finding already queued (by any process) is
   * the same job. Answers whether a job was added.
   */
  async queueFinding(finding: Finding): Promise<boolean> {
    if (await this.redis.exists(`${this.o.prefix}:sent:${finding.key}`)) return false;
    const shas = [
      ...finding.evidence.images,
      ...(finding.evidence.screenshot ? [finding.evidence.screenshot] : []),
      ...(finding.evidence.html ? [finding.evidence.html] : []),
    ];
    const files: Record<string, string> = {};
    let bytes = 0;
    for (const sha of shas) {
      const body = await this.o.evidence.read(sha);
      bytes += body.length;
      files[sha] = body.toString('base64');
    }
    if (bytes > FINDING_EVIDENCE_MAX_BYTES) {
      this.o.log(`watch: finding ${finding.pageUrl}: evidence of ${bytes} bytes is too large to queue`);
      return false;
    }
    const existing = await this.findings.getJob(finding.key);
    if (existing) return false;
    await this.findings.add(
      'post',
      { finding, files },
      {
        jobId: finding.key,
        attempts: POST_ATTEMPTS,
        backoff: { type: 'poster' },
        removeOnComplete: { age: 24 * 60 * 60, count: 10_000 },
        removeOnFail: { age: this.o.retentionDays * 24 * 60 * 60 },
      },
    );
    return true;
  }

  /** Posts one finding with this process's copy of its evidence. */
  private async runPost(job: Job<FindingJob>): Promise<string> {
    const { finding, files } = job.data;
    for (const [sha, base64] of Object.entries(files)) {
      if (!(await this.o.evidence.has(sha))) await this.o.evidence.put(Buffer.from(base64, 'base64'));
    }
    const result = await this.o.post(finding, this.aborter.signal);
    const what = `${finding.pageUrl} (${finding.key.slice(0, 12)})`;
    switch (result.outcome) {
      case 'stored':
      case 'duplicate':
      case 'seen_again':
        await this.redis.set(`${this.o.prefix}:sent:${finding.key}`, '1', 'PX', this.o.retentionDays * DAY_MS);
        // The completed job is kept a day (so the same key is not queued again), without its evidence bytes.
        await job.updateData({ finding, files: {} });
        if (result.outcome === 'stored') this.o.counters?.sent?.();
        else if (result.outcome === 'duplicate') this.o.counters?.duplicate?.();
        else this.o.counters?.seenAgain?.();
        this.o.log(`watch: finding ${what} ${result.outcome.replace('_', ' ')} as ${result.id}`);
        return result.id;
      case 'rejected': {
        const fields = result.fields
          ? ` [${Object.entries(result.fields)
              .map(([k, v]) => `${k}: ${v}`)
              .join('; ')}]`
          : '';
        throw new UnrecoverableError(`refused by the CMS: ${result.message}${fields}`);
      }
      case 'retry':
        throw new RetryLater(
          result.message + (result.configurationProblem ? ' — CONFIGURATION PROBLEM' : ''),
          result.retryAfterMs,
        );
    }
  }

  async counts(): Promise<QueueCounts> {
    const of = async (queue: Queue) => {
      const c = await queue.getJobCounts('waiting', 'delayed', 'active', 'failed', 'prioritized');
      return {
        waiting: (c.waiting ?? 0) + (c.prioritized ?? 0),
        delayed: c.delayed ?? 0,
        active: c.active ?? 0,
        failed: c.failed ?? 0,
      };
    };
    const [visits, findings] = await Promise.all([of(this.visits), of(this.findings)]);
    return { visits, findings };
  }
}
