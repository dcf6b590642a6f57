#!/usr/bin/env node
/**
 * npm run restore -- ARCHIVE [--force] [--check]
 *
 * Stop the CMS first. Checks the archive (manifest, every member's SHA-256, the database client) BEFORE touching
 * anything, and refuses a corrupt, cut short or partial archive. Refuses to replace a database or uploads folder
 * that holds data unless --force (what was there is then kept aside, not deleted). --check only checks the archive.
 */
'use strict';

const os = require('node:os');
const path = require('node:path');
const fs = require('node:fs');
const { appDir, loadAppEnv, loadBackupService, finish } = require('./backup-common');

async function main() {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const checkOnly = args.includes('--check');
  const files = args.filter((a) => !a.startsWith('--'));
  if (files.length !== 1 || args.some((a) => a.startsWith('--') && a !== '--force' && a !== '--check')) {
    console.error('Usage: npm run restore -- ARCHIVE [--force] [--check]');
    process.exit(64);
  }
  const archive = path.resolve(process.cwd(), files[0]);
  loadAppEnv();
  const { backupTarget, extractAndCheck, restoreBackup } = loadBackupService();
  const target = backupTarget(process.env, appDir);

  if (checkOnly) {
    const into = fs.mkdtempSync(path.join(os.tmpdir(), 'lcmdp-check-'));
    try {
      const { manifest } = await extractAndCheck(archive, into, target);
      console.log(`${archive}: whole (${manifest.members.length} members, made ${manifest.createdAt}).`);
    } finally {
      fs.rmSync(into, { recursive: true, force: true });
    }
    return;
  }

  const { manifest, keptAside } = await restoreBackup(target, archive, { force });
  const uploads = manifest.members.filter((m) => m.path.startsWith('uploads/')).length;
  console.log(`Restored the ${manifest.database.client} database and ${uploads} upload files of ${manifest.createdAt}.`);
  for (const aside of keptAside)
    console.log(`The data that was in place is kept as ${aside}: delete it once the restore is checked.`);
  if (manifest.uploads.provider === 's3') {
    console.warn(`This backup was made with S3 uploads (bucket "${manifest.uploads.bucket}"): restore the bucket too.`);
  }
}

finish(main(), 'Restore');
