import type { LucideIcon, LucideProps } from 'lucide-react';
import { forwardRef } from 'react';
import { cx } from '../../internal/cx';
import { icon, type IconVariants } from './Icon.css';

export interface IconProps extends Omit<LucideProps, 'ref' | 'size'> {
  /** The lucide-react icon component to draw, e.g. `ShoppingCart`. */
  icon: LucideIcon;
  /** sm 1rem, md 1.25rem, lg 1.5rem, xl 2rem. Default `md`. */
  size?: IconVariants['size'];
  /** Colour role. Default `current` (the text colour around it). */
  tone?: IconVariants['tone'];
  /**
   * Accessible name when the icon carries meaning on its own. Without it the icon is decorative
   * and hidden from assistive technology (the usual case next to a text label). Default none.
   */
  label?: string;
}

/** A lucide icon at a token size, decorative unless it has a `label`. */
export const Icon = forwardRef<SVGSVGElement, IconProps>(function Icon(
  { icon: Glyph, size, tone, label, className, strokeWidth = 2, ...rest },
  ref,
) {
  return (
    <Glyph
      ref={ref}
      className={cx(icon({ size, tone }), className)}
      strokeWidth={strokeWidth}
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      {...rest}
    />
  );
});
Icon.displayName = 'Icon';
