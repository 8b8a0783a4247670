import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../../internal/cx';
import {
  floatingSocialBar,
  floatingSocialIcon,
  floatingSocialItem,
  floatingSocialLink,
  floatingSocialList,
  floatingSocialTip,
} from './FloatingSocialBar.css';

export interface SocialLink {
  /** Name of the destination, for example `'Instagram'` or `'Chat with us on WhatsApp'`. */
  label: string;
  /** Full URL (a chat link can carry its prefilled greeting in the query string). */
  href: string;
  /** Icon shown in the bar; it is decorative, the label names the link. */
  icon: ReactNode;
  /** Open in a new tab. Default `true`. */
  newTab?: boolean;
}

export interface FloatingSocialBarProps extends HTMLAttributes<HTMLElement> {
  /** The links, top to bottom. */
  links: SocialLink[];
  /** Accessible name of the navigation landmark. Default `'Social links'`. */
  label?: string;
  /** Edge of the viewport. Default `left`. */
  side?: 'left' | 'right';
  /** Appended to the names of links that open a new tab. Default `'(opens in a new tab)'`. */
  newTabHint?: string;
}

/** A fixed, labelled column of social and chat links at the side of every page. */
export const FloatingSocialBar = forwardRef<HTMLElement, FloatingSocialBarProps>(function FloatingSocialBar(
  { links, label = 'Social links', side = 'left', newTabHint = '(opens in a new tab)', className, ...rest },
  ref,
) {
  return (
    <nav ref={ref} aria-label={label} className={cx(floatingSocialBar({ side }), className)} {...rest}>
      <ul className={floatingSocialList}>
        {links.map((link) => {
          const newTab = link.newTab ?? true;
          return (
            <li key={link.href} className={floatingSocialItem}>
              <a
                className={floatingSocialLink}
                href={link.href}
                aria-label={newTab ? `${link.label} ${newTabHint}` : link.label}
                {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                <span className={floatingSocialIcon} aria-hidden="true">
                  {link.icon}
                </span>
              </a>
              <span className={floatingSocialTip({ side })} aria-hidden="true">
                {link.label}
              </span>
            </li>
          );
        })}
      </ul>
    </nav>
  );
});
FloatingSocialBar.displayName = 'FloatingSocialBar';
