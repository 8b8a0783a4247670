'use client';

import { ChevronDown } from 'lucide-react';
import { useContext, useState, type RefObject } from 'react';
import { isActive, isGroup, MergedLink, NavigationLinkContext } from './NavigationLink';
import {
  navigationChevron,
  navigationCta,
  navigationMobileCta,
  navigationMobileLink,
  navigationMobileList,
  navigationMobilePanel,
  navigationMobileSubList,
} from './NavigationMenu.css';
import type { NavigationItem, NavigationLinkItem } from './navigationTypes';

/**
 * The collapsible menu of a narrow bar (hidden from 1200 px): the same items, groups as disclosure
 * buttons, then the account link and the call to action. Choosing a link closes it.
 */
export function NavigationMobile({
  id,
  panelRef,
  items,
  account,
  cta,
  label,
  open,
  onClose,
}: {
  id: string;
  panelRef: RefObject<HTMLElement | null>;
  items: NavigationItem[];
  account?: NavigationLinkItem;
  cta?: NavigationLinkItem;
  label: string;
  open: boolean;
  onClose: () => void;
}) {
  const { renderLink, currentPath } = useContext(NavigationLinkContext);
  const [groups, setGroups] = useState<Record<string, boolean>>({});
  return (
    <nav ref={panelRef} id={id} aria-label={label} className={navigationMobilePanel} hidden={!open}>
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
                  onClick={() => onClose()}
                >
                  {item.label}
                </MergedLink>
              </li>
            );
          }
          const groupId = `${id}-${item.label.replace(/\W+/g, '-')}`;
          const expanded = groups[item.label] ?? false;
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
                onClick={() => setGroups((current) => ({ ...current, [item.label]: !expanded }))}
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
                        onClick={() => onClose()}
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
              onClick={() => onClose()}
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
              onClick={() => onClose()}
            >
              {cta.label}
            </MergedLink>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
