#!/usr/bin/env node
/**
 * npm run verify-history -w @lcmdp/cms
 *
 * Checks the hash chain over review events and case steps (issue 13 point 5): every link's hash and its place,
 * every entry as stored now, and every evidence file's SHA-256 read from disk. Prints the figures, or the first
 * broken link and why; exits 1 when the history does not hold.
 */
'use strict';

const path = require('node:path');
const { useAppEnvFile, bootStrapi, stopStrapi } = require('./run-seed');

const REASONS = {
  link_altered: 'the link itself was changed, or the link before it',
  link_missing: 'a link is missing (deleted or never written)',
  entry_missing: 'its entry (review event or case step) was deleted',
  entry_altered: 'its entry (review event or case step) was changed after it was written',
  file_missing: 'an evidence file is missing',
  file_altered: "an evidence file's bytes differ from the SHA-256 recorded",
  entry_unlinked: 'an entry has no link (written around the CMS)',
};

async function main() {
  useAppEnvFile();
  process.env.LOG_LEVEL ??= 'error';
  const { app, distDir } = await bootStrapi();
  try {
    const { verifyHistory } = require(path.join(distDir, 'src/services/history-chain.js'));
    const report = await verifyHistory();
    if (report.ok) {
      console.log(`History holds: ${report.links} links, ${report.files} evidence files checked.`);
      return 0;
    }
    const b = report.firstBreak;
    console.log(
      `History BROKEN at link ${b.seq}: ${REASONS[b.reason] || b.reason}` +
        (b.entryType ? ` (${b.entryType} ${b.entryId})` : '') +
        (b.url ? ` — ${b.url}` : ''),
    );
    return 1;
  } finally {
    await stopStrapi(app);
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`verify-history failed: ${error && error.stack ? error.stack : error}`);
    process.exit(2);
  },
);
