#!/usr/bin/env bash
# Creates cms/.env from .env.example with fresh random secrets on first run; never overwrites an existing one.
set -euo pipefail
cd "$(dirname "$0")/.."
[[ -f cms/.env ]] && exit 0
secret() { node -e "process.stdout.write(require('crypto').randomBytes(24).toString('base64url'))"; }
while IFS= read -r line; do
  if [[ $line =~ ^([A-Z_]+)=change-me$ ]]; then
    echo "${BASH_REMATCH[1]}=$(secret)"
  elif [[ $line =~ ^APP_KEYS=change-me ]]; then
    echo "APP_KEYS=$(secret),$(secret)"
  else
    echo "$line"
  fi
done < .env.example > cms/.env
echo "Created cms/.env with fresh secrets."
