#!/usr/bin/env node
// The repository of the published packages is set in ONE place: `repository` in the root package.json,
// set by the repository's owner (see README, "Releasing the library"). Each published package needs its
// own copy in its package.json (npm reads `repository`, `homepage` and `bugs` from the tarball, and npm
// provenance checks `repository.url` against the repository the release workflow runs in), so this script
// derives them from the root:
//
//   node .ci/repository.mjs           # writes repository (with its folder), homepage and bugs into every published package
//   node .ci/repository.mjs --check   # exits 1 if a package differs from what the root says
//
// tests/release/dry-run.mjs runs the same comparison on the packed tarballs, and .ci/release.mjs checks the
// root value against the GitHub repository the release workflow runs in.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const defaultRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/**
 * `https://github.com/<owner>/<name>` from the root package.json's `repository` (string or object form),
 * or an error message saying what is wrong with it.
 */
export function rootRepository(root = defaultRoot) {
  const field = readJson(join(root, 'package.json')).repository;
  const url = typeof field === 'string' ? field : field?.url;
  if (!url)
    return {
      error: 'the root package.json has no `repository`: the owner sets it (README, "Releasing the library")',
    };
  const match = /^(?:git\+)?https:\/\/github\.com\/([^/\s]+)\/([^/\s]+?)(?:\.git)?\/?$/.exec(url);
  if (!match)
    return {
      error: `the root package.json's repository.url (${url}) is not https://github.com/<owner>/<name>[.git]`,
    };
  return { web: `https://github.com/${match[1]}/${match[2]}`, slug: `${match[1]}/${match[2]}` };
}

/** The fields a published package in `dir` (relative to the root, e.g. `packages/ui`) must carry. */
export function repositoryFields(dir, root = defaultRoot) {
  const repo = rootRepository(root);
  if (repo.error) throw new Error(repo.error);
  return {
    repository: { type: 'git', url: `git+${repo.web}.git`, directory: dir },
    homepage: `${repo.web}/tree/main/${dir}#readme`,
    bugs: { url: `${repo.web}/issues` },
  };
}

/** Workspace package folders, from pnpm-workspace.yaml's `packages` globs (`dir` or `dir/*`). */
export function workspaceDirs(root = defaultRoot) {
  const yaml = readFileSync(join(root, 'pnpm-workspace.yaml'), 'utf8');
  const block = yaml.split(/^packages:\s*$/m)[1]?.split(/^\S/m)[0] ?? '';
  const globs = [...block.matchAll(/^\s*-\s*['"]?([^'"\s]+)['"]?\s*$/gm)].map((match) => match[1]);
  return globs
    .flatMap((glob) => {
      if (!glob.endsWith('/*')) return [glob];
      const parent = glob.slice(0, -2);
      return readdirSync(join(root, parent)).map((name) => `${parent}/${name}`);
    })
    .filter((dir) => existsSync(join(root, dir, 'package.json')));
}

/** The published workspace packages (not `private`). */
export function publishedDirs(root = defaultRoot) {
  return workspaceDirs(root).filter((dir) => !readJson(join(root, dir, 'package.json')).private);
}

/** Differences between a package manifest and the derived fields, as messages (empty: in line). */
export function repositoryDifferences(manifest, dir, root = defaultRoot) {
  const expected = repositoryFields(dir, root);
  return Object.entries(expected)
    .filter(([key, value]) => JSON.stringify(manifest[key]) !== JSON.stringify(value))
    .map(([key, value]) => `${key} is ${JSON.stringify(manifest[key])}, expected ${JSON.stringify(value)}`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const check = process.argv.includes('--check');
  const repo = rootRepository();
  if (repo.error) {
    console.error(`repository: ${repo.error}`);
    process.exit(1);
  }
  let stale = 0;
  for (const dir of publishedDirs()) {
    const file = join(defaultRoot, dir, 'package.json');
    const manifest = readJson(file);
    const differences = repositoryDifferences(manifest, dir);
    if (differences.length === 0) continue;
    stale += 1;
    if (check) {
      console.error(`repository: ${dir}/package.json: ${differences.join('; ')}`);
      continue;
    }
    // Present keys keep their place; missing ones go after `author` (or at the end).
    const fields = repositoryFields(dir);
    const entries = Object.entries(manifest).map(([key, value]) => [
      key,
      key in fields ? fields[key] : value,
    ]);
    const missing = Object.entries(fields).filter(([key]) => !(key in manifest));
    const at = entries.findIndex(([key]) => key === 'author');
    entries.splice(at === -1 ? entries.length : at + 1, 0, ...missing);
    writeFileSync(file, `${JSON.stringify(Object.fromEntries(entries), null, 2)}\n`);
    console.log(`repository: ${dir}/package.json now names ${repo.slug}`);
  }
  if (check && stale > 0) {
    console.error('repository: run `node .ci/repository.mjs` to write them from the root package.json');
    process.exit(1);
  }
  if (stale === 0) console.log(`repository: every published package names ${repo.slug}`);
}
