#!/usr/bin/env bash
# `npm test`: installs what is missing, then runs every check: format, types, unit and integration tests
# (a real Strapi on a real SQLite database), and the workspace builds. Ends with "N passed, N failed".
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/prereqs.sh
bash scripts/ensure-install.sh
export STRAPI_TELEMETRY_DISABLED=true

echo "== format"; npx prettier --check . --log-level warn
echo "== types"; npm run typecheck --silent
echo "== builds"; npm run build --silent --workspace @lcmdp/site --workspace @lcmdp/detector

mkdir -p .tmp
results=.tmp/jest-cms.json
echo "== cms tests (unit + integration on SQLite)"
status=0
(cd cms && npx jest --json --outputFile="../$results") || status=$?
node -e "const r=require('./$results'); console.log(r.numPassedTests + ' passed, ' + r.numFailedTests + ' failed')"
exit $status
