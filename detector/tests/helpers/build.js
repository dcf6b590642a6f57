// Jest global setup: compile the detector if its sources changed (the CLI tests run dist/cli/*.js).
const { buildIfStale } = require('../../bin/build-if-stale.cjs');

module.exports = async () => {
  buildIfStale('classify');
};
