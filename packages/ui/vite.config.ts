import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import dts from 'vite-plugin-dts';
import { defineConfig } from 'vite';
import pkg from './package.json' with { type: 'json' };

const externals = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies)].filter(
  // Fonts and tokens' CSS are bundled into style.css so consumers import one stylesheet.
  (name) => !name.startsWith('@fontsource'),
);

export default defineConfig({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    dts({ include: ['src'], exclude: ['src/**/*.stories.tsx', 'src/**/*.test.tsx'], rollupTypes: false }),
  ],
  build: {
    lib: { entry: 'src/index.ts', formats: ['es'], fileName: 'index', cssFileName: 'style' },
    cssCodeSplit: false,
    sourcemap: true,
    rolldownOptions: {
      external: (id) =>
        externals.some((name) => id === name || id.startsWith(`${name}/`)) || id.startsWith('react/'),
      output: { preserveModules: true, preserveModulesRoot: 'src', entryFileNames: '[name].js' },
    },
  },
});
