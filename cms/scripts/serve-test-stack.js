#!/usr/bin/env node
/**
 * The real stack for end-to-end tests and performance checks: compiles and boots the CMS on the database the
 * environment names (the caller gives a temporary one), seeds the catalogue and demo data, writes the demo
 * accounts to E2E_ACCOUNTS_FILE, serves /api-laos and the built site (SITE_DIR) on PORT, and prints
 * "LCMDP_READY <port>". Stops on SIGTERM/SIGINT. E2E_ARCHIVED_ROWS=N adds N synthetic archived Laos detections
 * (out of every list but the Laos archive), for the e2e test that exports a large list.
 */
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const { bootStrapi, stopStrapi } = require('./run-seed');

async function main() {
  const { app, distDir } = await bootStrapi();
  const { seedCatalogue, seedDemo } = require(path.join(distDir, 'src/seed/seed.js'));
  await seedCatalogue();
  // On a database seeded before (a restart of the same stack), seedDemo does nothing and the file stays as it was.
  const summary = await seedDemo(() => undefined);
  if (summary && process.env.E2E_ACCOUNTS_FILE) {
    fs.writeFileSync(process.env.E2E_ACCOUNTS_FILE, JSON.stringify(summary.credentials));
  }
  const archivedRows = Number(process.env.E2E_ARCHIVED_ROWS ?? 0);
  if (archivedRows > 0) {
    const { seedScale } = require('./run-seed-scale');
    await seedScale(app, archivedRows, { log: () => undefined, seed: 472, overrides: { variant: 'laos', archived: true } });
  }
  await app.listen();
  const address = app.server.httpServer.address();
  console.log(`LCMDP_READY ${address.port}`);
  const stop = async () => {
    await stopStrapi(app);
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error) => {
  console.error(`The test stack failed to start: ${error && error.stack ? error.stack : error}`);
  process.exit(1);
});
