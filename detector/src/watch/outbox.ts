/**
 * The persistent outbox of findings waiting for the CMS: one JSON file per finding, named by its key, in three
 * folders.
 *
 *   pending/<key>.<notBeforeMs>.json                       waiting; due from notBefore
 *   sending/<key>.<pid>.<instance>.<claimedAtMs>.json      claimed by one outbox object of one process
 *   failed/<key>.json                                      refused for good, kept for a human to read
 *   sent/<key>                                             the CMS has it (an empty mark, removed when old)
 *
 * Every move is one `rename`, which the file system performs atomically: of two processes (or two Outbox objects)
 * renaming the same pending file, exactly one succeeds, so an entry is never claimed twice. New and rewritten
 * entries are written to `tmp/` first and renamed into place, so a crash never leaves half a file where it is read.
 * A process that dies while sending leaves its entry in `sending/`; `recover()` puts such entries back (owner
 * process gone, or the claim older than the stale limit).
 *
 * The outbox alone knows what was already sent: `ack` leaves a mark in `sent/`, `wasSent` answers from it, and
 * `pruneSent` forgets old marks.
 */
import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';

import { removeOlderThan } from './old-files';
import type { Finding } from './types';

/** A key is a file name part: the pipeline's keys are SHA-256 hex; no dots (they separate the name's fields). */
const KEY = /^[A-Za-z0-9_-]{1,128}$/;
const PENDING_NAME = /^([A-Za-z0-9_-]{1,128})\.(\d+)\.json$/;
const SENDING_NAME = /^([A-Za-z0-9_-]{1,128})\.(\d+)\.([0-9a-f]+)\.(\d+)\.json$/;

/** What an outbox file holds. */
export interface OutboxEntry {
  finding: Finding;
  /** Posts tried so far. */
  attempts: number;
  addedAt: string;
  /** ISO time before which the entry is not sent again. */
  notBefore: string;
  lastError?: string;
  /** Set when the entry moved to `failed/`. */
  failedAt?: string;
}

/** An entry taken by `claim()`; give it back with `ack`, `retryLater` or `fail`. */
export interface Claimed extends OutboxEntry {
  readonly key: string;
  /** The entry's file in `sending/`. */
  readonly file: string;
}

export interface OutboxOptions {
  /** A claim older than this is taken back by `recover()` even when its process lives (default 10 minutes). */
  staleMs?: number;
  /** The clock (tests). */
  now?: () => number;
  /** Whether a process id is a live process (tests). */
  isAlive?: (pid: number) => boolean;
}

export const DEFAULT_STALE_MS = 10 * 60_000;

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

async function names(dir: string): Promise<string[]> {
  try {
    return await fs.readdir(dir);
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
}

export class Outbox {
  readonly instance = randomBytes(6).toString('hex');
  private readonly pending: string;
  private readonly sending: string;
  private readonly failed: string;
  private readonly sent: string;
  private readonly tmp: string;
  private readonly staleMs: number;
  private readonly now: () => number;
  private readonly isAlive: (pid: number) => boolean;
  private ready?: Promise<void>;
  /** Adds of this object run one after the other, so two adds of one key cannot both pass the existence check. */
  private adding: Promise<unknown> = Promise.resolve();

  constructor(
    readonly dir: string,
    options: OutboxOptions = {},
  ) {
    this.pending = path.join(dir, 'pending');
    this.sending = path.join(dir, 'sending');
    this.failed = path.join(dir, 'failed');
    this.sent = path.join(dir, 'sent');
    this.tmp = path.join(dir, 'tmp');
    this.staleMs = options.staleMs ?? DEFAULT_STALE_MS;
    this.now = options.now ?? Date.now;
    this.isAlive = options.isAlive ?? processAlive;
  }

  private prepare(): Promise<void> {
    this.ready ??= Promise.all(
      [this.pending, this.sending, this.failed, this.sent, this.tmp].map((d) => fs.mkdir(d, { recursive: true })),
    ).then(() => undefined);
    return this.ready;
  }

  /** Writes the entry to `target` through a temporary file. */
  private async write(target: string, entry: OutboxEntry): Promise<void> {
    const temporary = path.join(this.tmp, `${process.pid}.${this.instance}.${randomBytes(6).toString('hex')}.json`);
    try {
      await fs.writeFile(temporary, `${JSON.stringify(entry)}\n`, { flag: 'wx' });
      await fs.rename(temporary, target);
    } catch (error) {
      await fs.rm(temporary, { force: true });
      throw error;
    }
  }

  private pendingName(key: string, notBefore: number): string {
    return path.join(this.pending, `${key}.${notBefore}.json`);
  }

  /** Whether the key is waiting or being sent. */
  async holds(key: string): Promise<boolean> {
    const prefix = `${key}.`;
    for (const dir of [this.pending, this.sending]) {
      if ((await names(dir)).some((name) => name.startsWith(prefix))) return true;
    }
    return false;
  }

  /** Whether the CMS has acknowledged the key (and the mark is not yet pruned). */
  async wasSent(key: string): Promise<boolean> {
    return exists(path.join(this.sent, key));
  }

  /**
   * Queues a finding, due now. A finding whose key is already pending or being sent is left as it is, and so is one
   * the CMS refused for good (its file in failed/ is for a human; removing it lets the finding be queued again).
   * Answers whether the finding was queued. (Whether the CMS already has it is `wasSent`'s to say.)
   */
  add(finding: Finding): Promise<boolean> {
    if (!KEY.test(finding.key)) return Promise.reject(new Error(`Not an outbox key: ${JSON.stringify(finding.key)}`));
    const adding = this.adding.then(async () => {
      await this.prepare();
      if ((await this.holds(finding.key)) || (await exists(path.join(this.failed, `${finding.key}.json`)))) return false;
      const now = this.now();
      const at = new Date(now).toISOString();
      await this.write(this.pendingName(finding.key, now), { finding, attempts: 0, addedAt: at, notBefore: at });
      return true;
    });
    this.adding = adding.catch(() => undefined);
    return adding;
  }

  /** Takes the entry that has been due longest (or none), moving it into `sending/` under this object's name. */
  async claim(): Promise<Claimed | undefined> {
    await this.prepare();
    const now = this.now();
    const due = (await names(this.pending))
      .map((name) => ({ name, match: PENDING_NAME.exec(name) }))
      .filter((e): e is { name: string; match: RegExpExecArray } => e.match !== null && Number(e.match[2]) <= now)
      .sort((a, b) => Number(a.match[2]) - Number(b.match[2]) || a.name.localeCompare(b.name));
    for (const { name, match } of due) {
      const key = match[1];
      const file = path.join(this.sending, `${key}.${process.pid}.${this.instance}.${now}.json`);
      try {
        await fs.rename(path.join(this.pending, name), file);
      } catch (error) {
        if (isMissing(error)) continue; // another claimer was first
        throw error;
      }
      let entry: OutboxEntry;
      try {
        entry = JSON.parse(await fs.readFile(file, 'utf8')) as OutboxEntry;
        if (!entry.finding || entry.finding.key !== key) throw new Error('the file does not hold this finding');
      } catch (error) {
        // An unreadable entry would be claimed forever: it goes to failed/ as it is.
        await fs.rename(file, path.join(this.failed, `${key}.json`)).catch(() => undefined);
        process.stderr.write(`outbox: ${name} is unreadable, moved to failed/: ${(error as Error).message}\n`);
        continue;
      }
      return { ...entry, key, file };
    }
    return undefined;
  }

  /** The CMS has the finding: it is marked as sent (not queued again) and the entry is deleted. */
  async ack(claimed: Claimed): Promise<void> {
    await this.prepare();
    await fs.writeFile(path.join(this.sent, claimed.key), '');
    await fs.rm(claimed.file, { force: true });
  }

  /** Forgets the sent marks older than `before` (a finding seen after that is queued again); answers how many. */
  async pruneSent(before: Date): Promise<number> {
    return removeOlderThan(this.sent, before);
  }

  /** Back to pending, one attempt more, not before `delayMs` from now. */
  async retryLater(claimed: Claimed, delayMs: number, reason: string): Promise<void> {
    const notBefore = this.now() + Math.max(0, Math.round(delayMs));
    await this.moveOut(claimed, this.pendingName(claimed.key, notBefore), {
      ...this.entryOf(claimed),
      attempts: claimed.attempts + 1,
      notBefore: new Date(notBefore).toISOString(),
      lastError: reason,
    });
  }

  /** Refused for good: to `failed/` with the reason, for a human to read. */
  async fail(claimed: Claimed, reason: string): Promise<void> {
    await this.moveOut(claimed, path.join(this.failed, `${claimed.key}.json`), {
      ...this.entryOf(claimed),
      attempts: claimed.attempts + 1,
      lastError: reason,
      failedAt: new Date(this.now()).toISOString(),
    });
  }

  private entryOf(claimed: Claimed): OutboxEntry {
    const { key: _key, file: _file, ...entry } = claimed;
    return entry;
  }

  /**
   * Rewrites the claimed file in place, then renames it to its next place: the entry is at every moment in exactly
   * one folder. A claim taken back meanwhile (by `recover()` elsewhere) is left to its new owner.
   */
  private async moveOut(claimed: Claimed, target: string, entry: OutboxEntry): Promise<void> {
    try {
      await fs.access(claimed.file);
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    await this.write(claimed.file, entry);
    await fs.rename(claimed.file, target);
  }

  /**
   * Puts back entries left in `sending/` by a process that is gone, or claimed longer ago than the stale limit.
   * Run it at start; answers how many were put back.
   */
  async recover(): Promise<number> {
    await this.prepare();
    const now = this.now();
    let recovered = 0;
    for (const name of await names(this.sending)) {
      const match = SENDING_NAME.exec(name);
      if (!match) continue;
      const [, key, pid, instance, claimedAt] = match;
      // This object's own claims are in its hands, however slow.
      if (Number(pid) === process.pid && instance === this.instance) continue;
      const stale = now - Number(claimedAt) > this.staleMs;
      if (!stale && this.isAlive(Number(pid))) continue;
      try {
        await fs.rename(path.join(this.sending, name), this.pendingName(key, now));
        recovered += 1;
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    }
    // Temporary files of writers that died mid-write.
    for (const name of await names(this.tmp)) {
      const pid = Number(name.split('.')[0]);
      if (pid !== process.pid && !this.isAlive(pid)) await fs.rm(path.join(this.tmp, name), { force: true });
    }
    return recovered;
  }

  /** Entries waiting or being sent (the metrics gauge). */
  async length(): Promise<number> {
    const count = async (dir: string) => (await names(dir)).filter((n) => n.endsWith('.json')).length;
    return (await count(this.pending)) + (await count(this.sending));
  }

  /** Entries refused for good. */
  async failedCount(): Promise<number> {
    return (await names(this.failed)).filter((n) => n.endsWith('.json')).length;
  }

  /** When the next pending entry is due (ms since the epoch), or undefined when none is pending. */
  async nextDue(): Promise<number | undefined> {
    const times = (await names(this.pending)).flatMap((name) => {
      const match = PENDING_NAME.exec(name);
      return match ? [Number(match[2])] : [];
    });
    return times.length ? Math.min(...times) : undefined;
  }

  /** The SHA-256 of every evidence file an entry still needs (waiting, being sent, or failed for a human). */
  async referencedEvidence(): Promise<Set<string>> {
    const shas = new Set<string>();
    for (const dir of [this.pending, this.sending, this.failed]) {
      for (const name of (await names(dir)).filter((n) => n.endsWith('.json'))) {
        try {
          const { finding } = JSON.parse(await fs.readFile(path.join(dir, name), 'utf8')) as OutboxEntry;
          for (const sha of [...finding.evidence.images, finding.evidence.screenshot, finding.evidence.html]) {
            if (sha) shas.add(sha);
          }
        } catch (error) {
          // Claimed or acknowledged meanwhile: no longer there to keep anything.
          if (!isMissing(error)) throw error;
        }
      }
    }
    return shas;
  }
}
