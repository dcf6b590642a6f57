'use strict';
// Compiles the detector (tsc) when a source is newer than the compiled entry, or nothing is compiled yet.
// Used by bin/run.cjs before every command and by the tests' global setup. Compiler output goes to stderr.
const fs = require('node:fs');
const path = require('node:path');
const { spawnSync } = require('node:child_process');

const root = path.resolve(__dirname, '..');

function newestSource(dir) {
  let newest = 0;
  for (const item of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, item.name);
    newest = Math.max(newest, item.isDirectory() ? newestSource(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

/** Returns the compiled file of `command` (dist/cli/<command>.js), compiling first when needed. */
function buildIfStale(command) {
  const entry = path.join(root, 'dist', 'cli', `${command}.js`);
  const built = fs.existsSync(entry) ? fs.statSync(entry).mtimeMs : 0;
  const sources = Math.max(newestSource(path.join(root, 'src')), fs.statSync(path.join(root, 'tsconfig.json')).mtimeMs);
  if (sources > built) {
    process.stderr.write('detector: compiling (sources changed since the last build)...\n');
    const tsc = require.resolve('typescript/bin/tsc');
    const result = spawnSync(process.execPath, [tsc, '-p', path.join(root, 'tsconfig.json')], {
      stdio: ['ignore', process.stderr, process.stderr],
    });
    if (!fs.existsSync(entry) || result.status !== 0) {
      throw new Error(`detector: build failed (tsc exit ${result.status})`);
    }
  }
  return entry;
}

module.exports = { buildIfStale };
