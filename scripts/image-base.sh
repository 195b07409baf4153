#!/usr/bin/env bash
# The offline base of `make image`: a minimal Debian bookworm root file system made by mmdebstrap from Debian's
# packages (no container registry involved), imported into buildah's local storage as localhost/graha-base:bookworm.
# The Containerfile's default base, docker.io/library/debian:bookworm-slim, is the same distribution; elsewhere
# (Docker, Podman) the Containerfile builds from that one unchanged.
#   scripts/image-base.sh            makes the base unless it is there already; prints its name
#   IMAGE_BASE_REBUILD=1 scripts/image-base.sh   makes it again (e.g. for Debian's security updates)
set -euo pipefail
cd "$(dirname "$0")/.."
name="${IMAGE_BASE:-localhost/graha-base:bookworm}"
suite="${IMAGE_BASE_SUITE:-bookworm}"
if [ "${IMAGE_BASE_REBUILD:-0}" != 1 ] && buildah inspect --type image "$name" >/dev/null 2>&1; then
  echo "$name"; exit 0
fi
tmp="$(mktemp -d /tmp/graha-base.XXXXXX)"
trap 'rm -rf "$tmp"' EXIT
# minbase: essential packages and apt only (as debian:bookworm-slim); the Containerfile adds what Graha needs.
# Docs, man pages and locales are left out as debian-slim does (dpkg path excludes, kept for later installs too).
mmdebstrap --quiet --variant=minbase --include=ca-certificates \
  --dpkgopt='path-exclude=/usr/share/man/*' --dpkgopt='path-exclude=/usr/share/doc/*' \
  --dpkgopt='path-include=/usr/share/doc/*/copyright' --dpkgopt='path-exclude=/usr/share/locale/*' \
  --dpkgopt='path-exclude=/usr/share/info/*' \
  --customize-hook='rm -rf "$1"/var/lib/apt/lists/* "$1"/var/cache/apt/*.bin' \
  "$suite" "$tmp/rootfs.tar" >&2
ctr="$(buildah from scratch)"
buildah add --quiet "$ctr" "$tmp/rootfs.tar" / >/dev/null
buildah config --env PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin --cmd /bin/bash "$ctr"
buildah commit --quiet --rm "$ctr" "$name" >/dev/null
echo "$name"
