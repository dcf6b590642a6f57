#!/usr/bin/env node
/**
 * npm run seed -w @lcmdp/cms
 *
 * Boots Strapi without its HTTP server, adds the missing catalogue entries (violation codes and types, data
 * options) and, unless SEED_DEMO=false, fills an EMPTY database with demo accounts and items. The demo accounts'
 * passwords are printed here and nowhere else. Safe to run again: existing rows are never changed.
 */
'use strict';

const fs = require('node:fs');
const path = require('node:path');

const appDir = path.resolve(__dirname, '..');

/** Strapi reads `.env` from ENV_PATH (default: the current directory); point it at cms/.env wherever we run from. */
function useAppEnvFile() {
  const envFile = path.join(appDir, '.env');
  if (!process.env.ENV_PATH && fs.existsSync(envFile)) process.env.ENV_PATH = envFile;
}

/** Compiles the app and loads it (register + bootstrap: roles, permissions, settings) without listening. */
async function bootStrapi() {
  process.env.STRAPI_TELEMETRY_DISABLED ??= 'true';
  const { compileStrapi, createStrapi } = require('@strapi/strapi');
  // A production image ships the compiled app and no TypeScript types to compile it again: use the build as
  // `strapi start` does. So do processes started beside a test run that compiled it already (LCMDP_USE_BUILD):
  // compiling again would rewrite dist/ under the tests that load it.
  const built = path.join(appDir, 'dist');
  const useBuild = process.env.NODE_ENV === 'production' || process.env.LCMDP_USE_BUILD === 'true';
  const ctx =
    useBuild && fs.existsSync(path.join(built, 'src', 'index.js')) ? { appDir, distDir: built } : await compileStrapi({ appDir });
  const app = await createStrapi({ ...ctx, autoReload: false, serveAdminPanel: false }).load();
  return { app, distDir: ctx.distDir };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until no database work is left. Strapi emits its document events (and queries for their payloads) after
 * a transaction commits, without awaiting them; destroying the pool under them crashes with "aborted".
 */
async function waitForIdleDatabase(app, timeoutMs = 60_000) {
  const pool = app.db && app.db.connection && app.db.connection.client && app.db.connection.client.pool;
  if (!pool || typeof pool.numPendingAcquires !== 'function') return;
  const busy = () => pool.numUsed() + pool.numPendingAcquires() + pool.numPendingCreates() > 0;
  const deadline = Date.now() + timeoutMs;
  let idleChecks = 0;
  while (idleChecks < 3 && Date.now() < deadline) {
    idleChecks = busy() ? 0 : idleChecks + 1;
    await sleep(50);
  }
}

/** Lets pending database work finish, then stops Strapi. */
async function stopStrapi(app) {
  await waitForIdleDatabase(app);
  await app.destroy();
}

function seeder(distDir) {
  return require(path.join(distDir, 'src/seed/seed.js'));
}

async function main() {
  useAppEnvFile();
  const started = Date.now();
  const { app, distDir } = await bootStrapi();
  try {
    const { seedCatalogue, seedDemo } = seeder(distDir);
    const added = await seedCatalogue();
    console.log(
      `Catalogue: added ${added.codes} violation codes, ${added.types} violation types, ${added.options} data options, ${added.noticeTemplates} notice templates.`,
    );
    if (process.env.SEED_DEMO === 'false') console.log('Demo data: not requested (SEED_DEMO=false).');
    else await seedDemo((line) => console.log(line));
    console.log(`Seed finished in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  } finally {
    await stopStrapi(app);
  }
}

module.exports = { appDir, useAppEnvFile, bootStrapi, stopStrapi };

if (require.main === module) {
  main().then(
    () => process.exit(0),
    (error) => {
      console.error(`Seeding failed: ${error && error.stack ? error.stack : error}`);
      process.exit(1);
    },
  );
}
