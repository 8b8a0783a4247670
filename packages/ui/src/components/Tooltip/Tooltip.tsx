'use client';

import * as RadixTooltip from '@radix-ui/react-tooltip';
import { forwardRef, useRef, useState, type ReactElement, type ReactNode, type Ref } from 'react';
import { useIsomorphicLayoutEffect } from '../../hooks/useIsomorphicLayoutEffect';
import { cx } from '../../internal/cx';
import { mergeRefs } from '../../internal/mergeRefs';
import { tooltipArrow, tooltipContent } from './Tooltip.css';

export interface TooltipProps {
  /** The tip: a short phrase that adds to the trigger's name ("Downloads every page as CSV"). */
  content: ReactNode;
  /**
   * The trigger: one focusable element with its own accessible name (a button or a link). It is
   * rendered as is (Radix `asChild`); the tip only describes it (`aria-describedby`).
   */
  children: ReactElement;
  /** Side of the trigger the tip appears on; it flips when there is no room. Default `'top'`. */
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** Shown (controlled). */
  open?: boolean;
  /** Shown at first (uncontrolled). Default `false`. */
  defaultOpen?: boolean;
  /** Called when the tip opens or closes (hover, focus, Escape, press), in both modes. */
  onOpenChange?: (open: boolean) => void;
  /** Milliseconds of hover before the tip appears (focus shows it at once). Default `300`. */
  delayDuration?: number;
  /** Class of the bubble. */
  className?: string;
}

/**
 * A short description that appears beside a control on hover and on keyboard focus, and goes on
 * Escape, on press and when the pointer or focus leaves (Radix Tooltip). The tip is rendered in a
 * portal inside the trigger's themed ancestor, so it keeps the theme; the ref reaches the trigger.
 */
export const Tooltip = forwardRef<HTMLElement, TooltipProps>(function Tooltip(
  { content, children, side = 'top', open, defaultOpen, onOpenChange, delayDuration = 300, className },
  forwardedRef,
) {
  const trigger = useRef<HTMLElement | null>(null);
  const [container, setContainer] = useState<HTMLElement>();
  useIsomorphicLayoutEffect(() => {
    const themed = trigger.current?.closest<HTMLElement>('[data-theme]');
    setContainer(themed && themed !== document.documentElement ? themed : document.body);
  }, []);
  return (
    <RadixTooltip.Provider delayDuration={delayDuration}>
      <RadixTooltip.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
        <RadixTooltip.Trigger ref={mergeRefs<HTMLElement>(trigger, forwardedRef) as Ref<HTMLButtonElement>} asChild>
          {children}
        </RadixTooltip.Trigger>
        {container ? (
          <RadixTooltip.Portal container={container}>
            <RadixTooltip.Content side={side} sideOffset={6} collisionPadding={8} className={cx(tooltipContent, className)}>
              {content}
              <RadixTooltip.Arrow className={tooltipArrow} width={10} height={5} />
            </RadixTooltip.Content>
          </RadixTooltip.Portal>
        ) : null}
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
});
Tooltip.displayName = 'Tooltip';
