/** ETag and 304 on /api-laos answers, short public caching for anonymous callers, none for staff or downloads. */
import request from 'supertest';
import { bearer, createDetectionId, createStaff, tokenFor } from '../helpers/fixtures';
import { bootStrapi, type Booted } from '../helpers/strapi';

let app: Booted;
let staffToken: string;
const api = () => request(app.server);
const codes = () => api().get('/api-laos/get_violation_code?variant=international');

beforeAll(async () => {
  app = await bootStrapi();
  staffToken = await tokenFor(app, await createStaff(app, 'operator'));
});
afterAll(async () => {
  await app?.stop();
});

it('gives an anonymous answer a weak ETag and short public caching, and 304 without a body when it is unchanged', async () => {
  const first = await codes();
  expect(first.status).toBe(200);
  const etag = first.headers.etag as string;
  expect(etag).toMatch(/^W\/"[\w-]{27}"$/);
  expect(first.headers['cache-control']).toBe('public, max-age=10, must-revalidate');
  expect(first.headers.vary).toMatch(/Authorization/);

  const again = await codes().set('If-None-Match', etag);
  expect(again.status).toBe(304);
  expect(again.text ?? '').toBe('');
  expect((await codes().set('If-None-Match', 'W/"something-else"')).status).toBe(200);
});

it('answers a changed list with a new ETag (nothing to purge)', async () => {
  const before = (await codes()).headers.etag as string;
  const created = await api()
    .post('/api-laos/update_violation_code')
    .set(bearer(staffToken))
    .send({ code: 'INT-CACHE-1', group: 'prohibited_text', names: [{ locale: 'lo', name: 'ທົດລອງ' }] });
  expect(created.status).toBe(201);
  const after = await codes().set('If-None-Match', before);
  expect(after.status).toBe(200);
  expect(after.headers.etag).not.toBe(before);
  expect(after.body.data.map((c: { code: string }) => c.code)).toContain('INT-CACHE-1');
});

it('keeps a signed-in caller’s answers private and revalidated, still with 304', async () => {
  const first = await codes().set(bearer(staffToken));
  expect(first.headers['cache-control']).toBe('private, no-cache');
  expect(
    (
      await codes()
        .set(bearer(staffToken))
        .set('If-None-Match', first.headers.etag as string)
    ).status,
  ).toBe(304);
});

it('leaves errors and POST answers uncached', async () => {
  const missing = await api().get('/api-laos/get_data/nosuchitem0000000000000');
  expect(missing.status).toBe(404);
  expect(missing.headers.etag).toBeUndefined();
  const login = await api().post('/api-laos/login').send({ email: 'nobody@example.org', password: 'x' });
  expect(login.headers.etag).toBeUndefined();
});

describe('lists answered from the list cache', () => {
  const publicList = () => api().get('/api-laos/get_data_from_route?route=violation&pageSize=100');
  const staffList = () =>
    api().get('/api-laos/get_data?status=suspected_violation,pending_approval&pageSize=100').set(bearer(staffToken));
  const ids = (res: request.Response) => res.body.data.map((item: { _id: string }) => item._id) as string[];

  it('shows a new finding to staff at once, and a decision on the public list at once', async () => {
    const [supervisor, operator] = [
      await tokenFor(app, await createStaff(app, 'supervisor')),
      await tokenFor(app, await createStaff(app, 'operator')),
    ];
    // Both lists read twice first, so the second answer came from the cache.
    for (let i = 0; i < 2; i++) expect((await publicList()).status).toBe(200);
    const staffBefore = await staffList();
    const publicBefore = await publicList();

    const id = await createDetectionId(app, { pageUrl: `https://shop.example.org/cache/${Date.now()}` });
    const staffAfter = await staffList();
    expect(ids(staffAfter)).toContain(id);
    expect(staffAfter.body.meta.pagination.total).toBe(staffBefore.body.meta.pagination.total + 1);
    expect((await publicList()).body.meta.pagination.total).toBe(publicBefore.body.meta.pagination.total);

    const decide = (path: string, token: string) =>
      api().post(`/api-laos/${path}`).set(bearer(token)).send({ _id: id, status: 'violation' });
    expect((await decide('update_supervisor_status_detect', supervisor)).status).toBe(200);
    expect(ids(await publicList())).not.toContain(id); // awaiting the operator: not public yet
    expect((await decide('update_operator_status_detect', operator)).status).toBe(200);
    const publicAfter = await publicList();
    expect(ids(publicAfter)).toContain(id);
    expect(publicAfter.body.meta.pagination.total).toBe(publicBefore.body.meta.pagination.total + 1);
    // Paging on: the count, kept per filter, moved with it.
    const page2 = await api().get('/api-laos/get_data_from_route?route=violation&pageSize=1&page=2');
    expect(page2.body.meta.pagination.total).toBe(publicAfter.body.meta.pagination.total);
  });

  it('takes an archived item off the public list at once', async () => {
    const before = await publicList();
    const [first] = ids(before);
    expect(first).toBeTruthy();
    const archived = await api().put('/api-laos/update_status').set(bearer(staffToken)).send({ _id: first, status: 'archived' });
    expect(archived.status).toBe(200);
    const after = await publicList();
    expect(ids(after)).not.toContain(first);
    expect(after.body.meta.pagination.total).toBe(before.body.meta.pagination.total - 1);
  });
});
