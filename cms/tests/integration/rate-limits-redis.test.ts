/**
 * Rate-limit counters in Redis (the real one on this machine, REDIS_URL or 127.0.0.1:6379): two stores with the
 * same prefix, as two CMS processes would have, count one tally together; another prefix counts apart; a store
 * whose Redis is unreachable refuses (fails closed, 503), never lets the call through uncounted; and a booted CMS
 * with REDIS_URL keeps its counters in Redis, so a tally used up by another process refuses it too.
 */
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';
import type { Context } from 'koa';
import request from 'supertest';
import type { Count } from '../../src/domain/rate-limits';
import rateLimit, { closeRateLimitStore } from '../../src/middlewares/rate-limit';
import { createRateLimitStore, RateLimitStoreUnavailable, type RateLimitStore } from '../../src/services/rate-limit-store';
import { resetSettings } from '../../src/settings';
import { createStaff, freshIp } from '../helpers/fixtures';
import { bootStrapi, type Booted } from '../helpers/strapi';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
/** This run's own key prefix; every key under it is deleted afterwards. */
const PREFIX = `lcmdp-test-${randomBytes(6).toString('hex')}`;

let redis: Redis;
const stores: RateLimitStore[] = [];
function store(prefix = PREFIX, redisUrl = REDIS_URL): RateLimitStore {
  const made = createRateLimitStore({ redisUrl, prefix });
  stores.push(made);
  return made;
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function keysOfThisRun(): Promise<string[]> {
  const keys: string[] = [];
  let cursor = '0';
  do {
    const [next, batch] = await redis.scan(cursor, 'MATCH', `${PREFIX}*`, 'COUNT', 1000);
    cursor = next;
    keys.push(...batch);
  } while (cursor !== '0');
  return keys;
}

beforeAll(async () => {
  redis = new Redis(REDIS_URL);
  expect(await redis.ping()).toBe('PONG');
});

afterAll(async () => {
  await Promise.all(stores.map((s) => s.close()));
  const keys = await keysOfThisRun();
  if (keys.length) await redis.del(...keys);
  expect(await keysOfThisRun()).toEqual([]);
  redis.disconnect();
});

const outcome = (r: Awaited<ReturnType<RateLimitStore['consume']>>) => ('allowed' in r ? 'allowed' : 'refused');

describe('two stores on one Redis (two CMS processes)', () => {
  const count: Count = { tally: 'login-account', key: '10.1.2.3 someone@test.lcmdp', points: 3, windowSeconds: 60 };

  it('count one tally together', async () => {
    const [a, b] = [store(), store()];
    expect([await a.ready(), await b.ready()]).toEqual([true, true]);
    const outcomes = [];
    for (const s of [a, b, a, b, a]) outcomes.push(outcome(await s.consume(count)));
    expect(outcomes).toEqual(['allowed', 'allowed', 'allowed', 'refused', 'refused']);
    // The tally is one Redis key under the prefix, with its window as expiry.
    const key = `${PREFIX}:rl:login-account:${count.key}`;
    expect(await redis.get(key)).toBe('5');
    const ttl = await redis.pttl(key);
    expect(ttl).toBeGreaterThan(50_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
    const refusal = await b.consume(count);
    expect('refused' in refusal && refusal.refused.msBeforeNext).toBeGreaterThan(50_000);
  });

  it('keeps another prefix (another instance group) apart', async () => {
    const other = store(`${PREFIX}-other`);
    await other.ready();
    expect(outcome(await other.consume(count))).toBe('allowed');
    expect(await redis.get(`${PREFIX}-other:rl:login-account:${count.key}`)).toBe('1');
  });

  it('in memory, each process would count alone (what Redis fixes)', async () => {
    const [a, b] = [createRateLimitStore({ prefix: PREFIX }), createRateLimitStore({ prefix: PREFIX })];
    expect(a.kind).toBe('memory');
    const outcomes = [];
    for (const s of [a, a, a, b, b, b]) outcomes.push(outcome(await s.consume({ ...count, key: 'memory' })));
    expect(outcomes).toEqual(['allowed', 'allowed', 'allowed', 'allowed', 'allowed', 'allowed']);
  });
});

describe('Redis unreachable', () => {
  it('the store refuses to count (fails closed), at once', async () => {
    const down = store(PREFIX, `redis://127.0.0.1:${await closedPort()}`);
    expect(down.kind).toBe('redis');
    expect(await down.ready(500)).toBe(false);
    const started = Date.now();
    await expect(down.consume({ tally: 'login-ip', key: '10.9.9.9', points: 100, windowSeconds: 60 })).rejects.toBeInstanceOf(
      RateLimitStoreUnavailable,
    );
    expect(Date.now() - started).toBeLessThan(2500);
  });

  it('the limited call answers 503 with Retry-After and never reaches its handler', async () => {
    const saved = { ...process.env };
    Object.assign(process.env, { REDIS_URL: `redis://127.0.0.1:${await closedPort()}`, RATE_LIMIT_PREFIX: PREFIX });
    resetSettings();
    const logged: string[] = [];
    Object.assign(globalThis, { strapi: { log: { error: (line: string) => logged.push(line) } } });
    try {
      const headers: Record<string, string> = {};
      const ctx = {
        state: {},
        request: { ip: '10.8.8.8', body: { email: 'someone@test.lcmdp', password: 'guess' } },
        set: (name: string, value: string) => (headers[name] = value),
      } as unknown as Context & { status: number; body: { error: { status: number } } };
      let reached = false;
      await rateLimit({ limiter: 'login' })(ctx, async () => {
        reached = true;
      });
      expect(reached).toBe(false);
      expect(ctx.status).toBe(503);
      expect(ctx.body.error).toMatchObject({ status: 503, name: 'ServiceUnavailableError' });
      expect(Number(headers['Retry-After'])).toBeGreaterThan(0);
      expect(logged.join('\n')).toMatch(/Rate-limit store unavailable[\s\S]*login call refused/);
    } finally {
      await closeRateLimitStore();
      process.env = saved;
      resetSettings();
      delete (globalThis as { strapi?: unknown }).strapi;
    }
  });
});

describe('a CMS with REDIS_URL', () => {
  let app: Booted;
  beforeAll(async () => {
    app = await bootStrapi({ REDIS_URL, RATE_LIMIT_PREFIX: PREFIX, LOGIN_RATE_LIMIT: '2', LOGIN_IP_RATE_LIMIT: '5' });
  });
  afterAll(async () => {
    await app?.stop();
  });
  const login = (email: string, password: string, ip: string) =>
    request(app.server).post('/api-laos/login').set('X-Forwarded-For', ip).send({ email, password });

  it('counts sign-in attempts in Redis; the 429 answer is unchanged', async () => {
    const account = await createStaff(app, 'operator');
    const ip = freshIp();
    expect((await login(account.email, 'wrong', ip)).status).toBe(401);
    expect(await redis.get(`${PREFIX}:rl:login-account:${ip} ${account.email.toLowerCase()}`)).toBe('1');
    expect(await redis.get(`${PREFIX}:rl:login-ip:${ip}`)).toBe('1');
    expect((await login(account.email, 'wrong', ip)).status).toBe(401);
    const refused = await login(account.email, account.password, ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body.error).toMatchObject({ status: 429, name: 'RateLimitError' });
    expect(refused.body.error.details.retryAfterMinutes).toBeGreaterThan(0);
    expect(await redis.get(`${PREFIX}:rl:login-account:${ip} ${account.email.toLowerCase()}`)).toBe('3');
  });

  it('refuses a caller whose tally another process used up', async () => {
    const account = await createStaff(app, 'operator');
    const ip = freshIp();
    // "Another CMS process": its own store on the same Redis and prefix, with the CMS's limit for this tally.
    const other = store();
    await other.ready();
    const count: Count = { tally: 'login-account', key: `${ip} ${account.email.toLowerCase()}`, points: 2, windowSeconds: 900 };
    for (let i = 0; i < 2; i++) expect(outcome(await other.consume(count))).toBe('allowed');
    expect((await login(account.email, account.password, ip)).status).toBe(429);
    // The same account from another address is not affected.
    expect((await login(account.email, account.password, freshIp())).status).toBe(200);
  });
});
