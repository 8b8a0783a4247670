'use client';

import * as RadixNavigationMenu from '@radix-ui/react-navigation-menu';
import { ChevronDown } from 'lucide-react';
import { useContext } from 'react';
import { cx } from '../../internal/cx';
import { isActive, isGroup, MergedLink, NavigationLinkContext } from './NavigationLink';
import {
  navigationChevron,
  navigationDesktop,
  navigationDropdown,
  navigationDropdownLink,
  navigationDropdownList,
  navigationItem,
  navigationLink,
  navigationLinkPositioned,
  navigationList,
} from './NavigationMenu.css';
import type { NavigationItem } from './navigationTypes';

const preventHover = (event: { preventDefault: () => void }) => event.preventDefault();

/**
 * The bar's links on a wide bar (hidden below 1200 px by a container query): Radix Navigation Menu, with a
 * dropdown per group item. Click or keyboard opens a dropdown; hovering does not.
 */
export function NavigationDesktop({
  items,
  label,
  dir,
  value,
  onValueChange,
}: {
  items: NavigationItem[];
  label: string;
  dir: 'ltr' | 'rtl';
  /** The open dropdown's group label, `''` when none is open. */
  value: string;
  onValueChange: (value: string) => void;
}) {
  const { renderLink, currentPath } = useContext(NavigationLinkContext);
  return (
    <RadixNavigationMenu.Root
      aria-label={label}
      dir={dir}
      className={navigationDesktop}
      value={value}
      onValueChange={onValueChange}
    >
      <RadixNavigationMenu.List className={navigationList}>
        {items.map((item) =>
          isGroup(item) ? (
            <RadixNavigationMenu.Item key={item.label} value={item.label} className={navigationItem}>
              <RadixNavigationMenu.Trigger
                className={cx(navigationLink, navigationLinkPositioned)}
                // Click (or keyboard) opens the dropdown; hovering does not, so it never opens or
                // closes under a passing pointer and an outside click reliably closes it.
                onPointerMove={preventHover}
                onPointerLeave={preventHover}
                data-child-active={
                  (item.active ?? item.items.some((child) => isActive(child, currentPath)))
                    ? 'true'
                    : undefined
                }
              >
                {item.label}
                <ChevronDown aria-hidden="true" size={16} className={navigationChevron} />
              </RadixNavigationMenu.Trigger>
              <RadixNavigationMenu.Content
                className={navigationDropdown}
                onPointerEnter={preventHover}
                onPointerLeave={preventHover}
              >
                <ul className={navigationDropdownList}>
                  {item.items.map((child) => {
                    const active = isActive(child, currentPath);
                    return (
                      <li key={child.href}>
                        <RadixNavigationMenu.Link asChild active={active}>
                          <MergedLink
                            item={child}
                            active={active}
                            renderLink={renderLink}
                            className={navigationDropdownLink}
                          >
                            {child.label}
                          </MergedLink>
                        </RadixNavigationMenu.Link>
                      </li>
                    );
                  })}
                </ul>
              </RadixNavigationMenu.Content>
            </RadixNavigationMenu.Item>
          ) : (
            <RadixNavigationMenu.Item key={item.href} className={navigationItem}>
              <RadixNavigationMenu.Link asChild active={isActive(item, currentPath)}>
                <MergedLink
                  item={item}
                  active={isActive(item, currentPath)}
                  renderLink={renderLink}
                  className={cx(navigationLink, navigationLinkPositioned)}
                >
                  {item.label}
                </MergedLink>
              </RadixNavigationMenu.Link>
            </RadixNavigationMenu.Item>
          ),
        )}
      </RadixNavigationMenu.List>
    </RadixNavigationMenu.Root>
  );
}
