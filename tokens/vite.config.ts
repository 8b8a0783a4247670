import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { existsSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import dts from 'vite-plugin-dts';
import { defineConfig } from 'vite';

const root = dirname(fileURLToPath(import.meta.url));

/**
 * `moduleResolution: NodeNext` rejects the extensionless relative specifiers TypeScript copies into
 * the .d.ts files (`'./contract.css'`): point each at the emitted file (`'./contract.css.js'`).
 * The same rewrite as in packages/ui/vite.config.ts; tests/consumer checks both resolutions.
 */
function withFileExtensions(filePath: string, content: string) {
  const sourceDir = join(root, 'src', relative(join(root, 'dist'), dirname(filePath)));
  const isSource = (path: string) => existsSync(`${path}.ts`) || existsSync(`${path}.tsx`);
  return content.replace(/(from\s+|import\()(['"])(\.{1,2}\/[^'"]*)\2/g, (match, before: string, quote: string, specifier: string) => {
    if (specifier.endsWith('.js')) return match;
    const target = join(sourceDir, specifier);
    if (isSource(target)) return `${before}${quote}${specifier}.js${quote}`;
    if (isSource(join(target, 'index'))) return `${before}${quote}${specifier}/index.js${quote}`;
    throw new Error(`${filePath}: cannot find the source of ${specifier}`);
  });
}

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
      beforeWriteFile: (filePath, content) => ({ filePath, content: withFileExtensions(filePath, content) }),
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
