import { reactRouter } from '@react-router/dev/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';
import { shellScripts } from './build-config/shellScripts';
import { stylesheetGroups } from './build-config/stylesheetGroups';

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3001';

export default defineConfig({
  plugins: [vanillaExtractPlugin(), reactRouter(), stylesheetGroups(), shellScripts()],
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  // Fonts stay files, even the ~1 KB rupee sign: inlined they would be in every page's render-blocking
  // CSS, as files only a page that shows the glyph downloads them.
  build: { assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined) },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/uploads': { target: apiTarget, changeOrigin: true },
    },
  },
});
