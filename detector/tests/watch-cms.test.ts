/**
 * The whole watcher against a real CMS (Strapi on SQLite in a child process) and a fixture site served by this
 * test on 127.0.0.1: sources registered by an operator through /api-laos, pages captured in Debian's Chromium,
 * images read by tesseract.js, findings posted through the persistent outbox.
 *
 * - The CMS is down while the sources are visited, then comes back: every finding arrives exactly once.
 * - A second visit queues nothing again; a repost of a finding the CMS has is a no-op.
 * - Two detector processes watching the same sources create no double records.
 * - A redirect loop, a page that never answers, a huge page, a malformed feed and a non-image "image" are each a
 *   logged error for that item while the rest goes on.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

import { loadConfig, type DetectorConfig } from '../src/config';
import { downloadDecisions } from '../src/data/cms-decisions';
import { readCmsDecisions } from '../src/data/examples';
import { createDetectorService, type DetectorService } from '../src/service/server';
import { loadCurrentClassifier } from '../src/judge/model-store';
import { fetchSources } from '../src/watch/sources';
import type { Source } from '../src/watch/types';
import { Watcher, type WatchStatus } from '../src/watch/watcher';
import { CMS_TOKEN, createTestCms, type TestCms } from './helpers/cms';

jest.setTimeout(600_000);
// Generous: the good pages must load in time while other test files keep both cores busy (the hanging page waits
// this long once per visit).
const PAGE_TIMEOUT_MS = '15000';

const AD_IMAGE = fs.readFileSync(path.resolve(__dirname, '../data/images/files/img-tr-01.png'));
const PROMO =
  'ນົມຜົງ BuaThong ສູດ 1 ສຳລັບເດັກ 0-6 ເດືອນ ຫຼຸດລາຄາ 20% ມື້ນີ້ເທົ່ານັ້ນ! ດີເທົ່າກັບນົມແມ່. Infant formula 20% off today only.';
const SAMPLE =
  'Free samples of SangNoy infant formula for every new mother who registers at the shop this week. Better than breast milk!';
const HARMLESS = 'ກະຊວງສາທາລະນະສຸກ ແນະນຳ: ໃຫ້ລູກດູດນົມແມ່ພາຍໃນ 1 ຊົ່ວໂມງ ຫຼັງເກີດ. Breastfeed for the first six months.';

const page = (body: string) =>
  `<!doctype html><html lang="lo"><head><meta charset="utf-8"><title>fixture</title></head><body>${body}</body></html>`;

function rss(base: string, prefix: string, entries: { id: string; title: string; text: string; image?: string }[]) {
  const items = entries
    .map(
      (e) => `<item><title>${e.title}</title><link>${base}${prefix}/post/${e.id}</link><guid>${prefix}-${e.id}</guid>
<pubDate>Fri, 20 Nov 2026 08:00:00 GMT</pubDate><description><![CDATA[<p>${e.text}</p>]]></description>
${e.image ? `<enclosure url="${base}${e.image}" type="image/png" length="1000"/>` : ''}</item>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>Fixture</title><link>${base}</link>
<description>fixture feed</description>${items}</channel></rss>`;
}

let fixtures: http.Server;
let base = '';
const hanging = new Set<http.ServerResponse>();

/** The fixture site; everything is served under a prefix (/a, /b) so each test has its own pages. */
function serveFixtures(req: http.IncomingMessage, res: http.ServerResponse) {
  const match = /^\/([ab])(\/.*)$/.exec(req.url ?? '');
  if (!match) return void res.writeHead(404).end();
  const [, set, rest] = match;
  const prefix = `/${set}`;
  const htmlAnswer = (body: string) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(page(body));
  };
  switch (rest) {
    case '/feed.xml':
      res.writeHead(200, { 'content-type': 'application/rss+xml; charset=utf-8' });
      res.end(
        rss(base, prefix, [
          { id: '1', title: 'ໂປຣໂມຊັນ', text: PROMO },
          { id: '2', title: 'Samples', text: SAMPLE, image: `${prefix}/not-an-image.png` },
          { id: '3', title: 'ນົມແມ່', text: HARMLESS },
        ]),
      );
      return;
    case '/broken.xml':
      res.writeHead(200, { 'content-type': 'application/rss+xml' });
      res.end('<?xml version="1.0"?><rss><channel><item><title>unclosed');
      return;
    case '/not-an-image.png':
      res.writeHead(200, { 'content-type': 'image/png' });
      res.end('this is not a picture at all');
      return;
    case '/promo':
      return htmlAnswer(`<h1>ຮ້ານແມ່ ແລະ ເດັກ</h1><p>${PROMO}</p><img src="${prefix}/ad.png" alt="ad" width="600">`);
    case '/ad.png':
      res.writeHead(200, { 'content-type': 'image/png' });
      res.end(AD_IMAGE);
      return;
    case '/loop':
      res.writeHead(302, { location: `${prefix}/loop` });
      res.end();
      return;
    case '/hang':
      hanging.add(res);
      return;
    case '/huge': {
      const filler = `<p>${'ນົມແມ່ດີທີ່ສຸດ '.repeat(200)}</p>`;
      const body = page(filler.repeat(Math.ceil((11 * 1024 * 1024) / Buffer.byteLength(filler))));
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': Buffer.byteLength(body) });
      res.end(body);
      return;
    }
    default:
      res.writeHead(404).end();
  }
}

/** Source paths per fixture set, and the finding pages each should produce. */
const SOURCE_PATHS = ['/feed.xml', '/promo', '/loop', '/hang', '/huge', '/broken.xml'];
const expectedPages = (prefix: string) => [`${base}${prefix}/post/1`, `${base}${prefix}/post/2`, `${base}${prefix}/promo`];

let cms: TestCms;
let operatorToken = '';

async function registerSources(prefix: string): Promise<void> {
  for (const [i, sourcePath] of SOURCE_PATHS.entries()) {
    const response = await fetch(`${cms.url}/api-laos/add-data-options-laos`, {
      method: 'POST',
      headers: { authorization: `Bearer ${operatorToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        kind: 'source',
        key: `fixture-${prefix.slice(1)}-${i}`,
        nameLo: `ແຫຼ່ງທົດສອບ ${prefix}${sourcePath}`,
        nameEn: `Fixture ${prefix}${sourcePath}`,
        url: `${base}${prefix}${sourcePath}`,
        platform: sourcePath.endsWith('.xml') ? 'rss' : 'website',
        intervalMinutes: 5,
      }),
    });
    expect(response.status).toBe(201);
  }
}

function watchConfig(dir: string): DetectorConfig {
  return loadConfig({
    DETECTOR_WATCH: 'true',
    DETECTOR_CMS_URL: cms.url,
    DETECTOR_API_TOKEN: CMS_TOKEN,
    DETECTOR_OUTBOX_DIR: path.join(dir, 'outbox'),
    DETECTOR_EVIDENCE_DIR: path.join(dir, 'evidence'),
    DETECTOR_ALLOW_PRIVATE_HOSTS: 'true',
    DETECTOR_HOST_GAP_MS: '100',
    DETECTOR_STARTUP_JITTER_MS: '0',
    DETECTOR_PAGE_TIMEOUT_MS: PAGE_TIMEOUT_MS,
    DETECTOR_OCR_WORKERS: '1',
    DETECTOR_TESSDATA_DIR: path.join(os.tmpdir(), 'lcmdp-detector-tessdata-test'),
    DETECTOR_MODELS_DIR: path.resolve(__dirname, '../models'),
    DETECTOR_INSTANCE: 'watch-test',
  });
}

async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

// The CMS's temp folder (os.tmpdir() follows TMPDIR): the watcher's multipart posts must leave nothing in it.
const cmsTmp = fs.mkdtempSync(path.join(os.tmpdir(), 'lcmdp-watch-cms-tmp-'));
let cmsTmpAtStart: string[] = [];

beforeAll(async () => {
  fixtures = http.createServer(serveFixtures);
  await new Promise<void>((resolve) => fixtures.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(fixtures.address() as AddressInfo).port}`;
  cms = await createTestCms({ TMPDIR: cmsTmp });
  await cms.start();
  cmsTmpAtStart = fs.readdirSync(cmsTmp);
  const login = await fetch(`${cms.url}/api-laos/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(cms.accounts.operator),
  });
  expect(login.status).toBe(200);
  operatorToken = ((await login.json()) as { token: string }).token;
  await registerSources('/a');
  await registerSources('/b');
});

afterAll(async () => {
  for (const res of hanging) res.destroy();
  fixtures?.closeAllConnections();
  await new Promise((resolve) => fixtures?.close(resolve));
  await cms?.dispose();
  fs.rmSync(cmsTmp, { recursive: true, force: true });
});

describe('the watcher against a real CMS', () => {
  let dir: string;
  let service: DetectorService;
  let watcher: Watcher;
  const logs: string[] = [];
  // A test that fails while the CMS is stopped must not leave it down for the tests after it.
  let cmsStopped = false;

  afterEach(async () => {
    if (!cmsStopped) return;
    await watcher?.stop(); // its outbox must not reach the next test's CMS
    await cms.start();
    cmsStopped = false;
  });

  afterAll(async () => {
    await watcher?.stop();
    await service?.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('keeps findings while the CMS is down and delivers each exactly once when it is back', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lcmdp-watch-'));
    const config = watchConfig(dir);
    // The source list as the CMS gives it to the detector, read while the CMS is up (the /a fixture set only).
    const all = await fetchSources({ cmsUrl: cms.url, token: CMS_TOKEN });
    const sources = all.filter((s) => s.url.startsWith(`${base}/a/`));
    expect(sources).toHaveLength(SOURCE_PATHS.length);
    expect(all.some((s) => s.url.startsWith('http://127.0.0.1:5100/'))).toBe(true); // the demo feed's sources too

    await cms.stop();
    cmsStopped = true;
    const classifier = loadCurrentClassifier(config.modelsDir);
    service = createDetectorService({ config, classifier });
    watcher = new Watcher({
      config,
      capturer: service.capturer,
      recognise: (image) => service.recognise(image),
      classifier,
      metrics: service.metrics,
      log: (line) => logs.push(line),
      sources: async () => sources,
      postBackoff: { baseMs: 500, maxMs: 2000 },
    });
    await watcher.start();

    // Every source visited once: three findings wait in the outbox, nothing reached the CMS.
    await until('every source visited', () =>
      watcher.status().sources.every((s) => s.lastSuccessAt !== undefined || s.lastError !== undefined),
    );
    await until('three findings queued', async () => (await watcher.outbox.length()) === 3);
    expect(service.metrics.render()).toMatch(/detector_watch_errors_total\{stage="post"\} [1-9]/);

    // Each bad item ended as a logged error; the good ones went on.
    const text = logs.join('\n');
    expect(text).toMatch(/loop/i);
    expect(text).toMatch(/did not (load|finish).*within/i);
    expect(text).toMatch(/larger than 10 MB/);
    expect(text).toMatch(/broken\.xml|not (valid|well-formed)|XML/i);
    expect(text).toMatch(/not-an-image\.png/);
    const states = new Map(watcher.status().sources.map((s) => [s.url.replace(base, ''), s]));
    for (const bad of ['/a/loop', '/a/hang', '/a/huge', '/a/broken.xml']) expect(states.get(bad)?.failures).toBe(1);
    for (const good of ['/a/feed.xml', '/a/promo']) expect(states.get(good)?.failures).toBe(0);

    await cms.start();
    cmsStopped = false;
    await until('the outbox emptied', async () => (await watcher.outbox.length()) === 0);
    const stored = cms.detections(`${base}/a/`);
    expect(stored.map((d) => d.page_url).sort()).toEqual(expectedPages('/a').sort());
    expect(new Set(stored.map((d) => d.content_hash)).size).toBe(3);
    const promo = stored.find((d) => d.page_url.endsWith('/promo'));
    expect(promo?.ai_status).toBe('suspected_violation');
    expect(promo?.source_key).toBe('fixture-a-1');

    // A second visit queues nothing: the CMS has every finding.
    const feed = sources.find((s) => s.url.endsWith('/feed.xml')) as Source;
    await watcher.visit(feed, new AbortController().signal);
    expect(await watcher.outbox.length()).toBe(0);

    // Even a repost (the detector forgot it had sent them) is a no-op at the CMS.
    fs.rmSync(path.join(config.watch.outboxDir, 'sent'), { recursive: true, force: true });
    fs.mkdirSync(path.join(config.watch.outboxDir, 'sent'));
    await watcher.visit(feed, new AbortController().signal);
    await until('the reposts answered', async () => (await watcher.outbox.length()) === 0);
    expect(service.metrics.render()).toMatch(/detector_findings_total\{outcome="duplicate"\} 2/);
    expect(cms.detections(`${base}/a/`)).toHaveLength(3);
    // Every post (created, duplicate, refused while down) left no temp file at the CMS.
    expect(fs.readdirSync(cmsTmp)).toEqual(cmsTmpAtStart);
  });

  it('two detector processes watching the same sources create no double records', async () => {
    const processes: { child: ChildProcess; out: string[] }[] = [];
    const shared = fs.mkdtempSync(path.join(os.tmpdir(), 'lcmdp-watch-two-'));
    try {
      for (const name of ['one', 'two']) {
        const out: string[] = [];
        const child = spawn(process.execPath, [path.resolve(__dirname, '../bin/run.cjs'), 'serve'], {
          env: {
            ...process.env,
            DETECTOR_PORT: '0',
            DETECTOR_WATCH: 'true',
            DETECTOR_CMS_URL: cms.url,
            DETECTOR_API_TOKEN: CMS_TOKEN,
            // Each process its own outbox: both post every finding; the CMS must keep one of each.
            DETECTOR_OUTBOX_DIR: path.join(shared, name, 'outbox'),
            DETECTOR_EVIDENCE_DIR: path.join(shared, name, 'evidence'),
            DETECTOR_ALLOW_PRIVATE_HOSTS: 'true',
            DETECTOR_HOST_GAP_MS: '100',
            DETECTOR_STARTUP_JITTER_MS: '0',
            DETECTOR_PAGE_TIMEOUT_MS: PAGE_TIMEOUT_MS,
            DETECTOR_OCR_WORKERS: '1',
            DETECTOR_TESSDATA_DIR: path.join(os.tmpdir(), 'lcmdp-detector-tessdata-test'),
            DETECTOR_INSTANCE: name,
          },
          stdio: ['ignore', 'ignore', 'pipe'],
        });
        child.stderr?.on('data', (chunk: Buffer) => out.push(chunk.toString()));
        processes.push({ child, out });
      }
      const aBefore = cms.detections(`${base}/a/`).length;
      // Each process's /health: its sources, each visited, and its outbox, empty when the CMS has everything.
      const health = async (out: string[]) => {
        const port = /listening on http:\/\/[\d.]+:(\d+)/.exec(out.join(''))?.[1];
        if (!port) return undefined;
        const answer = await fetch(`http://127.0.0.1:${port}/health`).catch(() => undefined);
        return answer?.ok ? ((await answer.json()) as { watch: WatchStatus }).watch : undefined;
      };
      const settled = async (out: string[]) => {
        const watch = await health(out);
        const mine = watch?.sources.filter((s) => s.url.startsWith(`${base}/b/`)) ?? [];
        return (
          mine.length === SOURCE_PATHS.length &&
          mine.every((s) => !s.running && (s.lastSuccessAt !== undefined || s.lastError !== undefined)) &&
          watch?.outbox.waiting === 0
        );
      };
      await until(
        'both processes visited the /b sources and emptied their outboxes',
        async () => (await Promise.all(processes.map(({ out }) => settled(out)))).every(Boolean),
        420_000,
      ).catch((error: Error) => {
        throw new Error(`${error.message}\n${processes.map(({ out }) => out.join('').slice(-3000)).join('\n---\n')}`);
      });
      for (const { out } of processes) expect(out.join('')).toMatch(/fixture-b-0: 3 item\(s\) read, 2 new finding\(s\) queued/);
      // The feed's two findings once each; /b/promo shows the same ad picture as /a/promo: not a new detection but
      // /a/promo seen again, once, though both processes posted it.
      const stored = cms.detections(`${base}/b/`);
      expect(stored.map((d) => d.page_url).sort()).toEqual([`${base}/b/post/1`, `${base}/b/post/2`]);
      expect(cms.detections(`${base}/a/`)).toHaveLength(aBefore);
      expect(cms.detections(`${base}/a/promo`)[0]?.seen_count).toBe(2);
    } finally {
      for (const { child } of processes) {
        if (child.exitCode === null) {
          const exited = new Promise((resolve) => child.once('exit', resolve));
          child.kill('SIGTERM');
          await exited;
        }
      }
      fs.rmSync(shared, { recursive: true, force: true });
    }
  });
});

describe('learning from reviewers', () => {
  it('downloads the operator-final decisions from the CMS in the format train reads', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lcmdp-decisions-'));
    try {
      const { file, lines } = await downloadDecisions({ cmsUrl: cms.url, token: CMS_TOKEN, dir, today: '2026-11-21' });
      expect(path.basename(file)).toBe('cms-2026-11-21.jsonl');
      // The seeded demo data has operator-approved violations and non-violations.
      expect(lines).toBeGreaterThan(0);
      const examples = readCmsDecisions(file);
      expect(examples).toHaveLength(lines);
      expect(examples.some((e) => e.suspected)).toBe(true);
      expect(examples.some((e) => !e.suspected)).toBe(true);
      for (const example of examples) expect(example.text.trim()).not.toBe('');
      await expect(downloadDecisions({ cmsUrl: cms.url, token: 'not-the-token', dir, today: '2026-11-21' })).rejects.toThrow(
        /401|403/,
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
