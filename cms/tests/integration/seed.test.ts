/** The seed on a real Strapi: the catalogue once and completed later, demo data only into an empty database. */
import type { WireCase } from '@lcmdp/contract';
import request from 'supertest';
import { bootStrapi, type Booted } from '../helpers/strapi';
import { freshIp } from '../helpers/fixtures';

let app: Booted;
let seed: typeof import('../../src/seed/seed');
const lines: string[] = [];
const log = (line: string) => lines.push(line);

beforeAll(async () => {
  app = await bootStrapi();
  seed = await import('../../src/seed/seed');
});
afterAll(async () => app.stop());

const count = (uid: string, where: Record<string, unknown> = {}) => app.strapi.db.query(uid as never).count({ where });

it('seeds the catalogue for both variants, and only what is missing on later runs', async () => {
  const first = await seed.seedCatalogue();
  expect(first.codes).toBeGreaterThan(30);
  // Counted in the Lao locale: every entry also has its English localization.
  const lo = { locale: 'lo' };
  expect(await count('api::violation-code.violation-code', { variant: 'laos', ...lo })).toBeGreaterThan(10);
  expect(await count('api::violation-code.violation-code', { variant: 'laos', referenceConfirmed: true })).toBe(0);
  expect(await count('api::data-option.data-option', { kind: 'product_type', ...lo })).toBe(6);
  expect(await count('api::data-option.data-option', { kind: 'product_type', locale: 'en' })).toBe(6);

  // An editor's correction (of the English text) survives, and a deleted entry comes back.
  const code = (await app.strapi.db
    .query('api::violation-code.violation-code' as never)
    .findOne({ where: { variant: 'laos', locale: 'en' } })) as { id: number; code: string };
  await app.strapi.db
    .query('api::violation-code.violation-code' as never)
    .update({ where: { id: code.id }, data: { name: 'Edited by an editor' } });
  const type = (await app.strapi.db.query('api::violation-type.violation-type' as never).findOne({})) as {
    documentId: string;
  };
  await app.strapi
    .documents('api::violation-type.violation-type' as never)
    .delete({ documentId: type.documentId, locale: '*' } as never);
  const second = await seed.seedCatalogue();
  expect(second).toEqual({ codes: 0, types: 1, options: 0, noticeTemplates: 0 });
  const again = (await app.strapi.db
    .query('api::violation-code.violation-code' as never)
    .findOne({ where: { id: code.id } })) as { name: string };
  expect(again.name).toBe('Edited by an editor');
});

it('fills an empty database with demo accounts and items that respect the review chain', async () => {
  const summary = await seed.seedDemo(log);
  expect(summary).toMatchObject({ accounts: 3, detections: expect.any(Number), reports: expect.any(Number) });
  // The sign-ins come back to the caller (test stacks) and are the ones printed once.
  for (const role of ['supervisor', 'operator', 'admin'] as const) {
    const credentials = summary!.credentials[role];
    expect(credentials.email).toBe(`${role}@lcmdp.local`);
    expect(credentials.password.length).toBeGreaterThanOrEqual(12);
    expect(lines.some((line) => line.includes(credentials.email) && line.includes(credentials.password))).toBe(true);
  }
  const items = [
    ...((await app.strapi.db.query('api::detection.detection' as never).findMany({})) as Record<string, unknown>[]),
    ...((await app.strapi.db.query('api::report.report' as never).findMany({})) as Record<string, unknown>[]),
  ];
  expect(items.length).toBeGreaterThanOrEqual(50);
  const statuses = new Set(items.map((i) => i.reviewStatus));
  for (const s of ['suspected_violation', 'reviewing', 'pending_approval', 'to_be_updated', 'violation', 'non_violation'])
    expect(statuses).toContain(s);
  expect(new Set(items.map((i) => i.variant))).toEqual(new Set(['international', 'laos']));
  for (const item of items) {
    if (item.reviewStatus === 'violation' || item.reviewStatus === 'non_violation')
      expect(item.operatorStatus).toBe(item.reviewStatus);
    if (item.reviewStatus === 'pending_approval') expect(['violation', 'non_violation']).toContain(item.supervisorStatus);
  }

  // The printed demo passwords work, and the public sees approved items only.
  const printed = lines.find((l) => l.includes('operator@lcmdp.local'))!;
  const password = printed.trim().split(/\s+/).pop()!;
  const login = await request(app.server)
    .post('/api-laos/login')
    .set('X-Forwarded-For', freshIp())
    .send({ email: 'operator@lcmdp.local', password });
  expect(login.status).toBe(200);
  const pub = await request(app.server).get('/api-laos/get_data_from_route?route=violation-laos');
  expect(pub.body.meta.pagination.total).toBeGreaterThan(0);

  // Five cases walked through the case service to different stages, assigned to the demo operator and admin.
  expect(summary!.cases).toBe(5);
  const token = login.body.token as string;
  const cases = await request(app.server).get('/api-laos/cases?state=all&pageSize=100').set('Authorization', `Bearer ${token}`);
  expect(cases.status).toBe(200);
  type SeededCase = WireCase & { steps?: WireCase['steps'] };
  const list = cases.body.data as SeededCase[];
  expect(list).toHaveLength(5);
  expect(list.map((c) => c.stage).sort()).toEqual(['closed', 'decided', 'notice_sent', 'opened', 'response_recorded']);
  const byStage = Object.fromEntries(list.map((c) => [c.stage, c])) as Record<string, SeededCase>;
  expect(byStage.decided).toMatchObject({ measures: ['fine', 'removal_order'], fineKip: 15_000_000, overdue: null });
  expect(byStage.notice_sent).toMatchObject({ overdue: 'response_overdue' });
  expect(list.filter((c) => c.overdue)).toHaveLength(1);
  // Two items of one company joined in the overdue case.
  expect(byStage.notice_sent.items).toHaveLength(2);
  expect(new Set(byStage.notice_sent.items.map((i) => i.company)).size).toBe(1);
  expect(new Set(list.map((c) => c.assignee?.name))).toEqual(new Set(['Demo Operator', 'Demo Admin']));
  // Each case began in the past, its opening before its steps.
  for (const c of list) expect(Date.parse(c.openedAt)).toBeLessThan(Date.now() - 86_400_000);
  const closed = await request(app.server).get(`/api-laos/cases/${byStage.closed._id}`).set('Authorization', `Bearer ${token}`);
  expect(closed.body.data.steps.map((s: { step: string }) => s.step)).toEqual([
    'open',
    'send_notice',
    'record_response',
    'decide',
    'verify_removal',
    'close',
  ]);
  expect(closed.body.data.measures).toEqual(['warning', 'removal_order']);

  // Every step was appended to the history chain, which checks out.
  const stepCount = await count('api::case-step.case-step');
  expect(stepCount).toBeGreaterThanOrEqual(15);
  expect(await count('api::history-link.history-link', { entryType: 'case_step' })).toBe(stepCount);
  const { verifyHistory } = await import('../../src/services/history-chain');
  const report = await verifyHistory();
  expect(report.ok).toBe(true);
});

it('never seeds demo data over existing data', async () => {
  const before = await count('api::detection.detection');
  expect(await seed.seedDemo(log)).toBeNull();
  expect(lines).toContain('demo data skipped: the database already has data');
  expect(await count('api::detection.detection')).toBe(before);
});
