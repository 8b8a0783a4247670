'use client';

import { ChevronDown } from 'lucide-react';
import {
  createContext,
  forwardRef,
  useContext,
  useId,
  useRef,
  useState,
  type HTMLAttributes,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { useControllableState } from '../../hooks/useControllableState';
import { useIsomorphicLayoutEffect } from '../../hooks/useIsomorphicLayoutEffect';
import { cx } from '../../internal/cx';
import {
  accordionChevron,
  accordionContent,
  accordionContentInner,
  accordionHeader,
  accordionItem,
  accordionRoot,
  accordionTrigger,
  accordionTriggerLabel,
} from './Accordion.css';

/*
 * Built on `<details>` / `<summary>`: an item opens and closes with no script at all (a press before the
 * page's script runs is the browser's own toggle), single mode is the browser's exclusive group
 * (`<details name>`), and find-in-page opens the item that holds a match. React follows the elements:
 * their `toggle` events update its state, never the other way round, so a toggle is never undone.
 */

interface AccordionState {
  type: 'single' | 'multiple';
  /** The `name` shared by the items of a single-mode accordion (the browser keeps one of them open). */
  group: string | undefined;
  collapsible: boolean;
  disabled: boolean;
  isOpen: (value: string) => boolean;
  /** The element `value` is now open or closed (its `toggle` event, or its state found at hydration). */
  sync: (value: string, open: boolean) => void;
}
const AccordionStateContext = createContext<AccordionState | null>(null);
interface ItemState {
  value: string;
  open: boolean;
  disabled: boolean;
  triggerId: string;
  contentId: string;
}
const ItemContext = createContext<ItemState | null>(null);
interface HeaderState {
  level: HeadingLevel;
  props: HTMLAttributes<HTMLHeadingElement>;
  ref: Ref<HTMLHeadingElement> | undefined;
}
const HeaderContext = createContext<HeaderState | null>(null);

function usePart<T>(context: T | null, part: string, parent = 'Accordion.Root'): T {
  if (context === null) throw new Error(`Accordion.${part} must be used within ${parent}.`);
  return context;
}

/* ---------------------------------------------------------------- Root */
interface AccordionRootBaseProps extends Omit<HTMLAttributes<HTMLDivElement>, 'defaultValue' | 'dir'> {
  /** Every item disabled. Default `false`. */
  disabled?: boolean;
  /** Text direction of the items (chevron side). Default: inherited. */
  dir?: 'ltr' | 'rtl';
}
export interface AccordionSingleRootProps extends AccordionRootBaseProps {
  /** One item open at a time (`single`, the default) or any number (`multiple`). */
  type?: 'single';
  /** The open item (controlled); `''` for none. */
  value?: string;
  /** The item open first (uncontrolled). Default `''` (none). */
  defaultValue?: string;
  /** Called with the newly open item (`''` when it closed), in both modes. */
  onValueChange?: (value: string) => void;
  /** Whether pressing the open item closes it. Default `true`. Without script the browser always allows it. */
  collapsible?: boolean;
}
export interface AccordionMultipleRootProps extends AccordionRootBaseProps {
  type: 'multiple';
  /** The open items (controlled). */
  value?: string[];
  /** The items open first (uncontrolled). Default `[]`. */
  defaultValue?: string[];
  /** Called with the open items after each change, in both modes. */
  onValueChange?: (value: string[]) => void;
}
/**
 * `value` / `defaultValue` / `onValueChange`. Single mode is the default and is `collapsible` by default
 * (the open item closes when pressed again).
 */
export type AccordionRootProps = AccordionSingleRootProps | AccordionMultipleRootProps;

/** Moves focus between the triggers of one accordion: arrows, Home, End (an enhancement; Tab works too). */
function handleRootKeyDown(event: KeyboardEvent<HTMLDivElement>) {
  const root = event.currentTarget;
  const target = event.target as HTMLElement;
  if (!target.matches('summary[data-accordion-trigger]') || target.closest('[data-accordion-root]') !== root)
    return;
  const triggers = Array.from(root.querySelectorAll<HTMLElement>('summary[data-accordion-trigger]')).filter(
    (trigger) => trigger.closest('[data-accordion-root]') === root && !trigger.hasAttribute('data-disabled'),
  );
  const at = triggers.indexOf(target);
  if (at === -1) return;
  const next = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: triggers.length - 1 }[event.key];
  if (next === undefined) return;
  event.preventDefault();
  triggers[(next + triggers.length) % triggers.length]?.focus();
}

/**
 * Whether the open items changed since the first render. Until then nothing animates: the server HTML
 * already shows the initial item open, and animating it on load would shift the page.
 */
function useChangedSinceMount(key: string): boolean {
  const [initial] = useState(key);
  const [changed, setChanged] = useState(false);
  if (!changed && key !== initial) setChanged(true);
  return changed || key !== initial;
}

const Root = forwardRef<HTMLDivElement, AccordionRootProps>(function AccordionRoot(props, ref) {
  // One body for both modes: the value is a string (single) or a list (multiple).
  const {
    type = 'single',
    value,
    defaultValue,
    onValueChange,
    collapsible: collapsibleProp = true,
    disabled = false,
    className,
    onKeyDown,
    ...rest
  } = props as AccordionRootBaseProps & {
    type?: 'single' | 'multiple';
    value?: string | string[];
    defaultValue?: string | string[];
    onValueChange?: (value: string | string[]) => void;
    collapsible?: boolean;
  };
  const collapsible = type === 'multiple' || collapsibleProp;
  const group = useId();
  const [current, setCurrent] = useControllableState<string | string[]>({
    value,
    defaultValue: defaultValue ?? (type === 'multiple' ? [] : ''),
    onChange: onValueChange,
    name: 'Accordion.Root',
  });
  // Toggle events of one press (the item opened, the one the browser closed) arrive before React renders again.
  const latest = useRef(current);
  latest.current = current;
  // A change a controlled parent ignored still renders once, so the items put their elements back.
  const [, rerender] = useState(0);

  const isOpen = (item: string) => (Array.isArray(current) ? current.includes(item) : current === item);
  const sync = (item: string, open: boolean) => {
    const now = latest.current;
    let next: string | string[];
    if (Array.isArray(now)) {
      if (open === now.includes(item)) return;
      next = open ? [...now, item] : now.filter((entry) => entry !== item);
    } else {
      if (open === (now === item)) return;
      if (!open && now !== item) return;
      next = open ? item : '';
    }
    latest.current = next;
    setCurrent(next);
    rerender((count) => count + 1);
  };
  const animate = useChangedSinceMount(Array.isArray(current) ? current.join('\u0000') : current);
  const state: AccordionState = {
    type,
    group: type === 'single' ? group : undefined,
    collapsible,
    disabled,
    isOpen,
    sync,
  };

  return (
    <AccordionStateContext.Provider value={state}>
      {/* The keydown listener only moves focus between the summaries inside (arrow keys); it is not a control. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div
        ref={ref}
        data-accordion-root=""
        data-orientation="vertical"
        data-animate={animate ? '' : undefined}
        data-disabled={disabled ? '' : undefined}
        className={cx(accordionRoot, className)}
        onKeyDown={(event) => {
          onKeyDown?.(event);
          if (!event.defaultPrevented) handleRootKeyDown(event);
        }}
        {...rest}
      />
    </AccordionStateContext.Provider>
  );
});
Root.displayName = 'Accordion.Root';

/* ---------------------------------------------------------------- Item */
export interface AccordionItemProps extends Omit<HTMLAttributes<HTMLDetailsElement>, 'open' | 'onToggle'> {
  /** Identifies the item in `value`. */
  value: string;
  /** The item cannot be opened or closed by the visitor. Default `false`. */
  disabled?: boolean;
  /** Called after the item opened or closed, with the element's new state. */
  onOpenChange?: (open: boolean) => void;
}
/** A `<details>` element: open in the server HTML when it is open in the initial state. */
const Item = forwardRef<HTMLDetailsElement, AccordionItemProps>(function AccordionItem(
  { value, disabled: itemDisabled = false, onOpenChange, className, children, ...rest },
  forwardedRef,
) {
  const state = usePart(useContext(AccordionStateContext), 'Item');
  const open = state.isOpen(value);
  const disabled = state.disabled || itemDisabled;
  const id = useId();
  const ref = useRef<HTMLDetailsElement | null>(null);
  const hydrated = useRef(false);

  useIsomorphicLayoutEffect(() => {
    const node = ref.current;
    if (!node) return;
    if (!hydrated.current) {
      hydrated.current = true;
      // Pressed before the page's script ran: the element is right, the state follows it.
      if (node.open !== open) state.sync(value, node.open);
      return;
    }
    // A controlled parent chose otherwise: the element follows the state.
    if (node.open !== open) node.open = open;
  });

  return (
    <ItemContext.Provider
      value={{ value, open, disabled, triggerId: `${id}-trigger`, contentId: `${id}-content` }}
    >
      <details
        ref={(node) => {
          ref.current = node;
          if (typeof forwardedRef === 'function') forwardedRef(node);
          else if (forwardedRef) forwardedRef.current = node;
        }}
        name={state.group}
        open={open}
        data-state={open ? 'open' : 'closed'}
        data-disabled={disabled ? '' : undefined}
        className={cx(accordionItem, className)}
        onToggle={(event) => {
          const now = event.currentTarget.open;
          state.sync(value, now);
          onOpenChange?.(now);
        }}
        {...rest}
      >
        {children}
      </details>
    </ItemContext.Provider>
  );
});
Item.displayName = 'Accordion.Item';

/* -------------------------------------------------------------- Header */
type HeadingLevel = 2 | 3 | 4 | 5 | 6;
export interface AccordionHeaderProps extends HTMLAttributes<HTMLHeadingElement> {
  /** Heading level of the trigger's text, to fit the page outline. Default `3`. */
  level?: HeadingLevel;
  children?: ReactNode;
}
/**
 * Makes the trigger's text a heading (`h3` by default). A `<summary>` must be the first child of its
 * `<details>`, so the heading is rendered inside the trigger; the ref reaches the heading.
 */
const Header = forwardRef<HTMLHeadingElement, AccordionHeaderProps>(function AccordionHeader(
  { level = 3, children, ...props },
  ref,
) {
  usePart(useContext(ItemContext), 'Header', 'Accordion.Item');
  return <HeaderContext.Provider value={{ level, props, ref }}>{children}</HeaderContext.Provider>;
});
Header.displayName = 'Accordion.Header';

/* ------------------------------------------------------------- Trigger */
export type AccordionTriggerProps = HTMLAttributes<HTMLElement>;
/**
 * The item's `<summary>`: the browser makes it a focusable, button-like disclosure with its expanded state
 * (no `role` or `aria-expanded` of ours, which would only contradict it). Enter and Space toggle it.
 */
const Trigger = forwardRef<HTMLElement, AccordionTriggerProps>(function AccordionTrigger(
  { className, children, onClick, ...rest },
  ref,
) {
  const root = usePart(useContext(AccordionStateContext), 'Trigger');
  const item = usePart(useContext(ItemContext), 'Trigger', 'Accordion.Item');
  const header = useContext(HeaderContext);
  const Heading = header ? (`h${header.level}` as const) : null;

  const handleClick = (event: MouseEvent<HTMLElement>) => {
    onClick?.(event);
    if (event.defaultPrevented) return;
    // Once the script runs: a disabled item stays as it is, and a non-collapsible one stays open.
    if (item.disabled || (item.open && !root.collapsible)) event.preventDefault();
  };

  return (
    <summary
      ref={ref}
      id={item.triggerId}
      data-accordion-trigger=""
      data-state={item.open ? 'open' : 'closed'}
      data-disabled={item.disabled ? '' : undefined}
      aria-disabled={item.disabled ? true : undefined}
      tabIndex={item.disabled ? -1 : undefined}
      className={cx(accordionTrigger, className)}
      onClick={handleClick}
      {...rest}
    >
      {Heading && header ? (
        <Heading ref={header.ref} {...header.props} className={cx(accordionHeader, header.props.className)}>
          {children}
        </Heading>
      ) : (
        <span className={accordionTriggerLabel}>{children}</span>
      )}
      <ChevronDown aria-hidden="true" size={20} className={accordionChevron} />
    </summary>
  );
});
Trigger.displayName = 'Accordion.Trigger';

/* ------------------------------------------------------------- Content */
export type AccordionContentProps = HTMLAttributes<HTMLDivElement>;
/**
 * The panel, a region named by its trigger. Closed panels stay in the HTML (the browser hides them), so
 * their text is in the server HTML and find-in-page opens the item that holds a match.
 */
const Content = forwardRef<HTMLDivElement, AccordionContentProps>(function AccordionContent(
  { className, children, ...rest },
  ref,
) {
  const item = usePart(useContext(ItemContext), 'Content', 'Accordion.Item');
  return (
    <div
      ref={ref}
      id={item.contentId}
      role="region"
      aria-labelledby={item.triggerId}
      data-state={item.open ? 'open' : 'closed'}
      className={cx(accordionContent, className)}
      {...rest}
    >
      <div className={accordionContentInner}>{children}</div>
    </div>
  );
});
Content.displayName = 'Accordion.Content';

/**
 * The parts one by one. The `Accordion` namespace is built from them in `./index.ts`, outside this client module:
 * import it from there (stories, tests and other components too).
 */
export {
  Root as AccordionRoot,
  Item as AccordionItem,
  Header as AccordionHeader,
  Trigger as AccordionTrigger,
  Content as AccordionContent,
};
