#!/usr/bin/env bash
# `make test-image`: runs the image built by `make image` (no container engine: `buildah run --isolation chroot`, on
# the host's network) the way an operator would, once on its embedded database (DATA_DIR on a volume) and once on a
# PostgreSQL server (scripts/with-postgres.sh; migrations first with the image's `migrate` entry point), and checks:
#   - the server's process runs as the image's non-root user (uid 10001) and the image says so (USER, no root);
#   - the start-up time (command to a 200 from /healthz), its CPU time, and the server's RSS (printed);
#   - the admin CLI of the image creates an account (and its key);
#   - a chat call through the gateway to a fake OpenAI-compatible upstream (bench/lib/fake-upstream.ts), plain and
#     streamed, a kundali (the astrology engine), a speech call (espeak-ng + ffmpeg in the image: an MP3 comes back),
#     a chart PNG (the fonts), /readyz (the database);
#   - SIGTERM: the server exits 0 within SHUTDOWN_GRACE_MS;
#   - the image's size stays under IMAGE_MAX_MB (default 1400).
set -euo pipefail
cd "$(dirname "$0")/.."
image="${IMAGE:-localhost/graha:dev}"
max_mb="${IMAGE_MAX_MB:-1400}"
export PATH="$PWD/.runtime/node/bin:$PATH"
buildah inspect --type image "$image" >/dev/null 2>&1 || { echo "no image $image: run make image first" >&2; exit 1; }
# A throwaway PostgreSQL on loopback for the whole run (as in CI): this script runs again inside it.
if [ -z "${GRAHA_IMAGE_TEST_PG:-}" ]; then
  GRAHA_IMAGE_TEST_PG=1 PGTEST_PORT="${PGTEST_PORT:-55499}" exec scripts/with-postgres.sh "$0" "$@"
fi
pg_url="$DATABASE_URL"
unset DATABASE_URL

fail() { echo "test-image: FAIL: $*" >&2; exit 1; }
ok() { echo "  ok: $*"; }
free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }

work="$(mktemp -d /tmp/graha-image-test.XXXXXX)"
pids=()
ctrs=()
cleanup() {
  for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done
  for c in "${ctrs[@]}"; do buildah rm "$c" >/dev/null 2>&1 || true; done
  rm -rf "$work"
}
trap cleanup EXIT

# --- The image itself: size and user.
size_ctr=$(buildah from --quiet "$image"); ctrs+=("$size_ctr")
rootfs="$(buildah mount "$size_ctr")"
size_mb=$(du -sxm "$rootfs" | cut -f1)
# What the image must not hold: dev dependencies, tests, sources; what it must: the fonts of src/render/fonts.ts.
for dev in vitest typescript @redocly/cli playwright-core; do [ ! -e "$rootfs/app/node_modules/$dev" ] || fail "dev dependency $dev in the image"; done
for dir in test src bench sdk; do [ ! -e "$rootfs/app/$dir" ] || fail "/app/$dir in the image"; done
for font in noto/NotoSans-Regular.ttf noto/NotoSans-Bold.ttf noto/NotoSansDevanagari-Regular.ttf noto/NotoSansDevanagari-Bold.ttf \
  noto/NotoSansTamil-Regular.ttf noto/NotoSansTamil-Bold.ttf noto/NotoSansSymbols-Regular.ttf noto/NotoSansSymbols2-Regular.ttf \
  dejavu/DejaVuSans.ttf dejavu/DejaVuSans-Bold.ttf; do
  [ -f "$rootfs/usr/share/fonts/truetype/$font" ] || fail "font $font missing"
done
buildah umount "$size_ctr" >/dev/null
echo "image $image: ${size_mb} MiB uncompressed"
[ "$size_mb" -le "$max_mb" ] || fail "image is ${size_mb} MiB, more than IMAGE_MAX_MB=$max_mb"
user=$(buildah inspect --type image --format '{{.Docker.Config.User}}' "$image")
[ "$user" = "10001:10001" ] || fail "image USER is '$user', not 10001:10001"
health=$(buildah inspect --type image --format '{{.Docker.Config.Healthcheck.Test}}' "$image")
case "$health" in *healthz*) ok "USER $user, HEALTHCHECK on /healthz, fonts present, no dev dependencies or sources" ;; *) fail "no HEALTHCHECK on /healthz: $health" ;; esac
grep -q '/data:' <(buildah inspect --type image --format '{{.Docker.Config.Volumes}}' "$image") || fail "no VOLUME /data"

# --- The fake upstream (on the host) and a models file that points the openai provider at it.
fake_log="$work/fake.log"
: > "$fake_log"
npx --no-install tsx bench/lib/fake-upstream.ts > "$fake_log" 2>&1 &
pids+=($!)
for _ in $(seq 100); do grep -q '^PORT ' "$fake_log" && break; sleep 0.1; done
fake_port=$(sed -n 's/^PORT //p' "$fake_log")
[ -n "$fake_port" ] || fail "fake upstream did not start: $(cat "$fake_log")"
mkdir -p "$work/config"
sed "s#https://api.openai.com/v1#http://127.0.0.1:$fake_port/v1#" config/models.yaml > "$work/config/models.yaml"
chmod -R a+rX "$work"

# One working container of the image per mode; `buildah run` starts processes in it as the image's USER.
run_in() { # run_in <ctr> <env...> -- <command...>
  local ctr="$1"; shift
  local envs=()
  while [ "$1" != -- ]; do envs+=(--env "$1"); shift; done
  shift
  buildah run --isolation chroot "${envs[@]}" -v "$work/config:/config-test:ro" "$ctr" -- "$@"
}

try_mode() { # try_mode <name> <database_url or empty>
  local mode="$1" dburl="$2"
  local port; port=$(free_port)
  local data="$work/data-$mode"; mkdir -p "$data"; chown 10001:10001 "$data"
  local ctr; ctr=$(buildah from --quiet "$image"); ctrs+=("$ctr")
  local admin_token="adm_imagetest$(head -c 12 /dev/urandom | od -An -tx1 | tr -d ' \n')"
  local env=(PORT="$port" MODELS_FILE=/config-test/models.yaml OPENAI_API_KEY=sk-fake-upstream-key SHUTDOWN_GRACE_MS=5000
    LOG_LEVEL=warn ADMIN_TOKEN="$admin_token")
  [ -n "$dburl" ] && env+=(DATABASE_URL="$dburl")
  echo "== $mode (port $port)"
  if [ -n "$dburl" ]; then
    local t0=$(date +%s%N)
    run_in "$ctr" "${env[@]}" -- /usr/local/bin/graha migrate | grep -q 'migrations applied' || fail "$mode: migrate"
    ok "migrate entry point ($(( ($(date +%s%N) - t0) / 1000000 )) ms)"
  fi
  # The server: as the image's ENTRYPOINT + CMD (tini, graha server), DATA_DIR on a host directory (the volume).
  local t0=$(date +%s%N)
  buildah run --isolation chroot $(printf -- '--env %s ' "${env[@]}") -v "$work/config:/config-test:ro" -v "$data:/data" \
    "$ctr" -- /usr/bin/tini -- /usr/local/bin/graha server > "$work/server-$mode.log" 2>&1 &
  local runner=$!; pids+=($runner)
  local up=0
  for _ in $(seq 600); do
    if curl -fsS -o /dev/null "http://127.0.0.1:$port/healthz" 2>/dev/null; then up=1; break; fi
    kill -0 $runner 2>/dev/null || break
    sleep 0.05
  done
  [ $up = 1 ] || fail "$mode: the server did not answer /healthz: $(tail -20 "$work/server-$mode.log")"
  local startup_ms=$(( ($(date +%s%N) - t0) / 1000000 ))
  ok "start-up to /healthz: ${startup_ms} ms"
  curl -fsS "http://127.0.0.1:$port/readyz" | grep -q '"ok"' || fail "$mode: /readyz"
  ok "/readyz"

  # Non-root: the server's node process, seen from the host.
  local node_pid; node_pid=$(pgrep -f "^node --max-semi-space-size=64 /app/dist/server.mjs" | while read -r p; do
    grep -q "PORT=$port" "/proc/$p/environ" 2>/dev/null && tr '\0' '\n' < "/proc/$p/environ" | grep -qx "PORT=$port" && echo "$p"; done | head -1)
  [ -n "$node_pid" ] || fail "$mode: server process not found"
  local uid; uid=$(awk '/^Uid:/ {print $2}' "/proc/$node_pid/status")
  [ "$uid" = 10001 ] || fail "$mode: the server runs as uid $uid"
  ok "server process runs as uid $uid"
  # CPU the start-up took (user + system, clock ticks of /proc/<pid>/stat): a figure a loaded machine does not inflate
  # as much as the wall-clock time.
  local cpu_ms; cpu_ms=$(awk -v hz="$(getconf CLK_TCK)" '{print int(($14 + $15) * 1000 / hz)}' "/proc/$node_pid/stat")
  ok "start-up CPU (node, by /healthz): ${cpu_ms} ms"
  local idle_rss_kb; idle_rss_kb=$(awk '/^VmRSS:/ {print $2}' "/proc/$node_pid/status")
  ok "server RSS just after start-up: $(( idle_rss_kb / 1024 )) MiB"

  # The admin CLI of the image creates an account with a first key.
  local created; created=$(run_in "$ctr" "${env[@]}" -- /usr/local/bin/graha admin account create \
    --email "image-$mode@example.com" --plan pay-as-you-go --credit-cents 500)
  local key; key=$(printf '%s' "$created" | jq -r '.api_key')
  case "$key" in svc_live_*) ok "admin CLI: account $(printf '%s' "$created" | jq -r '.account_id')" ;; *) fail "$mode: admin account create: $created" ;; esac
  local auth=(-H "authorization: Bearer $key")

  # Chat through the gateway to the fake upstream, plain and streamed.
  local chat; chat=$(curl -fsS "${auth[@]}" -H 'content-type: application/json' "http://127.0.0.1:$port/v1/chat/completions" \
    -d '{"model":"gpt-4o-mini","messages":[{"role":"user","content":"Tell me about Saturn."}]}')
  printf '%s' "$chat" | jq -e '.choices[0].message.content | test("Saturn")' >/dev/null || fail "$mode: chat: $chat"
  ok "chat (fake upstream): $(printf '%s' "$chat" | jq -r '.usage.total_tokens') tokens"
  local sse; sse=$(curl -fsS -N "${auth[@]}" -H 'content-type: application/json' "http://127.0.0.1:$port/v1/chat/completions" \
    -d '{"model":"gpt-4o-mini","stream":true,"messages":[{"role":"user","content":"Tell me about Saturn."}]}')
  printf '%s' "$sse" | grep -q '^data: \[DONE\]' || fail "$mode: streamed chat: $sse"
  ok "streamed chat ends with [DONE]"

  # A kundali (the astrology engine).
  local kundali; kundali=$(curl -fsS "${auth[@]}" "http://127.0.0.1:$port/v1/astrology/kundali?date=1990-05-15&time=14:30&lat=28.6139&lon=77.2090")
  printf '%s' "$kundali" | jq -e '.planets | length >= 9' >/dev/null || fail "$mode: kundali: ${kundali:0:300}"
  ok "kundali: ascendant $(printf '%s' "$kundali" | jq -r '.ascendant.sign // .ascendant.rashi // "?"')"

  # Speech: espeak-ng + ffmpeg of the image; an MP3 (ID3 tag or MPEG frame sync) comes back.
  curl -fsS "${auth[@]}" -H 'content-type: application/json' "http://127.0.0.1:$port/v1/audio/speech" \
    -d '{"model":"tts-1","voice":"alloy","input":"Saturn teaches patience."}' -o "$work/speech.mp3" || fail "$mode: speech"
  local magic; magic=$(head -c 3 "$work/speech.mp3" | od -An -tx1 | tr -d ' \n')
  case "$magic" in 494433*|fff*) ok "speech: $(stat -c %s "$work/speech.mp3") bytes of MP3" ;; *) fail "$mode: speech answered $magic" ;; esac

  # A chart PNG: resvg with the Noto fonts of the image.
  curl -fsS "${auth[@]}" "http://127.0.0.1:$port/v1/astrology/chart?date=1990-05-15&time=14:30&lat=28.6139&lon=77.2090&format=png" \
    -o "$work/chart.png" || fail "$mode: chart png"
  [ "$(head -c 4 "$work/chart.png" | od -An -tx1 | tr -d ' \n')" = 89504e47 ] || fail "$mode: the chart is not a PNG"
  ok "chart PNG: $(stat -c %s "$work/chart.png") bytes"

  local rss_kb; rss_kb=$(awk '/^VmRSS:/ {print $2}' "/proc/$node_pid/status")
  ok "server RSS after these calls: $(( rss_kb / 1024 )) MiB"

  # SIGTERM (tini passes it to node): calls drain, then exit 0.
  local tini_pid; tini_pid=$(awk '/^PPid:/ {print $2}' "/proc/$node_pid/status")
  local t1=$(date +%s%N)
  kill -TERM "$tini_pid"
  local rc=0; wait $runner || rc=$?
  [ $rc = 0 ] || fail "$mode: the server exited $rc on SIGTERM: $(tail -5 "$work/server-$mode.log")"
  ok "SIGTERM: exit 0 after $(( ($(date +%s%N) - t1) / 1000000 )) ms"
  echo "$mode startup_ms=$startup_ms startup_cpu_ms=$cpu_ms rss_idle_mib=$(( idle_rss_kb / 1024 )) rss_after_calls_mib=$(( rss_kb / 1024 ))" >> "$work/figures"
}

try_mode embedded ""
try_mode postgres "$pg_url"
cat "$work/figures"
echo "test-image: all checks passed"
