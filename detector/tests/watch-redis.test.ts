/**
 * The watcher's crawl shared through BullMQ on the real Redis at 127.0.0.1:6379 (REDIS_URL; a queue prefix of its
 * own per run, removed at the end): two Watcher objects on one Redis, RSS feeds served by this test on 127.0.0.1
 * through the real feed adapter, and a stand-in for the CMS's `add_detection` (multipart, answering as the CMS
 * does: 201 for a new detection, 200 for one it already has).
 *
 * - Every source is visited once per interval (fixture hits per source, a few rounds), by one of the two workers.
 * - Every finding is posted once (no page twice), with its picture carried through Redis.
 * - Without REDIS_URL nothing changes: the scheduler and the disk outbox, no queue in the status.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

import Busboy from 'busboy';
import IORedis from 'ioredis';
import sharp from 'sharp';

import { loadConfig } from '../src/config';
import { Metrics } from '../src/service/metrics';
import type { Source } from '../src/watch/types';
import { Watcher } from '../src/watch/watcher';

jest.setTimeout(120_000);

const REDIS_URL = 'redis://127.0.0.1:6379';
const INTERVAL_MS = 1500;
const PROMO =
  'ນົມຜົງ BuaThong ສູດ 1 ສຳລັບເດັກ 0-6 ເດືອນ ຫຼຸດລາຄາ 20% ມື້ນີ້ເທົ່ານັ້ນ! ດີເທົ່າກັບນົມແມ່. Infant formula 20% off today only.';
const SAMPLE =
  'Free samples of SangNoy infant formula for every new mother who registers at the shop this week. Better than breast milk!';

let fixtures: http.Server;
let fixtures2: http.Server;
let cms: http.Server;
/** Two fixture hosts (the politeness key is host and port). */
let base = '';
let base2 = '';
let cmsUrl = '';
let png: Buffer;
/** Feed fetches: source set → times. */
const hits = new Map<string, number[]>();
/** Posts received: page → count; and the images received with each page. */
const posts = new Map<string, number>();
const images = new Map<string, Buffer[]>();
/** Every post request, whatever the answer; pages answered 503 once. */
const answered: { page: string; at: number }[] = [];
const busy = new Set<string>();

function feed(base: string, set: string): string {
  const entries = [
    { id: '1', text: PROMO, image: true },
    { id: '2', text: SAMPLE, image: false },
  ];
  const items = entries
    .map(
      (e) => `<item><title>Post ${e.id}</title><link>${base}/${set}/post/${e.id}</link><guid>${set}-${e.id}</guid>
<pubDate>Fri, 20 Nov 2026 08:00:00 GMT</pubDate><description><![CDATA[<p>${e.text}</p>]]></description>
${e.image ? `<enclosure url="${base}/${set}/ad.png" type="image/png" length="1000"/>` : ''}</item>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>Fixture ${set}</title>
<link>${base}/${set}</link><description>fixture</description>${items}</channel></rss>`;
}

beforeAll(async () => {
  png = await sharp({ create: { width: 160, height: 120, channels: 3, background: '#cc9933' } })
    .png()
    .toBuffer();
  const serve = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const match = /^\/(\w+)\/(feed\.xml|ad\.png)$/.exec(req.url ?? '');
    if (!match) return void res.writeHead(404).end();
    const [, set, file] = match;
    if (file === 'ad.png') return void res.writeHead(200, { 'content-type': 'image/png' }).end(png);
    hits.set(set, [...(hits.get(set) ?? []), Date.now()]);
    res.writeHead(200, { 'content-type': 'application/rss+xml; charset=utf-8' }).end(feed(`http://${req.headers.host}`, set));
  };
  fixtures = http.createServer(serve);
  fixtures2 = http.createServer(serve);
  for (const server of [fixtures, fixtures2]) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(fixtures.address() as AddressInfo).port}`;
  base2 = `http://127.0.0.1:${(fixtures2.address() as AddressInfo).port}`;

  cms = http.createServer((req, res) => {
    if (req.method !== 'POST' || req.url !== '/api-laos/add_detection') return void res.writeHead(404).end();
    if (req.headers.authorization !== 'Bearer test-token') return void res.writeHead(401).end();
    let data: { pageUrl?: string } = {};
    const files: Buffer[] = [];
    const busboy = Busboy({ headers: req.headers });
    busboy.on('field', (name, value) => {
      if (name === 'data') data = JSON.parse(value) as { pageUrl?: string };
    });
    busboy.on('file', (field, stream) => {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('close', () => {
        if (field === 'images') files.push(Buffer.concat(chunks));
      });
    });
    busboy.on('close', () => {
      const page = data.pageUrl ?? '?';
      answered.push({ page, at: Date.now() });
      // The CMS is busy for the first post of a /flaky page, and refuses every /refused page.
      if (page.includes('/flaky/') && !busy.has(page)) {
        busy.add(page);
        return void res.writeHead(503, { 'content-type': 'application/json' }).end('{"error":{"message":"busy"}}');
      }
      if (page.includes('/refused/'))
        return void res
          .writeHead(400, { 'content-type': 'application/json' })
          .end('{"error":{"message":"Invalid","details":{"fields":{"caption":"too odd"}}}}');
      const seen = posts.get(page) ?? 0;
      posts.set(page, seen + 1);
      if (!seen) images.set(page, files);
      res
        .writeHead(seen ? 200 : 201, { 'content-type': 'application/json' })
        .end(JSON.stringify({ status: 'success', data: { _id: `doc-${page}`, created: !seen, status: 'pending' } }));
    });
    req.pipe(busboy);
  });
  await new Promise<void>((resolve) => cms.listen(0, '127.0.0.1', resolve));
  cmsUrl = `http://127.0.0.1:${(cms.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const server of [fixtures, fixtures2, cms]) {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  }
});

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

function makeWatcher(name: string, env: Record<string, string>, sources: Source[], logs: string[]): Watcher {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `lcmdp-watch-redis-${name}-`));
  dirs.push(dir);
  const config = loadConfig({
    DETECTOR_WATCH: 'true',
    DETECTOR_CMS_URL: cmsUrl,
    DETECTOR_API_TOKEN: 'test-token',
    DETECTOR_OUTBOX_DIR: path.join(dir, 'outbox'),
    DETECTOR_EVIDENCE_DIR: path.join(dir, 'evidence'),
    DETECTOR_ALLOW_PRIVATE_HOSTS: 'true',
    DETECTOR_HOST_GAP_MS: '100',
    DETECTOR_STARTUP_JITTER_MS: '0',
    DETECTOR_WATCH_CONCURRENCY: '1',
    DETECTOR_INSTANCE: name,
    ...env,
  });
  return new Watcher({
    config,
    capturer: { capture: () => Promise.reject(new Error('feeds only in this test')) },
    // The fixture picture has no text; OCR itself is tested elsewhere.
    recognise: async () => ({ text: '', confidence: 0, ms: 0 }),
    metrics: new Metrics(),
    log: (line) => logs.push(`${name}: ${line}`),
    sources: async () => sources,
    postBackoff: { baseMs: 200 },
  });
}

const source = (set: string, intervalMs: number, host = base): Source => ({
  key: `redis-${set}`,
  name: `Fixture ${set}`,
  url: `${host}/${set}/feed.xml`,
  platform: 'rss',
  variant: 'laos',
  intervalMinutes: intervalMs / 60_000,
});

async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('two watchers sharing one Redis', () => {
  const prefix = `lcmdp-test-${process.pid}-${randomBytes(4).toString('hex')}`;
  const redis = new IORedis(REDIS_URL, { maxRetriesPerRequest: 1 });
  const logs: string[] = [];
  let a: Watcher;
  let b: Watcher;

  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
    expect(await redis.keys(`${prefix}:*`)).toEqual([]);
    await redis.quit();
  });

  it('visits each source once per interval and posts every finding once', async () => {
    const sets = ['r1', 'r2'];
    // On two hosts, so that politeness does not delay one source behind the other.
    const sources = [source('r1', INTERVAL_MS), source('r2', INTERVAL_MS, base2)];
    const env = { REDIS_URL, DETECTOR_QUEUE_PREFIX: prefix };
    a = makeWatcher('worker-a', env, sources, logs);
    b = makeWatcher('worker-b', env, sources, logs);
    expect(a.jobs).toBeDefined();
    await Promise.all([a.start(), b.start()]);
    const startedAt = Date.now();

    // A few rounds.
    await until('four visits of each source', () => sets.every((set) => (hits.get(set)?.length ?? 0) >= 4));
    const elapsed = Date.now() - startedAt;
    await until('the findings posted', () => posts.size >= 4);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const log = logs.join('\n');

    for (const set of sets) {
      const times = hits.get(set) ?? [];
      // Never two visits within one interval (two workers planning on their own would visit at the same moment;
      // the scheduler's slots are INTERVAL_MS apart, a visit may start a little late), and no more visits than
      // intervals elapsed.
      const gaps = times.slice(1).map((t, i) => t - times[i]);
      expect(Math.min(...gaps)).toBeGreaterThan(INTERVAL_MS / 2);
      expect(times.length).toBeLessThanOrEqual(Math.ceil((elapsed + 1000) / INTERVAL_MS) + 1);
    }
    const all = [...hits.values()].flat();
    // Each visit was run by exactly one of the workers.
    const visitsLogged = (log.match(/item\(s\) read/g) ?? []).length;
    expect(visitsLogged).toBeGreaterThanOrEqual(all.length - 2); // the last visits may still be running
    expect(visitsLogged).toBeLessThanOrEqual(all.length);

    // Every finding posted once, with its picture.
    const pages = sources.flatMap((s) => [s.url.replace('feed.xml', 'post/1'), s.url.replace('feed.xml', 'post/2')]);
    expect([...posts.keys()].sort()).toEqual(pages.sort());
    for (const page of pages) expect(posts.get(page)).toBe(1);
    for (const s of sources) expect(images.get(s.url.replace('feed.xml', 'post/1'))).toEqual([png]);
    expect(log).not.toMatch(/visit failed|not posted|failed for good/);

    // /health's figures: the shared queue, nothing failed or waiting.
    await until('the gauges', async () => {
      await (a as unknown as { updateGauges(): Promise<void> }).updateGauges();
      return a.status().queue !== undefined;
    });
    const status = a.status();
    expect(status.queue?.findings).toMatchObject({ waiting: 0, failed: 0 });
    expect(status.queue?.visits.failed).toBe(0);
  });

  it('posts again after a busy answer, and fails a refused finding for good without retrying it', async () => {
    const flaky = source('flaky', 60 * 60_000);
    const refused = source('refused', 60 * 60_000, base2);
    await a.jobs!.setSources([flaky, refused]);
    const pages = ['post/1', 'post/2'].map((p) => flaky.url.replace('feed.xml', p));
    await until('the busy pages stored', () => pages.every((page) => posts.get(page) === 1));
    for (const page of pages) expect(answered.filter((x) => x.page === page)).toHaveLength(2);
    const refusedPages = ['post/1', 'post/2'].map((p) => refused.url.replace('feed.xml', p));
    await until('the refused findings failed', async () => (await a.jobs!.counts()).findings.failed === 2);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    for (const page of refusedPages) expect(answered.filter((x) => x.page === page)).toHaveLength(1);
    expect(logs.join('\n')).toMatch(
      /refused\/post\/1 .* failed for good: refused by the CMS: HTTP 400: Invalid \[caption: too odd\]/,
    );
    expect(logs.join('\n')).toMatch(/flaky\/post\/1 .* not posted \(attempt 1\): HTTP 503: busy/);
  });

  it('keeps visits of one host apart over both workers, and removes the visits of sources that left the list', async () => {
    const before = { r1: hits.get('r1')?.length ?? 0, r2: hits.get('r2')?.length ?? 0 };
    // Two sources on one host, due at the same moments: the host gap holds across the two workers.
    const sameHost = [source('h1', INTERVAL_MS), source('h2', INTERVAL_MS)];
    await a.jobs!.setSources(sameHost);
    await b.jobs!.setSources(sameHost);
    const schedulers = await a.jobs!.visits.getJobSchedulers(0, -1);
    expect(schedulers.map((s) => s.key).sort()).toEqual(['source:redis-h1', 'source:redis-h2']);
    await until('three visits of each', () => ['h1', 'h2'].every((set) => (hits.get(set)?.length ?? 0) >= 3));
    const times = [...(hits.get('h1') ?? []), ...(hits.get('h2') ?? [])].sort((x, y) => x - y);
    // The host gap is 100 ms; a visit of these feeds takes more than nothing, so the fetches are further apart.
    expect(Math.min(...times.slice(1).map((t, i) => t - times[i]))).toBeGreaterThanOrEqual(95);
    // A visit of the removed sources already queued may still run once.
    expect((hits.get('r1')?.length ?? 0) - before.r1).toBeLessThanOrEqual(1);
    expect((hits.get('r2')?.length ?? 0) - before.r2).toBeLessThanOrEqual(1);
  });
});

describe('without REDIS_URL', () => {
  it('keeps the in-process scheduler and the disk outbox', async () => {
    const logs: string[] = [];
    const watcher = makeWatcher('solo', {}, [source('solo', 60 * 60_000)], logs);
    expect(watcher.jobs).toBeUndefined();
    await watcher.start();
    try {
      await until('the solo findings posted', () => posts.has(`${base}/solo/post/2`) && posts.has(`${base}/solo/post/1`));
      await until('the outbox emptied', async () => (await watcher.outbox.length()) === 0);
      const status = watcher.status();
      expect(status.queue).toBeUndefined();
      expect(status.sources.map((s) => s.key)).toEqual(['redis-solo']);
      expect(hits.get('solo')).toHaveLength(1);
      // The outbox remembers what the CMS has.
      const sent = fs.readdirSync(path.join(watcher.outbox.dir, 'sent'));
      expect(sent).toHaveLength(2);
    } finally {
      await watcher.stop();
    }
  });

  it('reads REDIS_URL and the queue prefix, and refuses a wrong address', () => {
    expect(loadConfig({}).watch.redisUrl).toBeNull();
    const config = loadConfig({ REDIS_URL: 'redis://redis:6379', DETECTOR_QUEUE_PREFIX: 'site-a' });
    expect(config.watch).toMatchObject({ redisUrl: 'redis://redis:6379', queuePrefix: 'site-a' });
    expect(() => loadConfig({ REDIS_URL: 'http://redis:6379' })).toThrow(/REDIS_URL/);
    // The compose file's Redis requires REDIS_PASSWORD; an address naming its own password keeps it.
    expect(loadConfig({ REDIS_URL: 'redis://redis:6379', REDIS_PASSWORD: 'p@ss w' }).watch.redisUrl).toBe(
      'redis://:p%40ss%20w@redis:6379',
    );
    expect(loadConfig({ REDIS_URL: 'redis://:own@redis:6379', REDIS_PASSWORD: 'other' }).watch.redisUrl).toBe(
      'redis://:own@redis:6379',
    );
    expect(() => loadConfig({ DETECTOR_QUEUE_PREFIX: 'a b' })).toThrow(/DETECTOR_QUEUE_PREFIX/);
  });
});
