/** The watcher's daily housekeeping: evidence files and sent marks older than the retention, unless still needed. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { loadConfig } from '../src/config';
import { Metrics } from '../src/service/metrics';
import { EvidenceStore } from '../src/watch/evidence-store';
import { Outbox } from '../src/watch/outbox';
import { Watcher } from '../src/watch/watcher';
import { finding } from './helpers/finding';

const DAY = 24 * 60 * 60 * 1000;
let dir: string;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lcmdp-housekeeping-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Makes a file look last written `days` ago. */
function age(file: string, days: number) {
  const then = new Date(Date.now() - days * DAY);
  fs.utimesSync(file, then, then);
}

describe('evidence pruning', () => {
  it('removes old files no entry needs, keeps needed and recent ones, and a file kept again is young again', async () => {
    const store = new EvidenceStore(path.join(dir, 'evidence'));
    const [old, needed, recent, reused] = await Promise.all(
      ['old', 'needed', 'recent', 'reused'].map((text) => store.put(`evidence ${text}`)),
    );
    for (const sha of [old, needed, reused]) age(store.path(sha), 40);
    age(store.path(recent), 5);
    await store.put('evidence reused'); // the same picture in a new finding

    const removed = await store.prune(new Set([needed]), new Date(Date.now() - 30 * DAY));
    expect(removed).toBe(1);
    expect(await store.has(old)).toBe(false);
    for (const sha of [needed, recent, reused]) expect(await store.has(sha)).toBe(true);
  });

  it('knows every evidence file the outbox still needs: waiting, being sent and failed entries', async () => {
    const outbox = new Outbox(path.join(dir, 'outbox'));
    const sha = (c: string) => c.repeat(64);
    await outbox.add(finding(1, { evidence: { images: [sha('a')], screenshot: sha('b') } }));
    await outbox.add(finding(2, { evidence: { images: [sha('c')], html: sha('d') } }));
    await outbox.add(finding(3, { evidence: { images: [sha('e')] } }));
    const sending = await outbox.claim();
    const failing = await outbox.claim();
    await outbox.fail(failing!, 'refused');
    expect(sending).toBeDefined();
    expect([...(await outbox.referencedEvidence())].sort()).toEqual(['a', 'b', 'c', 'd', 'e'].map(sha));
  });
});

describe('watcher housekeeping', () => {
  it('removes old sent marks and unneeded old evidence, and keeps what a waiting finding needs', async () => {
    const config = loadConfig({
      DETECTOR_WATCH: 'true',
      DETECTOR_API_TOKEN: 'test-token',
      DETECTOR_OUTBOX_DIR: path.join(dir, 'outbox'),
      DETECTOR_EVIDENCE_DIR: path.join(dir, 'evidence'),
      DETECTOR_RETENTION_DAYS: '30',
    });
    const lines: string[] = [];
    const watcher = new Watcher({
      config,
      capturer: { capture: () => Promise.reject(new Error('not in this test')) },
      recognise: () => Promise.reject(new Error('not in this test')),
      metrics: new Metrics(),
      log: (line) => lines.push(line),
      sources: async () => [],
    });
    const waiting = await watcher.evidence.put('picture of a waiting finding');
    const posted = await watcher.evidence.put('picture of a posted finding');
    await watcher.outbox.add(finding(1, { evidence: { images: [waiting] } }));
    for (const sha of [waiting, posted]) age(watcher.evidence.path(sha), 45);
    const sentDir = path.join(config.watch.outboxDir, 'sent');
    fs.mkdirSync(sentDir, { recursive: true });
    fs.writeFileSync(path.join(sentDir, 'old-mark'), '');
    fs.writeFileSync(path.join(sentDir, 'new-mark'), '');
    age(path.join(sentDir, 'old-mark'), 31);

    expect(await watcher.housekeeping()).toEqual({ evidence: 1, sent: 1 });
    expect(await watcher.evidence.has(waiting)).toBe(true);
    expect(await watcher.evidence.has(posted)).toBe(false);
    expect(fs.readdirSync(sentDir)).toEqual(['new-mark']);
    expect(lines.join('\n')).toMatch(/removed 1 evidence file\(s\) and 1 sent mark\(s\)/);
  });
});
