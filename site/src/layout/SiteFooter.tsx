import { Link } from 'react-router';
import { mailHref, site, telHref } from '../content/site';
import { footerQuickLinks, footerSupportLinks } from '../content/navigation';

/** Interim footer; restyled in the next pass. */
export function SiteFooter() {
  return (
    <footer>
      <p>{site.name}</p>
      <p>
        {site.phones.map((phone) => (
          <a key={phone} href={telHref(phone)}>
            {phone}
          </a>
        ))}
        <a href={mailHref(site.email)}>{site.email}</a>
      </p>
      <nav aria-label="Quick Links">
        {footerQuickLinks.map((link) => (
          <Link key={link.path} to={link.path}>
            {link.label}
          </Link>
        ))}
      </nav>
      <nav aria-label="Support">
        {footerSupportLinks.map((link) => (
          <Link key={link.path} to={link.path}>
            {link.label}
          </Link>
        ))}
      </nav>
      <p>
        © {site.copyrightYear} {site.name}. All rights reserved.
      </p>
    </footer>
  );
}
