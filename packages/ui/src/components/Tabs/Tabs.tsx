'use client';

import * as RadixTabs from '@radix-ui/react-tabs';
import { Slot } from '@radix-ui/react-slot';
import {
  createContext,
  forwardRef,
  useContext,
  useRef,
  useState,
  type AnchorHTMLAttributes,
  type ComponentPropsWithoutRef,
  type ElementRef,
  type HTMLAttributes,
} from 'react';
import { useControllableState } from '../../hooks/useControllableState';
import { cx } from '../../internal/cx';
import { tabsContent, tabsLinkItem, tabsLinkList, tabsList, tabsRoot, tabsTrigger } from './Tabs.css';
import { useProvidedDirection } from '../LocaleProvider/LocaleProvider';

interface TabsState {
  value: string;
  select: (value: string) => void;
}
const TabsStateContext = createContext<TabsState | null>(null);
function useTabsState(part: string) {
  const context = useContext(TabsStateContext);
  if (!context) throw new Error(`Tabs.${part} must be used within Tabs.Root.`);
  return context;
}

/* ---------------------------------------------------------------- Root */
export interface TabsRootProps extends Omit<
  ComponentPropsWithoutRef<typeof RadixTabs.Root>,
  'value' | 'defaultValue' | 'onValueChange'
> {
  /** Selected tab (controlled). */
  value?: string;
  /** Tab selected first (uncontrolled), for example the one passed in navigation state. Default `''` (none). */
  defaultValue?: string;
  /** Called with the newly selected tab, in both modes. */
  onValueChange?: (value: string) => void;
  /** `plain` switches instantly; `sliding` slides the new panel in from the side of its tab. Default `'plain'`. */
  variant?: 'plain' | 'sliding';
}

/** Radix Tabs (arrow keys, Home/End, automatic activation) with every panel's text kept in the HTML. */
const Root = forwardRef<ElementRef<typeof RadixTabs.Root>, TabsRootProps>(function TabsRoot(
  { value: valueProp, defaultValue = '', onValueChange, variant = 'plain', dir, className, ...rest },
  forwardedRef,
) {
  // Radix puts `dir` on the root and reads it for the arrow keys: without one it writes "ltr".
  const providedDir = useProvidedDirection();
  const [value, setValue] = useControllableState({
    value: valueProp,
    defaultValue,
    onChange: onValueChange,
    name: 'Tabs.Root',
  });
  const ref = useRef<HTMLDivElement | null>(null);
  const [direction, setDirection] = useState<'forward' | 'backward' | undefined>(undefined);

  const select = (next: string) => {
    if (next === value) return;
    // Slide from the side of the tab the user went to.
    const values = Array.from(
      ref.current?.querySelectorAll<HTMLElement>('[role="tab"][data-value]') ?? [],
      (tab) => tab.dataset.value,
    );
    setDirection(values.indexOf(next) < values.indexOf(value) ? 'backward' : 'forward');
    setValue(next);
  };

  return (
    <TabsStateContext.Provider value={{ value, select }}>
      <RadixTabs.Root
        ref={(node) => {
          ref.current = node;
          if (typeof forwardedRef === 'function') forwardedRef(node);
          else if (forwardedRef) forwardedRef.current = node;
        }}
        value={value}
        onValueChange={select}
        data-variant={variant}
        data-direction={direction}
        dir={dir ?? providedDir}
        className={cx(tabsRoot, className)}
        {...rest}
      />
    </TabsStateContext.Provider>
  );
});
Root.displayName = 'Tabs.Root';

/* ---------------------------------------------------------------- List */
export type TabsListProps = ComponentPropsWithoutRef<typeof RadixTabs.List>;
/** The tablist; give it an `aria-label` naming the set ("Technology categories"). */
const List = forwardRef<ElementRef<typeof RadixTabs.List>, TabsListProps>(function TabsList(
  { className, ...rest },
  ref,
) {
  return <RadixTabs.List ref={ref} className={cx(tabsList, className)} {...rest} />;
});
List.displayName = 'Tabs.List';

/* ------------------------------------------------------------- Trigger */
export type TabsTriggerProps = ComponentPropsWithoutRef<typeof RadixTabs.Trigger>;
const Trigger = forwardRef<ElementRef<typeof RadixTabs.Trigger>, TabsTriggerProps>(function TabsTrigger(
  { className, ...rest },
  ref,
) {
  return (
    <RadixTabs.Trigger ref={ref} data-value={rest.value} className={cx(tabsTrigger, className)} {...rest} />
  );
});
Trigger.displayName = 'Tabs.Trigger';

/* ------------------------------------------------------------- Content */
export type TabsContentProps = Omit<ComponentPropsWithoutRef<typeof RadixTabs.Content>, 'forceMount'>;
/**
 * A panel. Inactive panels stay rendered but `hidden`: their text is in the server HTML (for search
 * engines and no-JavaScript readers) while only the selected panel is in the accessibility tree.
 */
const Content = forwardRef<ElementRef<typeof RadixTabs.Content>, TabsContentProps>(function TabsContent(
  { className, value, ...rest },
  forwardedRef,
) {
  const state = useTabsState('Content');
  const active = state.value === value;
  return (
    <RadixTabs.Content
      ref={forwardedRef}
      value={value}
      forceMount
      hidden={!active}
      tabIndex={active ? 0 : -1}
      className={cx(tabsContent, className)}
      {...rest}
    />
  );
});
Content.displayName = 'Tabs.Content';

/* ------------------------------------------------------------ LinkList */
export interface TabsLinkListProps extends HTMLAttributes<HTMLElement> {
  /** Names the set of links ("Course categories"); the list is a navigation landmark. */
  'aria-label': string;
}
/**
 * Tabs whose choice lives in the URL (`?category=marketing`): a navigation of real links that looks like
 * `Tabs.List`. Each link works before the page's script runs, or without it; the page renders the chosen
 * set itself. No tab roles: the links are reached with Tab and followed with Enter, as links are.
 */
const LinkList = forwardRef<HTMLElement, TabsLinkListProps>(function TabsLinkList(
  { className, children, ...rest },
  ref,
) {
  return (
    <nav ref={ref} className={className} {...rest}>
      <ul className={cx(tabsList, tabsLinkList)}>{children}</ul>
    </nav>
  );
});
LinkList.displayName = 'Tabs.LinkList';

/* ---------------------------------------------------------------- Link */
export interface TabsLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** This link shows the current page's choice: `aria-current="page"` and the selected look. Default `false`. */
  current?: boolean;
  /** Render the child (a router link) with these props instead of an `<a>`. Default `false`. */
  asChild?: boolean;
}
/** One link of `Tabs.LinkList`, in a list item; the ref reaches the link. */
const Link = forwardRef<HTMLAnchorElement, TabsLinkProps>(function TabsLink(
  { current = false, asChild = false, className, ...rest },
  ref,
) {
  const Component = asChild ? Slot : 'a';
  return (
    <li className={tabsLinkItem}>
      <Component
        ref={ref}
        aria-current={current ? 'page' : undefined}
        data-state={current ? 'active' : 'inactive'}
        className={cx(tabsTrigger, className)}
        {...rest}
      />
    </li>
  );
});
Link.displayName = 'Tabs.Link';

/**
 * The parts one by one. The `Tabs` namespace is built from them in `./index.ts`, outside this client module:
 * import it from there (stories, tests and other components too).
 */
export {
  Root as TabsRoot,
  List as TabsList,
  Trigger as TabsTrigger,
  Content as TabsContent,
  LinkList as TabsLinkList,
  Link as TabsLink,
};
