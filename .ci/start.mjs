#!/usr/bin/env node
// `pnpm start`: the one command that runs the whole product.
//
//   0. installs Debian's ffmpeg when it is missing and we may (root), else says what lessons will lack;
//   1. installs dependencies when node_modules is missing (skip with --no-install);
//   2. runs `pnpm build` when a build output is missing or older than any source file;
//   3. runs the server (packages/api-server/dist/main.js): the site and /api/v1 on one port.
//
// Environment (all optional):
//   PORT (3000), HOST (127.0.0.1; use 0.0.0.0 to listen on every interface)
//   DATA_DIR (./data: embedded database, uploads, mail outbox, generated secrets)
//   UPLOAD_DIR (DATA_DIR/uploads), DATABASE_URL (PostgreSQL instead of the embedded PGlite)
//   ADMIN_EMAIL + ADMIN_PASSWORD (administrator account), JWT_SECRET (else generated into DATA_DIR;
//   required with NODE_ENV=production, like PAYMENT_SANDBOX_SECRET when no Razorpay keys are set)
//   SMTP_URL + MAIL_FROM (else mails go to DATA_DIR/outbox), CORS_ORIGINS (comma separated)
//   RATE_LIMITS=off, RATE_LIMIT_LOGIN=10/15m (also _OTP, _REGISTER, _CONTACT, _APPLICATIONS)
//   RAZORPAY_KEY_ID + RAZORPAY_KEY_SECRET (+ RAZORPAY_WEBHOOK_SECRET); without them the sandbox checkout runs,
//     except with NODE_ENV=production, which refuses to start unless PAYMENT_SANDBOX=on (test payments banner)
//   TRUST_PROXY (hop count or proxy addresses), ACCOUNT_LIMIT_LOGIN/_OTP, REQUEST_TIMEOUT, CONNECTION_TIMEOUT
//   NODE_ENV=production (Secure cookies; COOKIE_SECURE=false overrides), LOG_LEVEL (info)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// Node 24 LTS (issue 31, docs/requirements/issues/31-unbreakable-at-the-edges.md).
if (Number(process.versions.node.split('.')[0]) < 24) {
  console.error(
    `[start] the product needs Node 24 or newer, this is node ${process.version} (${process.execPath}).\n` +
      '[start] Run `. .ci/use-node.sh` first: it puts Node 24 from the npm registry first on PATH.',
  );
  process.exit(1);
}
const args = new Set(process.argv.slice(2));
const log = (message) => console.log(`[start] ${message}`);

function run(command, commandArgs) {
  log(`${command} ${commandArgs.join(' ')}`);
  const result = spawnSync(command, commandArgs, { cwd: root, stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    console.error(
      `[start] "${command} ${commandArgs.join(' ')}" failed (exit ${result.status ?? result.signal}).`,
    );
    process.exit(result.status || 1);
  }
}

// 0. Debian's ffmpeg makes the seeded lessons' videos and transcodes uploaded ones (issue 32,
// docs/requirements/issues/32-courses-you-can-take.md). The package comes from Debian, never a downloaded binary.
const ffmpeg = process.env.FFMPEG_PATH || '/usr/bin/ffmpeg';
if (!existsSync(ffmpeg)) {
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get') && !args.has('--no-install')) {
    log("ffmpeg is missing: installing Debian's package (lesson videos)");
    run('bash', [
      '-c',
      'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ffmpeg >/dev/null',
    ]);
  } else {
    console.warn(
      `[start] ${ffmpeg} is missing: course lessons will have no video until it is installed ` +
        '(`apt-get install -y ffmpeg`, or set FFMPEG_PATH and FFPROBE_PATH), then started again.',
    );
  }
}

// 1. Dependencies.
if (!existsSync(join(root, 'node_modules'))) {
  if (args.has('--no-install')) {
    console.error('[start] node_modules is missing; run `pnpm install` (or start without --no-install).');
    process.exit(1);
  }
  run('pnpm', ['install', '--frozen-lockfile']);
}

// 2. Build when an output is missing or a source is newer than the last successful build.
const stamp = join(root, 'node_modules', '.cache', 'acme-start', 'build-stamp');
const outputs = ['packages/api-server/dist/main.js', 'site/build/server/index.js'];
const sourceRoots = [
  'package.json',
  'pnpm-lock.yaml',
  'tokens',
  'packages/contracts',
  'packages/api-client',
  'packages/ui',
  'packages/api-server',
  'site',
];
const skipped = new Set([
  'node_modules',
  'dist',
  'build',
  '.react-router',
  'storybook-static',
  'data',
  '__screenshots__',
  'test-results',
  'bench-results',
]);

/** The newest modification time under `path`, skipping outputs, caches and tests' artefacts. */
function newestMtime(path) {
  let stats;
  try {
    stats = statSync(path);
  } catch {
    return 0;
  }
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (skipped.has(entry.name) || entry.name.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry.name)));
  }
  return newest;
}

// Fresh when the last build started via this script, or every output on disk (e.g. from a CI `pnpm build`),
// is newer than the newest source file.
const stampTime = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
const missing = outputs.filter((output) => !existsSync(join(root, output)));
const oldestOutput =
  missing.length > 0 ? 0 : Math.min(...outputs.map((output) => statSync(join(root, output)).mtimeMs));
const newestSource = Math.max(...sourceRoots.map((path) => newestMtime(join(root, path))));
if (missing.length > 0 || newestSource > Math.max(stampTime, oldestOutput)) {
  log(
    missing.length > 0
      ? `building (missing: ${missing.join(', ')})`
      : 'building (sources changed since the last build)',
  );
  const startedAt = Date.now();
  run('pnpm', ['build']);
  mkdirSync(dirname(stamp), { recursive: true });
  writeFileSync(stamp, `${new Date(startedAt).toISOString()}\n`);
  const startedAtSeconds = startedAt / 1000;
  utimesSync(stamp, startedAtSeconds, startedAtSeconds);
} else {
  log('build is up to date');
}

// 3. The server, with signals passed on so it can shut down gracefully (drain, close the database, unlock).
const server = spawn(process.execPath, [join(root, 'packages/api-server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (server.exitCode === null) server.kill(signal);
  });
}
server.on('exit', (code, signal) => {
  process.exit(code ?? (signal ? 128 + 15 : 1));
});
