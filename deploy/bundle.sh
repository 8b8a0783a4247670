#!/usr/bin/env bash
# The production app exactly as the image holds it in /app (deploy/Dockerfile runs this script, and its
# final stage copies OUTDIR and nothing else), so the topology test can run the same files outside Docker:
#
#   bash deploy/bundle.sh OUTDIR             # pnpm build, then assemble OUTDIR
#   bash deploy/bundle.sh --no-build OUTDIR  # assemble from the workspace's current build
#
# OUTDIR holds the workspace manifests and lockfile, the server's bundle (packages/api-server: dist/,
# drizzle/ migrations, seed/ media, scripts/), the site's build (site/build) and a production-only
# node_modules installed from the lockfile (`pnpm install --prod --frozen-lockfile`, copied from the
# store when it has every package). Run from it: `node packages/api-server/dist/main.js` (the image's CMD).
set -euo pipefail
build=1
if [ "${1:-}" = --no-build ]; then
  build=0
  shift
fi
out=${1:?usage: bash deploy/bundle.sh [--no-build] OUTDIR}
cd "$(dirname "$0")/.."
repo=$PWD
case $out in /*) ;; *) out=$repo/$out ;; esac

if [ "$build" = 1 ]; then
  pnpm build
fi
for built in packages/api-server/dist/main.js site/build/server/index.js site/build/client; do
  if [ ! -e "$built" ]; then
    echo "bundle: $built is missing: run \`pnpm build\` (or drop --no-build)" >&2
    exit 1
  fi
done

rm -rf "$out"
mkdir -p "$out"
# Every importer of pnpm-lock.yaml needs its package.json for a frozen install; only the server and the
# site bring files of their own.
cp package.json pnpm-workspace.yaml pnpm-lock.yaml "$out/"
if [ -f .npmrc ]; then cp .npmrc "$out/"; fi
for manifest in tokens/package.json packages/*/package.json site/package.json tests/package.json; do
  mkdir -p "$out/$(dirname "$manifest")"
  cp "$manifest" "$out/$manifest"
done
server=packages/api-server
cp -R "$server/dist" "$server/drizzle" "$server/seed" "$server/scripts" "$out/$server/"
cp -R site/build "$out/site/"

cd "$out"
# CI=true: no prompt; the store has every package after the workspace's own install (here and in the image).
# Copies, not hard links into the store: the bundle is a tree of its own (made read-only by the topology test).
CI=true pnpm install --prod --frozen-lockfile --prefer-offline --config.package-import-method=copy \
  --reporter=append-only >"$out/.install.log" 2>&1 || {
  cat "$out/.install.log" >&2
  exit 1
}
rm -f "$out/.install.log"
# The seeded lessons' videos, made once by `pnpm build` (docs/requirements/issues/32-courses-you-can-take.md):
# the server reads them from here and, running read-only, makes none itself. Only what a start reads goes
# (the HLS, the captions and the list of renditions), not the source MP4s.
media="$repo/$server/node_modules/.cache/acme-lesson-media"
if [ -d "$media" ]; then
  for made in "$media"/*/made.json; do
    [ -e "$made" ] || continue
    lesson=$(dirname "$made")
    into="$out/$server/node_modules/.cache/acme-lesson-media/$(basename "$lesson")"
    mkdir -p "$into"
    cp -R "$lesson/hls" "$lesson/captions.vtt" "$made" "$into/"
  done
fi
# Writable by its owner alone (root in the image, where the server runs as `node`).
chmod -R go-w "$out"
echo "bundle: $out ($(du -sh "$out" | cut -f1))"
