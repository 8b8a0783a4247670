'use client';

import { CircleUserRound, Menu, X } from 'lucide-react';
import {
  forwardRef,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import { useScrolledPast } from '../../hooks/useScrolledPast';
import { cx } from '../../internal/cx';
import { mergeRefs } from '../../internal/mergeRefs';
import { useNearestDirection } from '../../internal/useNearestDirection';
import { useLocale, useProvidedDirection } from '../LocaleProvider/LocaleProvider';
import { NavigationDesktop } from './NavigationDesktop';
import { defaultRenderLink, isActive, MergedLink, NavigationLinkContext } from './NavigationLink';
import {
  navigationActions,
  navigationBar,
  navigationBrand,
  navigationCta,
  navigationDesktopOnly,
  navigationHeader,
  navigationIconButton,
  navigationMobileToggle,
} from './NavigationMenu.css';
import { NavigationMobile } from './NavigationMobile';
import { NavigationPanelButton } from './NavigationPanelButton';
import {
  type NavigationItem,
  type NavigationLinkItem,
  type NavigationMenuLabels,
  type NavigationPanelOptions,
  type NavigationRenderLink,
} from './navigationTypes';

export type {
  NavigationGroupItem,
  NavigationItem,
  NavigationLinkItem,
  NavigationMenuLabels,
  NavigationPanelOptions,
  NavigationRenderLink,
} from './navigationTypes';

export interface NavigationMenuProps extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'dir'> {
  /**
   * Reading direction: right to left, the bar runs from the right and the arrow keys between its links
   * follow. Default: the nearest `dir` attribute above the menu (`'ltr'` without one).
   */
  dir?: 'ltr' | 'rtl';
  /** Logo or brand link at the start of the bar. */
  brand: ReactNode;
  /** Top-level links and dropdown groups, in order. The mobile menu shows the same items. */
  items: NavigationItem[];
  /** Highlighted call to action after the links (for example Apply Now). */
  cta?: NavigationLinkItem;
  /**
   * Your own controls in the bar, after the call to action and shown at every width: for example a cart
   * link as a `NavigationIconLink` with a count `badge`. Default: none.
   */
  actions?: ReactNode;
  /**
   * The visitor's account link (for example "Log in", or "My account" once signed in): an icon link named
   * by its label in the bar, and a text link in the mobile menu. Default: none.
   */
  account?: NavigationLinkItem;
  /**
   * A side panel behind an icon button at the end of the bar (for example contact details in a
   * `NavigationPanelList`); its dialog code loads on demand. Default: none.
   */
  panel?: NavigationPanelOptions;
  /** Current location's path, used to mark the active link when an item has no `active`. */
  currentPath?: string;
  /** How links render (router links). Default: a plain `<a href>`. */
  renderLink?: NavigationRenderLink;
  /** Built-in texts, for another language. Default: English (`NavigationMenuLabels`). */
  labels?: Partial<NavigationMenuLabels>;
  /** Accessible name of the navigation landmark; wins over `labels.navigation`. Default `'Main'`. */
  label?: string;
  /** Accessible name of the mobile menu button; wins over `labels.menu`. Default `'Menu'`. */
  menuLabel?: string;
  /** Sticky at the top of the viewport. Default `true`. */
  sticky?: boolean;
  /** Scroll distance in pixels after which the bar gains its bottom border. Default `0`. */
  scrollThreshold?: number;
}

/**
 * The site header: brand, links with a dropdown group on Radix Navigation Menu (`NavigationDesktop`), a
 * highlighted call to action, your `actions`, an account link, an optional side panel
 * (`NavigationPanelButton`), and a collapsible menu with the same items on narrow bars
 * (`NavigationMobile`). Sticky, with a bottom border once the page scrolls.
 */
export const NavigationMenu = forwardRef<HTMLElement, NavigationMenuProps>(function NavigationMenu(
  {
    brand,
    items,
    cta,
    actions,
    account,
    panel,
    currentPath,
    renderLink = defaultRenderLink,
    labels: labelsProp,
    label: labelProp,
    menuLabel: menuLabelProp,
    sticky = true,
    scrollThreshold = 0,
    dir,
    className,
    ...rest
  },
  ref,
) {
  const headerRef = useRef<HTMLElement | null>(null);
  const setHeaderRef = useMemo(() => mergeRefs(ref, headerRef), [ref]);
  // Radix's arrow keys need the direction told; it does not read the page's `dir`.
  const { messages } = useLocale();
  const providedDir = useProvidedDirection();
  const direction = useNearestDirection(headerRef, dir ?? providedDir);
  const label = labelProp ?? labelsProp?.navigation ?? messages.navigationLabel;
  const menuLabel = menuLabelProp ?? labelsProp?.menu ?? messages.navigationMenu;
  const scrolled = useScrolledPast(scrollThreshold);
  const [dropdown, setDropdown] = useState('');
  const [mobileOpen, setMobileOpen] = useState(false);
  const mobileId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const links = useMemo(() => ({ renderLink, currentPath }), [renderLink, currentPath]);

  // A navigation (new current path) closes the open menus.
  useEffect(() => {
    setMobileOpen(false);
    setDropdown('');
  }, [currentPath]);

  // Escape closes the open mobile menu while focus is in it (or on its button) and returns focus.
  useEffect(() => {
    if (!mobileOpen) return undefined;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const target = event.target as Node | null;
      if (panelRef.current?.contains(target) || toggleRef.current === target) {
        setMobileOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [mobileOpen]);

  return (
    <NavigationLinkContext.Provider value={links}>
      <header
        ref={setHeaderRef}
        dir={dir}
        data-scrolled={scrolled ? 'true' : 'false'}
        className={cx(navigationHeader({ sticky }), className)}
        {...rest}
      >
        <div className={navigationBar}>
          <div className={navigationBrand}>{brand}</div>

          <NavigationDesktop
            items={items}
            label={label}
            dir={direction}
            value={dropdown}
            onValueChange={setDropdown}
          />

          <div className={navigationActions}>
            {cta ? (
              <span className={navigationDesktopOnly}>
                <MergedLink
                  item={cta}
                  active={isActive(cta, currentPath)}
                  renderLink={renderLink}
                  className={navigationCta}
                >
                  {cta.label}
                </MergedLink>
              </span>
            ) : null}
            {actions}
            {account ? (
              <span className={navigationDesktopOnly}>
                <MergedLink
                  item={account}
                  active={isActive(account, currentPath)}
                  renderLink={renderLink}
                  className={navigationIconButton}
                  aria-label={account.label}
                  data-account-link=""
                >
                  <CircleUserRound aria-hidden="true" size={20} />
                </MergedLink>
              </span>
            ) : null}
            {panel ? <NavigationPanelButton panel={panel} /> : null}
            <button
              ref={toggleRef}
              type="button"
              className={cx(navigationIconButton, navigationMobileToggle)}
              aria-label={menuLabel}
              aria-expanded={mobileOpen}
              aria-controls={mobileId}
              onClick={() => setMobileOpen((open) => !open)}
            >
              {mobileOpen ? <X aria-hidden="true" size={20} /> : <Menu aria-hidden="true" size={20} />}
            </button>
          </div>
        </div>

        <NavigationMobile
          id={mobileId}
          panelRef={panelRef}
          items={items}
          account={account}
          cta={cta}
          label={label}
          open={mobileOpen}
          onClose={() => setMobileOpen(false)}
        />
      </header>
    </NavigationLinkContext.Provider>
  );
});
NavigationMenu.displayName = 'NavigationMenu';
