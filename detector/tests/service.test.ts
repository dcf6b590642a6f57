/**
 * The HTTP service end to end: a real server on a free port, fixture pages served by this test on 127.0.0.1,
 * Debian's Chromium for page capture and tesseract.js for OCR.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

import { loadConfig } from '../src/config';
import type { CheckAnswer } from '@lcmdp/contract';
import { createDetectorService, type DetectorService } from '../src/service/server';
import { EvidenceStore } from '../src/watch/evidence-store';
import { perceptualHash } from '../src/understand/phash';

const AD_IMAGE = path.resolve(__dirname, '../data/images/files/img-tr-01.png');
const PROMO =
  'Similac ສູດ 1 ກ່ອງໃໝ່ ສຳລັບທາລົກ 0-12 ເດືອນ ມາຮອດແລ້ວ ຈຳກັດ 2 ກ່ອງຕໍ່ທ່ານ ລາຄາ 305,000 ກີບ. Infant formula in stock, 350k kip!';
const HARMLESS =
  'ກະຊວງສາທາລະນະສຸກ ແນະນຳ: ໃຫ້ລູກດູດນົມແມ່ພາຍໃນ 1 ຊົ່ວໂມງ ຫຼັງເກີດ. Exclusive breastfeeding for six months protects babies.';
// Room for Chromium on a machine other test files keep busy (the page that never answers waits this long).
const PAGE_TIMEOUT_MS = 8000;

const html = (body: string) =>
  `<!doctype html><html lang="lo"><head><meta charset="utf-8"><title>fixture</title></head><body>${body}</body></html>`;

let fixtures: http.Server;
let fixtureBase = '';
const hanging = new Set<http.ServerResponse>();

let open: DetectorService;
let guarded: DetectorService;
let openBase = '';
let guardedBase = '';
let evidenceDir = '';

const baseOf = (address: AddressInfo) => `http://127.0.0.1:${address.port}`;

function config(allowPrivate: boolean) {
  return loadConfig({
    DETECTOR_ALLOW_PRIVATE_HOSTS: String(allowPrivate),
    DETECTOR_PAGE_TIMEOUT_MS: String(PAGE_TIMEOUT_MS),
    DETECTOR_OCR_WORKERS: '1',
    DETECTOR_TESSDATA_DIR: path.join(os.tmpdir(), 'lcmdp-detector-tessdata-test'),
    DETECTOR_MODELS_DIR: path.resolve(__dirname, '../models'),
  });
}

beforeAll(async () => {
  fixtures = http.createServer((req, res) => {
    const url = req.url ?? '/';
    if (url === '/promo') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(html(`<h1>ຮ້ານແມ່ ແລະ ເດັກ</h1><p>${PROMO}</p><img src="/ad.png" alt="ad" width="600">`));
    } else if (url === '/harmless') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(html(`<p>${HARMLESS}</p>`));
    } else if (url === '/ad.png') {
      res.writeHead(200, { 'content-type': 'image/png' });
      res.end(fs.readFileSync(AD_IMAGE));
    } else if (url === '/loop') {
      res.writeHead(302, { location: '/loop' });
      res.end();
    } else if (url === '/hop') {
      res.writeHead(302, { location: '/harmless' });
      res.end();
    } else if (url === '/hang') {
      hanging.add(res); // never answers
    } else if (url === '/huge-slow') {
      // Announces 11 MB, sends the start of a page, then nothing more: only the headers can tell it is too large.
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': String(11 * 1024 * 1024) });
      res.write(`<!doctype html><html><body><p>${HARMLESS}</p>`);
      hanging.add(res);
    } else if (url === '/to-private') {
      res.writeHead(302, { location: `${fixtureBase}/promo` });
      res.end();
    } else if (url === '/private-image') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(html(`<p>${HARMLESS}</p><img src="${fixtureBase}/ad.png" alt="ad" width="600">`));
    } else if (url === '/data.json') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"a":1}');
    } else {
      res.writeHead(404).end();
    }
  });
  // All interfaces: 127.0.0.1 and 127.0.0.2 (which the guarded service is told is a public address).
  await new Promise<void>((resolve) => fixtures.listen(0, resolve));
  fixtureBase = baseOf(fixtures.address() as AddressInfo);
  evidenceDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lcmdp-service-evidence-'));
  open = createDetectorService({ config: config(true), evidence: new EvidenceStore(evidenceDir) });
  // The guarded service believes 127.0.0.2 is public: pages there pass, 127.0.0.1 stays refused.
  guarded = createDetectorService({ config: config(false), publicAddresses: ['127.0.0.2'] });
  openBase = baseOf(await open.listen(0, '127.0.0.1'));
  guardedBase = baseOf(await guarded.listen(0, '127.0.0.1'));
  // Each service starts Chromium on its first capture; under a loaded CI that start alone can take longer than the
  // short page deadline these tests use, so both browsers are started here (the answers are not what is tested).
  const { port } = fixtures.address() as AddressInfo;
  await Promise.all([checkUrl(openBase, `${fixtureBase}/harmless`), checkUrl(guardedBase, `http://127.0.0.2:${port}/harmless`)]);
}, 120_000);

afterAll(async () => {
  for (const res of hanging) res.destroy();
  await Promise.all([open?.close(), guarded?.close()]);
  fixtures.closeAllConnections();
  await new Promise((resolve) => fixtures.close(resolve));
  fs.rmSync(evidenceDir, { recursive: true, force: true });
});

async function checkUrl(base: string, url: string, extra: Record<string, unknown> = {}) {
  const response = await fetch(`${base}/check/url`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ variant: 'laos', url, ...extra }),
  });
  return { status: response.status, body: (await response.json()) as CheckAnswer & { error?: { message: string } } };
}

async function metric(base: string, line: string): Promise<number> {
  const text = await (await fetch(`${base}/metrics`)).text();
  const found = text.split('\n').find((l) => l.startsWith(`${line} `));
  return found ? Number(found.slice(line.length + 1)) : 0;
}

const HEX64 = /^[0-9a-f]{64}$/;

describe('detector service', () => {
  it('answers /health with the model version', async () => {
    const response = await fetch(`${openBase}/health`);
    const body = (await response.json()) as { status: string; model_version: string; uptime_s: number };
    expect(response.status).toBe(200);
    expect(body.status).toBe('ok');
    expect(body.model_version).toMatch(/^(nb\d+-[0-9a-f]+|rules-only)$/);
    expect(body.uptime_s).toBeGreaterThanOrEqual(0);
  });

  it('captures a formula promotion page: suspected, matches with excerpts, page text, image OCR and evidence', async () => {
    const before = await metric(openBase, 'detector_pages_captured_total');
    const { status, body } = await checkUrl(openBase, `${fixtureBase}/promo`);
    expect(status).toBe(200);
    expect(body.status).toBe('suspected_violation');
    expect(body.suspected).toBe(true);
    expect(body.groups).toContain('promotion_to_public');
    expect(body.codes.length).toBeGreaterThan(0);
    expect(body.matches.length).toBeGreaterThan(0);
    for (const match of body.matches) {
      expect(match.term).toEqual(expect.any(String));
      expect(match.excerpt).toContain(match.found);
    }
    expect(body.page_text).toContain('Similac');
    expect(body.images?.[0].name).toBe(`${fixtureBase}/ad.png`);
    expect(body.images?.[0].ocr_text.length).toBeGreaterThan(10);
    expect(body.ocr_text).toBe(body.images?.[0].ocr_text);
    expect(body.evidence?.url).toBe(`${fixtureBase}/promo`);
    expect(body.evidence?.final_url).toBe(`${fixtureBase}/promo`);
    expect(body.evidence?.screenshot_sha256).toMatch(HEX64);
    expect(body.evidence?.html_sha256).toMatch(HEX64);
    expect(body.evidence?.screenshot_sha256).not.toBe(body.evidence?.html_sha256);
    expect(body.evidence?.html_bytes).toBeGreaterThan(100);
    expect(await metric(openBase, 'detector_pages_captured_total')).toBe(before + 1);
    expect(await metric(openBase, 'detector_checks_total{kind="url",outcome="suspected_violation"}')).toBeGreaterThan(0);
  });

  it('keeps the screenshot, HTML and images in the evidence store only when the check asks to store', async () => {
    const files = (): string[] =>
      fs
        .readdirSync(evidenceDir, { withFileTypes: true })
        .flatMap((d) => (d.isDirectory() ? fs.readdirSync(path.join(evidenceDir, d.name)) : []));
    // The checks before this one did not ask: nothing was written.
    expect(files()).toEqual([]);
    const plain = await checkUrl(openBase, `${fixtureBase}/promo`, { store: false });
    expect(plain.status).toBe(200);
    expect(plain.body.evidence?.stored).toBeUndefined();
    expect(plain.body.evidence?.image_sha256s).toBeUndefined();
    expect(files()).toEqual([]);

    const { status, body } = await checkUrl(openBase, `${fixtureBase}/promo`, { store: true });
    expect(status).toBe(200);
    const evidence = body.evidence!;
    expect(evidence.stored).toBe(true);
    expect(evidence.image_sha256s).toHaveLength(1);
    const store = new EvidenceStore(evidenceDir);
    expect((await store.read(evidence.image_sha256s![0])).equals(fs.readFileSync(AD_IMAGE))).toBe(true);
    expect((await store.read(evidence.html_sha256)).length).toBe(evidence.html_bytes);
    expect((await store.read(evidence.screenshot_sha256)).subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(files().sort()).toEqual([evidence.screenshot_sha256, evidence.html_sha256, evidence.image_sha256s![0]].sort());
    // The picture's and the screenshot's perceptual hashes come with it (a re-capture recognises a re-encoded ad).
    expect(evidence.image_phashes).toEqual([await perceptualHash(fs.readFileSync(AD_IMAGE))]);
    expect(evidence.screenshot_phash).toMatch(/^[0-9a-f]{16}$/);

    // The CMS fetches the kept screenshot by its hash (to keep it with the detection); HTML comes as bytes only.
    const screenshot = await fetch(`${openBase}/evidence/${evidence.screenshot_sha256}`);
    expect(screenshot.status).toBe(200);
    expect(screenshot.headers.get('content-type')).toBe('image/png');
    expect(
      createHash('sha256')
        .update(Buffer.from(await screenshot.arrayBuffer()))
        .digest('hex'),
    ).toBe(evidence.screenshot_sha256);
    const html = await fetch(`${openBase}/evidence/${evidence.html_sha256}`);
    expect(html.headers.get('content-type')).toBe('application/octet-stream');
    expect(html.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await fetch(`${openBase}/evidence/${'0'.repeat(64)}`)).status).toBe(404);
    expect((await fetch(`${openBase}/evidence/not-a-hash`)).status).toBe(404);
    expect((await fetch(`${guardedBase}/evidence/${evidence.screenshot_sha256}`)).status).toBe(404);

    // 'true' as a string is accepted; a service without an evidence store says it kept nothing.
    const port = new URL(fixtureBase).port;
    const unstored = await checkUrl(guardedBase, `http://127.0.0.2:${port}/private-image`, { store: 'true' });
    expect(unstored.status).toBe(200);
    expect(unstored.body.evidence?.stored).toBe(false);
    const bad = await checkUrl(openBase, `${fixtureBase}/promo`, { store: 'yes' });
    expect(bad.status).toBe(400);
    expect(bad.body.error?.message).toBe('store must be true or false');
  });

  it('follows a redirect to a harmless page: not suspected, final address in the evidence', async () => {
    const { status, body } = await checkUrl(openBase, `${fixtureBase}/hop`);
    expect(status).toBe(200);
    expect(body.status).toBe('non_violation');
    expect(body.suspected).toBe(false);
    expect(body.matches).toEqual([]);
    expect(body.page_text).toContain('breastfeeding');
    expect(body.evidence?.final_url).toBe(`${fixtureBase}/harmless`);
    // The same page twice: the same HTML, the same hash.
    const again = await checkUrl(openBase, `${fixtureBase}/harmless`);
    expect(again.body.evidence?.html_sha256).toBe(body.evidence?.html_sha256);
  });

  it('ends a redirect loop, a page that never answers and a non-HTML answer as clear errors', async () => {
    const loop = await checkUrl(openBase, `${fixtureBase}/loop`);
    expect(loop.status).toBe(422);
    expect(loop.body.error?.message).toMatch(/redirects in a loop/);

    const started = Date.now();
    const hang = await checkUrl(openBase, `${fixtureBase}/hang`);
    expect(hang.status).toBe(504);
    expect(hang.body.error?.message).toMatch(new RegExp(`did not load within ${PAGE_TIMEOUT_MS / 1000} s`));
    expect(Date.now() - started).toBeLessThan(PAGE_TIMEOUT_MS + 3000);

    const huge = await checkUrl(openBase, `${fixtureBase}/huge-slow`);
    expect(huge.status).toBe(413);
    expect(huge.body.error?.message).toMatch(/larger than 10 MB/);

    const json = await checkUrl(openBase, `${fixtureBase}/data.json`);
    expect(json.status).toBe(422);
    expect(json.body.error?.message).toMatch(/not a web page/);
    expect(await metric(openBase, 'detector_errors_total{route="url",status="422"}')).toBeGreaterThanOrEqual(2);
  });

  it('refuses private hosts unless allowed, and non-http schemes always', async () => {
    const local = await checkUrl(guardedBase, `${fixtureBase}/promo`);
    expect(local.status).toBe(400);
    expect(local.body.error?.message).toMatch(/private or local address/);
    // A public page that redirects to a private address: refused at the redirect.
    const port = new URL(fixtureBase).port;
    const redirected = await checkUrl(guardedBase, `http://127.0.0.2:${port}/to-private`);
    expect(redirected.status).toBe(400);
    expect(redirected.body.error?.message).toMatch(/redirects to a refused address/);
    // A public page whose image is on a private address: the page is read, the image is not fetched.
    const page = await checkUrl(guardedBase, `http://127.0.0.2:${port}/private-image`);
    expect(page.status).toBe(200);
    expect(page.body.page_text).toContain('breastfeeding');
    expect(page.body.images).toBeUndefined();
    const ipv6 = await checkUrl(guardedBase, 'http://[::1]:80/');
    expect(ipv6.status).toBe(400);
    const named = await checkUrl(guardedBase, 'http://localhost/');
    expect(named.status).toBe(400);
    const unknown = await checkUrl(guardedBase, 'http://unknown.invalid/');
    expect(unknown.status).toBe(422);
    expect(unknown.body.error?.message).toMatch(/could not be found/);
    for (const base of [guardedBase, openBase]) {
      const file = await checkUrl(base, 'file:///etc/passwd');
      expect(file.status).toBe(400);
      expect(file.body.error?.message).toMatch(/Only http and https/);
    }
    const bad = await checkUrl(guardedBase, `${fixtureBase}/promo`, { variant: 'mars' });
    expect(bad.status).toBe(400);
    expect(bad.body.error?.message).toMatch(/variant/);
  });

  it('reads an uploaded ad image with OCR and judges it with the typed text', async () => {
    const form = new FormData();
    form.set('variant', 'laos');
    form.set('text', 'ຮ້ານເຮົາມີຂາຍ');
    form.append('images', new Blob([fs.readFileSync(AD_IMAGE)], { type: 'image/png' }), 'ad.png');
    const before = await metric(openBase, 'detector_images_ocr_total');
    const response = await fetch(`${openBase}/check/images`, { method: 'POST', body: form });
    const body = (await response.json()) as CheckAnswer;
    expect(response.status).toBe(200);
    expect(body.suspected).toBe(true);
    expect(body.images).toHaveLength(1);
    expect(body.images?.[0].name).toBe('ad.png');
    expect(body.ocr_text?.length).toBeGreaterThan(10);
    expect(body.matches.some((m) => m.where === 'image' && m.image === 'ad.png')).toBe(true);
    expect(await metric(openBase, 'detector_images_ocr_total')).toBe(before + 1);
    expect(await metric(openBase, 'detector_ocr_seconds_total')).toBeGreaterThan(0);
  });

  it('refuses a file that is not an image, and a form with neither images nor text', async () => {
    const form = new FormData();
    form.set('variant', 'laos');
    form.append('images', new Blob(['just some text'], { type: 'image/png' }), 'notes.txt');
    const response = await fetch(`${openBase}/check/images`, { method: 'POST', body: form });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(/"notes.txt" is not an image/);

    const empty = new FormData();
    empty.set('variant', 'laos');
    const none = await fetch(`${openBase}/check/images`, { method: 'POST', body: empty });
    expect(none.status).toBe(400);
    expect(await metric(openBase, 'detector_errors_total{route="images",status="400"}')).toBe(2);
  });

  it('checks a text sent without images', async () => {
    const form = new FormData();
    form.set('variant', 'laos');
    form.set('text', 'ນົມຜົງສູດ 1 ສຳລັບເດັກແຮກເກີດ ດີກວ່ານົມແມ່ ຊື້ 1 ແຖມ 1');
    const response = await fetch(`${openBase}/check/images`, { method: 'POST', body: form });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { suspected: boolean; groups: string[]; images?: unknown[] };
    expect(body.suspected).toBe(true);
    expect(body.groups).toContain('promotion_to_public');
    expect(body.images ?? []).toEqual([]);
  });
});

describe('detector service under load', () => {
  it('answers checks beyond the concurrent limit with 503 and Retry-After, and serves again once they end', async () => {
    // An OCR engine that reads nothing until released: the image checks stay in flight.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow = createDetectorService({
      config: config(true),
      createOcr: async () => ({
        recognise: async () => {
          await gate;
          return { text: 'ນົມຜົງເດັກ', confidence: 90, ms: 1 };
        },
        close: async () => undefined,
      }),
    });
    const base = baseOf(await slow.listen(0, '127.0.0.1'));
    const imageCheck = () => {
      const form = new FormData();
      form.set('variant', 'laos');
      form.append('images', new Blob([fs.readFileSync(AD_IMAGE)], { type: 'image/png' }), 'ad.png');
      return fetch(`${base}/check/images`, { method: 'POST', body: form });
    };
    try {
      const inFlight = [imageCheck(), imageCheck(), imageCheck(), imageCheck()];
      // Let the four reach the OCR before the fifth arrives.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const refused = await imageCheck();
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe('5');
      expect(((await refused.json()) as { error: { message: string } }).error.message).toMatch(/busy/);
      release();
      expect((await Promise.all(inFlight)).map((r) => r.status)).toEqual([200, 200, 200, 200]);
      expect((await imageCheck()).status).toBe(200);
    } finally {
      release();
      await slow.close();
    }
  });
});
