import { createContext, useContext, useId, useRef, useState, type HTMLAttributes, type KeyboardEvent, type ReactNode } from 'react';

/**
 * Interim tabs with the same part names as the ui library's Tabs (Root, List, Trigger, Content), used until
 * @company/ui exports Tabs. WAI-ARIA tabs pattern: arrows, Home and End move and select.
 */
interface TabsContextValue {
  value: string;
  select: (value: string) => void;
  baseId: string;
}
const TabsContext = createContext<TabsContextValue | null>(null);
const useTabs = () => {
  const context = useContext(TabsContext);
  if (!context) throw new Error('Tabs parts must be used inside Tabs.Root');
  return context;
};

interface RootProps extends Omit<HTMLAttributes<HTMLDivElement>, 'defaultValue'> {
  defaultValue: string;
  value?: string;
  onValueChange?: (value: string) => void;
  children: ReactNode;
}

function Root({ defaultValue, value: controlled, onValueChange, children, ...rest }: RootProps) {
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const value = controlled ?? uncontrolled;
  const baseId = useId();
  const select = (next: string) => {
    if (controlled === undefined) setUncontrolled(next);
    onValueChange?.(next);
  };
  return (
    <TabsContext.Provider value={{ value, select, baseId }}>
      <div {...rest}>{children}</div>
    </TabsContext.Provider>
  );
}

function List({ children, onKeyDown, ...rest }: HTMLAttributes<HTMLDivElement>) {
  const ref = useRef<HTMLDivElement>(null);
  const handleKey = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    const tabs = Array.from(ref.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? []);
    const index = tabs.findIndex((tab) => tab === document.activeElement);
    if (index < 0) return;
    let next = -1;
    if (event.key === 'ArrowRight' || event.key === 'ArrowDown') next = (index + 1) % tabs.length;
    else if (event.key === 'ArrowLeft' || event.key === 'ArrowUp') next = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    if (next < 0) return;
    event.preventDefault();
    tabs[next]?.focus();
    tabs[next]?.click();
  };
  return (
    <div ref={ref} role="tablist" onKeyDown={handleKey} {...rest}>
      {children}
    </div>
  );
}

interface TriggerProps extends HTMLAttributes<HTMLButtonElement> {
  value: string;
}

function Trigger({ value, children, ...rest }: TriggerProps) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={`${tabs.baseId}-tab-${value}`}
      aria-selected={selected}
      aria-controls={`${tabs.baseId}-panel-${value}`}
      tabIndex={selected ? 0 : -1}
      data-state={selected ? 'active' : 'inactive'}
      onClick={() => tabs.select(value)}
      {...rest}
    >
      {children}
    </button>
  );
}

interface ContentProps extends HTMLAttributes<HTMLDivElement> {
  value: string;
}

function Content({ value, children, ...rest }: ContentProps) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  return (
    <div
      role="tabpanel"
      id={`${tabs.baseId}-panel-${value}`}
      aria-labelledby={`${tabs.baseId}-tab-${value}`}
      hidden={!selected}
      tabIndex={0}
      data-state={selected ? 'active' : 'inactive'}
      {...rest}
    >
      {selected ? children : null}
    </div>
  );
}

export const Tabs = { Root, List, Trigger, Content };
