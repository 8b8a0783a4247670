// Bundles the server into dist/main.js with esbuild. Workspace packages (@company/contracts, TypeScript
// sources) are bundled in; every other dependency stays an import resolved from node_modules at run time.
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(fileURLToPath(import.meta.url));
rmSync(`${root}/dist`, { recursive: true, force: true });

await build({
  // main.js: the server; cli.js: `pnpm backup` / `pnpm restore` (src/backup).
  // warm-lesson-media.js: makes the seeded lesson videos into their cache (issue 32), run below.
  entryPoints: {
    main: `${root}/src/main.ts`,
    cli: `${root}/src/backup/cli.ts`,
    'warm-lesson-media': `${root}/src/db/warm-lesson-media.ts`,
  },
  outdir: `${root}/dist`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  // Shared code in dist/chunks/: main.js checks the settings before it loads the rest (issue 31,
  // docs/requirements/issues/31-unbreakable-at-the-edges.md).
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  target: 'node24',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'externalize-dependencies',
      setup(pluginBuild) {
        pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@company/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
console.log('api-server: dist/main.js, dist/cli.js');
// Issue 32 (docs/requirements/issues/32-courses-you-can-take.md): the seeded lesson videos, once per machine
// (cached by content in node_modules/.cache), so the first start and test run only copy them.
const warm = spawnSync(process.execPath, [`${root}/dist/warm-lesson-media.js`], {
  stdio: 'inherit',
  cwd: root,
});
if (warm.status !== 0) process.exit(warm.status ?? 1);
