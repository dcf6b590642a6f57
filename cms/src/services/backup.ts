/**
 * Backups and restores (issue 14 point 3): the database (SQLite's online backup, or `pg_dump -Fc`) and the uploads
 * folder in one dated `.tar.gz` with a manifest of SHA-256s (format: domain/backup-manifest.ts).
 *
 * Neither needs Strapi running or stopped to BACK UP (SQLite's backup API copies a consistent snapshot while the CMS
 * writes). RESTORE must run with the CMS stopped: it extracts into a temporary folder, checks the manifest and every
 * member's hash before it touches anything, then swaps the files in by renames and the PostgreSQL schema in one
 * transaction, undoing the renames when a later step fails.
 *
 * Run by cms/scripts/backup.js and restore.js; reads the same variables as config/database.ts and config/server.ts.
 */
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, existsSync, promises as fsp } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { Client, type ClientConfig } from 'pg';
import * as tar from 'tar';
import {
  DATABASE_MEMBERS,
  MANIFEST_NAME,
  UPLOADS_PREFIX,
  backupFileName,
  buildManifest,
  checkArchive,
  isSafeMemberPath,
  parseManifest,
  type DatabaseClient,
  type Manifest,
  type Member,
} from '../domain/backup-manifest';

/** A refusal the operator can act on (corrupt archive, wrong database, data in the way): exit code 1, no trace. */
export class BackupRefused extends Error {
  constructor(
    message: string,
    readonly problems: string[] = [],
  ) {
    super(problems.length ? `${message}\n${problems.map((p) => `  - ${p}`).join('\n')}` : message);
    this.name = 'BackupRefused';
  }
}

export interface PostgresTarget {
  url?: string;
  host: string;
  port: number;
  database: string;
  user: string;
  password: string;
  ssl: boolean;
  schema: string;
}

export interface BackupTarget {
  client: DatabaseClient;
  /** SQLite: the database file. */
  sqliteFile: string;
  postgres: PostgresTarget;
  /** The local upload provider's folder: `<PUBLIC_DIR>/uploads`. */
  uploadsDir: string;
  /** Where `npm run backup` writes archives unless told (BACKUP_DIR). */
  backupDir: string;
  /** Set when the S3 provider keeps the files: the bucket is not in the archive. */
  s3Bucket?: string;
}

/** The database and folders the CMS uses, from the same variables (and defaults) as config/database.ts and server.ts. */
export function backupTarget(env: NodeJS.ProcessEnv, appDir: string): BackupTarget {
  const fromApp = (p: string) => (isAbsolute(p) ? p : resolve(appDir, p));
  const client = env.DATABASE_CLIENT || 'sqlite';
  if (client !== 'sqlite' && client !== 'postgres') {
    throw new BackupRefused(`Unsupported DATABASE_CLIENT: ${client}. Use "sqlite" (default) or "postgres".`);
  }
  return {
    client,
    sqliteFile: fromApp(env.DATABASE_FILENAME || '.tmp/data.db'),
    postgres: {
      url: env.DATABASE_URL || undefined,
      host: env.DATABASE_HOST || '127.0.0.1',
      port: Number(env.DATABASE_PORT || 5432),
      database: env.DATABASE_NAME || 'lcmdp',
      user: env.DATABASE_USERNAME || 'postgres',
      password: env.DATABASE_PASSWORD || '',
      ssl: env.DATABASE_SSL === 'true',
      schema: env.DATABASE_SCHEMA || 'public',
    },
    uploadsDir: join(fromApp(env.PUBLIC_DIR || './public'), 'uploads'),
    backupDir: fromApp(env.BACKUP_DIR || 'backups'),
    s3Bucket: env.S3_BUCKET || undefined,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Small I/O helpers

async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Every regular file under `dir`, as POSIX paths relative to `root`; anything else (a link, a socket) is named. */
async function listFiles(root: string, dir = root): Promise<{ files: string[]; others: string[] }> {
  const files: string[] = [];
  const others: string[] = [];
  if (!existsSync(dir)) return { files, others };
  for (const entry of await fsp.readdir(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    const rel = relative(root, full).split(sep).join('/');
    if (entry.isDirectory()) {
      const inner = await listFiles(root, full);
      files.push(...inner.files);
      others.push(...inner.others);
    } else if (entry.isFile()) files.push(rel);
    else others.push(rel);
  }
  return { files, others };
}

async function describe(root: string, paths: string[]): Promise<Member[]> {
  const members: Member[] = [];
  for (const path of paths) {
    const file = join(root, ...path.split('/'));
    members.push({ path, size: (await fsp.stat(file)).size, sha256: await sha256File(file) });
  }
  return members;
}

const stamp = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, '');
const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The libpq connection for pg_dump / pg_restore / psql: DATABASE_URL when set (it wins, as in node-pg), else parts. */
function libpq(pg: PostgresTarget): { args: string[]; env: NodeJS.ProcessEnv } {
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (pg.password) env.PGPASSWORD = pg.password;
  if (pg.ssl) env.PGSSLMODE = 'require';
  if (pg.url) return { args: [`--dbname=${pg.url}`], env };
  Object.assign(env, { PGHOST: pg.host, PGPORT: String(pg.port), PGDATABASE: pg.database, PGUSER: pg.user });
  return { args: [], env };
}

function pgClientConfig(pg: PostgresTarget): ClientConfig {
  const ssl = pg.ssl ? { rejectUnauthorized: false } : undefined;
  return pg.url
    ? { connectionString: pg.url, password: pg.password || undefined, ssl }
    : { host: pg.host, port: pg.port, database: pg.database, user: pg.user, password: pg.password, ssl };
}

interface Ran {
  code: number | null;
  stderr: string;
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<Ran> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', (e) => fail(new Error(`${command}: ${e.message} (is the PostgreSQL client installed?)`)));
    child.on('close', (code) => done({ code, stderr }));
  });
}

interface SqliteDatabase {
  backup(destination: string): Promise<unknown>;
  prepare(sql: string): { get(): Record<string, unknown> | undefined; pluck(): { get(): unknown } };
  close(): void;
}
type SqliteOpen = new (file: string, options?: { readonly?: boolean; fileMustExist?: boolean }) => SqliteDatabase;
// Loaded on first use, as elsewhere in the CMS: a PostgreSQL deployment never opens SQLite.
const openSqlite: () => SqliteOpen = () => require('better-sqlite3');

// ---------------------------------------------------------------------------------------------------------------
// Backup

export interface BackupResult {
  file: string;
  manifest: Manifest;
}

async function dumpDatabase(target: BackupTarget, staging: string): Promise<void> {
  const dump = join(staging, ...DATABASE_MEMBERS[target.client].split('/'));
  await fsp.mkdir(dirname(dump), { recursive: true });
  if (target.client === 'sqlite') {
    if (!existsSync(target.sqliteFile)) throw new BackupRefused(`No SQLite database at ${target.sqliteFile}`);
    const Database = openSqlite();
    const db = new Database(target.sqliteFile, { readonly: true, fileMustExist: true });
    try {
      // SQLite's online backup API: a consistent copy page by page, while the CMS keeps writing.
      await db.backup(dump);
    } finally {
      db.close();
    }
    return;
  }
  const { args, env } = libpq(target.postgres);
  const ran = await run(
    'pg_dump',
    ['--format=custom', `--schema=${quoteIdent(target.postgres.schema)}`, `--file=${dump}`, ...args],
    env,
  );
  if (ran.code !== 0) throw new Error(`pg_dump failed (exit ${ran.code}): ${ran.stderr.trim()}`);
}

/**
 * Writes `<outDir>/lcmdp-backup-<UTC time>.tar.gz` (mode 0600: it holds reporters' personal data). The archive is
 * written under a temporary name and renamed when complete, so a crash never leaves a partial archive under a
 * backup's name.
 */
export async function createBackup(target: BackupTarget, options: { outDir?: string; now?: Date } = {}): Promise<BackupResult> {
  const now = options.now ?? new Date();
  const outDir = options.outDir ?? target.backupDir;
  await fsp.mkdir(outDir, { recursive: true });
  const file = join(outDir, backupFileName(now));
  if (existsSync(file)) throw new BackupRefused(`${file} already exists`);
  const staging = await fsp.mkdtemp(join(outDir, '.lcmdp-backup-'));
  const partial = `${file}.partial`;
  try {
    await dumpDatabase(target, staging);
    // A copy of the uploads as they are now: the hashes in the manifest are those of the bytes archived.
    if (existsSync(target.uploadsDir)) {
      await fsp.cp(target.uploadsDir, join(staging, 'uploads'), { recursive: true, verbatimSymlinks: true });
    }
    const { files, others } = await listFiles(staging);
    if (others.length) throw new BackupRefused('The uploads folder holds something other than files', others);
    const manifest = buildManifest({
      createdAt: now,
      database: target.client === 'postgres' ? { client: 'postgres', schema: target.postgres.schema } : { client: 'sqlite' },
      uploads: target.s3Bucket ? { provider: 's3', bucket: target.s3Bucket } : { provider: 'local' },
      members: await describe(staging, files),
    });
    await fsp.writeFile(join(staging, MANIFEST_NAME), `${JSON.stringify(manifest, null, 2)}\n`);
    // mode: the archive file is created 0600 (tar passes it to the write stream), never readable by others.
    await tar.c({ gzip: true, file: partial, cwd: staging, portable: true, mode: 0o600 } as tar.TarOptionsWithAliasesFile, [
      MANIFEST_NAME,
      ...manifest.members.map((m) => m.path),
    ]);
    await fsp.chmod(partial, 0o600);
    await fsp.rename(partial, file);
    return { file, manifest };
  } finally {
    await fsp.rm(staging, { recursive: true, force: true });
    await fsp.rm(partial, { force: true });
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Restore

/** An archive extracted to a temporary folder and found whole. */
interface Checked {
  staging: string;
  manifest: Manifest;
}

/**
 * Extracts the archive into a fresh folder under `into` and checks it: tar and gzip intact, only regular files at
 * safe paths, a readable manifest of this version, every member present with its size and SHA-256, nothing extra,
 * the database client (and schema) of this CMS. Throws BackupRefused otherwise, removing the folder.
 */
export async function extractAndCheck(archive: string, into: string, target: BackupTarget): Promise<Checked> {
  if (!existsSync(archive)) throw new BackupRefused(`No archive at ${archive}`);
  await fsp.mkdir(into, { recursive: true });
  const staging = await fsp.mkdtemp(join(into, '.lcmdp-restore-'));
  try {
    const refused: string[] = [];
    try {
      await tar.x({
        file: archive,
        cwd: staging,
        strict: true,
        preservePaths: false,
        filter: (path: string, entry: unknown) => {
          const type = (entry as { type?: string }).type;
          const clean = path.replace(/\/+$/, '');
          if (type === 'Directory') {
            if (clean === 'database' || clean === 'uploads' || isSafeMemberPath(clean)) return true;
            refused.push(`Unexpected folder in the archive: ${path}`);
            return false;
          }
          if (type !== 'File' && type !== 'OldFile' && type !== 'ContiguousFile') {
            refused.push(`Not a regular file (${type}): ${path}`);
            return false;
          }
          if (path !== MANIFEST_NAME && !isSafeMemberPath(path)) {
            refused.push(`Unsafe path in the archive: ${path}`);
            return false;
          }
          return true;
        },
      } as tar.TarOptionsWithAliasesFile);
    } catch (error) {
      throw new BackupRefused('The archive is damaged or cut short (tar/gzip could not read it to the end)', [
        (error as Error).message,
      ]);
    }
    if (refused.length) throw new BackupRefused('The archive holds members a backup never has', refused);
    const manifestFile = join(staging, MANIFEST_NAME);
    if (!existsSync(manifestFile)) {
      throw new BackupRefused('The archive has no manifest.json: not an LCMDP backup, or only part of one');
    }
    const parsed = parseManifest(await fsp.readFile(manifestFile, 'utf8'));
    if (!parsed.ok) throw new BackupRefused('The archive’s manifest cannot be used', parsed.problems);
    const { files, others } = await listFiles(staging);
    const problems = [
      ...others.map((o) => `Not a regular file: ${o}`),
      ...checkArchive(parsed.manifest, await describe(staging, files), {
        client: target.client,
        schema: target.client === 'postgres' ? target.postgres.schema : undefined,
      }),
    ];
    if (problems.length) throw new BackupRefused('The archive does not match its manifest: nothing was restored', problems);
    return { staging, manifest: parsed.manifest };
  } catch (error) {
    await fsp.rm(staging, { recursive: true, force: true });
    throw error;
  }
}

/** Tables (or other relations) in the target database; 0 for a missing or empty SQLite file. */
async function databaseRelations(target: BackupTarget): Promise<number> {
  if (target.client === 'sqlite') {
    if (!existsSync(target.sqliteFile) || (await fsp.stat(target.sqliteFile)).size === 0) return 0;
    const Database = openSqlite();
    const db = new Database(target.sqliteFile, { readonly: true, fileMustExist: true });
    try {
      return Number(
        db.prepare("SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").pluck().get(),
      );
    } finally {
      db.close();
    }
  }
  return withPg(target.postgres, async (c) => {
    const res = await c.query(
      'SELECT count(*)::int AS n FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = $1',
      [target.postgres.schema],
    );
    return res.rows[0].n as number;
  });
}

async function withPg<T>(pg: PostgresTarget, work: (c: Client) => Promise<T>): Promise<T> {
  const client = new Client(pgClientConfig(pg));
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function uploadsInUse(dir: string): Promise<number> {
  const { files, others } = await listFiles(dir);
  return files.filter((f) => f !== '.gitkeep').length + others.length;
}

/** Checks a restored SQLite copy opens and holds together, before it replaces anything. */
function checkSqliteCopy(file: string): void {
  const Database = openSqlite();
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const result = db.prepare('PRAGMA integrity_check').pluck().get();
    if (result !== 'ok') throw new BackupRefused(`The archived SQLite database fails its integrity check: ${String(result)}`);
  } finally {
    db.close();
  }
}

/**
 * Replaces the PostgreSQL schema with the dump, in ONE transaction (psql --single-transaction with ON_ERROR_STOP):
 * the schema in place is renamed aside (or dropped when it holds nothing) and the dump recreates it; any error rolls
 * all of it back.
 */
async function restorePostgres(target: BackupTarget, dump: string, aside: string | null): Promise<void> {
  const { args, env } = libpq(target.postgres);
  const schema = quoteIdent(target.postgres.schema);
  const exists = await withPg(
    target.postgres,
    async (c) => (await c.query('SELECT 1 FROM pg_namespace WHERE nspname = $1', [target.postgres.schema])).rowCount === 1,
  );
  const preamble = !exists
    ? 'SELECT 1'
    : aside
      ? `ALTER SCHEMA ${schema} RENAME TO ${quoteIdent(aside)}`
      : `DROP SCHEMA ${schema} CASCADE`;
  await new Promise<void>((done, fail) => {
    const reader = spawn('pg_restore', ['--no-owner', '--no-acl', '--file=-', dump], { stdio: ['ignore', 'pipe', 'pipe'] });
    const psql = spawn(
      'psql',
      ['-X', '-q', '--single-transaction', '-v', 'ON_ERROR_STOP=1', ...args, '-c', preamble, '-f', '-'],
      {
        env,
        stdio: ['pipe', 'ignore', 'pipe'],
      },
    );
    let errors = '';
    reader.stderr.on('data', (d) => (errors += d));
    psql.stderr.on('data', (d) => (errors += d));
    reader.stdout.pipe(psql.stdin);
    psql.stdin.on('error', () => undefined); // psql stopping early is reported by its exit code
    let readerCode: number | null = null;
    reader.on('error', (e) => fail(new Error(`pg_restore: ${e.message}`)));
    psql.on('error', (e) => fail(new Error(`psql: ${e.message}`)));
    reader.on('close', (code) => (readerCode = code));
    psql.on('close', (code) => {
      if (code === 0 && readerCode === 0) done();
      else fail(new Error(`Restoring the PostgreSQL dump failed (pg_restore ${readerCode}, psql ${code}): ${errors.trim()}`));
    });
  });
}

/** A hidden name beside the uploads folder: Strapi serves <public>/ statically, but not dot files. */
const uploadsAside = (target: BackupTarget, suffix: string) => join(dirname(target.uploadsDir), `.uploads${suffix}`);

export interface RestoreResult {
  manifest: Manifest;
  /** What was in place before, kept (restore with --force over data); delete it once the restore is checked. */
  keptAside: string[];
}

/**
 * Restores an archive made by createBackup. Stop the CMS first. Refuses (BackupRefused, nothing changed) a corrupt,
 * cut short or partial archive, another database client, and a database or uploads folder holding data unless
 * `force`; with `force` the data in place is kept aside (renamed), not deleted.
 */
export async function restoreBackup(
  target: BackupTarget,
  archive: string,
  options: { force?: boolean; now?: Date } = {},
): Promise<RestoreResult> {
  const now = options.now ?? new Date();
  // Extract next to the uploads folder, so that the swap is a rename on one file system.
  const publicDir = dirname(target.uploadsDir);
  const { staging, manifest } = await extractAndCheck(archive, publicDir, target);
  const undo: (() => Promise<void>)[] = [];
  const keptAside: string[] = [];
  try {
    const dump = join(staging, ...DATABASE_MEMBERS[manifest.database.client].split('/'));
    if (target.client === 'sqlite') checkSqliteCopy(dump);
    else {
      const listed = await run('pg_restore', ['--list', dump], process.env);
      if (listed.code !== 0) throw new BackupRefused(`pg_restore cannot read the archived dump: ${listed.stderr.trim()}`);
    }

    const relations = await databaseRelations(target);
    const files = await uploadsInUse(target.uploadsDir);
    if ((relations > 0 || files > 0) && !options.force) {
      throw new BackupRefused('The CMS already holds data; restore with --force to replace it (it is kept aside)', [
        ...(relations > 0 ? [`the database has ${relations} tables`] : []),
        ...(files > 0 ? [`${target.uploadsDir} has ${files} files`] : []),
      ]);
    }

    const suffix = `.before-restore-${stamp(now)}`;
    // 1. Uploads: the folder in place moves aside, the archived one moves in (renames, undone on failure).
    const stagedUploads = join(staging, UPLOADS_PREFIX.replace(/\/$/, ''));
    await fsp.mkdir(stagedUploads, { recursive: true });
    if (existsSync(target.uploadsDir)) {
      const aside = uploadsAside(target, suffix);
      await fsp.rename(target.uploadsDir, aside);
      undo.push(() => fsp.rename(aside, target.uploadsDir));
      if (files > 0) keptAside.push(aside);
    }
    await fsp.rename(stagedUploads, target.uploadsDir);
    undo.push(() => fsp.rename(target.uploadsDir, stagedUploads));

    // 2. The database.
    if (target.client === 'sqlite') {
      await fsp.mkdir(dirname(target.sqliteFile), { recursive: true });
      const incoming = `${target.sqliteFile}.restoring-${randomBytes(4).toString('hex')}`;
      await fsp.copyFile(dump, incoming);
      undo.push(() => fsp.rm(incoming, { force: true }));
      for (const extra of ['', '-wal', '-shm', '-journal']) {
        const current = `${target.sqliteFile}${extra}`;
        if (!existsSync(current)) continue;
        const aside = `${target.sqliteFile}${suffix}${extra}`;
        await fsp.rename(current, aside);
        undo.push(() => fsp.rename(aside, current));
        if (extra === '' && relations > 0) keptAside.push(aside);
      }
      await fsp.rename(incoming, target.sqliteFile);
    } else {
      const aside = relations > 0 ? `${target.postgres.schema}_before_restore_${stamp(now).toLowerCase()}` : null;
      await restorePostgres(target, dump, aside);
      if (aside) keptAside.push(`PostgreSQL schema ${aside}`);
    }
  } catch (error) {
    for (const step of undo.reverse()) await step().catch(() => undefined);
    throw error;
  } finally {
    await fsp.rm(staging, { recursive: true, force: true });
  }
  // What was moved aside but held nothing (an empty folder, an empty database file) is not worth keeping.
  await removeEmptyAside(target, `.before-restore-${stamp(now)}`, keptAside);
  return { manifest, keptAside };
}

async function removeEmptyAside(target: BackupTarget, suffix: string, kept: string[]): Promise<void> {
  const candidates = [
    uploadsAside(target, suffix),
    ...['', '-wal', '-shm', '-journal'].map((e) => `${target.sqliteFile}${suffix}${e}`),
  ];
  for (const path of candidates) {
    if (kept.includes(path) || !existsSync(path)) continue;
    if (path.startsWith(target.sqliteFile) && kept.includes(`${target.sqliteFile}${suffix}`)) continue;
    await fsp.rm(path, { recursive: true, force: true });
  }
}
