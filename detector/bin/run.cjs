#!/usr/bin/env node
// Starts a detector command from its compiled JavaScript (fast start: no TypeScript loader at run time). When the
// sources are newer than the build, or there is no build, it compiles first (tsc, a few seconds, on stderr).
'use strict';
const { buildIfStale } = require('./build-if-stale.cjs');

const command = process.argv[2];
if (!command || !/^[a-z-]+$/.test(command)) {
  process.stderr.write('Usage: node bin/run.cjs <classify|train|eval|bench|render-ads|phash|serve|demo-feed> [options]\n');
  process.exit(2);
}
let entry;
try {
  entry = buildIfStale(command);
} catch (error) {
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}
process.argv.splice(2, 1);
require(entry);
