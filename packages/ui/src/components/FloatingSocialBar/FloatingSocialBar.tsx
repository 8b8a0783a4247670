'use client';

import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { useLocale } from '../LocaleProvider/LocaleProvider';
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

/** Every built-in text of the bar; pass some or all to its `labels`. */
export interface FloatingSocialBarLabels {
  /** Accessible name of the navigation landmark. Default `'Social links'`. */
  navigation: string;
  /** Appended to the names of links that open a new tab. Default `'(opens in a new tab)'`. */
  newTab: string;
}

export interface FloatingSocialBarProps extends HTMLAttributes<HTMLElement> {
  /** The links, top to bottom. */
  links: SocialLink[];
  /**
   * Edge of the viewport: `start` is the left in a left-to-right page and the right in a right-to-left one.
   * `left` and `right` are the former names of `start` and `end`. Default `start`.
   */
  side?: 'start' | 'end' | 'left' | 'right';
  /** Built-in texts, for another language. Default: English (`FloatingSocialBarLabels`). */
  labels?: Partial<FloatingSocialBarLabels>;
  /** Accessible name of the navigation landmark; wins over `labels.navigation`. Default `'Social links'`. */
  label?: string;
  /** Appended to the names of links that open a new tab; wins over `labels.newTab`. Default `'(opens in a new tab)'`. */
  newTabHint?: string;
}

const logicalSide = { start: 'start', end: 'end', left: 'start', right: 'end' } as const;

/** A fixed, labelled column of social and chat links at the side of every page. */
export const FloatingSocialBar = forwardRef<HTMLElement, FloatingSocialBarProps>(function FloatingSocialBar(
  {
    links,
    labels,
    label: labelProp,
    side: sideProp = 'start',
    newTabHint: newTabHintProp,
    className,
    ...rest
  },
  ref,
) {
  const { messages } = useLocale();
  const label = labelProp ?? labels?.navigation ?? messages.socialLinks;
  const newTabHint = newTabHintProp ?? labels?.newTab ?? messages.newTabHint;
  const side = logicalSide[sideProp];
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
