/**
 * Enforcement figures and monthly situation reports on a real Strapi (issue 13 points 7 and 8): cases walked over
 * HTTP show up as cases opened / decided / ads removed with the median days to removal on the home summary and in
 * the analysis; a staff member generates the month's report, which is kept, listed and downloaded: its PDF's text
 * (extracted with unpdf) carries the Lao heading and the figures, its .xlsx reads back with exceljs.
 */
import { createHash } from 'node:crypto';
import ExcelJS from 'exceljs';
import { monthlyReportAnswerSchema, monthlyReportListSchema, summarySchema } from '@lcmdp/contract';
import request from 'supertest';
import { closePdfBrowser } from '../../src/services/pdf';
import { pdfText } from '../helpers/pdf-text';
import { bootStrapi, type Booted } from '../helpers/strapi';
import { bearer, createDetectionId, staffTokens, type Role } from '../helpers/fixtures';

let app: Booted;
let staff: Awaited<ReturnType<typeof staffTokens>>;
const as = (role: Role) => bearer(staff[role].token);
const api = () => request(app.server);
const DAY_MS = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);
const thisMonth = () => new Date().toISOString().slice(0, 7);
const nextMonth = () => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString().slice(0, 7);
};

beforeAll(async () => {
  app = await bootStrapi();
  staff = await staffTokens(app);
});
afterAll(async () => {
  await closePdfBrowser();
  await app.stop();
});

/** A detection found `daysAgo` days ago, confirmed by supervisor then operator: its case opens. */
async function confirmedDetection(daysAgo: number): Promise<{ detectionId: string; caseId: string; caseNumber: string }> {
  const detectionId = await createDetectionId(app);
  await app.strapi.db
    .query('api::detection.detection' as never)
    .update({ where: { documentId: detectionId }, data: { crawledAt: new Date(Date.now() - daysAgo * DAY_MS) } });
  for (const [path, role] of [
    ['/api-laos/update_supervisor_status_detect', 'supervisor'],
    ['/api-laos/update_operator_status_detect', 'operator'],
  ] as const) {
    expect((await api().post(path).set(as(role)).send({ _id: detectionId, status: 'violation' })).status).toBe(200);
  }
  const list = await api().get('/api-laos/cases?state=all&pageSize=100').set(as('supervisor'));
  const found = (list.body.data as { _id: string; caseNumber: string; items: { _id: string }[] }[]).find((c) =>
    c.items.some((i) => i._id === detectionId),
  )!;
  return { detectionId, caseId: found._id, caseNumber: found.caseNumber };
}

const step = (caseId: string, name: string) => api().post(`/api-laos/cases/${caseId}/steps/${name}`).set(as('operator'));

/** Walks a case to a decision (a fine and an order to remove) and, if asked, verifies the removal. */
async function decide(caseId: string, verify: boolean) {
  expect((await step(caseId, 'send_notice').field('responseDueOn', day(14))).status).toBe(200);
  expect((await step(caseId, 'record_response').field('receivedOn', day(0)).field('note', 'Taken down')).status).toBe(200);
  const decision = await step(caseId, 'decide')
    .field('measures', 'fine,removal_order')
    .field('fineKip', '2500000')
    .field('removalDueOn', day(7))
    .field('legalBasis', 'Decree 472/PM');
  expect(decision.status).toBe(200);
  if (verify) expect((await step(caseId, 'verify_removal').field('note', 'Gone')).status).toBe(200);
}

/** A file answer's bytes. */
const binary = (req: request.Test) =>
  req.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });

/** An .xlsx's sheets, as exceljs reads them back. */
async function workbook(bytes: Buffer): Promise<ExcelJS.Workbook> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  return book;
}

let removed: { caseNumber: string };
let decidedOnly: { caseNumber: string };

describe('enforcement figures', () => {
  it('count cases opened, decided, ads removed and the median days to removal, on home and in the analysis', async () => {
    const before = await api().get('/api-laos/get_summary');
    expect(before.body.data.international.enforcement).toEqual({
      cases_opened: 0,
      cases_decided: 0,
      ads_removed: 0,
      median_days_to_removal: null,
    });

    const a = await confirmedDetection(10);
    const b = await confirmedDetection(4);
    const c = await confirmedDetection(1);
    await decide(a.caseId, true);
    await decide(b.caseId, true);
    await decide(c.caseId, false);
    removed = a;
    decidedOnly = c;

    const home = await api().get('/api-laos/get_summary');
    expect(home.status).toBe(200);
    expect(summarySchema.safeParse(home.body.data).success).toBe(true);
    const figures = home.body.data.international.enforcement;
    expect(figures).toMatchObject({ cases_opened: 3, cases_decided: 3, ads_removed: 2 });
    expect(figures.median_days_to_removal).toBeCloseTo(7, 0); // 10 and 4 days
    expect(home.body.data.laos.enforcement.cases_opened).toBe(0);
    // The public answer carries figures only: no case number, no company.
    expect(JSON.stringify(home.body)).not.toMatch(/INT-\d{4}|Mekong/);

    const analysis = await api()
      .get(`/api-laos/get_analysis?variant=international&from=${day(-1)}&to=${day(1)}`)
      .set(as('supervisor'));
    expect(analysis.status).toBe(200);
    expect(analysis.body.enforcement).toMatchObject({ cases_opened: 3, cases_decided: 3, ads_removed: 2 });
    const laos = await api().get('/api-laos/get_analysis?variant=laos').set(as('supervisor'));
    expect(laos.body.enforcement).toEqual({ cases_opened: 0, cases_decided: 0, ads_removed: 0, median_days_to_removal: null });
    const past = await api().get('/api-laos/get_analysis?from=2020-01-01&to=2020-12-31').set(as('supervisor'));
    expect(past.body.enforcement.cases_opened).toBe(0);

    const sheet = await binary(api().get('/api-laos/export_analysis?variant=international&lang=en').set(as('supervisor')));
    const rows = (await workbook(sheet.body as Buffer)).worksheets[0]
      .getSheetValues()
      .map((r) => (Array.isArray(r) ? r.slice(1) : []));
    expect(rows).toContainEqual(['Cases decided', 3]);
    expect(rows).toContainEqual(['Ads removed', 2]);
  });
});

/** Lao consonants, full vowels, Latin letters and digits only: PDF text extraction may split or drop Lao marks. */
const skeleton = (text: string) => text.normalize('NFKD').replace(/[^\u0E81-\u0EAE\u0EB0\u0EB2\u0EC0-\u0EC4A-Za-z0-9]/g, '');

describe('monthly reports', () => {
  it('refuse a bad or future month and bad fields with 400 and field messages', async () => {
    for (const [body, field, message] of [
      [{ month: '2026-13', variant: 'laos', language: 'lo' }, 'month', 'Please give a month as YYYY-MM'],
      [{ month: nextMonth(), variant: 'laos', language: 'lo' }, 'month', 'The month must not be in the future'],
      [{ month: thisMonth(), variant: 'mars', language: 'lo' }, 'variant', 'Unknown variant'],
      [{ month: thisMonth(), variant: 'laos', language: 'fr' }, 'language', 'language must be one of: lo, en'],
    ] as const) {
      const res = await api().post('/api-laos/monthly-reports').set(as('supervisor')).send(body);
      expect(res.status).toBe(400);
      expect(res.body.error.details.fields[field]).toBe(message);
    }
    expect((await api().get('/api-laos/monthly-reports').set(as('operator'))).body).toEqual({ data: [] });
  });

  it('generate a Lao PDF and .xlsx of the month, kept with their SHA-256 and downloadable by staff', async () => {
    const res = await api()
      .post('/api-laos/monthly-reports')
      .set(as('supervisor'))
      .send({ month: thisMonth(), variant: 'international', language: 'lo' });
    expect(res.status).toBe(201);
    expect(monthlyReportAnswerSchema.safeParse(res.body).success).toBe(true);
    const report = res.body.data;
    expect(report).toMatchObject({
      month: thisMonth(),
      variant: 'international',
      language: 'lo',
      generatedBy: expect.stringMatching(/^Test supervisor/),
      pdf: { name: `lcmdp-monthly-report-international-${thisMonth()}-lo.pdf`, sha256: expect.stringMatching(/^[0-9a-f]{64}$/) },
    });

    const pdf = await binary(api().get(`/api-laos/monthly-reports/${report._id}/pdf`).set(as('operator')));
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const bytes = pdf.body as Buffer;
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(report.pdf.sha256);
    const text = await pdfText(bytes);
    // PDF.js gives Lao marks above and below a letter as separate glyphs (ຳ as " າ"): compare the base letters,
    // after checking a heading without such marks as it is.
    expect(text).toContain('ຕົວເລກຂອງເດືອນ');
    expect(skeleton(text)).toContain(skeleton('ບົດລາຍງານສະຖານະການປະຈຳເດືອນ'));
    expect(skeleton(text)).toContain(skeleton('ຄະດີທີ່ຕັດສິນແລ້ວ 3'));
    expect(skeleton(text)).toContain(skeleton('ໂຄສະນາທີ່ຖືກລຶບອອກ 2'));
    expect(skeleton(text)).toContain(skeleton('ຄ່າກາງຂອງຈຳນວນວັນ ແຕ່ກວດພົບຈົນລຶບອອກ 7'));
    expect(text).toContain(removed.caseNumber);
    expect(text).toContain(decidedOnly.caseNumber);
    expect(text).toContain('Mekong Nutrition Co.');
    expect(text).toContain('2,500,000');
    expect(text).toContain('7,500,000'); // the three fines of the month

    const xlsx = await binary(api().get(`/api-laos/monthly-reports/${report._id}/xlsx`).set(as('admin')));
    expect(xlsx.status).toBe(200);
    expect(
      createHash('sha256')
        .update(xlsx.body as Buffer)
        .digest('hex'),
    ).toBe(report.xlsx.sha256);
    const book = await workbook(xlsx.body as Buffer);
    expect(book.worksheets).toHaveLength(6);
    // Each row's cells (exceljs counts rows and cells from 1), the header row left out.
    const values = (i: number) =>
      book.worksheets[i]
        .getSheetValues()
        .slice(2)
        .map((r) => (Array.isArray(r) ? r.slice(1) : []));
    expect(values(0)).toContainEqual(['ຄະດີທີ່ເປີດ', 3]);
    expect(values(0)).toContainEqual(['ຄະດີທີ່ຕັດສິນແລ້ວ', 3]);
    expect(values(0)).toContainEqual(['ໂຄສະນາທີ່ຖືກລຶບອອກ', 2]);
    expect(values(0)).toContainEqual(['ການລະເມີດທີ່ຢືນຢັນແລ້ວ', 3]);
    expect(values(3)).toContainEqual(['Mekong Nutrition Co.', 3]);
    const decided = values(4);
    expect(decided).toHaveLength(3);
    expect(decided).toContainEqual([
      removed.caseNumber,
      'Mekong Nutrition Co.',
      expect.any(Date),
      'ການປັບໃໝ, ຄຳສັ່ງໃຫ້ຖອນອອກ',
      2_500_000,
    ]);
    expect(values(5).map((r) => r[0])).toContain(removed.caseNumber);
    expect(values(5)).toHaveLength(2);
  });

  it('speaks English on request, lists the kept reports newest first, and refuses unknown files', async () => {
    const en = await api()
      .post('/api-laos/monthly-reports')
      .set(as('operator'))
      .send({ month: thisMonth(), variant: 'international', language: 'en' });
    expect(en.status).toBe(201);
    const pdf = await binary(api().get(`/api-laos/monthly-reports/${en.body.data._id}/pdf`).set(as('supervisor')));
    const text = await pdfText(pdf.body as Buffer);
    expect(text).toContain('Monthly situation report');
    expect(text).toMatch(/Ads removed\s*2/);

    const list = await api().get('/api-laos/monthly-reports').set(as('supervisor'));
    expect(list.status).toBe(200);
    expect(monthlyReportListSchema.safeParse(list.body).success).toBe(true);
    expect(list.body.data.map((r: { language: string }) => r.language)).toEqual(['en', 'lo']);
    // The answer never hands out the upload's address: files come through the staff route only.
    expect(JSON.stringify(list.body)).not.toMatch(/\/uploads\//);

    expect((await api().get(`/api-laos/monthly-reports/${en.body.data._id}/docx`).set(as('supervisor'))).status).toBe(400);
    expect((await api().get(`/api-laos/monthly-reports/${en.body.data._id}/pdf`)).status).toBe(401);
  });
});
