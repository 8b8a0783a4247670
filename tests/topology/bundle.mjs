/**
 * The image's /app outside Docker: deploy/bundle.sh's output (the files deploy/Dockerfile's final stage
 * copies), assembled from the workspace's build and kept in node_modules/.cache/acme-bundle until the
 * build, the lockfile, a manifest or the script changes. `readOnlyApp` makes it read-only to the
 * replicas started with `Replica`'s `app` option.
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
 * Whether `nobody` can read the bundle in `dir` and write nothing in it (root only): every file and folder
 * is owned by root without a group or other write bit, and `nobody` reaches the server's entry point.
 */
function readOnlyToNobody(dir) {
  const find = spawnSync(
    'find',
    [dir, '!', '-type', 'l', '(', '-perm', '/022', '-o', '!', '-user', '0', ')', '-print', '-quit'],
    { encoding: 'utf8' },
  );
  if (find.status !== 0 || find.stdout.trim() !== '') return false;
  const main = join(dir, 'packages/api-server/dist/main.js');
  const setpriv = ['--reuid=nobody', '--regid=nogroup', '--clear-groups', '--'];
  return spawnSync('/usr/bin/setpriv', [...setpriv, 'test', '-r', main]).status === 0;
}

/**
 * The bundle, read-only to the replicas (as the image's root-owned /app is to its `node` user). As root
 * the replicas run as `nobody`, for whom the root-owned bundle (no group or other write bit) already is
 * read-only: it is used in place when `nobody` can reach it, else copied into `work`/app. Otherwise it
 * is copied into `work`/app with every write bit removed, and `cleanups` gets the write bits back so
 * that the work folder can be removed. Answers the folder, whether the bundle was reused and how it is
 * made read-only.
 */
export function readOnlyApp(work, cleanups) {
  const { dir, reused } = ensureBundle();
  const asRoot = process.getuid?.() === 0;
  if (asRoot && readOnlyToNobody(dir)) return { dir, reused, readOnly: 'owned by root' };
  const app = join(work, 'app');
  const run = (...command) => {
    const result = spawnSync(command[0], command.slice(1), { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${command.join(' ')}: ${result.stderr}`);
  };
  run('cp', '-a', '--no-preserve=ownership', dir, app);
  run('chmod', '-R', 'a-w', app);
  cleanups.push(() => spawnSync('chmod', ['-R', 'u+w', app]));
  if (asRoot && !readOnlyToNobody(app)) throw new Error(`${app} is not readable by nobody`);
  return { dir: app, reused, readOnly: 'a copy without write bits' };
}
