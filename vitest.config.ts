import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const dirname = fileURLToPath(new URL('.', import.meta.url));

/**
 * Browser projects must know every dependency up front: a dependency Vite discovers while the
 * tests run triggers a re-optimisation and a reload, and the test files then fail with "Failed to
 * fetch dynamically imported module". The library's dependencies are listed from its
 * package.json (nested syntax: resolved from @company/ui), so new ones are covered automatically.
 */
const uiPackage = JSON.parse(readFileSync(`${dirname}packages/ui/package.json`, 'utf8')) as { dependencies: Record<string, string> };
const cssOnly = (name: string) => name.startsWith('@fontsource') || name === '@company/tokens' || name === '@vanilla-extract/css';
const browserDeps = [
  'react',
  'react-dom',
  'react-dom/client',
  'react-dom/server',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'storybook/test',
  '@storybook/react-vite > @storybook/react > @storybook/react-dom-shim',
  ...Object.keys(uiPackage.dependencies)
    .filter((name) => !cssOnly(name))
    .map((name) => `@company/ui > ${name}`),
  '@company/ui > @vanilla-extract/recipes/createRuntimeFn',
  '@company/ui > @vanilla-extract/sprinkles/createRuntimeSprinkles',
  '@company/ui > @vanilla-extract/dynamic',
];

/** A fresh browser config per project: Vitest mutates the object it is given. */
const browser = (contextOptions: { viewport?: { width: number; height: number } } = {}) => ({
  enabled: true,
  headless: true,
  provider: playwright({
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--font-render-hinting=none'],
    },
    contextOptions,
  }),
  instances: [{ browser: 'chromium' as const }],
});

export default defineConfig({
  // Parallel runs (several people, one work tree) must not share Vite's dependency cache:
  // set VITE_CACHE_DIR to a private folder. CI uses the default.
  cacheDir: process.env.VITE_CACHE_DIR ?? `${dirname}node_modules/.vite`,
  test: {
    projects: [
      {
        extends: true,
        plugins: [storybookTest({ configDir: `${dirname}.storybook` }), vanillaExtractPlugin()],
        optimizeDeps: { include: browserDeps },
        test: { name: 'storybook', browser: browser() },
      },
      {
        // Screenshot baselines of every story in both themes (tests/visual/__screenshots__).
        extends: true,
        plugins: [react(), vanillaExtractPlugin()],
        optimizeDeps: { include: browserDeps },
        test: {
          name: 'visual',
          include: ['tests/visual/**/*.visual.test.tsx'],
          browser: {
            // The test iframe is scaled down when it does not fit the browser window (Playwright's
            // default 1280×720): a window larger than the largest story keeps screenshots at 1:1.
            ...browser({ viewport: { width: 1600, height: 2800 } }),
            viewport: { width: 1024, height: 768 },
            // Failure screenshots would land in __screenshots__ beside the baselines.
            screenshotFailures: false,
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                // Same browser, same fonts, same machine image: demand an exact match.
                comparatorOptions: { threshold: 0, allowedMismatchedPixelRatio: 0 },
              },
            },
          },
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        plugins: [react(), vanillaExtractPlugin()],
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['packages/ui/src/**/*.test.{ts,tsx}', 'tokens/**/*.test.ts', 'packages/api-client/**/*.test.ts', 'packages/contracts/**/*.test.ts', 'site/src/**/*.test.{ts,tsx}'],
          setupFiles: [`${dirname}tests/setup/jsdom.ts`],
        },
      },
      {
        extends: true,
        plugins: [react(), vanillaExtractPlugin()],
        test: { name: 'ssr', environment: 'node', include: ['tests/ssr/**/*.test.{ts,tsx}', 'tests/public-api/**/*.test.ts', 'tests/docs/**/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['packages/api-server/**/*.test.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        // Issue 23 (docs/requirements/issues/23-safe-in-production.md): the production-safety suite against the real server and database.
        extends: true,
        test: { name: 'security', include: ['tests/security/**/*.test.ts'], environment: 'node', testTimeout: 60_000, hookTimeout: 120_000 },
      },
      {
        // Issue 31 (docs/requirements/issues/31-unbreakable-at-the-edges.md): generated hostile input for every route of the route table.
        extends: true,
        test: { name: 'fuzz', include: ['tests/fuzz/**/*.test.ts'], environment: 'node', testTimeout: 900_000, hookTimeout: 120_000 },
      },
    ],
  },
});
