import { breakpoints, duration, easing, fontFamily, fontSize, fontWeight, lineHeight, radius, size, space, zIndex } from '../scales';

/** The parts of a theme that do not change between colour schemes. */
export const sharedValues = {
  space,
  size,
  font: fontFamily,
  fontSize,
  fontWeight,
  lineHeight,
  radius,
  zIndex,
  motion: { duration, easing },
};

export { breakpoints };
