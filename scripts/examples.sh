#!/usr/bin/env bash
# `npm run test:examples`: finds (or, as root, installs) the Debian tools the examples
# run, then runs them (tests/examples/README.md). Arguments filter suites by file name.
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=scripts/debian-tools.sh
source scripts/debian-tools.sh
require_tools examples || exit 1
exec npx tsx tests/examples/index.ts "$@"
