/**
 * Companies on a real Strapi (issue 13 point 2): spellings of one company are one company through the data-option
 * library, with its counts (items, confirmed violations, cases, open cases, last detection) and whether it is a
 * repeat offender; one company's items (with their review status and case) and cases; staff only.
 */
import { COMPANY_ITEMS_SHOWN, companyDetailSchema, companyListSchema, type WireCompany } from '@lcmdp/contract';
import request from 'supertest';
import { bootStrapi, type Booted } from '../helpers/strapi';
import { bearer, createDetectionId, REPORT_FIELDS, staffTokens, submitReport, type Role } from '../helpers/fixtures';

let app: Booted;
let staff: Awaited<ReturnType<typeof staffTokens>>;
const as = (role: Role) => bearer(staff[role].token);
const api = () => request(app.server);

const ids: Record<string, string> = {};

async function confirm(id: string): Promise<void> {
  for (const [path, role] of [
    ['/api-laos/update_supervisor_status_detect', 'supervisor'],
    ['/api-laos/update_operator_status_detect', 'operator'],
  ] as const) {
    const res = await api().post(path).set(as(role)).send({ _id: id, status: 'violation' });
    expect(res.status).toBe(200);
  }
}

async function caseIdOf(detectionId: string): Promise<string> {
  const list = await api().get('/api-laos/cases?state=all&pageSize=100').set(as('operator'));
  const found = (list.body.data as { _id: string; items: { _id: string }[] }[]).find((c) =>
    c.items.some((i) => i._id === detectionId),
  );
  return found!._id;
}

async function companies(query: Record<string, string> = {}): Promise<WireCompany[]> {
  const res = await api().get('/api-laos/companies').query(query).set(as('supervisor'));
  expect(res.status).toBe(200);
  return companyListSchema.parse(res.body).data;
}

beforeAll(async () => {
  app = await bootStrapi();
  staff = await staffTokens(app);
  // The library knows Mekong Nutrition, with another spelling ("MKN"); Sunrise Baby Foods it does not know.
  const option = (await app.strapi.documents('api::data-option.data-option' as never).create({
    data: { kind: 'company', variant: 'both', key: 'mekong_nutrition', name: 'ແມ່ຂອງ ນິວທຣິຊັນ', aliases: 'MKN', active: true },
  } as never)) as unknown as { documentId: string };
  await app.strapi.documents('api::data-option.data-option' as never).update({
    documentId: option.documentId,
    locale: 'en',
    data: { name: 'Mekong Nutrition Company Limited' },
  } as never);

  ids.d1 = await createDetectionId(app, { company: 'Mekong Nutrition Co.' });
  ids.d2 = await createDetectionId(app, { company: 'MKN' });
  ids.d3 = await createDetectionId(app, { company: 'mekong nutrition company limited' });
  ids.d4 = await createDetectionId(app, { company: 'SUNRISE Baby-Foods Ltd.' });
  const report = await submitReport(app, { ...REPORT_FIELDS, company: 'Sunrise Baby Foods' });
  expect(report.status).toBe(201);
  ids.r1 = report.body.data._id as string;
  await confirm(ids.d1);
  await confirm(ids.d2);
});
afterAll(async () => app.stop());

// The scale seeder is a plain Node script (cms/scripts); the bench and `npm run seed:scale` use it too.
const { seedScale } = require('../../scripts/run-seed-scale') as {
  seedScale: (
    strapi: unknown,
    total: number,
    options: { log?: (line: string) => void; seed?: number; overrides?: Record<string, unknown> },
  ) => Promise<{ inserted: number; seconds: number }>;
};

describe('GET /companies', () => {
  it('counts the spellings of one company as one, and marks repeat offenders', async () => {
    const list = await companies();
    const mekong = list.find((c) => c.key === 'mekong_nutrition');
    expect(mekong).toMatchObject({
      known: true,
      names: [
        { locale: 'lo', name: 'ແມ່ຂອງ ນິວທຣິຊັນ' },
        { locale: 'en', name: 'Mekong Nutrition Company Limited' },
      ],
      variants: ['international'],
      items: 3,
      confirmedViolations: 2,
      cases: 2,
      openCases: 2,
      repeatOffender: true,
      lastDetectedAt: expect.any(String),
    });
    expect([...mekong!.spellings].sort()).toEqual(['MKN', 'Mekong Nutrition Co.', 'mekong nutrition company limited']);
    // The newest item's date, read back from the database's own datetime form.
    expect(Math.abs(Date.now() - Date.parse(mekong!.lastDetectedAt!))).toBeLessThan(3_600_000);

    // A name the library does not know: spellings that normalise alike are one company, across variants.
    const sunrise = list.find((c) => c.key === 'sunrise baby foods');
    expect(sunrise).toMatchObject({
      known: false,
      names: [],
      variants: ['international', 'laos'],
      items: 2,
      confirmedViolations: 0,
      cases: 0,
      openCases: 0,
      repeatOffender: false,
    });
    // Most confirmed violations first.
    expect(list.indexOf(mekong!)).toBeLessThan(list.indexOf(sunrise!));
  });

  it('searches names and spellings, and counts one variant', async () => {
    expect((await companies({ q: 'mkn' })).map((c) => c.key)).toEqual(['mekong_nutrition']);
    expect((await companies({ q: 'sunrise baby' })).map((c) => c.key)).toEqual(['sunrise baby foods']);
    const laos = await companies({ variant: 'laos' });
    expect(laos.map((c) => [c.key, c.items])).toEqual([['sunrise baby foods', 1]]);
  });

  it('refuses bad filters with field messages, and callers who are not staff', async () => {
    const bad = await api().get('/api-laos/companies?variant=mars').set(as('operator'));
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.fields).toEqual({ variant: 'Unknown variant' });
    expect((await api().get('/api-laos/companies')).status).toBe(401);
    expect((await api().get('/api-laos/companies/mekong_nutrition')).status).toBe(401);
  });
});

describe('GET /companies/:key', () => {
  it("lists the company's items with their status and case, and its cases, by its key or any spelling", async () => {
    const byKey = await api().get('/api-laos/companies/mekong_nutrition').set(as('supervisor'));
    expect(byKey.status).toBe(200);
    const detail = companyDetailSchema.parse(byKey.body).data;
    expect(detail.company.key).toBe('mekong_nutrition');
    const c1 = await caseIdOf(ids.d1);
    const c2 = await caseIdOf(ids.d2);
    expect(detail.items.map((i) => [i._id, i.status, i.confirmed, i.caseId]).sort()).toEqual(
      [
        [ids.d1, 'violation', true, c1],
        [ids.d2, 'violation', true, c2],
        [ids.d3, 'suspected_violation', false, null],
      ].sort(),
    );
    expect(detail.cases.map((c) => [c._id, c.stage, c.items]).sort()).toEqual(
      [
        [c1, 'opened', 1],
        [c2, 'opened', 1],
      ].sort(),
    );

    const bySpelling = await api()
      .get(`/api-laos/companies/${encodeURIComponent('Mekong Nutrition Co., Ltd.')}`)
      .set(as('operator'));
    expect(bySpelling.status).toBe(200);
    expect(bySpelling.body.data.company.key).toBe('mekong_nutrition');
    expect(bySpelling.body.data.items).toHaveLength(3);
  });

  it("never shows a reporter's personal information", async () => {
    const res = await api()
      .get(`/api-laos/companies/${encodeURIComponent('sunrise baby foods')}`)
      .set(as('admin'));
    expect(res.status).toBe(200);
    expect(res.body.data.items.map((i: { _id: string; kind: string }) => [i.kind, i._id]).sort()).toEqual(
      [
        ['detection', ids.d4],
        ['report', ids.r1],
      ].sort(),
    );
    const text = JSON.stringify(res.body);
    for (const secret of [REPORT_FIELDS.reporterName, REPORT_FIELDS.reporterEmail, REPORT_FIELDS.reporterOrganisation])
      expect(text).not.toContain(secret);
  });

  it('after joining two items into one case, counts one case and lists both items in it', async () => {
    const c1 = await caseIdOf(ids.d1);
    const joined = await api()
      .post(`/api-laos/cases/${c1}/items`)
      .set(as('operator'))
      .send({ items: [{ kind: 'detection', _id: ids.d2 }] });
    expect(joined.status).toBe(200);

    const mekong = (await companies()).find((c) => c.key === 'mekong_nutrition')!;
    // The case merged away is not counted; two confirmed violations keep the company a repeat offender.
    expect(mekong).toMatchObject({ confirmedViolations: 2, cases: 1, openCases: 1, repeatOffender: true });
    const detail = (await api().get('/api-laos/companies/mekong_nutrition').set(as('supervisor'))).body.data;
    expect(detail.cases.map((c: { _id: string; items: number }) => [c._id, c.items])).toEqual([[c1, 2]]);
    expect(
      detail.items
        .filter((i: { caseId: string | null }) => i.caseId === c1)
        .map((i: { _id: string }) => i._id)
        .sort(),
    ).toEqual([ids.d1, ids.d2].sort());
  });

  it('lists the newest items of a company named by very many, and counts them all', async () => {
    await seedScale(app.strapi, COMPANY_ITEMS_SHOWN + 30, {
      log: () => undefined,
      seed: 13,
      overrides: { company: 'Many Items Dairy' },
    });
    const res = await api().get('/api-laos/companies/Many%20Items%20Dairy').set(as('supervisor'));
    expect(res.status).toBe(200);
    const { company, items } = companyDetailSchema.parse(res.body).data;
    expect(company.items).toBe(COMPANY_ITEMS_SHOWN + 30);
    expect(items).toHaveLength(COMPANY_ITEMS_SHOWN);
    const dates = items.map((i) => i.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('answers 404 for a company nobody named, and 400 for a key too long', async () => {
    expect((await api().get('/api-laos/companies/Nobody%20Foods').set(as('supervisor'))).status).toBe(404);
    expect(
      (
        await api()
          .get(`/api-laos/companies/${'x'.repeat(300)}`)
          .set(as('supervisor'))
      ).status,
    ).toBe(400);
  });
});
