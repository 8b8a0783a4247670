#!/usr/bin/env bash
# `pnpm test`: every check of the project, cheapest failures first. Installs what the machine is
# missing (Debian's chromium and PostgreSQL), starts the servers its suites need, and stops them.
set -euo pipefail
cd "$(dirname "$0")/.."
export CI=${CI:-true}
step() { printf '\n=== %s ===\n' "$*"; }

step "system packages"
bash .ci/ensure-system.sh

step "lint"
pnpm lint
step "typecheck"
pnpm typecheck

step "build (tokens, contracts, ui, site, server)"
pnpm build
# The product start (e2e, benchmarks) rebuilds only when sources are newer than this stamp.
mkdir -p node_modules/.cache/acme-start && date -u +%FT%TZ > node_modules/.cache/acme-start/build-stamp
step "build-storybook"
pnpm build-storybook --quiet >/dev/null

step "PostgreSQL for the server suite"
TEST_DATABASE_URL=$(bash .ci/postgres.sh start)
export TEST_DATABASE_URL
trap 'bash .ci/postgres.sh stop' EXIT

step "vitest: unit, ssr, server (PGlite + PostgreSQL), stories in Chromium, screenshots"
pnpm vitest run

step "consumer install of the packed packages"
node tests/consumer/run.mjs --no-build

step "byte budgets"
pnpm size

step "end to end in Chromium against the real server and database"
pnpm e2e
