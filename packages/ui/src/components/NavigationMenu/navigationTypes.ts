import type { ReactElement, ReactNode } from 'react';

export interface NavigationLinkItem {
  /** Visible text. */
  label: string;
  /** Destination, passed to `renderLink`. */
  href: string;
  /** Force the active state; otherwise it comes from `currentPath`. */
  active?: boolean;
}

export interface NavigationGroupItem {
  /** Text of the dropdown trigger, for example `'Services'`. */
  label: string;
  /** The dropdown's links. */
  items: NavigationLinkItem[];
  /**
   * Force the section's active state, for example on the section's own index page (`/services`), which is not
   * one of its links; otherwise the trigger is active when the current path is one of its links.
   */
  active?: boolean;
}

export type NavigationItem = NavigationLinkItem | NavigationGroupItem;

/**
 * Renders one link. Return a single element (for example the router's `<Link to={item.href} />`):
 * the menu merges its class, `aria-current` and handlers into it, and puts `children` inside.
 */
export type NavigationRenderLink = (item: NavigationLinkItem, children: ReactNode) => ReactElement;

/** A side panel (a modal sheet from the inline end) opened by an icon button in the bar. */
export interface NavigationPanelOptions {
  /** Accessible name of the button, for example `'Contact details'`. */
  label: string;
  /** Icon of the button (decorative; the label names it). */
  icon: ReactNode;
  /** Heading of the panel, for example `'Get in touch'`. */
  title: ReactNode;
  /** What the panel shows (for example a `NavigationPanelList`); rendered the first time it opens. */
  content: ReactNode;
}

/** Every built-in text of the navigation menu; pass some or all to its `labels`. */
export interface NavigationMenuLabels {
  /** Accessible name of the navigation landmarks. Default `'Main'`. */
  navigation: string;
  /** Accessible name of the mobile menu button. Default `'Menu'`. */
  menu: string;
}

export const defaultNavigationMenuLabels: NavigationMenuLabels = { navigation: 'Main', menu: 'Menu' };
