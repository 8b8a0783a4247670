import { Contact, Mail, MapPin, Phone, ShoppingCart } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import {
  NavigationIconLink,
  NavigationMenu,
  NavigationPanelItem,
  NavigationPanelList,
  type NavigationItem,
  type NavigationPanelOptions,
} from '@company/ui';
import { useCartCount } from '../commerce/useCart';
import { applyNowLink, primaryNav, servicesDropdown } from '../content/navigation';
import { site } from '../content/site';
import { useSignedIn } from '../session/signedIn';
import { BrandLogo } from './BrandLogo';

/** Navigation items of SPEC.md "Navigation bar"; Services is a dropdown of the ten services. */
/** The header's items; the Services section is active on its own page too (/services, not in its dropdown). */
const navigationItems = (pathname: string): NavigationItem[] =>
  primaryNav.map((item) =>
    item.path === '/services'
      ? {
          label: item.label,
          items: servicesDropdown.map((service) => ({ label: service.name, href: service.path })),
          active: pathname === item.path || pathname.startsWith(`${item.path}/`),
        }
      : { label: item.label, href: item.path },
  );

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The cart link: its name carries the count ("Cart, 2 items"); the badge shows it above 0, capped at 99+. */
function CartLink({ count }: { count: number }) {
  return (
    <NavigationIconLink
      href="/cart"
      label={count > 0 ? `Cart, ${count} ${count === 1 ? 'item' : 'items'}` : 'Cart'}
      icon={<ShoppingCart aria-hidden="true" size={20} />}
      badge={count > 0 ? (count > 99 ? '99+' : count) : undefined}
    />
  );
}

/** The side panel with the phone numbers, e-mail and office address (SPEC "Navigation bar"). */
function contactPanel(): NavigationPanelOptions {
  const office = site.offices[0];
  return {
    label: 'Contact details',
    icon: <Contact aria-hidden="true" size={20} />,
    title: 'Get in touch',
    content: (
      <NavigationPanelList>
        {site.phones.map((phone) => (
          <NavigationPanelItem key={phone} icon={<Phone size={18} />} label="Phone" href={telHref(phone)}>
            {phone}
          </NavigationPanelItem>
        ))}
        <NavigationPanelItem icon={<Mail size={18} />} label="E-mail" href={`mailto:${site.email}`}>
          {site.email}
        </NavigationPanelItem>
        <NavigationPanelItem icon={<MapPin size={18} />} label="Address" href={office.mapUrl} newTab>
          {office.address}
        </NavigationPanelItem>
      </NavigationPanelList>
    ),
  };
}

/** The sticky header: ui NavigationMenu with router links, the cart badge and the contact side panel. */
export function SiteHeader() {
  const location = useLocation();
  const cartCount = useCartCount();
  // Issue 24 (docs/requirements/issues/24-staff-console.md): "Log in" for a visitor, "My account" once signed in; the server HTML already has the right one.
  const signedIn = useSignedIn();
  return (
    <NavigationMenu
      brand={
        <Link to="/" aria-label={`${site.name} home`}>
          <BrandLogo />
        </Link>
      }
      items={navigationItems(location.pathname)}
      cta={{ label: applyNowLink.label, href: applyNowLink.path }}
      actions={<CartLink count={cartCount} />}
      account={signedIn ? { label: 'My account', href: '/user' } : { label: 'Log in', href: '/login' }}
      panel={contactPanel()}
      currentPath={location.pathname}
      renderLink={(item, children) => <Link to={item.href}>{children}</Link>}
    />
  );
}
