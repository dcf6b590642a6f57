/**
 * A staff page check is kept as a detection of origin `check` in its variant's queue, with the screenshot the
 * detector kept; a public check only answers. The detector service is its own process (its answer and its
 * `/evidence/<sha256>` route are tested in detector/tests/service.test.ts); here a small HTTP server on 127.0.0.1
 * answers as it does.
 */
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import type { WireDetection } from '@lcmdp/contract';
import { bootStrapi, type Booted } from '../helpers/strapi';
import { bearer, createStaff, freshIp, png, tokenFor } from '../helpers/fixtures';

let app: Booted;
let detector: Server;
let screenshot: Buffer;
let screenshotSha: string;
/** Whether the detector says it kept the evidence (a detector without an evidence store does not). */
let stored = true;
let staffToken: string;
const api = () => request(app.server);

const NOT_SUSPECTED = {
  status: 'non_violation',
  suspected: false,
  score: 0.02,
  groups: [],
  product: null,
  codes: [],
  matches: [],
  model_version: 'lr2-test',
};

function answerFor(url: string, store: boolean) {
  return {
    status: 'suspected_violation',
    suspected: true,
    score: 0.93,
    groups: ['promotion_to_public'],
    product: 'infant_formula',
    codes: ['LA-PP-01'],
    matches: [
      {
        rule: 'promotion.discount',
        term: 'ຫຼຸດລາຄາ',
        found: 'ຫຼຸດລາຄາ',
        group: 'promotion_to_public',
        where: 'page',
        excerpt: 'ນົມຜົງ ສູດ 1 ຫຼຸດລາຄາ 20%',
        codes: ['LA-PP-01'],
      },
    ],
    model_version: 'lr2-test',
    page_text: 'ນົມຜົງ ສູດ 1 ຫຼຸດລາຄາ 20%',
    evidence: {
      url,
      final_url: url,
      screenshot_sha256: screenshotSha,
      html_sha256: 'a'.repeat(64),
      screenshot_bytes: screenshot.length,
      html_bytes: 10,
      http_status: 200,
      captured_at: '2026-11-20T03:04:05.000Z',
      ...(store ? { stored, image_sha256s: [] } : {}),
    },
  };
}

/** How the detector refuses a page, by the address's last part (as detector/src/service/capture.ts answers). */
const REFUSALS: Record<string, { status: number; message: string }> = {
  'too-large': { status: 413, message: 'The page is larger than 10 MB' },
  gone: { status: 422, message: 'The page answered HTTP 404' },
  slow: { status: 504, message: 'The page did not load within 8 s' },
  broken: { status: 500, message: 'Internal error' },
};

beforeAll(async () => {
  screenshot = await png(41, 64);
  screenshotSha = createHash('sha256').update(screenshot).digest('hex');
  detector = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      if (req.method === 'GET' && req.url === `/evidence/${screenshotSha}` && stored) {
        res.setHeader('content-type', 'image/png');
        res.end(screenshot);
        return;
      }
      if (req.method === 'POST' && req.url === '/check/images') {
        // Answers with the file names the CMS sent, as the detector names each image it read.
        const names = [...body.matchAll(/filename="([^"]*)"/g)].map((m) => m[1]);
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ ...NOT_SUSPECTED, images: names.map((name) => ({ name, ocr_text: '' })) }));
        return;
      }
      if (req.method === 'POST' && req.url === '/check/url') {
        const input = JSON.parse(body) as { url: string; store: boolean };
        const refusal = REFUSALS[input.url.split('/').pop() ?? ''];
        if (refusal) {
          res.statusCode = refusal.status;
          res.setHeader('content-type', 'application/json');
          res.end(JSON.stringify({ error: { message: refusal.message } }));
          return;
        }
        if (input.url.endsWith('/garbled')) {
          // An answer outside the contract (a group key the contract does not know).
          res.setHeader('content-type', 'application/json');
          res.end(JSON.stringify({ ...answerFor(input.url, input.store), groups: ['promotion_public'] }));
          return;
        }
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(answerFor(input.url, input.store)));
        return;
      }
      res.statusCode = 404;
      res.end('{"error":{"message":"no route"}}');
    });
  });
  await new Promise<void>((r) => detector.listen(0, '127.0.0.1', r));
  app = await bootStrapi({ DETECTOR_URL: `http://127.0.0.1:${(detector.address() as AddressInfo).port}` });
  staffToken = await tokenFor(app, await createStaff(app, 'supervisor'));
});
afterAll(async () => {
  await app.stop();
  await new Promise((r) => detector.close(r));
});

async function recentChecks(route: 'check' | 'check-laos'): Promise<WireDetection[]> {
  const res = await api()
    .get('/api-laos/get_check_data_from_route')
    .query({ route, page: 1, pageSize: 50 })
    .set(bearer(staffToken));
  expect(res.status).toBe(200);
  return res.body.data as WireDetection[];
}

describe('staff page checks kept as detections', () => {
  it('keeps a staff check as a detection of origin check in its variant, with the screenshot, and links it', async () => {
    const url = 'https://www.facebook.com/daonoy.shop/posts/1';
    const res = await api()
      .post('/api-laos/api/check-violation-laos-user-check-url-laos')
      .set(bearer(staffToken))
      .send({ url, desc: 'ໂພສຂາຍນົມຜົງ' });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('suspected_violation');
    expect(res.body.detection).toMatchObject({ created: true, seen_again: false });
    const id = res.body.detection._id as string;

    const kept = (await recentChecks('check-laos')).find((d) => d._id === id);
    expect(kept).toMatchObject({
      kind: 'detection',
      origin: 'check',
      variant: 'laos',
      platform: 'facebook',
      link: url,
      caption: 'ໂພສຂາຍນົມຜົງ',
      lcmdp_status: 'suspected_violation',
      crawl_date: '2026-11-20T03:04:05.000Z',
    });
    // Its detail (what the detection page shows) holds the screenshot the detector kept.
    const detail = await api().get(`/api-laos/get_data/${id}`).set(bearer(staffToken));
    const shown = (detail.body.data as WireDetection).evidence?.screenshot;
    expect(shown?.sha256).toBe(screenshotSha);
    const picture = await api().get(shown!.url).set(bearer(staffToken));
    expect(picture.status).toBe(200);
    expect(
      createHash('sha256')
        .update(picture.body as Buffer)
        .digest('hex'),
    ).toBe(screenshotSha);
    // The other variant's list does not hold it.
    expect((await recentChecks('check')).some((d) => d._id === id)).toBe(false);

    // The same page checked again is the same detection, not a second one.
    const again = await api()
      .post('/api-laos/api/check-violation-laos-user-check-url-laos')
      .set(bearer(staffToken))
      .send({ url, desc: 'ໂພສຂາຍນົມຜົງ' });
    expect(again.body.detection).toMatchObject({ _id: id, created: false });
    expect((await recentChecks('check-laos')).filter((d) => d.link === url)).toHaveLength(1);
  });

  it('keeps the check without a screenshot when the detector kept no evidence', async () => {
    stored = false;
    try {
      const url = 'https://example.org/formula-offer';
      const res = await api().post('/api-laos/api/check-violation-laos-user-check-url').set(bearer(staffToken)).send({ url });
      expect(res.status).toBe(200);
      const kept = (await recentChecks('check')).find((d) => d._id === res.body.detection._id);
      expect(kept).toMatchObject({ origin: 'check', variant: 'international', platform: 'website', link: url });
      // No description: the caption is the start of the page's text.
      expect(kept?.caption).toBe('ນົມຜົງ ສູດ 1 ຫຼຸດລາຄາ 20%');
      const detail = await api().get(`/api-laos/get_data/${kept!._id}`).set(bearer(staffToken));
      expect((detail.body.data as WireDetection).evidence?.screenshot ?? null).toBeNull();
    } finally {
      stored = true;
    }
  });

  it('keeps nothing for a public check, and its answer names no detection', async () => {
    const before = (await recentChecks('check')).length;
    const res = await api()
      .post('/api-laos/api/check-violation-laos-user-check-url')
      .set('X-Forwarded-For', freshIp())
      .send({ url: 'https://example.org/public-check' });
    expect(res.status).toBe(200);
    expect(res.body.detection).toBeUndefined();
    expect(await recentChecks('check')).toHaveLength(before);
  });

  it("sends an image check's pictures under the sender's file names (only stored files are named by content)", async () => {
    const res = await api()
      .post('/api-laos/api/check-violation-laos-text-imgs')
      .set(bearer(staffToken))
      .attach('images', screenshot, 'shelf photo.png');
    expect(res.status).toBe(200);
    expect(res.body.images).toEqual([{ name: 'shelf-photo.png', ocr_text: '' }]);
    expect(res.body.detection).toBeUndefined();
  });

  it("answers 502, keeping nothing, when the detector's answer does not fit the contract", async () => {
    const before = (await recentChecks('check')).length;
    const res = await api()
      .post('/api-laos/api/check-violation-laos-user-check-url')
      .set(bearer(staffToken))
      .send({ url: 'https://example.org/garbled' });
    expect(res.status).toBe(502);
    expect(res.body.error.message).toMatch(/detector's answer could not be read \(groups\.0/);
    expect(await recentChecks('check')).toHaveLength(before);
  });

  it.each([
    ['too-large', 413, 'The page is larger than 10 MB'],
    ['gone', 422, 'The page answered HTTP 404'],
    ['slow', 504, 'The page did not load within 8 s'],
    ['broken', 502, 'Internal error'],
  ])(
    "passes on the detector's refusal of a page that is %s (%i), keeping nothing; its own faults are 502",
    async (last, status, message) => {
      const before = (await recentChecks('check')).length;
      const res = await api()
        .post('/api-laos/api/check-violation-laos-user-check-url')
        .set(bearer(staffToken))
        .send({ url: `https://example.org/${last}` });
      expect(res.status).toBe(status);
      expect(res.body.error.message).toBe(message);
      expect(await recentChecks('check')).toHaveLength(before);
    },
  );
});
