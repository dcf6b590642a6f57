import { BackupRefused, backupTarget } from '../../src/services/backup';

describe('what a backup reads and restore writes', () => {
  it('follows the CMS defaults: SQLite in .tmp/data.db, uploads in public/uploads, archives in backups/ (all under cms/)', () => {
    expect(backupTarget({}, '/srv/lcmdp/cms')).toMatchObject({
      client: 'sqlite',
      sqliteFile: '/srv/lcmdp/cms/.tmp/data.db',
      uploadsDir: '/srv/lcmdp/cms/public/uploads',
      backupDir: '/srv/lcmdp/cms/backups',
      s3Bucket: undefined,
    });
  });

  it('takes absolute paths as they are, and the PostgreSQL connection and schema', () => {
    const target = backupTarget(
      {
        DATABASE_CLIENT: 'postgres',
        DATABASE_URL: 'postgres://lcmdp:pw@db:5432/lcmdp',
        DATABASE_SCHEMA: 'lcmdp',
        PUBLIC_DIR: '/data/public',
        BACKUP_DIR: '/backups',
        S3_BUCKET: 'lcmdp',
      },
      '/srv/lcmdp/cms',
    );
    expect(target).toMatchObject({
      client: 'postgres',
      postgres: { url: 'postgres://lcmdp:pw@db:5432/lcmdp', schema: 'lcmdp' },
      uploadsDir: '/data/public/uploads',
      backupDir: '/backups',
      s3Bucket: 'lcmdp',
    });
    expect(backupTarget({ DATABASE_CLIENT: 'postgres' }, '/x').postgres).toMatchObject({
      url: undefined,
      host: '127.0.0.1',
      port: 5432,
      database: 'lcmdp',
      schema: 'public',
    });
  });

  it('refuses a database client the CMS does not know', () => {
    expect(() => backupTarget({ DATABASE_CLIENT: 'mysql' }, '/x')).toThrow(BackupRefused);
  });
});
