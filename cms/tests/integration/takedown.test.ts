/**
 * Takedown verified (issue 13 point 4) on a real Strapi: while a removal is ordered, staff have every item's page
 * captured again; each visit is kept with its screenshot as a `recapture` step saying still there, changed or gone.
 * The detector is its own service (its page capture is tested against real pages in detector/tests/service.test.ts);
 * here a small HTTP server on 127.0.0.1 answers as it does: first the ad is there, then the page answers 404.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { bootStrapi, type Booted } from '../helpers/strapi';
import { bearer, createDetectionId, png, staffTokens, type FindingOptions, type Role } from '../helpers/fixtures';
import { recaptureDueCases } from '../../src/services/takedown-schedule';
import { sha256 } from '../../src/domain/content-hash';

const CAPTION = 'Better than breast milk! Free samples for newborns';
let mode: 'still' | 'changed' | 'gone' | 'too_large' | 'too_slow' | 'broken' | 'down' = 'still';
/** The pictures' perceptual hashes the fake detector reports for the page. */
let pagePhashes: string[] = [];
/** The SHA-256 of the pictures the fake detector reports for the page. */
let pageImageShas: string[] = [];
let screenshot: Buffer;
let screenshotSha: string;
let detector: Server;
let app: Booted;
let staff: Awaited<ReturnType<typeof staffTokens>>;
const as = (role: Role) => bearer(staff[role].token);
const api = () => request(app.server);
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

function pageAnswer(url: string, pageText: string) {
  return {
    status: 'non_violation',
    suspected: false,
    score: 0.1,
    groups: [],
    product: null,
    codes: [],
    matches: [],
    model_version: 'lr2-test',
    page_text: pageText,
    evidence: {
      url,
      final_url: url,
      screenshot_sha256: screenshotSha,
      html_sha256: 'a'.repeat(64),
      screenshot_bytes: screenshot.length,
      html_bytes: 100,
      http_status: 200,
      captured_at: new Date().toISOString(),
      stored: true,
      image_sha256s: pageImageShas,
      image_phashes: pagePhashes,
    },
  };
}

beforeAll(async () => {
  screenshot = await png(41, 64);
  screenshotSha = sha256(screenshot);
  detector = createServer((req, res) => {
    if (req.method === 'GET' && req.url === `/evidence/${screenshotSha}`) {
      res.writeHead(200, { 'content-type': 'image/png' }).end(screenshot);
      return;
    }
    if (mode === 'down') {
      // As a detector that is not there: the connection ends without an answer.
      req.socket.destroy();
      return;
    }
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const { url } = JSON.parse(body || '{}') as { url: string };
      const json = (status: number, payload: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
      // A page under /broken/ breaks the detector whatever the mode (one failing case among others).
      if (mode === 'gone') json(422, { error: { message: 'The page answered HTTP 404' } });
      else if (mode === 'too_large') json(413, { error: { message: 'The page is larger than 10 MB' } });
      else if (mode === 'too_slow') json(504, { error: { message: 'The page did not load within 20 s' } });
      else if (mode === 'broken' || url.includes('/broken/')) json(500, { error: { message: 'boom' } });
      else json(200, pageAnswer(url, mode === 'still' ? `Shop · ${CAPTION} · Contact` : 'Shop · Rice and fish sauce · Contact'));
    });
  });
  await new Promise<void>((r) => detector.listen(0, '127.0.0.1', r));
  app = await bootStrapi({ DETECTOR_URL: `http://127.0.0.1:${(detector.address() as AddressInfo).port}` });
  staff = await staffTokens(app);
});
afterAll(async () => {
  await app.stop();
  await new Promise((r) => detector.close(r));
});

async function caseWithRemovalOrdered(finding: FindingOptions = {}): Promise<string> {
  const id = await createDetectionId(app, { caption: CAPTION, ...finding });
  await api().post('/api-laos/update_supervisor_status_detect').set(as('supervisor')).send({ _id: id, status: 'violation' });
  await api().post('/api-laos/update_operator_status_detect').set(as('operator')).send({ _id: id, status: 'violation' });
  const list = await api().get('/api-laos/cases?state=all&pageSize=100').set(as('operator'));
  const found = (list.body.data as { _id: string; items: { _id: string }[] }[]).find((c) => c.items.some((i) => i._id === id))!;
  const step = (name: string) => api().post(`/api-laos/cases/${found._id}/steps/${name}`).set(as('operator'));
  expect((await step('send_notice').field('responseDueOn', day(10))).status).toBe(200);
  expect((await step('record_response').field('receivedOn', day(0)).field('note', 'We will remove it')).status).toBe(200);
  const decided = await step('decide')
    .field('measures', 'removal_order')
    .field('removalDueOn', day(7))
    .field('legalBasis', 'Decree 472/PM');
  expect(decided.status).toBe(200);
  return found._id;
}

const recapture = (caseId: string, role: Role = 'operator') => api().post(`/api-laos/cases/${caseId}/recapture`).set(as(role));
const lastCapture = (body: {
  data: { steps: { step: string; details: { captures: { outcome: string }[] }; files: unknown[] }[] };
}) => body.data.steps.filter((s) => s.step === 'recapture').at(-1)!;

it('records the ad still there, then changed, then the page gone, each with its evidence; then the removal is verified', async () => {
  const caseId = await caseWithRemovalOrdered();

  mode = 'still';
  const still = await recapture(caseId);
  expect(still.body.error).toBeUndefined();
  expect(still.status).toBe(200);
  expect(still.body.data.stage).toBe('decided');
  expect(lastCapture(still.body).details.captures).toEqual([
    expect.objectContaining({ kind: 'detection', outcome: 'still_there', http_status: 200, screenshot_sha256: screenshotSha }),
  ]);
  expect(lastCapture(still.body).files).toEqual([
    expect.objectContaining({ mime: 'image/png', url: expect.stringContaining(screenshotSha) }),
  ]);

  mode = 'changed';
  expect(lastCapture((await recapture(caseId)).body).details.captures[0].outcome).toBe('changed');

  mode = 'gone';
  const gone = await recapture(caseId);
  expect(lastCapture(gone.body).details.captures).toEqual([
    expect.objectContaining({ outcome: 'gone', reason: 'The page answered HTTP 404' }),
  ]);
  expect(gone.body.data.allowedSteps).toEqual(['verify_removal']);
  expect((await api().post(`/api-laos/cases/${caseId}/steps/verify_removal`).set(as('operator'))).status).toBe(200);

  // Once verified, there is nothing left to watch.
  const after = await recapture(caseId);
  expect(after.status).toBe(409);
  expect(after.body.error.details.reason).toBe('step_out_of_order');
});

it('records a page too large or too slow for the detector as not checked (neither gone nor a detector fault)', async () => {
  const caseId = await caseWithRemovalOrdered();
  mode = 'too_large';
  const large = await recapture(caseId);
  expect(large.status).toBe(200);
  expect(lastCapture(large.body).details.captures).toEqual([
    expect.objectContaining({ outcome: 'not_checked', reason: 'The page is larger than 10 MB', http_status: null }),
  ]);

  mode = 'too_slow';
  const slow = await recapture(caseId);
  expect(lastCapture(slow.body).details.captures).toEqual([
    expect.objectContaining({ outcome: 'not_checked', reason: 'The page did not load within 20 s' }),
  ]);
  expect(slow.body.data.stage).toBe('decided');
});

it('refuses without an order to remove, and a broken or absent detector records nothing', async () => {
  const caseId = await caseWithRemovalOrdered();
  mode = 'broken';
  const broken = await recapture(caseId);
  expect(broken.status).toBe(502);
  const detail = await api().get(`/api-laos/cases/${caseId}`).set(as('operator'));
  expect((detail.body.data.steps as { step: string }[]).some((s) => s.step === 'recapture')).toBe(false);

  expect((await recapture(caseId, 'supervisor')).status).toBe(403);

  const fresh = await createDetectionId(app, { caption: CAPTION });
  await api().post('/api-laos/update_supervisor_status_detect').set(as('supervisor')).send({ _id: fresh, status: 'violation' });
  await api().post('/api-laos/update_operator_status_detect').set(as('operator')).send({ _id: fresh, status: 'violation' });
  const list = await api().get('/api-laos/cases?pageSize=100').set(as('operator'));
  const opened = (list.body.data as { _id: string; stage: string; items: { _id: string }[] }[]).find((c) =>
    c.items.some((i) => i._id === fresh),
  )!;
  const early = await recapture(opened._id);
  expect(early.status).toBe(409);
  expect(early.body.error.details.reason).toBe('step_out_of_order');
});

it("counts the ad's picture within the near-duplicate threshold as still there, whatever the page's text", async () => {
  const caseId = await caseWithRemovalOrdered({ imagePhashes: ['0f0f0f0f0f0f0f0f'] });
  mode = 'changed';
  pagePhashes = ['0f0f0f0f0f0f0f0e']; // the same picture re-encoded: 1 bit apart
  expect(lastCapture((await recapture(caseId)).body).details.captures[0].outcome).toBe('still_there');
  pagePhashes = ['f0f0f0f0f0f0f0f0']; // another picture
  expect(lastCapture((await recapture(caseId)).body).details.captures[0].outcome).toBe('changed');
  pagePhashes = [];
});

it("counts the ad's very picture on the page (the same bytes) as still there, whatever the page's text", async () => {
  const picture = await png(77);
  const caseId = await caseWithRemovalOrdered({ images: [picture] });
  mode = 'changed';
  pageImageShas = [sha256(picture)];
  expect(lastCapture((await recapture(caseId)).body).details.captures[0].outcome).toBe('still_there');
  pageImageShas = [sha256(await png(78))];
  expect(lastCapture((await recapture(caseId)).body).details.captures[0].outcome).toBe('changed');
  pageImageShas = [];
});

describe('the daily re-capture', () => {
  const recaptures = async (caseId: string) => {
    const detail = await api().get(`/api-laos/cases/${caseId}`).set(as('operator'));
    return (detail.body.data.steps as { step: string; by: string | null; details: { captures: { outcome: string }[] } }[]).filter(
      (s) => s.step === 'recapture',
    );
  };
  const numberOf = async (caseId: string) =>
    ((await api().get(`/api-laos/cases/${caseId}`).set(as('operator'))).body.data as { caseNumber: string }).caseNumber;

  it("is registered with Strapi's cron, daily by default", () => {
    const jobs = (app.strapi.cron as unknown as { jobs: { name?: string; options: unknown }[] }).jobs;
    expect(jobs).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'takedownRecapture', options: { rule: '0 3 * * *' } })]),
    );
  });

  it('captures every ordered removal not yet verified, skips one captured in the last 20 hours, and goes on past a failure', async () => {
    mode = 'still';
    const due = await caseWithRemovalOrdered();
    const recent = await caseWithRemovalOrdered();
    const failing = await caseWithRemovalOrdered({ pageUrl: 'https://shop.example.org/broken/1' });
    const verified = await caseWithRemovalOrdered();
    expect((await recapture(recent)).status).toBe(200);
    mode = 'gone';
    expect((await recapture(verified)).status).toBe(200);
    expect((await api().post(`/api-laos/cases/${verified}/steps/verify_removal`).set(as('operator'))).status).toBe(200);
    mode = 'still';

    const run = await recaptureDueCases();
    expect(run.detectorDown).toBe(false);
    expect(run.recaptured).toContain(await numberOf(due));
    expect(run.skipped).toContain(await numberOf(recent));
    expect(run.failed).toEqual(expect.arrayContaining([expect.objectContaining({ caseNumber: await numberOf(failing) })]));
    expect(run.recaptured).not.toContain(await numberOf(verified));

    const [scheduled] = await recaptures(due);
    expect(scheduled.details.captures[0].outcome).toBe('still_there');
    expect(scheduled.by).toBeNull(); // the platform, no staff member
    expect(await recaptures(recent)).toHaveLength(1);
    expect(await recaptures(failing)).toHaveLength(0);

    // The next day the skipped case is due again; within 20 hours of the run, none is.
    const again = await recaptureDueCases();
    expect(again.recaptured).not.toContain(await numberOf(due));
    const tomorrow = await recaptureDueCases(new Date(Date.now() + 21 * 3_600_000));
    expect(tomorrow.recaptured).toEqual(expect.arrayContaining([await numberOf(due), await numberOf(recent)]));
    expect(await recaptures(due)).toHaveLength(2);
  });

  it('records nothing while the detector is down', async () => {
    mode = 'still';
    const caseId = await caseWithRemovalOrdered();
    mode = 'down';
    const run = await recaptureDueCases(new Date(Date.now() + 48 * 3_600_000));
    mode = 'still';
    expect(run.detectorDown).toBe(true);
    expect(run.recaptured).toEqual([]);
    expect(await recaptures(caseId)).toHaveLength(0);
  });
});
