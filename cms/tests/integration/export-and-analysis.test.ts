/**
 * The staff workspace's figures and files on a real Strapi: export_data (a list as a streamed .xlsx, in Lao or
 * English, never with the reporter's contact), get_analysis (exact counts on a small known set: day and month
 * periods, filters, breakdowns, caps) and export_analysis (one sheet per breakdown). Then, on a fresh database,
 * 100,000 detections exported in one file and read back with exceljs' streaming reader.
 */
import { createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import request from 'supertest';
import { PRODUCT_TYPE_LABELS, PROVINCE_LABELS, REVIEW_STATUS_LABELS } from '@lcmdp/contract';
import { exportHeader } from '../../src/domain/export-columns';
import { throughReviewChain } from '../../src/services/review-lock';
import { bootStrapi, type Booted } from '../helpers/strapi';
import { REPORT_FIELDS, bearer, detectorAuth, staffTokens, submitReport, type Role } from '../helpers/fixtures';
import { binary, countRowsStreaming, readSheets, zipTexts } from '../helpers/xlsx';

// The scale seeder is a plain Node script (cms/scripts); the bench and `npm run seed:scale` use it too.
const { seedScale } = require('../../scripts/run-seed-scale') as {
  seedScale: (
    strapi: unknown,
    total: number,
    options: { log?: (line: string) => void; seed?: number; overrides?: Record<string, unknown> },
  ) => Promise<{ inserted: number; seconds: number }>;
};

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const DETECTION = 'api::detection.detection';
const REPORT = 'api::report.report';
const DATABASE = process.env.DATABASE_CLIENT === 'postgres' ? 'PostgreSQL' : 'SQLite';

describe('on a small known set', () => {
  let app: Booted;
  let staff: Awaited<ReturnType<typeof staffTokens>>;
  const as = (role: Role) => bearer(staff[role].token);
  const api = () => request(app.server);
  const ids: Record<string, string> = {};
  const codeIds: Record<string, number> = {};

  /** An item straight through the Document Service (as the review chain), recorded on `createdAt` (set afterwards, as Strapi sets it). */
  async function seed(
    name: string,
    kind: 'detection' | 'report',
    data: Record<string, unknown>,
    createdAt: string,
    extra: { codes?: string[]; supervisor?: number } = {},
  ) {
    const uid = kind === 'detection' ? DETECTION : REPORT;
    // Straight to known review states, as the chain would have left them.
    const doc = (await throughReviewChain(() => app.strapi.documents(uid as never).create({ data } as never))) as unknown as {
      id: number;
      documentId: string;
    };
    const relations: Record<string, unknown> = {};
    if (extra.codes) relations.violationCodes = extra.codes.map((c) => codeIds[c]);
    if (extra.supervisor) relations.supervisorBy = extra.supervisor;
    if (Object.keys(relations).length) await app.strapi.db.query(uid).update({ where: { id: doc.id }, data: relations });
    await app.strapi.db
      .getConnection(kind === 'detection' ? 'detections' : 'reports')
      .where('id', doc.id)
      .update({ created_at: new Date(createdAt) });
    ids[name] = doc.documentId;
  }

  let hash = 0;
  const detection = (fields: Record<string, unknown>) => ({
    origin: 'crawler',
    platform: 'facebook',
    pageUrl: `https://shop.example.net/post/${++hash}`,
    caption: 'Better than breast milk',
    contentHash: `${'0'.repeat(56)}${String(hash).padStart(8, '0')}`,
    variant: 'international',
    aiStatus: 'suspected_violation',
    aiScore: 0.9,
    archived: false,
    ...fields,
  });
  const report = (fields: Record<string, unknown>) => ({
    category: 'promotion_at_point_of_sale',
    details: ['price_reduction'],
    variant: 'laos',
    archived: false,
    ...fields,
  });

  beforeAll(async () => {
    app = await bootStrapi();
    staff = await staffTokens(app);
    for (const [code, variant] of [
      ['INT-PT-01', 'international'],
      ['INT-PP-01', 'international'],
      ['LA-PP-01', 'laos'],
    ] as const) {
      // The Lao entry (the default locale, the one items link to) and its English localization.
      const created = (await app.strapi.documents('api::violation-code.violation-code' as never).create({
        data: { code, variant, group: 'promotion_to_public', name: `ລະຫັດ ${code}` },
      } as never)) as unknown as { id: number; documentId: string };
      await app.strapi
        .documents('api::violation-code.violation-code' as never)
        .update({ documentId: created.documentId, locale: 'en', data: { name: `Code ${code}` } } as never);
      codeIds[code] = created.id;
    }
    const mekong = 'Mekong Nutrition Co.';
    // The library knows the company (another spelling of it names R1); the brands stay as typed.
    const mekongOption = (await app.strapi.documents('api::data-option.data-option' as never).create({
      data: {
        kind: 'company',
        variant: 'both',
        key: 'mekong_nutrition',
        name: 'ແມ່ຂອງ ນິວທຣິຊັນ',
        aliases: 'MKN\nແມ່ຂອງ',
        active: true,
      },
    } as never)) as unknown as { documentId: string };
    await app.strapi.documents('api::data-option.data-option' as never).update({
      documentId: mekongOption.documentId,
      locale: 'en',
      data: { name: 'Mekong Nutrition Company Limited' },
    } as never);
    await seed(
      'D1',
      'detection',
      detection({
        company: mekong,
        brand: 'DemoMilk Gold',
        productType: 'infant_formula',
        reviewStatus: 'violation',
        supervisorStatus: 'violation',
        supervisorAt: '2025-01-06T02:30:00.000Z',
        operatorStatus: 'violation',
        crawledAt: '2025-01-05T10:00:00.000Z',
        postedAt: '2025-01-04T09:00:00.000Z',
        violationCount: 2,
      }),
      '2025-01-05T10:01:00.000Z',
      { codes: ['INT-PT-01', 'INT-PP-01'], supervisor: staff.supervisor.account.id },
    );
    await seed(
      'D2',
      'detection',
      detection({
        company: mekong,
        brand: 'DemoMilk Kids',
        platform: 'tiktok',
        reviewStatus: 'pending_approval',
        crawledAt: '2025-01-05T08:00:00.000Z',
      }),
      '2025-01-05T23:59:00.000Z',
      { codes: ['INT-PT-01'] },
    );
    await seed(
      'D3',
      'detection',
      detection({
        variant: 'laos',
        company: 'Lanxang Dairy',
        brand: 'LX Baby',
        reviewStatus: 'non_violation',
        crawledAt: '2025-01-20T00:00:00.000Z',
      }),
      '2025-01-20T00:00:00.000Z',
    );
    await seed(
      'D4',
      'detection',
      detection({
        variant: 'laos',
        platform: 'website',
        reviewStatus: 'suspected_violation',
        crawledAt: '2025-03-10T12:00:00.000Z',
      }),
      '2025-03-10T12:00:00.000Z',
    );
    await seed(
      'D5',
      'detection',
      detection({ company: mekong, archived: true, reviewStatus: 'violation', crawledAt: '2025-01-06T12:00:00.000Z' }),
      '2025-01-06T12:00:00.000Z',
    );
    await seed(
      'R1',
      'report',
      report({
        observedOn: '2025-01-06',
        province: 'vientiane_capital',
        company: ' MEKONG nutrition co., ltd',
        brand: 'DemoMilk Gold',
        productType: 'infant_formula',
        reviewStatus: 'reviewing',
        description: 'Discount shelf at the entrance',
        url: 'https://pharmacy.example.net/promo',
        reporter: { fullName: 'Hidden Person', email: 'hidden.person@example.org', organisation: 'Hidden Org' },
      }),
      '2025-01-06T03:00:00.000Z',
      { codes: ['LA-PP-01'] },
    );
    await seed(
      'R2',
      'report',
      report({
        observedOn: '2025-02-14',
        province: 'champasak',
        category: 'inappropriate_labeling',
        details: ['no_age'],
        company: 'Lanxang Dairy',
        brand: 'LX Baby',
        reviewStatus: 'violation',
      }),
      '2025-02-15T06:00:00.000Z',
    );
    await seed(
      'R3',
      'report',
      report({
        variant: 'international',
        observedOn: '2025-03-30',
        province: 'vientiane_capital',
        category: 'promotion_to_public',
        details: ['poster'],
        company: mekong,
        reviewStatus: 'reviewing',
      }),
      '2025-04-01T00:00:00.000Z',
    );
    // A long tail: 22 companies recorded on one day of 2024.
    for (let i = 0; i < 22; i += 1) {
      await seed(
        `T${i}`,
        'detection',
        detection({
          company: `Tail Co ${String(i).padStart(2, '0')}`,
          reviewStatus: 'reviewing',
          crawledAt: '2024-06-01T05:00:00.000Z',
        }),
        '2024-06-01T05:00:00.000Z',
      );
    }
  });
  afterAll(async () => app?.stop());

  const download = (path: string, query: Record<string, string>, role: Role = 'supervisor') =>
    api().get(`/api-laos/${path}`).query(query).set(as(role)).buffer(true).parse(binary);

  describe('export_data', () => {
    it('streams the filtered list as .xlsx with Lao headers and values by default', async () => {
      const res = await download('export_data', { route: 'detection', from: '2025-01-01', to: '2025-03-31' });
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe(XLSX);
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="lcmdp-detection-\d{4}-\d{2}-\d{2}\.xlsx"$/);
      const [sheet] = await readSheets(res.body as Buffer);
      expect(sheet.rows[0]).toEqual(exportHeader('lo'));
      expect(sheet.rows[0]).toEqual(expect.arrayContaining(['ບໍລິສັດ', 'ຍີ່ຫໍ້', 'ຈຳນວນການລະເມີດ']));
      // International crawler detections of the period, newest first; the archived D5 is not in this list.
      expect(sheet.rows.slice(1).map((r) => r[0])).toEqual([ids.D1, ids.D2]);
      const col = (name: string) => exportHeader('lo').indexOf(name);
      const d1 = sheet.rows[1];
      expect(d1[col('ປະເພດລາຍການ')]).toBe('ລາຍການທີ່ກວດພົບ');
      expect(d1[col('ກົດໝາຍອ້າງອີງ')]).toBe('ລະຫັດສາກົນ');
      expect(d1[col('ບໍລິສັດ')]).toBe('Mekong Nutrition Co.');
      expect(d1[col('ປະເພດຜະລິດຕະພັນ')]).toBe(PRODUCT_TYPE_LABELS.infant_formula.lo);
      expect(d1[col('ແພລັດຟອມ / ແຂວງ')]).toBe('facebook');
      expect(d1[col('ສະຖານະການກວດສອບ')]).toBe(REVIEW_STATUS_LABELS.violation.lo);
      expect(d1[col('ສະຖານະ LCMDP (AI)')]).toBe(REVIEW_STATUS_LABELS.suspected_violation.lo);
      expect(d1[col('ຄະແນນ AI')]).toBe(0.9);
      expect(d1[col('ຜູ້ກວດກາ')]).toMatch(/^Test supervisor/);
      expect(d1[col('ລະຫັດການລະເມີດ')]).toBe('INT-PP-01, INT-PT-01');
      expect(d1[col('ຈຳນວນການລະເມີດ')]).toBe(2);
      expect(d1[col('ການເກັບມ້ຽນ')]).toBe('ບໍ່ໄດ້ເກັບມ້ຽນ');
      // Times in Lao wall-clock time (UTC+7), formatted dd/mm/yyyy in Lao.
      expect(d1[col('ວັນທີເກັບຂໍ້ມູນ / ວັນທີພົບເຫັນ')]).toEqual(new Date('2025-01-05T17:00:00.000Z'));
      expect(sheet.sheet.getRow(2).getCell(col('ວັນທີເກັບຂໍ້ມູນ / ວັນທີພົບເຫັນ') + 1).numFmt).toBe('dd/mm/yyyy hh:mm');
      expect(sheet.rows[2][col('ລະຫັດການລະເມີດ')]).toBe('INT-PT-01');
      expect(sheet.rows[2][col('ຜູ້ກວດກາ')]).toBeNull();
    });

    it('answers in English with lang=en, and narrows with the list filters (archived, search)', async () => {
      const res = await download('export_data', {
        route: 'detection',
        from: '2025-01-01',
        to: '2025-03-31',
        archived: 'all',
        lang: 'en',
      });
      const [sheet] = await readSheets(res.body as Buffer);
      expect(sheet.name).toBe('Items');
      expect(sheet.rows[0]).toEqual(exportHeader('en'));
      expect(sheet.rows[0].slice(0, 4)).toEqual(['ID', 'Kind', 'Variant', 'Company']);
      const col = (name: string) => exportHeader('en').indexOf(name);
      expect(sheet.rows.slice(1).map((r) => [r[0], r[col('Archived')]])).toEqual([
        [ids.D5, 'Archived'],
        [ids.D1, 'Not archived'],
        [ids.D2, 'Not archived'],
      ]);
      expect(sheet.rows[2][col('Review status')]).toBe('Violation');
      expect(sheet.rows[2][col('Variant')]).toBe('International code');
      expect(sheet.sheet.getRow(3).getCell(col('Crawl / observation date') + 1).numFmt).toBe('mm/dd/yyyy hh:mm');

      const searched = await download('export_data', { route: 'detection', q: 'demomilk kids', lang: 'en' });
      const [found] = await readSheets(searched.body as Buffer);
      expect(found.rows.slice(1).map((r) => r[0])).toEqual([ids.D2]);

      const laos = await download('export_data', { route: 'detection-laos', status: 'non_violation', lang: 'en' });
      expect((await readSheets(laos.body as Buffer))[0].rows.slice(1).map((r) => r[0])).toEqual([ids.D3]);
    });

    it("exports reports with their province and never the reporter's contact, anywhere in the file", async () => {
      const submitted = await submitReport(app);
      expect(submitted.status).toBe(201);
      for (const lang of ['lo', 'en']) {
        const res = await download('export_data', { route: 'report-laos', lang }, 'operator');
        expect(res.status).toBe(200);
        expect(res.headers['content-disposition']).toMatch(/filename="lcmdp-report-laos-/);
        const [sheet] = await readSheets(res.body as Buffer);
        const header = exportHeader(lang as 'lo' | 'en');
        // Newest observation first: the form's report (observed 2026-10-01), then R2, then R1.
        expect(sheet.rows.slice(1).map((r) => r[0])).toEqual([submitted.body.data._id, ids.R2, ids.R1]);
        const r1 = sheet.rows[3];
        expect(r1[header.indexOf(lang === 'lo' ? 'ແພລັດຟອມ / ແຂວງ' : 'Platform / province')]).toBe(
          PROVINCE_LABELS.vientiane_capital[lang as 'lo' | 'en'],
        );
        expect(r1[header.indexOf(lang === 'lo' ? 'ລິ້ງ' : 'Link / URL')]).toBe('https://pharmacy.example.net/promo');
        expect(r1[header.indexOf(lang === 'lo' ? 'ວັນທີເກັບຂໍ້ມູນ / ວັນທີພົບເຫັນ' : 'Crawl / observation date')]).toEqual(
          new Date('2025-01-06T00:00:00.000Z'),
        );
        const everything = [...zipTexts(res.body as Buffer).values()].join('\n');
        expect(everything).toContain('Discount shelf at the entrance');
        for (const secret of [
          REPORT_FIELDS.reporterName,
          REPORT_FIELDS.reporterEmail,
          REPORT_FIELDS.reporterOrganisation,
          'Hidden Person',
          'hidden.person@example.org',
          'Hidden Org',
        ]) {
          expect({ secret, found: everything.includes(secret) }).toEqual({ secret, found: false });
        }
      }
    });

    it('answers a header row only when nothing matches', async () => {
      const res = await download('export_data', { route: 'check', lang: 'en' });
      expect(res.status).toBe(200);
      const [sheet] = await readSheets(res.body as Buffer);
      expect(sheet.rows).toEqual([exportHeader('en')]);
    });

    it('refuses a bad query with 400 and one message per field, and a status the list cannot show with 403', async () => {
      const cases: [Record<string, string>, string][] = [
        [{ route: 'nowhere' }, 'route'],
        [{ route: 'detection', lang: 'fr' }, 'lang'],
        [{ route: 'detection', from: 'yesterday' }, 'from'],
        [{ route: 'detection', status: 'bogus' }, 'status.0'],
        [{}, 'route'],
      ];
      for (const [query, field] of cases) {
        const res = await api().get('/api-laos/export_data').query(query).set(as('admin'));
        expect({ query, status: res.status, field: Object.keys(res.body.error?.details?.fields ?? {}) }).toEqual({
          query,
          status: 400,
          field: [field],
        });
      }
      const narrowed = await api()
        .get('/api-laos/export_data')
        .query({ route: 'violation', status: 'reviewing' })
        .set(as('admin'));
      expect(narrowed.status).toBe(403);
    });

    it('is for staff only, and lets the site read the file name across origins', async () => {
      expect((await api().get('/api-laos/export_data').query({ route: 'detection' })).status).toBe(401);
      expect((await api().get('/api-laos/export_data').query({ route: 'detection' }).set(detectorAuth())).status).toBe(403);
      const res = await download('export_data', { route: 'report' }).set('Origin', 'http://localhost:5173');
      expect(res.headers['access-control-allow-origin']).toBe('http://localhost:5173');
      const exposed = String(res.headers['access-control-expose-headers']).toLowerCase();
      expect(exposed).toContain('content-disposition');
      expect(exposed).toContain('retry-after');
    });
  });

  describe('get_analysis', () => {
    const figures = async (query: Record<string, string>) => {
      const res = await api().get('/api-laos/get_analysis').query(query).set(as('operator'));
      expect(res.status).toBe(200);
      return res.body;
    };

    it('counts detections and reports of a 90-day period per day, archived items left out', async () => {
      const body = await figures({ from: '2025-01-01', to: '2025-03-31' });
      expect(body).toMatchObject({ from: '2025-01-01', to: '2025-03-31', status: [], variant: null, total: 6 });
      expect(body.over_time).toHaveLength(90);
      expect(body.over_time[0]).toEqual({ period: '2025-01-01', detection: 0, report: 0 });
      expect(body.over_time.at(-1)).toEqual({ period: '2025-03-31', detection: 0, report: 0 });
      const nonZero = body.over_time.filter((r: { detection: number; report: number }) => r.detection + r.report > 0);
      expect(nonZero).toEqual([
        { period: '2025-01-05', detection: 2, report: 0 },
        { period: '2025-01-06', detection: 0, report: 1 },
        { period: '2025-01-20', detection: 1, report: 0 },
        { period: '2025-02-15', detection: 0, report: 1 },
        { period: '2025-03-10', detection: 1, report: 0 },
      ]);
      // Two spellings of a company the library knows count as one, under its key and with its names.
      expect(body.by_company).toEqual([
        {
          key: 'mekong_nutrition',
          count: 3,
          names: [
            { locale: 'lo', name: 'ແມ່ຂອງ ນິວທຣິຊັນ' },
            { locale: 'en', name: 'Mekong Nutrition Company Limited' },
          ],
        },
        { key: 'Lanxang Dairy', count: 2 },
        { key: '', count: 1 },
      ]);
      // What the library does not know is listed for an editor to map.
      expect(body.unresolved).toEqual({
        company: [{ key: 'Lanxang Dairy', count: 2 }],
        brand: [
          { key: 'DemoMilk Gold', count: 2 },
          { key: 'LX Baby', count: 2 },
          { key: 'DemoMilk Kids', count: 1 },
        ],
      });
      expect(body.by_brand).toEqual([
        { key: 'DemoMilk Gold', count: 2 },
        { key: 'LX Baby', count: 2 },
        { key: '', count: 1 },
        { key: 'DemoMilk Kids', count: 1 },
      ]);
      expect(body.by_code).toEqual([
        { key: '', count: 3 },
        { key: 'INT-PT-01', count: 2 },
        { key: 'INT-PP-01', count: 1 },
        { key: 'LA-PP-01', count: 1 },
      ]);
      // Platforms are the detections'; a report's place category is its own breakdown.
      expect(body.by_platform).toEqual([
        { key: 'facebook', count: 2 },
        { key: 'tiktok', count: 1 },
        { key: 'website', count: 1 },
      ]);
      expect(body.by_place).toEqual([
        { key: 'inappropriate_labeling', count: 1 },
        { key: 'promotion_at_point_of_sale', count: 1 },
      ]);
      expect(body.by_province).toEqual([
        { key: 'champasak', count: 1 },
        { key: 'vientiane_capital', count: 1 },
      ]);
      expect(body.by_variant).toEqual([
        { key: 'laos', count: 4 },
        { key: 'international', count: 2 },
      ]);
    });

    it('counts per month over longer periods, and per single day at the edges', async () => {
      const months = await figures({ from: '2025-01-01', to: '2025-04-30' });
      expect(months.total).toBe(7);
      expect(months.over_time).toEqual([
        { period: '2025-01', detection: 3, report: 1 },
        { period: '2025-02', detection: 0, report: 1 },
        { period: '2025-03', detection: 1, report: 0 },
        { period: '2025-04', detection: 0, report: 1 },
      ]);
      const oneDay = await figures({ from: '2025-01-05', to: '2025-01-05' });
      expect(oneDay.total).toBe(2);
      expect(oneDay.over_time).toEqual([{ period: '2025-01-05', detection: 2, report: 0 }]);
    });

    it('filters by review status and variant', async () => {
      const decided = await figures({ from: '2025-01-01', to: '2025-03-31', status: 'violation,non violation' });
      expect(decided).toMatchObject({ status: ['violation', 'non_violation'], total: 3 });
      expect(decided.by_variant).toEqual([
        { key: 'laos', count: 2 },
        { key: 'international', count: 1 },
      ]);
      const international = await figures({ from: '2025-01-01', to: '2025-04-30', variant: 'international' });
      expect(international).toMatchObject({ variant: 'international', total: 3 });
      expect(international.by_province).toEqual([{ key: 'vientiane_capital', count: 1 }]);
      expect(international.by_platform).toEqual([
        { key: 'facebook', count: 1 },
        { key: 'tiktok', count: 1 },
      ]);
      expect(international.by_place).toEqual([{ key: 'promotion_to_public', count: 1 }]);
    });

    it('keeps the 20 largest buckets and adds up the rest under __other__', async () => {
      const tail = await figures({ from: '2024-06-01', to: '2024-06-01' });
      expect(tail.total).toBe(22);
      expect(tail.by_company).toHaveLength(21);
      expect(tail.by_company.slice(0, 2)).toEqual([
        { key: 'Tail Co 00', count: 1 },
        { key: 'Tail Co 01', count: 1 },
      ]);
      expect(tail.by_company[20]).toEqual({ key: '__other__', count: 2 });
    });

    it('covers from the first recorded item to today, per month, without dates', async () => {
      const all = await figures({});
      const thisMonth = new Date().toISOString().slice(0, 7);
      expect(all.over_time[0]).toEqual({ period: '2024-06', detection: 22, report: 0 });
      expect(all.over_time.at(-1).period).toBe(thisMonth);
      const sum = all.over_time.reduce((s: number, r: { detection: number; report: number }) => s + r.detection + r.report, 0);
      expect(sum).toBe(all.total);
    });

    it('refuses bad dates, unknown statuses and a reversed period with 400 and field messages', async () => {
      const cases: [Record<string, string>, Record<string, string>][] = [
        [{ from: '2025-02-30' }, { from: 'Not a valid date' }],
        [{ to: '31/01/2025' }, { to: 'Use a date like 2026-01-31' }],
        [{ status: 'violation,bogus' }, { status: 'Unknown status: bogus' }],
        [{ from: '2025-03-01', to: '2025-02-01' }, { to: 'The end date must not be before the start date' }],
        [{ variant: 'mars' }, { variant: expect.any(String) }],
      ];
      for (const [query, fields] of cases) {
        const res = await api().get('/api-laos/get_analysis').query(query).set(as('supervisor'));
        expect({ query, status: res.status, fields: res.body.error?.details?.fields }).toEqual({ query, status: 400, fields });
      }
    });
  });

  describe('export_analysis', () => {
    it('writes one sheet per breakdown with localized headers and keys', async () => {
      const en = await download('export_analysis', { from: '2025-01-01', to: '2025-03-31', lang: 'en' }, 'admin');
      expect(en.status).toBe(200);
      expect(en.headers['content-type']).toBe(XLSX);
      expect(en.headers['content-disposition']).toMatch(/^attachment; filename="lcmdp-analysis-\d{4}-\d{2}-\d{2}\.xlsx"$/);
      const sheets = await readSheets(en.body as Buffer);
      expect(sheets.map((s) => s.name)).toEqual([
        'Summary',
        'Over time',
        'Company',
        'Brand',
        'Violation code',
        'Platform',
        'Place seen',
        'Province',
        'Variant',
        'Names not in the library',
      ]);
      const byName = Object.fromEntries(sheets.map((s) => [s.name, s.rows]));
      expect(byName.Summary).toEqual(
        expect.arrayContaining([
          ['Start date', new Date('2025-01-01T00:00:00.000Z')],
          ['Review statuses', 'All'],
          ['Variant', 'Both'],
          ['Detections', 4],
          ['Reports', 2],
          ['Total', 6],
        ]),
      );
      expect(byName['Over time'][0]).toEqual(['Day', 'Detections', 'Reports', 'Total']);
      expect(byName['Over time']).toHaveLength(91);
      expect(byName['Over time'][5]).toEqual([new Date('2025-01-05T00:00:00.000Z'), 2, 0, 2]);
      expect(byName.Company).toEqual([
        ['Company', 'Count'],
        ['Mekong Nutrition Company Limited', 3],
        ['Lanxang Dairy', 2],
        ['Not specified', 1],
      ]);
      expect(byName.Platform[0]).toEqual(['Platform', 'Count']);
      expect(byName.Platform).toContainEqual(['tiktok', 1]);
      expect(byName['Place seen']).toContainEqual(['Inappropriate labelling', 1]);
      expect(byName['Names not in the library']).toContainEqual(['Company', 'Lanxang Dairy', 2]);
      expect(byName.Province).toEqual([
        ['Province', 'Count'],
        ['Champasak', 1],
        ['Vientiane Capital', 1],
      ]);
      expect(byName.Variant).toEqual([
        ['Variant', 'Count'],
        ['Laos law', 4],
        ['International code', 2],
      ]);

      const lo = await download('export_analysis', { from: '2025-01-01', to: '2025-04-30', status: 'violation' });
      const loSheets = await readSheets(lo.body as Buffer);
      expect(loSheets.map((s) => s.name)).toEqual([
        'ສະຫຼຸບ',
        'ຕາມໄລຍະເວລາ',
        'ບໍລິສັດ',
        'ຍີ່ຫໍ້',
        'ລະຫັດການລະເມີດ',
        'ແພລັດຟອມ',
        'ສະຖານທີ່ພົບ',
        'ແຂວງ',
        'ກົດໝາຍອ້າງອີງ',
        'ຊື່ທີ່ຍັງບໍ່ຢູ່ໃນຄັງຂໍ້ມູນ',
      ]);
      const loByName = Object.fromEntries(loSheets.map((s) => [s.name, s]));
      expect(loByName['ຕາມໄລຍະເວລາ'].rows[0]).toEqual(['ເດືອນ', 'ລາຍການທີ່ກວດພົບ', 'ລາຍງານ', 'ລວມ']);
      expect(loByName['ຕາມໄລຍະເວລາ'].rows.slice(1)).toEqual([
        [new Date('2025-01-01T00:00:00.000Z'), 1, 0, 1],
        [new Date('2025-02-01T00:00:00.000Z'), 0, 1, 1],
        [new Date('2025-03-01T00:00:00.000Z'), 0, 0, 0],
        [new Date('2025-04-01T00:00:00.000Z'), 0, 0, 0],
      ]);
      expect(loByName['ຕາມໄລຍະເວລາ'].sheet.getRow(2).getCell(1).numFmt).toBe('mm/yyyy');
      expect(loByName['ແຂວງ'].rows).toEqual([
        ['ແຂວງ', 'ຈຳນວນ'],
        [PROVINCE_LABELS.champasak.lo, 1],
      ]);
      expect(loByName['ສະຫຼຸບ'].rows).toContainEqual(['ສະຖານະການກວດສອບ', REVIEW_STATUS_LABELS.violation.lo]);
    });

    it('refuses a bad query with 400', async () => {
      const res = await api().get('/api-laos/export_analysis').query({ lang: 'fr', from: '2025-1-1' }).set(as('admin'));
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.error.details.fields).sort()).toEqual(['from', 'lang']);
    });
  });
});

describe('100,000 detections in one export', () => {
  const ROWS = 100_000;
  let app: Booted;
  let token: string;
  let dir: string;

  beforeAll(async () => {
    app = await bootStrapi();
    token = (await staffTokens(app)).operator.token;
    dir = mkdtempSync(join(tmpdir(), 'lcmdp-export-'));
  });
  afterAll(async () => {
    await app?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it(`streams every row and the streaming reader reads ${ROWS} data rows back (${DATABASE})`, async () => {
    const seeded = await seedScale(app.strapi, ROWS, {
      log: () => undefined,
      seed: 20261121,
      overrides: { variant: 'international' },
    });
    expect(seeded.inserted).toBe(ROWS);

    await new Promise<void>((resolve) => app.server.listen(0, '127.0.0.1', resolve));
    const { port } = app.server.address() as AddressInfo;
    const file = join(dir, 'export.xlsx');
    const started = process.hrtime.bigint();
    const headers = await new Promise<Record<string, unknown>>((resolve, reject) => {
      get(
        { host: '127.0.0.1', port, path: '/api-laos/export_data?route=detection&archived=all&lang=en', headers: bearer(token) },
        (res) => {
          if (res.statusCode !== 200) reject(new Error(`export_data answered ${res.statusCode}`));
          pipeline(res, createWriteStream(file)).then(() => resolve(res.headers), reject);
        },
      ).on('error', reject);
    });
    const exportSeconds = Number(process.hrtime.bigint() - started) / 1e9;
    expect(headers['content-type']).toBe(XLSX);
    expect(headers['content-length']).toBeUndefined(); // streamed (chunked), not buffered whole

    const readStarted = process.hrtime.bigint();
    const { rows, first, second } = await countRowsStreaming(file);
    const readSeconds = Number(process.hrtime.bigint() - readStarted) / 1e9;
    expect(first).toEqual(exportHeader('en'));
    expect(rows - 1).toBe(ROWS);
    expect(second?.[1]).toBe('Detection');
    expect(second?.[2]).toBe('International code');

    console.log(
      `export_data of ${ROWS} detections on ${DATABASE}: ${exportSeconds.toFixed(1)} s ` +
        `(${(statSync(file).size / 1024 / 1024).toFixed(1)} MB); streaming read back: ${readSeconds.toFixed(1)} s; ` +
        `seeding: ${seeded.seconds.toFixed(1)} s`,
    );
  }, 900_000);
});
