#!/usr/bin/env node
// npm, with `--provenance=false` appended: pnpm runs this instead of npm for `pnpm publish` when
// .ci/release.mjs publishes outside the release workflow (npm_config_npm_path). See release.mjs.
import { spawnSync } from 'node:child_process';

const env = { ...process.env };
delete env.npm_config_npm_path; // pnpm's setting, unknown to npm
const result = spawnSync('npm', [...process.argv.slice(2), '--provenance=false'], { stdio: 'inherit', env });
process.exit(result.status ?? 1);
