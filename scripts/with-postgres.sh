#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL server started here (loopback, trust auth), then stops it:
#   scripts/with-postgres.sh <command...>     (the command sees DATABASE_URL)
# PostgreSQL refuses to run as root, so as root the server runs as the "postgres" user.
set -euo pipefail
bindir=""
for d in /usr/lib/postgresql/*/bin; do [ -x "$d/initdb" ] && bindir="$d"; done
[ -n "$bindir" ] || { echo "PostgreSQL server binaries not found (apt-get install postgresql)" >&2; exit 1; }
port="${PGTEST_PORT:-55432}"
dir="$(mktemp -d /tmp/graha-pg.XXXXXX)"
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
[ "$(id -u)" = 0 ] && chown postgres "$dir"
as_pg "$bindir/initdb" -D "$dir/data" -U postgres -A trust --no-sync >/dev/null
as_pg "$bindir/pg_ctl" -D "$dir/data" -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c max_connections=300 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" -l "$dir/log" -w start >/dev/null
cleanup() { as_pg "$bindir/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true; rm -rf "$dir"; }
trap cleanup EXIT
"$bindir/createdb" -h 127.0.0.1 -p "$port" -U postgres graha
export DATABASE_URL="postgres://postgres@127.0.0.1:$port/graha"
"$@"
