'use client';

import { assignInlineVars } from '@vanilla-extract/dynamic';
import {
  createContext,
  forwardRef,
  useContext,
  useId,
  useRef,
  type FocusEvent,
  type HTMLAttributes,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { useControllableState } from '../../hooks/useControllableState';
import { cx } from '../../internal/cx';
import {
  body,
  description,
  heightVar,
  item,
  media as mediaStyle,
  ratioVar,
  root,
  title as titleStyle,
  trigger,
} from './HoverAccordion.css';

interface HoverAccordionContextValue {
  value: string;
  restingValue: string;
  setValue: (value: string) => void;
  lastPointer: { current: { type: string; at: number } };
}
const HoverAccordionContext = createContext<HoverAccordionContextValue | null>(null);

const isTap = (pointer: { type: string; at: number }) =>
  (pointer.type === 'touch' || pointer.type === 'pen') && performance.now() - pointer.at < 1000;

/* ---------------------------------------------------------------- Root */
export interface HoverAccordionRootProps extends Omit<HTMLAttributes<HTMLUListElement>, 'defaultValue'> {
  /** Open panel (controlled). */
  value?: string;
  /** The resting panel: open at first and again whenever the pointer or focus leaves. Default `'3'`. */
  defaultValue?: string;
  /** Called with the panel that opens, in both modes. */
  onValueChange?: (value: string) => void;
  /** Height of the row on wide screens, any CSS length. Default `'28rem'`. */
  height?: string;
  /** How many times wider the open panel is than a closed one. Default `4`. */
  expandedRatio?: number;
}

/**
 * Image panels side by side (stacked on small screens). The panel under the pointer or holding focus
 * opens and shows its title and text over a dark overlay; a tap toggles on touch screens.
 */
const Root = forwardRef<HTMLUListElement, HoverAccordionRootProps>(function HoverAccordionRoot(
  {
    value: valueProp,
    defaultValue = '3',
    onValueChange,
    height,
    expandedRatio = 4,
    className,
    style,
    onPointerLeave,
    onBlur,
    ...rest
  },
  ref,
) {
  const [value, setValue] = useControllableState({
    value: valueProp,
    defaultValue,
    onChange: onValueChange,
    name: 'HoverAccordion.Root',
  });
  const lastPointer = useRef({ type: 'mouse', at: -Infinity });
  const change = (next: string) => {
    if (next !== value) setValue(next);
  };

  const handlePointerLeave = (event: PointerEvent<HTMLUListElement>) => {
    onPointerLeave?.(event);
    // A keyboard user's focused panel stays open; otherwise the resting panel returns.
    if (
      !event.defaultPrevented &&
      event.pointerType === 'mouse' &&
      !event.currentTarget.querySelector(':focus-visible')
    )
      change(defaultValue);
  };
  const handleBlur = (event: FocusEvent<HTMLUListElement>) => {
    onBlur?.(event);
    const to = event.relatedTarget as Node | null;
    if (!event.defaultPrevented && (!to || !event.currentTarget.contains(to))) change(defaultValue);
  };

  return (
    <HoverAccordionContext.Provider
      value={{ value, restingValue: defaultValue, setValue: change, lastPointer }}
    >
      <ul
        ref={ref}
        className={cx(root, className)}
        style={{
          ...assignInlineVars({
            [ratioVar]: String(expandedRatio),
            ...(height ? { [heightVar]: height } : {}),
          }),
          ...style,
        }}
        onPointerLeave={handlePointerLeave}
        onBlur={handleBlur}
        {...rest}
      />
    </HoverAccordionContext.Provider>
  );
});
Root.displayName = 'HoverAccordion.Root';

/* ---------------------------------------------------------------- Item */
export interface HoverAccordionItemProps extends Omit<HTMLAttributes<HTMLLIElement>, 'title'> {
  /** Identifies the panel (`'1'`…`'5'`). */
  value: string;
  /** Heading shown when open (always in the HTML). */
  title: ReactNode;
  /** The picture: an `img`, `picture` or `video` that fills the panel. Decorative images take `alt=""`. */
  media: ReactNode;
  /** Heading level of the title. Default `3`. */
  headingLevel?: 2 | 3 | 4;
  /** The text shown under the title when open. */
  children?: ReactNode;
}

const Item = forwardRef<HTMLLIElement, HoverAccordionItemProps>(function HoverAccordionItem(
  { value, title, media, headingLevel = 3, children, className, onPointerEnter, ...rest },
  ref,
) {
  const context = useContext(HoverAccordionContext);
  if (!context) throw new Error('HoverAccordion.Item must be used within HoverAccordion.Root.');
  const open = context.value === value;
  const id = useId();
  const Heading = `h${headingLevel}` as const;

  return (
    <li
      ref={ref}
      className={cx(item, className)}
      data-state={open ? 'open' : 'closed'}
      onPointerEnter={(event) => {
        onPointerEnter?.(event);
        if (!event.defaultPrevented && event.pointerType === 'mouse') context.setValue(value);
      }}
      {...rest}
    >
      <div className={mediaStyle}>{media}</div>
      <div className={body}>
        <Heading className={titleStyle}>
          <button
            type="button"
            className={trigger}
            aria-expanded={open}
            aria-controls={`${id}-text`}
            onPointerDown={(event) => {
              context.lastPointer.current = { type: event.pointerType, at: performance.now() };
            }}
            onFocus={() => {
              // A tap is handled by the click that follows it (it toggles).
              if (!isTap(context.lastPointer.current)) context.setValue(value);
            }}
            onClick={() => {
              // A tap toggles: on an open panel it goes back to the resting one.
              if (isTap(context.lastPointer.current)) {
                context.setValue(open && value !== context.restingValue ? context.restingValue : value);
              } else context.setValue(value);
            }}
          >
            {title}
          </button>
        </Heading>
        <p id={`${id}-text`} className={description}>
          {children}
        </p>
      </div>
    </li>
  );
});
Item.displayName = 'HoverAccordion.Item';

/**
 * The parts one by one. The `HoverAccordion` namespace is built from them in `./index.ts`, outside this client module:
 * import it from there (stories, tests and other components too).
 */
export { Root as HoverAccordionRoot, Item as HoverAccordionItem };
