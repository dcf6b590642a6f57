/** The persistent outbox on a temporary folder: claims, retries, crash recovery and two claimers at once. */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { Outbox } from '../src/watch/outbox';
import { finding } from './helpers/finding';

let dir: string;
let clock: number;
const now = () => clock;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lcmdp-outbox-'));
  clock = Date.parse('2026-11-21T12:00:00Z');
});

afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const list = (sub: string) => (fs.existsSync(path.join(dir, sub)) ? fs.readdirSync(path.join(dir, sub)) : []);

describe('Outbox', () => {
  it('adds, claims and acknowledges a finding', async () => {
    const outbox = new Outbox(dir, { now });
    const f = finding(1);
    expect(await outbox.add(f)).toBe(true);
    expect(await outbox.length()).toBe(1);
    expect(list('pending')).toHaveLength(1);

    const claimed = await outbox.claim();
    expect(claimed?.finding).toEqual(f);
    expect(claimed?.key).toBe(f.key);
    expect(claimed?.attempts).toBe(0);
    expect(list('pending')).toEqual([]);
    expect(list('sending')).toHaveLength(1);
    expect(list('sending')[0]).toContain(`.${process.pid}.${outbox.instance}.`);
    expect(await outbox.length()).toBe(1);
    expect(await outbox.claim()).toBeUndefined();

    await outbox.ack(claimed!);
    expect(await outbox.length()).toBe(0);
    expect(list('sending')).toEqual([]);
    expect(list('tmp')).toEqual([]);
  });

  it('ignores a key already pending or being sent, even when added twice at once', async () => {
    const outbox = new Outbox(dir, { now });
    const results = await Promise.all([outbox.add(finding(1)), outbox.add(finding(1)), outbox.add(finding(1))]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await outbox.length()).toBe(1);
    const claimed = await outbox.claim();
    expect(await outbox.add(finding(1))).toBe(false);
    expect(await outbox.length()).toBe(1);
    await outbox.ack(claimed!);
    // Once acknowledged, the same key may be queued again.
    expect(await outbox.add(finding(1))).toBe(true);
  });

  it('remembers what the CMS acknowledged until the mark is pruned as old', async () => {
    const outbox = new Outbox(dir, { now });
    await outbox.add(finding(1));
    expect(await outbox.wasSent(finding(1).key)).toBe(false);
    await outbox.ack((await outbox.claim())!);
    expect(await outbox.wasSent(finding(1).key)).toBe(true);
    expect(await outbox.wasSent(finding(2).key)).toBe(false);
    expect(await outbox.pruneSent(new Date(Date.now() - 60_000))).toBe(0);
    expect(await outbox.wasSent(finding(1).key)).toBe(true);
    expect(await outbox.pruneSent(new Date(Date.now() + 60_000))).toBe(1);
    expect(await outbox.wasSent(finding(1).key)).toBe(false);
  });

  it('claims the entry due longest first', async () => {
    const outbox = new Outbox(dir, { now });
    await outbox.add(finding(1));
    clock += 1000;
    await outbox.add(finding(2));
    expect((await outbox.claim())?.finding.pageUrl).toMatch(/\/1$/);
    expect((await outbox.claim())?.finding.pageUrl).toMatch(/\/2$/);
  });

  it('retries later: not due before the delay, then claimed with one more attempt and the reason', async () => {
    const outbox = new Outbox(dir, { now });
    await outbox.add(finding(1));
    const first = await outbox.claim();
    await outbox.retryLater(first!, 5000, 'HTTP 503: busy');
    expect(list('sending')).toEqual([]);
    expect(await outbox.length()).toBe(1);
    expect(await outbox.nextDue()).toBe(clock + 5000);

    clock += 4999;
    expect(await outbox.claim()).toBeUndefined();
    clock += 1;
    const second = await outbox.claim();
    expect(second?.attempts).toBe(1);
    expect(second?.lastError).toBe('HTTP 503: busy');
    expect(second?.notBefore).toBe(new Date(clock).toISOString());

    await outbox.retryLater(second!, 10_000, 'timeout');
    clock += 10_000;
    expect((await outbox.claim())?.attempts).toBe(2);
  });

  it('keeps a refused finding in failed/ with the reason, out of the queue', async () => {
    const outbox = new Outbox(dir, { now });
    await outbox.add(finding(1));
    const claimed = await outbox.claim();
    await outbox.fail(claimed!, 'HTTP 400: pageUrl: Not a valid link');
    expect(await outbox.length()).toBe(0);
    expect(await outbox.failedCount()).toBe(1);
    const kept = JSON.parse(fs.readFileSync(path.join(dir, 'failed', `${finding(1).key}.json`), 'utf8'));
    expect(kept.lastError).toBe('HTTP 400: pageUrl: Not a valid link');
    expect(kept.finding).toEqual(finding(1));
    expect(kept.failedAt).toBe(new Date(clock).toISOString());
    expect(await outbox.claim()).toBeUndefined();
    // Found again on the next visit, it is not queued again; once a human removes the failed file, it is.
    expect(await outbox.add(finding(1))).toBe(false);
    fs.rmSync(path.join(dir, 'failed', `${finding(1).key}.json`));
    expect(await outbox.add(finding(1))).toBe(true);
  });

  it('survives a restart: entries written by one object are read by another', async () => {
    await new Outbox(dir, { now }).add(finding(1));
    const later = new Outbox(dir, { now });
    expect(await later.length()).toBe(1);
    expect((await later.claim())?.finding).toEqual(finding(1));
  });

  describe('recover', () => {
    it('puts back the claim of a process that is gone', async () => {
      const crashed = new Outbox(dir, { now });
      await crashed.add(finding(1));
      await crashed.add(finding(2));
      const claimed = await crashed.claim();
      expect(claimed).toBeDefined();
      // The first process "dies": the next one is told its pid is not alive.
      const next = new Outbox(dir, { now, isAlive: (pid) => pid !== process.pid });
      expect(await next.claim()).toBeDefined(); // entry 2
      expect(await next.recover()).toBe(1); // entry 1 put back; its own claim of entry 2 is left alone
      expect(list('sending')).toHaveLength(1);
      const again = await next.claim();
      expect(again?.key).toBe(claimed?.key);
      expect(again?.attempts).toBe(0);
    });

    it('leaves a live owner’s fresh claim alone and takes back a stale one', async () => {
      const owner = new Outbox(dir, { now });
      await owner.add(finding(1));
      const claimed = await owner.claim();
      const other = new Outbox(dir, { now, staleMs: 60_000 });
      expect(await other.recover()).toBe(0);
      expect(await other.claim()).toBeUndefined();
      clock += 60_001;
      expect(await other.recover()).toBe(1);
      const taken = await other.claim();
      expect(taken?.key).toBe(claimed?.key);
      // The slow owner's late answer no longer moves the entry now held by the other.
      await owner.retryLater(claimed!, 1000, 'late');
      expect(list('sending')).toHaveLength(1);
      expect(list('pending')).toEqual([]);
    });

    it('removes temporary files of dead writers', async () => {
      const outbox = new Outbox(dir, { now, isAlive: () => false });
      await outbox.add(finding(1));
      fs.writeFileSync(path.join(dir, 'tmp', '999999.abc.def.json'), '{"half');
      await outbox.recover();
      expect(list('tmp')).toEqual([]);
    });
  });

  it('moves an unreadable entry to failed/ instead of claiming it forever', async () => {
    const outbox = new Outbox(dir, { now });
    await outbox.add(finding(1));
    fs.writeFileSync(path.join(dir, 'pending', `${finding(2).key}.${clock}.json`), '{"broken');
    const claimed = await outbox.claim();
    expect(claimed?.key).toBe(finding(1).key);
    expect(await outbox.claim()).toBeUndefined();
    expect(list('failed')).toEqual([`${finding(2).key}.json`]);
  });

  it('refuses a key that cannot be a file name', async () => {
    await expect(new Outbox(dir).add(finding(1, { key: '../escape' }))).rejects.toThrow(/outbox key/);
  });

  it('lets two objects claiming at once from 50 entries take each exactly once', async () => {
    const a = new Outbox(dir);
    const b = new Outbox(dir);
    for (let i = 0; i < 50; i += 1) await (i % 2 ? a : b).add(finding(i));
    const drain = async (outbox: Outbox) => {
      const keys: string[] = [];
      for (let claimed = await outbox.claim(); claimed; claimed = await outbox.claim()) {
        keys.push(claimed.key);
        await outbox.ack(claimed);
      }
      return keys;
    };
    const [fromA, fromB] = await Promise.all([drain(a), drain(b)]);
    const all = [...fromA, ...fromB];
    expect(all).toHaveLength(50);
    expect(new Set(all).size).toBe(50);
    expect(new Set(all)).toEqual(new Set(Array.from({ length: 50 }, (_, i) => finding(i).key)));
    expect(fromA.length).toBeGreaterThan(0);
    expect(fromB.length).toBeGreaterThan(0);
    expect(await a.length()).toBe(0);
  });

  it('lets two processes claiming at once from 50 entries take each exactly once', async () => {
    // The compiled outbox (the tests' global setup builds dist/), in two separate Node processes.
    const compiled = path.resolve(__dirname, '../dist/watch/outbox.js');
    const outbox = new Outbox(dir);
    for (let i = 0; i < 50; i += 1) await outbox.add(finding(i));
    const script = `
      const { Outbox } = require(${JSON.stringify(compiled)});
      (async () => {
        const outbox = new Outbox(process.argv[1]);
        const keys = [];
        for (let c = await outbox.claim(); c; c = await outbox.claim()) { keys.push(c.key); await outbox.ack(c); }
        process.stdout.write(JSON.stringify(keys));
      })();`;
    const child = () =>
      new Promise<string[]>((resolve, reject) =>
        execFile(process.execPath, ['-e', script, dir], (error, stdout) => (error ? reject(error) : resolve(JSON.parse(stdout)))),
      );
    const [one, two] = await Promise.all([child(), child()]);
    const all = [...one, ...two];
    expect(all).toHaveLength(50);
    expect(new Set(all).size).toBe(50);
    expect(await outbox.length()).toBe(0);
  });
});
