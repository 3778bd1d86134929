#!/usr/bin/env bash
# Sets up and runs every test of the Saturn website: the command README.md gives
# and .ci/run runs. On a fresh Debian machine with Node 20 and npm it installs the
# locked npm dependencies and, as root, Debian's Chromium headless shell, nginx, PHP CLI, Go,
# Python requests, ShellCheck and strace (scripts/debian-tools.sh).
#
# Debian's tools install (when missing) while npm installs Node's packages and while
# the static checks run: nothing needs them before the examples and the browser tests.
# The examples mostly wait (they sleep through retries and time-outs), so they run
# beside everything after them; so do the light checks of the build's files. The
# build and the type check run beside the other static checks: three processes keep
# two cores busy. Each step's output is printed
# whole when it ends; the last lines list every step with its time, then
# `All test steps passed.` or the failed steps.
set -uo pipefail
cd "$(dirname "$0")/.." || exit 1
# shellcheck source=scripts/debian-tools.sh
source scripts/debian-tools.sh
# shellcheck source=scripts/steps.sh
source scripts/steps.sh

# 1. Debian's tools in the background; Node's packages, which every step needs.
start tools "Debian's tools (installed when missing)" require_tools browser examples
bash scripts/setup.sh || exit 1

# 2. The production build and the type check start; the other static checks run meanwhile.
start build "production build" npm run build
start typecheck "typecheck" npx tsc -p tsconfig.json
step "lint" npx eslint .
step "format" npx prettier --check .
step "unit tests" npx vitest run
step "code blocks in docs" npx tsx tests/checks/code-blocks.ts docs
step "OpenAPI lint and examples" npm run check:openapi
finish typecheck

# 3. The examples and the browser tests need Debian's tools.
finish tools
require_tools browser examples >/dev/null || { summarize test; exit 1; }
start examples "examples run (API samples, webhook receivers, shell blocks)" npx tsx tests/examples/index.ts

# 4. What is checked against the build.
finish build
if [ -f build/index.html ]; then
  # The checks of the build's files are light: they run beside the browser tests.
  start links "internal links and anchors" npx tsx tests/checks/links.ts build
  start templates "no template expression left in page text" npx tsx tests/checks/template-expressions.ts build
  start legal "legal texts dated as changed" npx tsx tests/checks/legal-texts.ts build
  start contract "API contract (Prism mock)" npm run test:contract
  step "browser tests (and the delivery tests on nginx)" env E2E_SERVER=both npx playwright test
  for check in links templates legal contract; do finish "$check"; done
else
  failed+=("build output missing: browser tests not run")
fi
finish examples

summarize test
