/**
 * The dependency list of the packed @company/ui, as recorded in tests/public-api/ui-dependencies.txt.
 * Shared by ui-dependencies.test.ts (from packages/ui/package.json, rewritten as `pnpm pack` does) and
 * tests/consumer/run.mjs (from the package.json inside the real tarball).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where the record lives, relative to the repository root. */
export const dependencyRecordFile = 'tests/public-api/ui-dependencies.txt';

/** How to accept a deliberate change, printed with every mismatch. */
export const updateHint =
  'If the change is deliberate (every site that installs @company/ui installs its dependencies), update the record with ' +
  '`UPDATE_PUBLIC_API=1 pnpm vitest run --project ssr tests/public-api` and say why in a changeset.';

/** The published workspace packages and their current versions, by name. */
export function workspaceVersions(root) {
  return Object.fromEntries(
    ['tokens', 'packages/contracts', 'packages/api-client', 'packages/ui'].map((dir) => {
      const pkg = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));
      return [pkg.name, pkg.version];
    }),
  );
}

/**
 * One `name range` line per entry, by field, sorted: what a consumer's install resolves. A dependency on
 * a workspace package at its current version reads `workspace` (a release bumps it without a review).
 */
export function dependencyRecord(manifest, workspace = {}) {
  const lines = [`# ${manifest.name}: dependencies of the packed package.json (what installing it pulls in)`];
  for (const field of ['dependencies', 'peerDependencies', 'optionalDependencies']) {
    const entries = Object.entries(manifest[field] ?? {}).sort(([a], [b]) => a.localeCompare(b));
    if (entries.length === 0) continue;
    lines.push('', `## ${field}`);
    for (const [name, range] of entries)
      lines.push(`${name} ${workspace[name] && range === workspace[name] ? 'workspace' : range}`);
  }
  return `${lines.join('\n')}\n`;
}
