#!/usr/bin/env bash
# Soak (issue 22 item 1): `make soak`, SOAK_MINUTES (default 10). Builds the production bundle, then runs
# bench/lib/soak.ts (three `node dist/server.mjs` processes, a mixed load on loopback, the money checks) against a
# throwaway PostgreSQL (scripts/with-postgres.sh). Exits non-zero when a check fails.
set -euo pipefail
cd "$(dirname "$0")/.."
npm run --silent build
exec scripts/with-postgres.sh npx --no-install tsx bench/lib/soak.ts
