#!/usr/bin/env bash
# Sets up and runs every test of the Saturn website: the command README.md
# gives and .ci/run runs. On a fresh Debian machine with Node 20 and npm it
# installs the npm dependencies and Debian's Chromium, nginx, PHP CLI, Go, Python
# requests, ShellCheck and strace (as root) by itself.
set -uo pipefail
cd "$(dirname "$0")/.."

failed=()
step() {
  local name=$1
  shift
  printf '\n=== %s\n' "$name"
  local started=$SECONDS
  if "$@"; then
    printf '=== %s: ok (%ss)\n' "$name" $((SECONDS - started))
  else
    printf '=== %s: FAILED (%ss)\n' "$name" $((SECONDS - started))
    failed+=("$name")
  fi
}

# 1. Node and npm dependencies.
bash scripts/setup.sh || exit 1

# Installs Debian packages quietly (the caller checks that it runs as root).
install_debian() {
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null) ||
    { echo "apt-get could not install $*: see the messages above." >&2; return 1; }
}

# Finds a Debian program the tests need and exports its path in <variable>: the path
# already set there, else the first candidate that exists, else (as root) it installs
# the Debian package and uses the first candidate. Otherwise it says how to install it.
# Usage: require_program <variable> <package> <name> <what needs it> <candidate>...
require_program() {
  local variable=$1 package=$2 name=$3 purpose=$4
  shift 4
  local found=${!variable:-}
  if [ -z "$found" ]; then
    for candidate in "$@"; do
      [ -x "$candidate" ] && found=$candidate && break
    done
  fi
  if [ -z "$found" ]; then
    if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null; then
      echo "$name is missing: installing Debian's $package package..."
      install_debian "$package" || exit 1
      found=$1
    else
      echo "$purpose need $name, and it is not installed." >&2
      echo "On Debian or Ubuntu run:  sudo apt-get update && sudo apt-get install $package" >&2
      echo "Elsewhere, install $name and set $variable=/path/to/$package, then run this command again." >&2
      exit 1
    fi
  fi
  export "$variable=$found"
}

# 2. Debian's Chromium for the browser tests (never a downloaded browser).
require_program CHROMIUM_PATH chromium Chromium "The browser tests" /usr/bin/chromium /usr/bin/chromium-browser

# Debian's nginx, to test the build behind the nginx.conf it ships. It runs as
# the current user on a loopback port (scripts/nginx.mjs); root only installs it.
require_program NGINX_PATH nginx nginx "The delivery tests" /usr/sbin/nginx /usr/bin/nginx

# 3. Debian's tools that run the examples in the docs (tests/examples): PHP's CLI, Go
# (Debian's 1.19 on bookworm: the Go examples must build with it), Python's requests,
# ShellCheck and strace.
missing_packages=()
command -v php >/dev/null || missing_packages+=(php-cli)
command -v go >/dev/null || missing_packages+=(golang-go)
python3 -c 'import requests' 2>/dev/null || missing_packages+=(python3-requests)
command -v shellcheck >/dev/null || missing_packages+=(shellcheck)
command -v strace >/dev/null || missing_packages+=(strace)
if [ ${#missing_packages[@]} -gt 0 ]; then
  if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null; then
    echo "Installing Debian's ${missing_packages[*]} for the examples..."
    install_debian "${missing_packages[@]}" || exit 1
  else
    echo "The examples need ${missing_packages[*]}, and they are not installed." >&2
    echo "On Debian or Ubuntu run:  sudo apt-get update && sudo apt-get install ${missing_packages[*]}" >&2
    echo "Elsewhere, install PHP's CLI, Go 1.19 or later, Python 3 with requests, ShellCheck and strace, then run this command again." >&2
    exit 1
  fi
fi

# 4. Static checks.
step "typecheck" npx tsc -p tsconfig.json
step "lint" npx eslint .
step "format" npx prettier --check .
step "unit tests" npx vitest run
step "code blocks in docs" npx tsx tests/checks/code-blocks.ts docs
step "OpenAPI lint and examples" npm run check:openapi
step "examples run (API samples, webhook receivers, shell blocks)" npm run test:examples

# 5. The production build and what is checked against it.
step "production build" npm run build
if [ -f build/index.html ]; then
  step "internal links and anchors" npx tsx tests/checks/links.ts build
  step "no template expression left in page text" npx tsx tests/checks/template-expressions.ts build
  step "API contract (Prism mock)" npm run test:contract
  step "browser tests" npx playwright test
  step "delivery tests on nginx" env E2E_SERVER=nginx npx playwright test tests/e2e/delivery.spec.ts
else
  failed+=("build output missing: browser tests not run")
fi

printf '\n'
if [ ${#failed[@]} -eq 0 ]; then
  echo "All test steps passed."
  exit 0
fi
echo "Failed steps: ${failed[*]}" >&2
exit 1
