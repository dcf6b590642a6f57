/**
 * Account takeover paths and rate limits an office behind one address can live with: an email change needs the
 * current password, password checks are limited per user, login and reset are limited per address + account
 * under a looser per-address cap, 429 answers say how long to wait, and timings do not reveal who has an account.
 */
import request from 'supertest';
import { bootStrapi, type Booted } from '../helpers/strapi';
import { startMailCatcher, type MailCatcher } from '../helpers/smtp';
import { bearer, createStaff, freshIp, tokenFor } from '../helpers/fixtures';

let app: Booted;
let mail: MailCatcher;
const api = () => request(app.server);
const login = (email: string, password: string, ip = freshIp()) =>
  api().post('/api-laos/login').set('X-Forwarded-For', ip).send({ email, password });
const forgot = (email: string, ip = freshIp()) =>
  api().post('/api-laos/forgot-password').set('X-Forwarded-For', ip).send({ email });

beforeAll(async () => {
  mail = await startMailCatcher();
  app = await bootStrapi({
    SMTP_PORT: String(mail.port),
    LOGIN_RATE_LIMIT: '3',
    LOGIN_IP_RATE_LIMIT: '8',
    PASSWORD_RESET_RATE_LIMIT: '2',
    PASSWORD_RESET_IP_RATE_LIMIT: '5',
    VERIFY_PASSWORD_RATE_LIMIT: '3',
  });
});
afterAll(async () => {
  await app.stop();
  await mail.close();
});

function expectTooMany(res: request.Response) {
  expect(res.status).toBe(429);
  const seconds = Number(res.headers['retry-after']);
  expect(seconds).toBeGreaterThan(0);
  expect(res.body.error).toMatchObject({ status: 429, name: 'RateLimitError' });
  expect(res.body.error.details.retryAfterMinutes).toBe(Math.ceil(seconds / 60));
}

describe('changing one’s own email', () => {
  it('asks for the current password, as a password change does', async () => {
    const sup = await createStaff(app, 'supervisor', { password: 'my-password' });
    const token = await tokenFor(app, sup);
    const change = (extra: Record<string, string>) =>
      api()
        .put('/api-laos/update_user')
        .set(bearer(token))
        .send({ _id: sup.id, email: 'taken.over@test.lcmdp', ...extra });

    const missing = await change({});
    expect(missing.status).toBe(400);
    expect(missing.body.error.details.fields.currentPassword).toBe('current_password_required');
    const wrong = await change({ currentPassword: 'guess' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.details.fields.currentPassword).toBe('current_password_incorrect');
    expect((await login('taken.over@test.lcmdp', 'my-password')).status).toBe(401);

    const right = await change({ currentPassword: 'my-password' });
    expect(right.status).toBe(200);
    expect(right.body.data.email).toBe('taken.over@test.lcmdp');
    expect((await login('taken.over@test.lcmdp', 'my-password')).status).toBe(200);
    // The same email again is no change: no password needed.
    expect((await change({ full_name: 'Same Email' })).status).toBe(200);
  });

  it('still lets an account manager change someone else’s email without their password', async () => {
    const admin = await createStaff(app, 'admin');
    const sup = await createStaff(app, 'supervisor');
    const res = await api()
      .put('/api-laos/update_user')
      .set(bearer(await tokenFor(app, admin)))
      .send({ _id: sup.id, email: 'moved.by.admin@test.lcmdp' });
    expect(res.status).toBe(200);
  });

  it('voids a reset link mailed to the old address; a manager’s change also ends the account’s sessions', async () => {
    const admin = await createStaff(app, 'admin');
    const resetCodeFor = async (email: string) => {
      expect((await forgot(email)).status).toBe(200);
      const message = await mail.waitFor((m) => (m.to as { text: string }).text.includes(email));
      return decodeURIComponent(/new-password\?code=(\S+)/.exec(message.text ?? '')![1]);
    };
    const resetWith = (code: string) =>
      api()
        .post('/api-laos/reset-password')
        .set('X-Forwarded-For', freshIp())
        .send({ code, password: 'taken-over', passwordConfirmation: 'taken-over' });

    // Moved by an account manager (say the old mailbox was lost).
    const sup = await createStaff(app, 'supervisor', { email: 'old.mailbox@test.lcmdp', password: 'my-password' });
    const supToken = await tokenFor(app, sup);
    const oldMailboxCode = await resetCodeFor('old.mailbox@test.lcmdp');
    const moved = await api()
      .put('/api-laos/update_user')
      .set(bearer(await tokenFor(app, admin)))
      .send({ _id: sup.id, email: 'new.mailbox@test.lcmdp' });
    expect(moved.status).toBe(200);
    expect((await api().get('/api-laos/get_profile').set(bearer(supToken))).status).toBe(401);
    const refused = await resetWith(oldMailboxCode);
    expect(refused.status).toBe(400);
    expect(refused.body.error.details.fields.code).toBe('This reset link is invalid or has expired');
    expect((await login('new.mailbox@test.lcmdp', 'my-password')).status).toBe(200);

    // Changed by the account's owner: the link goes, the session stays.
    const op = await createStaff(app, 'operator', { email: 'own.old@test.lcmdp', password: 'my-password' });
    const opToken = await tokenFor(app, op);
    const ownCode = await resetCodeFor('own.old@test.lcmdp');
    const own = await api()
      .put('/api-laos/update_user')
      .set(bearer(opToken))
      .send({ _id: op.id, email: 'own.new@test.lcmdp', currentPassword: 'my-password' });
    expect(own.status).toBe(200);
    expect((await resetWith(ownCode)).status).toBe(400);
    expect((await api().get('/api-laos/get_profile').set(bearer(opToken))).status).toBe(200);
    expect((await login('own.new@test.lcmdp', 'my-password')).status).toBe(200);
  });
});

describe('verify-current-password', () => {
  it('is limited per user, not per address', async () => {
    const ip = freshIp();
    const [a, b] = [await createStaff(app, 'supervisor'), await createStaff(app, 'supervisor')];
    const verify = async (account: typeof a, password: string) =>
      api()
        .post('/api-laos/verify-current-password')
        .set('X-Forwarded-For', ip)
        .set(bearer(await tokenFor(app, account)))
        .send({ user_id: account.id, entered_password: password });
    for (let i = 0; i < 3; i++) expect((await verify(a, 'guess')).body.status).toBe('error');
    expectTooMany(await verify(a, a.password));
    // Same office address, another user: not locked.
    expect((await verify(b, b.password)).body.status).toBe('success');
  });

  it('limits guesses through update_user too', async () => {
    const sup = await createStaff(app, 'supervisor');
    const token = await tokenFor(app, sup);
    const guess = () =>
      api()
        .put('/api-laos/update_user')
        .set(bearer(token))
        .send({ _id: sup.id, email: 'guessing@test.lcmdp', currentPassword: 'guess' });
    for (let i = 0; i < 3; i++) expect((await guess()).status).toBe(400);
    expectTooMany(await guess());
  });
});

describe('login from one office address', () => {
  it('locking one account does not lock another', async () => {
    const ip = freshIp();
    const [a, b] = [await createStaff(app, 'operator'), await createStaff(app, 'operator')];
    for (let i = 0; i < 3; i++) expect((await login(a.email, 'wrong', ip)).status).toBe(401);
    expectTooMany(await login(a.email, a.password, ip));
    expectTooMany(await login(a.email.toUpperCase(), a.password, ip));
    expect((await login(b.email, b.password, ip)).status).toBe(200);
    // The same account from another address is not locked either (per address + account).
    expect((await login(a.email, a.password)).status).toBe(200);
  });

  it('has a looser cap per address, so rotating emails does not help', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++) statuses.push((await login(`rotating${i}@test.lcmdp`, 'x', ip)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 401, 401, 429]);
    const b = await createStaff(app, 'operator');
    expectTooMany(await login(b.email, b.password, ip));
  });
});

describe('password reset from one office address', () => {
  it('is limited per address + account, under a per-address cap', async () => {
    const ip = freshIp();
    expect((await forgot('someone@test.lcmdp', ip)).status).toBe(200);
    expect((await forgot('someone@test.lcmdp', ip)).status).toBe(200);
    expectTooMany(await forgot('someone@test.lcmdp', ip));
    expect((await forgot('someone.else@test.lcmdp', ip)).status).toBe(200);
    expect((await forgot('third@test.lcmdp', ip)).status).toBe(200);
    // Five calls made from this address so far (one refused): the cap of five is reached.
    expectTooMany(await forgot('fourth@test.lcmdp', ip));
  });
});

/**
 * Times two calls, alternated so load on the machine weighs on both alike, from another process: as for a
 * client elsewhere, only the time to the answer counts. Answers the two medians in ms.
 */
async function medians(path: string, known: object, unknown: object, runs = 15) {
  if (!app.server.listening) await new Promise<void>((resolve) => app.server.listen(0, '127.0.0.1', resolve));
  const { port } = app.server.address() as import('node:net').AddressInfo;
  const client = `
    const [url, known, unknown, runs] = process.argv.slice(1);
    const time = async (body, ip) => {
      const start = performance.now();
      const res = await fetch(url, { method: 'POST', body, headers: { 'content-type': 'application/json', 'x-forwarded-for': ip } });
      await res.text();
      const ms = performance.now() - start;
      // A pause, so the work a call leaves for after its answer (a reset mail) does not slow the next one.
      await new Promise((resolve) => setTimeout(resolve, 150));
      return ms;
    };
    const median = (xs) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    (async () => {
      const k = [], u = [];
      for (let i = 0; i < Number(runs); i++) {
        k.push(await time(known, '172.16.0.' + i));
        u.push(await time(unknown, '172.17.0.' + i));
      }
      console.log(JSON.stringify({ known: median(k), unknown: median(u) }));
    })();`;
  const { execFile } = await import('node:child_process');
  const out = await new Promise<string>((resolve, reject) =>
    execFile(
      process.execPath,
      ['-e', client, `http://127.0.0.1:${port}/api-laos${path}`, JSON.stringify(known), JSON.stringify(unknown), String(runs)],
      (error, stdout) => (error ? reject(error) : resolve(stdout)),
    ),
  );
  return JSON.parse(out) as { known: number; unknown: number };
}

/** Close enough that the difference says nothing: within 15 ms or a third of the slower. */
const allowance = (m: { known: number; unknown: number }) => Math.max(15, Math.max(m.known, m.unknown) / 3);
const alike = (m: { known: number; unknown: number }) => Math.abs(m.known - m.unknown) < allowance(m);

/**
 * The medians are alike; a first measurement that is not is taken again, longer: a burst of load from other work
 * on the machine can part one measurement, while a real difference (a password hash only for known accounts, say)
 * parts every one.
 */
async function expectAlike(what: string, measure: (runs: number) => Promise<{ known: number; unknown: number }>) {
  let m = await measure(15);
  process.stderr.write(`${what} medians: known ${m.known.toFixed(1)} ms, unknown ${m.unknown.toFixed(1)} ms\n`);
  if (!alike(m)) {
    m = await measure(31);
    process.stderr.write(`${what} medians, again: known ${m.known.toFixed(1)} ms, unknown ${m.unknown.toFixed(1)} ms\n`);
  }
  expect(Math.abs(m.known - m.unknown)).toBeLessThan(allowance(m));
}

describe('timings do not reveal who has an account', () => {
  it('login: a wrong password for a known email costs what an unknown email costs', async () => {
    const account = await createStaff(app, 'operator');
    await expectAlike('login', (runs) =>
      medians(
        '/login',
        { email: account.email, password: 'wrong-password' },
        { email: 'nobody.here@test.lcmdp', password: 'wrong-password' },
        runs,
      ),
    );
  });

  it('forgot-password: the same answer, as fast, and the mail still goes out after it', async () => {
    const account = await createStaff(app, 'operator');
    const known = await forgot(account.email);
    const unknown = await forgot('nobody.here@test.lcmdp');
    expect([known.status, known.body]).toEqual([unknown.status, unknown.body]);
    await mail.waitFor((m) => (m.to as { text: string }).text.includes(account.email));

    let calls = 1;
    await expectAlike('forgot-password', (runs) => {
      calls += runs;
      return medians('/forgot-password', { email: account.email }, { email: 'nobody.here@test.lcmdp' }, runs);
    });
    // Every reset mail still goes out (after its answer): one for each call.
    const toAccount = () => mail.mails.filter((m) => (m.to as { text: string }).text.includes(account.email)).length;
    for (let i = 0; i < 100 && toAccount() < calls; i++) await new Promise((r) => setTimeout(r, 100));
    expect(toAccount()).toBe(calls);
  });
});
