#!/usr/bin/env node
// `pnpm release`: builds the published packages (@company/tokens, @company/contracts, @company/ui)
// and runs `changeset publish`, which publishes every one whose version is not on the registry yet.
//
//   pnpm release              # to the registry in npm_config_registry (default: the public npm registry)
//   pnpm release --no-build   # with the dist/ folders already built
//
// The registry comes from npm_config_registry, so the same command publishes to a local Verdaccio
// (npm_config_registry=http://127.0.0.1:4873/ pnpm release) and, in .github/workflows/release.yml,
// to npm.
//
// Provenance: publishConfig says `provenance: true`, so every publish to npm is signed with the
// GitHub Actions OIDC token of the release workflow (`id-token: write`); npm cannot sign anywhere
// else and refuses the publish. This script therefore:
//   - in GitHub Actions with an OIDC token: publishes as configured (signed) and tags the commit;
//   - elsewhere, to another registry (Verdaccio, a company mirror): publishes unsigned, through
//     .ci/npm-no-provenance.mjs, which adds `--provenance=false` to npm's command line (npm lets a
//     command-line flag win over publishConfig, and an environment variable does not), and creates
//     no git tags;
//   - elsewhere, to the public npm registry: stops. Releases to npm go through the workflow.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { publishedDirs, repositoryDifferences, rootRepository } from './repository.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = new Set(process.argv.slice(2));
const log = (message) => console.log(`[release] ${message}`);

// changesets reads only the lower-case variable; npm reads either.
if (!process.env.npm_config_registry && process.env.NPM_CONFIG_REGISTRY) {
  process.env.npm_config_registry = process.env.NPM_CONFIG_REGISTRY;
}
const registry = process.env.npm_config_registry || 'https://registry.npmjs.org/';
const host = new URL(registry).host;
const publicRegistry = host === 'registry.npmjs.org' || host === 'registry.yarnpkg.com';
const canSign = process.env.GITHUB_ACTIONS === 'true' && Boolean(process.env.ACTIONS_ID_TOKEN_REQUEST_URL);

if (publicRegistry && !canSign) {
  console.error(
    `[release] ${registry} only gets signed (provenance) releases, and npm can sign only in the release workflow\n` +
      '(.github/workflows/release.yml, on merge to main). To rehearse a release, publish to a local registry:\n' +
      '  npm_config_registry=http://127.0.0.1:4873/ pnpm release\n' +
      'or check the tarballs with `pnpm release:dry-run`.',
  );
  process.exit(1);
}

// The packages' `repository` comes from the root package.json, which the owner sets (README, "Releasing the
// library"). npm rejects a signed publish whose repository.url is not the repository the workflow runs in,
// after the first packages may already be out: check before publishing anything.
const repository = rootRepository(root);
if (repository.error) {
  console.error(`[release] ${repository.error}`);
  process.exit(1);
}
const stale = publishedDirs(root).flatMap((dir) =>
  repositoryDifferences(JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')), dir, root).map(
    (message) => `${dir}: ${message}`,
  ),
);
if (stale.length > 0) {
  console.error(
    `[release] the packages' repository fields differ from the root package.json's repository:\n  ${stale.join('\n  ')}\n` +
      'Run `node .ci/repository.mjs` and commit.',
  );
  process.exit(1);
}
const workflowRepository = process.env.GITHUB_REPOSITORY;
if (canSign && workflowRepository && workflowRepository.toLowerCase() !== repository.slug.toLowerCase()) {
  console.error(
    `[release] the packages name github.com/${repository.slug}, but this workflow runs in github.com/${workflowRepository}:\n` +
      'npm would reject the provenance. Set `repository` in the root package.json to\n' +
      `  git+https://github.com/${workflowRepository}.git\n` +
      'then run `node .ci/repository.mjs` and commit.',
  );
  process.exit(1);
}

function run(command, commandArgs, env = process.env) {
  log(`${command} ${commandArgs.join(' ')}`);
  const result = spawnSync(command, commandArgs, { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!args.has('--no-build')) run('pnpm', ['run', 'build:packages']);

log(
  `publishing to ${registry}${canSign ? ' with provenance' : ' without provenance (not in the release workflow)'}`,
);
const env = { ...process.env, npm_config_registry: registry };
if (!canSign) env.npm_config_npm_path = join(root, '.ci/npm-no-provenance.mjs');
run('pnpm', ['exec', 'changeset', 'publish', ...(canSign ? [] : ['--no-git-tag'])], env);
