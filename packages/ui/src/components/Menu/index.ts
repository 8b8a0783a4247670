export { Menu } from './Menu';
export type {
  MenuRootProps,
  MenuTriggerProps,
  MenuContentProps,
  MenuItemProps,
  MenuGroupProps,
  MenuLabelProps,
  MenuSeparatorProps,
} from './Menu';
