/**
 * History you can trust (issue 13 point 5) on a real Strapi: every review event and case step is linked into the
 * hash chain as it is written; the check names the first broken link when a stored event, a case step or an
 * evidence file is changed behind the CMS's back.
 */
import fs, { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { historyReportSchema } from '@lcmdp/contract';
import { sha256 } from '../../src/domain/content-hash';
import { bootStrapi, type Booted } from '../helpers/strapi';
import { bearer, createDetectionId, jpeg, pdf, REPORT_FIELDS, staffTokens, submitReport, type Role } from '../helpers/fixtures';

let app: Booted;
let staff: Awaited<ReturnType<typeof staffTokens>>;
const as = (role: Role) => bearer(staff[role].token);
const api = () => request(app.server);
const verify = async () => {
  const res = await api().get('/api-laos/history/verify').set(as('admin'));
  expect(res.status).toBe(200);
  expect(historyReportSchema.safeParse(res.body.data).success).toBe(true);
  return res.body.data as { ok: boolean; links: number; files: number; firstBreak: Record<string, unknown> | null };
};

let detectionId: string;
let caseId: string;

beforeAll(async () => {
  app = await bootStrapi();
  staff = await staffTokens(app);
  detectionId = await createDetectionId(app);
  await api()
    .post('/api-laos/update_supervisor_status_detect')
    .set(as('supervisor'))
    .send({ _id: detectionId, status: 'violation' });
  await api().post('/api-laos/update_operator_status_detect').set(as('operator')).send({ _id: detectionId, status: 'violation' });
  const cases = await api().get('/api-laos/cases?state=all').set(as('operator'));
  caseId = (cases.body.data as { _id: string }[])[0]._id;
  const due = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  const notice = await api()
    .post(`/api-laos/cases/${caseId}/steps/send_notice`)
    .set(as('operator'))
    .field('responseDueOn', due)
    .attach('files', pdf(), 'notice.pdf');
  expect(notice.status).toBe(200);
});
afterAll(async () => app.stop());

it('links every review event and case step, with the evidence files of the item and of the steps', async () => {
  const report = await verify();
  // created + supervisor + operator events, the case's open and notice steps.
  expect(report).toMatchObject({ ok: true, firstBreak: null });
  expect(report.links).toBe(5);
  // The detection's picture, screenshot and page; the notice's PDF.
  expect(report.files).toBe(4);
});

it("vouches for a report's photos with the SHA-256 of the bytes sent, the stored files holding the same", async () => {
  const photos = [await jpeg(11), await jpeg(12)];
  const sent = await submitReport(app, { ...REPORT_FIELDS, description: 'History of a report with photos' }, photos);
  expect(sent.status).toBe(201);
  const event = (await app.strapi.db
    .query('api::review-event.review-event' as never)
    .findOne({ where: { itemId: sent.body.data._id, action: 'created' } } as never)) as { documentId: string };
  const link = (await app.strapi.db
    .query('api::history-link.history-link' as never)
    .findOne({ where: { entryId: event.documentId } } as never)) as { files: { url: string; sha256: string }[] };
  // The multipart parser hands the files over as each one is written to disk, so a small second photo can come
  // first: compare as sets (README, "The public site", report form).
  expect(link.files.map((f) => f.sha256).sort()).toEqual(photos.map((photo) => sha256(photo)).sort());
  for (const file of link.files) expect(sha256(readFileSync(join(process.env.PUBLIC_DIR as string, file.url)))).toBe(file.sha256);
  expect(await verify()).toMatchObject({ ok: true, links: 6, files: 6 });
});

it("does not read a report's photos back from storage while its transaction holds the database", async () => {
  // The CMS runs in this process (the default import is node:fs itself): every stored upload opened for reading shows here.
  const uploads = join(process.env.PUBLIC_DIR as string, 'uploads');
  const opened: string[] = [];
  const real = fs.createReadStream;
  const spy = jest.spyOn(fs, 'createReadStream').mockImplementation(((path: string, options?: unknown) => {
    if (String(path).startsWith(uploads)) opened.push(String(path));
    return real(path, options as never);
  }) as typeof fs.createReadStream);
  try {
    const sent = await submitReport(app, { ...REPORT_FIELDS, description: 'No read-back' }, [await jpeg(13), await jpeg(14)]);
    expect(sent.status).toBe(201);
  } finally {
    spy.mockRestore();
  }
  expect(opened).toEqual([]);
  // Checking the chain does read them back, and finds them as linked.
  expect(await verify()).toMatchObject({ ok: true, links: 7, files: 8 });
});

it('names the event changed behind the CMS, and holds again once it is put back', async () => {
  const events = app.strapi.db.query('api::review-event.review-event' as never);
  const decision = (await events.findOne({ where: { itemId: detectionId, level: 'operator' } } as never)) as {
    id: number;
    documentId: string;
    toStatus: string;
  };
  // Straight into the table, as someone with database access would (the CMS's own guards refuse it).
  const table = () => app.strapi.db.getConnection('review_events');
  await table().where({ id: decision.id }).update({ to_status: 'non_violation' });
  expect((await verify()).firstBreak).toEqual({
    seq: 3,
    reason: 'entry_altered',
    entryType: 'review_event',
    entryId: decision.documentId,
  });
  await table().where({ id: decision.id }).update({ to_status: decision.toStatus });
  expect((await verify()).ok).toBe(true);
});

it('names an evidence file whose bytes changed, and a deleted link', async () => {
  const detail = await api().get(`/api-laos/cases/${caseId}`).set(as('operator'));
  const url = (detail.body.data.steps as { step: string; files: { url: string }[] }[]).find((s) => s.step === 'send_notice')!
    .files[0].url;
  const file = join(process.env.PUBLIC_DIR as string, url);
  const original = readFileSync(file);
  writeFileSync(file, Buffer.concat([original, Buffer.from('% appended')]));
  expect((await verify()).firstBreak).toMatchObject({ seq: 5, reason: 'file_altered', entryType: 'case_step', url });
  writeFileSync(file, original);

  await app.strapi.db.getConnection('history_links').where({ seq: 2 }).delete();
  expect((await verify()).firstBreak).toEqual({ seq: 2, reason: 'link_missing' });
});

it('cannot be written or removed through the Document Service (the Content Manager included)', async () => {
  const links = app.strapi.documents('api::history-link.history-link' as never);
  await expect(
    links.create({
      data: {
        seq: 99,
        entryType: 'review_event',
        entryId: 'x',
        entryHash: 'x',
        prevHash: 'x',
        hash: 'x',
        at: new Date().toISOString(),
      },
    } as never),
  ).rejects.toThrow(/history chain/);
  const [first] = (await links.findMany({ limit: 1 } as never)) as unknown as { documentId: string }[];
  await expect(links.delete({ documentId: first.documentId } as never)).rejects.toThrow(/history chain/);
});
