import { defineConfig, devices } from '@playwright/test';

/**
 * Browser checks of the consumer apps (tests/consumer/apps.mjs starts Verdaccio, installs, builds and
 * serves the apps, then runs this with CONSUMER_<APP>_URL set). One project per app that is served.
 */
const apps = [
  { name: 'next', url: process.env.CONSUMER_NEXT_URL },
  { name: 'vite', url: process.env.CONSUMER_VITE_URL },
].filter((app): app is { name: string; url: string } => Boolean(app.url));

export default defineConfig({
  testDir: '.',
  testMatch: 'apps.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: process.env.CONSUMER_RESULTS_DIR ?? 'test-results',
  reporter: [
    ['list'],
    ['json', { outputFile: `${process.env.CONSUMER_RESULTS_DIR ?? 'test-results'}/results.json` }],
  ],
  use: {
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--headless',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    },
  },
  projects: apps.map((app) => ({
    name: app.name,
    use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: app.url },
  })),
});
