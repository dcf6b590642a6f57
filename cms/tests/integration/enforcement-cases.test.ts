/**
 * Enforcement cases on a real Strapi (issue 13, point 1): a case opens when an operator confirms a violation and is
 * walked notice → response → decision → removal verified → closed over HTTP; steps out of order answer 409 with a
 * reason, bad input 400 with field messages, files are checked by their bytes and kept with their step.
 */
import { casePageSchema, caseAnswerSchema } from '@lcmdp/contract';
import request from 'supertest';
import { bootStrapi, type Booted } from '../helpers/strapi';
import { bearer, createDetectionId, pdf, png, staffTokens, type Role } from '../helpers/fixtures';

let app: Booted;
let staff: Awaited<ReturnType<typeof staffTokens>>;
const as = (role: Role) => bearer(staff[role].token);
const api = () => request(app.server);
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  app = await bootStrapi();
  staff = await staffTokens(app);
});
afterAll(async () => app.stop());

/** A detection confirmed as a violation by supervisor then operator. */
async function confirmedDetection(): Promise<string> {
  const id = await createDetectionId(app);
  for (const [path, role] of [
    ['/api-laos/update_supervisor_status_detect', 'supervisor'],
    ['/api-laos/update_operator_status_detect', 'operator'],
  ] as const) {
    const res = await api().post(path).set(as(role)).send({ _id: id, status: 'violation' });
    expect(res.status).toBe(200);
  }
  return id;
}

async function caseOf(detectionId: string) {
  const list = await api().get('/api-laos/cases?state=all&pageSize=100').set(as('supervisor'));
  expect(list.status).toBe(200);
  return (list.body.data as { _id: string; caseNumber: string; items: { _id: string }[] }[]).find((c) =>
    c.items.some((i) => i._id === detectionId),
  );
}

const step = (caseId: string, name: string, role: Role = 'operator') =>
  api().post(`/api-laos/cases/${caseId}/steps/${name}`).set(as(role));

describe('a case from confirmation to closed', () => {
  let detectionId: string;
  let caseId: string;

  it('opens when the operator confirms a violation, assigned to that operator, with a case number', async () => {
    detectionId = await confirmedDetection();
    const found = await caseOf(detectionId);
    expect(found).toMatchObject({
      caseNumber: expect.stringMatching(/^INT-\d{4}-\d{4}$/),
      variant: 'international',
      company: 'Mekong Nutrition Co.',
      stage: 'opened',
      overdue: null,
      allowedSteps: ['send_notice'],
      assignee: { id: staff.operator.account.id },
    });
    caseId = found!._id;
    // Confirming again (no change) opens no second case.
    await api()
      .post('/api-laos/update_operator_status_detect')
      .set(as('operator'))
      .send({ _id: detectionId, status: 'violation' });
    const all = await api().get('/api-laos/cases?state=all&pageSize=100').set(as('operator'));
    expect(
      (all.body.data as { items: { _id: string }[] }[]).filter((c) => c.items.some((i) => i._id === detectionId)),
    ).toHaveLength(1);
  });

  it('refuses steps out of order with 409 and a reason, and bad input with 400 and field messages', async () => {
    const early = await step(caseId, 'decide').field('measures', 'warning').field('legalBasis', 'Decree 472/PM');
    expect(early.status).toBe(409);
    expect(early.body.error.details.reason).toBe('step_out_of_order');

    const past = await step(caseId, 'send_notice').field('responseDueOn', day(-1));
    expect(past.status).toBe(400);
    expect(past.body.error.details.fields).toEqual({ responseDueOn: 'The answer date must be after today' });

    const unknown = await step(caseId, 'fine_them');
    expect(unknown.status).toBe(400);

    const notAFile = await step(caseId, 'send_notice')
      .field('responseDueOn', day(14))
      .attach('files', Buffer.from('MZ not a document'), 'notice.exe');
    expect(notAFile.status).toBe(400);
    expect(notAFile.body.error.details.fields['files.0']).toMatch(/PDF document or JPEG, PNG or WebP image/);

    const detail = await api().get(`/api-laos/cases/${caseId}`).set(as('operator'));
    expect(detail.body.data.stage).toBe('opened');
    expect(detail.body.data.steps.map((s: { step: string }) => s.step)).toEqual(['open']);
  });

  it('walks notice → answer → decision (fine and removal) → removal verified → closed, keeping files', async () => {
    const notice = await step(caseId, 'send_notice')
      .field('responseDueOn', day(14))
      .field('note', 'Notice delivered by hand')
      .attach('files', pdf(), 'notice.pdf');
    expect(notice.status).toBe(200);
    expect(notice.body.data).toMatchObject({ stage: 'notice_sent', responseDueOn: day(14), allowedSteps: ['record_response'] });

    const decideTooSoon = await step(caseId, 'decide').field('measures', 'warning').field('legalBasis', 'x');
    expect(decideTooSoon.status).toBe(409);
    expect(decideTooSoon.body.error.details.reason).toBe('response_not_yet_due');

    const supervisorTries = await step(caseId, 'record_response', 'supervisor').field('receivedOn', day(0)).field('note', 'x');
    expect(supervisorTries.status).toBe(403);

    const answer = await step(caseId, 'record_response')
      .field('receivedOn', day(0))
      .field('note', 'The company says the shop is a distributor')
      .attach('files', await png(7), 'answer.png');
    expect(answer.status).toBe(200);

    const missing = await step(caseId, 'decide')
      .field('measures', 'fine,removal_order')
      .field('legalBasis', 'Decree 472/PM, art. 12');
    expect(missing.status).toBe(400);
    expect(missing.body.error.details.fields).toEqual({
      fineKip: 'Please give the amount of the fine in kip',
      removalDueOn: 'Please give the date the ad must be removed by',
    });

    const decision = await step(caseId, 'decide')
      .field('measures', 'fine,removal_order')
      .field('fineKip', '5000000')
      .field('removalDueOn', day(7))
      .field('legalBasis', 'Decree 472/PM, art. 12');
    expect(decision.status).toBe(200);
    expect(decision.body.data).toMatchObject({
      stage: 'decided',
      measures: ['fine', 'removal_order'],
      fineKip: 5_000_000,
      legalBasis: 'Decree 472/PM, art. 12',
      allowedSteps: ['verify_removal'],
    });

    const closeEarly = await step(caseId, 'close');
    expect(closeEarly.status).toBe(409);
    expect(closeEarly.body.error.details.reason).toBe('removal_not_verified');

    expect((await step(caseId, 'verify_removal', 'admin').field('note', 'The page is gone')).status).toBe(200);
    const closed = await step(caseId, 'close');
    expect(closed.status).toBe(200);
    expect(closed.body.data).toMatchObject({ stage: 'closed', allowedSteps: [], closedAt: expect.any(String) });

    const timeline = closed.body.data.steps as { step: string; by: string; files: { mime: string; url: string }[] }[];
    expect(timeline.map((s) => s.step)).toEqual(['open', 'send_notice', 'record_response', 'decide', 'verify_removal', 'close']);
    expect(timeline[1].files).toEqual([
      expect.objectContaining({ mime: 'application/pdf', url: expect.stringMatching(/\/uploads\/[0-9a-f]{64}/) }),
    ]);
    expect(timeline[2].files[0].mime).toBe('image/png');
    expect(timeline[4].by).toMatch(/^Test admin/);

    // The answers are what the contract (and the OpenAPI document) says.
    expect(caseAnswerSchema.safeParse(closed.body).success).toBe(true);
    const page = await api().get('/api-laos/cases?state=all').set(as('supervisor'));
    expect(casePageSchema.safeParse(page.body).success).toBe(true);

    // The public sees the public steps of a public item's case: dates and kinds of measure, nothing internal.
    const seen = await api().get(`/api-laos/get_case_steps/detection/${detectionId}`);
    expect(seen.status).toBe(200);
    expect(seen.body.data).toEqual({
      caseNumber: closed.body.data.caseNumber,
      stage: 'closed',
      steps: [
        { step: 'open', at: expect.any(String) },
        { step: 'send_notice', at: expect.any(String) },
        { step: 'decide', at: expect.any(String), measures: ['fine', 'removal_order'] },
        { step: 'verify_removal', at: expect.any(String) },
        { step: 'close', at: expect.any(String) },
      ],
    });
    expect(JSON.stringify(seen.body)).not.toMatch(/Notice delivered|distributor|5000000|Decree|Test (admin|operator)/);
    const unconfirmed = await createDetectionId(app);
    expect((await api().get(`/api-laos/get_case_steps/detection/${unconfirmed}`)).status).toBe(404);
    expect((await api().get(`/api-laos/get_case_steps/detection/${unconfirmed}`).set(as('supervisor'))).body).toEqual({
      data: null,
    });

    const after = await step(caseId, 'close');
    expect(after.status).toBe(409);
    expect(after.body.error.details.reason).toBe('case_closed');
  });
});

describe('case lists, assignment and joining items', () => {
  it('filters by state, company and measure, and assigns only to operators or admins', async () => {
    const id = await confirmedDetection();
    const opened = (await caseOf(id))!;
    const open = await api().get('/api-laos/cases?company=mekong').set(as('supervisor'));
    expect(open.status).toBe(200);
    expect((open.body.data as { _id: string }[]).map((c) => c._id)).toContain(opened._id);
    expect((open.body.data as { stage: string }[]).every((c) => c.stage !== 'closed')).toBe(true);
    const closed = await api().get('/api-laos/cases?state=closed&measure=fine').set(as('supervisor'));
    expect((closed.body.data as { measures: string[] }[]).every((c) => c.measures.includes('fine'))).toBe(true);
    expect(closed.body.meta.total).toBeGreaterThanOrEqual(1);

    expect((await api().get('/api-laos/cases?state=someday').set(as('supervisor'))).status).toBe(400);
    const toSupervisor = await api()
      .put(`/api-laos/cases/${opened._id}/assignee`)
      .set(as('admin'))
      .send({ assignee: staff.supervisor.account.id });
    expect(toSupervisor.status).toBe(400);
    expect(toSupervisor.body.error.details.fields).toEqual({ assignee: 'Please choose an operator' });
    const toAdmin = await api()
      .put(`/api-laos/cases/${opened._id}/assignee`)
      .set(as('operator'))
      .send({ assignee: staff.admin.account.id });
    expect(toAdmin.status).toBe(200);
    expect(toAdmin.body.data.assignee.id).toBe(staff.admin.account.id);
    const mine = await api().get(`/api-laos/cases?assignee=${staff.admin.account.id}`).set(as('operator'));
    expect((mine.body.data as { _id: string }[]).map((c) => c._id)).toEqual([opened._id]);
  });

  it('joins items into one case: a case not yet notified merges in, a case under way is refused', async () => {
    const target = (await caseOf(await confirmedDetection()))!;
    const unconfirmed = await createDetectionId(app);
    const refused = await api()
      .post(`/api-laos/cases/${target._id}/items`)
      .set(as('operator'))
      .send({ items: [{ kind: 'detection', _id: unconfirmed }] });
    expect(refused.status).toBe(400);
    expect(refused.body.error.details.fields).toEqual({ 'items.0': 'Only confirmed violations join a case' });

    // A second ad of the same campaign: its own case, not yet notified, merges into the first.
    const second = await confirmedDetection();
    const secondCase = (await caseOf(second))!;
    const joined = await api()
      .post(`/api-laos/cases/${target._id}/items`)
      .set(as('operator'))
      .send({ items: [{ kind: 'detection', _id: second }] });
    expect(joined.status).toBe(200);
    expect((joined.body.data.items as { _id: string }[]).map((i) => i._id)).toContain(second);
    const merged = await api().get(`/api-laos/cases/${secondCase._id}`).set(as('operator'));
    expect(merged.body.data).toMatchObject({ stage: 'closed', items: [] });
    expect(merged.body.data.steps.at(-1)).toMatchObject({ step: 'join_items', details: { mergedInto: target.caseNumber } });

    // An item whose case is under way stays there.
    const third = await confirmedDetection();
    const thirdCase = (await caseOf(third))!;
    expect((await step(thirdCase._id, 'send_notice').field('responseDueOn', day(10))).status).toBe(200);
    const taken = await api()
      .post(`/api-laos/cases/${target._id}/items`)
      .set(as('operator'))
      .send({ items: [{ kind: 'detection', _id: third }] });
    expect(taken.status).toBe(409);
    expect(taken.body.error.message).toContain(thirdCase.caseNumber);
  });
});

describe('history you cannot edit around', () => {
  it('refuses changing a case or a step outside the case service (as the Content Manager would)', async () => {
    const found = (await caseOf(await confirmedDetection()))!;
    const cases = app.strapi.documents('api::enforcement-case.enforcement-case' as never);
    await expect(cases.update({ documentId: found._id, data: { stage: 'closed' } } as never)).rejects.toThrow(
      /only through their steps/,
    );
    await expect(cases.delete({ documentId: found._id } as never)).rejects.toThrow(/only through their steps/);
    const steps = app.strapi.documents('api::case-step.case-step' as never);
    const [first] = (await steps.findMany({ filters: { case: { documentId: found._id } } } as never)) as unknown as {
      documentId: string;
    }[];
    await expect(steps.delete({ documentId: first.documentId } as never)).rejects.toThrow(/append-only/);
    await expect(
      steps.create({ data: { step: 'close', stageAfter: 'closed', at: new Date().toISOString() } } as never),
    ).rejects.toThrow(/case service only/);
    const still = await api().get(`/api-laos/cases/${found._id}`).set(as('operator'));
    expect(still.body.data).toMatchObject({ stage: 'opened', steps: [expect.objectContaining({ step: 'open' })] });
  });
});
