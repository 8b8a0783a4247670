/**
 * The public API of @company/ui and @company/tokens, recorded as sorted export names
 * (values and types). Any change to an entry point shows up as a diff of the .txt files in review.
 * After a deliberate change: `UPDATE_PUBLIC_API=1 pnpm vitest run --project ssr tests/public-api`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as tokens from '@company/tokens';
import * as ui from '@company/ui';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** Names exported by an entry file: `export { a, b as c }`, `export type { T }`, `export const x`. */
function exportedNames(file: string) {
  const source = readFileSync(`${root}${file}`, 'utf8');
  const values = new Set<string>();
  const types = new Set<string>();
  for (const match of source.matchAll(/export\s+(type\s+)?\{([^}]*)\}/g)) {
    for (const raw of match[2]!.split(',')) {
      const spec = raw.trim();
      if (!spec) continue;
      const isType = Boolean(match[1]) || spec.startsWith('type ');
      const name = spec.replace(/^type\s+/, '').split(/\s+as\s+/).pop()!.trim();
      (isType ? types : values).add(name);
    }
  }
  for (const match of source.matchAll(/export\s+(?:const|function|class|let)\s+([A-Za-z0-9_$]+)/g)) values.add(match[1]!);
  for (const match of source.matchAll(/export\s+(?:type|interface)\s+([A-Za-z0-9_$]+)/g)) types.add(match[1]!);
  return { values: [...values].sort(), types: [...types].sort() };
}

function record(name: string, entry: string) {
  const { values, types } = exportedNames(entry);
  return [`# ${name}: ${entry}`, '', '## values', ...values, '', '## types', ...types, ''].join('\n');
}

describe.each([
  ['@company/ui', 'packages/ui/src/index.ts', ui, 'ui-exports.txt'],
  ['@company/tokens', 'tokens/src/index.ts', tokens, 'tokens-exports.txt'],
] as const)('%s', (name, entry, module, file) => {
  const path = `${root}tests/public-api/${file}`;

  it('matches the recorded list of export names', () => {
    const actual = record(name, entry);
    if (process.env.UPDATE_PUBLIC_API) writeFileSync(path, actual);
    expect(actual).toBe(readFileSync(path, 'utf8'));
  });

  it('exports at runtime exactly the value names the entry file lists', () => {
    expect(Object.keys(module).sort()).toEqual(exportedNames(entry).values);
  });
});
