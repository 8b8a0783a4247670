import { forwardRef } from 'react';
import { cx } from '../../internal/cx';
import { Box, type BoxProps } from '../Box/Box';
import { container, type ContainerVariants } from './Container.css';

export interface ContainerProps extends BoxProps {
  /** Maximum content width: sm 40rem, md 48rem, lg 64rem, xl 80rem. Default `xl`. */
  size?: ContainerVariants['size'];
}

/** Centres content at a readable maximum width with responsive side padding. */
export const Container = forwardRef<HTMLElement, ContainerProps>(function Container({ size, className, ...rest }, ref) {
  return <Box ref={ref} className={cx(container({ size }), className)} {...rest} />;
});
Container.displayName = 'Container';
