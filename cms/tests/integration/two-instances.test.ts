/**
 * Two CMS processes on one PostgreSQL database, the way production scales out behind a load balancer: findings
 * posted to both at once are still checked and written one at a time (an advisory lock in PostgreSQL, not a lock
 * in one process's memory), so 20 concurrent posts of one ad make one detection seen 20 times; and rate limits,
 * counted in Redis (127.0.0.1:6379, as in CI), hold across both.
 * Always on PostgreSQL (127.0.0.1:5432, as in CI), in a database of its own, created and dropped here.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Redis from 'ioredis';
import { Client } from 'pg';
import { advisoryKey, LOCK_SPACE } from '../../src/services/serial';
import { DETECTOR_TOKEN } from '../helpers/strapi';
import { png } from '../helpers/fixtures';

const ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/test';
const database = `lcmdp_two_${process.pid}_${Date.now() % 100000}`;
const workDir = mkdtempSync(join(tmpdir(), 'lcmdp-two-'));
// Both processes keep uploads in one folder, as production instances share one store.
mkdirSync(join(workDir, 'public', 'uploads'), { recursive: true });
const rateLimitPrefix = `two-instances-${process.pid}-${Date.now()}`;
const LOGIN_LIMIT = 4;
const processes: ChildProcess[] = [];
let bases: string[] = [];

async function admin(sql: string) {
  const client = new Client({ connectionString: process.env.DATABASE_URL ?? ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A client of the shared database itself, as another CMS process (or someone at psql) would be. */
async function sharedDatabase(): Promise<Client> {
  const client = new Client({ connectionString: `postgres://postgres@127.0.0.1:5432/${database}` });
  await client.connect();
  return client;
}

/** One CMS process (cms/scripts/serve-test-stack.js, the compiled app) on the shared database. */
function startCms(name: string): Promise<string> {
  const child = spawn(process.execPath, [resolve(__dirname, '../../scripts/serve-test-stack.js')], {
    cwd: resolve(__dirname, '../..'),
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LCMDP_USE_BUILD: 'true',
      STRAPI_TELEMETRY_DISABLED: 'true',
      HOST: '127.0.0.1',
      PORT: '0',
      DATABASE_CLIENT: 'postgres',
      DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${database}`,
      PUBLIC_DIR: join(workDir, 'public'),
      APP_KEYS: 'twoKeyA,twoKeyB',
      API_TOKEN_SALT: 'two-api-token-salt',
      ADMIN_JWT_SECRET: 'two-admin-jwt-secret',
      TRANSFER_TOKEN_SALT: 'two-transfer-salt',
      JWT_SECRET: 'two-jwt-secret',
      ENCRYPTION_KEY: 'two-encryption-key-0123456789abcdef',
      DETECTOR_API_TOKEN: DETECTOR_TOKEN,
      REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
      RATE_LIMIT_PREFIX: rateLimitPrefix,
      LOGIN_RATE_LIMIT: String(LOGIN_LIMIT),
      E2E_ACCOUNTS_FILE: join(workDir, `accounts-${name}.json`),
      LOG_LEVEL: 'warn',
      ENV_PATH: join(workDir, 'none.env'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  processes.push(child);
  return new Promise((resolveBase, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`CMS ${name} did not start in 150 s:\n${out.slice(-3000)}`)), 150_000);
    const read = (chunk: Buffer) => {
      out += chunk.toString();
      const ready = /LCMDP_READY (\d+)/.exec(out);
      if (ready) {
        clearTimeout(timer);
        resolveBase(`http://127.0.0.1:${ready[1]}`);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`CMS ${name} exited with ${code}:\n${out.slice(-3000)}`));
    });
  });
}

beforeAll(async () => {
  await admin(`CREATE DATABASE ${database}`);
  // One after the other: the first creates the tables and seeds, the second finds them.
  const first = await startCms('a');
  const second = await startCms('b');
  bases = [first, second];
}, 360_000);

afterAll(async () => {
  await Promise.all(
    processes.map(
      (child) =>
        new Promise((done) => {
          if (child.exitCode !== null) return done(null);
          child.once('exit', done);
          child.kill('SIGTERM');
        }),
    ),
  );
  await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  const redis = new Redis(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');
  const keys = await redis.keys(`${rateLimitPrefix}:*`);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
  rmSync(workDir, { recursive: true, force: true });
}, 120_000);

async function postFinding(base: string, i: number, phash: string): Promise<{ status: number; id: string }> {
  const form = new FormData();
  form.set(
    'data',
    JSON.stringify({
      variant: 'laos',
      platform: 'facebook',
      pageUrl: `https://social.example.org/mekong/posts/two-${i}`,
      caption: `ນົມຜົງດາວນ້ອຍ ດີກວ່ານົມແມ່! #${i}`,
      company: 'Mekong Nutrition Co.',
      brand: 'DemoMilk Gold',
      productType: 'infant_formula',
      crawledAt: `2026-11-${String((i % 20) + 1).padStart(2, '0')}T08:00:00.000Z`,
      aiScore: 0.9,
      aiSuspected: true,
      aiFindings: [],
      imagePhashes: [phash],
    }),
  );
  form.set('images', new Blob([await png(5000 + i)], { type: 'image/png' }), 'ad.png');
  const res = await fetch(`${base}/api-laos/add_detection`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${DETECTOR_TOKEN}` },
    body: form,
  });
  const body = (await res.json()) as { data?: { _id?: string } };
  return { status: res.status, id: body.data?._id ?? '' };
}

const account = (role: string) =>
  (JSON.parse(readFileSync(join(workDir, 'accounts-a.json'), 'utf8')) as Record<string, { email: string; password: string }>)[
    role
  ];

const login = (base: string, credentials: { email: string; password: string }) =>
  fetch(`${base}/api-laos/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(credentials),
  });

async function staffToken(base: string): Promise<string> {
  return ((await (await login(base, account('supervisor'))).json()) as { token: string }).token;
}

async function verifyHistory(base: string): Promise<{ ok: boolean; links: number }> {
  const token = ((await (await login(base, account('admin'))).json()) as { token: string }).token;
  const res = await fetch(`${base}/api-laos/history/verify`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { ok: boolean; links: number } }).data;
}

const countOf = async (client: Client, table: string) =>
  Number((await client.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`)).rows[0].n);

test('a finding commits while the history chain is busy, and is linked once the chain is free', async () => {
  const db = await sharedDatabase();
  try {
    const linksBefore = await countOf(db, 'history_links');
    // Another process holds the chain's lock (a long seal, say).
    await db.query('SELECT pg_advisory_lock($1, $2)', [LOCK_SPACE, advisoryKey('history-chain')]);
    let answered = false;
    const posting = postFinding(bases[0], 300, 'e1e1e1e11e1e1e1e').finally(() => {
      answered = true;
    });
    // The finding's transaction does not wait for the chain: the detection and its pending entry are committed.
    let pending = 0;
    for (let tries = 0; tries < 150 && pending === 0; tries += 1) {
      await new Promise((r) => setTimeout(r, 100));
      pending = await countOf(db, 'history_pending');
    }
    expect(pending).toBe(1);
    expect(await countOf(db, 'history_links')).toBe(linksBefore);
    // The caller is answered once its entry is linked, not before.
    expect(answered).toBe(false);
    await db.query('SELECT pg_advisory_unlock($1, $2)', [LOCK_SPACE, advisoryKey('history-chain')]);
    expect((await posting).status).toBe(201);
    expect(await countOf(db, 'history_pending')).toBe(0);
    expect(await countOf(db, 'history_links')).toBe(linksBefore + 1);
  } finally {
    await db.end();
  }
});

test('findings posted to both processes at once are each linked once, into one unbroken chain', async () => {
  const answers = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      postFinding(bases[i % 2], 400 + i, createHash('sha256').update(`ad ${i}`).digest('hex').slice(0, 16)),
    ),
  );
  expect(answers.every((a) => a.status === 201)).toBe(true);
  const db = await sharedDatabase();
  try {
    expect(await countOf(db, 'history_pending')).toBe(0);
    const events = await countOf(db, 'review_events');
    const steps = await countOf(db, 'case_steps');
    const { rows } = await db.query<{ seq: number }>('SELECT seq FROM history_links ORDER BY seq');
    expect(rows.map((r) => r.seq)).toEqual(Array.from({ length: events + steps }, (_, i) => i + 1));
  } finally {
    await db.end();
  }
  expect(await verifyHistory(bases[1])).toMatchObject({ ok: true, firstBreak: null });
});

test('20 concurrent posts of one ad, alternating between two CMS processes, make one detection seen 20 times', async () => {
  const ad = '3c3c3c3cc3c3c3c3';
  const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => postFinding(bases[i % 2], i, ad)));
  expect(answers.map((a) => a.status).sort((a, b) => a - b)).toEqual([...Array<number>(19).fill(200), 201]);
  const ids = new Set(answers.map((a) => a.id));
  expect(ids.size).toBe(1);
  // Both processes answer the same detection, seen 20 times.
  for (const base of bases) {
    const res = await fetch(`${base}/api-laos/get_data/${[...ids][0]}`, {
      headers: { Authorization: `Bearer ${await staffToken(base)}` },
    });
    const view = ((await res.json()) as { data: { seen_count: number; seen_urls: string[] } }).data;
    expect(view.seen_count).toBe(20);
    expect(view.seen_urls).toHaveLength(19);
  }
});

test('sign-in attempts are counted across both processes: the limit holds wherever the guesses land', async () => {
  const guess = { email: account('operator').email, password: 'not-the-password' };
  const statuses: number[] = [];
  for (let i = 0; i < LOGIN_LIMIT + 2; i += 1) statuses.push((await login(bases[i % 2], guess)).status);
  expect(statuses).toEqual([...Array<number>(LOGIN_LIMIT).fill(401), 429, 429]);
});

test('a list cached by one process shows a change made through the other at once (the generation is in Redis)', async () => {
  const [a, b] = bases;
  const list = async (base: string, token: string) => {
    const res = await fetch(`${base}/api-laos/get_data?status=suspected_violation&pageSize=100`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: { _id: string }[]; meta: { pagination: { total: number } } };
    return { ids: body.data.map((item) => item._id), total: body.meta.pagination.total };
  };
  const token = await staffToken(b);
  await list(b, token);
  const before = await list(b, token); // from b's cache
  const posted = await postFinding(a, 100, 'a5a5a5a55a5a5a5a');
  expect(posted.status).toBe(201);
  const after = await list(b, token);
  expect(after.ids).toContain(posted.id);
  expect(after.total).toBe(before.total + 1);
});

test('signing out through one process ends the session in the other, which had kept the sign-in (generation in Redis)', async () => {
  const [a, b] = bases;
  const token = await staffToken(a);
  const profile = (base: string) => fetch(`${base}/api-laos/get_profile`, { headers: { Authorization: `Bearer ${token}` } });
  expect((await profile(b)).status).toBe(200);
  expect((await profile(b)).status).toBe(200); // from b's memory
  const out = await fetch(`${a}/api-laos/logout`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
  expect(out.status).toBe(200);
  expect((await profile(b)).status).toBe(401);
  expect((await profile(a)).status).toBe(401);
});
