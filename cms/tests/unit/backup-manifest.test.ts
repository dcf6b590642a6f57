import {
  BACKUP_FORMAT_VERSION,
  backupFileName,
  buildManifest,
  checkArchive,
  isSafeMemberPath,
  parseManifest,
  type Manifest,
  type Member,
} from '../../src/domain/backup-manifest';

const hash = (c: string) => c.repeat(64);
const DB: Member = { path: 'database/data.sqlite', size: 4096, sha256: hash('a') };
const PHOTO: Member = { path: 'uploads/photo_1.jpg', size: 1200, sha256: hash('b') };
const PDF: Member = { path: 'uploads/notice_2.pdf', size: 300, sha256: hash('c') };

const manifest = (members: Member[] = [DB, PHOTO, PDF]): Manifest =>
  buildManifest({
    createdAt: new Date('2026-11-27T04:05:12.345Z'),
    database: { client: 'sqlite' },
    uploads: { provider: 'local' },
    members,
  });

describe('backup file name', () => {
  it('is dated in UTC, down to the second', () => {
    expect(backupFileName(new Date('2026-11-27T04:05:12.345Z'))).toBe('lcmdp-backup-2026-11-27T040512Z.tar.gz');
  });
});

describe('member paths', () => {
  it.each(['database/data.sqlite', 'uploads/a.png', 'uploads/sub/b.pdf'])('accepts %s', (p) => {
    expect(isSafeMemberPath(p)).toBe(true);
  });
  it.each(['/etc/passwd', 'uploads/../../etc/passwd', 'uploads//a', 'uploads/./a', 'other/a', 'uploads\\a', '', 'manifest.json'])(
    'refuses %j',
    (p) => {
      expect(isSafeMemberPath(p)).toBe(false);
    },
  );
});

describe('building a manifest', () => {
  it('sorts the members and records the format, version, time, client and uploads', () => {
    const m = manifest();
    expect(m).toMatchObject({
      format: 'lcmdp-backup',
      version: BACKUP_FORMAT_VERSION,
      createdAt: '2026-11-27T04:05:12.345Z',
      database: { client: 'sqlite' },
      uploads: { provider: 'local' },
    });
    expect(m.members.map((x) => x.path)).toEqual(['database/data.sqlite', 'uploads/notice_2.pdf', 'uploads/photo_1.jpg']);
  });
  it('refuses a manifest without the database dump, with an unsafe path, or a path twice', () => {
    expect(() => manifest([PHOTO])).toThrow(/database dump/);
    expect(() => manifest([DB, { ...PHOTO, path: 'uploads/../x' }])).toThrow(/Unsafe/);
    expect(() => manifest([DB, PHOTO, PHOTO])).toThrow(/twice/);
  });
});

describe('reading a manifest', () => {
  it('reads back what was written', () => {
    const m = manifest();
    expect(parseManifest(JSON.stringify(m))).toEqual({ ok: true, manifest: m });
  });
  it('refuses a wrong version by name', () => {
    const result = parseManifest(JSON.stringify({ ...manifest(), version: 2 }));
    expect(result).toEqual({ ok: false, problems: [expect.stringMatching(/format version 2; this LCMDP reads version 1/)] });
  });
  it('refuses text that is not JSON, another format, and a bad field', () => {
    expect(parseManifest('{"format":"lcmdp-backup","vers')).toEqual({
      ok: false,
      problems: [expect.stringMatching(/not valid JSON/)],
    });
    expect(parseManifest(JSON.stringify({ ...manifest(), format: 'other' }))).toEqual({
      ok: false,
      problems: [expect.stringMatching(/not an LCMDP backup/)],
    });
    const bad = parseManifest(JSON.stringify({ ...manifest(), members: [{ ...DB, sha256: 'nope' }] }));
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.problems.join()).toMatch(/members\.0\.sha256/);
  });
});

describe('checking an archive against its manifest', () => {
  const sqlite = { client: 'sqlite' as const };

  it('accepts the members exactly as listed (the manifest itself is not a listed member)', () => {
    expect(checkArchive(manifest(), [PDF, DB, PHOTO, { path: 'manifest.json', size: 10, sha256: hash('d') }], sqlite)).toEqual(
      [],
    );
  });
  it('refuses a tampered member (same size, other bytes)', () => {
    expect(checkArchive(manifest(), [DB, { ...PHOTO, sha256: hash('e') }, PDF], sqlite)).toEqual([
      'uploads/photo_1.jpg: its SHA-256 differs from the manifest (changed or damaged)',
    ]);
  });
  it('refuses a member cut short', () => {
    expect(checkArchive(manifest(), [{ ...DB, size: 100 }, PHOTO, PDF], sqlite)).toEqual([
      'database/data.sqlite: 100 bytes, the manifest says 4096 (cut short or changed)',
    ]);
  });
  it('refuses a missing member (a partial archive)', () => {
    expect(checkArchive(manifest(), [DB, PHOTO], sqlite)).toEqual(['Missing member (partial archive?): uploads/notice_2.pdf']);
  });
  it('refuses an extra member', () => {
    const extra = { path: 'uploads/planted.html', size: 5, sha256: hash('f') };
    expect(checkArchive(manifest(), [DB, PHOTO, PDF, extra], sqlite)).toEqual([
      'Extra member not in the manifest: uploads/planted.html',
    ]);
  });
  it('refuses a database client mismatch, and another PostgreSQL schema', () => {
    expect(checkArchive(manifest(), [DB, PHOTO, PDF], { client: 'postgres' })).toEqual([
      'The archive holds a sqlite database, but this CMS uses postgres (DATABASE_CLIENT)',
    ]);
    const pgDump = { path: 'database/database.pgdump', size: 10, sha256: hash('1') };
    const pg = buildManifest({
      createdAt: new Date(),
      database: { client: 'postgres', schema: 'public' },
      uploads: { provider: 'local' },
      members: [pgDump],
    });
    expect(checkArchive(pg, [pgDump], { client: 'postgres' })).toEqual([]);
    expect(checkArchive(pg, [pgDump], { client: 'postgres', schema: 'lcmdp' })).toEqual([
      'The archive holds PostgreSQL schema "public", but this CMS uses "lcmdp" (DATABASE_SCHEMA)',
    ]);
  });
  it('refuses a manifest edited to drop its database dump or to list an unsafe path', () => {
    const edited = { ...manifest(), members: [PHOTO, { ...PDF, path: '../outside.pdf' }] };
    expect(checkArchive(edited, [PHOTO], sqlite)).toEqual([
      'The manifest lists an unsafe path: ../outside.pdf',
      'The manifest lists no database dump (database/data.sqlite)',
      'Missing member (partial archive?): ../outside.pdf',
    ]);
  });
});
