#!/usr/bin/env node
/**
 * `node tests/deploy/compose.mjs` (docs/requirements/issues/26-past-one-machine.md): deploy/compose.yaml
 * checked as far as this machine can without a container engine (none here, nor `docker compose`). A
 * few seconds; part of `pnpm test`.
 *
 * - YAML and the Compose Specification's JSON schema (the copy dclint ships), plus dclint's non-style rules;
 *   a broken copy must be refused, so the schema check is known to be live.
 * - Every service runs as a non-root `user:` with `read_only: true` and a tmpfs /tmp; every long-running
 *   one has a healthcheck (the replicas get the image's HEALTHCHECK); the replicas' tmpfs holds DATA_DIR.
 * - The replicas' environment, interpolated from deploy/.env.example (empty secrets filled in here), passes
 *   the server's own production config validation (loadConfig in packages/api-server/src/config.ts), and
 *   fails it without JWT_SECRET; every variable it sets is one the server reads; every variable compose
 *   interpolates is listed in .env.example.
 *
 * What it cannot check: that the images build and start, and compose's runtime behaviour (tmpfs, user,
 * healthchecks, depends_on). tests/topology runs the image's app (deploy/bundle.sh) read-only instead.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { DCLinter } from 'dclint';
import { parse } from 'yaml';

const root = resolve(fileURLToPath(new URL('../../', import.meta.url)));
const composePath = join(root, 'deploy/compose.yaml');
const composeText = readFileSync(composePath, 'utf8');
const dockerfile = readFileSync(join(root, 'deploy/Dockerfile'), 'utf8');

const results = [];
function check(name, ok, detail) {
  results.push({ name, ok });
  console.log(`${ok ? 'PASS' : 'FAIL'} ${name}${detail ? ` — ${detail}` : ''}`);
}

/* ---------- 1. schema and dclint ---------- */

const linter = new DCLinter({
  rules: {
    // Style only: the file is ordered by role (database, store, app, proxy), not alphabetically.
    'service-keys-order': 0,
    'services-alphabetical-order': 0,
    'top-level-properties-order': 0,
    'service-dependencies-alphabetical-order': 0,
    'service-ports-alphabetical-order': 0,
    // nginx is the public entry point: it listens on every interface on purpose.
    'no-unbound-port-interfaces': 0,
  },
  quiet: false,
  debug: false,
  exclude: [],
});
const lint = (path) => linter.lintFiles([path], false).flatMap((result) => result.messages);
const messages = lint(composePath);
check(
  'deploy/compose.yaml is valid YAML and valid against the Compose Specification schema; dclint finds nothing',
  messages.length === 0,
  messages.map((m) => `${m.rule}: ${m.message}`).join('; ') || 'no findings',
);
const scratch = mkdtempSync(join(tmpdir(), 'acme-compose-'));
try {
  const broken = join(scratch, 'compose.yaml');
  writeFileSync(broken, composeText.replace(/^ {4}read_only: true$/m, '    readonly: true'));
  const refused = lint(broken);
  check(
    'the schema check is live: a copy with a misspelt key (`readonly`) is refused',
    refused.some((m) => m.rule === 'invalid-schema'),
    refused.map((m) => m.rule).join(', ') || 'accepted',
  );
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

/* ---------- 2. users, read-only, tmpfs, healthchecks ---------- */

const compose = parse(composeText, { merge: true });
const services = Object.entries(compose.services);
const rootUser = (user) => /^(0|root)(:|$)/.test(String(user).trim());
const notRootless = services.filter(([, s]) => s.user === undefined || rootUser(s.user));
check(
  'every service runs as a non-root `user:`',
  notRootless.length === 0,
  services.map(([name, s]) => `${name} ${s.user ?? 'unset'}`).join(', '),
);
const writable = services.filter(([, s]) => s.read_only !== true || !(s.tmpfs ?? []).includes('/tmp'));
check(
  'every service has a read-only root file system and a tmpfs /tmp',
  writable.length === 0,
  writable.length ? `not: ${writable.map(([name]) => name).join(', ')}` : `${services.length} services`,
);
const dockerfileHealthcheck = /^HEALTHCHECK .*\n?.*\/api\/v1\/ready/m.test(dockerfile);
const dockerfileUser = /^USER (\S+)$/m.exec(dockerfile)?.[1];
const dataDir = /DATA_DIR=(\S+)/.exec(dockerfile)?.[1];
// A one-shot service (the bucket maker) needs no healthcheck: others wait for it to complete.
const oneShot = (name) =>
  services.some(([, s]) => s.depends_on?.[name]?.condition === 'service_completed_successfully');
const health = services.map(([name, s]) => {
  if (s.healthcheck) return [name, 'compose healthcheck'];
  if (s.build?.dockerfile === 'deploy/Dockerfile' && dockerfileHealthcheck)
    return [name, 'image HEALTHCHECK'];
  if (oneShot(name)) return [name, 'one-shot'];
  if (name === 'nginx') return [name, 'none (nothing waits on it)'];
  return [name, undefined];
});
check(
  'every long-running service has a healthcheck (the replicas: the image HEALTHCHECK on /api/v1/ready)',
  health.every(([, how]) => how) && !services.some(([, s]) => s.healthcheck?.disable),
  health.map(([name, how]) => `${name}: ${how ?? 'MISSING'}`).join(', '),
);
const replicas = services.filter(([, s]) => s.build?.dockerfile === 'deploy/Dockerfile');
check(
  "the replicas: the image's USER is not root, compose's user is its uid, DATA_DIR is on a tmpfs",
  replicas.length === 2 &&
    dockerfileUser === 'node' &&
    replicas.every(([, s]) => s.user === '1000:1000' && (s.tmpfs ?? []).includes(dataDir)),
  `${replicas.map(([name]) => name).join(', ')}; USER ${dockerfileUser} (uid 1000 in the node image); DATA_DIR ${dataDir}`,
);

// Issue 31 (docs/requirements/issues/31-unbreakable-at-the-edges.md): the image runs the Node that CI runs.
const rootEngine = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).engines?.node ?? '';
const engineMajor = Number(/^>=\s*(\d+)/.exec(rootEngine)?.[1]);
const imageMajors = [...dockerfile.matchAll(/^FROM node:(\d+)-/gm)].map((match) => Number(match[1]));
check(
  "every stage of the image is on the Node major of the root package.json's engines",
  imageMajors.length === 2 && imageMajors.every((major) => major === engineMajor),
  `FROM node:${imageMajors.join(', node:')}; engines.node ${rootEngine}`,
);

/* ---------- 3. the replicas' environment against the server's config validation ---------- */

const example = Object.fromEntries(
  readFileSync(join(root, 'deploy/.env.example'), 'utf8')
    .split('\n')
    .filter((line) => /^[A-Z_][A-Z0-9_]*=/.test(line))
    .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
);
// What an operator fills in: a value for every empty line of .env.example.
const filled = {
  ...example,
  POSTGRES_PASSWORD: 'compose-check-postgres-password',
  JWT_SECRET: 'compose-check-jwt-secret-0123456789abcdefghijklmnop',
  ADMIN_PASSWORD: 'compose-check-admin-password',
  RAZORPAY_KEY_ID: 'rzp_live_composecheck',
  RAZORPAY_KEY_SECRET: 'compose-check-razorpay-secret',
  RAZORPAY_WEBHOOK_SECRET: 'compose-check-webhook-secret',
  MINIO_ROOT_PASSWORD: 'compose-check-minio-password',
};
const referenced = new Set();
/** Compose's interpolation: ${VAR}, ${VAR:-default}, ${VAR-default}, ${VAR:?error}, ${VAR?error}, $$. */
function interpolate(text, vars) {
  return String(text).replace(/\$\$|\$\{([A-Z_][A-Z0-9_]*)(?:(:?[-?])([^}]*))?\}/g, (all, name, op, arg) => {
    if (all === '$$') return '$';
    referenced.add(name);
    const value = vars[name];
    const empty = value === undefined || (op?.startsWith(':') && value === '');
    if (op?.endsWith('?') && empty) throw new Error(`${name} is required: ${arg}`);
    if (op?.endsWith('-') && empty) return arg;
    return value ?? '';
  });
}
for (const [, service] of services)
  JSON.stringify(service, (key, value) => (typeof value === 'string' ? interpolate(value, filled) : value));
const unlisted = [...referenced].filter((name) => !(name in example));
check(
  'every variable compose interpolates is listed in deploy/.env.example',
  unlisted.length === 0,
  unlisted.length ? `missing: ${unlisted.join(', ')}` : `${referenced.size} variables`,
);
const [, app1] = replicas[0];
const replicaEnv = Object.fromEntries(
  Object.entries(app1.environment).map(([name, value]) => [name, interpolate(value, filled)]),
);
const imageEnv = Object.fromEntries(
  [...(/^ENV ([\s\S]*?)\n(?!\s)/m.exec(dockerfile)?.[1] ?? '').matchAll(/([A-Z_]+)=(\S+)/g)].map((m) => [
    m[1],
    m[2],
  ]),
);
const serverSource = readdirSync(join(root, 'packages/api-server/src'), { recursive: true })
  .filter((path) => path.endsWith('.ts') && !path.includes('.test.'))
  .map((path) => readFileSync(join(root, 'packages/api-server/src', path), 'utf8'))
  .join('\n');
const unread = Object.keys(replicaEnv).filter(
  (name) => !['NODE_ENV'].includes(name) && !new RegExp(`\\b${name}\\b`).test(serverSource),
);
check(
  'every variable the replicas get is one the server reads (packages/api-server/src)',
  unread.length === 0,
  unread.length ? `unknown: ${unread.join(', ')}` : `${Object.keys(replicaEnv).length} variables`,
);
/** The server's loadConfig (TypeScript, through tsx) with `env`; answers '' or its error message. */
function loadConfigError(env) {
  const config = join(root, 'packages/api-server/src/config.ts');
  const result = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      `const { loadConfig } = await import(${JSON.stringify(config)}); loadConfig(JSON.parse(process.argv[1]));`,
      JSON.stringify(env),
    ],
    { cwd: join(root, 'packages/api-server'), encoding: 'utf8' },
  );
  return result.status === 0
    ? ''
    : (/^\w*Error: ([\s\S]*?)\n\s+at /m.exec(result.stderr)?.[1] ?? result.stderr);
}
const env = { ...imageEnv, ...replicaEnv };
const refusal = loadConfigError(env);
check(
  "the replicas' environment (compose + the image's ENV) passes the server's production config validation",
  env.NODE_ENV === 'production' && refusal === '',
  refusal || `${Object.keys(env).length} variables, NODE_ENV=${env.NODE_ENV}`,
);
const withoutSecret = loadConfigError({ ...env, JWT_SECRET: '' });
check(
  'and the same validation refuses it without JWT_SECRET (so the check above is live)',
  /JWT_SECRET/.test(withoutSecret),
  withoutSecret
    .split('\n')
    .find((line) => line.includes('JWT_SECRET'))
    ?.slice(0, 60),
);

const failed = results.filter((result) => !result.ok).length;
console.log(`\ndeploy/compose.yaml: ${results.length - failed} passed, ${failed} failed`);
process.exitCode = failed ? 1 : 0;
