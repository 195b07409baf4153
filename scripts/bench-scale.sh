#!/usr/bin/env bash
# Scale (issue 40 item 6): `make bench-scale`. 1, 2 and 3 Graha processes on one throwaway PostgreSQL
# (scripts/with-postgres.sh), bench/lib/scale.ts; prints throughput, PostgreSQL transactions and rows per billed call,
# CPU per call. Not part of make test (it wants an idle machine).
set -euo pipefail
cd "$(dirname "$0")/.."
exec scripts/with-postgres.sh npx --no-install tsx bench/lib/scale.ts
