/**
 * Backups (issue 14 point 3) on a real Strapi, SQLite and PostgreSQL: items with images and a linked review history
 * → `npm run backup` while the CMS runs → stop, wipe the database and the uploads → `npm run restore` → boot again:
 * the same rows, the same file bytes, and the history chain holds. Damaged, cut short and tampered archives are
 * refused and change nothing, as is a restore over data without --force.
 *
 * The scripts run as the operator runs them (child processes on the compiled CMS). PostgreSQL runs in a database
 * of its own, created and dropped here, so the shared `test` database is never touched.
 */
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { Client } from 'pg';
import request from 'supertest';
import * as tar from 'tar';
import { bootStrapi, type Booted } from '../helpers/strapi';
import { bearer, createDetectionId, jpeg, REPORT_FIELDS, staffTokens, submitReport } from '../helpers/fixtures';

const appDir = resolve(__dirname, '../..');
const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const databaseUrl = (name: string) => {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
};

async function pgAdmin<T>(work: (c: Client) => Promise<T>, url = ADMIN_URL): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

interface Ran {
  code: number | null;
  stdout: string;
  stderr: string;
}

function script(name: 'backup' | 'restore', args: string[], env: Record<string, string>): Promise<Ran> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [join(appDir, 'scripts', `${name}.js`), ...args], {
      cwd: appDir,
      // No cms/.env from the developer's machine: only what this test sets.
      env: { ...process.env, ENV_PATH: '/dev/null', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', fail);
    child.on('close', (code) => done({ code, stdout, stderr }));
  });
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Every file under a folder, by relative path, with its SHA-256. */
function hashTree(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    if (!existsSync(d)) return;
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const full = join(d, e.name);
      if (e.isDirectory()) walk(full);
      else out[relative(dir, full)] = sha256(readFileSync(full));
    }
  };
  walk(dir);
  return out;
}

const UIDS = [
  'api::report.report',
  'api::detection.detection',
  'api::review-event.review-event',
  'api::history-link.history-link',
  'api::enforcement-case.enforcement-case',
  'plugin::upload.file',
  'plugin::users-permissions.user',
];

/** The rows that must come back as they were (ids, document ids, every stored field). */
async function rows(app: Booted): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const uid of UIDS) {
    out[uid] = await app.strapi.db.query(uid as never).findMany({ orderBy: { id: 'asc' } } as never);
  }
  return out;
}

async function verifyHistory(app: Booted, token: string) {
  const res = await request(app.server).get('/api-laos/history/verify').set(bearer(token));
  expect(res.status).toBe(200);
  return res.body.data as { ok: boolean; links: number; files: number };
}

/** The same archive with one byte changed in its middle: gzip's check fails. */
function flipByte(archive: string, to: string): string {
  const bytes = readFileSync(archive);
  bytes[Math.floor(bytes.length / 2)] ^= 0xff;
  writeFileSync(to, bytes);
  return to;
}

/** A well-formed archive whose upload was swapped for other bytes of the same size after the manifest was made. */
async function tamperedCopy(archive: string, work: string, to: string): Promise<string> {
  const dir = join(work, 'tamper');
  mkdirSync(dir, { recursive: true });
  await tar.x({ file: archive, cwd: dir });
  const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as { members: { path: string }[] };
  const paths = manifest.members.map((m) => m.path);
  const victim = paths.find((p) => p.startsWith('uploads/') && p.endsWith('.jpg'))!;
  const original = readFileSync(join(dir, victim));
  writeFileSync(join(dir, victim), Buffer.alloc(original.length, 7));
  await tar.c({ gzip: true, file: to, cwd: dir }, ['manifest.json', ...paths]);
  rmSync(dir, { recursive: true, force: true });
  return to;
}

describe.each(['sqlite', 'postgres'] as const)('backup and restore on %s', (client) => {
  const savedEnv = { ...process.env };
  let work: string;
  let dbName: string;
  let env: Record<string, string>;
  let app: Booted | undefined;

  const uploadsDir = () => join(work, 'public', 'uploads');
  // bootStrapi makes a throwaway PostgreSQL schema when the suite runs on PostgreSQL; this test brings its own
  // database, so the helper is asked for SQLite and the variables below take over.
  const boot = async () => {
    process.env.DATABASE_CLIENT = 'sqlite';
    app = await bootStrapi(env);
    return app;
  };
  const stop = async () => {
    await app?.stop();
    app = undefined;
  };
  /** The database's state as the operator would check it: the SQLite file's bytes, or PostgreSQL's row counts. */
  const databaseState = async (): Promise<string> => {
    if (client === 'sqlite') {
      const file = env.DATABASE_FILENAME;
      return existsSync(file) ? sha256(readFileSync(file)) : 'absent';
    }
    return pgAdmin(async (c) => {
      const tables = await c.query(
        "SELECT count(*)::int AS n FROM pg_class c JOIN pg_namespace s ON s.oid = c.relnamespace WHERE s.nspname = 'public'",
      );
      if (tables.rows[0].n === 0) return 'empty';
      const counts = await c.query(
        'SELECT (SELECT count(*) FROM review_events) AS e, (SELECT count(*) FROM history_links) AS l, (SELECT count(*) FROM files) AS f',
      );
      return `${tables.rows[0].n}:${JSON.stringify(counts.rows[0])}`;
    }, env.DATABASE_URL);
  };

  let before: Record<string, unknown[]>;
  let filesBefore: Record<string, string>;
  let historyBefore: { ok: boolean; links: number; files: number };
  let archive: string;

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'lcmdp-backup-'));
    mkdirSync(join(work, 'public', 'uploads'), { recursive: true });
    dbName = `lcmdp_backup_test_${randomBytes(5).toString('hex')}`;
    env = {
      PUBLIC_DIR: join(work, 'public'),
      BACKUP_DIR: join(work, 'backups'),
      ...(client === 'sqlite'
        ? { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: join(work, 'data.db') }
        : { DATABASE_CLIENT: 'postgres', DATABASE_URL: databaseUrl(dbName), DATABASE_SCHEMA: 'public' }),
    };
    if (client === 'postgres') await pgAdmin((c) => c.query(`CREATE DATABASE ${dbName}`));

    const running = await boot();
    const staff = await staffTokens(running);
    const as = (role: 'supervisor' | 'operator') => bearer(staff[role].token);
    // A detection (picture, screenshot, page) taken through both review levels: review events, a case, links.
    const detectionId = await createDetectionId(running);
    for (const [level, token] of [
      ['supervisor', as('supervisor')],
      ['operator', as('operator')],
    ] as const) {
      const res = await request(running.server)
        .post(`/api-laos/update_${level}_status_detect`)
        .set(token)
        .send({ _id: detectionId, status: 'violation' });
      expect(res.status).toBe(200);
    }
    // A public report with two photos, decided by a supervisor.
    const report = await submitReport(running, REPORT_FIELDS, [await jpeg(1), await jpeg(2)]);
    expect(report.status).toBeLessThan(300);
    const decided = await request(running.server)
      .post('/api-laos/update_supervisor_status_report_laos')
      .set(as('supervisor'))
      .send({ _id: report.body.data._id, status: 'violation' });
    expect(decided.status).toBe(200);

    before = await rows(running);
    filesBefore = hashTree(uploadsDir());
    historyBefore = await verifyHistory(running, staff.admin.token);
    // The backup is taken while the CMS runs (SQLite's online backup; pg_dump's snapshot).
    const made = await script('backup', [], env);
    expect(made).toMatchObject({ code: 0 });
    archive = made.stdout.trim().split('\n').pop()!;
    await stop();
  });

  afterAll(async () => {
    await stop().catch(() => undefined);
    if (client === 'postgres') await pgAdmin((c) => c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`));
    rmSync(work, { recursive: true, force: true });
    for (const key of Object.keys(process.env)) if (!(key in savedEnv)) delete process.env[key];
    Object.assign(process.env, savedEnv);
  });

  it('wrote one dated archive, readable only by its owner, with the data to restore', () => {
    expect(archive).toMatch(new RegExp(`^${env.BACKUP_DIR}/lcmdp-backup-\\d{4}-\\d\\d-\\d\\dT\\d{6}Z\\.tar\\.gz$`));
    expect(statSync(archive).mode & 0o777).toBe(0o600);
    // The data worth restoring: reviewed items, their evidence files, a history chain.
    expect(before['api::report.report']).toHaveLength(1);
    expect(before['api::review-event.review-event'].length).toBeGreaterThanOrEqual(4);
    expect(historyBefore).toMatchObject({ ok: true });
    expect(historyBefore.links).toBeGreaterThanOrEqual(5);
    expect(Object.keys(filesBefore).length).toBeGreaterThanOrEqual(5);
  });

  it('refuses a damaged, a cut short and a tampered archive, even with --force, and changes nothing', async () => {
    const state = await databaseState();
    expect(state).not.toMatch(/^(absent|empty)$/);
    const cases: [string, RegExp][] = [
      [flipByte(archive, join(work, 'flipped.tar.gz')), /damaged or cut short/],
      [
        (() => {
          const cut = join(work, 'cut.tar.gz');
          writeFileSync(cut, readFileSync(archive).subarray(0, Math.floor(statSync(archive).size * 0.6)));
          return cut;
        })(),
        /damaged or cut short/,
      ],
      [await tamperedCopy(archive, work, join(work, 'tampered.tar.gz')), /uploads\/.+\.jpg: its SHA-256 differs/],
    ];
    for (const [file, reason] of cases) {
      const ran = await script('restore', [file, '--force'], env);
      expect({ code: ran.code, refused: reason.test(ran.stderr) }).toEqual({ code: 1, refused: true });
      expect(await databaseState()).toBe(state);
      expect(hashTree(uploadsDir())).toEqual(filesBefore);
    }
    // Nothing left behind in the public folder either (no half-extracted archive, nothing moved aside).
    expect(readdirSync(join(work, 'public'))).toEqual(['uploads']);
  });

  it('refuses to replace a database holding data without --force', async () => {
    const state = await databaseState();
    const ran = await script('restore', [archive], env);
    expect(ran.code).toBe(1);
    expect(ran.stderr).toMatch(/already holds data; restore with --force/);
    expect(await databaseState()).toBe(state);
    expect(hashTree(uploadsDir())).toEqual(filesBefore);
  });

  it('refuses an archive of the other database client', async () => {
    const other: Record<string, string> =
      client === 'sqlite'
        ? { DATABASE_CLIENT: 'postgres', DATABASE_URL: databaseUrl(dbName) }
        : { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: join(work, 'other.db') };
    const ran = await script('restore', [archive, '--check'], { ...env, ...other });
    expect(ran.code).toBe(1);
    expect(ran.stderr).toMatch(new RegExp(`holds a ${client} database, but this CMS uses`));
  });

  it('after a wipe, restores the same rows, the same file bytes and a history chain that holds', async () => {
    // Wipe: the database and the uploads are gone.
    rmSync(uploadsDir(), { recursive: true, force: true });
    mkdirSync(uploadsDir());
    if (client === 'sqlite') rmSync(env.DATABASE_FILENAME, { force: true });
    else {
      await pgAdmin((c) => c.query(`DROP DATABASE ${dbName} WITH (FORCE)`));
      await pgAdmin((c) => c.query(`CREATE DATABASE ${dbName}`));
    }
    expect(await databaseState()).toBe(client === 'sqlite' ? 'absent' : 'empty');

    const ran = await script('restore', [archive], env);
    expect(ran.stderr).toBe('');
    expect(ran.code).toBe(0);
    expect(ran.stdout).toMatch(/Restored the .* database and \d+ upload files/);
    expect(hashTree(uploadsDir())).toEqual(filesBefore);

    const running = await boot();
    expect(await rows(running)).toEqual(before);
    const staff = await staffTokens(running);
    expect(await verifyHistory(running, staff.admin.token)).toEqual(historyBefore);
    // The restored files are served again under their recorded URLs.
    const photo = (before['plugin::upload.file'] as { url: string }[]).find((f) => f.url.endsWith('.jpg'))!;
    const served = await request(running.server).get(photo.url);
    expect(served.status).toBe(200);
    await stop();
  });

  it('restores over data with --force, keeping what was there aside', async () => {
    const ran = await script('restore', [archive, '--force'], env);
    expect(ran.code).toBe(0);
    expect(ran.stdout).toMatch(/kept as /);
    expect(hashTree(uploadsDir())).toEqual(filesBefore);
    const aside = readdirSync(join(work, 'public')).filter((n) => n.startsWith('.uploads.before-restore-'));
    expect(aside).toHaveLength(1);
    expect(hashTree(join(work, 'public', aside[0]))).toEqual(filesBefore);
    if (client === 'postgres') {
      const schemas = await pgAdmin(
        (c) => c.query("SELECT nspname FROM pg_namespace WHERE nspname LIKE 'public_before_restore_%'"),
        env.DATABASE_URL,
      );
      expect(schemas.rowCount).toBe(1);
    }
    const running = await boot();
    expect(await rows(running)).toEqual(before);
  });
});
