import { Slot } from '@radix-ui/react-slot';
import { forwardRef, type ElementType, type HTMLAttributes } from 'react';
import { cx } from '../../internal/cx';
import { container, type ContainerVariants } from './Container.css';

export interface ContainerProps extends HTMLAttributes<HTMLElement> {
  /** Maximum content width: sm 40rem, md 48rem, lg 64rem, xl 80rem. Default `xl`. */
  size?: ContainerVariants['size'];
  /** The element to render. Default `div`. */
  as?: ElementType;
  /** Put the classes on the single child element instead. Default `false`. */
  asChild?: boolean;
}

/** Centres content at a readable maximum width with responsive side padding. */
export const Container = forwardRef<HTMLElement, ContainerProps>(function Container(
  { size, as = 'div', asChild = false, className, ...rest },
  ref,
) {
  const Component: ElementType = asChild ? Slot : as;
  return <Component ref={ref} className={cx(container({ size }), className)} {...rest} />;
});
Container.displayName = 'Container';
