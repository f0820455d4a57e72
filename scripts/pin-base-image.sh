#!/usr/bin/env bash
# Pins the Dockerfile's base image by digest: resolves the tag in `ARG BUN_IMAGE=` (e.g.
# oven/bun:1.4.5-slim) to the registry's digest of its multi-platform index and rewrites the
# line as `ARG BUN_IMAGE=oven/bun:1.4.5-slim@sha256:<digest>`. Run it where Docker reaches the
# registry, review the diff, commit. Run it again (after changing the tag) to move the pin.
#
#   scripts/pin-base-image.sh [Dockerfile]
set -euo pipefail
dockerfile=${1:-"$(dirname "$0")/../Dockerfile"}
line=$(grep -m1 -E '^ARG BUN_IMAGE=' "$dockerfile") || { echo "no 'ARG BUN_IMAGE=' line in $dockerfile" >&2; exit 1; }
image=${line#ARG BUN_IMAGE=}
tag=${image%@*}

# The index digest (what `docker pull tag@digest` checks on every platform); a plain pull's repo digest otherwise.
digest=$(docker buildx imagetools inspect "$tag" --format '{{.Manifest.Digest}}' 2>/dev/null || true)
if [ -z "$digest" ]; then
  docker pull --quiet "$tag" >/dev/null
  digest=$(docker image inspect --format '{{index .RepoDigests 0}}' "$tag")
  digest=${digest#*@}
fi
if ! [[ $digest =~ ^sha256:[0-9a-f]{64}$ ]]; then
  echo "could not resolve a digest for $tag (got '${digest}')" >&2
  exit 1
fi

sed -i.bak -E "s|^ARG BUN_IMAGE=.*$|ARG BUN_IMAGE=${tag}@${digest}|" "$dockerfile" && rm -f "$dockerfile.bak"
echo "pinned $tag to $digest in $dockerfile"
