#!/usr/bin/env bash
# `npm test`: installs what is missing, then runs every check: format, lint (ESLint with the import boundaries),
# types, builds, the CMS's unit and integration tests (a real Strapi on a real SQLite database), the site's component
# tests, the detector's tests, and the end-to-end tests (Debian Chromium against the real stack). Ends with
# "N passed, N failed".
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/prereqs.sh
bash scripts/ensure-install.sh
export STRAPI_TELEMETRY_DISABLED=true
mkdir -p .tmp
# Each phase prints the seconds since the start, so a slow CI run shows where its time went.
phase() { echo "== $1 (at ${SECONDS} s)"; }

phase "format"; npx prettier --check . --log-level warn
phase "lint"; npm run lint:eslint --silent
phase "types"; npm run typecheck --silent
phase "builds"; npm run build --silent --workspace @lcmdp/site --workspace @lcmdp/detector

status=0
phase "cms tests (unit + integration on SQLite)"
# Two Jest workers: every integration file boots its own Strapi on its own database (a SQLite file, or a PostgreSQL
# schema), so two files run side by side; Jest's default on 2 cores (one worker) took about 16 minutes, two take 6.
(cd cms && npx jest --maxWorkers=2 --json --outputFile=../.tmp/jest-cms.json) || status=$?
phase "site component tests"
(cd site && npx vitest run --reporter=default --reporter=json --outputFile.json=../.tmp/vitest-site.json) || status=$?
phase "detector tests (pipeline stages, OCR, the classify stdout contract)"
(cd detector && npx jest --maxWorkers=2 --json --outputFile=../.tmp/jest-detector.json) || status=$?
phase "end-to-end tests (Chromium against the real stack)"
(cd site && npx vitest run --config vitest.e2e.config.ts --reporter=default --reporter=json --outputFile.json=../.tmp/vitest-e2e.json) || status=$?

node -e "
const read = (f) => { try { return require('./.tmp/' + f); } catch { return { numPassedTests: 0, numFailedTests: 1 }; } };
const runs = ['jest-cms.json', 'jest-detector.json', 'vitest-site.json', 'vitest-e2e.json'].map(read);
const passed = runs.reduce((s, r) => s + r.numPassedTests, 0);
const failed = runs.reduce((s, r) => s + r.numFailedTests, 0);
console.log(passed + ' passed, ' + failed + ' failed');
"
phase "done"
exit $status
