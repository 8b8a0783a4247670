import type { Ref } from 'react';
import { Link } from 'react-router';
import { Mail, MapPin, Phone } from 'lucide-react';
import { footerQuickLinks, footerSupportLinks } from '../content/navigation';
import { mailHref, site, telHref } from '../content/site';
import { BrandLogo } from './BrandLogo';
import { Inline, ScrollToTop, Stack, VisuallyHidden } from '@company/ui';
import { SocialIcon } from './SocialIcon';
import { ThemeSwitch } from './ThemeSwitch';
import * as s from './SiteFooter.css';

/** Footer as SPEC.md describes it: logo, phones, e-mail, Quick Links, Support, social links, address, copyright, scroll-to-top. */
export function SiteFooter({
  bottomRowRef,
}: {
  /** The last row (copyright, theme, Back to top). */ bottomRowRef?: Ref<HTMLDivElement>;
}) {
  const office = site.offices[0];
  return (
    <footer className={s.footer}>
      <div className={s.inner}>
        <div className={s.brand}>
          <Link to="/" className={s.logoLink} aria-label={`${site.name} home`}>
            <BrandLogo />
          </Link>
          <p className={s.tagline}>{site.tagline}</p>
          <Stack as="ul" gap={2} className={s.bareList}>
            {site.phones.map((phone) => (
              <li key={phone}>
                <a className={s.contactLink} href={telHref(phone)}>
                  <Phone aria-hidden="true" size={16} className={s.contactIcon} />
                  {phone}
                </a>
              </li>
            ))}
            <li>
              <a className={s.contactLink} href={mailHref(site.email)}>
                <Mail aria-hidden="true" size={16} className={s.contactIcon} />
                {site.email}
              </a>
            </li>
          </Stack>
        </div>
        <Stack as="nav" gap={4} aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className={s.columnTitle}>
            Quick Links
          </h2>
          <Stack as="ul" gap={2} className={s.bareList}>
            {footerQuickLinks.map((link) => (
              <li key={link.path}>
                <Link className={s.link} to={link.path}>
                  {link.label}
                </Link>
              </li>
            ))}
          </Stack>
        </Stack>
        <Stack as="nav" gap={4} aria-labelledby="footer-support">
          <h2 id="footer-support" className={s.columnTitle}>
            Support
          </h2>
          <Stack as="ul" gap={2} className={s.bareList}>
            {footerSupportLinks.map((link) => (
              <li key={link.path}>
                <Link className={s.link} to={link.path}>
                  {link.label}
                </Link>
              </li>
            ))}
          </Stack>
        </Stack>
        <Stack gap={4}>
          <h2 className={s.columnTitle}>Follow us</h2>
          <Inline as="ul" gap={3} wrap={false} align="stretch" className={s.bareList}>
            {site.social.map((social) => (
              <li key={social.network}>
                <a
                  className={s.social}
                  href={social.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${site.name} on ${social.label} (opens in a new tab)`}
                >
                  <SocialIcon network={social.network} />
                </a>
              </li>
            ))}
          </Inline>
          <a className={s.contactLink} href={office.mapUrl} target="_blank" rel="noopener noreferrer">
            <MapPin aria-hidden="true" size={16} className={s.contactIcon} />
            <span>
              {office.address}
              <VisuallyHidden> (opens map in a new tab)</VisuallyHidden>
            </span>
          </a>
        </Stack>
      </div>
      <div ref={bottomRowRef} className={s.bottom}>
        <p className={s.copyright}>
          © {site.copyrightYear} {site.name}. All rights reserved.
        </p>
        <div className={s.bottomActions}>
          <ThemeSwitch />
          <ScrollToTop href="#top" floating={false} label="Back to top" />
        </div>
      </div>
    </footer>
  );
}
