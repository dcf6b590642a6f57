/**
 * The admin panel cannot bypass the review chain: the Content Manager's document service (the one the panel's
 * edit view calls) refuses changes to the chain's fields and to review events, shows those fields read-only, and
 * the chain itself still decides and logs as before.
 */
import request from 'supertest';
import { bootStrapi, type Booted } from '../helpers/strapi';
import { bearer, createDetectionId, staffTokens, submitReport, type Role } from '../helpers/fixtures';

const DETECTION = 'api::detection.detection';
const REPORT = 'api::report.report';
const EVENT = 'api::review-event.review-event';

let app: Booted;
let staff: Awaited<ReturnType<typeof staffTokens>>;
const as = (role: Role) => bearer(staff[role].token);
const api = () => request(app.server);

interface DocumentManager {
  update(id: string, uid: string, opts: { data: Record<string, unknown> }): Promise<Record<string, unknown>>;
  clone(id: string, body: Record<string, unknown>, uid: string): Promise<unknown>;
  delete(id: string, uid: string): Promise<unknown>;
}
/** What the admin panel's edit view calls when an admin saves or clones an entry. */
const contentManager = () => app.strapi.plugin('content-manager').service('document-manager') as unknown as DocumentManager;

const stored = (uid: string, documentId: string) => app.strapi.db.query(uid as never).findOne({ where: { documentId } });
const history = (itemId: string) => app.strapi.db.query(EVENT as never).count({ where: { itemId } });

beforeAll(async () => {
  app = await bootStrapi();
  staff = await staffTokens(app);
});
afterAll(async () => app.stop());

describe('an admin editing an item in the Content Manager', () => {
  it('cannot publish a detection by setting its review status, and no history is written', async () => {
    const id = await createDetectionId(app);
    const before = await history(id);
    await expect(
      contentManager().update(id, DETECTION, {
        data: { reviewStatus: 'violation', supervisorStatus: 'violation', operatorStatus: 'violation' },
      }),
    ).rejects.toThrow(/belong to the review chain.*reviewStatus, supervisorStatus, operatorStatus/);
    expect(await stored(DETECTION, id)).toMatchObject({ reviewStatus: 'suspected_violation', operatorStatus: null });
    expect(await history(id)).toBe(before);
    expect((await api().get(`/api-laos/get_data/${id}`)).status).toBe(404);
  });

  it("cannot change a report's decision, archive, count or codes either", async () => {
    const id = (await submitReport(app)).body.data._id as string;
    for (const data of [
      { archived: true },
      { violationCount: 9 },
      { approvedAt: new Date().toISOString() },
      { violationCodes: { connect: [{ id: 1 }], disconnect: [] } },
    ]) {
      await expect(contentManager().update(id, REPORT, { data })).rejects.toThrow(/belong to the review chain/);
    }
    expect(await stored(REPORT, id)).toMatchObject({ archived: false, violationCount: 0, approvedAt: null });
  });

  it('can still correct other fields, saving the whole entry back as the panel does', async () => {
    const id = await createDetectionId(app);
    const entry = (await app.strapi.documents(DETECTION as never).findOne({ documentId: id } as never)) as unknown as Record<
      string,
      unknown
    >;
    const echoed = JSON.parse(JSON.stringify(entry)) as Record<string, unknown>;
    await contentManager().update(id, DETECTION, { data: { ...echoed, company: 'Corrected Co.' } });
    expect(await stored(DETECTION, id)).toMatchObject({ company: 'Corrected Co.', reviewStatus: 'suspected_violation' });
  });

  it('cannot copy an item with its decisions', async () => {
    const id = await createDetectionId(app);
    await expect(contentManager().clone(id, {}, DETECTION)).rejects.toThrow(/history/);
  });

  it('shows the chain fields and every review-event field read-only', async () => {
    const types = app.strapi.plugin('content-manager').service('content-types');
    type Config = { metadatas: Record<string, { edit: { editable: boolean } }> };
    const detection = (await types.findConfiguration({ uid: DETECTION })) as Config;
    for (const field of ['reviewStatus', 'supervisorStatus', 'operatorBy', 'violationCodes', 'archived']) {
      expect(detection.metadatas[field].edit.editable).toBe(false);
    }
    expect(detection.metadatas.company.edit.editable).toBe(true);
    const event = (await types.findConfiguration({ uid: EVENT })) as Config;
    expect(Object.values(event.metadatas).every((m) => !('editable' in m.edit) || m.edit.editable === false)).toBe(true);
  });
});

describe('the review chain', () => {
  it('still decides and logs through its own service', async () => {
    const id = await createDetectionId(app);
    for (const [level, role] of [
      ['supervisor', 'supervisor'],
      ['operator', 'operator'],
    ] as const) {
      const res = await api()
        .post(`/api-laos/update_${level}_status_detect`)
        .set(as(role))
        .send({ _id: id, status: 'violation' });
      expect(res.status).toBe(200);
    }
    expect((await api().get(`/api-laos/get_data/${id}`)).status).toBe(200);
    expect(await history(id)).toBe(3);
    expect((await api().put('/api-laos/update_status').set(as('operator')).send({ _id: id, status: 'archived' })).status).toBe(
      200,
    );
    expect(await history(id)).toBe(4);
  });
});

describe('review events', () => {
  it('cannot be edited, deleted or made up through the document service (the panel included)', async () => {
    const id = await createDetectionId(app);
    const [event] = (await app.strapi.db.query(EVENT as never).findMany({ where: { itemId: id } })) as {
      documentId: string;
    }[];
    const events = app.strapi.documents(EVENT as never);
    await expect(events.update({ documentId: event.documentId, data: { toStatus: 'violation' } } as never)).rejects.toThrow(
      /append-only/,
    );
    await expect(events.delete({ documentId: event.documentId } as never)).rejects.toThrow(/append-only/);
    await expect(contentManager().delete(event.documentId, EVENT)).rejects.toThrow(/append-only/);
    await expect(
      events.create({
        data: {
          itemKind: 'detection',
          itemId: id,
          variant: 'international',
          level: 'operator',
          action: 'status',
          at: new Date(),
        },
      } as never),
    ).rejects.toThrow(/review chain only/);
    expect(await history(id)).toBe(1);
    expect(await stored(EVENT, event.documentId)).toMatchObject({ toStatus: 'suspected_violation' });
  });
});
