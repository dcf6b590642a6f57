/**
 * The three-level review chain over HTTP on a real Strapi: AI finding → supervisor → operator → public,
 * refusals with reasons (409), the append-only review log, codes and types, archive, variant scoping.
 */
import { createHash } from 'node:crypto';
import request from 'supertest';
import { DETECTOR_TOKEN, bootStrapi, type Booted } from '../helpers/strapi';
import { REPORT_FIELDS, bearer, createDetectionId, postFinding, staffTokens, submitReport, type Role } from '../helpers/fixtures';

let app: Booted;
let staff: Awaited<ReturnType<typeof staffTokens>>;
const as = (role: Role) => bearer(staff[role].token);
const api = () => request(app.server);

beforeAll(async () => {
  app = await bootStrapi();
  staff = await staffTokens(app);
  // A small catalogue to choose from.
  for (const [code, variant] of [
    ['INT-PT-01', 'international'],
    ['INT-PP-01', 'international'],
    ['LA-PP-01', 'laos'],
  ] as const) {
    await app.strapi.documents('api::violation-code.violation-code' as never).create({
      data: { code, variant, group: 'promotion_to_public', nameLo: `ລະຫັດ ${code}`, nameEn: `Code ${code}` },
    } as never);
  }
  await app.strapi.documents('api::violation-type.violation-type' as never).create({
    data: { key: 'int_advertising', variant: 'international', nameLo: 'ການໂຄສະນາ', nameEn: 'Advertising', color: '#d4380d' },
  } as never);
});
afterAll(async () => app.stop());

async function publicDetection(id: string) {
  return api().get(`/api-laos/get_data/${id}`);
}

describe('a detection through the whole chain', () => {
  let id: string;

  it('starts as suspected from the AI, invisible to the public', async () => {
    id = await createDetectionId(app);
    const staffView = await api().get(`/api-laos/get_data/${id}`).set(as('supervisor'));
    expect(staffView.status).toBe(200);
    expect(staffView.body.data).toMatchObject({
      _id: id,
      status: 'suspected_violation',
      lcmdp_status: 'suspected_violation',
      route: 'detection',
    });
    expect(staffView.body.data.evidence.screenshot.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(staffView.body.data.evidence.html.url).toMatch(/\.txt$/);
    // Evidence is served byte for byte: the file's SHA-256 is the one recorded (no re-encoding at upload).
    for (const role of ['screenshot', 'html'] as const) {
      const { url, sha256 } = staffView.body.data.evidence[role] as { url: string; sha256: string };
      const served = await api()
        .get(url)
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => done(null, Buffer.concat(chunks)));
        });
      expect(
        createHash('sha256')
          .update(served.body as Buffer)
          .digest('hex'),
      ).toBe(sha256);
    }
    expect((await publicDetection(id)).status).toBe(404);
  });

  it('refuses the operator before the supervisor has decided', async () => {
    const res = await api()
      .post('/api-laos/update_operator_status_detect')
      .set(as('operator'))
      .send({ _id: id, status: 'violation' });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toMatch(/supervisor has not decided/);
    expect(res.body.error.details.reason).toBe('supervisor_first');
  });

  it('refuses a supervisor at the operator level with 403 (route access)', async () => {
    const res = await api()
      .post('/api-laos/update_operator_status_detect')
      .set(as('supervisor'))
      .send({ _id: id, status: 'violation' });
    expect(res.status).toBe(403);
  });

  it('lets the supervisor choose codes and types of the right variant only', async () => {
    const wrong = await api()
      .post('/api-laos/update_violation_code_detect')
      .set(as('supervisor'))
      .send({ _id: id, names: ['LA-PP-01'] });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.details.fields['names.0']).toMatch(/laos variant/);
    const ok = await api()
      .post('/api-laos/update_violation_code_detect')
      .set(as('supervisor'))
      .send({ _id: id, names: ['INT-PT-01', 'INT-PP-01'], usercheck: 'ignored' });
    expect(ok.status).toBe(200);
    expect(ok.body.codes.sort()).toEqual(['INT-PP-01', 'INT-PT-01']);
    const types = await api()
      .post('/api-laos/update_violation_type_detect')
      .set(as('supervisor'))
      .send({ _id: id, violations: ['int_advertising'] });
    expect(types.status).toBe(200);
  });

  it('takes the supervisor decision (legacy label accepted), recording who from the token, not the body', async () => {
    const res = await api()
      .post('/api-laos/update_supervisor_status_detect')
      .set(as('supervisor'))
      .send({ _id: id, status: 'Violation', usercheck: 'someone-else' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, status: 'pending_approval' });
    const item = (await api().get(`/api-laos/get_data/${id}`).set(as('operator'))).body.data;
    expect(item).toMatchObject({ status: 'pending_approval', supervisor_status: 'violation', violation: 2 });
    expect(item.supervisor).toEqual({ _id: staff.supervisor.account.id, full_name: expect.stringContaining('supervisor') });
  });

  it('refuses an operator decision that contradicts the supervisor', async () => {
    const res = await api()
      .post('/api-laos/update_operator_status_detect')
      .set(as('operator'))
      .send({ _id: id, status: 'non violation' });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toMatch(/supervisor decided violation/);
    expect(res.body.error.details.reason).toBe('must_match_supervisor');
  });

  it('publishes the item when the operator approves', async () => {
    const res = await api()
      .post('/api-laos/update_operator_status_detect')
      .set(as('operator'))
      .send({ _id: id, status: 'violation' });
    expect(res.status).toBe(200);
    const pub = await publicDetection(id);
    expect(pub.status).toBe(200);
    expect(pub.body.data).toMatchObject({ status: 'violation', operator_status: 'violation', route: 'violation' });
    expect(pub.body.data.tracking_date).toBeTruthy();
    expect(pub.body.data.violation_codes.map((c: { code: string }) => c.code).sort()).toEqual(['INT-PP-01', 'INT-PT-01']);
    // Staff-only fields stay on the staff side.
    for (const key of ['supervisor', 'operator', 'ai_findings', 'ai_score', 'archived'])
      expect(pub.body.data).not.toHaveProperty(key);
    expect(pub.body.data.evidence).not.toHaveProperty('html');
    const list = await api().get('/api-laos/get_data_from_route?route=violation');
    expect(list.status).toBe(200);
    expect(list.body.data.map((d: { _id: string }) => d._id)).toContain(id);
  });

  it('locks the approved item for the supervisor, but lets an admin reopen it', async () => {
    const locked = await api()
      .post('/api-laos/update_supervisor_status_detect')
      .set(as('supervisor'))
      .send({ _id: id, status: 'non_violation' });
    expect(locked.status).toBe(409);
    expect(locked.body.error.message).toMatch(/only an admin can reopen/);
    expect(locked.body.error.details.reason).toBe('approved_admin_only');
    const reopened = await api()
      .post('/api-laos/update_supervisor_status_detect')
      .set(as('admin'))
      .send({ _id: id, status: 'non_violation' });
    expect(reopened.status).toBe(200);
    expect((await publicDetection(id)).status).toBe(404);
  });

  it('logs every change as an append-only review event, with actors for staff only', async () => {
    const staffView = await api().get(`/api-laos/get_tracking/detection/${id}`).set(as('operator'));
    expect(staffView.status).toBe(200);
    const steps = staffView.body.data.map(
      (e: { level: string; action: string; to_status: string | null }) => `${e.level}:${e.action}:${e.to_status ?? ''}`,
    );
    expect(steps).toEqual([
      'ai:created:suspected_violation',
      'supervisor:codes:',
      'supervisor:types:',
      'supervisor:status:pending_approval',
      'operator:status:violation',
      'supervisor:status:pending_approval',
    ]);
    expect(staffView.body.data[3].actor.full_name).toMatch(/supervisor/);
    const count = await app.strapi.db.query('api::review-event.review-event' as never).count({ where: { itemId: id } });
    expect(count).toBe(6);
    // Append-only, even for code with database access (the admin panel goes through the same layer).
    const events = app.strapi.db.query('api::review-event.review-event' as never);
    await expect(events.update({ where: { itemId: id }, data: { toStatus: 'violation' } })).rejects.toThrow(/append-only/);
    await expect(events.deleteMany({ where: { itemId: id } })).rejects.toThrow(/append-only/);
    expect(await events.count({ where: { itemId: id } })).toBe(6);
  });

  it('answers 404 on a variant route for an item of the other variant, and 404 for unknown ids', async () => {
    const res = await api()
      .post('/api-laos/update_supervisor_status_detect_laos')
      .set(as('supervisor'))
      .send({ _id: id, status: 'violation' });
    expect(res.status).toBe(404);
    const unknown = await api()
      .post('/api-laos/update_supervisor_status_detect')
      .set(as('supervisor'))
      .send({ _id: 'zzzzzzzzzzzzzzzzzzzzzzzz', status: 'violation' });
    expect(unknown.status).toBe(404);
  });

  it('rejects bad statuses with field messages and writes nothing', async () => {
    const before = await app.strapi.db.query('api::review-event.review-event' as never).count({ where: { itemId: id } });
    const res = await api()
      .post('/api-laos/update_supervisor_status_detect')
      .set(as('supervisor'))
      .send({ _id: id, status: 'approved' });
    expect(res.status).toBe(400);
    expect(res.body.error.details.fields.status).toMatch(/Must be one of/);
    expect(await app.strapi.db.query('api::review-event.review-event' as never).count({ where: { itemId: id } })).toBe(before);
  });
});

describe('archive and violation count', () => {
  it('archives and restores, hiding archived items from public lists', async () => {
    const id = await createDetectionId(app, { variant: 'laos' });
    await api()
      .post('/api-laos/update_supervisor_status_detect_laos')
      .set(as('supervisor'))
      .send({ _id: id, status: 'non_violation' });
    await api()
      .post('/api-laos/update_operator_status_detect_laos')
      .set(as('operator'))
      .send({ _id: id, status: 'non_violation' });
    const inList = async () =>
      (await api().get('/api-laos/get_data_from_route?route=nonviolation-laos&pageSize=100')).body.data.some(
        (d: { _id: string }) => d._id === id,
      );
    expect(await inList()).toBe(true);
    expect((await api().put('/api-laos/update_status').set(as('operator')).send({ _id: id, status: 'archived' })).status).toBe(
      200,
    );
    expect(await inList()).toBe(false);
    const archived = await api().get('/api-laos/get_data_from_route?route=archived-laos').set(as('supervisor'));
    expect(archived.body.data.map((d: { _id: string }) => d._id)).toContain(id);
    const frozen = await api()
      .post('/api-laos/update_supervisor_status_detect_laos')
      .set(as('admin'))
      .send({ _id: id, status: 'violation' });
    expect(frozen.status).toBe(409);
    expect(frozen.body.error.details.reason).toBe('archived');
    expect((await api().put('/api-laos/update_status').set(as('operator')).send({ _id: id, status: 'no_archive' })).status).toBe(
      200,
    );
    expect(await inList()).toBe(true);
  });

  it('sets the number of violations', async () => {
    const id = await createDetectionId(app);
    const res = await api().put('/api-laos/update_violation').set(as('supervisor')).send({ _id: id, violation: 3 });
    expect(res.status).toBe(200);
    expect((await api().get(`/api-laos/get_data/${id}`).set(as('supervisor'))).body.data.violation).toBe(3);
    expect((await api().put('/api-laos/update_violation').set(as('supervisor')).send({ _id: id, violation: -1 })).status).toBe(
      400,
    );
  });
});

describe('approved means frozen', () => {
  it('refuses anyone but an admin changing the number of violations of an approved item, on both variants', async () => {
    for (const [variant, suffix, countRoute] of [
      ['international', '', 'update_violation'],
      ['laos', '_laos', 'update_argen_violation'],
    ] as const) {
      const id = await createDetectionId(app, { variant });
      await api()
        .post(`/api-laos/update_supervisor_status_detect${suffix}`)
        .set(as('supervisor'))
        .send({ _id: id, status: 'violation' });
      await api()
        .post(`/api-laos/update_operator_status_detect${suffix}`)
        .set(as('operator'))
        .send({ _id: id, status: 'violation' });
      expect((await api().get(`/api-laos/get_data/${id}`)).status).toBe(200);
      for (const role of ['supervisor', 'operator'] as const) {
        const res = await api().put(`/api-laos/${countRoute}`).set(as(role)).send({ _id: id, violation: 7 });
        expect(res.status).toBe(409);
        expect(res.body.error.details.reason).toBe('approved_admin_only');
      }
      expect((await api().get(`/api-laos/get_data/${id}`)).body.data.violation).toBe(0);
      expect((await api().put(`/api-laos/${countRoute}`).set(as('admin')).send({ _id: id, violation: 2 })).status).toBe(200);
      expect((await api().get(`/api-laos/get_data/${id}`)).body.data.violation).toBe(2);
    }
  });
});

describe('reports', () => {
  it('goes through the chain and never shows the reporter to the public', async () => {
    const submitted = await submitReport(app);
    expect(submitted.status).toBe(201);
    expect(submitted.body.message).toBe('Form submitted successfully!');
    const id = submitted.body.data._id as string;
    expect((await api().get(`/api-laos/get_report/${id}`)).status).toBe(404);

    const staffView = await api().get(`/api-laos/get_report/${id}`).set(as('supervisor'));
    expect(staffView.body.data.reporter).toEqual({
      full_name: 'Secret Reporter',
      email: 'secret.reporter@example.org',
      organisation: 'Village Health Volunteers',
    });
    expect(staffView.body.data.details).toEqual(['price_reduction', 'gifts_free_items']);

    expect(
      (
        await api()
          .post('/api-laos/update_supervisor_status_report_laos')
          .set(as('supervisor'))
          .send({ _id: id, status: 'violation' })
      ).status,
    ).toBe(200);
    expect(
      (
        await api()
          .post('/api-laos/update_operator_status_report_laos')
          .set(as('operator'))
          .send({ _id: id, status: 'violation' })
      ).status,
    ).toBe(200);

    const pub = await api().get(`/api-laos/get_report/${id}`);
    expect(pub.status).toBe(200);
    const verified = await api().get('/api-laos/get_data_from_route?route=verified-laos');
    const tracking = await api().get(`/api-laos/get_tracking/report/${id}`);
    expect(tracking.status).toBe(200);
    expect(tracking.body.data.every((e: object) => !('actor' in e) && !('note' in e))).toBe(true);
    for (const body of [pub.body, verified.body, tracking.body]) {
      const text = JSON.stringify(body);
      expect(text).not.toMatch(/Secret Reporter|secret\.reporter|Village Health|reporter|submittedFromIpHash/);
    }
    expect(verified.body.data.map((r: { _id: string }) => r._id)).toContain(id);
  });

  it("keeps the reporter's additional information with staff, like the contact details", async () => {
    const phone = 'Call me on 020 5555 1234';
    const id = (await submitReport(app, { ...REPORT_FIELDS, additionalInfo: phone })).body.data._id as string;
    for (const [level, role] of [
      ['supervisor', 'supervisor'],
      ['operator', 'operator'],
    ] as const) {
      const res = await api()
        .post(`/api-laos/update_${level}_status_report_laos`)
        .set(as(role))
        .send({ _id: id, status: 'violation' });
      expect(res.status).toBe(200);
    }
    const staffView = await api().get(`/api-laos/get_report/${id}`).set(as('supervisor'));
    expect(staffView.body.data.additional_info).toBe(phone);
    const staffList = await api().get('/api-laos/get_data_from_route?route=verified-laos&pageSize=100').set(as('operator'));
    expect(staffList.body.data.find((r: { _id: string }) => r._id === id).additional_info).toBe(phone);

    const pub = await api().get(`/api-laos/get_report/${id}`);
    expect(pub.status).toBe(200);
    const lists = await Promise.all(
      ['verified-laos', 'report-laos'].map((route) => api().get(`/api-laos/get_data_from_route?route=${route}&pageSize=100`)),
    );
    expect(lists[0].body.data.map((r: { _id: string }) => r._id)).toContain(id);
    for (const body of [pub.body, ...lists.map((l) => l.body)]) {
      expect(JSON.stringify(body)).not.toMatch(/5555 1234|additional_info/);
    }
    // Strapi's own sanitizer (its REST and anything built on it) drops the attribute too.
    const stored = await app.strapi.documents('api::report.report' as never).findOne({ documentId: id } as never);
    expect((stored as { additionalInfo?: string }).additionalInfo).toBe(phone);
    const sanitized = await app.strapi.contentAPI.sanitize.output(stored, app.strapi.getModel('api::report.report' as never));
    expect(sanitized).not.toHaveProperty('additionalInfo');
  });

  it('validates the report form with the spec prompts and saves nothing on error', async () => {
    const before = await app.strapi.db.query('api::report.report' as never).count();
    const res = await submitReport(app, { observedOn: 'yesterday', province: 'atlantis', category: 'promotion_to_public' });
    expect(res.status).toBe(400);
    expect(res.body.error.details.fields).toMatchObject({
      company: 'Please specify the company',
      brand: 'Please specify the brand',
      productType: 'Please select a product type',
      province: 'Please select a province',
      observedOn: 'Use a date like 2026-01-31',
    });
    expect(await app.strapi.db.query('api::report.report' as never).count()).toBe(before);
  });

  it('accepts only the details of the chosen category, and at least one', async () => {
    const wrong = await submitReport(app, { ...REPORT_FIELDS, category: 'inappropriate_labeling', details: 'not_in_lao,poster' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.details.fields).toEqual({ 'details.1': 'poster is not a detail of inappropriate_labeling' });
    const none = await submitReport(app, { ...REPORT_FIELDS, details: '' });
    expect(none.body.error.details.fields).toEqual({ details: 'Please select at least one detail' });
  });
});

describe('report archive and counts, laos counts, and the check queue', () => {
  it('archives a Laos report only through the Laos route and sets its violation count', async () => {
    const id = (await submitReport(app)).body.data._id as string;
    expect(
      (await api().put('/api-laos/update_status_report').set(as('supervisor')).send({ _id: id, status: 'archived' })).status,
    ).toBe(404);
    const res = await api()
      .put('/api-laos/update_status_report_laos')
      .set(as('supervisor'))
      .send({ _id: id, status: 'archived' });
    expect(res.body).toMatchObject({ success: true, status: 'archived', changed: true });
    const archivedList = await api().get('/api-laos/get_data_from_route?route=report-laos&archived=true').set(as('supervisor'));
    expect(archivedList.body.data.map((r: { _id: string }) => r._id)).toContain(id);
    const frozen = await api().post('/api-laos/update_violation_report').set(as('supervisor')).send({ _id: id, violation: 2 });
    expect(frozen.status).toBe(409);
    expect(frozen.body.error).toMatchObject({ message: expect.stringMatching(/archived/), details: { reason: 'archived' } });
    await api().put('/api-laos/update_status_report_laos').set(as('supervisor')).send({ _id: id, status: 'no_archive' });
    expect(
      (await api().post('/api-laos/update_violation_report').set(as('supervisor')).send({ _id: id, violation: 2 })).status,
    ).toBe(200);
    expect((await api().get(`/api-laos/get_report/${id}`).set(as('supervisor'))).body.data).toMatchObject({
      violation: 2,
      archived: false,
    });
  });

  it('sets the count of a Laos detection through update_argen_violation only', async () => {
    const id = await createDetectionId(app, { variant: 'laos' });
    expect((await api().put('/api-laos/update_violation').set(as('supervisor')).send({ _id: id, violation: 1 })).status).toBe(
      404,
    );
    expect(
      (await api().put('/api-laos/update_argen_violation').set(as('supervisor')).send({ _id: id, violation: 1 })).status,
    ).toBe(200);
  });

  it('lists staff checks in the check queue, apart from crawler findings', async () => {
    const data = {
      variant: 'international',
      origin: 'check',
      platform: 'website',
      pageUrl: 'https://example.org/checked',
      crawledAt: new Date().toISOString(),
      aiScore: 0.7,
      aiSuspected: true,
      aiFindings: [],
    };
    const posted = await request(app.server)
      .post('/api-laos/add_detection')
      .set(bearer(DETECTOR_TOKEN))
      .field('data', JSON.stringify(data));
    expect(posted.status).toBe(201);
    const checks = await api().get('/api-laos/get_check_data_from_route?route=check').set(as('supervisor'));
    expect(checks.body.data.map((d: { _id: string }) => d._id)).toEqual([posted.body.data._id]);
    const queue = await api().get('/api-laos/get_data_from_route?route=detection&pageSize=100').set(as('supervisor'));
    expect(queue.body.data.map((d: { _id: string }) => d._id)).not.toContain(posted.body.data._id);
    expect((await api().get('/api-laos/get_check_data_from_route?route=violation').set(as('supervisor'))).status).toBe(400);
  });
});

describe('the detector post', () => {
  it('is idempotent: the same finding posted twice is one item', async () => {
    const before = await app.strapi.db.query('api::detection.detection' as never).count();
    const image = Buffer.from(await (await import('../helpers/fixtures')).png(77));
    const first = await postFinding(app, { pageUrl: 'https://example.org/same', caption: 'Same ad', images: [image] });
    const second = await postFinding(app, { pageUrl: 'https://example.org/same', caption: 'Same ad', images: [image] });
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect(second.body.data).toMatchObject({ created: false, _id: first.body.data._id });
    expect(await app.strapi.db.query('api::detection.detection' as never).count()).toBe(before + 1);
    const third = await postFinding(app, { pageUrl: 'https://example.org/same', caption: 'Another ad', images: [image] });
    expect(third.status).toBe(201);
  });

  it('starts a finding the AI did not suspect as reviewing', async () => {
    const res = await postFinding(app, { aiSuspected: false });
    const item = (await api().get(`/api-laos/get_data/${res.body.data._id}`).set(as('supervisor'))).body.data;
    expect(item).toMatchObject({ status: 'reviewing', lcmdp_status: 'non_violation' });
  });
});

describe('lists', () => {
  it('pages with totals and refuses page sizes over the maximum', async () => {
    const res = await api().get('/api-laos/get_data?pageSize=2&page=1').set(as('supervisor'));
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeLessThanOrEqual(2);
    expect(res.body.meta.pagination.total).toBeGreaterThanOrEqual(res.body.data.length);
    const big = await api().get('/api-laos/get_data?pageSize=1000');
    expect(big.status).toBe(400);
    expect(big.body.error.details.fields.pageSize).toBe('At most 100');
  });

  it('shows the public only confirmed items and asks anonymous callers to sign in for queues', async () => {
    expect((await api().get('/api-laos/get_data?status=suspected_violation')).status).toBe(403);
    expect((await api().get('/api-laos/get_data_from_route?route=detection')).status).toBe(401);
    const pub = await api().get('/api-laos/get_data');
    expect(pub.body.data.every((d: { status: string }) => ['violation', 'non_violation'].includes(d.status))).toBe(true);
  });

  it('searches captions and filters by date', async () => {
    const id = await createDetectionId(app, { caption: 'Zebra-unique-caption growing-up milk' });
    const hit = await api().get('/api-laos/get_data_from_route?route=detection&q=zebra-unique').set(as('supervisor'));
    expect(hit.body.data.map((d: { _id: string }) => d._id)).toEqual([id]);
    const past = await api()
      .get('/api-laos/get_data_from_route?route=detection&q=zebra-unique&to=2000-01-01')
      .set(as('supervisor'));
    expect(past.body.data).toEqual([]);
  });
});
