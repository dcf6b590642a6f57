#!/usr/bin/env bash
# Checks (and, as root on Debian, installs) what the platform needs outside npm: Node.js 20.19+ and the
# Debian packages listed below. Called by `npm start` and `npm test`; safe to run again.
set -euo pipefail

# Build tools compile better-sqlite3 when no prebuilt binary can be fetched.
# Chromium and fonts run the end-to-end tests and the performance budget (Lao text needs fonts-lao).
DEBIAN_PACKAGES=(python3 make g++ chromium fonts-lao fonts-noto-core)

need_node_major=20
need_node_minor=19
version=$(node -p 'process.versions.node' 2>/dev/null || echo 0.0.0)
major=${version%%.*}
rest=${version#*.}
minor=${rest%%.*}
if ((major < need_node_major || (major == need_node_major && minor < need_node_minor))); then
  echo "LCMDP needs Node.js ${need_node_major}.${need_node_minor} or newer (found ${version}). Install it from your distribution or nodejs.org." >&2
  exit 1
fi

missing=()
for pkg in "${DEBIAN_PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q 'install ok installed' || missing+=("$pkg")
done
if ((${#missing[@]})); then
  if [[ $(id -u) -eq 0 ]] && command -v apt-get >/dev/null; then
    echo "Installing Debian packages: ${missing[*]}"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  else
    echo "Missing system packages: ${missing[*]}. Install them (for example: sudo apt-get install ${missing[*]}) and run again." >&2
    exit 1
  fi
fi
