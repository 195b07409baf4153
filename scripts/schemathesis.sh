#!/usr/bin/env bash
# Fuzzes the live server against the contract (its bundle, generated/openapi.bundled.yaml) with Schemathesis (run by `make test` inside with-postgres.sh).
# Starts a server on a free loopback port, creates a funded enterprise test account, runs `st run`, stops the server.
set -euo pipefail
cd "$(dirname "$0")/.."
port="${ST_PORT:-18080}"
work="$(mktemp -d /tmp/graha-st.XXXXXX)"
export PORT="$port" HOST=127.0.0.1 DATA_DIR="$work" LOG_LEVEL=warn ADMIN_TOKEN="adm_st_$(head -c 12 /dev/urandom | od -An -tx1 | tr -d ' \n')"
export VALIDATE_RESPONSES=1
# The simulated cloud's capacity (src/platform/clusters) would run out under fuzzing: a documented 503, counted as an error.
export SIMULATED_CLOUD_GPUS=1000000000
npm run --silent migrate >/dev/null
# The production artifact (npm run build), as `npm start` serves it.
npm run --silent build
node dist/server.mjs >"$work/server.log" 2>&1 &
server=$!
cleanup() { kill "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; rm -rf "$work"; }
trap cleanup EXIT
for _ in $(seq 1 60); do curl -sf "http://127.0.0.1:$port/healthz" >/dev/null && break; sleep 0.5; done
account=$(GRAHA_URL="http://127.0.0.1:$port" npm run --silent admin -- account create --email fuzz@example.com --plan enterprise --credit-cents 100000000)
account_id=$(node -pe 'JSON.parse(process.argv[1]).account_id' "$account")
api_key=$(node -pe 'JSON.parse(process.argv[1]).api_key' "$account")
GRAHA_URL="http://127.0.0.1:$port" npm run --silent admin -- plan set --account "$account_id" --plan enterprise --rpm 1000000 --tpm 1000000000 >/dev/null
status=0
st --config-file scripts/schemathesis.toml run generated/openapi.bundled.yaml \
  --url "http://127.0.0.1:$port" \
  --header "Authorization: Bearer $api_key" \
  --checks not_a_server_error,status_code_conformance,content_type_conformance,response_schema_conformance,response_headers_conformance,negative_data_rejection \
  --exclude-path-regex '^/admin/' \
  --phases examples,coverage,fuzzing \
  --max-examples "${ST_MAX_EXAMPLES:-25}" \
  ${ST_SEED:+--seed "$ST_SEED"} \
  --workers 1 \
  --request-timeout 20 \
  --suppress-health-check all \
  --warnings off \
  --no-color || status=$?
if [ "$status" != 0 ]; then echo "--- server log (last 50 lines)"; tail -50 "$work/server.log"; fi
exit "$status"
