import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const dirname = fileURLToPath(new URL('.', import.meta.url));

/** A fresh browser config per project: Vitest mutates the object it is given. */
const browser = () => ({
  enabled: true,
  headless: true,
  provider: playwright({
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--font-render-hinting=none'],
    },
  }),
  instances: [{ browser: 'chromium' as const }],
});

export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        plugins: [storybookTest({ configDir: `${dirname}.storybook` }), vanillaExtractPlugin()],
        optimizeDeps: { include: ['@vanilla-extract/recipes/createRuntimeFn', 'react-dom/client', 'react/jsx-dev-runtime'] },
        test: { name: 'storybook', browser: browser() },
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
        test: { name: 'ssr', environment: 'node', include: ['tests/ssr/**/*.test.{ts,tsx}'] },
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
    ],
  },
});
