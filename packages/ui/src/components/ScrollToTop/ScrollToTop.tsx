'use client';

import { ArrowUp } from 'lucide-react';
import { forwardRef, type HTMLAttributes, type MouseEvent, type Ref } from 'react';
import { usePrefersReducedMotion } from '../../hooks/usePrefersReducedMotion';
import { useScrolledPast } from '../../hooks/useScrolledPast';
import { cx } from '../../internal/cx';
import { scrollToTop, scrollToTopIcon } from './ScrollToTop.css';

export interface ScrollToTopProps extends HTMLAttributes<HTMLElement> {
  /**
   * Render a link to this fragment (`'#top'`) instead of a button: it works before the page's script runs, or
   * without it (the browser jumps to the top). Once hydrated a press scrolls as the button does and leaves the
   * URL alone. Use it for the always-visible footer control. Default: a button.
   */
  href?: string;
  /** Fixed in the bottom-right corner and shown only after scrolling; `false` renders an always-visible inline button (footer). Default `true`. */
  floating?: boolean;
  /** Scroll distance in pixels after which the floating button appears. Default `400`. */
  threshold?: number;
  /** Accessible name. Default `'Scroll to top'`. */
  label?: string;
  /**
   * Element that receives focus after scrolling, so keyboard users continue from the top of the page.
   * Default: the page's `<main>`, else `<body>`.
   */
  focusTarget?: () => HTMLElement | null;
}

function defaultFocusTarget() {
  return document.querySelector<HTMLElement>('main') ?? document.body;
}

/** Scrolls the window back to the top: smoothly, or instantly under reduced motion. */
export const ScrollToTop = forwardRef<HTMLElement, ScrollToTopProps>(function ScrollToTop(
  {
    href,
    floating = true,
    threshold = 400,
    label = 'Scroll to top',
    focusTarget = defaultFocusTarget,
    className,
    onClick,
    ...rest
  },
  ref,
) {
  const scrolled = useScrolledPast(threshold);
  const reduced = usePrefersReducedMotion();
  const visible = !floating || scrolled;

  const handleClick = (event: MouseEvent<HTMLElement>) => {
    onClick?.(event);
    if (event.defaultPrevented) return;
    // A link: scroll here instead of jumping, and keep the URL free of the fragment.
    if (href) event.preventDefault();
    window.scrollTo({ top: 0, left: 0, behavior: reduced ? 'auto' : 'smooth' });
    // The floating button hides at the top; move focus so it is not lost with it.
    const target = focusTarget();
    if (target && target !== event.currentTarget) {
      if (!target.hasAttribute('tabindex') && target !== document.body) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
    }
  };

  const icon = <ArrowUp aria-hidden="true" size={22} className={scrollToTopIcon} />;
  if (href) {
    return (
      <a
        ref={ref as Ref<HTMLAnchorElement>}
        href={href}
        aria-label={label}
        data-visible={visible ? 'true' : 'false'}
        className={cx(scrollToTop({ floating }), className)}
        onClick={handleClick}
        {...rest}
      >
        {icon}
      </a>
    );
  }

  return (
    <button
      ref={ref as Ref<HTMLButtonElement>}
      type="button"
      aria-label={label}
      data-visible={visible ? 'true' : 'false'}
      className={cx(scrollToTop({ floating }), className)}
      onClick={handleClick}
      {...rest}
    >
      {icon}
    </button>
  );
});
ScrollToTop.displayName = 'ScrollToTop';
