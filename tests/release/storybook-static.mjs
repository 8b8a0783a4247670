#!/usr/bin/env node
/**
 * Checks the static Storybook (`pnpm build-storybook` → storybook-static/) as it is published:
 *
 * - every component folder of packages/ui/src/components has a docs page in index.json (its stories'
 *   title, type "docs"), and the guides (Introduction, Guides/Migration) are there;
 * - the site works from any folder and host: the HTML references its files by relative paths, and no
 *   HTML, index or docs link points at localhost;
 * - every Storybook link written in the docs (MDX pages, README files) resolves: `?path=/docs/<id>` and
 *   `?path=/story/<id>` name an entry of index.json, and README links go to the built site relatively.
 *
 *   node tests/release/storybook-static.mjs [storybook-static]
 *
 * Prints a summary line; exits non-zero on any failure.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('../../', import.meta.url)));
const out = resolve(root, process.argv[2] ?? 'storybook-static');
const failures = [];
const fail = (message) => failures.push(message);

if (!existsSync(join(out, 'index.json'))) {
  console.error(
    `storybook static: FAILED: ${relative(root, out)}/index.json is missing; run \`pnpm build-storybook\` first`,
  );
  process.exit(1);
}
const index = JSON.parse(readFileSync(join(out, 'index.json'), 'utf8'));
const entries = Object.values(index.entries);
const ids = new Set(entries.map((entry) => entry.id));
const docsTitles = new Set(entries.filter((entry) => entry.type === 'docs').map((entry) => entry.title));

const walk = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules') return [];
    return statSync(path).isDirectory() ? walk(path) : [path];
  });

// 1. A docs page per component, and the guides.
const componentsDir = join(root, 'packages/ui/src/components');
const components = readdirSync(componentsDir).filter((name) =>
  statSync(join(componentsDir, name)).isDirectory(),
);
for (const name of components) {
  const storyFiles = readdirSync(join(componentsDir, name)).filter((file) => /\.stories\.tsx?$/.test(file));
  if (storyFiles.length === 0) {
    fail(`${name}: no stories file, so no docs page`);
    continue;
  }
  for (const file of storyFiles) {
    // The meta's title: the first `title:` after `const meta` (a story's data may have titles before it).
    const source = readFileSync(join(componentsDir, name, file), 'utf8');
    const metaAt = Math.max(0, source.search(/\bconst meta\b|\bexport default\s*\{/));
    const title = source.slice(metaAt).match(/^\s*title:\s*['"]([^'"]+)['"]/m)?.[1];
    if (!title) fail(`${name}/${file}: no title in the meta`);
    else if (!docsTitles.has(title))
      fail(`${name}: no docs page for "${title}" in index.json (autodocs tag missing?)`);
  }
}
const guides = {
  Introduction: 'packages/ui/src/docs/Introduction.mdx',
  'Guides/Migration': 'packages/ui/src/docs/Migration.mdx',
};
for (const [title, file] of Object.entries(guides)) {
  const entry = entries.find((candidate) => candidate.type === 'docs' && candidate.title === title);
  if (!entry) fail(`guide "${title}" (${file}) is not in the built Storybook`);
}

// 2. Relative paths only, and nothing on localhost.
const localhost = /\bhttps?:\/\/(localhost|127\.0\.0\.1|0\.0\.0\.0)(:\d+)?/;
const htmlFiles = walk(out).filter((file) => file.endsWith('.html'));
for (const file of [...htmlFiles, join(out, 'index.json')]) {
  const text = readFileSync(file, 'utf8');
  const hit = text.match(localhost);
  if (hit) fail(`${relative(root, file)} links to ${hit[0]}`);
}
for (const file of htmlFiles) {
  const text = readFileSync(file, 'utf8');
  for (const [, attribute, url] of text.matchAll(/\b(src|href)=["']([^"']*)["']/g)) {
    // "/x" breaks when the site is served from a folder (a Pages site, a Chromatic build).
    if (url.startsWith('/') && !url.startsWith('//'))
      fail(`${relative(root, file)}: ${attribute}="${url}" is root-absolute`);
  }
}
// A docs link that MDX compiled into the bundles (href: "http://localhost…").
for (const file of walk(out).filter((path) => path.endsWith('.js'))) {
  const hit = readFileSync(file, 'utf8').match(/href:\s*["'`]https?:\/\/(localhost|127\.0\.0\.1)[^"'`]*/);
  if (hit)
    fail(`${relative(root, file)} has a compiled docs link to ${hit[0].replace(/^href:\s*["'`]/, '')}`);
}

// 3. Links written in the docs resolve.
const docsSources = [
  ...walk(join(root, 'packages/ui/src')).filter(
    (file) => file.endsWith('.mdx') || file.endsWith('.stories.tsx'),
  ),
  join(root, 'README.md'),
  join(root, 'packages/ui/README.md'),
  join(root, 'tokens/README.md'),
].filter((file) => existsSync(file));
let links = 0;
for (const file of docsSources) {
  const text = readFileSync(file, 'utf8');
  const name = relative(root, file);
  const hit = text.match(/\bhttps?:\/\/(localhost|127\.0\.0\.1):6006\S*/);
  if (hit) fail(`${name} links to ${hit[0]}`);
  for (const [, target, kind, id] of text.matchAll(/\]\(([^)\s]*\?path=\/(docs|story)\/([\w-]+))\)/g)) {
    links += 1;
    if (!ids.has(id)) fail(`${name}: link ${target} names no ${kind} entry of the built Storybook`);
    if (file.endsWith('README.md')) {
      // From a README, the link goes to the built site next to the repository root, relatively.
      const base = target.split('?')[0];
      const expected = relative(resolve(file, '..'), join(root, 'storybook-static/index.html'));
      if (base !== expected) fail(`${name}: link ${target} should start with ${expected}?path=`);
    }
  }
}

if (failures.length > 0) {
  console.error(`storybook static: FAILED\n${failures.map((line) => `  - ${line}`).join('\n')}`);
  process.exit(1);
}
console.log(
  `storybook static: ${components.length} components with docs pages, ${Object.keys(guides).length} guides, ` +
    `${htmlFiles.length} HTML files with relative paths and no localhost, ${links} docs links resolve`,
);
