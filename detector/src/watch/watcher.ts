/**
 * The 24/7 watcher: reads the monitored sources and the brand/company library (library.ts) from the CMS (again
 * every few minutes, and sooner while the CMS cannot be reached), visits each source when due (scheduler.ts:
 * jitter, per-host politeness, backoff), judges every item (pipeline.ts) and keeps each finding in the persistent
 * outbox until the CMS has it (poster.ts).
 *
 * What it guarantees:
 * - a finding survives a CMS outage and a detector restart (it is on disk until the CMS answers);
 * - a finding reaches the CMS once: the CMS treats a repost of the same content hash as a no-op, several
 *   processes sharing one outbox never claim the same entry, and a finding the CMS already has (or refused) is not
 *   queued again on the next visit (the outbox remembers what was sent and what was refused);
 * - one bad source, entry, image or page is a logged error for that item; the rest goes on.
 *
 * With REDIS_URL set, visits and findings are BullMQ jobs on Redis instead (jobs/redis-jobs.ts): every detector
 * process on that Redis plans the same job schedulers and runs the visits and posts one worker takes.
 */
import type { DetectorConfig } from '../config';
import type { Metrics } from '../service/metrics';
import type { Classifier } from '../understand/classifier';
import type { OcrResult } from '../understand/ocr';
import { perceptualHash } from '../understand/phash';
import { chooseAdapter, createFeedAdapter, createWebPageAdapter, type PageCapture } from './adapters';
import { EvidenceStore } from './evidence-store';
import { builtInBrandLibrary, readLibrary, type BrandLibrary } from './library';
import { RedisJobs, type QueueCounts } from './jobs/redis-jobs';
import { Outbox } from './outbox';
import { judgeItem, type PipelineDeps } from './pipeline';
import { OutboxSender, postFinding, type BackoffOptions, type PostResult } from './poster';
import { Scheduler, type SourceState } from './scheduler';
import { fetchSources } from './sources';
import type { Finding, Source, SourceAdapter } from './types';

/** An item's images read, within this budget (as a page check). */
const ITEM_IMAGES = 3;
const ITEM_OCR_MS = 8_000;
const POST_TIMEOUT_MS = 60_000;
/** While the CMS cannot be read, the source list is asked for again after 5 s, doubling up to a minute. */
const SOURCES_RETRY_MS = 2_000;
const SOURCES_RETRY_MAX_MS = 30_000;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface WatcherDeps {
  config: DetectorConfig;
  capturer: PageCapture;
  recognise(image: Buffer): Promise<OcrResult>;
  classifier?: Classifier;
  metrics: Metrics;
  log(message: string): void;
  /** Replaces the CMS's source list (tests that watch fixed sources). */
  sources?: () => Promise<Source[]>;
  /** Replaces the CMS's brand and company library (tests). */
  library?: () => Promise<BrandLibrary>;
  /** The outbox's retry delays (tests shorten them). */
  postBackoff?: BackoffOptions;
}

export interface WatchStatus {
  instance: string;
  sources: SourceState[];
  sources_read_at: string | null;
  sources_error: string | null;
  outbox: { waiting: number; failed: number };
  /** With REDIS_URL: the shared queues' counts. */
  queue?: QueueCounts;
}

export class Watcher {
  readonly outbox: Outbox;
  readonly evidence: EvidenceStore;
  private readonly scheduler: Scheduler;
  private readonly sender: OutboxSender;
  private readonly adapters: SourceAdapter[];
  private readonly pipeline: PipelineDeps;
  /** Set with REDIS_URL: visits and findings are jobs on Redis, not the scheduler and the outbox. */
  readonly jobs?: RedisJobs;
  private queueCounts?: QueueCounts;
  private refreshTimer?: NodeJS.Timeout;
  private gaugeTimer?: NodeJS.Timeout;
  private housekeepingTimer?: NodeJS.Timeout;
  private refreshFailures = 0;
  private sourcesReadAt: string | null = null;
  private sourcesError: string | null = null;
  private libraryError: string | null = null;
  private libraryCounts = '';
  private readonly aborter = new AbortController();
  private waiting = 0;
  private failed = 0;
  private stopped = false;

  constructor(private readonly deps: WatcherDeps) {
    const { watch } = deps.config;
    this.outbox = new Outbox(watch.outboxDir);
    this.evidence = new EvidenceStore(watch.evidenceDir);
    const guard = {
      allowPrivateHosts: deps.config.allowPrivateHosts,
      allowedHosts: deps.config.allowHosts,
    };
    this.adapters = [createFeedAdapter({ guard }), createWebPageAdapter({ capturer: deps.capturer })];
    this.pipeline = {
      recognise: deps.recognise,
      classifier: deps.classifier,
      evidence: this.evidence,
      phash: perceptualHash,
      postMinScore: watch.postMinScore,
      library: builtInBrandLibrary(),
      maxImages: ITEM_IMAGES,
      ocrBudgetMs: ITEM_OCR_MS,
    };
    this.scheduler = new Scheduler({
      run: (source, signal) => this.visit(source, signal),
      concurrency: watch.concurrency,
      hostGapMs: watch.hostGapMs,
      startupJitterMs: watch.startupJitterMs,
      logger: { info: (m) => deps.log(`watch: ${m}`), warn: (m) => deps.log(`watch: ${m}`) },
    });
    const { metrics } = deps;
    this.sender = new OutboxSender({
      outbox: this.outbox,
      post: (finding, signal) => this.post(finding, signal),
      backoff: deps.postBackoff,
      logger: {
        info: (m) => deps.log(`watch: ${m}`),
        warn: (m) => deps.log(`watch: ${m}`),
        error: (m) => deps.log(`watch: ${m}`),
      },
      counters: {
        sent: () => metrics.inc('detector_findings_total', { outcome: 'stored' }),
        duplicate: () => metrics.inc('detector_findings_total', { outcome: 'duplicate' }),
        seenAgain: () => metrics.inc('detector_findings_total', { outcome: 'seen_again' }),
        rejected: () => metrics.inc('detector_findings_total', { outcome: 'rejected' }),
        retry: () => metrics.inc('detector_watch_errors_total', { stage: 'post' }),
      },
    });
    if (watch.redisUrl) {
      this.jobs = new RedisJobs({
        redisUrl: watch.redisUrl,
        prefix: watch.queuePrefix,
        instance: watch.instance,
        concurrency: watch.concurrency,
        hostGapMs: watch.hostGapMs,
        retentionDays: watch.retentionDays,
        evidence: this.evidence,
        visit: (source, signal) => this.visit(source, signal),
        post: (finding, signal) => this.post(finding, signal),
        log: deps.log,
        postBackoff: deps.postBackoff,
        counters: {
          sent: () => metrics.inc('detector_findings_total', { outcome: 'stored' }),
          duplicate: () => metrics.inc('detector_findings_total', { outcome: 'duplicate' }),
          seenAgain: () => metrics.inc('detector_findings_total', { outcome: 'seen_again' }),
          rejected: () => metrics.inc('detector_findings_total', { outcome: 'rejected' }),
          retry: () => metrics.inc('detector_watch_errors_total', { stage: 'post' }),
        },
      });
    }
  }

  async start(): Promise<void> {
    if (this.jobs) await this.jobs.start();
    else {
      await this.sender.start();
      this.scheduler.start();
    }
    await this.refreshSources();
    this.gaugeTimer = setInterval(() => void this.updateGauges(), 5_000);
    this.gaugeTimer.unref();
    await this.housekeeping();
    this.housekeepingTimer = setInterval(() => void this.housekeeping(), DAY_MS);
    this.housekeepingTimer.unref();
    await this.updateGauges();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.aborter.abort();
    clearTimeout(this.refreshTimer);
    clearInterval(this.gaugeTimer);
    clearInterval(this.housekeepingTimer);
    await this.scheduler.stop({ abort: true });
    await this.sender.stop({ abort: true });
    await this.jobs?.stop();
  }

  status(): WatchStatus {
    return {
      instance: this.deps.config.watch.instance,
      sources: this.scheduler.state(),
      sources_read_at: this.sourcesReadAt,
      sources_error: this.sourcesError,
      outbox: { waiting: this.waiting, failed: this.failed },
      ...(this.queueCounts ? { queue: this.queueCounts } : {}),
    };
  }

  /** Reads the source list and hands it to the scheduler; the next read is planned whatever happened. */
  private async refreshSources(): Promise<void> {
    const { watch } = this.deps.config;
    let delay = watch.sourcesRefreshMs;
    try {
      const sources = this.deps.sources
        ? await this.deps.sources()
        : await fetchSources({
            cmsUrl: watch.cmsUrl,
            token: watch.token,
            onSkip: (key, reason) => this.deps.log(`watch: source ${key} skipped: ${reason}`),
          });
      if (this.jobs) await this.jobs.setSources(sources);
      else this.scheduler.setSources(sources);
      this.deps.metrics.set('detector_sources', sources.length);
      if (this.sourcesError || !this.sourcesReadAt) this.deps.log(`watch: watching ${sources.length} source(s)`);
      this.sourcesReadAt = new Date().toISOString();
      this.sourcesError = null;
      this.refreshFailures = 0;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (message !== this.sourcesError) this.deps.log(`watch: the source list could not be read: ${message}`);
      this.sourcesError = message;
      this.deps.metrics.inc('detector_watch_errors_total', { stage: 'sources' });
      delay = Math.min(delay, SOURCES_RETRY_MS * 2 ** Math.min(this.refreshFailures, 10), SOURCES_RETRY_MAX_MS);
      this.refreshFailures += 1;
    }
    if (!this.stopped) await this.refreshLibrary();
    if (this.stopped) return;
    this.refreshTimer = setTimeout(() => void this.refreshSources(), delay);
    this.refreshTimer.unref();
  }

  /**
   * Reads the brand and company library (names, reference pictures) with the sources, for the next visits. When it
   * cannot be read, the previous library stays in use.
   */
  private async refreshLibrary(): Promise<void> {
    const { watch } = this.deps.config;
    const previous = this.pipeline.library ?? builtInBrandLibrary();
    try {
      const library = this.deps.library
        ? await this.deps.library()
        : await readLibrary({
            cmsUrl: watch.cmsUrl,
            token: watch.token,
            signal: this.aborter.signal,
            known: new Map(previous.references.map((r) => [r.url, r.phash])),
            log: (m) => this.deps.log(`watch: ${m}`),
          });
      this.pipeline.library = library;
      const counts = `${library.brands.length} brand(s), ${library.companies.length} company(ies), ${library.references.length} reference picture(s)`;
      if (this.libraryError || counts !== this.libraryCounts) this.deps.log(`watch: library: ${counts}`);
      this.libraryCounts = counts;
      this.libraryError = null;
    } catch (error) {
      if (this.stopped) return;
      const message = error instanceof Error ? error.message : String(error);
      if (message !== this.libraryError) this.deps.log(`watch: the brand library could not be read: ${message}`);
      this.libraryError = message;
      this.deps.metrics.inc('detector_watch_errors_total', { stage: 'library' });
    }
  }

  /** One visit of a source: its items judged one by one; a failure of the whole source goes to the scheduler. */
  async visit(source: Source, signal: AbortSignal): Promise<void> {
    const { metrics, log } = this.deps;
    let collected;
    try {
      collected = await chooseAdapter(source, this.adapters).collect(source, signal);
    } catch (error) {
      metrics.inc('detector_source_runs_total', { outcome: 'failed' });
      metrics.inc('detector_watch_errors_total', { stage: 'source' });
      throw error;
    }
    metrics.inc('detector_source_runs_total', { outcome: 'ok' });
    for (const problem of collected.problems) {
      metrics.inc('detector_watch_errors_total', { stage: 'item' });
      log(`watch: ${source.key}: ${problem.where}: ${problem.message}`);
    }
    let queued = 0;
    for (const item of collected.items) {
      if (signal.aborted) break;
      if (item.screenshot) metrics.inc('detector_pages_captured_total');
      try {
        const judged = await judgeItem(item, this.pipeline);
        metrics.inc('detector_items_classified_total', { outcome: judged.suspected ? 'suspected' : 'not_suspected' });
        if (judged.finding && (await this.queue(judged.finding))) queued += 1;
      } catch (error) {
        metrics.inc('detector_watch_errors_total', { stage: 'item' });
        log(`watch: ${source.key}: ${item.pageUrl}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    if (queued) {
      if (!this.jobs) this.sender.notify();
      await this.updateGauges();
    }
    log(`watch: ${source.key}: ${collected.items.length} item(s) read, ${queued} new finding(s) queued`);
  }

  /** Queues a finding unless the outbox says the CMS already has it (or refused it: `add` keeps refusals out). */
  private async queue(finding: Finding): Promise<boolean> {
    if (this.jobs) return this.jobs.queueFinding(finding);
    return !(await this.outbox.wasSent(finding.key)) && this.outbox.add(finding);
  }

  private async post(finding: Finding, signal: AbortSignal): Promise<PostResult> {
    const { watch } = this.deps.config;
    return postFinding(finding, {
      cmsUrl: watch.cmsUrl,
      token: watch.token,
      evidence: this.evidence,
      timeoutMs: POST_TIMEOUT_MS,
      signal,
    });
  }

  /**
   * Once a day: evidence files no outbox entry needs and not kept again for `retentionDays` are removed (the CMS has
   * its own copy of every detection's evidence), and so are the `sent/` marks as old (a finding seen again after
   * that is posted again, which the CMS answers as the same finding).
   */
  async housekeeping(now = new Date()): Promise<{ evidence: number; sent: number }> {
    const before = new Date(now.getTime() - this.deps.config.watch.retentionDays * DAY_MS);
    try {
      const evidence = await this.evidence.prune(await this.outbox.referencedEvidence(), before);
      const sent = await this.outbox.pruneSent(before);
      if (evidence || sent) this.deps.log(`watch: housekeeping removed ${evidence} evidence file(s) and ${sent} sent mark(s)`);
      return { evidence, sent };
    } catch (error) {
      this.deps.log(`watch: housekeeping failed: ${error instanceof Error ? error.message : String(error)}`);
      return { evidence: 0, sent: 0 };
    }
  }

  private async updateGauges(): Promise<void> {
    if (this.jobs) {
      try {
        this.queueCounts = await this.jobs.counts();
        this.waiting = this.queueCounts.findings.waiting + this.queueCounts.findings.delayed;
        this.failed = this.queueCounts.findings.failed;
        this.deps.metrics.set('detector_outbox_length', this.waiting);
      } catch {
        // Redis is away: the gauges wait for the next tick.
      }
      return;
    }
    try {
      this.waiting = await this.outbox.length();
      this.failed = await this.outbox.failedCount();
      this.deps.metrics.set('detector_outbox_length', this.waiting);
    } catch {
      // The gauges wait for the next tick.
    }
  }
}
