import * as RadixAccordion from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';
import { createContext, forwardRef, useContext, useEffect, useRef, useState, type ComponentPropsWithoutRef, type ElementRef } from 'react';
import { useControllableState } from '../../hooks/useControllableState';
import { useIsomorphicLayoutEffect } from '../../hooks/useIsomorphicLayoutEffect';
import { cx } from '../../internal/cx';
import { accordionChevron, accordionContent, accordionContentInner, accordionHeader, accordionItem, accordionRoot, accordionTrigger } from './Accordion.css';

interface AccordionState {
  isOpen: (value: string) => boolean;
  open: (value: string) => void;
}
const AccordionStateContext = createContext<AccordionState | null>(null);
const ItemValueContext = createContext<string | null>(null);

function usePart<T>(context: T | null, part: string): T {
  if (context === null) throw new Error(`Accordion.${part} must be used within Accordion.Root.`);
  return context;
}

/* ---------------------------------------------------------------- Root */
export type AccordionSingleRootProps = Omit<RadixAccordion.AccordionSingleProps, 'type'> & {
  /** One item open at a time (`single`, the default) or any number (`multiple`). */
  type?: 'single';
};
export type AccordionMultipleRootProps = RadixAccordion.AccordionMultipleProps;
/**
 * `value` / `defaultValue` / `onValueChange` as in Radix. Single mode is the default and is
 * `collapsible` by default (the open item closes when pressed again).
 */
export type AccordionRootProps = AccordionSingleRootProps | AccordionMultipleRootProps;

/**
 * Whether the open items changed since the first render. Until then nothing animates: the server
 * HTML already shows the initial item open, and animating it on load would shift the page.
 */
function useChangedSinceMount(key: string): boolean {
  const [initial] = useState(key);
  const [changed, setChanged] = useState(false);
  if (!changed && key !== initial) setChanged(true);
  return changed || key !== initial;
}

const SingleRoot = forwardRef<HTMLDivElement, AccordionSingleRootProps>(function AccordionSingleRoot(
  { value, defaultValue = '', onValueChange, collapsible = true, className, type: _type, ...rest },
  ref,
) {
  const [current, setCurrent] = useControllableState({ value, defaultValue, onChange: onValueChange, name: 'Accordion.Root' });
  const state: AccordionState = { isOpen: (item) => item === current, open: setCurrent };
  const animate = useChangedSinceMount(current);
  return (
    <AccordionStateContext.Provider value={state}>
      <RadixAccordion.Root ref={ref} type="single" collapsible={collapsible} value={current} onValueChange={setCurrent} data-animate={animate ? '' : undefined} className={cx(accordionRoot, className)} {...rest} />
    </AccordionStateContext.Provider>
  );
});

const MultipleRoot = forwardRef<HTMLDivElement, AccordionMultipleRootProps>(function AccordionMultipleRoot(
  { value, defaultValue = [], onValueChange, className, ...rest },
  ref,
) {
  const [current, setCurrent] = useControllableState({ value, defaultValue, onChange: onValueChange, name: 'Accordion.Root' });
  const state: AccordionState = {
    isOpen: (item) => current.includes(item),
    open: (item) => {
      if (!current.includes(item)) setCurrent([...current, item]);
    },
  };
  const animate = useChangedSinceMount(current.join('\u0000'));
  return (
    <AccordionStateContext.Provider value={state}>
      <RadixAccordion.Root ref={ref} value={current} onValueChange={setCurrent} data-animate={animate ? '' : undefined} className={cx(accordionRoot, className)} {...rest} type="multiple" />
    </AccordionStateContext.Provider>
  );
});

const Root = forwardRef<HTMLDivElement, AccordionRootProps>(function AccordionRoot(props, ref) {
  return props.type === 'multiple' ? <MultipleRoot ref={ref} {...props} /> : <SingleRoot ref={ref} {...props} />;
});
Root.displayName = 'Accordion.Root';

/* ---------------------------------------------------------------- Item */
export type AccordionItemProps = ComponentPropsWithoutRef<typeof RadixAccordion.Item>;
const Item = forwardRef<ElementRef<typeof RadixAccordion.Item>, AccordionItemProps>(function AccordionItem({ className, ...rest }, ref) {
  return (
    <ItemValueContext.Provider value={rest.value}>
      <RadixAccordion.Item ref={ref} className={cx(accordionItem, className)} {...rest} />
    </ItemValueContext.Provider>
  );
});
Item.displayName = 'Accordion.Item';

/* -------------------------------------------------------------- Header */
export type AccordionHeaderProps = ComponentPropsWithoutRef<typeof RadixAccordion.Header>;
/** An `h3` by default; pass `asChild` with another heading level to fit the page outline. */
const Header = forwardRef<ElementRef<typeof RadixAccordion.Header>, AccordionHeaderProps>(function AccordionHeader({ className, ...rest }, ref) {
  return <RadixAccordion.Header ref={ref} className={cx(accordionHeader, className)} {...rest} />;
});
Header.displayName = 'Accordion.Header';

/* ------------------------------------------------------------- Trigger */
export type AccordionTriggerProps = ComponentPropsWithoutRef<typeof RadixAccordion.Trigger>;
/** The button that opens its item, with a chevron (left out with `asChild`). */
const Trigger = forwardRef<ElementRef<typeof RadixAccordion.Trigger>, AccordionTriggerProps>(function AccordionTrigger(
  { className, children, asChild, ...rest },
  ref,
) {
  return (
    <RadixAccordion.Trigger ref={ref} asChild={asChild} className={cx(accordionTrigger, className)} {...rest}>
      {asChild ? (
        children
      ) : (
        <>
          <span>{children}</span>
          <ChevronDown aria-hidden="true" size={20} className={accordionChevron} />
        </>
      )}
    </RadixAccordion.Trigger>
  );
});
Trigger.displayName = 'Accordion.Trigger';

/* ------------------------------------------------------------- Content */
export type AccordionContentProps = Omit<ComponentPropsWithoutRef<typeof RadixAccordion.Content>, 'forceMount'>;
/**
 * The panel. Closed panels stay in the DOM (their text is in the server HTML) as
 * `hidden="until-found"`, so the browser's find-in-page opens the item that holds a match.
 */
const Content = forwardRef<ElementRef<typeof RadixAccordion.Content>, AccordionContentProps>(function AccordionContent(
  { className, children, ...rest },
  forwardedRef,
) {
  const state = usePart(useContext(AccordionStateContext), 'Content');
  const value = usePart(useContext(ItemValueContext), 'Content');
  const open = state.isOpen(value);
  const ref = useRef<HTMLDivElement | null>(null);
  const openRef = useRef(state.open);
  openRef.current = state.open;

  useIsomorphicLayoutEffect(() => {
    // React only knows boolean `hidden`; upgrade it so find-in-page can reach the text.
    if (!open) ref.current?.setAttribute('hidden', 'until-found');
  }, [open]);

  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    const reveal = () => openRef.current(value);
    node.addEventListener('beforematch', reveal);
    return () => node.removeEventListener('beforematch', reveal);
  }, [value]);

  return (
    <RadixAccordion.Content
      ref={(node) => {
        ref.current = node;
        if (typeof forwardedRef === 'function') forwardedRef(node);
        else if (forwardedRef) forwardedRef.current = node;
      }}
      forceMount
      hidden={!open}
      // A closed panel is not a region: assistive technology and role queries see open answers only.
      {...(open ? {} : { role: undefined, 'aria-labelledby': undefined })}
      className={cx(accordionContent, className)}
      {...rest}
    >
      <div className={accordionContentInner}>{children}</div>
    </RadixAccordion.Content>
  );
});
Content.displayName = 'Accordion.Content';

export const Accordion = { Root, Item, Header, Trigger, Content };
