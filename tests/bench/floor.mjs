// pnpm bench:floor — builds tests/bench/floor (one route that renders a heading, on the site's React
// and React Router versions) and prints the initial JS its page loads, gzip -9: the least any page
// hydrated by React Router can load. `pnpm bench:web` prints the same figure above its table.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const app = resolve(import.meta.dirname, 'floor');
const require = createRequire(import.meta.url);
const version = (name) => require(`${name}/package.json`).version;

/** Builds the floor app and returns its initial JS: every script its prerendered page loads, gzipped. */
export function measureFloor() {
  const cli = join(resolve(import.meta.dirname, '..'), 'node_modules/.bin/react-router');
  const build = spawnSync(cli, ['build'], { cwd: app, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`the floor app did not build:\n${build.stdout}\n${build.stderr}`);
  const client = join(app, 'build/client');
  const html = readFileSync(join(client, 'index.html'), 'utf8');
  const srcs = new Set([...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]));
  for (const m of html.matchAll(/import\("([^"]+\.js)"\)/g)) srcs.add(m[1]);
  const files = [...srcs].map((src) => ({ src, gzip: gzipSync(readFileSync(join(client, src)), { level: 9 }).length }));
  return {
    react: version('react'),
    reactRouter: version('react-router'),
    files,
    initialJsGzip: files.reduce((sum, file) => sum + file.gzip, 0),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const floor = measureFloor();
  for (const file of floor.files) console.log(`${file.src.padEnd(40)} ${(file.gzip / 1024).toFixed(1)} KB gz`);
  console.log(
    `framework floor (React ${floor.react}, React Router ${floor.reactRouter}): ${(floor.initialJsGzip / 1024).toFixed(1)} KB gz initial JS`,
  );
}
