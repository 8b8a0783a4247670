#!/usr/bin/env node
// `pnpm backup [FILE]` and `pnpm restore FILE` at the repository root: runs dist/cli.js, building the
// server bundle first when it is missing. See src/backup/backup.ts.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const cli = join(root, 'dist', 'cli.js');
if (!existsSync(cli)) {
  const built = spawnSync(process.execPath, [join(root, 'build.mjs')], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
await import(pathToFileURL(cli).href);
