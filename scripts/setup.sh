#!/usr/bin/env bash
# Installs what the site needs to build: checks Node.js, then installs exactly
# the locked npm dependencies (`npm ci`) when node_modules is missing or older
# than package-lock.json. Used by `npm run preview`, `npm test` and `npm run check`.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v node >/dev/null; then
  echo "Node.js 20 or newer is required and was not found. Install it, then run this command again." >&2
  exit 1
fi
if ! node -e 'const [major, minor] = process.versions.node.split(".").map(Number); process.exit(major > 20 || (major === 20 && minor >= 19) ? 0 : 1)'; then
  echo "Node.js 20.19 or newer is required (found $(node --version)). Upgrade Node.js, then run this command again." >&2
  exit 1
fi
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "Installing the locked npm dependencies (npm ci)..."
  npm ci --no-audit --no-fund
fi
