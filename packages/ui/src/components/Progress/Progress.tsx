import { forwardRef, useId, type HTMLAttributes, type ReactNode } from 'react';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { Inline } from '../Inline/Inline';
import { Stack } from '../Stack/Stack';
import {
  progressIndicator,
  progressLabel,
  progressTrack,
  progressValue,
  type ProgressIndicatorVariants,
  type ProgressTrackVariants,
} from './Progress.css';

export interface ProgressProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** How much is done, from 0 to `max`; clamped. */
  value: number;
  /** The whole. Default `100`. */
  max?: number;
  /** What is measured ("Course progress"): the progress bar's accessible name. */
  label: ReactNode;
  /** Shows the label visually. Default `true`; `false` keeps it for screen readers only. */
  showLabel?: boolean;
  /**
   * The value in words ("4 of 10 lessons"), shown beside the label and read by screen readers instead of a bare
   * percentage. Default: the rounded percentage ("40%").
   */
  valueText?: string;
  /** Colour of the filled part: `accent` while under way, `success` when finished. Default `accent`. */
  tone?: ProgressIndicatorVariants['tone'];
  /** Height of the bar. Default `md`. */
  size?: ProgressTrackVariants['size'];
}

/**
 * A determinate progress bar (`role="progressbar"`) with a visible label and value text. It is static markup,
 * safe to render on the server; give a live region the news if the value changes while someone waits for it.
 */
export const Progress = forwardRef<HTMLDivElement, ProgressProps>(function Progress(
  { value, max = 100, label, showLabel = true, valueText, tone, size, className, ...rest },
  ref,
) {
  const labelId = useId();
  const whole = max > 0 ? max : 100;
  const clamped = Math.min(Math.max(Number.isFinite(value) ? value : 0, 0), whole);
  const percent = (clamped / whole) * 100;
  const text = valueText ?? `${Math.round(percent)}%`;
  return (
    <Stack ref={ref} gap={2} className={className} {...rest}>
      {showLabel ? (
        <Inline gap={3} justify="between" align="baseline">
          <span className={progressLabel} id={labelId}>
            {label}
          </span>
          <span className={progressValue} aria-hidden="true">
            {text}
          </span>
        </Inline>
      ) : (
        <VisuallyHidden id={labelId}>{label}</VisuallyHidden>
      )}
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={whole}
        aria-valuenow={clamped}
        aria-valuetext={text}
        className={progressTrack({ size })}
        data-state={clamped >= whole ? 'complete' : 'loading'}
      >
        {/* A plain inline size (logical, so it fills from the start edge in RTL too): the one runtime value
            needs no @vanilla-extract/dynamic in every page that shows a bar. */}
        <div
          className={progressIndicator({ tone })}
          style={{ inlineSize: `${Math.round(percent * 100) / 100}%` }}
        />
      </div>
    </Stack>
  );
});
Progress.displayName = 'Progress';
