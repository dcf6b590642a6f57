#!/usr/bin/env bash
# `npm start`: installs what is missing, builds, seeds (catalogue always, demo data once), and runs the platform on
# the embedded SQLite database: the CMS with its admin panel and /api-laos, the detector service answering the
# CMS's checks (127.0.0.1:5000), and a local mail catcher.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/prereqs.sh
bash scripts/ensure-install.sh
bash scripts/ensure-env.sh

if [[ ! -f site/dist/index.html || -n $(find site/src site/index.html site/public packages/contract/src -newer site/dist/index.html -print -quit) ]]; then
  echo "Building the public site..."
  npm run build --silent --workspace @lcmdp/site
fi

cd cms
export STRAPI_TELEMETRY_DISABLED=true
if [[ ! -f dist/build/index.html || ${LCMDP_REBUILD:-} == 1 ]]; then
  echo "Building the admin panel (about a minute)..."
  npm run build --silent
fi
echo "Seeding (the catalogue is completed if needed; demo data only into an empty database)..."
npm run seed --silent

port=$(grep -E '^PORT=' .env | cut -d= -f2); port=${port:-1337}
detector_token=$(grep -E '^DETECTOR_API_TOKEN=' .env | cut -d= -f2-)

# The demo feed: fictional brand pages and feeds on 127.0.0.1:5100, registered as the demo's monitored sources.
# The detector answers the checks (images, page addresses) and watches the sources 24/7, posting what it finds
# to the CMS; it may open the demo feed's address (and only that private one), and visits one host every 2 s
# here instead of 10 s, so the first detections arrive within a minute. Started with node itself so a stop
# reaches them.
node -e "require('../detector/bin/build-if-stale.cjs').buildIfStale('serve')" # once, before two processes start
node ../detector/bin/run.cjs demo-feed &
demo_feed_pid=$!
DETECTOR_WATCH=true DETECTOR_CMS_URL="http://127.0.0.1:${port}" DETECTOR_API_TOKEN="$detector_token" \
  DETECTOR_ALLOW_HOSTS=127.0.0.1:5100 DETECTOR_HOST_GAP_MS=2000 \
  node ../detector/bin/run.cjs serve &
detector_pid=$!
node scripts/mail-catcher.js &
pids=($! "$detector_pid" "$demo_feed_pid")
trap 'kill "${pids[@]}" 2>/dev/null || true' EXIT INT TERM
( for _ in $(seq 1 120); do
    if curl -fs "http://127.0.0.1:${port}/api-laos/get_summary" >/dev/null 2>&1; then
      printf '\nLCMDP is running:\n  public site  http://localhost:%s/laos/\n  admin panel  http://localhost:%s/admin\n  API          http://localhost:%s/api-laos/get_data\n  API document http://localhost:%s/api-laos/openapi.json\n  detector     http://127.0.0.1:5000/health (checks, and the watcher: sources, outbox)\n  demo feed    http://127.0.0.1:5100/ (fictional pages the detector watches)\n  mail         printed here as [mail] lines, saved in cms/.tmp/mail\n\n' "$port" "$port" "$port" "$port"
      exit 0
    fi
    sleep 1
  done ) &
npx strapi start
