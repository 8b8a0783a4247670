'use client';

import { Slot } from '@radix-ui/react-slot';
import { createContext, forwardRef, useContext, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { cx } from '../../internal/cx';
import { navigationBadge, navigationIconButton } from './NavigationMenu.css';
import type {
  NavigationItem,
  NavigationGroupItem,
  NavigationLinkItem,
  NavigationRenderLink,
} from './navigationTypes';

export const defaultRenderLink: NavigationRenderLink = (item, children) => <a href={item.href}>{children}</a>;

export const isGroup = (item: NavigationItem): item is NavigationGroupItem => 'items' in item;

export function isActive(item: NavigationLinkItem, currentPath: string | undefined): boolean {
  if (item.active !== undefined) return item.active;
  if (!currentPath) return false;
  if (currentPath === item.href) return true;
  return item.href !== '/' && currentPath.startsWith(`${item.href.replace(/\/$/, '')}/`);
}

/** How the menu renders links and where the visitor is; parts in the `actions` slot read it too. */
export const NavigationLinkContext = createContext<{
  renderLink: NavigationRenderLink;
  currentPath: string | undefined;
}>({ renderLink: defaultRenderLink, currentPath: undefined });

/** A link with our class and `aria-current` merged into the caller's element. */
export function MergedLink({
  item,
  active,
  renderLink,
  className,
  children,
  ...rest
}: {
  item: NavigationLinkItem;
  active: boolean;
  renderLink: NavigationRenderLink;
  className: string;
  children: ReactNode;
  ref?: Ref<HTMLElement>;
} & HTMLAttributes<HTMLElement>) {
  return (
    <Slot
      className={className}
      aria-current={active ? 'page' : undefined}
      data-active={active ? '' : undefined}
      {...rest}
    >
      {renderLink(item, children)}
    </Slot>
  );
}

export interface NavigationIconLinkProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** Destination, rendered with the menu's `renderLink`. */
  href: string;
  /** Accessible name of the link (the icon is decorative), for example `'Cart, 2 items'`. */
  label: string;
  /** The icon. */
  icon: ReactNode;
  /** A small count or mark on the icon, hidden from screen readers (put the count in `label`). Default: none. */
  badge?: ReactNode;
  /** Force the active state; otherwise it comes from the menu's `currentPath`. */
  active?: boolean;
}

/**
 * A round icon link for the navigation bar's `actions` slot (a cart, favourites, notifications), rendered
 * through the menu's `renderLink` and marked `aria-current` like its other links.
 */
export const NavigationIconLink = forwardRef<HTMLElement, NavigationIconLinkProps>(
  function NavigationIconLink({ href, label, icon, badge, active, className, ...rest }, ref) {
    const { renderLink, currentPath } = useContext(NavigationLinkContext);
    const item = { label, href, active };
    return (
      <MergedLink
        item={item}
        active={isActive(item, currentPath)}
        renderLink={renderLink}
        className={cx(navigationIconButton, className)}
        aria-label={label}
        ref={ref}
        {...rest}
      >
        {icon}
        {badge !== undefined && badge !== null && badge !== false ? (
          <span className={navigationBadge} aria-hidden="true" data-badge="">
            {badge}
          </span>
        ) : null}
      </MergedLink>
    );
  },
);
NavigationIconLink.displayName = 'NavigationIconLink';
