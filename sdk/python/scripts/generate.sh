#!/usr/bin/env bash
# Regenerates sdk/python/graha_client from Graha's public contract with openapi-python-client (PyPI).
#   sdk/python/scripts/generate.sh           write graha_client/
#   sdk/python/scripts/generate.sh --check   fail when the checked-in graha_client/ differs (make check-generated)
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
root="$(cd "$here/../.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
(cd "$root" && node --import tsx -e "
  import fs from 'node:fs'; import YAML from 'yaml'; import { publicSpec } from './src/docs/publicSpec.ts'; import { OPENAPI_PATH } from './src/contract.ts';
  fs.writeFileSync('$work/openapi.public.yaml', YAML.stringify(publicSpec(fs.readFileSync(OPENAPI_PATH, 'utf8')), { lineWidth: 0 }));")
# The generator warns about one schema (response_format json_schema: a duplicate model name); the rest is generated.
(cd "$work" && openapi-python-client generate --path openapi.public.yaml --output-path "$work/graha_client" --meta none >/dev/null 2>"$work/warnings" || { cat "$work/warnings" >&2; exit 1; })
rm -rf "$work/graha_client/.ruff_cache"   # the formatter's cache, not code
if [ "${1:-}" = "--check" ]; then
  diff -r -q "$work/graha_client" "$here/graha_client" >/dev/null || { echo "sdk/python/graha_client is stale: run sdk/python/scripts/generate.sh" >&2; exit 1; }
else
  rm -rf "$here/graha_client" && cp -r "$work/graha_client" "$here/graha_client"
fi
