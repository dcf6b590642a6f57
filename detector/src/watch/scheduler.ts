/**
 * When each monitored source is visited. Rules, each with a unit test (tests/watch-scheduler.test.ts):
 *
 * - a source's first run comes after a random delay in [0, startupJitterMs], so a fresh start collects within
 *   seconds without every source starting at once;
 * - after a success the next run is due one interval later, ±10 %;
 * - after the n-th failure in a row it is due min(maxBackoffMs, baseBackoffMs × 2^(n−1)) later, ±10 % (1 min, 2, 4…
 *   up to 6 h), then back to the interval after the next success;
 * - politeness: one run at a time per host, and at least hostGapMs between the end of one run and the start of the
 *   next on the same host;
 * - at most `concurrency` runs at once over all hosts; a due source waits its turn (earliest due first);
 * - each run gets an AbortSignal that aborts after runTimeoutMs; a run that has not finished by then counts as a
 *   failure (and its slot is freed even if the adapter ignores the signal; so does `stop({ abort: true })`).
 *
 * The clock, its timers and the random numbers are injected, so the rules are tested deterministically.
 */
import type { Source } from './types';

export interface SchedulerClock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface SchedulerLogger {
  info(message: string): void;
  warn(message: string): void;
}

export const systemClock: SchedulerClock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

const silentLogger: SchedulerLogger = { info: () => undefined, warn: () => undefined };

export interface SchedulerOptions {
  run: (source: Source, signal: AbortSignal) => Promise<void>;
  clock?: SchedulerClock;
  /** In [0, 1), like Math.random (the default). */
  random?: () => number;
  logger?: SchedulerLogger;
  /** Default 10 s. */
  startupJitterMs?: number;
  /** Default 1 min. */
  baseBackoffMs?: number;
  /** Default 6 h. */
  maxBackoffMs?: number;
  /** Default 10 s. */
  hostGapMs?: number;
  /** Default 2. */
  concurrency?: number;
  /** Default 120 s. */
  runTimeoutMs?: number;
  /** Relative jitter of intervals and backoffs (default 0.1 = ±10 %). */
  jitter?: number;
}

export interface SourceState {
  key: string;
  name: string;
  url: string;
  host: string;
  running: boolean;
  /** ISO date-time the next run is due (while running: null). */
  nextDueAt: string | null;
  /** Failures in a row (0 after a success). */
  failures: number;
  lastError?: string;
  lastErrorAt?: string;
  lastSuccessAt?: string;
  lastRunStartedAt?: string;
}

interface Entry {
  source: Source;
  host: string;
  dueAt: number;
  running: boolean;
  failures: number;
  lastError?: string;
  lastErrorAt?: number;
  lastSuccessAt?: number;
  lastStartedAt?: number;
  lastEndedAt?: number;
  /** Dropped by setSources while running: not rescheduled when the run ends. */
  removed: boolean;
}

interface HostState {
  busy: boolean;
  /** The next run on this host may start at this time (the last end + hostGapMs). */
  freeAt: number;
}

/** The politeness key of a source: its URL's host and port (the whole string when it is not a URL). */
export function hostOf(url: string): string {
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return url;
  }
}

export class Scheduler {
  private readonly entries = new Map<string, Entry>();
  private readonly hosts = new Map<string, HostState>();
  private readonly inFlight = new Set<Promise<void>>();
  private readonly controllers = new Set<AbortController>();
  private timer: unknown;
  private timerAt = Infinity;
  private started = false;
  private readonly clock: SchedulerClock;
  private readonly random: () => number;
  private readonly logger: SchedulerLogger;
  private readonly o: Required<Omit<SchedulerOptions, 'run' | 'clock' | 'random' | 'logger'>>;

  constructor(private readonly options: SchedulerOptions) {
    this.clock = options.clock ?? systemClock;
    this.random = options.random ?? Math.random;
    this.logger = options.logger ?? silentLogger;
    this.o = {
      startupJitterMs: options.startupJitterMs ?? 10_000,
      baseBackoffMs: options.baseBackoffMs ?? 60_000,
      maxBackoffMs: options.maxBackoffMs ?? 6 * 3600_000,
      hostGapMs: options.hostGapMs ?? 10_000,
      concurrency: Math.max(1, options.concurrency ?? 2),
      runTimeoutMs: options.runTimeoutMs ?? 120_000,
      jitter: options.jitter ?? 0.1,
    };
  }

  /** The sources to watch from now on: new ones are added, missing ones dropped, changed ones updated. */
  setSources(sources: readonly Source[]): void {
    const now = this.clock.now();
    const keep = new Set<string>();
    for (const source of sources) {
      keep.add(source.key);
      const entry = this.entries.get(source.key);
      if (!entry) {
        const delay = Math.floor(this.random() * this.o.startupJitterMs);
        this.entries.set(source.key, {
          source,
          host: hostOf(source.url),
          dueAt: now + delay,
          running: false,
          failures: 0,
          removed: false,
        });
        this.logger.info(`scheduler: watching ${source.key} (${source.url}) every ${source.intervalMinutes} min`);
        continue;
      }
      const intervalChanged = entry.source.intervalMinutes !== source.intervalMinutes;
      entry.source = source;
      entry.host = hostOf(source.url);
      // A new interval counts from the last run; a source backing off keeps its backoff.
      if (intervalChanged && !entry.running && entry.failures === 0 && entry.lastEndedAt !== undefined) {
        entry.dueAt = Math.max(now, entry.lastEndedAt + this.jittered(source.intervalMinutes * 60_000));
        this.logger.info(`scheduler: ${source.key} now every ${source.intervalMinutes} min`);
      }
    }
    for (const [key, entry] of this.entries) {
      if (keep.has(key)) continue;
      this.entries.delete(key);
      entry.removed = true;
      this.logger.info(`scheduler: no longer watching ${key}`);
    }
    this.pump();
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    this.pump();
  }

  /**
   * Stops starting runs and waits for those in flight (each ends by its own timeout at the latest). With
   * `abort: true` the runs in flight are told to stop through their signal first.
   */
  async stop(options: { abort?: boolean } = {}): Promise<void> {
    this.started = false;
    this.clearTimer();
    if (options.abort) for (const controller of this.controllers) controller.abort(new Error('The watcher is stopping'));
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  /** Per source, for /health. */
  state(): SourceState[] {
    const iso = (ms: number | undefined) => (ms === undefined ? undefined : new Date(ms).toISOString());
    return [...this.entries.values()].map((e) => ({
      key: e.source.key,
      name: e.source.name,
      url: e.source.url,
      host: e.host,
      running: e.running,
      nextDueAt: e.running ? null : new Date(e.dueAt).toISOString(),
      failures: e.failures,
      ...(e.lastError !== undefined ? { lastError: e.lastError, lastErrorAt: iso(e.lastErrorAt) } : {}),
      ...(e.lastSuccessAt !== undefined ? { lastSuccessAt: iso(e.lastSuccessAt) } : {}),
      ...(e.lastStartedAt !== undefined ? { lastRunStartedAt: iso(e.lastStartedAt) } : {}),
    }));
  }

  /** Runs in flight now. */
  get running(): number {
    return this.inFlight.size;
  }

  private jittered(ms: number): number {
    return Math.round(ms * (1 + (this.random() * 2 - 1) * this.o.jitter));
  }

  private backoff(failures: number): number {
    return Math.min(this.o.maxBackoffMs, this.o.baseBackoffMs * 2 ** (failures - 1));
  }

  private host(host: string): HostState {
    let state = this.hosts.get(host);
    if (!state) this.hosts.set(host, (state = { busy: false, freeAt: -Infinity }));
    return state;
  }

  /** Starts every run that may start now, then sets one timer for the next moment one may. */
  private pump(): void {
    if (!this.started) return;
    const now = this.clock.now();
    const waiting = [...this.entries.values()].filter((e) => !e.running).sort((a, b) => a.dueAt - b.dueAt);
    for (const entry of waiting) {
      if (this.inFlight.size >= this.o.concurrency) break;
      const host = this.host(entry.host);
      if (entry.dueAt > now || host.busy || host.freeAt > now) continue;
      this.launch(entry, host);
    }
    let next = Infinity;
    if (this.inFlight.size < this.o.concurrency) {
      for (const entry of waiting) {
        const host = this.host(entry.host);
        if (entry.running || host.busy) continue; // the host's run ending pumps again
        next = Math.min(next, Math.max(entry.dueAt, host.freeAt));
      }
    }
    this.setTimer(next, now);
  }

  private setTimer(at: number, now: number): void {
    if (at === this.timerAt) return;
    this.clearTimer();
    if (at === Infinity) return;
    this.timerAt = at;
    this.timer = this.clock.setTimeout(
      () => {
        this.timer = undefined;
        this.timerAt = Infinity;
        this.pump();
      },
      Math.max(0, at - now),
    );
  }

  private clearTimer(): void {
    if (this.timer !== undefined) this.clock.clearTimeout(this.timer);
    this.timer = undefined;
    this.timerAt = Infinity;
  }

  private launch(entry: Entry, host: HostState): void {
    entry.running = true;
    host.busy = true;
    entry.lastStartedAt = this.clock.now();
    const source = entry.source;
    const controller = new AbortController();
    this.controllers.add(controller);
    const seconds = Math.round(this.o.runTimeoutMs / 1000);
    // The run ends when its signal aborts (timeout or stop), whether or not the adapter listens to it.
    const aborted = new Promise<never>((_, reject) => {
      controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true });
    });
    const timer = this.clock.setTimeout(
      () => controller.abort(new Error(`The run of ${source.key} did not finish within ${seconds} s`)),
      this.o.runTimeoutMs,
    );
    const run = (async () => this.options.run(source, controller.signal))();
    const settled: Promise<void> = Promise.race([run, aborted]).then(
      () => this.finish(entry, host, undefined),
      (error: unknown) => this.finish(entry, host, error instanceof Error ? error.message : String(error)),
    );
    run.catch(() => undefined); // a run that fails after its timeout has nothing left to tell
    aborted.catch(() => undefined);
    const tracked = settled.finally(() => {
      this.clock.clearTimeout(timer);
      this.controllers.delete(controller);
      this.inFlight.delete(tracked);
      this.pump();
    });
    this.inFlight.add(tracked);
  }

  private finish(entry: Entry, host: HostState, error: string | undefined): void {
    const now = this.clock.now();
    entry.running = false;
    entry.lastEndedAt = now;
    host.busy = false;
    host.freeAt = now + this.o.hostGapMs;
    const key = entry.source.key;
    if (error === undefined) {
      entry.failures = 0;
      entry.lastSuccessAt = now;
      entry.dueAt = now + this.jittered(entry.source.intervalMinutes * 60_000);
    } else {
      entry.failures += 1;
      entry.lastError = error;
      entry.lastErrorAt = now;
      const wait = this.jittered(this.backoff(entry.failures));
      entry.dueAt = now + wait;
      if (!entry.removed && this.started) {
        this.logger.warn(
          `scheduler: ${key} failed (${entry.failures} in a row): ${error}; next try in ${Math.round(wait / 1000)} s`,
        );
      }
    }
  }
}
