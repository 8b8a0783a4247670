'use client';

import { Slot } from '@radix-ui/react-slot';
import { forwardRef, type ButtonHTMLAttributes, type MouseEvent } from 'react';
import { cx } from '../../internal/cx';
import { Spinner } from '../Spinner/Spinner';
import { button, buttonLabel, buttonSpinner, type ButtonVariants } from './Button.css';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Colour role. Default `accent` (brand red). */
  tone?: ButtonVariants['tone'];
  /** Emphasis: `solid` fill, `soft` tint, `outline`, or `ghost` (text only). Default `solid`. */
  variant?: ButtonVariants['variant'];
  /** Height and padding. Default `md`. */
  size?: ButtonVariants['size'];
  /** Stretch to the width of the container. Default `false`. */
  fullWidth?: boolean;
  /**
   * Busy state: the label is swapped for a spinner but stays the button's accessible name, the
   * button reports `aria-busy` and ignores clicks while staying focusable. Default `false`.
   */
  loading?: boolean;
  /**
   * Render the single child element (for example a router `Link`) with the button's styles and
   * props instead of a `<button>`. `loading` is not available in this mode. Default `false`.
   */
  asChild?: boolean;
}

/** An action. Use `asChild` with a link for navigation that looks like a button. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { tone, variant, size, fullWidth, loading = false, asChild = false, className, type, onClick, disabled, children, ...rest },
  ref,
) {
  const classes = cx(button({ tone, variant, size, fullWidth }), className);
  if (asChild) {
    return (
      <Slot ref={ref} className={classes} onClick={onClick} {...rest}>
        {children}
      </Slot>
    );
  }

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };

  return (
    <button
      ref={ref}
      // A button inside a form submits by default; make the default explicit and safe.
      type={type ?? 'button'}
      className={classes}
      disabled={disabled}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      data-loading={loading ? '' : undefined}
      onClick={handleClick}
      {...rest}
    >
      <span className={buttonLabel}>{children}</span>
      {loading ? <Spinner className={buttonSpinner} size="sm" label={null} /> : null}
    </button>
  );
});
Button.displayName = 'Button';
