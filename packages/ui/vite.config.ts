import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import dts from 'vite-plugin-dts';
import { defineConfig, type Plugin } from 'vite';
import pkg from './package.json' with { type: 'json' };

const root = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

/**
 * Every runtime dependency stays external (consumers dedupe React, Radix, embla...), except the
 * tokens: their CSS (theme classes) goes into the one style.css. The fonts (@fontsource-variable) are
 * devDependencies: the build copies their files into dist/fonts, so installing the library does not
 * install them.
 */
const bundled = (name: string) => name === '@company/tokens';
const externals = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies)].filter((name) => !bundled(name));

const FONTS_CSS = join(root, 'src/styles/fonts.css');
/** A font of fonts.css: from @fontsource-variable, or one of ours in src/styles/fonts/ (the rupee sign). */
const FONT_URL = /url\('((?:@fontsource-variable\/[^']+\/files|\.\/fonts)\/([^']+\.woff2))'\)/g;
const fontPath = (specifier: string) =>
  specifier.startsWith('./') ? join(dirname(FONTS_CSS), specifier) : require.resolve(specifier);

/**
 * Vite's library mode inlines every asset as base64, which would put ~230 kB of fonts inside
 * style.css. Instead the build drops fonts.css from the bundle, copies the woff2 files to
 * dist/fonts/ and prepends the @font-face rules (pointing at ./fonts/) to dist/style.css.
 */
function shipFontFiles(): Plugin {
  let outDir = 'dist';
  return {
    name: 'acme:ship-font-files',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    load(id) {
      return id === FONTS_CSS ? '' : null;
    },
    writeBundle() {
      const source = readFileSync(FONTS_CSS, 'utf8');
      mkdirSync(join(outDir, 'fonts'), { recursive: true });
      const css = source.replace(FONT_URL, (_match, specifier: string, file: string) => {
        copyFileSync(fontPath(specifier), join(outDir, 'fonts', file));
        return `url('./fonts/${file}')`;
      });
      const stylePath = join(outDir, 'style.css');
      writeFileSync(stylePath, `${css}\n${readFileSync(stylePath, 'utf8')}`);
    },
  };
}

/**
 * TypeScript writes the relative specifiers of the sources into the .d.ts files as they are
 * (`'./components/Tabs'`), which `moduleResolution: NodeNext` rejects: Node's ESM rules want the
 * file. Point each one at the emitted file (`'./components/Tabs/index.js'`, `'./Tabs.css.js'`),
 * which every resolution mode accepts. `tests/consumer` type-checks both Bundler and NodeNext.
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

export default defineConfig({
  plugins: [
    shipFontFiles(),
    react(),
    vanillaExtractPlugin(),
    dts({
      include: ['src'],
      exclude: ['src/**/*.stories.tsx', 'src/**/*.test.tsx', 'src/**/*.mdx'],
      rollupTypes: false,
      beforeWriteFile: (filePath, content) => ({ filePath, content: withFileExtensions(filePath, content) }),
    }),
  ],
  build: {
    lib: { entry: { index: 'src/index.ts', css: 'src/css.ts' }, formats: ['es'], cssFileName: 'style' },
    cssCodeSplit: false,
    sourcemap: true,
    rolldownOptions: {
      external: (id) =>
        externals.some((name) => id === name || id.startsWith(`${name}/`)) || id.startsWith('react/'),
      output: { preserveModules: true, preserveModulesRoot: 'src', entryFileNames: '[name].js' },
    },
  },
});
