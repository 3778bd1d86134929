#!/usr/bin/env bash
# Runs named steps and sums them up; sourced by scripts/test.sh and scripts/check.sh.
#   step <name> <command...>       runs a step in the foreground
#   start <id> <name> <command...> runs a step in the background, its output kept aside
#   finish <id>                    waits for it and prints its output whole
#   summarize                      lists every step with its time; returns 1 if one failed

step_logs=$(mktemp -d)
trap 'rm -rf "$step_logs"' EXIT
failed=()
summary=()
declare -A step_pids step_names step_epochs

record() {
  local name=$1 status=$2 seconds=$3
  printf '=== %s: %s (%ss)\n' "$name" "$status" "$seconds"
  summary+=("$(printf '%-62s %-6s %4ss' "$name" "$status" "$seconds")")
  [ "$status" = ok ] || failed+=("$name")
}

step() {
  local name=$1
  shift
  printf '\n=== %s\n' "$name"
  local started=$SECONDS
  if "$@"; then
    record "$name" ok $((SECONDS - started))
  else
    record "$name" FAILED $((SECONDS - started))
  fi
}

start() {
  local id=$1 name=$2
  shift 2
  step_names[$id]=$name
  # The step's own end time, so its time is its run, not the wait for it.
  step_epochs[$id]=$(date +%s)
  { "$@" >"$step_logs/$id.log" 2>&1; rc=$?; date +%s >"$step_logs/$id.end"; exit $rc; } &
  step_pids[$id]=$!
}

finish() {
  local id=$1 status=ok
  wait "${step_pids[$id]}" || status=FAILED
  printf '\n=== %s (ran beside the steps above)\n' "${step_names[$id]}"
  cat "$step_logs/$id.log"
  record "${step_names[$id]}" "$status" $(($(cat "$step_logs/$id.end") - step_epochs[$id]))
}

summarize() {
  printf '\n'
  printf '%s\n' "${summary[@]}"
  printf 'total %ss\n\n' "$SECONDS"
  if [ ${#failed[@]} -eq 0 ]; then
    echo "All $1 steps passed."
    return 0
  fi
  echo "Failed steps: ${failed[*]}" >&2
  return 1
}
