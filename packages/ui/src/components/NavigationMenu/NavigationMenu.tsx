'use client';

import * as RadixNavigationMenu from '@radix-ui/react-navigation-menu';
import { Slot } from '@radix-ui/react-slot';
import { ChevronDown, CircleUserRound, Contact, Menu, ShoppingCart, X } from 'lucide-react';
import {
  forwardRef,
  lazy,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  type HTMLAttributes,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useScrolledPast } from '../../hooks/useScrolledPast';
import { cx } from '../../internal/cx';
import {
  navigationActions,
  navigationBadge,
  navigationBar,
  navigationBrand,
  navigationChevron,
  navigationCta,
  navigationDesktop,
  navigationDesktopOnly,
  navigationDropdown,
  navigationDropdownLink,
  navigationDropdownList,
  navigationHeader,
  navigationIconButton,
  navigationItem,
  navigationLink,
  navigationLinkPositioned,
  navigationList,
  navigationMobileCta,
  navigationMobileLink,
  navigationMobileList,
  navigationMobilePanel,
  navigationMobileSubList,
  navigationMobileToggle,
} from './NavigationMenu.css';

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

export interface NavigationContact {
  /** Phone numbers as displayed; the `tel:` link keeps only digits and `+`. */
  phones: string[];
  /** E-mail address (a `mailto:` link). */
  email: string;
  /** Postal address as one line. */
  address: string;
  /** Optional maps link for the address (opens in a new tab). */
  addressHref?: string;
}

export interface NavigationCart {
  /** Destination of the cart link. */
  href: string;
  /** Number of items; the badge shows only above 0. */
  count: number;
  /** Accessible name without the count. Default `'Cart'`. */
  label?: string;
}

/**
 * Renders one link. Return a single element (for example the router's `<Link to={item.href} />`):
 * the menu merges its class, `aria-current` and handlers into it, and puts `children` inside.
 */
export type NavigationRenderLink = (item: NavigationLinkItem, children: ReactNode) => ReactElement;

export interface NavigationMenuProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** Logo or brand link at the start of the bar. */
  brand: ReactNode;
  /** Top-level links and dropdown groups, in order. The mobile menu shows the same items. */
  items: NavigationItem[];
  /** Highlighted call to action after the links (for example Apply Now). */
  cta?: NavigationLinkItem;
  /** Cart link with a count badge. */
  cart?: NavigationCart;
  /**
   * The visitor's account link (for example "Log in", or "My account" once signed in): an icon link named
   * by its label in the bar, and a text link in the mobile menu. Default: none.
   */
  account?: NavigationLinkItem;
  /** Contact details shown in the side panel; without it there is no panel button. */
  contact?: NavigationContact;
  /** Accessible name of the side-panel button. Default `'Contact details'`. */
  contactLabel?: string;
  /** Heading of the side panel. Default `'Get in touch'`. */
  contactTitle?: string;
  /** Current location's path, used to mark the active link when an item has no `active`. */
  currentPath?: string;
  /** How links render (router links). Default: a plain `<a href>`. */
  renderLink?: NavigationRenderLink;
  /** Accessible name of the navigation landmark. Default `'Main'`. */
  label?: string;
  /** Accessible name of the mobile menu button. Default `'Menu'`. */
  menuLabel?: string;
  /** Sticky at the top of the viewport. Default `true`. */
  sticky?: boolean;
  /** Scroll distance in pixels after which the bar gains its bottom border. Default `0`. */
  scrollThreshold?: number;
}

const defaultRenderLink: NavigationRenderLink = (item, children) => <a href={item.href}>{children}</a>;

const isGroup = (item: NavigationItem): item is NavigationGroupItem => 'items' in item;

function isActive(item: NavigationLinkItem, currentPath: string | undefined): boolean {
  if (item.active !== undefined) return item.active;
  if (!currentPath) return false;
  if (currentPath === item.href) return true;
  return item.href !== '/' && currentPath.startsWith(`${item.href.replace(/\/$/, '')}/`);
}

const preventHover = (event: { preventDefault: () => void }) => event.preventDefault();

const LazyContactPanel = lazy(() => import('./NavigationContactPanel'));
/** Starts fetching the contact panel's module (the browser keeps it; errors surface when it renders). */
const loadContactPanel = () => {
  import('./NavigationContactPanel').catch(() => undefined);
};

/** A link with our class and `aria-current` merged into the caller's element. */
function MergedLink({
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

/**
 * The site header: brand, links with a dropdown group on Radix Navigation Menu, a highlighted call
 * to action, a cart link with a count badge, a side panel with contact details, and a collapsible
 * menu with the same items on small screens. Sticky, with a bottom border once the page scrolls.
 */
export const NavigationMenu = forwardRef<HTMLElement, NavigationMenuProps>(function NavigationMenu(
  {
    brand,
    items,
    cta,
    cart,
    account,
    contact,
    contactLabel = 'Contact details',
    contactTitle = 'Get in touch',
    currentPath,
    renderLink = defaultRenderLink,
    label = 'Main',
    menuLabel = 'Menu',
    sticky = true,
    scrollThreshold = 0,
    className,
    ...rest
  },
  ref,
) {
  const scrolled = useScrolledPast(scrollThreshold);
  const [dropdown, setDropdown] = useState('');
  const [mobileOpen, setMobileOpen] = useState(false);
  const [contactOpen, setContactOpen] = useState(false);
  // The panel mounts on the first press and stays mounted, so closing it can animate.
  const [contactRequested, setContactRequested] = useState(false);
  const contactButtonRef = useRef<HTMLButtonElement>(null);
  const [mobileGroups, setMobileGroups] = useState<Record<string, boolean>>({});
  const mobileId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);

  // A navigation (new current path) closes the open menus.
  useEffect(() => {
    setMobileOpen(false);
    setDropdown('');
  }, [currentPath]);

  const closeMobile = () => setMobileOpen(false);

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

  const cartLabel = cart?.label ?? 'Cart';
  const cartName =
    cart && cart.count > 0 ? `${cartLabel}, ${cart.count} ${cart.count === 1 ? 'item' : 'items'}` : cartLabel;

  return (
    <header
      ref={ref}
      data-scrolled={scrolled ? 'true' : 'false'}
      className={cx(navigationHeader({ sticky }), className)}
      {...rest}
    >
      <div className={navigationBar}>
        <div className={navigationBrand}>{brand}</div>

        {/* ---------------------------------------------------- desktop links */}
        <RadixNavigationMenu.Root
          aria-label={label}
          className={navigationDesktop}
          value={dropdown}
          onValueChange={setDropdown}
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

        {/* ---------------------------------------------------- actions */}
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
          {cart ? (
            <MergedLink
              item={{ label: cartLabel, href: cart.href }}
              active={isActive({ label: cartLabel, href: cart.href }, currentPath)}
              renderLink={renderLink}
              className={navigationIconButton}
              aria-label={cartName}
            >
              <ShoppingCart aria-hidden="true" size={20} />
              {cart.count > 0 ? (
                <span className={navigationBadge} aria-hidden="true" data-testid="cart-badge">
                  {cart.count > 99 ? '99+' : cart.count}
                </span>
              ) : null}
            </MergedLink>
          ) : null}
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
          {contact ? (
            <>
              <button
                ref={contactButtonRef}
                type="button"
                className={navigationIconButton}
                aria-label={contactLabel}
                aria-haspopup="dialog"
                aria-expanded={contactOpen}
                // Fetch the panel's code as soon as a click looks likely.
                onPointerEnter={loadContactPanel}
                onFocus={loadContactPanel}
                onClick={() => {
                  setContactRequested(true);
                  setContactOpen(true);
                }}
              >
                <Contact aria-hidden="true" size={20} />
              </button>
              {contactRequested ? (
                <Suspense fallback={null}>
                  <LazyContactPanel
                    open={contactOpen}
                    onOpenChange={setContactOpen}
                    returnFocusRef={contactButtonRef}
                    contact={contact}
                    title={contactTitle}
                  />
                </Suspense>
              ) : null}
            </>
          ) : null}
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

      {/* ---------------------------------------------------- mobile menu */}
      <nav
        ref={panelRef}
        id={mobileId}
        aria-label={label}
        className={navigationMobilePanel}
        hidden={!mobileOpen}
      >
        <ul className={navigationMobileList}>
          {items.map((item) => {
            if (!isGroup(item)) {
              const active = isActive(item, currentPath);
              return (
                <li key={item.href}>
                  <MergedLink
                    item={item}
                    active={active}
                    renderLink={renderLink}
                    className={navigationMobileLink}
                    onClick={() => closeMobile()}
                  >
                    {item.label}
                  </MergedLink>
                </li>
              );
            }
            const groupId = `${mobileId}-${item.label.replace(/\W+/g, '-')}`;
            const expanded = mobileGroups[item.label] ?? false;
            return (
              <li key={item.label}>
                <button
                  type="button"
                  className={navigationMobileLink}
                  aria-expanded={expanded}
                  aria-controls={groupId}
                  data-child-active={
                    item.items.some((child) => isActive(child, currentPath)) ? 'true' : undefined
                  }
                  onClick={() => setMobileGroups((groups) => ({ ...groups, [item.label]: !expanded }))}
                >
                  {item.label}
                  <ChevronDown aria-hidden="true" size={16} className={navigationChevron} />
                </button>
                <ul id={groupId} className={navigationMobileSubList} hidden={!expanded}>
                  {item.items.map((child) => {
                    const active = isActive(child, currentPath);
                    return (
                      <li key={child.href}>
                        <MergedLink
                          item={child}
                          active={active}
                          renderLink={renderLink}
                          className={navigationMobileLink}
                          onClick={() => closeMobile()}
                        >
                          {child.label}
                        </MergedLink>
                      </li>
                    );
                  })}
                </ul>
              </li>
            );
          })}
          {account ? (
            <li>
              <MergedLink
                item={account}
                active={isActive(account, currentPath)}
                renderLink={renderLink}
                className={navigationMobileLink}
                data-account-link=""
                onClick={() => closeMobile()}
              >
                {account.label}
              </MergedLink>
            </li>
          ) : null}
          {cta ? (
            <li className={navigationMobileCta}>
              <MergedLink
                item={cta}
                active={isActive(cta, currentPath)}
                renderLink={renderLink}
                className={navigationCta}
                onClick={() => closeMobile()}
              >
                {cta.label}
              </MergedLink>
            </li>
          ) : null}
        </ul>
      </nav>
    </header>
  );
});
NavigationMenu.displayName = 'NavigationMenu';
