import { Slot } from '@radix-ui/react-slot';
import { forwardRef, type ElementType, type HTMLAttributes } from 'react';
import { cx } from '../../internal/cx';
import { sprinkles, type Sprinkles } from '../../styles/sprinkles.css';

export interface BoxProps extends Omit<HTMLAttributes<HTMLElement>, keyof Sprinkles>, Sprinkles {
  /** The element to render. Default `div`. */
  as?: ElementType;
  /** Put the layout classes on the single child element instead. Default `false`. */
  asChild?: boolean;
}

/** Splits layout props (sprinkles) from DOM props. */
export function splitSprinkles<P extends object>(props: P): [Sprinkles, Omit<P, keyof Sprinkles>] {
  const layout: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) layout[key] = value;
    else rest[key] = value;
  }
  return [layout as Sprinkles, rest as Omit<P, keyof Sprinkles>];
}

/**
 * The layout primitive: any element with spacing, display and flex/grid props from the token
 * scales (`padding={5}`, `display={{ mobile: 'block', desktop: 'flex' }}`).
 */
export const Box = forwardRef<HTMLElement, BoxProps>(function Box(
  { as = 'div', asChild = false, className, ...props },
  ref,
) {
  const [layout, rest] = splitSprinkles(props);
  const Component: ElementType = asChild ? Slot : as;
  return <Component ref={ref} className={cx(sprinkles(layout), className)} {...rest} />;
});
Box.displayName = 'Box';
