export { NavigationMenu } from './NavigationMenu';
export type {
  NavigationMenuProps,
  NavigationItem,
  NavigationLinkItem,
  NavigationGroupItem,
  NavigationMenuLabels,
  NavigationPanelOptions,
  NavigationRenderLink,
} from './NavigationMenu';
export { NavigationIconLink } from './NavigationLink';
export type { NavigationIconLinkProps } from './NavigationLink';
export { NavigationPanelItem, NavigationPanelList } from './NavigationPanelList';
export type { NavigationPanelItemProps, NavigationPanelListProps } from './NavigationPanelList';
