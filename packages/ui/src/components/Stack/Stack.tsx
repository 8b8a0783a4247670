import { Slot } from '@radix-ui/react-slot';
import { forwardRef, type ElementType, type HTMLAttributes } from 'react';
import { cx } from '../../internal/cx';
import {
  alignItems,
  gap as gapClasses,
  stack,
  type Alignment,
  type SpaceStep,
} from '../../internal/layout.css';
import { responsiveClasses, type Responsive } from '../../internal/responsive';

export interface StackProps extends HTMLAttributes<HTMLElement> {
  /** Space between children, a step of the spacing scale (responsive: `{ mobile: 3, desktop: 5 }`). Default `4`. */
  gap?: Responsive<SpaceStep>;
  /** Cross-axis alignment of the children. Default `stretch`. */
  align?: Exclude<Alignment, 'baseline'>;
  /** The element to render. Default `div`. */
  as?: ElementType;
  /** Put the classes on the single child element instead. Default `false`. */
  asChild?: boolean;
}

/** Children in a column with even spacing: form fields, card content, page sections. */
export const Stack = forwardRef<HTMLElement, StackProps>(function Stack(
  { gap = 4, align = 'stretch', as = 'div', asChild = false, className, ...rest },
  ref,
) {
  const Component: ElementType = asChild ? Slot : as;
  return (
    <Component
      ref={ref}
      className={cx(stack, alignItems[align], responsiveClasses(gap, gapClasses), className)}
      {...rest}
    />
  );
});
Stack.displayName = 'Stack';
