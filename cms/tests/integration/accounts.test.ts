/** Sign-in, sign-out, profiles, account management rules, and password reset through a real SMTP server. */
import { createHash } from 'node:crypto';
import request from 'supertest';
import { bootStrapi, type Booted } from '../helpers/strapi';
import { startMailCatcher, type MailCatcher } from '../helpers/smtp';
import { bearer, createStaff, freshIp, tokenFor, type StaffAccount } from '../helpers/fixtures';

let app: Booted;
let mail: MailCatcher;
const api = () => request(app.server);
const login = (email: string, password: string, ip = freshIp()) =>
  api().post('/api-laos/login').set('X-Forwarded-For', ip).send({ email, password });

beforeAll(async () => {
  mail = await startMailCatcher();
  app = await bootStrapi({
    SMTP_PORT: String(mail.port),
    PUBLIC_SITE_URL: 'http://site.test',
    LOGIN_IP_RATE_LIMIT: '5',
    LOGIN_RATE_LIMIT: '5',
  });
});
afterAll(async () => {
  await app.stop();
  await mail.close();
});

describe('login and logout', () => {
  let supervisor: StaffAccount;
  beforeAll(async () => {
    supervisor = await createStaff(app, 'supervisor', { email: 'sup.login@test.lcmdp', password: 'right-password' });
  });

  it('answers { user, user_id, role, token } and the token works', async () => {
    const res = await login('SUP.login@test.lcmdp', 'right-password');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      user_id: supervisor.id,
      role: 'supervisor',
      user: { email: 'sup.login@test.lcmdp', role: 'supervisor' },
    });
    expect(res.body.user).not.toHaveProperty('password');
    const profile = await api().get('/api-laos/get_profile').set(bearer(res.body.token));
    expect(profile.status).toBe(200);
    expect(profile.body.data).toMatchObject({ _id: supervisor.id, full_name: expect.any(String), phone_number: '02055512345' });
  });

  it('answers 401 "Incorrect password" for a wrong password and for an unknown email alike', async () => {
    for (const [email, password] of [
      ['sup.login@test.lcmdp', 'wrong'],
      ['nobody@test.lcmdp', 'whatever'],
    ]) {
      const res = await login(email, password);
      expect(res.status).toBe(401);
      expect(res.body.error.message).toBe('Incorrect password');
    }
  });

  it('caps login per IP, even when the email changes every time', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await login(`rotating${i}@test.lcmdp`, 'x', ip)).status);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual([429, 429]);
    const blocked = await login('sup.login@test.lcmdp', 'right-password', ip);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login('sup.login@test.lcmdp', 'right-password')).status).toBe(200);
  });

  it('ends the session on logout: the token stops working', async () => {
    const { token } = (await login('sup.login@test.lcmdp', 'right-password')).body;
    expect((await api().get('/api-laos/get_profile').set(bearer(token))).status).toBe(200);
    expect((await api().post('/api-laos/logout').set(bearer(token))).status).toBe(200);
    expect((await api().get('/api-laos/get_profile').set(bearer(token))).status).toBe(401);
    const again = (await login('sup.login@test.lcmdp', 'right-password')).body.token;
    expect((await api().get('/api-laos/get_profile').set(bearer(again))).status).toBe(200);
  });
});

describe('account management', () => {
  let operator: StaffAccount;
  let admin: StaffAccount;
  let opToken: string;
  let adminToken: string;
  beforeAll(async () => {
    operator = await createStaff(app, 'operator');
    admin = await createStaff(app, 'admin');
    opToken = await tokenFor(app, operator);
    adminToken = await tokenFor(app, admin);
  });

  it('validates new accounts with the spec messages', async () => {
    const res = await api()
      .post('/api-laos/add_user')
      .set(bearer(opToken))
      .send({ email: 'not-an-email', phone_number: '12ab', password: '123', role: 'boss' });
    expect(res.status).toBe(400);
    expect(res.body.error.details.fields).toEqual({
      full_name: 'Please enter your full name',
      email: 'Email must be a valid address',
      phone_number: 'Please enter numbers only',
      password: 'Password must be at least 6 characters long',
      role: 'Invalid option',
    });
  });

  it('lets an operator add, edit and delete a supervisor, but not an admin account', async () => {
    const created = await api().post('/api-laos/add_user').set(bearer(opToken)).send({
      full_name: 'ນາງ ສົມໃຈ',
      email: 'new.sup@test.lcmdp',
      phone_number: '02099998888',
      password: 'secret1',
      confirmPassword: 'secret1',
      role: 'supervisor',
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ full_name: 'ນາງ ສົມໃຈ', role: 'supervisor' });
    const id = created.body.data._id;
    expect((await login('new.sup@test.lcmdp', 'secret1')).status).toBe(200);

    const dup = await api()
      .post('/api-laos/add_user')
      .set(bearer(opToken))
      .send({ full_name: 'X', email: 'new.sup@test.lcmdp', phone_number: '020', password: 'secret1', role: 'supervisor' });
    expect(dup.status).toBe(400); // phone too short
    const dup2 = await api().post('/api-laos/add_user').set(bearer(opToken)).send({
      full_name: 'X',
      email: 'new.sup@test.lcmdp',
      phone_number: '02011112222',
      password: 'secret1',
      role: 'supervisor',
    });
    expect(dup2.status).toBe(409);

    const edited = await api()
      .put('/api-laos/update_user')
      .set(bearer(opToken))
      .send({ _id: id, phone_number: '02011110000', role: 'operator' });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ phone_number: '02011110000', role: 'operator' });

    const makeAdmin = await api()
      .post('/api-laos/add_user')
      .set(bearer(opToken))
      .send({ full_name: 'A', email: 'a2@test.lcmdp', phone_number: '02011112222', password: 'secret1', role: 'admin' });
    expect(makeAdmin.status).toBe(403);
    expect(
      (await api().put('/api-laos/update_user').set(bearer(opToken)).send({ _id: admin.id, full_name: 'Hijack' })).status,
    ).toBe(403);
    expect((await api().delete('/api-laos/delete_user').set(bearer(opToken)).send({ id: admin.id })).status).toBe(403);

    expect((await api().delete('/api-laos/delete_user').set(bearer(opToken)).send({ id })).status).toBe(200);
    expect((await api().delete('/api-laos/delete_user').set(bearer(opToken)).send({ id })).status).toBe(404);
    expect((await api().delete('/api-laos/delete_user').set(bearer(adminToken)).send({ id: admin.id })).status).toBe(409);
    const users = await api().get('/api-laos/get_users').set(bearer(adminToken));
    expect(users.body.data.map((u: { _id: number }) => u._id)).not.toContain(id);
    expect(JSON.stringify(users.body)).not.toMatch(/password/i);
  });

  it('lets a supervisor edit only their own profile, with the current password for a new password', async () => {
    const sup = await createStaff(app, 'supervisor', { password: 'old-pass' });
    const token = await tokenFor(app, sup);
    expect((await api().put('/api-laos/update_user').set(bearer(token)).send({ _id: operator.id, full_name: 'X' })).status).toBe(
      403,
    );
    expect((await api().put('/api-laos/update_user').set(bearer(token)).send({ _id: sup.id, role: 'admin' })).status).toBe(403);

    const verifyWrong = await api()
      .post('/api-laos/verify-current-password')
      .set(bearer(token))
      .send({ user_id: sup.id, entered_password: 'nope' });
    expect(verifyWrong.body).toEqual({ status: 'error', message: 'current_password_incorrect' });
    const verifyOk = await api()
      .post('/api-laos/verify-current-password')
      .set(bearer(token))
      .send({ user_id: sup.id, entered_password: 'old-pass' });
    expect(verifyOk.body).toMatchObject({ status: 'success' });
    expect(
      (
        await api()
          .post('/api-laos/verify-current-password')
          .set(bearer(token))
          .send({ user_id: operator.id, entered_password: 'x' })
      ).status,
    ).toBe(403);

    const noCurrent = await api().put('/api-laos/update_user').set(bearer(token)).send({ _id: sup.id, password: 'new-pass' });
    expect(noCurrent.status).toBe(400);
    expect(noCurrent.body.error.details.fields.currentPassword).toBe('current_password_required');
    const changed = await api().put('/api-laos/update_user').set(bearer(token)).send({
      _id: sup.id,
      currentPassword: 'old-pass',
      password: 'new-pass',
      confirmPassword: 'new-pass',
      full_name: 'Renamed',
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data.full_name).toBe('Renamed');
    // A new password ends the other sessions.
    expect((await api().get('/api-laos/get_profile').set(bearer(token))).status).toBe(401);
    expect((await login(sup.email, 'new-pass')).status).toBe(200);
  });
});

describe('password reset by email', () => {
  it('mails a link, resets the password with it once, and signs the user in', async () => {
    const account = await createStaff(app, 'operator', { email: 'forgetful@test.lcmdp', password: 'forgotten' });
    const oldToken = await tokenFor(app, account);
    const sent = await api()
      .post('/api-laos/forgot-password')
      .set('X-Forwarded-For', freshIp())
      .send({ email: 'forgetful@test.lcmdp' });
    expect(sent.status).toBe(200);
    expect(sent.body.message).toBe('Password reset link sent to your email!');
    const message = await mail.waitFor((m) => (m.to as { text: string }).text.includes('forgetful@test.lcmdp'));
    expect(message.subject).toMatch(/Reset your password/);
    const link = (message.text ?? '').match(/http:\/\/site\.test\/laos\/user\/new-password\?code=(\S+)/);
    expect(link).not.toBeNull();
    const code = decodeURIComponent(link![1]);
    // The database keeps the code's SHA-256 only: a copy of it holds no link that works.
    const stored = await app.strapi.db.query('plugin::users-permissions.user').findOne({ where: { id: account.id } });
    expect(stored.resetPasswordToken).toBe(createHash('sha256').update(code).digest('hex'));
    expect(stored.resetPasswordToken).not.toContain(code.split('.')[1]);
    const withStoredValue = await api()
      .post('/api-laos/reset-password')
      .set('X-Forwarded-For', freshIp())
      .send({ code: stored.resetPasswordToken, password: 'brand-new', passwordConfirmation: 'brand-new' });
    expect(withStoredValue.status).toBe(400);

    const mismatch = await api()
      .post('/api-laos/reset-password')
      .set('X-Forwarded-For', freshIp())
      .send({ code, password: 'brand-new', passwordConfirmation: 'other' });
    expect(mismatch.status).toBe(400);
    const reset = await api()
      .post('/api-laos/reset-password')
      .set('X-Forwarded-For', freshIp())
      .send({ code, password: 'brand-new', passwordConfirmation: 'brand-new' });
    expect(reset.status).toBe(200);
    expect(reset.body).toMatchObject({
      user_id: account.id,
      role: 'operator',
      email: 'forgetful@test.lcmdp',
      token: expect.any(String),
    });
    expect((await api().get('/api-laos/get_profile').set(bearer(reset.body.token))).status).toBe(200);
    expect((await api().get('/api-laos/get_profile').set(bearer(oldToken))).status).toBe(401);
    expect((await login('forgetful@test.lcmdp', 'brand-new')).status).toBe(200);
    const reuse = await api()
      .post('/api-laos/reset-password')
      .set('X-Forwarded-For', freshIp())
      .send({ code, password: 'again-1', passwordConfirmation: 'again-1' });
    expect(reuse.status).toBe(400);
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const before = mail.mails.length;
    const res = await api()
      .post('/api-laos/forgot-password')
      .set('X-Forwarded-For', freshIp())
      .send({ email: 'ghost@test.lcmdp' });
    expect(res.status).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    expect(mail.mails.length).toBe(before);
  });
});
