#!/usr/bin/env bash
# The whole test command: the typecheck runs beside the build when the machine has the memory for
# both (each keeps one core busy), else after it; then the unit tests, then the journeys against
# the build.
set -u
cd "$(dirname "$0")/.."

# tsc holds about 2.5 GB at its peak and the build about 2 GB: beside each other they need 6 GiB free.
BOTH_KIB=$((6 * 1024 * 1024))
available_kib=$(awk '/^MemAvailable:/ { print $2 }' /proc/meminfo 2>/dev/null)

# Says why a typecheck that printed nothing failed: a process killed by a signal leaves no output.
explain_typecheck() {
  local status=$1
  if [ "$status" -gt 128 ]; then
    echo "The typecheck was stopped by signal $((status - 128)) before it could say anything. On Linux that is most often the out-of-memory killer: tsc needs about 2.5 GB (see README, npm run typecheck)." >&2
  fi
}

if [ "${available_kib:-0}" -ge "$BOTH_KIB" ]; then
  typecheck_log=$(mktemp)
  npm run typecheck > "$typecheck_log" 2>&1 &
  typecheck=$!
  npm run build
  built=$?
  wait "$typecheck"
  checked=$?
  cat "$typecheck_log"
  rm -f "$typecheck_log"
else
  echo "$((${available_kib:-0} / 1024)) MiB free: the typecheck runs after the build, not beside it."
  npm run build
  built=$?
  npm run typecheck
  checked=$?
fi
explain_typecheck "$checked"
[ "$checked" -eq 0 ] && [ "$built" -eq 0 ] || exit 1
npm run test:unit && npm run test:e2e
