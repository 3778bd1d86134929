#!/usr/bin/env bash
# `npm run check`: the quick checks for the edit loop, on what is in the work tree:
# types, lint, format, unit tests, the docs' code blocks, and the links, anchors,
# page text and legal texts' dates of the last build (build/, when there is one).
# The full suite is `npm test`.
set -uo pipefail
cd "$(dirname "$0")/.." || exit 1
# shellcheck source=scripts/steps.sh
source scripts/steps.sh

bash scripts/setup.sh || exit 1
step "typecheck" npx tsc -p tsconfig.json
step "lint" npx eslint .
step "format" npx prettier --check .
step "unit tests" npx vitest run
step "code blocks in docs" npx tsx tests/checks/code-blocks.ts docs
if [ -f build/index.html ]; then
  step "internal links and anchors of build/" npx tsx tests/checks/links.ts build
  step "no template expression left in build/" npx tsx tests/checks/template-expressions.ts build
  step "legal texts of build/ dated as changed" npx tsx tests/checks/legal-texts.ts build
else
  printf '\nNo build/ yet: links not checked. Run npm run build, then this command again.\n'
fi

summarize check
