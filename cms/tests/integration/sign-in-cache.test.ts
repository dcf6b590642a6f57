/**
 * Sign-ins kept in memory (services/sign-in-cache.ts): a repeated call skips the sign-in's queries, and every change
 * to what a sign-in depends on (the account, its role, a permission, the token's expiry) shows on the next call.
 */
import request from 'supertest';
import { bootStrapi, type Booted } from '../helpers/strapi';
import { bearer, createStaff, tokenFor } from '../helpers/fixtures';

let app: Booted;
const api = () => request(app.server);
const USER = 'plugin::users-permissions.user';

beforeAll(async () => {
  app = await bootStrapi();
});
afterAll(async () => {
  await app.stop();
});

/** How many SQL statements a call runs. */
async function statementsOf(call: () => Promise<unknown>): Promise<number> {
  let count = 0;
  const onQuery = () => (count += 1);
  const knex = app.strapi.db.connection;
  knex.on('query', onQuery);
  try {
    await call();
  } finally {
    knex.off('query', onQuery);
  }
  return count;
}

it('signs a repeated call in from memory: the sign-in queries run once per token', async () => {
  const token = await tokenFor(app, await createStaff(app, 'supervisor'));
  const profile = () => api().get('/api-laos/get_profile').set(bearer(token)).expect(200);
  const first = await statementsOf(profile);
  const second = await statementsOf(profile);
  // API-token lookup, revocation check, user, role, settings, permissions: at least five fewer.
  expect(first - second).toBeGreaterThanOrEqual(5);
  // The public's sign-in too: with the list page cached as well, a repeated public list call runs no SQL at all.
  const anonymous = () => api().get('/api-laos/get_data').expect(200);
  await anonymous();
  expect(await statementsOf(anonymous)).toBe(0);
});

it('applies a role change on the next call of a token already signed in', async () => {
  const account = await createStaff(app, 'supervisor');
  const token = await tokenFor(app, account);
  const users = () => api().get('/api-laos/get_users').set(bearer(token));
  expect((await users()).status).toBe(403);
  // Written straight to the account (as the admin panel does): the same token now carries the new role.
  const role = (await app.strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'operator' } })) as {
    id: number;
  };
  await app.strapi.db.query(USER).update({ where: { id: account.id }, data: { role: role.id } });
  expect((await users()).status).toBe(200);
  // Through the accounts API a role change also ends the account's sessions: the token is refused at once.
  const admin = await createStaff(app, 'admin');
  const changed = await api()
    .put('/api-laos/update_user')
    .set(bearer(await tokenFor(app, admin)))
    .send({ _id: account.id, role: 'supervisor' });
  expect(changed.status).toBe(200);
  expect((await users()).status).toBe(401);
});

it('refuses a blocked or deleted account at once, and lets an unblocked one back in', async () => {
  const account = await createStaff(app, 'supervisor');
  const token = await tokenFor(app, account);
  const profile = () => api().get('/api-laos/get_profile').set(bearer(token));
  expect((await profile()).status).toBe(200);
  await app.strapi.db.query(USER).update({ where: { id: account.id }, data: { blocked: true } });
  expect((await profile()).status).toBe(401);
  await app.strapi.db.query(USER).update({ where: { id: account.id }, data: { blocked: false } });
  expect((await profile()).status).toBe(200);
  await app.strapi.db.query(USER).delete({ where: { id: account.id } });
  expect((await profile()).status).toBe(401);
});

it("applies a permission taken from the public role on the public's next call", async () => {
  const PERMISSION = 'plugin::users-permissions.permission';
  const list = () => api().get('/api-laos/get_data');
  expect((await list()).status).toBe(200);
  const publicRole = (await app.strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'public' } })) as {
    id: number;
  };
  const row = (await app.strapi.db
    .query(PERMISSION)
    .findOne({ where: { action: 'api::legacy.legacy.getData', role: publicRole.id } })) as { id: number };
  await app.strapi.db.query(PERMISSION).delete({ where: { id: row.id } });
  try {
    // Anonymous callers are told to sign in (middlewares/unauthenticated.ts) rather than "forbidden".
    expect((await list()).status).toBe(401);
  } finally {
    await app.strapi.db.query(PERMISSION).create({ data: { action: 'api::legacy.legacy.getData', role: publicRole.id } });
  }
  expect((await list()).status).toBe(200);
});

it('ends with the token: an expired token is refused though its sign-in was kept', async () => {
  const account = await createStaff(app, 'supervisor');
  const token = (await app.strapi
    .plugin('users-permissions')
    .service('jwt')
    .issue({ id: account.id }, { expiresIn: '2s' })) as string;
  expect((await api().get('/api-laos/get_profile').set(bearer(token))).status).toBe(200);
  await new Promise((resolve) => setTimeout(resolve, 2100));
  expect((await api().get('/api-laos/get_profile').set(bearer(token))).status).toBe(401);
});
