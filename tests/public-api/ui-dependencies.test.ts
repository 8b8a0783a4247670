/**
 * Every site that installs @company/ui installs its dependencies: a new one (or a business package like
 * the API contracts) must be a decision, not an accident. This compares the dependency list that
 * `pnpm pack` publishes (workspace:* becomes the workspace package's version) with the record in
 * ui-dependencies.txt; tests/consumer/run.mjs checks the same record against the real tarball.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  dependencyRecord,
  dependencyRecordFile,
  updateHint,
  workspaceVersions,
  type PackedManifest,
} from './ui-dependencies.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const readJson = (path: string) =>
  JSON.parse(readFileSync(`${root}${path}`, 'utf8')) as PackedManifest & { version: string };

const workspace = workspaceVersions(root);

/** `workspace:*` → `1.2.3`, `workspace:^` → `^1.2.3`, `workspace:~` → `~1.2.3`, as pnpm pack writes them. */
function packed(deps: Record<string, string> | undefined) {
  if (!deps) return undefined;
  return Object.fromEntries(
    Object.entries(deps).map(([name, range]) => {
      if (!range.startsWith('workspace:')) return [name, range];
      const spec = range.slice('workspace:'.length);
      const version = workspace[name];
      if (!version) throw new Error(`${name}: unknown workspace package`);
      return [name, spec === '*' ? version : spec === '^' || spec === '~' ? `${spec}${version}` : spec];
    }),
  );
}

describe('@company/ui dependencies', () => {
  const manifest = readJson('packages/ui/package.json');
  const actual = dependencyRecord(
    {
      name: manifest.name,
      dependencies: packed(manifest.dependencies),
      peerDependencies: packed(manifest.peerDependencies),
      optionalDependencies: packed(manifest.optionalDependencies),
    },
    workspace,
  );

  it(`match the record in ${dependencyRecordFile}`, () => {
    if (process.env.UPDATE_PUBLIC_API) writeFileSync(`${root}${dependencyRecordFile}`, actual);
    expect(actual, `the packed dependency list of @company/ui changed. ${updateHint}`).toBe(
      readFileSync(`${root}${dependencyRecordFile}`, 'utf8'),
    );
  });

  it('carry none of the site’s business packages', () => {
    const names = Object.keys(manifest.dependencies ?? {});
    expect(
      names.filter((name) =>
        [
          '@company/contracts',
          '@company/api-client',
          'zod',
          'react-hook-form',
          '@hookform/resolvers',
        ].includes(name),
      ),
    ).toEqual([]);
  });
});
