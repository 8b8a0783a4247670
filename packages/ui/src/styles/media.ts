import { breakpoints } from '@company/tokens/scales';

/**
 * The media queries of the responsive props (`{ mobile, tablet, desktop }`): mobile is every width, tablet from
 * 768px, desktop from 1024px. Sprinkles, the layout primitives and components' own styles use the same ones, so
 * a `tablet` value and a component's tablet layout switch at the same width.
 */
export const media = {
  tablet: `screen and (min-width: ${breakpoints.md}px)`,
  desktop: `screen and (min-width: ${breakpoints.lg}px)`,
} as const;
