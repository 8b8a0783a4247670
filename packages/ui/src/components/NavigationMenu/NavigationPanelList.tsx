import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../../internal/cx';
import {
  navigationContactIcon,
  navigationContactItem,
  navigationContactLabel,
  navigationContactList,
  navigationContactValue,
} from './NavigationMenu.css';

export type NavigationPanelListProps = HTMLAttributes<HTMLUListElement>;

/** A list of labelled entries with icons for a `NavigationMenu` side panel (contact details, opening hours…). */
export const NavigationPanelList = forwardRef<HTMLUListElement, NavigationPanelListProps>(
  function NavigationPanelList({ className, ...rest }, ref) {
    return <ul ref={ref} className={cx(navigationContactList, className)} {...rest} />;
  },
);
NavigationPanelList.displayName = 'NavigationPanelList';

export interface NavigationPanelItemProps extends Omit<HTMLAttributes<HTMLLIElement>, 'children'> {
  /** Icon in a round badge (decorative). */
  icon: ReactNode;
  /** Small caption above the value, for example `'Phone'`. */
  label: ReactNode;
  /** The value, for example a phone number as displayed. */
  children: ReactNode;
  /** Makes the value a link (`tel:`, `mailto:`, a map…). Default: plain text. */
  href?: string;
  /** Open the link in a new tab, with `newTabHint` after the value. Default `false`. */
  newTab?: boolean;
  /** Said and shown after a link that opens a new tab. Default `'(opens in a new tab)'`. */
  newTabHint?: string;
}

/** One entry of a `NavigationPanelList`: icon, caption and value (a link when `href` is given). */
export const NavigationPanelItem = forwardRef<HTMLLIElement, NavigationPanelItemProps>(
  function NavigationPanelItem(
    { icon, label, children, href, newTab = false, newTabHint = '(opens in a new tab)', className, ...rest },
    ref,
  ) {
    return (
      <li ref={ref} className={cx(navigationContactItem, className)} {...rest}>
        <span className={navigationContactIcon} aria-hidden="true">
          {icon}
        </span>
        <span>
          <span className={navigationContactLabel}>{label}</span>
          {href ? (
            <a
              className={navigationContactValue}
              href={href}
              {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              {children}
              {newTab ? <span className={navigationContactLabel}>{newTabHint}</span> : null}
            </a>
          ) : (
            <span className={navigationContactValue}>{children}</span>
          )}
        </span>
      </li>
    );
  },
);
NavigationPanelItem.displayName = 'NavigationPanelItem';
