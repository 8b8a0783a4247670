/**
 * The image's /app outside Docker: deploy/bundle.sh's output (the files deploy/Dockerfile's final stage
 * copies), assembled from the workspace's build and kept in node_modules/.cache/acme-bundle until the
 * build, the lockfile, a manifest or the script changes. `readOnlyApp` copies it into a run's work folder
 * and takes away every write bit, for replicas started with `Replica`'s `app` option.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { root } from './lib.mjs';

const cache = join(root, 'node_modules/.cache/acme-bundle');
const built = join(cache, 'app');
const stampFile = join(cache, 'stamp');

/** What the bundle is made of: the script, lockfile and manifests by content, the build outputs by size and time. */
function fingerprint() {
  const hash = createHash('sha256');
  const manifests = [
    'tokens',
    'site',
    'tests',
    ...readdirSync(join(root, 'packages')).map((p) => `packages/${p}`),
  ]
    .map((dir) => join(dir, 'package.json'))
    .filter((path) => existsSync(join(root, path)));
  for (const path of [
    'deploy/bundle.sh',
    'package.json',
    'pnpm-workspace.yaml',
    'pnpm-lock.yaml',
    ...manifests,
  ]) {
    hash
      .update(`${path}\0`)
      .update(readFileSync(join(root, path)))
      .update('\0');
  }
  const server = 'packages/api-server';
  for (const dir of [
    `${server}/dist`,
    `${server}/drizzle`,
    `${server}/seed`,
    `${server}/scripts`,
    'site/build',
  ]) {
    for (const name of readdirSync(join(root, dir), { recursive: true }).sort()) {
      const stat = statSync(join(root, dir, name));
      if (stat.isFile()) hash.update(`${dir}/${name}\0${stat.size}\0${stat.mtimeMs}\0`);
    }
  }
  return hash.digest('hex');
}

/** The bundle of the current build (built here when missing or out of date); answers its folder and whether it was reused. */
export function ensureBundle() {
  const stamp = fingerprint();
  if (existsSync(join(built, 'packages/api-server/dist/main.js')) && existsSync(stampFile)) {
    if (readFileSync(stampFile, 'utf8') === stamp) return { dir: built, reused: true };
  }
  rmSync(stampFile, { force: true });
  const result = spawnSync('bash', [join(root, 'deploy/bundle.sh'), '--no-build', built], {
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`deploy/bundle.sh failed:\n${result.stderr}${result.stdout}`);
  writeFileSync(stampFile, stamp);
  return { dir: built, reused: false };
}

/**
 * The bundle copied to `work`/app with no write bit anywhere (as the image's root-owned /app is to its
 * `node` user). Registers in `cleanups` the write bits back, so that the work folder can be removed.
 */
export function readOnlyApp(work, cleanups) {
  const { dir, reused } = ensureBundle();
  const app = join(work, 'app');
  const run = (...command) => {
    const result = spawnSync(command[0], command.slice(1), { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${command.join(' ')}: ${result.stderr}`);
  };
  run('cp', '-a', dir, app);
  run('chmod', '-R', 'a-w', app);
  cleanups.push(() => spawnSync('chmod', ['-R', 'u+w', app]));
  return { dir: app, reused };
}
