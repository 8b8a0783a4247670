'use client';

import { forwardRef, type HTMLAttributes } from 'react';
import { cx } from '../../internal/cx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { spinner, spinnerSvg, spinnerTrack, type SpinnerVariants } from './Spinner.css';
import { useLocale } from '../LocaleProvider/LocaleProvider';

export interface SpinnerProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** Size of the ring. Default `md`. */
  size?: SpinnerVariants['size'];
  /** Colour: the surrounding text colour, the accent, or muted. Default `current`. */
  tone?: SpinnerVariants['tone'];
  /**
   * What is loading, announced politely as a status. Default: the `loading` message (`"Loading"`). Pass `null` when the
   * spinner sits inside something that already says it is busy (a loading Button).
   */
  label?: string | null;
}

/** An indeterminate progress indicator. */
export const Spinner = forwardRef<HTMLSpanElement, SpinnerProps>(function Spinner(
  { size, tone, label: labelProp, className, ...rest },
  ref,
) {
  const { messages } = useLocale();
  const label = labelProp === undefined ? messages.loading : labelProp;
  const decorative = label === null;
  return (
    <span
      ref={ref}
      role={decorative ? undefined : 'status'}
      aria-hidden={decorative ? true : undefined}
      className={cx(spinner({ size, tone }), className)}
      {...rest}
    >
      <svg className={spinnerSvg} viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
        <circle className={spinnerTrack} cx="12" cy="12" r="9.5" stroke="currentColor" strokeWidth="3" />
        <path d="M21.5 12a9.5 9.5 0 0 0-9.5-9.5" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      {decorative ? null : <VisuallyHidden>{label}</VisuallyHidden>}
    </span>
  );
});
Spinner.displayName = 'Spinner';
