import type { LinkDescriptor } from 'react-router';
// The library's @font-face rules (fonts.css in @company/ui) point at these same files.
import interCore from '@company/ui/fonts/inter-core-wght-normal.woff2?url';
import manropeCore from '@company/ui/fonts/manrope-core-wght-normal.woff2?url';

const fontPreload = (href: string): LinkDescriptor => ({
  rel: 'preload',
  href,
  as: 'font',
  type: 'font/woff2',
  crossOrigin: 'anonymous',
});

/**
 * The core font files every page renders with: preloaded, so text is drawn in the brand fonts from the
 * first paint, without a swap.
 */
export const coreFontPreloads = (): LinkDescriptor[] => [fontPreload(interCore), fontPreload(manropeCore)];
