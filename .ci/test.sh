#!/usr/bin/env bash
# `pnpm test`: every check of the project, in the order a failure is cheapest to find.
set -euo pipefail
cd "$(dirname "$0")/.."
bash .ci/ensure-system.sh
pnpm lint
pnpm typecheck
pnpm build
pnpm vitest run
