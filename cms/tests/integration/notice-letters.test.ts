/**
 * Notice letters on a real Strapi and Debian's Chromium (issue 13 point 3): the preview of a case's letter in Lao
 * and English, read back as text from the PDF; an editor's change of the template through the Document Service;
 * send_notice keeping the letter as the step's file, its SHA-256 recorded in the step and the history chain.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import request from 'supertest';
import { bootStrapi, type Booted } from '../helpers/strapi';
import { bearer, createDetectionId, staffTokens, type Role } from '../helpers/fixtures';
import { pdfText } from '../helpers/pdf-text';

const TEMPLATE = 'api::notice-template.notice-template';

let app: Booted;
let staff: Awaited<ReturnType<typeof staffTokens>>;
let seed: typeof import('../../src/seed/seed');
const as = (role: Role) => bearer(staff[role].token);
const api = () => request(app.server);
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
/** Whitespace out: a long hash or link wraps inside its table cell. */
const squeeze = (text: string) => text.replace(/\s+/g, '');

const ENGLISH_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const LAO_MONTHS = [
  'ມັງກອນ',
  'ກຸມພາ',
  'ມີນາ',
  'ເມສາ',
  'ພຶດສະພາ',
  'ມິຖຸນາ',
  'ກໍລະກົດ',
  'ສິງຫາ',
  'ກັນຍາ',
  'ຕຸລາ',
  'ພະຈິກ',
  'ທັນວາ',
];
const written = (d: string, months: string[]) =>
  `${Number(d.slice(8, 10))} ${months[Number(d.slice(5, 7)) - 1]} ${d.slice(0, 4)}`;

/** Collects a binary answer (supertest parses only text and JSON by itself). */
function binary(res: unknown, done: (error: Error | null, body: Buffer) => void) {
  const stream = res as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (c: Buffer) => chunks.push(c));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
}

const notice = (caseId: string, query: Record<string, string>, role: Role = 'supervisor') =>
  api().get(`/api-laos/cases/${caseId}/notice`).query(query).set(as(role)).buffer(true).parse(binary);

let caseId: string;
let caseNumber: string;
let screenshotSha: string;

beforeAll(async () => {
  app = await bootStrapi();
  staff = await staffTokens(app);
  seed = await import('../../src/seed/seed');
  // The catalogue (codes with their legal references) and the default notice templates.
  expect((await seed.seedCatalogue()).noticeTemplates).toBe(2);

  // A detection with a violated code, confirmed by supervisor then operator: its case opens.
  const detectionId = await createDetectionId(app);
  const codes = await api()
    .post('/api-laos/update_violation_code_detect')
    .set(as('supervisor'))
    .send({ _id: detectionId, names: ['INT-PT-01'] });
  expect(codes.status).toBe(200);
  for (const [path, role] of [
    ['/api-laos/update_supervisor_status_detect', 'supervisor'],
    ['/api-laos/update_operator_status_detect', 'operator'],
  ] as const) {
    expect((await api().post(path).set(as(role)).send({ _id: detectionId, status: 'violation' })).status).toBe(200);
  }
  const detection = await api().get(`/api-laos/get_data/${detectionId}`).set(as('supervisor'));
  screenshotSha = detection.body.data.evidence.screenshot.sha256;
  expect(screenshotSha).toMatch(/^[0-9a-f]{64}$/);
  const list = await api().get('/api-laos/cases?state=all').set(as('supervisor'));
  const found = (list.body.data as { _id: string; caseNumber: string; items: { _id: string }[] }[]).find((c) =>
    c.items.some((i) => i._id === detectionId),
  )!;
  caseId = found._id;
  caseNumber = found.caseNumber;
});
afterAll(async () => {
  const { closePdfBrowser } = await import('../../src/services/pdf');
  await closePdfBrowser();
  await app.stop();
});

describe('the notice templates editors change', () => {
  it('are seeded per variant in Lao and English, with their Content Manager labels', async () => {
    const templates = app.strapi.db.query(TEMPLATE as never);
    for (const variant of ['international', 'laos']) {
      for (const locale of ['lo', 'en']) expect(await templates.count({ where: { variant, locale } })).toBe(1);
    }
    const lao = (await templates.findOne({ where: { variant: 'laos', locale: 'lo' } })) as { subject: string; body: string };
    expect(lao.subject).toContain('ແຈ້ງການ');
    expect(lao.body).toContain('{{items}}');
    const config = await app.strapi.plugin('content-manager').service('content-types').findConfiguration({ uid: TEMPLATE });
    expect(config.layouts.list).toEqual(['id', 'variant', 'subject', 'updatedAt']);
    expect(config.metadatas.body.edit.description).toContain('{{responseDueOn}}');
  });
});

describe('the notice letter preview', () => {
  it('is a PDF in English with the company, case number, evidence, code, legal reference and deadline', async () => {
    const due = day(14);
    const res = await notice(caseId, { language: 'en', responseDueOn: due });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="notice-${caseNumber}-en.pdf"`);
    const pdf = res.body as Buffer;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(res.headers['x-content-sha256']).toBe(sha(pdf));
    const text = await pdfText(pdf);
    expect(text).toContain('Mekong Nutrition Co.');
    expect(text).toContain(caseNumber);
    expect(text).toContain('INT-PT-01');
    expect(text).toContain('Pictures of infants on the container or label');
    expect(text).toContain('Code Art. 9.2');
    expect(text).toContain(written(due, ENGLISH_MONTHS));
    expect(text).toContain('Notice of violation');
    expect(squeeze(text)).toContain(screenshotSha);
    expect(squeeze(text)).toContain('https://shop.example.org/item/');
  });

  it('is a PDF in Lao with Lao words, the Lao legal reference and a Lao date', async () => {
    const due = day(10);
    const res = await notice(caseId, { language: 'lo', responseDueOn: due }, 'operator');
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="notice-${caseNumber}-lo.pdf"`);
    const text = await pdfText(res.body as Buffer);
    expect(text).toContain('ກະຊວງສາທາລະນະສຸກ');
    expect(text).toContain('ຮຽນ: Mekong Nutrition Co.');
    expect(text).toContain(caseNumber);
    expect(text).toContain('INT-PT-01');
    expect(text).toContain('ມາດຕາ 9.2');
    expect(text).toContain(written(due, LAO_MONTHS));
    expect(text).not.toContain('Code Art. 9.2');
    expect(squeeze(text)).toContain(screenshotSha);
  });

  it('answers 400 for a bad language or date (and without one), 404 for an unknown case, 401 anonymous', async () => {
    const lang = await notice(caseId, { language: 'fr', responseDueOn: day(14) });
    expect(lang.status).toBe(400);
    expect(JSON.parse(lang.body.toString('utf8')).error.details.fields).toHaveProperty('language');
    const date = await notice(caseId, { language: 'en', responseDueOn: '2026-13-45' });
    expect(date.status).toBe(400);
    expect(JSON.parse(date.body.toString('utf8')).error.details.fields).toHaveProperty('responseDueOn');
    // The case has no answer date yet: the preview needs one.
    const none = await notice(caseId, { language: 'en' });
    expect(none.status).toBe(400);
    expect(JSON.parse(none.body.toString('utf8')).error.details.fields).toHaveProperty('responseDueOn');
    expect((await notice('zzzzzzzzzzzzzzzzzzzzzzzz', { language: 'en', responseDueOn: day(14) })).status).toBe(404);
    expect((await api().get(`/api-laos/cases/${caseId}/notice`).query({ language: 'en' })).status).toBe(401);
  });

  it("follows an editor's change of the template, in that language only, and the seed keeps the change", async () => {
    const templates = app.strapi.documents(TEMPLATE as never);
    const en = (await templates.findFirst({ locale: 'en', filters: { variant: 'international' } } as never)) as unknown as {
      documentId: string;
    };
    await templates.update({
      documentId: en.documentId,
      locale: 'en',
      data: { subject: 'Edited notice {{caseNumber}}', body: 'Dear {{company}} <b>team</b>,\n\nAnswer by {{responseDueOn}}.' },
    } as never);
    const english = await pdfText((await notice(caseId, { language: 'en', responseDueOn: day(14) })).body as Buffer);
    expect(english).toContain(`Edited notice ${caseNumber}`);
    expect(english).toContain('Dear Mekong Nutrition Co. <b>team</b>,');
    expect(english).not.toContain('Notice of violation');
    // The evidence and the codes the edited template left out come in an annex.
    expect(english).toContain('Annex');
    expect(english).toContain('Code Art. 9.2');
    const lao = await pdfText((await notice(caseId, { language: 'lo', responseDueOn: day(14) })).body as Buffer);
    expect(lao).toContain('ຮຽນ: Mekong Nutrition Co.');

    expect((await seed.seedCatalogue()).noticeTemplates).toBe(0);
    const kept = (await templates.findOne({ documentId: en.documentId, locale: 'en' } as never)) as unknown as {
      subject: string;
    };
    expect(kept.subject).toBe('Edited notice {{caseNumber}}');
  });
});

describe('send_notice with a letter', () => {
  const step = (role: Role = 'operator') => api().post(`/api-laos/cases/${caseId}/steps/send_notice`).set(as(role));

  it('refuses a bad letter language with 400 and takes no step', async () => {
    const res = await step().field('responseDueOn', day(14)).field('letterLanguage', 'fr');
    expect(res.status).toBe(400);
    expect(res.body.error.details.fields).toHaveProperty('letterLanguage');
    const detail = await api().get(`/api-laos/cases/${caseId}`).set(as('operator'));
    expect(detail.body.data.stage).toBe('opened');
  });

  it('keeps the letter as the step file: its SHA-256 is in the step, the history chain and the served bytes', async () => {
    const due = day(14);
    const res = await step().field('responseDueOn', due).field('letterLanguage', 'lo').field('note', 'Sent by post');
    expect(res.status).toBe(200);
    expect(res.body.data.stage).toBe('notice_sent');
    const taken = (
      res.body.data.steps as { step: string; details: Record<string, unknown>; files: { url: string; mime: string }[] }[]
    ).find((s) => s.step === 'send_notice')!;
    expect(taken.files).toHaveLength(1);
    expect(taken.files[0].mime).toBe('application/pdf');
    const letter = taken.details.letter as { language: string; fileName: string; sha256: string };
    expect(letter).toEqual({
      language: 'lo',
      fileName: `notice-${caseNumber}-lo.pdf`,
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
    });

    // The bytes served at the file's address hash to the recorded SHA-256, and they are the Lao letter.
    const served = await api().get(taken.files[0].url).buffer(true).parse(binary);
    expect(served.status).toBe(200);
    expect(sha(served.body as Buffer)).toBe(letter.sha256);
    expect(sha(await readFile(join(app.strapi.dirs.static.public, taken.files[0].url)))).toBe(letter.sha256);
    const text = await pdfText(served.body as Buffer);
    expect(text).toContain(written(due, LAO_MONTHS));
    expect(text).toContain(caseNumber);

    // The history chain vouches for the file by the same hash.
    const links = (await app.strapi.db
      .query('api::history-link.history-link' as never)
      .findMany({ where: { entryType: 'case_step' }, orderBy: { seq: 'desc' } })) as {
      files: { url: string; sha256: string }[];
    }[];
    expect(links.flatMap((l) => l.files ?? [])).toContainEqual({ url: taken.files[0].url, sha256: letter.sha256 });
    const verify = await api().get('/api-laos/history/verify').set(as('admin'));
    expect(verify.status).toBe(200);
    expect(verify.body.data.ok).toBe(true);

    // The case now keeps its answer date: the preview takes it without one.
    expect((await notice(caseId, { language: 'en' })).status).toBe(200);
  });

  it('answers 409 when the step is no longer allowed, without printing a letter', async () => {
    const res = await step().field('responseDueOn', day(14)).field('letterLanguage', 'en');
    expect(res.status).toBe(409);
    expect(res.body.error.details.reason).toBe('step_out_of_order');
  });

  it('refuses a supervisor (operator-level step)', async () => {
    expect((await step('supervisor').field('responseDueOn', day(14)).field('letterLanguage', 'en')).status).toBe(403);
  });
});
