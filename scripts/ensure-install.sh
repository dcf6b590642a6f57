#!/usr/bin/env bash
# Installs the npm packages when they are missing or older than the lockfile, then builds the shared contract.
set -euo pipefail
cd "$(dirname "$0")/.."

# An interrupted install leaves node_modules/.package-lock.json behind: the tools every command needs must be there too.
missing_tool=
for tool in tsc vite vitest jest strapi prettier eslint; do
  [[ -x node_modules/.bin/$tool ]] || missing_tool=$tool
done
if [[ ! -f node_modules/.package-lock.json || package-lock.json -nt node_modules/.package-lock.json || -n $missing_tool ]]; then
  echo "Installing npm packages (first run takes a few minutes)..."
  # --prefer-offline: the lockfile pins every tarball and its hash; packages already in npm's cache are not asked for again.
  npm ci --prefer-offline --no-audit --no-fund --loglevel=error
fi
if [[ ! -f packages/contract/dist/cjs/index.js || -n $(find packages/contract/src -newer packages/contract/dist/cjs/index.js -print -quit) ]]; then
  npm run build --workspace @lcmdp/contract --silent
fi
