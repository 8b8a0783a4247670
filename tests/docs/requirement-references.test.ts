import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Code comments point to requirements that live in this repository (docs/requirements/issues/25-ui-for-other-sites.md,
 * point 6): the specification, the decisions on its gaps and each issue's text are in `docs/requirements/`.
 * A file that says "SPEC §5", `DECISIONS "Payments"` or "issue 26 (docs/requirements/issues/26-past-one-machine.md)" names the document once, and what it cites
 * exists there.
 */
const root = join(import.meta.dirname, '../..');
const requirements = join(root, 'docs/requirements');

const code = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((file) => /\.(ts|tsx|mts|mjs|js|cjs|sh|yaml|yml|conf)$|(^|\/)Dockerfile$/.test(file))
  // Not this file: its patterns and messages quote the references it looks for.
  .filter((file) => !file.startsWith('docs/') && file !== 'tests/docs/requirement-references.test.ts')
  .filter((file) => existsSync(join(root, file)))
  .map((file) => ({ file, text: readFileSync(join(root, file), 'utf8') }));

const headings = (document: string) =>
  readFileSync(join(requirements, document), 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('#'))
    .map((line) => line.replace(/^#+\s*/, ''));
const specSections = new Set(
  headings('SPEC.md').flatMap((heading) => heading.match(/^(\d+(?:\.\d+)*)\./)?.[1] ?? []),
);
const decisions = headings('DECISIONS.md');
const issueDocuments = new Map(
  readdirSync(join(requirements, 'issues')).map((name) => [
    Number(name.split('-')[0]),
    `docs/requirements/issues/${name}`,
  ]),
);

describe('requirement references in code', () => {
  it('reads a few hundred files', () => {
    expect(code.length).toBeGreaterThan(300);
  });

  it('never points outside the repository', () => {
    const outside = code
      .filter(({ text }) => /shared\/spec\/|\/work\/shared\//.test(text))
      .map(({ file }) => file);
    expect(outside).toEqual([]);
  });

  it('names docs/requirements for every SPEC, DECISIONS and issue reference, and what it cites exists', () => {
    const problems: string[] = [];
    for (const { file, text } of code) {
      if (/\bSPEC(\.md)? ?§/.test(text)) {
        if (!text.includes('docs/requirements/SPEC.md'))
          problems.push(`${file}: SPEC without docs/requirements/SPEC.md`);
        for (const [, section] of text.matchAll(/\bSPEC(?:\.md)? ?§ ?(\d+(?:\.\d+)*)/g))
          if (!specSections.has(section ?? '')) problems.push(`${file}: SPEC §${section} is not a section`);
      }
      if (/\bDECISIONS(\.md)? ?"/.test(text)) {
        if (!text.includes('docs/requirements/DECISIONS.md'))
          problems.push(`${file}: DECISIONS without docs/requirements/DECISIONS.md`);
        for (const [, title] of text.matchAll(/\bDECISIONS(?:\.md)? ?"([^"]+)"/g))
          if (!decisions.some((heading) => heading.startsWith(title ?? '')))
            problems.push(`${file}: DECISIONS "${title}"`);
      }
      for (const [, number] of text.matchAll(/\b[Ii]ssue #?(\d+)\b/g)) {
        const document = issueDocuments.get(Number(number));
        if (!document) problems.push(`${file}: issue ${number} has no document in docs/requirements/issues`);
        else if (!text.includes(document)) problems.push(`${file}: issue ${number} without ${document}`);
      }
      for (const [path] of text.matchAll(/docs\/requirements\/[\w./-]*\.md/g))
        if (!existsSync(join(root, path))) problems.push(`${file}: ${path} does not exist`);
    }
    expect([...new Set(problems)]).toEqual([]);
  });
});
