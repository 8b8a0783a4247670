/**
 * The dependency list of the packed @company/ui, as recorded in tests/public-api/ui-dependencies.txt.
 * Shared by ui-dependencies.test.ts (from packages/ui/package.json, rewritten as `pnpm pack` does) and
 * tests/consumer/run.mjs (from the package.json inside the real tarball).
 */

/** Where the record lives, relative to the repository root. */
export const dependencyRecordFile = 'tests/public-api/ui-dependencies.txt';

/** How to accept a deliberate change, printed with every mismatch. */
export const updateHint =
  'If the change is deliberate (a new or removed runtime dependency of @company/ui is paid by every site that installs it), ' +
  'update the record with `UPDATE_PUBLIC_API=1 pnpm vitest run --project ssr tests/public-api` and explain it in a changeset.';

/**
 * One `name range` line per entry, by field, sorted: what a consumer's install resolves.
 * @param {{ name: string, dependencies?: Record<string, string>, peerDependencies?: Record<string, string>, optionalDependencies?: Record<string, string> }} manifest
 */
export function dependencyRecord(manifest) {
  const lines = [`# ${manifest.name}: dependencies of the packed package.json (what installing it pulls in)`];
  for (const field of ['dependencies', 'peerDependencies', 'optionalDependencies']) {
    const entries = Object.entries(manifest[field] ?? {}).sort(([a], [b]) => a.localeCompare(b));
    if (entries.length === 0) continue;
    lines.push('', `## ${field}`, ...entries.map(([name, range]) => `${name} ${range}`));
  }
  return `${lines.join('\n')}\n`;
}
