/**
 * The backup archive's format (issue 14 point 3), as pure rules: what a backup holds, how its manifest is written,
 * and whether an archive as found on disk is whole. `services/backup.ts` does the I/O (database dump, tar, hashes);
 * restore asks `checkArchive` BEFORE it touches anything.
 *
 * An archive is one `.tar.gz` holding `manifest.json`, the database dump under `database/` and the uploads folder
 * under `uploads/`. The manifest lists every other member with its size and SHA-256: a member missing, added,
 * changed or cut short makes the archive refused.
 */
import { z } from 'zod';

export const BACKUP_FORMAT = 'lcmdp-backup';
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_NAME = 'manifest.json';
export const UPLOADS_PREFIX = 'uploads/';

export type DatabaseClient = 'sqlite' | 'postgres';

/** The database dump's member: SQLite's online backup copy, or `pg_dump -Fc` of the CMS's schema. */
export const DATABASE_MEMBERS: Record<DatabaseClient, string> = {
  sqlite: 'database/data.sqlite',
  postgres: 'database/database.pgdump',
};

const sha256 = z.string().regex(/^[0-9a-f]{64}$/, 'Expected a SHA-256 in lowercase hex');

export const memberSchema = z.object({
  path: z.string().min(1),
  size: z.number().int().min(0),
  sha256,
});
export type Member = z.infer<typeof memberSchema>;

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_FORMAT_VERSION),
  createdAt: z.string().datetime(),
  database: z.object({
    client: z.enum(['sqlite', 'postgres']),
    /** PostgreSQL only: the schema dumped (restore puts it back under the same name). */
    schema: z.string().min(1).optional(),
  }),
  /** Where the CMS kept its files. With S3 the bucket is NOT in the archive (see the README's "Backups"). */
  uploads: z.object({ provider: z.enum(['local', 's3']), bucket: z.string().optional() }),
  members: z.array(memberSchema),
});
export type Manifest = z.infer<typeof manifestSchema>;

/** `lcmdp-backup-2026-11-27T040512Z.tar.gz` (UTC; seconds, so two backups in one minute do not collide). */
export function backupFileName(at: Date): string {
  const iso = at.toISOString(); // 2026-11-27T04:05:12.345Z
  return `lcmdp-backup-${iso.slice(0, 10)}T${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}Z.tar.gz`;
}

/**
 * A member path as a backup may hold it: relative POSIX, no `..`, no empty or dot segment, under `database/` or
 * `uploads/`. Anything else (an absolute path, a path escaping the restore folder) is refused.
 */
export function isSafeMemberPath(path: string): boolean {
  if (!path || path.startsWith('/') || path.includes('\\') || path.includes('\0')) return false;
  const segments = path.split('/');
  if (segments.some((s) => s === '' || s === '.' || s === '..')) return false;
  return path.startsWith('database/') || path.startsWith(UPLOADS_PREFIX);
}

export interface ManifestInput {
  createdAt: Date;
  database: Manifest['database'];
  uploads: Manifest['uploads'];
  members: Member[];
}

/** The manifest for these members (sorted by path); throws on an unsafe or doubled path or a missing dump. */
export function buildManifest(input: ManifestInput): Manifest {
  const paths = new Set<string>();
  for (const m of input.members) {
    if (!isSafeMemberPath(m.path)) throw new Error(`Unsafe member path: ${m.path}`);
    if (paths.has(m.path)) throw new Error(`Member listed twice: ${m.path}`);
    paths.add(m.path);
  }
  const dump = DATABASE_MEMBERS[input.database.client];
  if (!paths.has(dump)) throw new Error(`The database dump ${dump} is missing`);
  return manifestSchema.parse({
    format: BACKUP_FORMAT,
    version: BACKUP_FORMAT_VERSION,
    createdAt: input.createdAt.toISOString(),
    database: input.database,
    uploads: input.uploads,
    members: [...input.members].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)),
  });
}

export type ParsedManifest = { ok: true; manifest: Manifest } | { ok: false; problems: string[] };

/** Reads manifest.json's text; a wrong format or version is named as such, before any other field. */
export function parseManifest(text: string): ParsedManifest {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, problems: ['manifest.json is not valid JSON (damaged or cut short)'] };
  }
  const head = z.object({ format: z.unknown(), version: z.unknown() }).safeParse(raw);
  if (!head.success || head.data.format !== BACKUP_FORMAT) {
    return { ok: false, problems: ['manifest.json is not an LCMDP backup manifest'] };
  }
  if (head.data.version !== BACKUP_FORMAT_VERSION) {
    return {
      ok: false,
      problems: [
        `The archive has backup format version ${JSON.stringify(head.data.version)}; this LCMDP reads version ${BACKUP_FORMAT_VERSION}`,
      ],
    };
  }
  const parsed = manifestSchema.safeParse(raw);
  if (!parsed.success) {
    return { ok: false, problems: parsed.error.issues.map((i) => `manifest.json ${i.path.join('.')}: ${i.message}`) };
  }
  return { ok: true, manifest: parsed.data };
}

export interface Expected {
  /** The database client restore would write to. */
  client: DatabaseClient;
  /** PostgreSQL: the schema restore would write to. */
  schema?: string;
}

/**
 * Every reason to refuse this archive: the members as found (path, size, SHA-256 of what was extracted), compared
 * with the manifest, and the manifest with the database restore would write to. Empty when the archive is whole.
 */
export function checkArchive(manifest: Manifest, found: Member[], expected: Expected): string[] {
  const problems: string[] = [];
  if (manifest.database.client !== expected.client) {
    problems.push(
      `The archive holds a ${manifest.database.client} database, but this CMS uses ${expected.client} (DATABASE_CLIENT)`,
    );
  } else if (expected.client === 'postgres' && (manifest.database.schema ?? 'public') !== (expected.schema ?? 'public')) {
    problems.push(
      `The archive holds PostgreSQL schema "${manifest.database.schema ?? 'public'}", but this CMS uses "${expected.schema ?? 'public'}" (DATABASE_SCHEMA)`,
    );
  }
  const listed = new Map<string, Member>();
  for (const m of manifest.members) {
    if (!isSafeMemberPath(m.path)) problems.push(`The manifest lists an unsafe path: ${m.path}`);
    else if (listed.has(m.path)) problems.push(`The manifest lists ${m.path} twice`);
    listed.set(m.path, m);
  }
  const dump = DATABASE_MEMBERS[manifest.database.client];
  if (!listed.has(dump)) problems.push(`The manifest lists no database dump (${dump})`);

  const seen = new Map<string, Member>();
  for (const f of found) {
    if (f.path === MANIFEST_NAME) continue;
    if (seen.has(f.path)) problems.push(`The archive holds ${f.path} twice`);
    seen.set(f.path, f);
    if (!listed.has(f.path)) problems.push(`Extra member not in the manifest: ${f.path}`);
  }
  for (const m of listed.values()) {
    const f = seen.get(m.path);
    if (!f) problems.push(`Missing member (partial archive?): ${m.path}`);
    else if (f.size !== m.size) problems.push(`${m.path}: ${f.size} bytes, the manifest says ${m.size} (cut short or changed)`);
    else if (f.sha256 !== m.sha256) problems.push(`${m.path}: its SHA-256 differs from the manifest (changed or damaged)`);
  }
  return problems;
}
