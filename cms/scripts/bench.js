#!/usr/bin/env node
/**
 * npm run bench -w @lcmdp/cms   (also the root `npm run bench`)
 *
 * Boots Strapi WITH its HTTP server on a dedicated bench database (SQLite cms/.tmp/bench.db unless
 * DATABASE_CLIENT is set: then the DATABASE_* variables given decide, so point them at a bench database or
 * schema), adds the catalogue, tops the detections up to BENCH_ROWS synthetic rows, and measures with autocannon
 * (10 connections, BENCH_SECONDS each):
 *   a. GET /api-laos/get_data?status=violation&page=50&pageSize=20                  (legacy list, staff JWT)
 *   b. GET /api-laos/detections?filters...&populate...                               (Strapi's stock route, staff JWT)
 *   c. GET /api-laos/get_data_from_route?route=violation-laos&page=50&pageSize=20    (public list, anonymous)
 * and then times one Excel export of a whole list, read to its last byte:
 *   d. GET /api-laos/export_data?route=detection&archived=all                         (every international detection)
 *
 * cms/.env is NOT read (it may point at the development database); put bench-only variables in cms/.env.bench.
 * Environment: BENCH_ROWS (100000), BENCH_SECONDS (10), BENCH_CONNECTIONS (10), BENCH_WARMUP_SECONDS (1).
 */
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const { randomBytes } = require('node:crypto');
const { Worker, isMainThread, parentPort, workerData } = require('node:worker_threads');
const { appDir, bootStrapi, stopStrapi } = require('./run-seed');
const { topUpDetections, countDetections } = require('./run-seed-scale');

if (!isMainThread) {
  // The load worker (see `load`): runs autocannon and posts back the result.
  runAutocannon(workerData).then(
    (out) => parentPort.postMessage(out),
    (error) => {
      throw error;
    },
  );
}

const BENCH_EMAIL = 'bench-staff@lcmdp.local';

/** Secrets Strapi refuses to start without; dummies are fine for a throw-away bench database. */
const DUMMY_ENV = {
  APP_KEYS: 'benchKeyA,benchKeyB',
  API_TOKEN_SALT: 'bench-api-token-salt',
  ADMIN_JWT_SECRET: 'bench-admin-jwt-secret',
  TRANSFER_TOKEN_SALT: 'bench-transfer-salt',
  JWT_SECRET: 'bench-jwt-secret',
  ENCRYPTION_KEY: 'bench-encryption-key-0123456789abcdef',
  STRAPI_TELEMETRY_DISABLED: 'true',
};

function positiveInt(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, not "${raw}"`);
  return n;
}

const options = () => ({
  rows: positiveInt('BENCH_ROWS', 100000),
  seconds: positiveInt('BENCH_SECONDS', 10),
  connections: positiveInt('BENCH_CONNECTIONS', 10),
  warmup: positiveInt('BENCH_WARMUP_SECONDS', 1),
});

/** Must run before compileStrapi: Strapi reads its configuration (and .env) when it is created. */
function prepareEnv() {
  process.env.ENV_PATH = path.join(appDir, '.env.bench');
  for (const [key, value] of Object.entries(DUMMY_ENV)) if (!process.env[key]) process.env[key] = value;
  if (!process.env.DATABASE_CLIENT) {
    fs.mkdirSync(path.join(appDir, '.tmp'), { recursive: true });
    process.env.DATABASE_FILENAME = path.join(appDir, '.tmp', 'bench.db');
  }
}

function describeDatabase(app) {
  const { client, connection } = app.db.config.connection;
  if (client === 'sqlite') return `sqlite ${path.relative(process.cwd(), connection.filename) || connection.filename}`;
  let where = `${connection.host}:${connection.port}/${connection.database}`;
  if (connection.connectionString) {
    const url = new URL(connection.connectionString);
    where = `${url.host}${url.pathname}`; // never the password
  }
  return `${client} ${where}${connection.schema ? ` (schema ${connection.schema})` : ''}`;
}

async function benchUser(app) {
  const users = app.plugin('users-permissions').service('user');
  const existing = await app.db.query('plugin::users-permissions.user').findOne({ where: { email: BENCH_EMAIL } });
  if (existing) return existing;
  const role = await app.db.query('plugin::users-permissions.role').findOne({ where: { type: 'supervisor' } });
  if (!role) throw new Error('The supervisor role is missing (the bootstrap creates it)');
  return users.add({
    username: 'bench-staff',
    email: BENCH_EMAIL,
    password: randomBytes(18).toString('base64url'),
    fullName: 'Bench Staff',
    provider: 'local',
    confirmed: true,
    blocked: false,
    role: role.id,
  });
}

async function listen(app) {
  await app.server.mount();
  const server = app.server.httpServer;
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  return `http://127.0.0.1:${server.address().port}`;
}

const STOCK_QUERY = [
  'filters[reviewStatus][$eq]=violation',
  'filters[archived][$eq]=false',
  'sort[0]=crawledAt:desc',
  'pagination[page]=50',
  'pagination[pageSize]=20',
  'populate[0]=images',
  'populate[1]=violationCodes',
  'populate[2]=violationTypes',
].join('&');

function targets(jwt) {
  const staff = { authorization: `Bearer ${jwt}` };
  return [
    { name: 'legacy get_data (staff)', path: '/api-laos/get_data?status=violation&page=50&pageSize=20', headers: staff },
    { name: 'stock /detections (staff)', path: `/api-laos/detections?${STOCK_QUERY}`, headers: staff },
    {
      name: 'public get_data_from_route',
      path: '/api-laos/get_data_from_route?route=violation-laos&page=50&pageSize=20',
      headers: {},
    },
  ];
}

/** One request first: the route must answer 200 with a full page, or the figures mean nothing. */
async function check(base, target) {
  const res = await fetch(base + target.path, { headers: target.headers });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${target.name} answered ${res.status}: ${text.slice(0, 300)}`);
  const body = JSON.parse(text);
  const total = body?.meta?.pagination?.total;
  const rows = Array.isArray(body?.data) ? body.data.length : 0;
  if (rows === 0) throw new Error(`${target.name} answered 200 but an empty page (total ${total}): seed more rows`);
  return { total, rows };
}

function percentile(sorted, q) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

/**
 * Runs autocannon and keeps every response time, so p95 can be computed exactly (autocannon reports p97.5).
 * Called in a worker thread: the load generator must not share the server's event loop.
 */
function runAutocannon({ url, headers, seconds, connections }) {
  const autocannon = require('autocannon');
  return new Promise((resolve, reject) => {
    const latencies = [];
    const started = process.hrtime.bigint();
    const instance = autocannon({ url, headers, connections, duration: seconds }, (error, result) => {
      if (error) return reject(error);
      // In a worker thread autocannon answers raw histograms, so the rate comes from the responses counted here.
      const elapsed = Number(process.hrtime.bigint() - started) / 1e9;
      const { non2xx, errors, timeouts } = result;
      resolve({ result: { requests: { mean: latencies.length / elapsed }, non2xx, errors, timeouts }, latencies });
    });
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
}

function load(base, target, seconds, connections) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(__filename, {
      workerData: { url: base + target.path, headers: target.headers, seconds, connections },
    });
    worker.once('message', (out) => resolve({ result: out.result, latencies: out.latencies.sort((a, b) => a - b) }));
    worker.once('error', reject);
    worker.once('exit', (code) => code !== 0 && reject(new Error(`The load worker stopped with code ${code}`)));
  });
}

function formatTable(rows) {
  const header = ['route', 'req/s (mean)', 'p50 ms', 'p95 ms', 'p99 ms', 'non-2xx', 'errors', 'matches', 'rows in DB'];
  const lines = [header, ...rows.map((r) => r.map(String))];
  const widths = header.map((_, i) => Math.max(...lines.map((l) => l[i].length)));
  const fmt = (l) => l.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ');
  return [fmt(header), widths.map((w) => '-'.repeat(w)).join('-|-'), ...lines.slice(1).map(fmt)].join('\n');
}

/** One export_data download, read to the end: how long the whole list takes as a streamed .xlsx. */
async function measureExport(base, jwt) {
  const headers = { authorization: `Bearer ${jwt}` };
  const list = await fetch(`${base}/api-laos/get_data_from_route?route=detection&archived=all&pageSize=1`, { headers });
  const total = (await list.json()).meta.pagination.total;
  const path = '/api-laos/export_data?route=detection&archived=all';
  const started = process.hrtime.bigint();
  const res = await fetch(base + path, { headers });
  if (res.status !== 200) throw new Error(`export_data answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
  let bytes = 0;
  let firstByte = null;
  for await (const chunk of res.body) {
    firstByte ??= Number(process.hrtime.bigint() - started) / 1e9;
    bytes += chunk.length;
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return { path, total, seconds, firstByte, megabytes: bytes / 1024 / 1024 };
}

async function prepareData(app, distDir, rows) {
  const { seedCatalogue } = require(path.join(distDir, 'src/seed/seed.js'));
  const added = await seedCatalogue();
  if (added.codes + added.types + added.options) {
    console.log(`Catalogue: added ${added.codes} codes, ${added.types} types, ${added.options} data options.`);
  }
  const topUp = await topUpDetections(app, rows, { log: (line) => console.log(line) });
  if (topUp.inserted)
    console.log(`Seeded ${topUp.inserted} detections in ${topUp.seconds.toFixed(1)} s (${topUp.rowsPerSecond} rows/s).`);
  return countDetections(app);
}

async function main() {
  const opts = options();
  prepareEnv();
  const { app, distDir } = await bootStrapi();
  try {
    app.log.level = 'warn'; // no log line per request while measuring
    console.log(`Bench database: ${describeDatabase(app)}; topping detections up to ${opts.rows} rows ...`);
    const inDb = await prepareData(app, distDir, opts.rows);
    const user = await benchUser(app);
    const jwt = await app.plugin('users-permissions').service('jwt').issue({ id: user.id });
    const base = await listen(app);
    const table = [];
    for (const target of targets(jwt)) {
      const { total } = await check(base, target);
      if (opts.warmup) await load(base, target, opts.warmup, opts.connections);
      console.log(`${target.name}: ${opts.seconds} s, ${opts.connections} connections, ${total} matching rows ...`);
      const { result, latencies } = await load(base, target, opts.seconds, opts.connections);
      table.push([
        `${target.name}  GET ${target.path.split('?')[0]}`,
        result.requests.mean.toFixed(1),
        percentile(latencies, 0.5).toFixed(1),
        percentile(latencies, 0.95).toFixed(1),
        percentile(latencies, 0.99).toFixed(1),
        result.non2xx,
        result.errors + result.timeouts,
        total,
        inDb,
      ]);
    }
    console.log(
      `\nNode ${process.version}, ${describeDatabase(app)}, ${opts.connections} connections, ${opts.seconds} s per route\n`,
    );
    console.log(formatTable(table));
    console.log(`\nExcel export of a whole list (GET ${'/api-laos/export_data?route=detection&archived=all'}) ...`);
    const exported = await measureExport(base, jwt);
    console.log(
      `export_data: ${exported.total} rows in ${exported.seconds.toFixed(1)} s ` +
        `(first byte after ${exported.firstByte.toFixed(2)} s, ${exported.megabytes.toFixed(1)} MB, ` +
        `${Math.round(exported.total / exported.seconds)} rows/s)`,
    );
  } finally {
    await stopStrapi(app);
  }
}

if (isMainThread)
  main().then(
    () => process.exit(0),
    (error) => {
      const text = String((error && error.stack) || error);
      console.error(`Bench failed: ${text.length > 2000 ? `${text.slice(0, 2000)} …` : text}`);
      process.exit(1);
    },
  );
