#!/usr/bin/env bash
# Installs the system packages the tests need when they are missing: Debian's chromium (browser
# tests; never a downloaded browser build), PostgreSQL 15 (the server suite's second database) and nginx
# (the load balancer of `pnpm test:topology`), ffmpeg (lesson transcoding, docs/requirements/issues/32-courses-you-can-take.md) and poppler-utils
# (`pdftotext`, to read a generated certificate in a test).
set -euo pipefail
need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
[ -x /usr/lib/postgresql/15/bin/initdb ] || need+=(postgresql)
[ -x /usr/sbin/nginx ] || need+=(nginx)
[ -x /usr/bin/ffmpeg ] || need+=(ffmpeg)
[ -x /usr/bin/pdftotext ] || need+=(poppler-utils)
if [ ${#need[@]} -gt 0 ]; then
  if [ "$(id -u)" != 0 ]; then
    echo "Missing system packages: ${need[*]} (install them with apt-get as root)" >&2
    exit 1
  fi
  echo "Installing ${need[*]} from Debian's packages..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null
  # Debian starts the packaged nginx on port 80; the tests run their own.
  if [[ " ${need[*]} " == *" nginx "* ]]; then /usr/sbin/nginx -s quit 2>/dev/null || true; fi
fi
