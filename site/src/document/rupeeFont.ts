import type { LinkDescriptor } from 'react-router';
import interRupee from '@company/ui/fonts/inter-rupee-wght-normal.woff2?url';
import manropeRupee from '@company/ui/fonts/manrope-rupee-wght-normal.woff2?url';

/**
 * The rupee sign's ~1 KB file of a family. The browser finds it only once the page is styled and laid
 * out, a round trip after the core files, and fetches it then wherever the ₹ is on the page: a page that
 * draws prices preloads the file of each family it sets them in (Manrope in headings, Inter in body
 * text), so the file arrives with the core files. tests/e2e/loading.spec.ts checks that every public
 * page preloads exactly the rupee files it draws with. (Self-contained: sharing document/fonts.ts with
 * the root route would split that into a chunk of its own, one more request on every page.)
 */
export const rupeeFontPreload = (family: 'inter' | 'manrope'): LinkDescriptor => ({
  rel: 'preload',
  href: family === 'inter' ? interRupee : manropeRupee,
  as: 'font',
  type: 'font/woff2',
  crossOrigin: 'anonymous',
});
