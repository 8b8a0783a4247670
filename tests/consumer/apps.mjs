#!/usr/bin/env node
/**
 * Consumer apps (docs/requirements/issues/25-ui-for-other-sites.md): @company/ui and @company/tokens as another company's developers get them.
 *
 *  1. builds the published packages (skip with --no-build),
 *  2. starts Verdaccio (a local npm registry) on a free port with an empty, temporary storage,
 *  3. publishes the workspace's public packages into it with PUBLISH_COMMAND (changesets, as the release does),
 *  4. copies tests/consumer/next-app and tests/consumer/vite-app (plus the shared showcase/) to a temporary
 *     folder and, in each, runs `npm install @company/ui@<v> @company/tokens@<v>` from that registry,
 *  5. builds them (`next build`, `vite build`) and type-checks them (`tsc`, moduleResolution bundler; the Vite
 *     app also under NodeNext), serves them (`next start`, `vite preview`),
 *  6. runs tests/consumer/apps.spec.ts in Chromium against both.
 *
 *   node tests/consumer/apps.mjs [--no-build] [--keep] [--only next|vite]
 *
 * Environment: CONSUMER_THEME_LOCALE=require|off (default THEME_LOCALE_DEFAULT below),
 * CHROMIUM_PATH (default /usr/bin/chromium). Prints a summary; exits non-zero on any failure.
 */
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The third-theme and Hindi/Arabic pages (/themed, /hi, /ar) need `createTheme` and `LocaleProvider`
 * (helpers "theme" and "i18n", merged into this branch). 'require': the run fails when the built
 * @company/ui lacks them; 'off': those three pages are left out (the home page uses both APIs anyway).
 */
const THEME_LOCALE_DEFAULT = 'require';
/**
 * How the packages reach the registry: what the release workflow runs. `pnpm release` (.ci/release.mjs:
 * changeset publish to npm_config_registry, unsigned and untagged outside the release workflow) once it
 * exists, else changeset publish directly. The packages are built in step 1 either way.
 */
const PUBLISH_COMMAND = existsSync(resolve(fileURLToPath(new URL('../../.ci/release.mjs', import.meta.url))))
  ? ['pnpm', ['release', '--no-build']]
  : ['pnpm', ['exec', 'changeset', 'publish', '--no-git-tag']];
const PUBLISHED = ['@company/tokens', '@company/contracts', '@company/ui'];
const INSTALLED = ['@company/ui', '@company/tokens'];

const here = fileURLToPath(new URL('.', import.meta.url));
const root = resolve(here, '../..');
const args = process.argv.slice(2);
const build = !args.includes('--no-build');
const keep = args.includes('--keep');
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;
const started = Date.now();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(0)} s`;
const log = (message) => console.log(`consumer-apps: ${message}`);

const apps = [
  {
    name: 'next',
    dir: 'next-app',
    extras: ['src/app/(theme-locale)'],
    build: ['node_modules/.bin/next', ['build']],
    typecheck: [['node_modules/.bin/tsc', ['-p', 'tsconfig.json']]],
    serve: (port) => ['node_modules/.bin/next', ['start', '-p', String(port), '-H', '127.0.0.1']],
  },
  {
    name: 'vite',
    dir: 'vite-app',
    extras: ['src/theme-locale'],
    build: ['node_modules/.bin/vite', ['build']],
    typecheck: [
      ['node_modules/.bin/tsc', ['-p', 'tsconfig.json']],
      ['node_modules/.bin/tsc', ['-p', 'tsconfig.nodenext.json']],
    ],
    serve: (port) => [
      'node_modules/.bin/vite',
      ['preview', '--port', String(port), '--host', '127.0.0.1', '--strictPort'],
    ],
  },
].filter((app) => !only || app.name === only);

const env = {
  ...process.env,
  // Issue 31 (docs/requirements/issues/31-unbreakable-at-the-edges.md): npm, Verdaccio, the builds and the
  // servers run on the Node that runs this script, whatever else is on PATH.
  PATH: `${dirname(process.execPath)}${delimiter}${process.env.PATH ?? ''}`,
  NEXT_TELEMETRY_DISABLED: '1',
  npm_config_audit: 'false',
  npm_config_fund: 'false',
  npm_config_update_notifier: 'false',
};
const run = (cmd, argv, cwd, extraEnv = {}) =>
  execFileSync(cmd, argv, {
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: { ...env, ...extraEnv },
  });
const output = (error) => `${error.stdout ?? ''}${error.stderr ?? ''}`.trim() || String(error);
const tail = (text, lines = 40) => text.split('\n').slice(-lines).join('\n');
/** A Playwright error without colours and without the diff's header lines. */
const plain = (message = '') =>
  message
    // eslint-disable-next-line no-control-regex -- strips ANSI colour codes
    .replace(/\x1b\[[0-9;]*m/g, '')
    .split('\n')
    .filter((line) => line.trim() && !/^\s*(- Expected|\+ Received|- Array \[\])/.test(line))
    .slice(0, 12);

const freePort = () =>
  new Promise((done, fail) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
    server.on('error', fail);
  });

async function waitFor(url, child, seconds) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

/** A server in its own process group, so stopping it stops its children too. */
const children = [];
function start(cmd, argv, cwd, logFile) {
  const child = spawn(cmd, argv, { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const chunks = [];
  child.stdout.on('data', (chunk) => chunks.push(chunk));
  child.stderr.on('data', (chunk) => chunks.push(chunk));
  child.on('exit', () => {
    // Kept with --keep (the folder is gone otherwise).
    if (existsSync(work)) writeFileSync(logFile, Buffer.concat(chunks));
  });
  child.logText = () => Buffer.concat(chunks).toString();
  children.push(child);
  return child;
}
function stopAll() {
  for (const child of children) {
    if (child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  }
}
process.on('exit', stopAll);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

const work = mkdtempSync(join(tmpdir(), 'acme-consumer-apps-'));
const results = [];
const record = (app, step, ok, detail, since) => {
  results.push({ app, step, ok, detail, time: since ? seconds(since) : '' });
  log(
    `${ok ? 'ok  ' : 'FAIL'} ${app} ${step}${since ? ` (${seconds(since)})` : ''}${detail ? `: ${detail}` : ''}`,
  );
};

async function main() {
  log(`node ${process.version} (${process.execPath})`);
  // 1. Build.
  if (build) {
    const since = Date.now();
    run(
      'pnpm',
      [
        '-r',
        '--filter',
        './tokens',
        '--filter',
        './packages/contracts',
        '--filter',
        './packages/ui',
        'build',
      ],
      root,
    );
    record('packages', 'build', true, '', since);
  }
  const uiTypes = readFileSync(join(root, 'packages/ui/dist/index.d.ts'), 'utf8');
  const hasThemeLocale = ['createTheme', 'LocaleProvider', 'useLocale'].every((name) =>
    new RegExp(`\\b${name}\\b`).test(uiTypes),
  );
  const themeLocale = (process.env.CONSUMER_THEME_LOCALE ?? THEME_LOCALE_DEFAULT) !== 'off';
  if (themeLocale && !hasThemeLocale)
    throw new Error(
      'the built @company/ui lacks createTheme/LocaleProvider/useLocale (CONSUMER_THEME_LOCALE=off skips the pages that need them)',
    );
  if (!themeLocale) log('third theme + hi/ar pages SKIPPED (CONSUMER_THEME_LOCALE=off)');

  // 2. Verdaccio with a fresh storage; everything outside @company/* is proxied to this machine's registry.
  const registryDir = join(work, 'registry');
  mkdirSync(registryDir);
  const upstream = run('npm', ['config', 'get', 'registry'], root).trim() || 'https://registry.npmjs.org/';
  writeFileSync(
    join(registryDir, 'config.yaml'),
    readFileSync(join(here, 'verdaccio.yaml'), 'utf8').replace(
      /url: https:\/\/registry\.npmjs\.org\//,
      `url: ${upstream}`,
    ),
  );
  const registryPort = await freePort();
  const registry = `http://127.0.0.1:${registryPort}/`;
  let since = Date.now();
  const verdaccio = start(
    join(root, 'tests/node_modules/.bin/verdaccio'),
    ['--config', join(registryDir, 'config.yaml'), '--listen', `127.0.0.1:${registryPort}`],
    registryDir,
    join(work, 'verdaccio.log'),
  );
  await waitFor(`${registry}-/ping`, verdaccio, 60);
  record('registry', `Verdaccio on ${registry}`, true, '', since);

  // 3. Publish as the release does: a publisher account, then changesets.
  const user = { name: 'release-bot', password: `consumer-${process.pid}-${Date.now()}` };
  const signup = await fetch(`${registry}-/user/org.couchdb.user:${user.name}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: user.name, password: user.password, type: 'user' }),
  });
  const { token } = await signup.json();
  if (!token) throw new Error(`Verdaccio gave no token (${signup.status})`);
  const publisherRc = join(work, 'publisher.npmrc');
  writeFileSync(publisherRc, `registry=${registry}\n//127.0.0.1:${registryPort}/:_authToken=${token}\n`);
  since = Date.now();
  try {
    run(PUBLISH_COMMAND[0], PUBLISH_COMMAND[1], root, {
      npm_config_registry: registry,
      npm_config_userconfig: publisherRc,
    });
  } catch (error) {
    record('registry', 'publish', false, tail(output(error)), since);
    throw new Error('publish failed');
  }
  const versions = {};
  const integrity = {};
  for (const name of PUBLISHED) {
    const response = await fetch(`${registry}${name.replace('/', '%2f')}`);
    const doc = response.ok ? await response.json() : undefined;
    versions[name] = doc?.['dist-tags']?.latest;
    integrity[name] = doc?.versions?.[versions[name]]?.dist?.integrity;
  }
  const missing = INSTALLED.filter((name) => !versions[name]);
  if (missing.length) {
    record('registry', 'publish', false, `not in the registry: ${missing.join(', ')}`, since);
    throw new Error('publish incomplete');
  }
  record(
    'registry',
    'publish',
    true,
    Object.entries(versions)
      .filter(([, v]) => v)
      .map(([n, v]) => `${n}@${v}`)
      .join(', '),
    since,
  );

  // 4-5. Each app: copy, install from the registry, build, type-check, serve.
  const urls = {};
  for (const app of apps) {
    const dir = join(work, app.dir);
    cpSync(join(here, app.dir), dir, {
      recursive: true,
      filter: (source) => !/(node_modules|\.next|dist)$/.test(source),
    });
    cpSync(join(here, 'showcase'), join(dir, 'src/showcase'), { recursive: true });
    mkdirSync(join(dir, 'public/media'), { recursive: true });
    for (const file of ['poster.jpg', 'sample.webm'])
      cpSync(
        join(root, 'packages/ui/src/components/BackgroundVideo/fixtures', file),
        join(dir, 'public/media', file),
      );
    if (!themeLocale)
      for (const extra of [...app.extras, 'src/showcase/theme-locale'])
        rmSync(join(dir, extra), { recursive: true, force: true });
    // The adopting company's registry setting: its scope comes from its own registry.
    writeFileSync(join(dir, '.npmrc'), `@company:registry=${registry}\n`);

    since = Date.now();
    try {
      run(
        'npm',
        ['install', '--no-audit', '--no-fund', ...INSTALLED.map((name) => `${name}@${versions[name]}`)],
        dir,
      );
      const lock = JSON.parse(readFileSync(join(dir, 'package-lock.json'), 'utf8'));
      // npm leaves `resolved` out of the lock for a scoped registry: compare the tarballs' integrity instead.
      const stray = INSTALLED.filter(
        (name) => !integrity[name] || lock.packages[`node_modules/${name}`]?.integrity !== integrity[name],
      );
      if (stray.length)
        throw Object.assign(new Error('not the tarball published to the local registry'), {
          stdout: stray.join('\n'),
        });
      record(app.name, 'npm install', true, `${INSTALLED.join(', ')} from ${registry}`, since);
    } catch (error) {
      record(app.name, 'npm install', false, tail(output(error)), since);
      continue;
    }

    since = Date.now();
    try {
      run(app.build[0], app.build[1], dir);
      record(app.name, 'build', true, '', since);
    } catch (error) {
      record(app.name, 'build', false, tail(output(error), 60), since);
      continue;
    }

    for (const [cmd, argv] of app.typecheck) {
      since = Date.now();
      const label = `tsc ${argv.at(-1)}`;
      try {
        run(cmd, argv, dir);
        record(app.name, label, true, '', since);
      } catch (error) {
        record(app.name, label, false, tail(output(error), 30), since);
      }
    }

    const port = await freePort();
    const [cmd, argv] = app.serve(port);
    const server = start(join(dir, cmd), argv, dir, join(work, `${app.name}-server.log`));
    try {
      await waitFor(`http://127.0.0.1:${port}/`, server, 60);
      urls[app.name] = `http://127.0.0.1:${port}`;
    } catch (error) {
      record(app.name, 'serve', false, `${error.message}\n${tail(server.logText())}`);
    }
  }

  // 6. Chromium.
  if (Object.keys(urls).length) {
    since = Date.now();
    const resultsDir = join(work, 'playwright');
    let report = '';
    try {
      report = run(
        join(root, 'tests/node_modules/.bin/playwright'),
        ['test', '-c', join(here, 'playwright.config.ts')],
        join(root, 'tests'),
        {
          CONSUMER_NEXT_URL: urls.next ?? '',
          CONSUMER_VITE_URL: urls.vite ?? '',
          CONSUMER_THEME_LOCALE: themeLocale ? 'on' : 'off',
          CONSUMER_RESULTS_DIR: resultsDir,
          CONSUMER_SHOTS_DIR:
            process.env.CONSUMER_SHOTS_DIR ?? join(root, 'tests/consumer/test-results/shots'),
        },
      );
    } catch (error) {
      report = output(error);
    }
    const json = existsSync(join(resultsDir, 'results.json'))
      ? JSON.parse(readFileSync(join(resultsDir, 'results.json'), 'utf8'))
      : undefined;
    const tests = [];
    const walk = (suite, titles) => {
      for (const spec of suite.specs ?? [])
        for (const test of spec.tests)
          tests.push({
            project: test.projectName,
            title: [...titles, spec.title].join(' › '),
            status: test.results.at(-1)?.status ?? test.status,
            error: test.results.at(-1)?.error?.message,
          });
      for (const child of suite.suites ?? [])
        walk(child, suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles);
    };
    for (const suite of json?.suites ?? []) walk(suite, []);
    if (!tests.length) record('browser', 'playwright', false, tail(report, 60), since);
    for (const name of Object.keys(urls)) {
      const mine = tests.filter((test) => test.project === name);
      const failed = mine.filter((test) => test.status !== 'passed' && test.status !== 'skipped');
      const skipped = mine.filter((test) => test.status === 'skipped').length;
      record(
        name,
        'chromium',
        mine.length > 0 && failed.length === 0,
        `${mine.length - failed.length - skipped} passed, ${failed.length} failed${skipped ? `, ${skipped} skipped` : ''}${failed.map((test) => `\n    ✗ ${test.title}: ${plain(test.error).join('\n      ')}`).join('')}`,
        since,
      );
    }
  }
}

let crashed;
try {
  await main();
} catch (error) {
  crashed = error;
}
stopAll();
// Verdaccio holds keep-alive connections for a minute: give the servers 5 s, then end them.
await Promise.race([
  Promise.all(
    children
      .filter((child) => child.exitCode === null)
      .map((child) => new Promise((done) => child.once('exit', done))),
  ),
  new Promise((done) => setTimeout(done, 5000).unref()),
]);
for (const child of children) {
  if (child.exitCode === null) {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}
const failed = results.filter((result) => !result.ok);
console.log('\nconsumer-apps summary');
for (const result of results)
  console.log(
    `  ${result.ok ? 'ok  ' : 'FAIL'} ${result.app.padEnd(8)} ${result.step}${result.time ? ` (${result.time})` : ''}`,
  );
if (crashed) console.log(`  FAIL     ${crashed.message}`);
console.log(
  `consumer-apps: ${failed.length || crashed ? 'FAILED' : 'OK'}: ${results.length - failed.length} steps passed, ${failed.length + (crashed ? 1 : 0)} failed, in ${seconds(started)}`,
);
if (keep) console.log(`consumer-apps: kept ${work}`);
else rmSync(work, { recursive: true, force: true });
process.exit(failed.length || crashed ? 1 : 0);
