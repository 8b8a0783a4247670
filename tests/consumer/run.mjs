#!/usr/bin/env node
/**
 * Consumer test: installs the PUBLISHED form of @company/tokens and @company/ui (plus
 * @company/contracts once it is publishable) into a fresh project outside the workspace and uses
 * them the way another site would: imports from the package roots only, renders to HTML with
 * react-dom/server, imports the root as a React Server Component would (`react-server` condition,
 * `'use client'` modules replaced by client references), resolves and reads `@company/ui/style.css`,
 * type-checks with `tsc` under `moduleResolution` Bundler and NodeNext, and compares the packed
 * library's dependencies with tests/public-api/ui-dependencies.txt. Under ACME_OLDER_NODE (set by
 * .ci/use-node.sh) the server render, theme and Server Component scripts run again and must print the same.
 *
 *   node tests/consumer/run.mjs            # builds the packages first
 *   node tests/consumer/run.mjs --no-build # uses the existing dist/ folders
 *
 * Prints one summary line; exits non-zero on any failure.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { dependencyRecord, dependencyRecordFile, updateHint, workspaceVersions } from '../public-api/ui-dependencies.mjs';

const root = resolve(fileURLToPath(new URL('../../', import.meta.url)));
const build = !process.argv.includes('--no-build');
const keep = process.argv.includes('--keep');
const started = Date.now();

/** Workspace packages that are published; contracts joins when it is no longer private. */
const candidates = ['tokens', 'packages/contracts', 'packages/ui'];
const publishable = candidates.filter((dir) => {
  const pkg = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));
  return !pkg.private;
});

// `node` in the steps below is the Node running this script (issue 31, docs/requirements/issues/31-unbreakable-at-the-edges.md).
const path = `${dirname(process.execPath)}${delimiter}${process.env.PATH ?? ''}`;
const run = (cmd, args, cwd) => execFileSync(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8', env: { ...process.env, PATH: path, CI: 'true' } });
const fail = (message, error) => {
  console.error(`consumer: FAILED: ${message}`);
  if (error) console.error(String(error.stdout ?? '') + String(error.stderr ?? '') || error);
  process.exit(1);
};

const work = mkdtempSync(join(tmpdir(), 'acme-consumer-'));
const packs = join(work, 'packs');
const app = join(work, 'app');
mkdirSync(packs);
mkdirSync(app);

try {
  // 1. Build and pack (pnpm pack applies publishConfig and turns workspace:* into versions).
  const tarballs = {};
  for (const dir of publishable) {
    const pkg = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));
    if (build && pkg.scripts?.build) run('pnpm', ['run', 'build'], join(root, dir));
    const before = new Set(readdirSync(packs));
    run('pnpm', ['pack', '--pack-destination', packs], join(root, dir));
    const file = readdirSync(packs).find((name) => !before.has(name));
    if (!file) fail(`pnpm pack wrote no tarball for ${pkg.name}`);
    tarballs[pkg.name] = join(packs, file);
  }

  // The packed library's dependency list is what every consumer installs: it changes only on purpose.
  const packedUi = JSON.parse(run('tar', ['-xzOf', tarballs['@company/ui'], 'package/package.json'], packs));
  const recorded = readFileSync(join(root, dependencyRecordFile), 'utf8');
  const packedRecord = dependencyRecord(packedUi, workspaceVersions(root));
  if (packedRecord !== recorded) {
    fail(`the dependencies of the packed @company/ui differ from ${dependencyRecordFile}.\n${updateHint}\n--- packed:\n${packedRecord}--- recorded:\n${recorded}`);
  }

  // 2. A consumer project outside the workspace, depending on the tarballs only.
  const rootPkg = JSON.parse(readFileSync(join(root, 'packages/ui/package.json'), 'utf8'));
  const tarballSpecs = Object.fromEntries(Object.entries(tarballs).map(([name, file]) => [name, `file:${file}`]));
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify(
      {
        name: 'acme-consumer-check',
        private: true,
        type: 'module',
        dependencies: { ...tarballSpecs, react: rootPkg.devDependencies.react, 'react-dom': rootPkg.devDependencies['react-dom'] },
        devDependencies: { typescript: '5.9.3', '@types/react': rootPkg.devDependencies['@types/react'], '@types/react-dom': rootPkg.devDependencies['@types/react-dom'], '@types/node': '24.19.4' },
        // The packed ui depends on "@company/tokens": "<version>", which is not on a registry.
        pnpm: { overrides: tarballSpecs },
      },
      null,
      2,
    ),
  );
  // Bundler resolution (Vite, Next and React Router apps) and NodeNext (Node's own ESM rules: relative
  // imports in the .d.ts files must name the file, `./Button.js`, which the library build writes).
  const compilerOptions = { target: 'ES2022', jsx: 'react-jsx', strict: true, noEmit: true, skipLibCheck: false, types: ['node'] };
  writeFileSync(
    join(app, 'tsconfig.json'),
    JSON.stringify({ compilerOptions: { ...compilerOptions, module: 'ESNext', moduleResolution: 'Bundler' }, include: ['check.tsx', 'theme-check.tsx'] }),
  );
  writeFileSync(
    join(app, 'tsconfig.nodenext.json'),
    JSON.stringify({ compilerOptions: { ...compilerOptions, module: 'NodeNext', moduleResolution: 'NodeNext' }, include: ['check.tsx', 'theme-check.tsx'] }),
  );
  // Type check: the package roots and the `css` subpath (vars for style files), real props, wrong props rejected.
  writeFileSync(
    join(app, 'check.tsx'),
    `import { Button, Heading, ThemeRoot, TextField, themeClassNames, vars, type ButtonProps } from '@company/ui';
import { darkTheme, contrastPairs } from '@company/tokens';
import { vars as styleVars } from '@company/ui/css';
const props: ButtonProps = { tone: 'accent', variant: 'solid', size: 'lg', loading: false };
export const page = (
  <ThemeRoot theme="light">
    <Heading level={1}>Welcome</Heading>
    <Button {...props}>Explore Services</Button>
    <TextField label="Phone" maxLength={10} />
  </ThemeRoot>
);
export const values: string[] = [themeClassNames.dark, vars.color.accent.solid, styleVars.space[4], darkTheme, String(contrastPairs.length)];
// @ts-expect-error: "huge" is not a Button size
export const wrong = <Button size="huge">x</Button>;
`,
  );
  // Runtime: server render through the package root.
  writeFileSync(
    join(app, 'render.mjs'),
    `import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { Button, Heading, TextField, ThemeRoot, vars } from '@company/ui';
import { vars as styleVars } from '@company/ui/css';
const html = renderToString(h(ThemeRoot, { theme: 'dark' }, h(Heading, { level: 1 }, 'Acme Softech'), h(Button, { loading: true }, 'Proceed to Pay'), h(TextField, { label: 'Phone', maxLength: 10 })));
const css = import.meta.resolve('@company/ui/style.css');
console.log(JSON.stringify({ html, css, sameVars: styleVars.color.accent.solid === vars.color.accent.solid && styleVars.color.accent.solid.startsWith('var(--') }));
`,
  );

  // A React Server Component's view of the root (Next.js App Router): React's server build, and each
  // module marked 'use client' (ours and our dependencies') replaced by a client reference, as the
  // framework's bundler does (rsc-loader.mjs). The import must succeed, the server-safe parts stay real
  // components and values, and the interactive ones arrive as references.
  writeFileSync(
    join(app, 'rsc.mjs'),
    `import { register } from 'node:module';
register(${JSON.stringify(new URL('./rsc-loader.mjs', import.meta.url).href)});
const ui = await import('@company/ui');
const react = await import('react');
const isReference = (value) => value?.$$typeof === Symbol.for('react.client.reference');
const names = Object.keys(ui);
console.log(JSON.stringify({
  serverReact: typeof react.useState !== 'function',
  references: names.filter((name) => isReference(ui[name])),
  values: names.filter((name) => !isReference(ui[name])),
  // Compound components: a plain object (built outside the client modules) whose parts are client references.
  namespaces: names.filter((name) => !isReference(ui[name]) && ui[name] && typeof ui[name] === 'object' && isReference(ui[name].Root)),
  accent: ui.vars.color.accent.solid,
}));
  `,
  );

  // Theming without a build plugin (docs/requirements/issues/25-ui-for-other-sites.md): createTheme in plain TypeScript, typed overrides.
  writeFileSync(
    join(app, 'theme-check.tsx'),
    `import { createTheme, darkTheme, ThemeRoot, ThemeScript, type Theme } from '@company/ui';
export const harbour: Theme = createTheme({ color: { accent: { solid: '#0f766e' } }, font: { heading: 'Georgia, serif' } }, { name: 'harbour', base: darkTheme });
export const page = (
  <ThemeRoot theme={harbour} colorScheme="system">
    <ThemeScript nonce="n0nce" />
  </ThemeRoot>
);
// @ts-expect-error: "solidd" is not a token of the contract
export const wrong = createTheme({ color: { accent: { solidd: '#000' } } });
`,
  );
  writeFileSync(
    join(app, 'theme.mjs'),
    `import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { createTheme, ThemeRoot } from '@company/ui';
const harbour = createTheme({ color: { accent: { solid: '#0f766e' } } }, { name: 'harbour' });
console.log(JSON.stringify({ html: renderToString(h(ThemeRoot, { theme: harbour }, 'Harbour')), className: harbour.className }));
`,
  );

  run('pnpm', ['install', '--ignore-workspace', '--no-frozen-lockfile', '--config.strict-peer-dependencies=false', '--reporter=silent'], app);

  // 3. Render on the server.
  const { html, css, sameVars } = JSON.parse(run('node', ['render.mjs'], app).trim().split('\n').pop());
  if (!sameVars) fail('@company/ui/css does not export the same theme contract (vars) as the package root');
  for (const expected of ['data-theme="dark"', '<h1', 'Acme Softech', 'aria-busy="true"', 'Proceed to Pay', 'maxLength="10"', 'for="']) {
    if (!html.includes(expected)) fail(`server HTML lacks ${expected}: ${html.slice(0, 300)}`);
  }

  // 3b. Import the root from a React Server Component.
  let rsc;
  try {
    // `module`: the ESM builds bundlers pick (lucide-react's CJS build for Node has no 'use client').
    rsc = JSON.parse(run('node', ['--conditions=react-server', '--conditions=module', 'rsc.mjs'], app).trim().split('\n').pop());
  } catch (error) {
    fail('importing @company/ui under the react-server condition (as a Server Component does)', error);
  }
  if (!rsc.serverReact) fail('the react-server condition did not select React\'s server build');
  const serverSafe = ['Box', 'Container', 'Section', 'Stack', 'Grid', 'Inline', 'Card', 'Heading', 'Text', 'Badge', 'Icon', 'VisuallyHidden', 'vars', 'themeClassNames'];
  const interactive = ['Toaster', 'useToast', 'Button', 'TextField'];
  // `<Tabs.Root>` in a Server Component: the namespace is a value there and its parts are client references.
  const compound = ['Tabs', 'Dialog', 'Accordion', 'AlertDialog', 'HoverAccordion', 'Menu', 'Carousel'];
  const brokenNamespaces = compound.filter((name) => !rsc.namespaces.includes(name));
  if (brokenNamespaces.length) fail(`in a Server Component these namespaces should be objects of client references (X.Root…): ${brokenNamespaces.join(', ')}`);
  const misplacedServer = serverSafe.filter((name) => !rsc.values.includes(name));
  const misplacedClient = interactive.filter((name) => !rsc.references.includes(name));
  if (misplacedServer.length) fail(`in a Server Component these should be server-safe values, not client references: ${misplacedServer.join(', ')}`);
  if (misplacedClient.length) fail(`in a Server Component these should be client references ('use client'): ${misplacedClient.join(', ')}`);
  if (!rsc.accent.startsWith('var(--')) fail(`vars in a Server Component: ${rsc.accent}`);

  // 4. The stylesheet is shipped, resolvable through the exports map, with fonts and tokens.
  const cssPath = fileURLToPath(css);
  if (!existsSync(cssPath)) fail(`@company/ui/style.css resolves to a missing file: ${cssPath}`);
  const stylesheet = readFileSync(cssPath, 'utf8');
  for (const expected of ['@font-face', '--acme-color-accent-solid', '#cc2929', '@layer']) {
    if (!stylesheet.includes(expected)) fail(`style.css lacks ${expected}`);
  }
  for (const match of stylesheet.matchAll(/url\('?(\.\/fonts\/[^')]+)'?\)/g)) {
    if (!existsSync(join(cssPath, '..', match[1]))) fail(`style.css points at a missing font file ${match[1]}`);
  }

  // 4b. A created theme renders with its stylesheet, in plain Node; the opt-out stylesheets are shipped.
  const themed = JSON.parse(run('node', ['theme.mjs'], app).trim().split('\n').pop());
  if (!themed.html.includes(`data-href="${themed.className}"`) || !themed.html.includes('--acme-color-accent-solid:#0f766e'))
    fail(`createTheme + ThemeRoot did not render the theme's stylesheet: ${themed.html.slice(0, 300)}`);
  for (const [entry, present, absent] of [
    ['fonts.css', '@font-face', '@layer acme-reset{'],
    ['reset.css', '@layer acme-reset{', '@font-face'],
    ['components.css', '#cc2929', '@font-face'],
  ]) {
    const file = fileURLToPath(run('node', ['--input-type=module', '-e', `console.log(import.meta.resolve('@company/ui/${entry}'))`], app).trim());
    const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
    if (!text.includes(present) || text.includes(absent)) fail(`@company/ui/${entry} (${file}) should contain ${present} and not ${absent}`);
  }

  // 5. The published types resolve and check, under both resolutions.
  for (const [resolution, config] of [['Bundler', 'tsconfig.json'], ['NodeNext', 'tsconfig.nodenext.json']]) {
    try {
      run(join(app, 'node_modules/.bin/tsc'), ['-p', config], app);
    } catch (error) {
      fail(`tsc (moduleResolution ${resolution}) in the consumer project`, error);
    }
  }

  // 6. Issue 31 (docs/requirements/issues/31-unbreakable-at-the-edges.md): the workspace needs Node 24, the
  //    published packages keep their lower floor (contracts: engines >=20.19; ui and tokens declare none).
  //    .ci/use-node.sh names the machine's older Node in ACME_OLDER_NODE: the same scripts must print the
  //    same output under it.
  let floor = 'ACME_OLDER_NODE unset: the published floor not checked';
  const olderNode = process.env.ACME_OLDER_NODE;
  if (olderNode) {
    const version = run(olderNode, ['--version'], app).trim();
    const floors = publishable
      .map((dir) => JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')).engines?.node)
      .filter(Boolean);
    const parts = (text) => (/(\d+)\.(\d+)/.exec(text) ?? []).slice(1).map(Number);
    const [major, minor] = parts(version);
    const below = floors.filter((range) => {
      const [floorMajor, floorMinor = 0] = parts(range.includes('.') ? range : `${range}.0`);
      return major < floorMajor || (major === floorMajor && minor < floorMinor);
    });
    if (below.length) floor = `node ${version} is below the published floor (${below.join(', ')}): not run`;
    else {
      // The contracts (zod schemas) load and validate the same way.
      writeFileSync(
        join(app, 'contracts.mjs'),
        `const contracts = await import('@company/contracts');
console.log(JSON.stringify({ exports: Object.keys(contracts).sort(), phone: ['9876543210', 'x98'].map((value) => contracts.phoneField('required', 'invalid', contracts.indianMobilePattern).safeParse(value).success) }));
`,
      );
      for (const [script, flags, expected] of [
        ['contracts.mjs', [], run('node', ['contracts.mjs'], app).trim().split('\n').pop()],
        ['render.mjs', [], JSON.stringify({ html, css, sameVars })],
        ['theme.mjs', [], JSON.stringify(themed)],
        ['rsc.mjs', ['--conditions=react-server', '--conditions=module'], JSON.stringify(rsc)],
      ]) {
        let printed;
        try {
          printed = run(olderNode, [...flags, script], app).trim().split('\n').pop();
        } catch (error) {
          fail(`${script} under node ${version} (${olderNode}), within the published packages' engines`, error);
        }
        if (printed !== expected) fail(`${script} prints something else under node ${version}: ${printed.slice(0, 300)}`);
      }
      floor = `the same output under node ${version}`;
    }
  }

  const cssKb = (statSync(cssPath).size / 1024).toFixed(1);
  console.log(
    `consumer: OK: packed ${Object.keys(tarballs).join(', ')}; installed outside the workspace; server HTML ${html.length} bytes; style.css ${cssKb} kB with fonts and theme tokens; Server Component import: ${rsc.values.length} server values, ${rsc.references.length} client references; dependencies as recorded; tsc passed (Bundler, NodeNext); ${floor} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
} catch (error) {
  fail('unexpected error', error);
} finally {
  if (!keep) rmSync(work, { recursive: true, force: true });
  else console.log(`consumer: kept ${work}`);
}
