#!/usr/bin/env node
/**
 * npm run backup [-- --out DIR]
 *
 * Writes one dated archive, lcmdp-backup-<UTC time>.tar.gz, to DIR (default BACKUP_DIR, else cms/backups): the
 * database (SQLite's online backup, safe while the CMS runs; or pg_dump -Fc of DATABASE_SCHEMA), the uploads
 * folder, and manifest.json with every member's size and SHA-256. Prints the archive's path on the last line.
 */
'use strict';

const path = require('node:path');
const { appDir, loadAppEnv, loadBackupService, finish } = require('./backup-common');

async function main() {
  const args = process.argv.slice(2);
  const outAt = args.indexOf('--out');
  if (args.some((a, i) => a !== '--out' && i !== outAt + 1) || (outAt >= 0 && !args[outAt + 1])) {
    console.error('Usage: npm run backup [-- --out DIR]');
    process.exit(64);
  }
  loadAppEnv();
  const { backupTarget, createBackup } = loadBackupService();
  const target = backupTarget(process.env, appDir);
  const outDir = outAt >= 0 ? path.resolve(process.cwd(), args[outAt + 1]) : undefined;
  const started = Date.now();
  const { file, manifest } = await createBackup(target, { outDir });
  const bytes = manifest.members.reduce((n, m) => n + m.size, 0);
  const uploads = manifest.members.filter((m) => m.path.startsWith('uploads/')).length;
  console.log(
    `Backed up the ${manifest.database.client} database and ${uploads} upload files (${(bytes / 1e6).toFixed(1)} MB) ` +
      `in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
  if (target.s3Bucket) {
    console.warn(
      `S3_BUCKET is set: the files in bucket "${target.s3Bucket}" are NOT in this archive; back the bucket up too (README, "Backups").`,
    );
  }
  console.log(file);
}

finish(main(), 'Backup');
