import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import dts from 'vite-plugin-dts';
import { dtsFileExtensions } from '../../tokens/build-config/dtsFileExtensions';
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

/** The cascade layers, lowest first (styles/layers.css.ts, and @company/tokens' theme layer). */
const LAYER_ORDER = '@layer acme-reset,acme-theme,acme-components,acme-utilities;';

/** Splits the top-level `@layer acme-reset{…}` blocks out of a stylesheet (brace matching, strings skipped). */
export function splitReset(css: string): { reset: string; rest: string } {
  const opening = '@layer acme-reset{';
  let reset = '';
  let rest = '';
  let index = 0;
  while (index < css.length) {
    const start = css.indexOf(opening, index);
    if (start === -1) {
      rest += css.slice(index);
      break;
    }
    rest += css.slice(index, start);
    let depth = 0;
    let quote: string | null = null;
    let end = start + opening.length - 1;
    for (; end < css.length; end += 1) {
      const char = css[end];
      if (quote) {
        if (char === '\\') end += 1;
        else if (char === quote) quote = null;
      } else if (char === '"' || char === "'") quote = char;
      else if (char === '{') depth += 1;
      else if (char === '}' && (depth -= 1) === 0) break;
    }
    reset += css.slice(start, end + 1);
    index = end + 1;
  }
  return { reset, rest };
}

/**
 * Vite's library mode inlines every asset as base64, which would put ~230 kB of fonts inside
 * style.css. Instead the build drops fonts.css from the bundle, copies the woff2 files to
 * dist/fonts/ and prepends the @font-face rules (pointing at ./fonts/) to dist/style.css.
 *
 * It also writes the opt-out entries beside it: fonts.css (the @font-face rules alone), reset.css (the
 * `acme-reset` layer alone) and components.css (themes and components: style.css without either).
 * Each starts with the layer order, so they work in any import order.
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
      const bundled = readFileSync(stylePath, 'utf8');
      const { reset, rest } = splitReset(bundled);
      if (!reset.includes('box-sizing')) throw new Error('acme:ship-font-files: the reset layer was not found in style.css');
      writeFileSync(stylePath, `${LAYER_ORDER}\n${css}\n${bundled}`);
      writeFileSync(join(outDir, 'fonts.css'), css);
      writeFileSync(join(outDir, 'reset.css'), `${LAYER_ORDER}\n${reset}\n`);
      writeFileSync(join(outDir, 'components.css'), `${LAYER_ORDER}\n${rest}`);
    },
  };
}

export default defineConfig({
  plugins: [
    shipFontFiles(),
    react(),
    vanillaExtractPlugin(),
    dts({
      include: ['src'],
      exclude: ['src/**/*.stories.tsx', 'src/**/*.test.tsx', 'src/**/*.test.ts', 'src/**/*.mdx'],
      rollupTypes: false,
      beforeWriteFile: dtsFileExtensions(root),
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
