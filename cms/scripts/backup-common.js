/**
 * Shared by backup.js and restore.js: the environment (cms/.env, as Strapi reads it) and the compiled backup
 * service. They do not boot Strapi: restore must work on a stopped CMS and an empty database.
 */
'use strict';

const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const appDir = path.resolve(__dirname, '..');

/** cms/.env (or ENV_PATH), without overriding variables already set, as Strapi does. */
function loadAppEnv() {
  const envFile = process.env.ENV_PATH || path.join(appDir, '.env');
  if (fs.existsSync(envFile)) process.loadEnvFile(envFile);
}

const SOURCES = ['src/services/backup.ts', 'src/domain/backup-manifest.ts'];
const COMPILED = path.join(appDir, 'dist', 'src', 'services', 'backup.js');

/**
 * The compiled service from dist/. Compiles first when dist/ is missing or older than its sources (a production
 * image ships dist/ without the sources, and uses it as it is).
 */
function loadBackupService() {
  const stale =
    !fs.existsSync(COMPILED) ||
    SOURCES.some((s) => {
      const source = path.join(appDir, s);
      const built = path.join(appDir, 'dist', s.replace(/\.ts$/, '.js'));
      return fs.existsSync(source) && (!fs.existsSync(built) || fs.statSync(built).mtimeMs < fs.statSync(source).mtimeMs);
    });
  if (stale) {
    const tsc = require.resolve('typescript/bin/tsc');
    execFileSync(process.execPath, [tsc, '-p', 'tsconfig.json'], { cwd: appDir, stdio: 'inherit' });
  }
  return require(COMPILED);
}

/** Exit codes: 0 done, 1 refused (the message says why; nothing was changed), 2 failed unexpectedly. */
function finish(promise, what) {
  promise.then(
    () => process.exit(0),
    (error) => {
      if (error && error.name === 'BackupRefused') {
        console.error(`${what} refused: ${error.message}`);
        process.exit(1);
      }
      console.error(`${what} failed: ${error && error.stack ? error.stack : error}`);
      process.exit(2);
    },
  );
}

module.exports = { appDir, loadAppEnv, loadBackupService, finish };
