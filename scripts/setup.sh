#!/usr/bin/env bash
# Installs what the site needs to build: checks Node.js, then installs the
# locked npm dependencies when node_modules is missing or older than
# package-lock.json. It uses `npm install`, not `npm ci`: the registry mirror
# lacks the optional macOS and Windows builds of @swc/core, and npm ci rejects
# a lock file that lists optional packages it cannot resolve.
# Used by `npm run preview` and `npm test`.
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
  echo "Installing npm dependencies (npm install)..."
  npm install --no-audit --no-fund
fi
