#!/usr/bin/env bash
# `make image`: builds the Containerfile with buildah (no container engine needed: --isolation chroot) from the
# offline Debian base of scripts/image-base.sh, into buildah's local storage as $IMAGE (default localhost/graha:dev).
# Docker's format keeps the HEALTHCHECK (OCI image configs have no field for it). Prints the build time and size.
#   IMAGE=localhost/graha:1.2 scripts/image-build.sh
#   IMAGE_ARCHIVE=graha.tar scripts/image-build.sh     also writes a docker-archive (docker load / podman load)
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v buildah >/dev/null || ! command -v mmdebstrap >/dev/null; then
  [ "$(id -u)" = 0 ] || { echo "make image needs buildah and mmdebstrap (apt-get install buildah mmdebstrap)" >&2; exit 1; }
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq buildah mmdebstrap >/dev/null
fi
image="${IMAGE:-localhost/graha:dev}"
base="$(scripts/image-base.sh)"
# A TLS-inspecting network's CA bundle (this machine's SSL_CERT_FILE) for the download steps, as a build secret.
secret=()
ca="${IMAGE_CA_BUNDLE:-${SSL_CERT_FILE:-}}"
[ -n "$ca" ] && [ -f "$ca" ] && secret=(--secret "id=ca_bundle,src=$ca")
start=$(date +%s)
buildah bud --isolation chroot --format docker --layers --quiet "${secret[@]}" \
  --build-arg BASE="$base" -f Containerfile -t "$image" . >/dev/null
secs=$(( $(date +%s) - start ))
# Sizes: the root file system as it lands on a node (uncompressed) and, with IMAGE_COMPRESSED=1, what a registry
# stores and a node pulls (the layers gzipped, as `buildah push` sends them).
ctr="$(buildah from --quiet "$image")"
size_mb=$(du -sxm "$(buildah mount "$ctr")" | cut -f1)
buildah rm "$ctr" >/dev/null
echo "image $image built in ${secs}s: ${size_mb} MiB uncompressed"
if [ "${IMAGE_COMPRESSED:-0}" = 1 ]; then
  tmp="$(mktemp -d)"; trap 'rm -rf "$tmp"' EXIT
  buildah push --quiet --compression-format gzip "$image" "oci:$tmp/oci" >/dev/null
  echo "compressed (gzip layers, the pull size): $(du -sm "$tmp/oci/blobs" | cut -f1) MiB"
fi
if [ -n "${IMAGE_ARCHIVE:-}" ]; then
  buildah push --quiet "$image" "docker-archive:$IMAGE_ARCHIVE:$image" >/dev/null
  echo "archive: $IMAGE_ARCHIVE ($(du -m "$IMAGE_ARCHIVE" | cut -f1) MiB)"
fi
