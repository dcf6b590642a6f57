#!/usr/bin/env node
/**
 * npm run bench -w @lcmdp/cms   (also the root `npm run bench`)
 *
 * Boots Strapi WITH its HTTP server on a dedicated bench database (SQLite cms/.tmp/bench.db unless
 * DATABASE_CLIENT is set: then the DATABASE_* variables given decide, so point them at a bench database or
 * schema), adds the catalogue, tops the detections up to BENCH_ROWS synthetic rows, and measures with autocannon
 * run by a separate process (scripts/bench-load.js), BENCH_CONNECTIONS connections, BENCH_SECONDS each:
 *   a. GET /api-laos/get_data?status=violation&pageSize=20, page 50 again and again   (staff list, staff JWT)
 *   b. the same with the list cache off, a different page each request (pages 1-1000): the database every time
 *   c. GET /api-laos/detections?filters...&populate...                               (Strapi's stock route, staff JWT)
 *   d. GET /api-laos/get_data_from_route?route=violation-laos&pageSize=20, page 50    (public list, anonymous)
 *   e. the same with the list cache off, a different page each request (pages 1-900)
 * Next to each route: the raw SQL time of the same pages in the same run (the SQL statements the route ran for one
 * uncached request — the list's own: the caller's sign-in is kept in memory, services/sign-in-cache.ts — captured
 * from knex and run again straight on the database connection; median), and the route's median time with one
 * connection (one request at a time). Then how many sign-ins were answered from memory.
 * Then a load test: BENCH_LOAD_REPORTS public report submissions with two photos each, sent all at once, while
 * BENCH_LOAD_CONNECTIONS connections read the public lists; reports stored must equal reports accepted.
 * Last, one Excel export of a whole list, read to its last byte:
 *   GET /api-laos/export_data?route=detection&archived=all                             (every international detection)
 *
 * cms/.env is NOT read (it may point at the development database); put bench-only variables in cms/.env.bench.
 * Environment: BENCH_ROWS (100000), BENCH_SECONDS (10), BENCH_CONNECTIONS (10), BENCH_WARMUP_SECONDS (1),
 * BENCH_LOAD_REPORTS (100; 0: no load test), BENCH_LOAD_CONNECTIONS (200), BENCH_LOAD_SECONDS (15: the readers' least
 * duration), BENCH_SHOW_SQL (true: print the SQL each route ran).
 * The report rate limit is lifted on the bench database (every submission comes from 127.0.0.1).
 */
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const { randomBytes } = require('node:crypto');
const { fork } = require('node:child_process');
const os = require('node:os');
const { appDir, bootStrapi, stopStrapi } = require('./run-seed');
const { topUpDetections, countDetections } = require('./run-seed-scale');

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
  REPORT_RATE_LIMIT: '1000000',
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
  loadReports: positiveInt('BENCH_LOAD_REPORTS', 100),
  loadConnections: positiveInt('BENCH_LOAD_CONNECTIONS', 200),
  loadSeconds: positiveInt('BENCH_LOAD_SECONDS', 15),
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

const STAFF_PAGE = '/api-laos/get_data?status=violation&pageSize=20';
const PUBLIC_PAGE = '/api-laos/get_data_from_route?route=violation-laos&pageSize=20';

/** `count` page numbers spread over 1..last (a fixed order, the same in every run). */
function pagesOf(template, last, count = 5000) {
  return Array.from({ length: count }, (_, i) => `${template}&page=${1 + ((i * 7919) % last)}`);
}

function targets(jwt) {
  const staff = { authorization: `Bearer ${jwt}` };
  return [
    { name: 'staff list, page 50', paths: [`${STAFF_PAGE}&page=50`], headers: staff, cache: true },
    { name: 'staff list, pages 1-1000, no cache', paths: pagesOf(STAFF_PAGE, 1000), headers: staff, cache: false },
    { name: 'stock /detections (staff)', paths: [`/api-laos/detections?${STOCK_QUERY}`], headers: staff, cache: true },
    { name: 'public list, page 50', paths: [`${PUBLIC_PAGE}&page=50`], headers: {}, cache: true },
    { name: 'public list, pages 1-900, no cache', paths: pagesOf(PUBLIC_PAGE, 900), headers: {}, cache: false },
  ];
}

/** One request first: the route must answer 200 with a full page, or the figures mean nothing. */
async function check(base, target, path = target.paths[0]) {
  const res = await fetch(base + path, { headers: target.headers });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${target.name} answered ${res.status}: ${text.slice(0, 300)}`);
  const body = JSON.parse(text);
  const total = body?.meta?.pagination?.total;
  const rows = Array.isArray(body?.data) ? body.data.length : 0;
  if (rows === 0) throw new Error(`${target.name} answered 200 but an empty page (total ${total}): seed more rows`);
  return { total, rows };
}

/** The load generator's process; one job at a time. */
function startLoadGenerator() {
  const child = fork(path.join(__dirname, 'bench-load.js'), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return {
    run(job) {
      return new Promise((resolve, reject) => {
        const onExit = (code) => reject(new Error(`The load generator stopped with code ${code}`));
        child.once('exit', onExit);
        child.once('message', (answer) => {
          child.off('exit', onExit);
          if (answer.ok) resolve(answer.result);
          else reject(new Error(answer.error));
        });
        child.send(job);
      });
    },
    stop: () => child.kill(),
  };
}

/**
 * Turns the list cache on (its default settings) or off (LIST_CACHE_SECONDS=0) in this, the server's, process: the
 * cache's singleton is made again from the settings read afresh.
 */
async function useListCache(app, on) {
  const { closeListCache } = require(path.join(app.dirs.dist.root, 'src/services/list-cache.js'));
  const { resetSettings } = require(path.join(app.dirs.dist.root, 'src/settings.js'));
  await closeListCache();
  if (on) delete process.env.LIST_CACHE_SECONDS;
  else process.env.LIST_CACHE_SECONDS = '0';
  resetSettings();
}

/**
 * The SQL a route runs for one request the list cache has not seen, captured from knex, then run again straight on
 * the database connection (no HTTP, no Strapi above it): the database's own share of the route's time. A route over
 * many pages is sampled at 20 of them; the figure is the median time of one request's statements, over 30 rounds.
 */
async function rawSqlOf(app, base, target, runs = 30) {
  const { listCache } = require(path.join(app.dirs.dist.root, 'src/services/list-cache.js'));
  const knex = app.db.connection;
  const samples =
    target.paths.length === 1
      ? target.paths
      : Array.from({ length: 20 }, (_, i) => target.paths[Math.floor((i * target.paths.length) / 20)]);
  const requests = [];
  for (const sample of samples) {
    await listCache().invalidate();
    const captured = [];
    const onQuery = (query) => captured.push({ sql: query.sql, bindings: query.bindings ?? [] });
    knex.on('query', onQuery);
    try {
      await check(base, target, sample);
    } finally {
      knex.off('query', onQuery);
    }
    // knex.raw binds `?`; PostgreSQL's native placeholders are $1, $2... in order.
    requests.push(
      captured.filter((q) => /^\s*select/i.test(q.sql)).map((q) => ({ sql: q.sql.replace(/\$\d+/g, '?'), bindings: q.bindings })),
    );
  }
  const runOne = async (statements) => {
    const started = process.hrtime.bigint();
    for (const q of statements) await knex.raw(q.sql, q.bindings);
    return Number(process.hrtime.bigint() - started) / 1e6;
  };
  if (process.env.BENCH_SHOW_SQL === 'true') {
    console.log(`SQL of ${target.name} (${samples[0]}; ms of one run):`);
    for (const q of requests[0]) console.log(`  ${(await runOne([q])).toFixed(2).padStart(7)}  ${q.sql.slice(0, 200)}`);
  }
  for (const statements of requests) await runOne(statements);
  const times = [];
  for (let i = 0; i < runs; i++) for (const statements of requests) times.push(await runOne(statements));
  times.sort((a, b) => a - b);
  return { ms: times[Math.floor(times.length / 2)], statements: requests[0].length };
}

function formatTable(rows) {
  const header = [
    'route',
    'req/s (mean)',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'non-2xx',
    'errors',
    '1 conn p50 ms',
    'raw SQL ms (queries)',
    '× SQL',
    'matches',
  ];
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
  if (app.db.config.connection.client === 'postgres') {
    // What autovacuum does within a minute of a bulk insert: planner statistics and the visibility map (without them
    // PostgreSQL estimated 18 rows for a 36,000-row filter and scanned the heap for each page).
    await app.db.connection.raw('VACUUM ANALYZE detections');
  }
  return countDetections(app);
}

/** Two phone-sized JPEG photos (noise, so they do not compress to nothing), as the report form uploads them. */
async function reportPhotos(app) {
  const sharp = require(require.resolve('sharp', { paths: [app.dirs.app.root] }));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lcmdp-bench-'));
  const files = [];
  for (const [i, [width, height]] of [
    [1200, 900],
    [900, 1200],
  ].entries()) {
    const noise = Buffer.from(Array.from({ length: 64 * 48 * 3 }, () => Math.floor(Math.random() * 256)));
    const file = path.join(dir, `photo-${i + 1}.jpg`);
    await sharp(noise, { raw: { width: 64, height: 48, channels: 3 } })
      .resize(width, height)
      .jpeg({ quality: 80 })
      .toFile(file);
    files.push(file);
  }
  return { dir, files };
}

const READ_ROUTES = ['violation', 'violation-laos', 'nonviolation', 'nonviolation-laos', 'verified'];

/**
 * BENCH_LOAD_REPORTS report submissions (two photos each) all at once, while BENCH_LOAD_CONNECTIONS connections
 * read the public lists' first pages; then the reports stored under this run's tag are counted and compared.
 */
async function loadTest(app, base, loader, opts) {
  const tag = `bench-load ${new Date().toISOString()} ${randomBytes(4).toString('hex')}`;
  const photos = await reportPhotos(app);
  const readPaths = READ_ROUTES.flatMap((route) =>
    [1, 2, 3, 4, 5].map((page) => `/api-laos/get_data_from_route?route=${route}&page=${page}&pageSize=20`),
  );
  try {
    const sizes = photos.files.map((f) => (fs.statSync(f).size / 1024).toFixed(0)).join(' + ');
    console.log(
      `\nLoad test: ${opts.loadReports} report submissions (two photos, ${sizes} KB) at once, while ` +
        `${opts.loadConnections} connections read the public lists (pages 1-5 of ${READ_ROUTES.length} lists) ...`,
    );
    const { reads, submissions } = await loader.run({
      kind: 'mixed',
      base,
      readPaths,
      seconds: opts.loadSeconds,
      connections: opts.loadConnections,
      submissions: {
        count: opts.loadReports,
        images: photos.files,
        fields: {
          variant: 'laos',
          observedOn: '2026-10-01',
          province: 'vientiane_capital',
          category: 'promotion_at_point_of_sale',
          details: 'price_reduction,gifts_free_items',
          activity: 'ຫຼຸດລາຄານົມຜົງສຳລັບເດັກອ່ອນ',
          company: 'Bench Nutrition Co.',
          brand: 'BenchMilk',
          productType: 'infant_formula',
          description: tag,
          reporterName: 'Bench Reporter',
        },
      },
    });
    const stored = await app.db.query('api::report.report').findMany({
      where: { description: { $startsWith: tag } },
      select: ['documentId', 'description'],
      populate: { images: { select: ['id'] } },
    });
    const accepted = submissions.acceptedIds.length;
    const distinct = new Set(stored.map((r) => r.description)).size;
    const withTwoPhotos = stored.filter((r) => (r.images ?? []).length === 2).length;
    const acceptedStored = submissions.acceptedIds.filter((id) => stored.some((r) => r.documentId === id)).length;
    console.log(
      `  submissions: ${Object.entries(submissions.byStatus)
        .map(([status, n]) => `${n} × ${status}`)
        .join(', ')} in ${submissions.seconds.toFixed(1)} s ` +
        `(${submissions.perSecond.toFixed(1)} reports/s; p50 ${submissions.p50.toFixed(0)} ms, ` +
        `p95 ${submissions.p95.toFixed(0)} ms)${submissions.firstError ? `; first error: ${submissions.firstError}` : ''}`,
    );
    console.log(
      `  stored: ${stored.length} reports for ${accepted} accepted (${acceptedStored} of the accepted ids found, ` +
        `${stored.length - distinct} doubled, ${withTwoPhotos} with both photos) — ` +
        (stored.length === accepted && acceptedStored === accepted && distinct === stored.length
          ? 'none lost, none doubled'
          : 'MISMATCH'),
    );
    console.log(
      `  readers: ${reads.count} reads in ${reads.seconds.toFixed(1)} s (${reads.perSecond.toFixed(1)} req/s; ` +
        `p50 ${reads.p50.toFixed(0)} ms, p95 ${reads.p95.toFixed(0)} ms, p99 ${reads.p99.toFixed(0)} ms; ` +
        `non-2xx ${reads.non2xx}, errors ${reads.errors})`,
    );
    // The bench database keeps its detections, not the load test's reports (their photos are deleted with them).
    for (const report of stored) await app.documents('api::report.report').delete({ documentId: report.documentId });
    return stored.length === accepted && acceptedStored === accepted;
  } finally {
    fs.rmSync(photos.dir, { recursive: true, force: true });
  }
}

async function main() {
  const opts = options();
  prepareEnv();
  const { app, distDir } = await bootStrapi();
  const loader = startLoadGenerator();
  try {
    app.log.level = 'warn'; // no log line per request while measuring
    console.log(`Bench database: ${describeDatabase(app)}; topping detections up to ${opts.rows} rows ...`);
    const inDb = await prepareData(app, distDir, opts.rows);
    const user = await benchUser(app);
    const jwt = await app.plugin('users-permissions').service('jwt').issue({ id: user.id });
    const base = await listen(app);
    const table = [];
    const { listCache } = require(path.join(app.dirs.dist.root, 'src/services/list-cache.js'));
    let hits = 0;
    let misses = 0;
    for (const target of targets(jwt)) {
      await useListCache(app, target.cache);
      const { total } = await check(base, target);
      const sql = await rawSqlOf(app, base, target);
      const job = { kind: 'reads', base, paths: target.paths, headers: target.headers };
      const single = await loader.run({ ...job, seconds: 3, connections: 1 });
      if (opts.warmup) await loader.run({ ...job, seconds: opts.warmup, connections: opts.connections });
      console.log(`${target.name}: ${opts.seconds} s, ${opts.connections} connections, ${total} matching rows ...`);
      const loaded = await loader.run({ ...job, seconds: opts.seconds, connections: opts.connections });
      table.push([
        `${target.name}  GET ${target.paths[0].split('?')[0]}`,
        loaded.perSecond.toFixed(1),
        loaded.p50.toFixed(1),
        loaded.p95.toFixed(1),
        loaded.p99.toFixed(1),
        loaded.non2xx,
        loaded.errors,
        single.p50.toFixed(1),
        `${sql.ms.toFixed(2)} (${sql.statements})`,
        (single.p50 / sql.ms).toFixed(1),
        total,
      ]);
      const { stats } = listCache();
      hits += stats.hits;
      misses += stats.misses;
    }
    await useListCache(app, true);
    console.log(
      `\nNode ${process.version}, ${describeDatabase(app)}, ${inDb} detections, ${opts.connections} connections, ` +
        `${opts.seconds} s per route, load generator in its own process; load average ${os
          .loadavg()
          .map((n) => n.toFixed(1))
          .join(' ')}\n`,
    );
    console.log(formatTable(table));
    console.log(`List cache over the routes above with the cache on: ${hits} hits, ${misses} misses.`);
    const { signInCache } = require(path.join(app.dirs.dist.root, 'src/services/sign-in-cache.js'));
    const signIns = signInCache().stats;
    console.log(`Sign-ins over the routes above: ${signIns.hits} from memory, ${signIns.misses} from the database.`);
    const whole = opts.loadReports > 0 ? await loadTest(app, base, loader, opts) : true;
    console.log(`\nExcel export of a whole list (GET ${'/api-laos/export_data?route=detection&archived=all'}) ...`);
    const exported = await measureExport(base, jwt);
    console.log(
      `export_data: ${exported.total} rows in ${exported.seconds.toFixed(1)} s ` +
        `(first byte after ${exported.firstByte.toFixed(2)} s, ${exported.megabytes.toFixed(1)} MB, ` +
        `${Math.round(exported.total / exported.seconds)} rows/s)`,
    );
    if (!whole) throw new Error('The load test lost or doubled reports (see above)');
  } finally {
    loader.stop();
    await stopStrapi(app);
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    const text = String((error && error.stack) || error);
    console.error(`Bench failed: ${text.length > 2000 ? `${text.slice(0, 2000)} …` : text}`);
    process.exit(1);
  },
);
