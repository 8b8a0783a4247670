'use client';

import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import {
  createContext,
  forwardRef,
  useContext,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type ElementRef,
  type MutableRefObject,
} from 'react';
import { useIsomorphicLayoutEffect } from '../../hooks/useIsomorphicLayoutEffect';
import { cx } from '../../internal/cx';
import { mergeRefs } from '../../internal/mergeRefs';
import { menuContent, menuItem, menuLabel, menuSeparator, type MenuItemVariants } from './Menu.css';
import { useProvidedDirection } from '../LocaleProvider/LocaleProvider';

/** The trigger's element, so the content can be portalled into the trigger's themed ancestor. */
const TriggerRefContext = createContext<MutableRefObject<HTMLButtonElement | null> | null>(null);

/* ---------------------------------------------------------------- Root */
export type MenuRootProps = ComponentPropsWithoutRef<typeof RadixMenu.Root>;
/**
 * Owns the open state: `open` / `defaultOpen` / `onOpenChange`; `dir` for right-to-left (default: the `LocaleProvider`'s). Not modal by
 * default (`modal={false}`), as a menu button is: the page is not hidden from assistive technology while
 * the menu is open (Radix's modal mode hides the focusable trigger with `aria-hidden`), and a press or
 * focus outside closes it.
 */
function Root({ modal = false, dir, ...rest }: MenuRootProps) {
  const providedDir = useProvidedDirection();
  const trigger = useRef<HTMLButtonElement | null>(null);
  return (
    <TriggerRefContext.Provider value={trigger}>
      <RadixMenu.Root modal={modal} dir={dir ?? providedDir} {...rest} />
    </TriggerRefContext.Provider>
  );
}
Root.displayName = 'Menu.Root';

/* ------------------------------------------------------------- Trigger */
export type MenuTriggerProps = ComponentPropsWithoutRef<typeof RadixMenu.Trigger>;
/**
 * The button that opens the menu (`aria-haspopup="menu"`, `aria-expanded`); `asChild` renders your own
 * button, for example `Button`. Enter, Space or ArrowDown open it with the first item focused.
 */
const Trigger = forwardRef<ElementRef<typeof RadixMenu.Trigger>, MenuTriggerProps>(
  function MenuTrigger(props, forwardedRef) {
    const trigger = useContext(TriggerRefContext);
    if (!trigger) throw new Error('Menu.Trigger must be used within Menu.Root.');
    return <RadixMenu.Trigger ref={mergeRefs(trigger, forwardedRef)} {...props} />;
  },
);
Trigger.displayName = 'Menu.Trigger';

/* ------------------------------------------------------------- Content */
export type MenuContentProps = Omit<ComponentPropsWithoutRef<typeof RadixMenu.Content>, 'forceMount'>;
/**
 * The list of items, in a portal inside the trigger's themed ancestor (so it keeps the theme), placed
 * under the trigger and aligned to its start by default. Focus moves into it and returns to the trigger.
 */
const Content = forwardRef<ElementRef<typeof RadixMenu.Content>, MenuContentProps>(function MenuContent(
  { className, align = 'start', sideOffset = 4, collisionPadding = 8, ...rest },
  ref,
) {
  const trigger = useContext(TriggerRefContext);
  if (!trigger) throw new Error('Menu.Content must be used within Menu.Root.');
  const [container, setContainer] = useState<HTMLElement>();
  useIsomorphicLayoutEffect(() => {
    const themed = trigger.current?.closest<HTMLElement>('[data-theme]');
    setContainer(themed && themed !== document.documentElement ? themed : document.body);
  }, [trigger]);
  if (!container) return null;
  return (
    <RadixMenu.Portal container={container}>
      <RadixMenu.Content
        ref={ref}
        align={align}
        sideOffset={sideOffset}
        collisionPadding={collisionPadding}
        className={cx(menuContent, className)}
        {...rest}
      />
    </RadixMenu.Portal>
  );
});
Content.displayName = 'Menu.Content';

/* ---------------------------------------------------------------- Item */
export interface MenuItemProps extends ComponentPropsWithoutRef<typeof RadixMenu.Item> {
  /** `critical` for a destructive action (delete, revoke): danger colours. Default `neutral`. */
  tone?: MenuItemVariants['tone'];
}
/**
 * One action: `onSelect` runs on click, Enter or Space, then the menu closes (call
 * `event.preventDefault()` in `onSelect` to keep it open). `asChild` renders a link as the item.
 */
const Item = forwardRef<ElementRef<typeof RadixMenu.Item>, MenuItemProps>(function MenuItem(
  { tone, className, ...rest },
  ref,
) {
  return (
    <RadixMenu.Item
      ref={ref}
      data-tone={tone ?? 'neutral'}
      className={cx(menuItem({ tone }), className)}
      {...rest}
    />
  );
});
Item.displayName = 'Menu.Item';

/* --------------------------------------------------------------- Group */
export type MenuGroupProps = ComponentPropsWithoutRef<typeof RadixMenu.Group>;
/** Groups related items; label it with a `Menu.Label` inside and `aria-labelledby`. */
const Group = forwardRef<ElementRef<typeof RadixMenu.Group>, MenuGroupProps>(function MenuGroup(props, ref) {
  return <RadixMenu.Group ref={ref} {...props} />;
});
Group.displayName = 'Menu.Group';

/* --------------------------------------------------------------- Label */
export type MenuLabelProps = ComponentPropsWithoutRef<typeof RadixMenu.Label>;
/** A heading inside the menu; it cannot be focused or chosen. */
const Label = forwardRef<ElementRef<typeof RadixMenu.Label>, MenuLabelProps>(function MenuLabel(
  { className, ...rest },
  ref,
) {
  return <RadixMenu.Label ref={ref} className={cx(menuLabel, className)} {...rest} />;
});
Label.displayName = 'Menu.Label';

/* ----------------------------------------------------------- Separator */
export type MenuSeparatorProps = ComponentPropsWithoutRef<typeof RadixMenu.Separator>;
/** A line between groups of items (`role="separator"`). */
const Separator = forwardRef<ElementRef<typeof RadixMenu.Separator>, MenuSeparatorProps>(
  function MenuSeparator({ className, ...rest }, ref) {
    return <RadixMenu.Separator ref={ref} className={cx(menuSeparator, className)} {...rest} />;
  },
);
Separator.displayName = 'Menu.Separator';

/**
 * The parts one by one. The `Menu` namespace is built from them in `./index.ts`, outside this client module:
 * import it from there (stories, tests and other components too).
 */
export {
  Root as MenuRoot,
  Trigger as MenuTrigger,
  Content as MenuContent,
  Item as MenuItem,
  Group as MenuGroup,
  Label as MenuLabel,
  Separator as MenuSeparator,
};
