/**
 * Catalogues (codes, types, data options), law PDFs, upload checks by magic bytes and size, the report rate
 * limit, CORS, and checks forwarded to the detector service.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { bootStrapi, type Booted } from '../helpers/strapi';
import {
  REPORT_FIELDS,
  bearer,
  createStaff,
  freshIp,
  jpeg,
  pdf,
  png,
  postFinding,
  submitReport,
  tokenFor,
} from '../helpers/fixtures';

let app: Booted;
let detector: Server;
let detectorCalls: { url: string; body: string }[] = [];
let staffToken: string;
let operatorToken: string;
const api = () => request(app.server);

beforeAll(async () => {
  // The detector service is its own process; here a small HTTP server on 127.0.0.1 plays it.
  detector = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      detectorCalls.push({ url: req.url ?? '', body });
      res.setHeader('content-type', 'application/json');
      // The contract's CheckAnswer (an image check's answer may carry a page check's evidence too).
      res.end(
        JSON.stringify({
          status: 'suspected_violation',
          suspected: true,
          score: 0.9,
          groups: ['prohibited_text'],
          product: 'infant_formula',
          codes: ['LA-PT-02'],
          matches: [],
          model_version: 'lr2-test',
          evidence: {
            url: 'https://example.org/ad',
            final_url: 'https://example.org/ad',
            screenshot_sha256: 'f'.repeat(64),
            html_sha256: 'a'.repeat(64),
            screenshot_bytes: 100,
            html_bytes: 10,
            http_status: 200,
            captured_at: '2026-11-20T03:04:05.000Z',
          },
        }),
      );
    });
  });
  await new Promise<void>((r) => detector.listen(0, '127.0.0.1', r));
  app = await bootStrapi({
    DETECTOR_URL: `http://127.0.0.1:${(detector.address() as AddressInfo).port}`,
    REPORT_RATE_LIMIT: '3',
    CORS_ORIGINS: 'http://site.test',
  });
  staffToken = await tokenFor(app, await createStaff(app, 'supervisor'));
  operatorToken = await tokenFor(app, await createStaff(app, 'operator'));
});
afterAll(async () => {
  await app.stop();
  await new Promise((r) => detector.close(r));
});

describe('violation codes and types', () => {
  it('creates, renames and lists codes per variant, and refuses duplicates', async () => {
    const created = await api()
      .post('/api-laos/update_argen_violation_code')
      .set(bearer(staffToken))
      .send({
        code: 'LA-T-99',
        group: 'labeling_required_text',
        names: [
          { locale: 'lo', name: 'ບໍ່ມີພາສາລາວ' },
          { locale: 'en', name: 'No Lao text' },
        ],
        legalReference: 'Decree 472/PM',
        legalReferenceLo: 'ດຳລັດ ເລກທີ 472/ນຍ',
        usercheck: 'x',
      });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      code: 'LA-T-99',
      variant: 'laos',
      legal_reference: 'Decree 472/PM',
      legal_reference_lo: 'ດຳລັດ ເລກທີ 472/ນຍ',
      reference_confirmed: false,
    });
    const id = created.body.data._id;
    const renamed = await api()
      .post('/api-laos/update_argen_violation_code')
      .set(bearer(staffToken))
      .send({ _id: id, names: [{ locale: 'lo', name: 'ປ້າຍບໍ່ມີພາສາລາວ' }] });
    expect(renamed.status).toBe(200);
    // A locale left out keeps its name.
    expect(renamed.body.data.names).toEqual([
      { locale: 'lo', name: 'ປ້າຍບໍ່ມີພາສາລາວ' },
      { locale: 'en', name: 'No Lao text' },
    ]);
    const missing = await api()
      .post('/api-laos/update_argen_violation_code')
      .set(bearer(staffToken))
      .send({ names: [{ locale: 'lo', name: 'ໃໝ່' }] });
    expect(missing.status).toBe(400);
    expect(missing.body.error.details.fields).toEqual({ code: 'Code is required', group: 'Group is required' });
    const wrongVariant = await api()
      .post('/api-laos/update_violation_code')
      .set(bearer(staffToken))
      .send({ _id: id, names: [{ locale: 'lo', name: 'x' }] });
    expect(wrongVariant.status).toBe(404);
    const dup = await api()
      .post('/api-laos/update_argen_violation_code')
      .set(bearer(staffToken))
      .send({ code: 'LA-T-99', group: 'prohibited_text', names: [{ locale: 'lo', name: 'y' }] });
    expect(dup.status).toBe(409);
    const noLao = await api()
      .post('/api-laos/update_argen_violation_code')
      .set(bearer(staffToken))
      .send({ code: 'LA-T-98', group: 'prohibited_text', names: [{ locale: 'en', name: 'English only' }] });
    expect(noLao.status).toBe(400);
    const list = await api().get('/api-laos/get_violation_code?variant=laos');
    expect(list.body.data.map((c: { code: string }) => c.code)).toContain('LA-T-99');
    expect(
      (await api().get('/api-laos/get_violation_code?variant=international')).body.data.map((c: { code: string }) => c.code),
    ).not.toContain('LA-T-99');
  });

  it('creates types with colours and refuses bad colours', async () => {
    const res = await api()
      .post('/api-laos/update_violation_type')
      .set(bearer(staffToken))
      .send({
        violations: [
          { locale: 'lo', name: 'ການອ້າງສຸຂະພາບ', color: '#722ed1' },
          { locale: 'en', name: 'Health claim', color: '#722ed1' },
        ],
      });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ key: 'int_health_claim', color: '#722ed1' });
    const bad = await api()
      .post('/api-laos/update_violation_type')
      .set(bearer(staffToken))
      .send({ violations: [{ locale: 'lo', name: 'x', color: 'red' }] });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.fields['violations.0.color']).toMatch(/#aabbcc/);
  });

  it('deletes a type no item uses', async () => {
    const created = await api()
      .post('/api-laos/update_argen_violation_type')
      .set(bearer(staffToken))
      .send({ violations: [{ locale: 'lo', name: 'ຊົ່ວຄາວ', color: '#13c2c2' }] });
    expect(created.status).toBe(201);
    expect((await api().delete(`/api-laos/delete_violation_type/${created.body.data._id}`).set(bearer(staffToken))).status).toBe(
      200,
    );
    const types = await api().get('/api-laos/get_violation_types?variant=laos');
    expect(types.body.data.map((t: { _id: string }) => t._id)).not.toContain(created.body.data._id);
  });

  it('refuses to delete a code that an item uses', async () => {
    const code = await api()
      .post('/api-laos/update_violation_code')
      .set(bearer(staffToken))
      .send({ code: 'INT-X-1', group: 'prohibited_text', names: [{ locale: 'lo', name: 'ທົດລອງ' }] });
    const finding = await postFinding(app);
    await api()
      .post('/api-laos/update_violation_code_detect')
      .set(bearer(staffToken))
      .send({ _id: finding.body.data._id, names: ['INT-X-1'] });
    expect((await api().delete(`/api-laos/delete_violation_code/${code.body.data._id}`).set(bearer(staffToken))).status).toBe(
      409,
    );
    await api()
      .post('/api-laos/update_violation_code_detect')
      .set(bearer(staffToken))
      .send({ _id: finding.body.data._id, names: [] });
    expect((await api().delete(`/api-laos/delete_violation_code/${code.body.data._id}`).set(bearer(staffToken))).status).toBe(
      200,
    );
  });
});

describe('data options', () => {
  it('adds a brand with product images; the public sees brands but not monitored sources', async () => {
    const res = await api()
      .post('/api-laos/add-data-options-laos')
      .set(bearer(staffToken))
      .field(
        'data',
        JSON.stringify({
          kind: 'brand',
          nameLo: 'ນົມທົດລອງ',
          nameEn: 'TestMilk',
          aliases: ' Test Milk Gold \n\nນົມທົດລອງ ໂກລ ',
          parentKey: 'mekong_nutrition',
        }),
      )
      .attach('images', await png(5), 'pack.png');
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ kind: 'brand', key: 'testmilk', variant: 'laos' });
    // Other spellings, one per line, as the analysis resolves them.
    expect(res.body.data.aliases).toEqual(['Test Milk Gold', 'ນົມທົດລອງ ໂກລ']);
    expect(res.body.data.images[0].url).toMatch(/^\/uploads\/.+\.png$/);
    const source = await api()
      .post('/api-laos/add-data-options-laos')
      .set(bearer(staffToken))
      .field('kind', 'source')
      .field('nameLo', 'ໜ້າເຟສບຸກ')
      .field('url', 'https://example.org/page')
      .field('intervalMinutes', '60');
    expect(source.status).toBe(201);

    const brands = await api().get('/api-laos/get_data_options_laos?route=brand');
    expect(brands.status).toBe(200);
    expect(brands.body.data.map((o: { key: string }) => o.key)).toContain('testmilk');
    expect((await api().get('/api-laos/get_data_options_laos?route=source')).status).toBe(403);
    const all = await api().get('/api-laos/get_data_options_laos');
    expect(all.body.data.some((o: { kind: string }) => o.kind === 'source')).toBe(false);
    const forStaff = await api().get('/api-laos/get_data_options_laos?route=source').set(bearer(staffToken));
    expect(forStaff.body.data[0]).toMatchObject({ url: 'https://example.org/page', interval_minutes: 60 });

    const dup = await api()
      .post('/api-laos/add-data-options-laos')
      .set(bearer(staffToken))
      .field('kind', 'brand')
      .field('nameLo', 'ນົມ')
      .field('key', 'testmilk');
    expect(dup.status).toBe(409);
    const updated = await api()
      .put(`/api-laos/update-data-options/${res.body.data._id}`)
      .set(bearer(staffToken))
      .field('active', 'false');
    expect(updated.body.data.active).toBe(false);
    // A field left out of an update stays as it is (the option is not switched back on).
    const renamed = await api()
      .put(`/api-laos/update-data-options/${res.body.data._id}`)
      .set(bearer(staffToken))
      .field('nameEn', 'TestMilk Gold');
    expect(renamed.body.data).toMatchObject({
      active: false,
      names: [
        { locale: 'lo', name: 'ນົມທົດລອງ' },
        { locale: 'en', name: 'TestMilk Gold' },
      ],
    });
    expect((await api().delete(`/api-laos/delete-data-options/${res.body.data._id}`).set(bearer(staffToken))).status).toBe(200);
  });
});

describe('uploads are checked by their bytes and size, and nothing is half-saved', () => {
  const countFiles = () => app.strapi.db.query('plugin::upload.file').count();

  it('refuses an HTML file posing as an image in a report', async () => {
    const [files, reports] = [await countFiles(), await app.strapi.db.query('api::report.report' as never).count()];
    const res = await submitReport(app, REPORT_FIELDS, [await jpeg(1)]).then(() =>
      request(app.server)
        .post('/api-laos/submit_report')
        .set('X-Forwarded-For', freshIp())
        .field('data', JSON.stringify({ ...REPORT_FIELDS }))
        .attach('images', Buffer.from('<html><script>alert(1)</script></html>'), {
          filename: 'photo.jpg',
          contentType: 'image/jpeg',
        }),
    );
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/images\[0\]: Only a JPEG, PNG or WebP image is accepted/);
    // The valid report before it was saved with its image; the refused one left nothing behind.
    expect(await app.strapi.db.query('api::report.report' as never).count()).toBe(reports + 1);
    expect(await countFiles()).toBe(files + 1);
  });

  it('refuses an image over 10 MB with 413', async () => {
    const big = Buffer.concat([await png(2), Buffer.alloc(10 * 1024 * 1024)]);
    const files = await countFiles();
    const res = await request(app.server)
      .post('/api-laos/submit_report')
      .set('X-Forwarded-For', freshIp())
      .field('data', JSON.stringify(REPORT_FIELDS))
      .attach('images', big, 'big.png');
    expect(res.status).toBe(413);
    expect(await countFiles()).toBe(files);
  });

  it('refuses a request over the 25 MB cap with 413 before it reaches any handler', async () => {
    const huge = Buffer.concat([pdf(), Buffer.alloc(26 * 1024 * 1024)]);
    const res = await api().put('/api-laos/upload_file_international').set(bearer(operatorToken)).attach('file', huge, 'law.pdf');
    expect(res.status).toBe(413);
    expect((await api().get('/api-laos/get_law_files')).body.data.international).toBeNull();
  });

  it('stores law PDFs, replaces the previous one, and refuses anything else', async () => {
    const notPdf = await api()
      .put('/api-laos/upload_file_laos')
      .set(bearer(operatorToken))
      .attach('file', await png(3), { filename: 'law.pdf', contentType: 'application/pdf' });
    expect(notPdf.status).toBe(400);
    expect(notPdf.body.error.message).toMatch(/Only a PDF document is accepted/);
    const first = await api()
      .put('/api-laos/upload_file_laos')
      .set(bearer(operatorToken))
      .attach('file', pdf(), 'decree-472.pdf');
    expect(first.status).toBe(200);
    expect(first.body.url).toMatch(/\.pdf$/);
    const second = await api()
      .put('/api-laos/upload_file_laos')
      .set(bearer(operatorToken))
      .attach('file', pdf(), 'decree-472-v2.pdf');
    const files = await api().get('/api-laos/get_law_files');
    expect(files.body.data).toMatchObject({ international: null, laos: { url: second.body.url } });
    const served = await api().get(second.body.url);
    expect(served.status).toBe(200);
    expect((await api().get(first.body.url)).status).toBe(404);
  });
});

describe('limits and origins', () => {
  it('rate-limits report submissions per IP', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      let req = request(app.server).post('/api-laos/submit_report').set('X-Forwarded-For', ip);
      for (const [k, v] of Object.entries(REPORT_FIELDS)) req = req.field(k, v);
      statuses.push((await req).status);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
  });

  it('allows only configured origins', async () => {
    const allowed = await api().get('/api-laos/get_summary').set('Origin', 'http://site.test');
    expect(allowed.headers['access-control-allow-origin']).toBe('http://site.test');
    const other = await api().get('/api-laos/get_summary').set('Origin', 'http://evil.test');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('checks through the detector', () => {
  it('forwards image checks and answers what the detector found', async () => {
    detectorCalls = [];
    const res = await api()
      .post('/api-laos/api/check-violation-laos-text-imgs-laos')
      .set('X-Forwarded-For', freshIp())
      .attach('images', await png(9), 'ad.png');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'suspected_violation', suspected: true });
    expect(detectorCalls[0].url).toBe('/check/images');
    expect(detectorCalls[0].body).toContain('laos');
  });

  it('forwards URL checks, storing only staff checks', async () => {
    detectorCalls = [];
    const pub = await api()
      .post('/api-laos/api/check-violation-laos-user-check-url')
      .set('X-Forwarded-For', freshIp())
      .send({ url: 'https://example.org/ad', usercheck: 'me' });
    expect(pub.status).toBe(200);
    expect(JSON.parse(detectorCalls[0].body)).toEqual({ variant: 'international', url: 'https://example.org/ad', store: false });
    await api()
      .post('/api-laos/api/check-violation-laos-user-check-url')
      .set(bearer(staffToken))
      .send({ url: 'https://example.org/ad' });
    expect(JSON.parse(detectorCalls[1].body).store).toBe(true);
    const bad = await api()
      .post('/api-laos/api/check-violation-laos-user-check-url')
      .set('X-Forwarded-For', freshIp())
      .send({ url: 'not a url' });
    expect(bad.status).toBe(400);
  });

  it('answers 503 when the detector is down', async () => {
    await new Promise((r) => detector.close(r));
    const res = await api()
      .post('/api-laos/api/check-violation-laos-user-check-url')
      .set('X-Forwarded-For', freshIp())
      .send({ url: 'https://example.org/ad' });
    expect(res.status).toBe(503);
    expect(res.body.error.message).toMatch(/detector is not reachable/);
    await new Promise<void>((r) => detector.listen(0, '127.0.0.1', r));
  });
});

describe('home figures', () => {
  it('counts by variant', async () => {
    const res = await api().get('/api-laos/get_summary');
    expect(res.status).toBe(200);
    expect(res.body.data.laos.reports_received).toBeGreaterThanOrEqual(4);
    expect(res.body.data.international).toHaveProperty('violations_confirmed');
  });
});
