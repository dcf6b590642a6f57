/** Nobody becomes Strapi super admin by arriving first: the first admin comes from ADMIN_EMAIL / ADMIN_PASSWORD. */
import request from 'supertest';
import { png } from '../helpers/fixtures';
import { bootStrapi, type Booted } from '../helpers/strapi';

const ADMIN = { email: 'first.admin@example.org', password: 'FirstAdmin123' };
let app: Booted;

beforeAll(async () => {
  app = await bootStrapi({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
});
afterAll(async () => {
  await app?.stop();
  delete process.env.ADMIN_EMAIL;
  delete process.env.ADMIN_PASSWORD;
});

describe('first super admin from the configuration', () => {
  it('exists on a fresh database, so the admin panel says an admin is there', async () => {
    const res = await request(app.server).get('/admin/init');
    expect(res.status).toBe(200);
    expect(res.body.data.hasAdmin).toBe(true);
  });

  it('can sign in with the configured password, as super admin', async () => {
    const res = await request(app.server).post('/admin/login').send(ADMIN);
    expect(res.status).toBe(200);
    expect(res.body.data.token).toEqual(expect.any(String));
    const me = await request(app.server).get('/admin/users/me').set('Authorization', `Bearer ${res.body.data.token}`);
    expect(me.body.data.roles.map((r: { code: string }) => r.code)).toContain('strapi-super-admin');
  });

  it('closes registration: a latecomer cannot register an admin', async () => {
    const res = await request(app.server)
      .post('/admin/register-admin')
      .send({ email: 'latecomer@example.org', password: 'Latecomer123', firstname: 'Late' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/cannot register a new super admin/i);
    const login = await request(app.server)
      .post('/admin/login')
      .send({ email: 'latecomer@example.org', password: 'Latecomer123' });
    expect(login.status).toBe(400);
  });
});

describe('the admin panel', () => {
  it('still uploads to the media library (Strapi’s /upload is one of the routes that take files)', async () => {
    const login = await request(app.server).post('/admin/login').send(ADMIN);
    const res = await request(app.server)
      .post('/upload')
      .set('Authorization', `Bearer ${login.body.data.token}`)
      .attach('files', await png(3), 'banner.png');
    expect(res.status).toBe(201);
    expect(res.body[0]).toMatchObject({ mime: 'image/png', ext: '.png' });
  });
});
