#!/usr/bin/env bash
# The whole test command: the typecheck runs beside the build (each keeps one core busy), then
# the unit tests, then the journeys against the build.
set -u
cd "$(dirname "$0")/.."
typecheck_log=$(mktemp)
npm run typecheck > "$typecheck_log" 2>&1 &
typecheck=$!
npm run build
built=$?
wait "$typecheck"
checked=$?
cat "$typecheck_log"
rm -f "$typecheck_log"
[ "$checked" -eq 0 ] && [ "$built" -eq 0 ] || exit 1
npm run test:unit && npm run test:e2e
