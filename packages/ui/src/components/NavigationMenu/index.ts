export { NavigationMenu } from './NavigationMenu';
export type {
  NavigationMenuProps,
  NavigationItem,
  NavigationLinkItem,
  NavigationGroupItem,
  NavigationContact,
  NavigationCart,
  NavigationRenderLink,
} from './NavigationMenu';
