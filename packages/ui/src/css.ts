/**
 * `@company/ui/css`: the theme contract for your own vanilla-extract files (`*.css.ts`), without the
 * components (as Braid's `braid-design-system/css`).
 *
 * Import `vars` from here, not from the package root, in style files: vanilla-extract runs a `.css.ts`
 * file and everything it imports at build time, so a style file that imports the root runs every
 * component's styles too and puts all of them into that file's stylesheet, on every page that uses it.
 */
export { vars } from '@company/tokens';
