import { Link, useLocation } from 'react-router';
import { NavigationMenu, type NavigationItem } from '@company/ui';
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

/** The sticky header: ui NavigationMenu with router links, the cart badge and the contact side panel. */
export function SiteHeader() {
  const location = useLocation();
  const cartCount = useCartCount();
  // Issue 24: "Log in" for a visitor, "My account" once signed in; the server HTML already has the right one.
  const signedIn = useSignedIn();
  const office = site.offices[0];
  return (
    <NavigationMenu
      brand={
        <Link to="/" aria-label={`${site.name} home`}>
          <BrandLogo />
        </Link>
      }
      items={navigationItems(location.pathname)}
      cta={{ label: applyNowLink.label, href: applyNowLink.path }}
      cart={{ href: '/cart', count: cartCount }}
      account={signedIn ? { label: 'My account', href: '/user' } : { label: 'Log in', href: '/login' }}
      contact={{
        phones: [...site.phones],
        email: site.email,
        address: office.address,
        addressHref: office.mapUrl,
      }}
      currentPath={location.pathname}
      renderLink={(item, children) => <Link to={item.href}>{children}</Link>}
    />
  );
}
