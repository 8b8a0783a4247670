import { site } from '../content/site';
import { logo, logoMark, logoText } from './BrandLogo.css';

/** The brand mark: a red monogram tile and the company name as text (scales with the brand name). */
export function BrandLogo() {
  const initials = site.name
    .split(/\s+/)
    .map((word) => word[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return (
    <span className={logo}>
      <span className={logoMark} aria-hidden="true">
        {initials}
      </span>
      <span className={logoText}>{site.name}</span>
    </span>
  );
}
