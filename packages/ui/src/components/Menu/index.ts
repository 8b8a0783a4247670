import { MenuRoot, MenuTrigger, MenuContent, MenuItem, MenuGroup, MenuLabel, MenuSeparator } from './Menu';

/**
 * A menu of actions on Radix Dropdown Menu: `Menu.Root`, `Trigger`, `Content`, `Item`, `Group`, `Label`, `Separator`.
 *
 * `Menu.Root` and the other parts: the namespace is built here, in a module without 'use client', from the parts
 * the client module exports one by one. Built inside the client module, a React Server Component would
 * see it as one client reference whose `.Root` is undefined (Next.js App Router).
 */
export const Menu = {
  Root: MenuRoot,
  Trigger: MenuTrigger,
  Content: MenuContent,
  Item: MenuItem,
  Group: MenuGroup,
  Label: MenuLabel,
  Separator: MenuSeparator,
};
export type {
  MenuRootProps,
  MenuTriggerProps,
  MenuContentProps,
  MenuItemProps,
  MenuGroupProps,
  MenuLabelProps,
  MenuSeparatorProps,
} from './Menu';
