import { defineConfig, devices } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** An uncommon port so a test never silently hits another app on 3000. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4317);
/** A fresh embedded database and upload folder for every run. */
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'acme-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
/**
 * Issue 24 (docs/requirements/issues/24-staff-console.md): the server sends its mail over SMTP to a real SMTP server that the global setup starts
 * (e2e/smtp-setup.ts) on this port, picked once by the runner (free at the time); workers inherit it.
 */
if (!process.env.E2E_SMTP_PORT) {
  process.env.E2E_SMTP_PORT = execFileSync(process.execPath, [
    '-e',
    "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); });",
  ])
    .toString()
    .trim();
}
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT);
/** Where the server sends staff notifications (new enquiries, applications, paid orders). */
export const E2E_STAFF_EMAIL = 'staff.inbox@example.com';

export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/smtp-setup.ts',
  // The early-press matrix (docs/requirements/issues/22-every-press-counts.md) is its own run: `pnpm e2e:early-press` (two workers, 330 cases; in `pnpm test`).
  testIgnore: process.env.EARLY_PRESS ? [] : ['**/early-press.spec.ts'],
  // Two workers, each running whole spec files (the tests of a file stay in order, in one worker). They share
  // one server, database and SMTP server, so every spec works on data of its own (unique e-mails, subjects,
  // names) and finds it by that rather than by position in a list. The specs that change what every visitor
  // sees (console-content, console-prices, cart-prices, forms-no-script-job) take Playwright's built-in
  // '-exclusive-' lock (`test.describe.configure({ lock: '-exclusive-' })`): each runs with no other spec at the
  // same time (in practice after the others, one by one).
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // Two workers share two cores, so a test takes longer than alone: 90 s leaves room (a hang still fails).
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/results.json' }]] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node ../.ci/start.mjs --no-install',
    url: `http://127.0.0.1:${E2E_PORT}/api/v1/health`,
    reuseExistingServer: false,
    // Generous: a first start creates the embedded database, and rebuilds if a source changed since the build.
    timeout: 420_000,
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      RATE_LIMITS: 'off',
      NODE_ENV: 'production',
      // Production without Razorpay keys refuses to start unless test payments are asked for (docs/requirements/issues/23-safe-in-production.md).
      PAYMENT_SANDBOX: 'on',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: 'admin@example.com',
      ADMIN_PASSWORD: 'admin-password-e2e',
      // Production takes its secrets from the environment only (issue 23).
      JWT_SECRET: 'e2e-signing-secret-0123456789-abcdefghijklmnopqr',
      PAYMENT_SANDBOX_SECRET: 'e2e-sandbox-secret-0123456789-abcdefghijklmnopqr',
      // Issue 24: mail goes over SMTP to the catcher of e2e/smtp-setup.ts (which also files it in the outbox).
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      STAFF_EMAIL: E2E_STAFF_EMAIL,
      MAIL_RETRY_DELAY: '1s',
    },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
