// Starts the built product the way production runs it (Fastify: compression, immutable hashed
// assets) on 127.0.0.1 with a fresh data folder, for the benchmarks. Returns { origin, stop }.
// Also launches the headless Debian Chromium that Lighthouse drives (launchChrome) and runs Lighthouse
// on it (runLighthouse).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

/** BENCH_PORT: the first product's port (a shared machine), the next one's BENCH_PORT + 1, and so on. */
let fixedPort = Number(process.env.BENCH_PORT) || 0;

/**
 * `checkout`: another built checkout of the product (a back-to-back comparison, compare.mjs). Without
 * BENCH_PORT the port is picked at random in 4400–4899.
 */
export async function startProduct({ port = fixedPort ? fixedPort++ : 4400 + Math.floor(Math.random() * 500), env = {}, checkout = root } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'acme-bench-'));
  const child = spawn(process.execPath, ['.ci/start.mjs', '--no-install'], {
    cwd: checkout,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'production', PAYMENT_SANDBOX: 'on', RATE_LIMITS: 'off',
      // Production takes its secrets from the environment only (docs/requirements/issues/23-safe-in-production.md).
      JWT_SECRET: 'bench-signing-secret-0123456789-abcdefghijklmnop', PAYMENT_SANDBOX_SECRET: 'bench-sandbox-secret-0123456789-abcdefghijklmnop', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the product exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${origin}/api/v1/health`);
      if (res.ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error('the product did not start within 180 s');
    await new Promise((r) => setTimeout(r, 500));
  }
  const stop = () =>
    new Promise((done) => {
      child.once('exit', done);
      child.kill('SIGTERM');
    });
  return { origin, stop, dataDir };
}

/** Headless Chromium for Lighthouse, with a fresh profile (flags from shared/ENVIRONMENT.md). */
export function launchChrome() {
  return chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    userDataDir: mkdtempSync(join(tmpdir(), 'acme-lh-')),
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
}

/**
 * One Lighthouse performance run. A run Lighthouse reports as failed (now and then NO_NAVSTART: headless
 * Chromium lost the trace's navigation start) says nothing about the page, so it is repeated, at most twice.
 */
export async function runLighthouse(url, port, config) {
  for (let attempt = 1; ; attempt++) {
    const { lhr } = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] }, config);
    if (!lhr.runtimeError || attempt === 3) return lhr;
    console.warn(`${url}: Lighthouse failed (${lhr.runtimeError.code}), running again`);
  }
}
