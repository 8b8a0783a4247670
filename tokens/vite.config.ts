import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import dts from 'vite-plugin-dts';
import { dtsFileExtensions } from './build-config/dtsFileExtensions';
import { defineConfig } from 'vite';

const root = dirname(fileURLToPath(import.meta.url));

/**
 * Library build: dist/index.js (theme classes, contract vars, values), dist/contract.js,
 * dist/scales.js, their .d.ts files, and dist/tokens.css with both themes' CSS variables.
 */
export default defineConfig({
  plugins: [
    vanillaExtractPlugin(),
    dts({
      include: ['src'],
      exclude: ['src/**/*.test.ts'],
      beforeWriteFile: dtsFileExtensions(root),
    }),
  ],
  build: {
    lib: {
      entry: { index: 'src/index.ts', contract: 'src/contract.css.ts', scales: 'src/scales.ts' },
      formats: ['es'],
      cssFileName: 'tokens',
    },
    cssCodeSplit: false,
    sourcemap: true,
    rolldownOptions: {
      external: (id) => id.startsWith('@vanilla-extract/'),
      output: { preserveModules: true, preserveModulesRoot: 'src', entryFileNames: '[name].js' },
    },
  },
});
