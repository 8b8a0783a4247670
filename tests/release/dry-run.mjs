#!/usr/bin/env node
/**
 * Release dry run: what `pnpm release` would publish, checked without a registry.
 *
 *   node tests/release/dry-run.mjs            # builds the published packages first
 *   node tests/release/dry-run.mjs --no-build # uses the existing dist/ folders (CI, after `pnpm build`)
 *   node tests/release/dry-run.mjs --keep     # keeps the temporary copy and the tarballs
 *
 * 1. Copies the workspace's manifests, `.changeset/` and every published package (without
 *    node_modules) to a temporary directory, so the checkout is never touched.
 * 2. Runs `changeset version` there, as the release workflow's version PR would: pending changesets
 *    become versions and CHANGELOG entries. With none pending, the current versions are checked.
 * 3. Runs `pnpm pack` for every published package (publishConfig applied, workspace:* resolved,
 *    exactly what `changeset publish` hands to npm) and checks each tarball: the new version,
 *    CHANGELOG.md with that version's entry, LICENSE, README.md, no workspace: specifier, sibling
 *    packages pinned to their new versions, every entry point present, no sources, tests or
 *    stories, and the provenance-ready metadata (publishConfig; repository with its folder, homepage and
 *    bugs as .ci/repository.mjs derives them from the root package.json's `repository`).
 *
 * Prints one line per package and a summary; exits non-zero on any failure.
 */
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { repositoryDifferences, rootRepository, workspaceDirs } from '../../.ci/repository.mjs';

const root = resolve(fileURLToPath(new URL('../../', import.meta.url)));
const repository = rootRepository(root);
const args = new Set(process.argv.slice(2));
const started = Date.now();

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const run = (cmd, cmdArgs, cwd) =>
  execFileSync(cmd, cmdArgs, {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, CI: 'true' },
  });

const dirs = workspaceDirs(root);
const published = dirs.filter((dir) => !readJson(join(root, dir, 'package.json')).private);
if (published.length === 0) {
  console.error('release dry run: FAILED: no publishable workspace package');
  process.exit(1);
}

if (!args.has('--no-build')) run('pnpm', ['run', 'build:packages'], root);
for (const dir of published) {
  if (!existsSync(join(root, dir, 'dist'))) {
    console.error(
      `release dry run: FAILED: ${dir}/dist is missing; run \`pnpm build:packages\` (or drop --no-build)`,
    );
    process.exit(1);
  }
}

const work = mkdtempSync(join(tmpdir(), 'acme-release-'));
const copy = join(work, 'workspace');
const packs = join(work, 'packs');
mkdirSync(packs, { recursive: true });
const failures = [];
const lines = [];

try {
  // 1. The copy: root manifests, changesets, every workspace manifest, the published packages whole.
  for (const file of ['package.json', 'pnpm-workspace.yaml', 'LICENSE', '.npmrc']) {
    if (existsSync(join(root, file))) cpSync(join(root, file), join(copy, file));
  }
  cpSync(join(root, '.changeset'), join(copy, '.changeset'), { recursive: true });
  for (const dir of dirs) {
    if (published.includes(dir)) {
      cpSync(join(root, dir), join(copy, dir), {
        recursive: true,
        filter: (source) => !source.split(/[\\/]/).includes('node_modules'),
      });
    } else {
      mkdirSync(join(copy, dir), { recursive: true });
      cpSync(join(root, dir, 'package.json'), join(copy, dir, 'package.json'));
    }
  }
  // changesets looks up the commit that added each changeset for the changelog line.
  const git = (...gitArgs) =>
    run('git', ['-c', 'user.name=Release dry run', '-c', 'user.email=release@example.com', ...gitArgs], copy);
  git('init', '-q');
  git('add', '-A');
  git('commit', '-q', '-m', 'release dry run');

  // 2. Version, as the release workflow's version PR does.
  const before = Object.fromEntries(
    published.map((dir) => [dir, readJson(join(copy, dir, 'package.json')).version]),
  );
  const pending = readdirSync(join(copy, '.changeset')).filter(
    (name) => name.endsWith('.md') && name !== 'README.md',
  );
  run(join(root, 'node_modules/.bin/changeset'), ['version'], copy);
  const versions = {};
  for (const dir of published) {
    const pkg = readJson(join(copy, dir, 'package.json'));
    versions[pkg.name] = pkg.version;
  }

  // pnpm pack reads a workspace: dependency's version from its node_modules link: link the copies.
  const dirByName = Object.fromEntries(
    dirs.map((dir) => [readJson(join(copy, dir, 'package.json')).name, dir]),
  );
  for (const dir of published) {
    const manifest = readJson(join(copy, dir, 'package.json'));
    for (const field of ['dependencies', 'peerDependencies', 'optionalDependencies', 'devDependencies']) {
      for (const [name, range] of Object.entries(manifest[field] ?? {})) {
        if (!String(range).startsWith('workspace:') || !dirByName[name]) continue;
        const link = join(copy, dir, 'node_modules', name);
        mkdirSync(dirname(link), { recursive: true });
        if (!existsSync(link)) symlinkSync(join(copy, dirByName[name]), link, 'dir');
      }
    }
  }

  // 3. Pack and inspect.
  const rootLicense = readFileSync(join(root, 'LICENSE'), 'utf8');
  for (const dir of published) {
    const manifest = readJson(join(copy, dir, 'package.json'));
    const problems = [];
    const problem = (message) => problems.push(message);

    const existing = new Set(readdirSync(packs));
    run('pnpm', ['pack', '--pack-destination', packs], join(copy, dir));
    const tarball = readdirSync(packs).find((name) => !existing.has(name));
    if (!tarball) {
      failures.push(`${manifest.name}: pnpm pack wrote no tarball`);
      continue;
    }
    const tarPath = join(packs, tarball);
    const files = run('tar', ['-tzf', tarPath], work)
      .split('\n')
      .filter(Boolean)
      .map((name) => name.replace(/^package\//, ''));
    const has = new Set(files);
    const read = (name) => run('tar', ['-xzOf', tarPath, `package/${name}`], work);
    const pkg = JSON.parse(read('package.json'));

    // Version and changelog.
    if (pkg.version !== manifest.version) problem(`version ${pkg.version}, expected ${manifest.version}`);
    for (const required of ['README.md', 'CHANGELOG.md', 'LICENSE'])
      if (!has.has(required)) problem(`${required} missing`);
    if (
      has.has('CHANGELOG.md') &&
      !new RegExp(`^## ${pkg.version.replaceAll('.', '\\.')}$`, 'm').test(read('CHANGELOG.md'))
    ) {
      problem(`CHANGELOG.md has no "## ${pkg.version}" entry`);
    }
    if (has.has('LICENSE') && read('LICENSE') !== rootLicense)
      problem('LICENSE differs from the repository LICENSE');

    // Dependencies: no workspace: protocol; sibling packages pinned to the version released with them.
    for (const field of ['dependencies', 'peerDependencies', 'optionalDependencies', 'devDependencies']) {
      for (const [name, range] of Object.entries(pkg[field] ?? {})) {
        if (String(range).startsWith('workspace:')) problem(`${field}.${name} is "${range}"`);
        if (field !== 'devDependencies' && versions[name] && range !== versions[name]) {
          problem(`${field}.${name} is "${range}", but ${name} is released as ${versions[name]}`);
        }
      }
    }

    // Contents: build output and docs only.
    const forbidden = files.filter(
      (name) =>
        /^(src|tests?|scripts|node_modules)\//.test(name) ||
        /(^|\/)__(tests|screenshots)__\//.test(name) ||
        /\.(test|spec|stories)\.[cm]?[jt]sx?$/.test(name) ||
        /\.(mdx|tsbuildinfo)$/.test(name) ||
        /(^|\/)(tsconfig(\.\w+)?\.json|vite\.config\.[cm]?[jt]s)$/.test(name),
    );
    if (forbidden.length > 0)
      problem(`ships ${forbidden.length} source/test file(s): ${forbidden.slice(0, 5).join(', ')}`);

    // Entry points: every target of main, types and exports is in the tarball.
    const targets = [pkg.main, pkg.types];
    const collect = (value) => {
      if (typeof value === 'string') targets.push(value);
      else if (value && typeof value === 'object') Object.values(value).forEach(collect);
    };
    collect(pkg.exports);
    for (const target of targets.filter(Boolean)) {
      const path = target.replace(/^\.\//, '');
      if (path.startsWith('src/')) problem(`entry point ${target} points at sources`);
      else if (path.includes('*')) {
        const [prefix] = path.split('*');
        if (!files.some((name) => name.startsWith(prefix))) problem(`no file matches ${target}`);
      } else if (!has.has(path)) problem(`entry point ${target} is not in the tarball`);
    }

    // Metadata for npm and provenance (npm checks repository.url against the signing workflow's repository).
    if (pkg.license !== 'MIT') problem(`license is ${pkg.license}`);
    // repository (with its folder), homepage and bugs come from the root package.json's `repository`.
    if (repository.error) problem(repository.error);
    else
      for (const message of repositoryDifferences(pkg, dir, root))
        problem(`${message} (derived from the root package.json's repository: run node .ci/repository.mjs)`);
    if (pkg.publishConfig?.access !== 'public' || pkg.publishConfig?.provenance !== true) {
      problem('publishConfig must have access "public" and provenance true');
    }

    const kb = (readFileSync(tarPath).length / 1024).toFixed(1);
    const bump = before[dir] === pkg.version ? pkg.version : `${before[dir]} → ${pkg.version}`;
    lines.push(
      `  ${problems.length ? '✗' : '✓'} ${pkg.name}@${bump}  ${files.length} files, ${kb} KB packed`,
    );
    for (const message of problems) failures.push(`${pkg.name}: ${message}`);
  }

  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`release dry run (${pending.length} pending changeset(s) applied in a copy):`);
  console.log(lines.join('\n'));
  if (failures.length > 0) {
    console.error(
      `release dry run: FAILED (${seconds} s)\n${failures.map((line) => `  - ${line}`).join('\n')}`,
    );
    process.exitCode = 1;
  } else {
    console.log(`release dry run: ${published.length} packages ready to publish (${seconds} s)`);
  }
} catch (error) {
  console.error('release dry run: FAILED');
  console.error(String(error.stdout ?? '') + String(error.stderr ?? '') || error);
  process.exitCode = 1;
} finally {
  if (args.has('--keep')) console.log(`kept ${work}`);
  else rmSync(work, { recursive: true, force: true });
}
