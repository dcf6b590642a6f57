/**
 * Posting findings: the multipart request and the classification of the CMS's answers, against a small CMS stand-in
 * served by this test on 127.0.0.1; then the outbox sender's loop (ack, retry with backoff, fail, wake, stop).
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

import Busboy from 'busboy';

import { EvidenceStore } from '../src/watch/evidence-store';
import { Outbox } from '../src/watch/outbox';
import { backoffDelay, OutboxSender, postFinding, sniffImage, type PostResult } from '../src/watch/poster';
import type { Finding } from '../src/watch/types';
import { finding } from './helpers/finding';

const AD_IMAGE = fs.readFileSync(path.resolve(__dirname, '../data/images/files/img-tr-01.png'));
const JPEG_IMAGE = fs.readFileSync(path.resolve(__dirname, '../data/images/files/img-dv-02.jpg'));
const TOKEN = 'detector-token-123';

interface Received {
  headers: http.IncomingHttpHeaders;
  fields: Record<string, string>;
  files: { field: string; filename: string; mimeType: string; body: Buffer }[];
  at: number;
}

type Reply = (req: Received) => {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  delayMs?: number;
  hang?: boolean;
};

let server: http.Server;
let cmsUrl = '';
let received: Received[] = [];
let reply: Reply = () => ({ status: 201, body: { status: 'success', data: { created: true, _id: 'doc1', status: 'pending' } } });
const hanging = new Set<http.ServerResponse>();

let dir: string;
let evidence: EvidenceStore;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const got: Received = { headers: req.headers, fields: {}, files: [], at: Date.now() };
    const busboy = Busboy({ headers: req.headers });
    busboy.on('field', (name, value) => (got.fields[name] = value));
    busboy.on('file', (field, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('close', () =>
        got.files.push({ field, filename: info.filename ?? '', mimeType: info.mimeType, body: Buffer.concat(chunks) }),
      );
    });
    busboy.on('close', () => {
      received.push(got);
      const answer = reply(got);
      if (answer.hang) {
        hanging.add(res);
        return;
      }
      const send = () => {
        res.writeHead(answer.status, { 'content-type': 'application/json', ...(answer.headers ?? {}) });
        res.end(answer.body === undefined ? '' : typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
      };
      if (answer.delayMs) setTimeout(send, answer.delayMs);
      else send();
    });
    req.pipe(busboy);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cmsUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const res of hanging) res.destroy();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  received = [];
  reply = () => ({ status: 201, body: { status: 'success', data: { created: true, _id: 'doc1', status: 'pending' } } });
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lcmdp-poster-'));
  evidence = new EvidenceStore(path.join(dir, 'evidence'));
});

afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

async function withEvidence(n: number): Promise<Finding> {
  const images = [await evidence.put(AD_IMAGE), await evidence.put(JPEG_IMAGE)];
  const screenshot = await evidence.put(AD_IMAGE);
  const html = await evidence.put('<!doctype html><p>ນົມຜົງ ສູດ 1</p>');
  return finding(n, {
    brand: 'Dao Noy',
    productType: 'infant_formula',
    postedAt: '2026-11-20T08:00:00.000Z',
    imageHashes: images,
    imagePhashes: ['0123456789abcdef', 'fedcba9876543210'],
    evidence: { images, screenshot, html },
  });
}

const post = (f: Finding, timeoutMs = 5000) => postFinding(f, { cmsUrl: `${cmsUrl}/`, token: TOKEN, evidence, timeoutMs });

const strapiError = (status: number, message: string, fields: Record<string, string> = {}) => ({
  data: null,
  error: { status, name: 'ValidationError', message, details: { fields } },
});

describe('postFinding', () => {
  it('posts the detection as multipart: data JSON, images, screenshot and html, with the bearer token', async () => {
    const f = await withEvidence(1);
    expect(await post(f)).toEqual({ outcome: 'stored', id: 'doc1', status: 'pending' });
    expect(received).toHaveLength(1);
    const [got] = received;
    expect(got.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(got.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const data = JSON.parse(got.fields.data);
    expect(data).toEqual({
      variant: 'laos',
      origin: 'crawler',
      platform: 'website',
      pageUrl: f.pageUrl,
      caption: f.caption,
      brand: 'Dao Noy',
      productType: 'infant_formula',
      crawledAt: f.crawledAt,
      postedAt: '2026-11-20T08:00:00.000Z',
      aiScore: 0.9,
      aiFindings: f.aiFindings,
      aiSuspected: true,
      imageHashes: f.imageHashes,
      imagePhashes: ['0123456789abcdef', 'fedcba9876543210'],
      modelVersion: 'nb1-test',
      sourceKey: 'demo-shop',
    });
    const images = got.files.filter((file) => file.field === 'images');
    expect(images.map((i) => i.mimeType)).toEqual(['image/png', 'image/jpeg']);
    expect(images[0].filename).toMatch(/^image-1-[0-9a-f]{12}\.png$/);
    expect(images[1].filename).toMatch(/^image-2-[0-9a-f]{12}\.jpg$/);
    expect(images[0].body.equals(AD_IMAGE)).toBe(true);
    expect(images[1].body.equals(JPEG_IMAGE)).toBe(true);
    const screenshot = got.files.find((file) => file.field === 'screenshot');
    expect(screenshot).toMatchObject({ filename: 'screenshot.png', mimeType: 'image/png' });
    const html = got.files.find((file) => file.field === 'html');
    expect(html).toMatchObject({ filename: 'page.html', mimeType: 'text/html' });
    expect(html?.body.toString('utf8')).toContain('ນົມຜົງ');
  });

  it('posts a finding without evidence files as data alone', async () => {
    expect((await post(finding(2))).outcome).toBe('stored');
    expect(received[0].files).toEqual([]);
    expect(JSON.parse(received[0].fields.data)).not.toHaveProperty('brand');
  });

  it('tells a duplicate and the same ad seen again from a new detection', async () => {
    reply = () => ({ status: 200, body: { status: 'success', data: { created: false, _id: 'doc7', status: 'approved' } } });
    expect(await post(finding(1))).toEqual({ outcome: 'duplicate', id: 'doc7', status: 'approved' });
    reply = () => ({
      status: 200,
      body: { status: 'success', data: { created: false, _id: 'doc8', status: 'pending', seenAgain: true } },
    });
    expect(await post(finding(1))).toEqual({ outcome: 'seen_again', id: 'doc8', status: 'pending' });
  });

  it('classifies 400, 409, 413 and 422 as refused for good, with the CMS message and field errors', async () => {
    reply = () => ({
      status: 400,
      body: strapiError(400, 'Invalid input: pageUrl: Not a valid link', { pageUrl: 'Not a valid link' }),
    });
    expect(await post(finding(1))).toEqual({
      outcome: 'rejected',
      httpStatus: 400,
      message: 'HTTP 400: Invalid input: pageUrl: Not a valid link',
      fields: { pageUrl: 'Not a valid link' },
    });
    for (const status of [409, 413, 422]) {
      reply = () => ({ status, body: strapiError(status, `refused ${status}`) });
      expect(await post(finding(1))).toEqual({
        outcome: 'rejected',
        httpStatus: status,
        message: `HTTP ${status}: refused ${status}`,
      });
    }
    reply = () => ({ status: 413, body: '<html>Request Entity Too Large</html>' });
    expect(await post(finding(1))).toMatchObject({
      outcome: 'rejected',
      message: 'HTTP 413: <html>Request Entity Too Large</html>',
    });
  });

  it('retries 401 and 403 but flags them as a configuration problem', async () => {
    for (const status of [401, 403]) {
      reply = () => ({ status, body: strapiError(status, 'Missing or invalid credentials') });
      const result = await post(finding(1));
      expect(result).toMatchObject({ outcome: 'retry', httpStatus: status, configurationProblem: true });
      expect(result.outcome === 'retry' && result.message).toMatch(/Missing or invalid credentials.*token/);
    }
  });

  it('retries 429 and 5xx, honouring Retry-After', async () => {
    reply = () => ({ status: 429, body: strapiError(429, 'Too many requests'), headers: { 'retry-after': '7' } });
    expect(await post(finding(1))).toEqual({
      outcome: 'retry',
      httpStatus: 429,
      message: 'HTTP 429: Too many requests',
      configurationProblem: false,
      retryAfterMs: 7000,
    });
    for (const status of [500, 502, 503]) {
      reply = () => ({ status, body: 'upstream down' });
      expect(await post(finding(1))).toMatchObject({ outcome: 'retry', httpStatus: status, configurationProblem: false });
    }
    // A 2xx that is not the CMS's answer: the CMS may not have it, try again.
    reply = () => ({ status: 200, body: '<html>captive portal</html>' });
    expect(await post(finding(1))).toMatchObject({ outcome: 'retry', httpStatus: 200 });
  });

  it('retries when the CMS cannot be reached or does not answer in time', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const unreachable = await postFinding(finding(1), {
      cmsUrl: `http://127.0.0.1:${port}`,
      token: TOKEN,
      evidence,
      timeoutMs: 2000,
    });
    expect(unreachable).toMatchObject({ outcome: 'retry', configurationProblem: false });
    expect(unreachable.outcome === 'retry' && unreachable.message).toMatch(/could not be reached \(ECONNREFUSED\)/);

    reply = () => ({ status: 201, hang: true });
    const started = Date.now();
    const late = await post(finding(1), 300);
    expect(late).toEqual({ outcome: 'retry', message: 'The CMS did not answer within 300 ms', configurationProblem: false });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('refuses a finding whose evidence is missing from the store, without posting it', async () => {
    const f = finding(1, { evidence: { images: ['a'.repeat(64)] } });
    const result = await post(f);
    expect(result.outcome).toBe('rejected');
    expect(result).not.toHaveProperty('httpStatus');
    expect(result.outcome === 'rejected' && result.message).toMatch(/image 1 a{64} is not in the evidence store/);
    expect(received).toEqual([]);
  });
});

describe('sniffImage', () => {
  it('knows PNG, JPEG, GIF, WebP and AVIF from their first bytes', () => {
    expect(sniffImage(AD_IMAGE)).toEqual({ type: 'image/png', extension: 'png' });
    expect(sniffImage(JPEG_IMAGE)).toEqual({ type: 'image/jpeg', extension: 'jpg' });
    expect(sniffImage(Buffer.from('GIF89a...'))).toEqual({ type: 'image/gif', extension: 'gif' });
    expect(sniffImage(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toEqual({ type: 'image/webp', extension: 'webp' });
    expect(sniffImage(Buffer.from('\0\0\0\x1cftypavif'))).toEqual({ type: 'image/avif', extension: 'avif' });
    expect(sniffImage(Buffer.from('hello'))).toEqual({ type: 'application/octet-stream', extension: 'bin' });
  });
});

describe('backoffDelay', () => {
  it('doubles from 5 s up to 10 minutes, within ±20 %', () => {
    const middle = () => 0.5;
    expect([0, 1, 2, 3, 6, 7, 20, 1000].map((n) => backoffDelay(n, {}, middle))).toEqual([
      5000, 10_000, 20_000, 40_000, 320_000, 600_000, 600_000, 600_000,
    ]);
    expect(backoffDelay(0, {}, () => 0)).toBe(4000);
    expect(backoffDelay(0, {}, () => 1)).toBe(6000);
    expect(backoffDelay(10, {}, () => 0.999999)).toBeLessThanOrEqual(720_000);
    for (let i = 0; i < 100; i += 1) {
      const d = backoffDelay(2, {});
      expect(d).toBeGreaterThanOrEqual(16_000);
      expect(d).toBeLessThanOrEqual(24_000);
    }
  });
});

describe('OutboxSender', () => {
  const postWith = (f: Finding, signal: AbortSignal) =>
    postFinding(f, { cmsUrl, token: TOKEN, evidence, timeoutMs: 2000, signal });

  function counting() {
    const counts = { sent: 0, duplicate: 0, seenAgain: 0, rejected: 0, retry: 0, configuration: 0 };
    return {
      counts,
      counters: {
        sent: () => void (counts.sent += 1),
        duplicate: () => void (counts.duplicate += 1),
        seenAgain: () => void (counts.seenAgain += 1),
        rejected: () => void (counts.rejected += 1),
        retry: (configurationProblem: boolean) => {
          counts.retry += 1;
          if (configurationProblem) counts.configuration += 1;
        },
      },
    };
  }

  const logs: string[] = [];
  const logger = {
    info: (m: string) => void logs.push(`info ${m}`),
    warn: (m: string) => void logs.push(`warn ${m}`),
    error: (m: string) => void logs.push(`error ${m}`),
  };

  async function until(condition: () => boolean | Promise<boolean>, ms = 5000) {
    const end = Date.now() + ms;
    while (!(await condition())) {
      if (Date.now() > end) throw new Error('timed out waiting');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  beforeEach(() => void (logs.length = 0));

  it('posts what is queued and counts stored, duplicate and seen-again answers', async () => {
    const outbox = new Outbox(path.join(dir, 'outbox'));
    const answers = [
      { created: true, _id: 'a', status: 'pending' },
      { created: false, _id: 'b', status: 'pending' },
      { created: false, _id: 'c', status: 'pending', seenAgain: true },
    ];
    reply = () => ({ status: 200, body: { status: 'success', data: answers[received.length - 1] } });
    for (let i = 0; i < 3; i += 1) await outbox.add(await withEvidence(i));
    const { counts, counters } = counting();
    const sender = new OutboxSender({ outbox, post: postWith, counters, logger, idleMs: 60_000 });
    await sender.start();
    await until(async () => (await outbox.length()) === 0);
    await sender.stop();
    expect(counts).toMatchObject({ sent: 1, duplicate: 1, seenAgain: 1, rejected: 0, retry: 0 });
    expect(logs.filter((l) => l.startsWith('info'))).toHaveLength(3);
  });

  it('retries with exponential backoff until the CMS takes the finding', async () => {
    const outbox = new Outbox(path.join(dir, 'outbox'));
    reply = () =>
      received.length <= 2
        ? { status: 503, body: strapiError(503, 'busy') }
        : { status: 201, body: { status: 'success', data: { created: true, _id: 'x', status: 'pending' } } };
    await outbox.add(finding(1));
    const { counts, counters } = counting();
    const sender = new OutboxSender({
      outbox,
      post: postWith,
      counters,
      logger,
      backoff: { baseMs: 60, jitter: 0 },
      idleMs: 60_000,
    });
    await sender.start();
    await until(() => counts.sent === 1);
    await sender.stop();
    expect(counts).toMatchObject({ sent: 1, retry: 2 });
    expect(received).toHaveLength(3);
    // 60 ms after the first failure, 120 ms after the second.
    expect(received[1].at - received[0].at).toBeGreaterThanOrEqual(55);
    expect(received[2].at - received[1].at).toBeGreaterThanOrEqual(115);
    expect(await outbox.length()).toBe(0);
    expect(logs.filter((l) => l.startsWith('warn'))[0]).toMatch(/not posted \(attempt 1\).*HTTP 503: busy/);
  });

  it('keeps a refused finding in failed/ and flags an unauthorised one as a configuration problem', async () => {
    const outbox = new Outbox(path.join(dir, 'outbox'));
    reply = (got) =>
      JSON.parse(got.fields.data).pageUrl.endsWith('/1')
        ? { status: 400, body: strapiError(400, 'Invalid input', { pageUrl: 'Not a valid link' }) }
        : { status: 401, body: strapiError(401, 'Missing or invalid credentials') };
    await outbox.add(finding(1));
    await outbox.add(finding(2));
    const { counts, counters } = counting();
    const sender = new OutboxSender({ outbox, post: postWith, counters, logger, backoff: { baseMs: 60_000 }, idleMs: 60_000 });
    await sender.start();
    await until(() => counts.rejected === 1 && counts.retry === 1);
    await sender.stop();
    expect(counts.configuration).toBe(1);
    expect(await outbox.failedCount()).toBe(1);
    expect(await outbox.length()).toBe(1); // the 401 one waits for its retry
    const failed = JSON.parse(fs.readFileSync(path.join(dir, 'outbox/failed', `${finding(1).key}.json`), 'utf8'));
    expect(failed.lastError).toBe('HTTP 400: Invalid input [pageUrl: Not a valid link]');
    expect(logs.some((l) => /^error .*refused by the CMS/.test(l))).toBe(true);
    expect(logs.some((l) => /^error .*CONFIGURATION PROBLEM/.test(l))).toBe(true);
  });

  it('wakes on notify() after an add instead of waiting for its timer', async () => {
    const outbox = new Outbox(path.join(dir, 'outbox'));
    const { counts, counters } = counting();
    const sender = new OutboxSender({ outbox, post: postWith, counters, idleMs: 60_000 });
    await sender.start();
    await new Promise((resolve) => setTimeout(resolve, 50)); // asleep now, for a minute
    const started = Date.now();
    await outbox.add(finding(1));
    sender.notify();
    await until(() => counts.sent === 1);
    expect(Date.now() - started).toBeLessThan(2000);
    await sender.stop();
  });

  it('stop() waits for the post in flight and records its answer', async () => {
    const outbox = new Outbox(path.join(dir, 'outbox'));
    reply = () => ({
      status: 201,
      delayMs: 300,
      body: { status: 'success', data: { created: true, _id: 'slow', status: 'pending' } },
    });
    await outbox.add(finding(1));
    await outbox.add(finding(2));
    const results: PostResult[] = [];
    const { counts, counters } = counting();
    const sender = new OutboxSender({
      outbox,
      post: async (f, signal) => {
        const result = await postWith(f, signal);
        results.push(result);
        return result;
      },
      counters,
      idleMs: 60_000,
    });
    await sender.start();
    await until(() => received.length === 1);
    await sender.stop();
    expect(results).toEqual([{ outcome: 'stored', id: 'slow', status: 'pending' }]);
    expect(counts.sent).toBe(1);
    expect(await outbox.length()).toBe(1); // the second waits for the next start
    expect(fs.readdirSync(path.join(dir, 'outbox/sending'))).toEqual([]);
  });

  it('stop({ abort: true }) cuts the post short and keeps the finding queued', async () => {
    const outbox = new Outbox(path.join(dir, 'outbox'));
    reply = () => ({ status: 201, hang: true });
    await outbox.add(finding(1));
    const sender = new OutboxSender({ outbox, post: postWith, idleMs: 60_000 });
    await sender.start();
    await until(() => received.length === 1);
    await sender.stop({ abort: true });
    expect(await outbox.length()).toBe(1);
    expect(fs.readdirSync(path.join(dir, 'outbox/sending'))).toEqual([]);
  });

  it('puts back at start what a stopped process left in sending/', async () => {
    const outboxDir = path.join(dir, 'outbox');
    const dead = new Outbox(outboxDir);
    await dead.add(finding(1));
    await dead.claim();
    const outbox = new Outbox(outboxDir, { isAlive: () => false });
    const { counts, counters } = counting();
    const sender = new OutboxSender({ outbox, post: postWith, counters, logger, idleMs: 60_000 });
    await sender.start();
    await until(() => counts.sent === 1);
    await sender.stop();
    expect(logs[0]).toMatch(/1 finding\(s\) left by a stopped sender/);
  });
});
