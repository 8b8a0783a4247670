import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { ChevronDown, Mail, MapPin, Menu, PanelRightOpen, Phone, ShoppingCart, X } from 'lucide-react';
import { useCartCount } from '../commerce/useCart';
import { applyNowLink, primaryNav, servicesDropdown } from '../content/navigation';
import { mailHref, site, telHref } from '../content/site';
import { BrandLogo } from './BrandLogo';
import * as s from './SiteHeader.css';

/** Sticky navigation bar of SPEC.md "Navigation bar". */
export function SiteHeader() {
  const location = useLocation();
  const cartCount = useCartCount();
  const [scrolled, setScrolled] = useState(false);
  const [servicesOpen, setServicesOpen] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [panelOpen, setPanelOpen] = useState(false);
  const servicesRef = useRef<HTMLLIElement>(null);
  const panelRef = useRef<HTMLDialogElement>(null);
  const servicesId = useId();
  const mobileId = useId();
  const panelTitleId = useId();

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 4);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  // Any navigation closes the menus.
  useEffect(() => {
    setServicesOpen(false);
    setMobileOpen(false);
    setPanelOpen(false);
  }, [location.pathname]);

  // The Services dropdown closes on an outside click or Escape.
  useEffect(() => {
    if (!servicesOpen) return;
    const onPointer = (event: PointerEvent) => {
      if (servicesRef.current && !servicesRef.current.contains(event.target as Node)) setServicesOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setServicesOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [servicesOpen]);

  useEffect(() => {
    const dialog = panelRef.current;
    if (!dialog) return;
    if (panelOpen && !dialog.open) dialog.showModal();
    if (!panelOpen && dialog.open) dialog.close();
  }, [panelOpen]);

  const servicesActive = location.pathname.startsWith('/services');

  return (
    <header className={s.header} data-scrolled={scrolled ? '' : undefined}>
      <div className={s.bar}>
        <Link to="/" className={s.brand} aria-label={`${site.name} home`}>
          <BrandLogo />
        </Link>
        <nav aria-label="Main" className={s.nav}>
          <ul className={s.navList} id={mobileId} data-open={mobileOpen ? '' : undefined}>
            {primaryNav.map((item) =>
              item.path === '/services' ? (
                <li key={item.path} ref={servicesRef} className={s.dropdownItem}>
                  <button
                    type="button"
                    className={s.navLink}
                    data-active={servicesActive ? '' : undefined}
                    aria-expanded={servicesOpen}
                    aria-controls={servicesId}
                    onClick={() => setServicesOpen((open) => !open)}
                  >
                    {item.label}
                    <ChevronDown aria-hidden="true" size={16} className={s.chevron} data-open={servicesOpen ? '' : undefined} />
                  </button>
                  <ul id={servicesId} className={s.dropdown} hidden={!servicesOpen}>
                    <li>
                      <Link to="/services" className={s.dropdownLink} onClick={() => setServicesOpen(false)}>
                        All services
                      </Link>
                    </li>
                    {servicesDropdown.map((service) => (
                      <li key={service.path}>
                        <NavLink to={service.path} className={s.dropdownLink} onClick={() => setServicesOpen(false)}>
                          {service.name}
                        </NavLink>
                      </li>
                    ))}
                  </ul>
                </li>
              ) : (
                <li key={item.path}>
                  <NavLink to={item.path} className={s.navLink}>
                    {item.label}
                  </NavLink>
                </li>
              ),
            )}
            <li className={s.applyItem}>
              <NavLink to={applyNowLink.path} className={s.apply}>
                {applyNowLink.label}
              </NavLink>
            </li>
          </ul>
        </nav>
        <div className={s.tools}>
          <Link to="/cart" className={s.iconButton} aria-label={cartCount > 0 ? `Cart, ${cartCount} ${cartCount === 1 ? 'course' : 'courses'}` : 'Cart'}>
            <ShoppingCart aria-hidden="true" size={20} />
            {cartCount > 0 ? (
              <span className={s.badge} aria-hidden="true">
                {cartCount}
              </span>
            ) : null}
          </Link>
          <button type="button" className={s.iconButton} aria-label="Contact details" aria-haspopup="dialog" onClick={() => setPanelOpen(true)}>
            <PanelRightOpen aria-hidden="true" size={20} />
          </button>
          <button
            type="button"
            className={`${s.iconButton} ${s.menuButton}`}
            aria-label="Menu"
            aria-expanded={mobileOpen}
            aria-controls={mobileId}
            onClick={() => setMobileOpen((open) => !open)}
          >
            {mobileOpen ? <X aria-hidden="true" size={22} /> : <Menu aria-hidden="true" size={22} />}
          </button>
        </div>
      </div>
      <dialog ref={panelRef} className={s.panel} aria-labelledby={panelTitleId} onClose={() => setPanelOpen(false)} onCancel={() => setPanelOpen(false)}>
        <div className={s.panelHeader}>
          <h2 id={panelTitleId} className={s.panelTitle}>
            Get in touch
          </h2>
          <button type="button" className={s.iconButton} aria-label="Close" onClick={() => setPanelOpen(false)}>
            <X aria-hidden="true" size={20} />
          </button>
        </div>
        <p className={s.panelText}>{site.description}</p>
        <ul className={s.panelList}>
          {site.phones.map((phone) => (
            <li key={phone}>
              <a href={telHref(phone)} className={s.panelLink}>
                <Phone aria-hidden="true" size={18} /> {phone}
              </a>
            </li>
          ))}
          <li>
            <a href={mailHref(site.email)} className={s.panelLink}>
              <Mail aria-hidden="true" size={18} /> {site.email}
            </a>
          </li>
          {site.offices.map((office) => (
            <li key={office.city}>
              <a href={office.mapUrl} className={s.panelLink} target="_blank" rel="noopener noreferrer">
                <MapPin aria-hidden="true" size={18} className={s.panelPin} />
                <span>
                  <strong>{office.city}</strong>
                  <br />
                  {office.address}
                </span>
              </a>
            </li>
          ))}
        </ul>
      </dialog>
    </header>
  );
}
