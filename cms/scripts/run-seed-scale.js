#!/usr/bin/env node
/**
 * npm run seed:scale -w @lcmdp/cms -- [N=100000]
 *
 * Inserts N synthetic detections FAST, for load tests: knex batch inserts of 1000 rows straight into the
 * `detections` table (no Document Service, no media, no review events, no relations). Every row is still a valid
 * item: a Strapi-style documentId, a unique content hash, and review fields that respect the review chain
 * (pending_approval has a supervisor verdict; violation / non_violation carry the same supervisor and operator
 * status and the approval times; to_be_updated comes from the supervisor). Works on SQLite and PostgreSQL.
 *
 * `seedScale` and `topUpDetections` are exported for scripts/bench.js.
 */
'use strict';

const { createHash } = require('node:crypto');
const path = require('node:path');
const { seededRandom } = require('@lcmdp/contract');

const DETECTION_UID = 'api::detection.detection';
const BATCH_SIZE = 1000;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Strapi's own documentId generator (@paralleldrive/cuid2, a dependency of @strapi/core), resolved from there. */
function loadCreateId() {
  const coreDir = path.dirname(require.resolve('@strapi/core/package.json'));
  return require(require.resolve('@paralleldrive/cuid2', { paths: [coreDir] })).createId;
}

/** Final review state by share of rows (cumulative weights). */
const STATUS_MIX = [
  ['suspected_violation', 0.15],
  ['reviewing', 0.08],
  ['pending_approval', 0.12],
  ['to_be_updated', 0.05],
  ['violation', 0.38],
  ['non_violation', 0.22],
];

const PLATFORMS = ['facebook', 'tiktok', 'website', 'shop', 'instagram', 'youtube'];

function pickStatus(r) {
  let acc = 0;
  for (const [status, weight] of STATUS_MIX) {
    acc += weight;
    if (r < acc) return status;
  }
  return STATUS_MIX[STATUS_MIX.length - 1][0];
}

/** The demo captions and brands of the seed catalogue (compiled with the app). */
function loadCatalogue(strapi) {
  const catalogue = require(path.join(strapi.dirs.dist.root, 'src/seed/catalogue.js'));
  const companies = new Map(catalogue.DEMO_COMPANIES.map((c) => [c.key, c.name.en]));
  return {
    suspectedCaptions: catalogue.DEMO_CAPTIONS.filter((c) => c.suspected),
    fineCaptions: catalogue.DEMO_CAPTIONS.filter((c) => !c.suspected),
    brands: catalogue.DEMO_BRANDS.map((b) => ({
      name: b.name.en,
      company: companies.get(b.companyKey) ?? null,
      productType: b.productTypes[0],
    })),
  };
}

/** Review fields of one row, consistent with the chain, all in the past. */
function reviewFields(status, suspected, crawledAt, now, random) {
  const clamp = (t) => new Date(Math.min(t, now - 60_000));
  const f = {
    reviewStatus: status,
    aiStatus: suspected ? 'suspected_violation' : 'non_violation',
    supervisorStatus: null,
    supervisorAt: null,
    operatorStatus: null,
    operatorAt: null,
    approvedAt: null,
    trackedAt: null,
  };
  if (status === 'suspected_violation' || status === 'reviewing') return f;
  const supervisorAt = clamp(crawledAt.getTime() + (1 + random() * 96) * HOUR);
  if (status === 'to_be_updated') return { ...f, supervisorStatus: 'to_be_updated', supervisorAt };
  if (status === 'pending_approval') {
    return { ...f, supervisorStatus: random() < 0.7 ? 'violation' : 'non_violation', supervisorAt };
  }
  const operatorAt = clamp(supervisorAt.getTime() + (1 + random() * 48) * HOUR);
  return {
    ...f,
    supervisorStatus: status,
    supervisorAt,
    operatorStatus: status,
    operatorAt,
    approvedAt: operatorAt,
    trackedAt: status === 'violation' ? operatorAt : null,
  };
}

/** One synthetic detection, by attribute name. */
function makeRow(ctx) {
  const { random, now, createId, catalogue } = ctx;
  const documentId = createId();
  const status = pickStatus(random());
  // Items the AI did not suspect start in `reviewing`; the others in `suspected_violation`.
  const suspected = status === 'reviewing' ? false : status === 'suspected_violation' ? true : random() < 0.85;
  const pool = suspected ? catalogue.suspectedCaptions : catalogue.fineCaptions;
  const caption = pool[Math.floor(random() * pool.length)];
  const brand = suspected ? catalogue.brands[Math.floor(random() * catalogue.brands.length)] : null;
  const crawledAt = new Date(now - random() * 730 * DAY);
  const variant = random() < 0.5 ? 'laos' : 'international';
  const platform = PLATFORMS[Math.floor(random() * PLATFORMS.length)];
  const review = reviewFields(status, suspected, crawledAt, now, random);
  const createdAt = new Date(crawledAt.getTime() + 60_000);
  return {
    documentId,
    origin: 'crawler',
    platform,
    pageUrl: `https://example.org/${platform}/scale/${documentId}`,
    caption: caption.text,
    evidenceHashes: '{}',
    crawledAt,
    postedAt: new Date(crawledAt.getTime() - random() * 72 * HOUR),
    contentHash: createHash('sha256').update(`scale:${variant}:${documentId}`).digest('hex'),
    variant,
    ...review,
    aiScore: Math.round((suspected ? 0.7 + random() * 0.29 : random() * 0.3) * 100) / 100,
    aiFindings: '[]',
    violationCount: status === 'violation' ? 1 + Math.floor(random() * 4) : 0,
    archived: random() < 0.03,
    company: brand ? brand.company : null,
    brand: brand ? brand.name : null,
    productType: brand ? brand.productType : null,
    createdAt,
    updatedAt: review.operatorAt ?? review.supervisorAt ?? createdAt,
    publishedAt: createdAt,
    locale: null,
  };
}

/** Attribute name → column name, from Strapi's own metadata; checked against the real table. */
async function columnMap(strapi, sample) {
  const meta = strapi.db.metadata.get(DETECTION_UID);
  const map = {};
  for (const attr of Object.keys(sample)) {
    const def = meta.attributes[attr];
    if (!def || !def.columnName) throw new Error(`detections has no column for the attribute ${attr}`);
    map[attr] = def.columnName;
  }
  const actual = await strapi.db.getConnection(meta.tableName).columnInfo();
  const missing = Object.values(map).filter((c) => !(c in actual));
  if (missing.length)
    throw new Error(`${meta.tableName} lacks the columns ${missing.join(', ')}: run Strapi once to sync the schema`);
  return { table: meta.tableName, map };
}

/**
 * Writes one batch in one transaction. SQLite compiles a multi-row insert to a compound SELECT, limited to 500
 * terms, so it gets statements of at most 500 rows; PostgreSQL takes the whole batch in one statement.
 */
async function insertBatch(strapi, table, rows) {
  const perStatement = strapi.db.config.connection.client === 'sqlite' ? 500 : rows.length;
  const schema = strapi.db.getSchemaName();
  await strapi.db.connection.transaction(async (trx) => {
    for (let i = 0; i < rows.length; i += perStatement) {
      const query = schema ? trx(table).withSchema(schema) : trx(table);
      await query.insert(rows.slice(i, i + perStatement));
    }
  });
}

const toColumns = (row, map) => {
  const out = {};
  for (const [attr, value] of Object.entries(row)) out[map[attr]] = value;
  return out;
};

/**
 * Inserts `total` synthetic detections in batches. Answers { inserted, seconds, rowsPerSecond }.
 * `log` receives a progress line every 10 batches. `overrides` fixes attributes on every row (tests pin the
 * variant, say, so that one list holds them all); rows stay unique (the content hash includes the documentId).
 */
async function seedScale(strapi, total, { log = console.log, batchSize = BATCH_SIZE, seed = Date.now(), overrides = {} } = {}) {
  const ctx = { random: seededRandom(seed), now: Date.now(), createId: loadCreateId(), catalogue: loadCatalogue(strapi) };
  const started = process.hrtime.bigint();
  let inserted = 0;
  let columns = null;
  let writing = 0n;
  while (inserted < total) {
    const size = Math.min(batchSize, total - inserted);
    const rows = Array.from({ length: size }, () => ({ ...makeRow(ctx), ...overrides }));
    columns ??= await columnMap(strapi, rows[0]);
    const mapped = rows.map((r) => toColumns(r, columns.map));
    const t0 = process.hrtime.bigint();
    await insertBatch(strapi, columns.table, mapped);
    writing += process.hrtime.bigint() - t0;
    inserted += size;
    if ((inserted / batchSize) % 10 === 0 || inserted === total) log(`  ${inserted} / ${total} rows`);
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const writeSeconds = Number(writing) / 1e9;
  return { inserted, seconds, writeSeconds, rowsPerSecond: seconds > 0 ? Math.round(inserted / seconds) : inserted };
}

async function countDetections(strapi) {
  return Number(await strapi.db.query(DETECTION_UID).count({}));
}

/** Adds synthetic detections until the table holds `target` rows. */
async function topUpDetections(strapi, target, options = {}) {
  const have = await countDetections(strapi);
  if (have >= target) return { inserted: 0, seconds: 0, rowsPerSecond: 0, total: have };
  const result = await seedScale(strapi, target - have, options);
  return { ...result, total: await countDetections(strapi) };
}

function parseCount(arg) {
  if (arg === undefined) return 100000;
  const n = Number(arg);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`N must be a positive whole number, not "${arg}"`);
  return n;
}

async function main() {
  const total = parseCount(process.argv[2]);
  const { useAppEnvFile, bootStrapi, stopStrapi } = require('./run-seed');
  useAppEnvFile();
  const { app } = await bootStrapi();
  try {
    console.log(`Inserting ${total} synthetic detections (${app.db.config.connection.client}) ...`);
    const r = await seedScale(app, total);
    console.log(
      `Inserted ${r.inserted} rows in ${r.seconds.toFixed(1)} s (${r.writeSeconds.toFixed(1)} s of it in the database): ` +
        `${r.rowsPerSecond} rows/s. The table now holds ${await countDetections(app)} detections.`,
    );
  } finally {
    await stopStrapi(app);
  }
}

module.exports = { seedScale, topUpDetections, countDetections };

if (require.main === module) {
  main().then(
    () => process.exit(0),
    (error) => {
      // A failed insert's message quotes the whole SQL statement: keep the start, which says what went wrong.
      const text = String((error && error.stack) || error);
      console.error(`Scale seeding failed: ${text.length > 2000 ? `${text.slice(0, 2000)} …` : text}`);
      process.exit(1);
    },
  );
}
