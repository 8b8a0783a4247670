'use client';

import { lazy, Suspense, useRef, useState } from 'react';
import { navigationIconButton } from './NavigationMenu.css';
import type { NavigationPanelOptions } from './navigationTypes';

const LazyPanel = lazy(() => import('./NavigationPanel'));
/** Starts fetching the panel's module (the browser keeps it; errors surface when it renders). */
const loadPanel = () => {
  import('./NavigationPanel').catch(() => undefined);
};

/** The bar's button for the side panel, and the panel, mounted on the first press. */
export function NavigationPanelButton({ panel }: { panel: NavigationPanelOptions }) {
  const [open, setOpen] = useState(false);
  // The panel mounts on the first press and stays mounted, so closing it can animate.
  const [requested, setRequested] = useState(false);
  // The sheet comes from the inline end (the left in a right-to-left page) and reads like the bar: it is
  // rendered in a portal, maybe outside the element that sets the direction.
  const [direction, setDirection] = useState<'ltr' | 'rtl'>('ltr');
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={navigationIconButton}
        aria-label={panel.label}
        aria-haspopup="dialog"
        aria-expanded={open}
        // Fetch the panel's code as soon as a click looks likely.
        onPointerEnter={loadPanel}
        onFocus={loadPanel}
        onClick={(event) => {
          setDirection(getComputedStyle(event.currentTarget).direction === 'rtl' ? 'rtl' : 'ltr');
          setRequested(true);
          setOpen(true);
        }}
      >
        {panel.icon}
      </button>
      {requested ? (
        <Suspense fallback={null}>
          <LazyPanel
            open={open}
            onOpenChange={setOpen}
            returnFocusRef={buttonRef}
            title={panel.title}
            dir={direction}
          >
            {panel.content}
          </LazyPanel>
        </Suspense>
      ) : null}
    </>
  );
}
