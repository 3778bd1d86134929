#!/usr/bin/env bash
# Debian's programs the tests run, found or installed in one place. Sourced by
# scripts/test.sh (all of them) and scripts/examples.sh (those the examples need).
# As root, missing packages are installed with apt-get; otherwise the caller stops
# and says which packages to install. No tool downloads a browser or toolchain of its own.

# The browser tests' programs, as "VARIABLE package path...": the first path that exists
# (or the one VARIABLE already names) is exported in VARIABLE.
browser_tools=(
  "CHROMIUM_HEADLESS_SHELL_PATH chromium-headless-shell /usr/bin/chromium-headless-shell"
  "NGINX_PATH nginx /usr/sbin/nginx /usr/bin/nginx"
)
# The examples' programs, as "package check": the package is missing when the check fails.
# The examples run them from PATH (tests/examples/README.md).
example_tools=(
  "php-cli command -v php"
  "golang-go command -v go"
  "shellcheck command -v shellcheck"
  "strace command -v strace"
  "python3-requests python3 -c 'import requests'"
)

# Prints the path of a browser tool line's program, or nothing.
browser_tool_path() {
  local variable=$1
  shift 2
  if [ -n "${!variable:-}" ]; then
    echo "${!variable}"
    return
  fi
  local candidate
  for candidate in "$@"; do
    if [ -x "$candidate" ]; then
      echo "$candidate"
      return
    fi
  done
}

# Prints the Debian packages that the given kinds of tools lack: browser, examples.
missing_packages() {
  local kind line
  for kind in "$@"; do
    if [ "$kind" = browser ]; then
      for line in "${browser_tools[@]}"; do
        # shellcheck disable=SC2086
        [ -n "$(browser_tool_path $line)" ] || echo "${line#* }" | cut -d' ' -f1
      done
    else
      for line in "${example_tools[@]}"; do
        eval "${line#* }" >/dev/null 2>&1 || echo "${line%% *}"
      done
    fi
  done
}

# Installs what the given kinds of tools lack (as root), or says what to install and returns 1.
# Then exports the browser tools' variables. Usage: require_tools browser examples
require_tools() {
  local packages
  mapfile -t packages < <(missing_packages "$@")
  if [ ${#packages[@]} -gt 0 ]; then
    if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null; then
      echo "Installing Debian's ${packages[*]}..."
      if ! (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${packages[@]}" >/dev/null); then
        echo "apt-get could not install ${packages[*]}: see the messages above." >&2
        return 1
      fi
    else
      echo "These tests need Debian's ${packages[*]}, and they are not installed." >&2
      echo "On Debian or Ubuntu run:  sudo apt-get update && sudo apt-get install ${packages[*]}" >&2
      echo "Elsewhere, install the Chromium headless shell, nginx, PHP's CLI, Go 1.19 or later, ShellCheck, strace and Python 3 with requests; set CHROMIUM_HEADLESS_SHELL_PATH and NGINX_PATH to their programs; then run this command again." >&2
      return 1
    fi
  fi
  local kind line path
  for kind in "$@"; do
    [ "$kind" = browser ] || continue
    for line in "${browser_tools[@]}"; do
      # shellcheck disable=SC2086
      path=$(browser_tool_path $line)
      if [ -z "$path" ]; then
        echo "$(echo "${line#* }" | cut -d' ' -f1) is still missing: install it and run this command again." >&2
        return 1
      fi
      export "${line%% *}=$path"
    done
  done
}
